"""Poker hands at the showdown: the best five cards out of five to seven, named as a dealer
calls them, and the winner or winners of the pot.

A ``HandRank`` compares by category first and then by the ranks that break ties inside the
category (ace counts 14, or 1 only at the bottom of a five-high straight). The five cards it
was made from ride along but never take part in the comparison, so two hands of the same
value in different suits are exactly equal and split the pot.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import IntEnum

from dealertrainer.engine.cards import Card, Rank, rank_name
from dealertrainer.language import N_, _

__all__ = ["HandCategory", "HandRank", "best_hand", "capital", "high_value", "rank_of_value", "winners"]

MIN_CARDS = 5
MAX_CARDS = 7


class HandCategory(IntEnum):
    """The nine classes of poker hand, weakest first."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8


def high_value(card: Card) -> int:
    """A card's value for ranking poker hands: two 2 up to king 13, ace 14."""
    return 14 if card.rank is Rank.ACE else int(card.rank)


def rank_of_value(value: int) -> Rank:
    """The Rank behind a ranking value 2..14 (1 and 14 are both the ace)."""
    if not 1 <= value <= 14:
        raise ValueError(f"a rank value is 1 to 14, not {value!r}")
    return Rank.ACE if value in (1, 14) else Rank(value)


def _word(value: int, translate: bool = True) -> str:
    return rank_name(rank_of_value(value), translate=translate)


def _plural(value: int, translate: bool = True) -> str:
    return rank_name(rank_of_value(value), plural=True, translate=translate)


def capital(text: str) -> str:
    """A sentence's first letter in capitals (a language without capitals is left as it is)."""
    return text[:1].upper() + text[1:]


def _said(message: str, translate: bool) -> str:
    """A message in the language in force, or as written (a key: ``translate=False``)."""
    return _(message) if translate else message


def combination_words(category: str, ranks: Sequence[int], *, translate: bool = False, start: bool = True) -> str:
    """The dealer's words for a combination of ranks alone, the same for a hand at the
    showdown and a board on an interval: "Four sevens", "Full house, kings over threes",
    "Three nines", "Two pair, jacks and fives", "Pair of fours", "King high".

    ``category`` is the enum member's name (HandCategory and ShowingCategory share them);
    ``ranks`` are rank values 2..14, the deciding ranks first. As written (English) these words
    are the key an answer is kept and compared by; ``translate=True`` gives the trainee's label.
    ``start=False``: the words inside a sentence ("seat 3 shows pair of fours"), never a rank
    letter lowered ("K大" stays as it is).
    """
    t = translate
    words = {
        "FOUR_OF_A_KIND": lambda: _said(N_("four {ranks}"), t).format(ranks=_plural(ranks[0], t)),
        "FULL_HOUSE": lambda: _said(N_("full house, {high} over {low}"), t).format(
            high=_plural(ranks[0], t), low=_plural(ranks[1], t)),
        "THREE_OF_A_KIND": lambda: _said(N_("three {ranks}"), t).format(ranks=_plural(ranks[0], t)),
        "TWO_PAIR": lambda: _said(N_("two pair, {high} and {low}"), t).format(
            high=_plural(ranks[0], t), low=_plural(ranks[1], t)),
        "PAIR": lambda: _said(N_("pair of {ranks}"), t).format(ranks=_plural(ranks[0], t)),
        "HIGH_CARD": lambda: _said(N_("{rank} high"), t).format(rank=_word(ranks[0], t)),
    }
    if category not in words:
        raise ValueError(f"{category!r} is not named by ranks alone")
    said = words[category]()
    return capital(said) if start else said


def hand_words(category: HandCategory, ranks: Sequence[int], *, translate: bool = False, start: bool = True) -> str:
    """A showdown hand in the dealer's words ("Flush, ace high"): the key, or translated
    (``start=False``: inside a sentence, "flush, ace high")."""
    t = translate
    if category is HandCategory.STRAIGHT_FLUSH and ranks[0] == 14:
        said = _said(N_("royal flush"), t)
    elif category is HandCategory.STRAIGHT_FLUSH:
        said = _said(N_("straight flush, {rank} high"), t).format(rank=_word(ranks[0], t))
    elif category is HandCategory.FLUSH:
        said = _said(N_("flush, {rank} high"), t).format(rank=_word(ranks[0], t))
    elif category is HandCategory.STRAIGHT:
        said = _said(N_("straight, {rank} high"), t).format(rank=_word(ranks[0], t))
    else:
        return combination_words(category.name, ranks, translate=t, start=start)
    return capital(said) if start else said


@dataclass(frozen=True, order=True)
class HandRank:
    """The value of a poker hand. Comparable: a bigger HandRank wins."""

    category: HandCategory
    ranks: tuple[int, ...]  # tie-breakers inside the category, most important first (ace 14)
    cards: tuple[Card, ...] = field(default=(), compare=False)  # the five cards that make it

    @property
    def name(self) -> str:
        """The hand in the dealer's words, as the answer's key: "Flush, ace high",
        "Full house, kings over threes" (English, whatever the language in force)."""
        return hand_words(self.category, self.ranks)

    @property
    def label(self) -> str:
        """The hand's name as the trainee reads it, in the language in force."""
        return hand_words(self.category, self.ranks, translate=True)

    @property
    def in_sentence(self) -> str:
        """The hand's name inside a sentence ("seat 3 wins with flush, ace high")."""
        return hand_words(self.category, self.ranks, translate=True, start=False)

    def __str__(self) -> str:
        return self.name


