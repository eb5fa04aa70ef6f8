"""Hands as the dealer reads them: totals, soft totals, blackjacks, and the dealer's draw rule.

Aces count 1 or 11, ten and face cards 10, the rest their face value. A hand is *soft*
when one ace can count as 11 without going over 21; the dealer calls such a total both
ways ("7 or 17") until the hand stands.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.cards import Card, Rank
from dealertrainer.language import _

__all__ = [
    "call_total",
    "card_points",
    "dealer_hits",
    "hand_value",
    "is_blackjack",
    "is_bust",
    "total_working",
    "is_pair",
    "points_value",
]

_DEFAULT_RULES = BlackjackRules()
_POINTS = {rank: min(int(rank), 10) for rank in Rank}


def card_points(card: Card | Rank | int) -> int:
    """A card's count with the ace as 1: ace 1, two to nine face value, ten and faces 10.

    Accepts a ``Card``, a ``Rank`` or a rank number 1..13 (11-13 are jack, queen, king).
    """
    if type(card) is Card:
        return _POINTS[card.rank]
    rank = card.rank if isinstance(card, Card) else card
    if isinstance(rank, bool) or not isinstance(rank, int) or not 1 <= rank <= 13:
        raise ValueError(f"not a card or rank: {card!r}; give a Card, a Rank or a rank 1..13")
    return 10 if rank >= 10 else int(rank)


def points_value(points: Iterable[int]) -> tuple[int, bool]:
    """``hand_value`` for card counts (ace as 1) instead of cards."""
    hard = 0
    ace = False
    for p in points:
        hard += p
        if p == 1:
            ace = True
    if ace and hard <= 11:
        return hard + 10, True
    return hard, False


def total_working(cards: Iterable[Card], both_ways: bool = False) -> str:
    """How a hand's best total is worked out: "10 + 6 + 5 = 21", an ace as it counts; a soft
    hand ``both_ways``: "1 + 6 = 7 or 11 + 6 = 17"."""
    cards = list(cards)
    total, soft = hand_value(cards)
    points = [_POINTS[c.rank] for c in cards]
    hard = " + ".join(map(str, points)) + f" = {sum(points)}"
    if not soft:
        return hard
    points[points.index(1)] = 11
    best = " + ".join(map(str, points)) + f" = {total}"
    return _("{low} or {high}").format(low=hard, high=best) if both_ways else best


def hand_value(cards: Iterable[Card]) -> tuple[int, bool]:
    """The best total of a hand and whether it is soft (an ace counted as 11)."""
    hard = 0
    ace = False
    points = _POINTS
    for card in cards:
        p = points[card.rank]
        hard += p
        if p == 1:
            ace = True
    if ace and hard <= 11:
        return hard + 10, True
    return hard, False


def is_bust(cards: Iterable[Card]) -> bool:
    return hand_value(cards)[0] > 21


def is_blackjack(cards: Sequence[Card], from_split: bool = False) -> bool:
    """An ace and a ten-valued card as a hand's first two cards; a split hand never has one."""
    if from_split or len(cards) != 2:
        return False
    first, second = cards
    if type(first) is Card and type(second) is Card:
        a, b = _POINTS[first.rank], _POINTS[second.rank]
    else:
        a, b = card_points(first), card_points(second)
    return a + b == 11 and (a == 1 or b == 1)  # an ace (1) and a ten-valued card (10)


def is_pair(cards: Sequence[Card], unlike_tens: bool = False) -> bool:
    """Two cards a player may split: the same rank, or (house option) any two ten-valued cards."""
    if len(cards) != 2:
        return False
    first, second = cards
    if first.rank == second.rank:
        return True
    return unlike_tens and card_points(first) == card_points(second) == 10


def dealer_hits(cards: Iterable[Card], rules: BlackjackRules | None = None) -> bool:
    """Whether the dealer must draw: below 17 always; on soft 17 only where the house hits it."""
    rules = rules or _DEFAULT_RULES
    total, soft = hand_value(cards)
    if total < 17:
        return True
    return total == 17 and soft and rules.dealer_hits_soft_17


def call_total(cards: Iterable[Card], final: bool = False) -> str:
    """What the dealer calls for a hand: "16", "7 or 17", "21", "blackjack", "bust".

    Soft totals are called both ways while the hand may still draw; a finished hand
    (``final``) and a soft 21 are called by the best total only.
    """
    cards = list(cards)
    total, soft = hand_value(cards)
    if total > 21:
        return "bust"
    if is_blackjack(cards):
        return "blackjack"
    if soft and total < 21 and not final:
        return f"{total - 10} or {total}"
    return str(total)
