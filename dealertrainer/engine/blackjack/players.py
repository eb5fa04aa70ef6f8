"""Players for seats the trainee does not play: basic strategy, or a random player for variety.

A player is any callable ``player(round) -> action`` or ``-> (action, amount)``, called
when the round waits on a seat; it reads ``round.current`` (the seat and hand in turn),
``round.upcard`` and ``round.legal_actions()``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from decimal import Decimal
from typing import TYPE_CHECKING, Union

from dealertrainer.engine.blackjack.hands import card_points, hand_value
from dealertrainer.engine.blackjack.payouts import insurance_maximum
from dealertrainer.engine.blackjack.seats import Action
from dealertrainer.engine.cards import Card

if TYPE_CHECKING:
    from dealertrainer.engine.blackjack.round import BlackjackRound

__all__ = ["Decision", "Player", "RandomPlayer", "basic_strategy", "basic_strategy_player"]

Decision = Union[Action, tuple[Action, Union[Decimal, None]]]
Player = Callable[["BlackjackRound"], Decision]

# Multi-deck basic strategy (dealer stands on soft 17), upcards 2..10 then ace (index 0..9).
# H hit, S stand, D double else hit, Ds double else stand, P split, Ph split if DAS else hit,
# R surrender else hit.
_UP = {2: 0, 3: 1, 4: 2, 5: 3, 6: 4, 7: 5, 8: 6, 9: 7, 10: 8, 1: 9}
_HARD = {
    8: "H H H H H H H H H H",
    9: "H D D D D H H H H H",
    10: "D D D D D D D D H H",
    11: "D D D D D D D D D H",
    12: "H H S S S H H H H H",
    13: "S S S S S H H H H H",
    14: "S S S S S H H H H H",
    15: "S S S S S H H H R H",
    16: "S S S S S H H R R R",
}
_SOFT = {
    13: "H H H D D H H H H H",
    14: "H H H D D H H H H H",
    15: "H H D D D H H H H H",
    16: "H H D D D H H H H H",
    17: "H D D D D H H H H H",
    18: "Ds Ds Ds Ds Ds S S H H H",
    19: "S S S S S S S S S S",
}
_PAIRS = {
    1: "P P P P P P P P P P",
    2: "Ph Ph P P P P H H H H",
    3: "Ph Ph P P P P H H H H",
    4: "H H H Ph Ph H H H H H",
    5: "D D D D D D D D H H",
    6: "Ph P P P P H H H H H",
    7: "P P P P P P H H H H",
    8: "P P P P P P P P P P",
    9: "P P P P P S P P S S",
    10: "S S S S S S S S S S",
}


_CELLS = {id(table): {key: row.split() for key, row in table.items()} for table in (_HARD, _SOFT, _PAIRS)}  # split once
_ACTIONS = {"H": Action.HIT, "S": Action.STAND, "R": Action.SURRENDER}


def _cell(table: dict[int, str], key: int, upcard: Card) -> str:
    return _CELLS[id(table)][key][_UP[card_points(upcard)]]


def basic_strategy(cards: list[Card], upcard: Card, legal: tuple[Action, ...]) -> Action:
    """The textbook play for a hand against an upcard, limited to what is legal now."""
    total, soft = hand_value(cards)
    code = "S"
    if Action.SPLIT in legal and len(cards) == 2:
        code = _cell(_PAIRS, card_points(cards[0]), upcard)
        if code == "Ph":
            code = "P"
        if code == "P":
            return Action.SPLIT
    if soft and total <= 19:
        code = _cell(_SOFT, max(total, 13), upcard)
    elif not soft:
        code = "S" if total >= 17 else ("H" if total <= 8 else _cell(_HARD, total, upcard))
    if code == "R":
        code = "R" if Action.SURRENDER in legal else "H"
    if code in ("D", "Ds"):
        if Action.DOUBLE in legal:
            return Action.DOUBLE
        code = "H" if code == "D" else "S"
    action = _ACTIONS[code]
    if action not in legal:  # split aces that may not hit
        return Action.STAND
    return action


def basic_strategy_player(round_: BlackjackRound) -> Decision:
    """Plays every hand by basic strategy and never takes insurance or even money."""
    legal = round_.legal_actions()
    if Action.NO_INSURANCE in legal:
        return Action.NO_INSURANCE
    _, hand = round_.current  # type: ignore[misc]
    return basic_strategy(hand.cards, round_.upcard, legal)


class RandomPlayer:
    """Picks any legal action, with random amounts: drills and tests meet every situation."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def __call__(self, round_: BlackjackRound) -> Decision:
        legal = round_.legal_actions()
        action = self.rng.choice(legal)
        play, hand = round_.current  # type: ignore[misc]
        if action is Action.INSURANCE:
            most = insurance_maximum(play.wager)
            return action, self._amount(most)
        if action is Action.DOUBLE:
            if round_.rules.double_for_less and self.rng.random() < 0.5:
                return action, self._amount(hand.wager)
            return action, None
        return action

    def _amount(self, most: Decimal) -> Decimal:
        """A whole-dollar amount up to ``most`` (or ``most`` itself when under a dollar)."""
        whole = int(most)
        if whole < 1:
            return most
        return Decimal(self.rng.randint(1, whole))
