"""What the face-up cards say: who speaks first, how the dealer names a board, and the
"possible straight" / "possible flush" calls of five-card stud.

Only combinations of equal ranks count on the board — four of a kind, a full house (five or
more upcards only), three of a kind, two pair, a pair, high card. Straights and flushes never
decide who speaks first. Inside a category the ranks decide, then the side cards, the ace
counting high: ace-two beats king-queen. An exact tie goes to the seat nearest the dealer's
left, which is the lowest index in a list that starts there.

Wording (the same everywhere in the app): "King high" (also for a board of one card),
"Pair of fours", "Two pair, jacks and fives", "Three nines", "Full house, nines over fours",
"Four sevens". Side cards are not spoken; when they decide, the step's explanation says so.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum

from dealertrainer.engine.cards import Card, Suit
from dealertrainer.engine.stud.hands import combination_words, high_value

__all__ = [
    "BRING_IN_SUIT_ORDER",
    "Showing",
    "ShowingCategory",
    "bring_in_key",
    "describe_showing",
    "first_to_act",
    "possible_flush",
    "possible_straight",
    "should_announce_draws",
    "showing_rank",
]

#: Suits from lowest to highest for the bring-in: clubs, diamonds, hearts, spades.
BRING_IN_SUIT_ORDER: tuple[Suit, ...] = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)


class ShowingCategory(IntEnum):
    """Board combinations that decide who speaks first, weakest first."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    FULL_HOUSE = 4
    FOUR_OF_A_KIND = 5

    @property
    def skill_cell(self) -> str:
        """The last part of the first-to-act skill id: "high_card", "pair", "trips", ..."""
        return {
            ShowingCategory.HIGH_CARD: "high_card",
            ShowingCategory.PAIR: "pair",
            ShowingCategory.TWO_PAIR: "two_pair",
            ShowingCategory.THREE_OF_A_KIND: "trips",
            ShowingCategory.FULL_HOUSE: "full_house",
            ShowingCategory.FOUR_OF_A_KIND: "quads",
        }[self]


@dataclass(frozen=True, order=True)
class Showing:
    """The value of a board: category, then the ranks in order of importance (ace 14)."""

    category: ShowingCategory
    ranks: tuple[int, ...]

    @property
    def words(self) -> str:
        """The board in the dealer's words ("Pair of fours"), as the answer's key (English)."""
        return combination_words(self.category.name, self.ranks)

    @property
    def label(self) -> str:
        """The board's words as the trainee reads them, in the language in force."""
        return combination_words(self.category.name, self.ranks, translate=True)

    @property
    def in_sentence(self) -> str:
        """The board's words inside a sentence ("seat 3 shows pair of fours")."""
        return combination_words(self.category.name, self.ranks, translate=True, start=False)


def _check_upcards(upcards: Sequence[Card], what: str = "a board") -> list[Card]:
    cards = list(upcards)
    if not cards:
        raise ValueError(f"{what} needs at least one face-up card")
    if not all(isinstance(c, Card) for c in cards):
        raise ValueError(f"{what} is a list of Card objects, got {cards!r}")
    doubled = [str(c) for c, n in Counter(cards).items() if n > 1]
    if doubled:
        raise ValueError(f"stud is dealt from one deck, but {' '.join(doubled)} shows twice")
    return cards


def showing_rank(upcards: Sequence[Card]) -> Showing:
    """Value a board by its combinations of equal ranks (no straights, no flushes)."""
    cards = _check_upcards(upcards)
    counts = Counter(high_value(c) for c in cards)
    groups = sorted(counts.items(), key=lambda vc: (vc[1], vc[0]), reverse=True)
    sizes = [n for _, n in groups]
    ranks = tuple(v for v, _ in groups)
    if sizes[0] >= 4:
        category = ShowingCategory.FOUR_OF_A_KIND
    elif sizes[0] == 3 and len(sizes) > 1 and sizes[1] >= 2:
        category = ShowingCategory.FULL_HOUSE
    elif sizes[0] == 3:
        category = ShowingCategory.THREE_OF_A_KIND
    elif sizes[0] == 2 and len(sizes) > 1 and sizes[1] == 2:
        category = ShowingCategory.TWO_PAIR
    elif sizes[0] == 2:
        category = ShowingCategory.PAIR
    else:
        category = ShowingCategory.HIGH_CARD
    return Showing(category, ranks)


