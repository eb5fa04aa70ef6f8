"""The tableau: card points, hand totals, and when each hand draws a third card.

A baccarat hand counts the last digit of its card points. Aces count one, two to nine
their face value, tens and face cards nothing. With no natural on the table the Player
acts first by its total alone; the Banker then acts on its own total and, when the Player
drew, on the point of the Player's third card.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from dealertrainer.engine.cards import Card
from dealertrainer.language import N_, _

__all__ = [
    "BANKER_DRAWS_ON",
    "Decision",
    "banker_decision",
    "banker_draws",
    "banker_draws_on_point",
    "banker_rule",
    "hand_total",
    "total_working",
    "is_natural",
    "player_decision",
    "player_draws",
    "point",
]

#: For each banker total, the points of the Player's third card on which the Banker draws.
#: (0-2 always draw, 7 never does; 8 and 9 are naturals and never reach the draw.)
BANKER_DRAWS_ON: dict[int, frozenset[int]] = {
    0: frozenset(range(10)),
    1: frozenset(range(10)),
    2: frozenset(range(10)),
    3: frozenset(range(10)) - {8},
    4: frozenset(range(2, 8)),
    5: frozenset(range(4, 8)),
    6: frozenset({6, 7}),
    7: frozenset(),
}


def point(card: Card) -> int:
    """A card's baccarat point: ace 1, two to nine face value, ten and faces 0."""
    if not isinstance(card, Card):
        raise ValueError(f"point() takes a Card, not {card!r}")
    rank = int(card.rank)
    return rank if rank < 10 else 0


def hand_total(cards: Iterable[Card]) -> int:
    """A hand's total: the sum of its points, keeping only the last digit."""
    return sum(point(c) for c in cards) % 10


def total_working(cards: Iterable[Card]) -> str:
    """How a hand's total is worked out, as a dealer counts it: "8 + 0 + 6 = 14 → 4"."""
    points = [point(c) for c in cards]
    total = sum(points)
    added = " + ".join(map(str, points)) + (f" = {total}" if len(points) > 1 else "")
    return f"{added} → {total % 10}" if total >= 10 else added


def _check_total(total: int, whose: str) -> int:
    if isinstance(total, bool) or not isinstance(total, int) or not 0 <= total <= 9:
        raise ValueError(f"a {whose} total is a whole number from 0 to 9, not {total!r}")
    return total


def is_natural(total: int) -> bool:
    """An 8 or a 9 on the first two cards is a natural and ends the coup."""
    return _check_total(total, "hand") >= 8


def player_draws(player_total: int) -> bool:
    """Whether the Player takes a third card (no natural on the table): 0-5 draw, 6-7 stand.

    An 8 or 9 is a natural, which stands as well (nobody draws once a natural is showing).
    """
    return _check_total(player_total, "Player") <= 5


def banker_draws_on_point(banker_total: int, third_point: int | None) -> bool:
    """The Banker's rule with the Player's third card given as its point (None: Player stood)."""
    _check_total(banker_total, "Banker")
    if third_point is None:
        return banker_total <= 5
    if isinstance(third_point, bool) or not isinstance(third_point, int) or not 0 <= third_point <= 9:
        raise ValueError(f"the Player's third card point is 0 to 9 or None, not {third_point!r}")
    if banker_total >= 8:
        return False
    return third_point in BANKER_DRAWS_ON[banker_total]


def banker_draws(banker_total: int, player_third: Card | None) -> bool:
    """Whether the Banker takes a third card: ``player_third`` is None when the Player stood."""
    if player_third is not None and not isinstance(player_third, Card):
        raise ValueError(f"the Player's third card is a Card or None, not {player_third!r}")
    return banker_draws_on_point(banker_total, None if player_third is None else point(player_third))


@dataclass(frozen=True)
class Decision:
    """A draw decision with the rule that makes it, as a dealer would explain it."""

    draws: bool
    reason: str
    skill: str


def player_decision(player_total: int) -> Decision:
    """The Player's draw decision with its reason and skill id."""
    draws = player_draws(player_total)
    if draws:
        reason = _("The Player has {total}: on any total from 0 to 5 the Player takes a card.")
    else:
        reason = _("The Player has {total}: a 6 or a 7 stays as it is, so the Player stands.")
    return Decision(draws, reason.format(total=player_total), f"baccarat.player.draws.{player_total}")


def banker_decision(banker_total: int, third_point: int | None) -> Decision:
    """The Banker's draw decision with its reason (total against the Player's third card)."""
    draws = banker_draws_on_point(banker_total, third_point)
    if third_point is None:
        skill = f"baccarat.banker.{banker_total}.vs.stood"
        reason = (_("The Player stood, so the Banker plays like the Player: 0 to 5 draws, 6 and 7 stand. "
                    "Banker {total} draws.") if draws else
                  _("The Player stood, so the Banker plays like the Player: 0 to 5 draws, 6 and 7 stand. "
                    "Banker {total} stands."))
        return Decision(draws, reason.format(total=banker_total), skill)
    skill = f"baccarat.banker.{banker_total}.vs.{third_point}"
    reason = (_("Banker {total} against a Player third card of {point}: {rule} So the Banker draws.") if draws else
              _("Banker {total} against a Player third card of {point}: {rule} So the Banker stands."))
    return Decision(draws, reason.format(total=banker_total, point=third_point, rule=banker_rule(banker_total)), skill)


#: The Banker's rule for each total against the Player's third card, as a dealer says it.
_BANKER_RULES = {
    0: N_("0, 1 and 2 always take a card."),
    1: N_("0, 1 and 2 always take a card."),
    2: N_("0, 1 and 2 always take a card."),
    3: N_("a 3 takes a card unless the Player's card was an 8."),
    4: N_("a 4 takes a card when the Player's card was 2 to 7."),
    5: N_("a 5 takes a card when the Player's card was 4 to 7."),
    6: N_("a 6 takes a card only when the Player's card was a 6 or 7."),
    7: N_("a 7 never takes a card."),
}


def banker_rule(total: int) -> str:
    """The Banker's rule for ``total`` against the Player's third card, in the language in force."""
    return _(_BANKER_RULES[total])
