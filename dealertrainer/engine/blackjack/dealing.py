"""Dealing from a real shoe, round after round: the new-shoe procedure and a whole round as steps.

``new_shoe(shoe, rules)`` does what a dealer does with a fresh shoe: shuffle, offer the
cut, place the cut card about a deck from the end, burn one. ``round_steps`` deals one
round with players deciding for the seats, picks up, and shuffles when the cut card came
out, returning the result and every dealer step in order.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

from dealertrainer.engine.blackjack import step_builders as say
from dealertrainer.engine.blackjack.players import Player, basic_strategy_player
from dealertrainer.engine.blackjack.round import BlackjackRound
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.blackjack.seats import Phase, RoundResult
from dealertrainer.engine.money import DEFAULT_CHIPS, Chip
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.steps import DealerStep, TableView
from dealertrainer.language import _

__all__ = ["new_shoe", "play_round", "round_steps"]

Players = Player | Mapping[int, Player]


def new_shoe(
    shoe: Shoe,
    rules: BlackjackRules | None = None,
    *,
    seed: int | None = None,
    cut_position: int | None = None,
    shuffle: bool = True,
) -> list[DealerStep]:
    """Shuffle (unless ``shuffle`` is False for a shoe shuffled just now), cut, place the cut
    card ``rules.cut_card_from_end`` cards from the end, and burn one. Returns the steps."""
    rules = rules or BlackjackRules()
    table = TableView("blackjack", note=_("new shoe"))
    steps: list[DealerStep] = []
    if shuffle:
        shoe.collect_all()
        shoe.shuffle(seed)
    steps.append(say.shuffle(table, shoe.decks, rules.pitch))
    position = shoe.offer_cut(cut_position)
    steps.append(say.cut_offered(table, position))
    from_end = min(rules.cut_card_from_end, shoe.cards_left - 1)
    shoe.place_cut_card(from_end=from_end)
    steps.append(say.cut_card_placed(table, from_end, rules))
    shoe.burn_blackjack()
    steps.append(say.burn(table))
    return steps


def _player_for(players: Players, seat: int) -> Player:
    if isinstance(players, Mapping):
        try:
            return players[seat]
        except KeyError:
            raise ValueError(f"no player is given for seat {seat}") from None
    return players


def play_round(round_: BlackjackRound, players: Players = basic_strategy_player) -> RoundResult:
    """Ask the players for every decision until the round is over."""
    everyone = None if isinstance(players, Mapping) else players  # one player for every seat
    while round_.phase is not Phase.OVER:
        if everyone is None:
            play, _ = round_.current  # type: ignore[misc]
            decision = _player_for(players, play.seat)(round_)
        else:
            decision = everyone(round_)
        if isinstance(decision, tuple):
            round_.act(decision[0], decision[1])
        else:
            round_.act(decision)
    return round_.result


def round_steps(
    shoe: Shoe,
    seats: Mapping[int, Decimal | int | str],
    rules: BlackjackRules | None = None,
    players: Players = basic_strategy_player,
    *,
    chips: tuple[Chip, ...] = DEFAULT_CHIPS,
    new_shoe_seed: int | None = None,
    side_bets: Mapping[int, Mapping[str, Decimal | int | str]] | None = None,
) -> tuple[RoundResult, list[DealerStep]]:
    """Deal one round from ``shoe`` and return its result and the dealer's steps.

    A shoe never dealt from is readied first (cut, cut card, burn; it is already shuffled).
    When the cut card comes out the round is finished and the shoe is shuffled and readied
    again, so the next call deals from a fresh shoe.
    """
    rules = rules or BlackjackRules()
    steps: list[DealerStep] = []
    if shoe.cards_dealt == 0 and shoe.cut_card_at is None:
        steps += new_shoe(shoe, rules, shuffle=False)
    round_ = BlackjackRound(shoe, seats, rules, chips=chips, side_bets=side_bets)
    result = play_round(round_, players)
    steps += round_.steps
    if result.shuffle_due:
        steps += new_shoe(shoe, rules, seed=new_shoe_seed)
    return result, steps