def describe_showing(upcards: Sequence[Card]) -> str:
    """The words a dealer uses for a board: "King high", "Pair of fours", "Three nines"."""
    return showing_rank(upcards).words


def bring_in_key(card: Card) -> tuple[int, int]:
    """Order for the bring-in: rank first (ace high), then suit clubs < diamonds < hearts < spades."""
    return high_value(card), BRING_IN_SUIT_ORDER.index(card.suit)


def _check_table(upcards_by_seat: Sequence[Sequence[Card] | None]) -> list[tuple[int, list[Card]]]:
    seats = list(upcards_by_seat)
    live = []
    for index, cards in enumerate(seats):
        if cards is None:
            continue
        live.append((index, _check_upcards(cards, f"seat index {index}")))
    if not live:
        raise ValueError("every seat has folded: nobody is left to act")
    everything = Counter(c for _, cards in live for c in cards)
    doubled = [str(c) for c, n in everything.items() if n > 1]
    if doubled:
        raise ValueError(f"stud is dealt from one deck, but {' '.join(doubled)} shows on two boards")
    return live


def first_to_act(upcards_by_seat: Sequence[Sequence[Card] | None], bring_in: bool = False) -> int:
    """Index of the seat that speaks first.

    ``upcards_by_seat`` lists each seat's face-up cards in seat order from the dealer's left,
    ``None`` for a folded seat. By default the best board speaks first (see the module
    docstring); with ``bring_in=True`` (seven-card stud, third street) each seat shows exactly
    one upcard and the lowest one brings it in, suits breaking ties clubs lowest.
    """
    live = _check_table(upcards_by_seat)
    if bring_in:
        wrong = [index for index, cards in live if len(cards) != 1]
        if wrong:
            raise ValueError(
                f"the bring-in is decided on one upcard per seat; seat indexes {wrong} show more"
            )
        # Index last in the key: with one deck no two upcards are equal, so it never decides.
        return min(live, key=lambda item: (bring_in_key(item[1][0]), item[0]))[0]
    best = max(showing_rank(cards) for _, cards in live)
    return next(index for index, cards in live if showing_rank(cards) == best)


def _windows() -> list[set[int]]:
    """Every run of five ranks as values 1..14: A-2-3-4-5 (ace 1) up to T-J-Q-K-A (ace 14)."""
    return [set(range(low, low + 5)) for low in range(1, 11)]


def possible_straight(upcards: Sequence[Card]) -> bool:
    """True when the board could still be part of a straight: all ranks different and all
    within one run of five ranks, the ace playing high or low."""
    cards = _check_upcards(upcards)
    if len(cards) > 5:
        return False
    values = [high_value(c) for c in cards]
    if len(set(values)) != len(values):
        return False
    for window in _windows():
        as_played = {1 if (v == 14 and 1 in window) else v for v in values}
        if as_played <= window:
            return True
    return False


def possible_flush(upcards: Sequence[Card]) -> bool:
    """True when every face-up card is of one suit."""
    cards = _check_upcards(upcards)
    return len({c.suit for c in cards}) == 1


def should_announce_draws(upcards: Sequence[Card], unseen_cards: int) -> bool:
    """Whether a board is worth a "possible straight/flush" call at all.

    Our rule (the seed names the third and fourth upcards of five-card stud): the board must
    show three or four cards — fewer say nothing, five would be a made hand — and the player's
    hole cards plus the cards still to come must be enough to fill five cards.
    """
    cards = _check_upcards(upcards)
    if unseen_cards < 0:
        raise ValueError(f"unseen cards cannot be negative, got {unseen_cards}")
    return 3 <= len(cards) <= 4 and len(cards) + unseen_cards >= 5
