"""Players for seats the trainee does not play: basic strategy for the house's rules with an
occasional human mistake, or a random player that meets every situation (tests).

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
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.blackjack.seats import Action
from dealertrainer.engine.cards import Card

if TYPE_CHECKING:
    from dealertrainer.engine.blackjack.round import BlackjackRound

_DEFAULT_RULES = BlackjackRules()

__all__ = [
    "BasicStrategyPlayer",
    "Decision",
    "Player",
    "RandomPlayer",
    "basic_strategy",
    "basic_strategy_player",
]

Decision = Union[Action, tuple[Action, Union[Decimal, None]]]
Player = Callable[["BlackjackRound"], Decision]

# Shoe-game basic strategy, dealer standing on soft 17, upcards 2..10 then ace (index 0..9).
# H hit, S stand, D double else hit, Ds double else stand, R surrender else hit,
# Rs surrender else stand. Hard totals below 9 hit; 18 and over stand.
_UP = {2: 0, 3: 1, 4: 2, 5: 3, 6: 4, 7: 5, 8: 6, 9: 7, 10: 8, 1: 9}
_HARD = {
    9: "H D D D D H H H H H",
    10: "D D D D D D D D H H",
    11: "D D D D D D D D D H",
    12: "H H S S S H H H H H",
    13: "S S S S S H H H H H",
    14: "S S S S S H H H H H",
    15: "S S S S S H H H R H",
    16: "S S S S S H H R R R",
    17: "S S S S S S S S S S",
}
_SOFT = {  # soft 12 (two aces not split) hits; soft 20 stands
    13: "H H H D D H H H H H",
    14: "H H H D D H H H H H",
    15: "H H D D D H H H H H",
    16: "H H D D D H H H H H",
    17: "H D D D D H H H H H",
    18: "S Ds Ds Ds Ds S S H H H",
    19: "S S S S S S S S S S",
}
# Pairs by one card's count: P split, Pd split where doubling after a split is allowed,
# - play the total instead.
_PAIRS = {
    1: "P P P P P P P P P P",
    2: "Pd Pd P P P P - - - -",
    3: "Pd Pd P P P P - - - -",
    4: "- - - Pd Pd - - - - -",
    5: "- - - - - - - - - -",
    6: "Pd P P P P - - - - -",
    7: "P P P P P P - - - -",
    8: "P P P P P P P P P P",
    9: "P P P P P - P P - -",
    10: "- - - - - - - - - -",
}
# Where the house's rules change the play: (table, total, upcard) -> code.
_HITS_SOFT_17 = {("hard", 11, 1): "D", ("hard", 15, 1): "R", ("hard", 17, 1): "Rs", ("soft", 18, 2): "Ds", ("soft", 19, 6): "Ds"}
_ONE_OR_TWO_DECKS = {("hard", 9, 2): "D", ("hard", 11, 1): "D"}
_ACTIONS = {"H": Action.HIT, "S": Action.STAND}


def _chart(hits_soft_17: bool, few_decks: bool) -> dict[str, dict[int, list[str]]]:
    """The chart for a house: the base chart with the rule changes written over it."""
    key = (hits_soft_17, few_decks)
    chart = _CHARTS.get(key)
    if chart is None:
        chart = {name: {total: row.split() for total, row in rows.items()}
                 for name, rows in (("hard", _HARD), ("soft", _SOFT), ("pair", _PAIRS))}
        for applies, changes in ((hits_soft_17, _HITS_SOFT_17), (few_decks, _ONE_OR_TWO_DECKS)):
            if applies:
                for (name, total, up), code in changes.items():
                    chart[name][total][_UP[up]] = code
        _CHARTS[key] = chart
    return chart


_CHARTS: dict[tuple[bool, bool], dict[str, dict[int, list[str]]]] = {}


def basic_strategy(
    cards: list[Card], upcard: Card, legal: tuple[Action, ...], rules: BlackjackRules | None = None
) -> Action:
    """The textbook play for a hand against an upcard under the house's rules (soft 17,
    doubling after a split, surrender, one or two decks), limited to what is legal now."""
    rules = rules or _DEFAULT_RULES
    chart = _chart(rules.dealer_hits_soft_17, rules.decks <= 2)
    up = _UP[card_points(upcard)]
    if Action.SPLIT in legal and len(cards) == 2 and card_points(cards[0]) == card_points(cards[1]):
        code = chart["pair"][card_points(cards[0])][up]
        if code == "P" or (code == "Pd" and rules.double_after_split):
            return Action.SPLIT
    total, soft = hand_value(cards)
    if soft:
        code = "H" if total <= 12 else chart["soft"][total][up] if total <= 19 else "S"
    else:
        code = "H" if total <= 8 else chart["hard"][total][up] if total <= 17 else "S"
    if code in ("R", "Rs"):
        if Action.SURRENDER in legal:
            return Action.SURRENDER
        code = "H" if code == "R" else "S"
    if code in ("D", "Ds"):
        if Action.DOUBLE in legal:
            return Action.DOUBLE
        code = "H" if code == "D" else "S"
    action = _ACTIONS[code]
    if action not in legal:  # split aces that may not hit
        return Action.STAND
    return action


class BasicStrategyPlayer:
    """Plays basic strategy for the rules in force, with an occasional human mistake.

    A mistake is one a player at a real table makes, never a move no one would make:
    standing on a stiff, hitting a hand that should stand (never a hard 17 or more), not
    doubling, not splitting, not surrendering, taking insurance or even money. Without
    mistakes the player never insures (basic strategy declines it)."""

    def __init__(self, rng: random.Random | None = None, mistake_rate: float = 0.0) -> None:
        if not 0 <= mistake_rate <= 1:
            raise ValueError(f"a mistake rate is a chance from 0 to 1, not {mistake_rate!r}")
        if mistake_rate and rng is None:
            raise ValueError("a player who makes mistakes needs a random.Random to make them with")
        self.rng = rng
        self.mistake_rate = mistake_rate
        self.mistakes = 0  # how many this player has made

    def _slips(self) -> bool:
        if self.rng is None or not self.mistake_rate:
            return False
        return self.rng.random() < self.mistake_rate

    def __call__(self, round_: BlackjackRound) -> Decision:
        legal = round_.legal_actions()
        play, hand = round_.current  # type: ignore[misc]
        if Action.NO_INSURANCE in legal:
            if len(legal) == 1 or not self._slips():
                return Action.NO_INSURANCE
            self.mistakes += 1
            return Action.EVEN_MONEY if Action.EVEN_MONEY in legal else (Action.INSURANCE, insurance_maximum(play.wager))
        right = basic_strategy(hand.cards, round_.upcard, legal, round_.rules)
        if not self._slips():
            return right
        wrong = _near_miss(right, hand.cards, round_, legal)
        self.mistakes += wrong is not right
        return wrong


def _near_miss(right: Action, cards: list[Card], round_: BlackjackRound, legal: tuple[Action, ...]) -> Action:
    """The mistake a person makes instead of ``right`` (``right`` itself when there is none)."""
    total, soft = hand_value(cards)
    if right is Action.SPLIT:
        return basic_strategy(cards, round_.upcard, tuple(a for a in legal if a is not Action.SPLIT), round_.rules)
    if right in (Action.DOUBLE, Action.SURRENDER):
        wrong = Action.HIT
    elif right is Action.HIT:
        wrong = Action.STAND if total >= 12 else right  # nobody stands on 8
    else:
        wrong = Action.HIT if total <= (18 if soft else 16) else right  # nobody hits a hard 17
    return wrong if wrong in legal else right


def basic_strategy_player(round_: BlackjackRound) -> Decision:
    """Plays every hand by basic strategy for the rules in force, never insuring, never wrong."""
    legal = round_.legal_actions()
    if Action.NO_INSURANCE in legal:
        return Action.NO_INSURANCE
    _, hand = round_.current  # type: ignore[misc]
    return basic_strategy(hand.cards, round_.upcard, legal, round_.rules)


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