def _check_hand(cards: Sequence[Card]) -> list[Card]:
    cards = list(cards)
    if not all(isinstance(c, Card) for c in cards):
        raise ValueError(f"a hand is a list of Card objects, got {cards!r}")
    if not MIN_CARDS <= len(cards) <= MAX_CARDS:
        raise ValueError(
            f"a stud hand at the showdown holds {MIN_CARDS} to {MAX_CARDS} cards, not {len(cards)}"
        )
    doubled = [str(c) for c, n in Counter(cards).items() if n > 1]
    if doubled:
        raise ValueError(f"stud is dealt from one deck, but {' '.join(doubled)} appears twice")
    return cards


def _straight_top(values: Iterable[int]) -> int | None:
    """The top of the highest straight among these values (ace may play low), else None."""
    present = set(values)
    if 14 in present:
        present.add(1)
    for top in range(14, 4, -1):
        if all(v in present for v in range(top - 4, top + 1)):
            return top
    return None


def _straight_cards(cards: Sequence[Card], top: int) -> tuple[Card, ...]:
    chosen = []
    for v in range(top, top - 5, -1):  # 1 is the ace at the bottom of a five-high straight
        rank = rank_of_value(v)
        chosen.append(next(c for c in cards if c.rank is rank))
    return tuple(chosen)


def _pick(cards: Sequence[Card], values: Sequence[int], counts: Sequence[int]) -> tuple[Card, ...]:
    """Take ``counts[i]`` cards of value ``values[i]`` (any suit: suits never rank)."""
    left = sorted(cards, key=lambda c: (-high_value(c), c.suit.value))
    chosen: list[Card] = []
    for value, count in zip(values, counts):
        these = [c for c in left if high_value(c) == value][:count]
        chosen.extend(these)
        for c in these:
            left.remove(c)
    return tuple(chosen)


def best_hand(cards: Sequence[Card]) -> HandRank:
    """The best five-card poker hand that can be made from 5 to 7 cards."""
    cards = _check_hand(cards)
    by_suit: dict[str, list[Card]] = {}
    for c in cards:
        by_suit.setdefault(c.suit.value, []).append(c)
    flush_cards = next((group for group in by_suit.values() if len(group) >= 5), None)

    if flush_cards is not None:
        top = _straight_top(high_value(c) for c in flush_cards)
        if top is not None:
            return HandRank(HandCategory.STRAIGHT_FLUSH, (top,), _straight_cards(flush_cards, top))

    counts = Counter(high_value(c) for c in cards)
    # Groups biggest first, then highest rank first: [(value, count), ...]
    groups = sorted(counts.items(), key=lambda vc: (vc[1], vc[0]), reverse=True)
    values_desc = sorted(counts, reverse=True)

    if groups[0][1] == 4:
        quad = groups[0][0]
        kicker = max(v for v in values_desc if v != quad)
        return HandRank(HandCategory.FOUR_OF_A_KIND, (quad, kicker), _pick(cards, [quad, kicker], [4, 1]))

    trips = [v for v, n in groups if n == 3]
    if trips:
        others = [v for v, n in groups if n >= 2 and v != trips[0]]
        if others:
            pair = max(others)
            return HandRank(HandCategory.FULL_HOUSE, (trips[0], pair), _pick(cards, [trips[0], pair], [3, 2]))

    if flush_cards is not None:
        top5 = sorted(flush_cards, key=high_value, reverse=True)[:5]
        return HandRank(HandCategory.FLUSH, tuple(high_value(c) for c in top5), tuple(top5))

    top = _straight_top(counts)
    if top is not None:
        return HandRank(HandCategory.STRAIGHT, (top,), _straight_cards(cards, top))

    if trips:
        t = trips[0]
        kickers = [v for v in values_desc if v != t][:2]
        return HandRank(HandCategory.THREE_OF_A_KIND, (t, *kickers), _pick(cards, [t, *kickers], [3, 1, 1]))

    pairs = sorted((v for v, n in groups if n == 2), reverse=True)
    if len(pairs) >= 2:
        high, low = pairs[0], pairs[1]
        kicker = max(v for v in values_desc if v not in (high, low))
        return HandRank(
            HandCategory.TWO_PAIR, (high, low, kicker), _pick(cards, [high, low, kicker], [2, 2, 1])
        )
    if pairs:
        p = pairs[0]
        kickers = [v for v in values_desc if v != p][:3]
        return HandRank(HandCategory.PAIR, (p, *kickers), _pick(cards, [p, *kickers], [2, 1, 1, 1]))

    top5v = values_desc[:5]
    return HandRank(HandCategory.HIGH_CARD, tuple(top5v), _pick(cards, top5v, [1] * 5))


def winners(hands: Mapping[int, Sequence[Card]]) -> tuple[list[int], HandRank]:
    """The seat or seats holding the best hand (several on an exact tie: a split pot),
    in seat order, and the winning HandRank."""
    if not hands:
        raise ValueError("a showdown needs at least one hand")
    ranked = {seat: best_hand(cards) for seat, cards in hands.items()}
    best = max(ranked.values())
    return sorted(seat for seat, rank in ranked.items() if rank == best), best
