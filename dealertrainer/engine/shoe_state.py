"""The shoe as its log tells it: figures replayed from shoe events, one event at a time.

``ShoeState`` reads what a dealer and an instructor read off a shoe (cards left and dealt,
burns, discards, the cut card's place and whether it is out, the cards left by rank) from
the events alone, without the order of the undealt cards. A screen keeps one and applies the
events it is told of, so it never needs the live shoe (which may already have dealt cards
the trainee has not seen yet). Applied to a shoe's whole log, its figures are the shoe's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any, Protocol

from dealertrainer.engine.cards import Card, full_deck
from dealertrainer.engine.shoe_events import (
    Burned, Collected, Cut, CutCardOut, CutCardPlaced, Dealt, DiscardsShuffled, Scored, ShoeEvent, ShoeNews, Shuffled,
    Stacked, log_json
)

__all__ = ["CountsUndealtCards", "ShoeState", "Tally", "rank_counts"]


class Tally:
    """Counts the dealer and an instructor read off a live shoe (``Shoe`` keeps one).

    Discards are noted in a plain list as they are picked up and counted into
    ``discards`` only when someone reads it (counting per card on every pick-up was a
    large part of a blackjack round's cost). The count keeps the order in which cards
    first reached the rack, which the next shuffle starts from.
    """

    __slots__ = ("dealt", "burned", "discarded", "on_table", "_discards", "_pending")

    def __init__(self) -> None:
        self.dealt = 0
        self.burned = 0
        self.discarded = 0
        self.on_table: Counter[Card] = Counter()
        self._discards: Counter[Card] = Counter()
        self._pending: list[Card] = []

    @property
    def discards(self) -> Counter[Card]:
        if self._pending:
            self._discards.update(self._pending)
            self._pending.clear()
        return self._discards


class ShoeState:
    """A shoe's figures, replayed from its events (``apply``), and the events themselves."""

    def __init__(self, events: Iterable[ShoeNews] = ()) -> None:
        self.events: list[ShoeEvent] = []
        self.results: list[Any] = []  # the hands scored since the shuffle (baccarat coups, for the roads)
        self.decks = 0
        self.number = 0
        self.seed: int | None = None
        self.composition: Counter[Card] = Counter()
        self.stacked = False  # an instructor's stacked shoe: its cards, reshuffled or not
        self._fresh()
        self.apply(events)

    def _fresh(self) -> None:
        self.seen: Counter[Card] = Counter()  # out of the shoe since the shuffle: burned and dealt
        self.rack: Counter[Card] = Counter()  # in the discard rack: burned, or collected from the table
        self.cards_dealt = 0  # taken out since the shuffle, burns included
        self.burned = 0
        self.discard_count = 0
        self.on_table = 0
        self.cut_card_at: int | None = None
        self.cut_card_reached = False
        self.hands_collected = 0  # cards picked up from the table, a hand (or coup, or round) at a time
        self.results = []

    def after(self, events: Iterable[ShoeNews]) -> ShoeState:
        """A new state: this one with ``events`` applied (this one is left as it was)."""
        state = ShoeState.__new__(ShoeState)
        state.__dict__.update(self.__dict__)
        state.events, state.results, state.seen = list(self.events), list(self.results), Counter(self.seen)
        state.rack = Counter(self.rack)
        state.apply(events)
        return state

    def apply(self, events: Iterable[ShoeNews]) -> None:
        for event in events:
            self.apply_one(event)

    def apply_one(self, event: ShoeNews) -> None:
        """Apply one event, as the shoe did when it happened."""
        if isinstance(event, Scored):
            self.results.append(event.result)
            return
        self.events.append(event)
        match event:
            case Dealt(card):
                self.seen[card] += 1
                self.cards_dealt += 1
                self.on_table += 1
            case Collected(cards):
                self.rack.update(cards)
                self.on_table -= len(cards)
                self.discard_count += len(cards)
                self.hands_collected += bool(cards)
            case Burned():
                for card in event.cards:
                    self.seen[card] += 1
                self.rack.update(event.cards)
                self.cards_dealt += len(event.cards)
                self.burned += len(event.cards)
                self.discard_count += len(event.cards)
            case Shuffled(shoe, seed, decks):
                if not self.stacked:
                    self.composition = Counter({c: decks for c in full_deck()})
                self.decks, self.number, self.seed = decks, shoe, seed
                self._fresh()
            case Stacked(cards):
                self.composition, self.stacked = Counter(cards), True
                self.decks, self.number, self.seed = max(self.composition.values()), 1, None
                self._fresh()
            case CutCardPlaced(from_end):
                self.cut_card_at = self.total_cards - from_end
            case CutCardOut():
                self.cut_card_reached = True
            case DiscardsShuffled(_, cards):  # the rack goes back into the dealer's hand
                self.seen -= self.rack
                self.rack = Counter()
                self.discard_count = 0
                self.cards_dealt = self.total_cards - cards
                self.cut_card_at = None
            case Cut():
                pass  # the order changes, not the figures

    # ------------------------------------------------------------------ the figures
    @property
    def total_cards(self) -> int:
        return sum(self.composition.values())

    @property
    def cards_left(self) -> int:
        return self.total_cards - self.cards_dealt

    @property
    def penetration(self) -> float:
        """The fraction of the shoe dealt so far (burns included)."""
        return self.cards_dealt / self.total_cards if self.total_cards else 0.0

    @property
    def cards_behind_cut_card(self) -> int | None:
        return None if self.cut_card_at is None else self.total_cards - self.cut_card_at

    def remaining_by_rank(self) -> dict[int, int]:
        """Undealt cards counted by rank 1..13."""
        counts = {r: 0 for r in range(1, 14)}
        for card, n in (self.composition - self.seen).items():
            counts[int(card.rank)] += n
        return counts

    def to_json(self) -> str:
        """The log of every event applied, as ``Shoe.to_json`` writes it (for a replay)."""
        return log_json(self.decks, self.events)

    def __repr__(self) -> str:
        return f"<ShoeState #{self.number} seed={self.seed} left={self.cards_left} events={len(self.events)}>"

class CountsUndealtCards(Protocol):
    """A shoe, or a shoe's state replayed from its log: either counts its undealt cards."""

    def remaining_by_rank(self) -> dict[int, int]: ...


def rank_counts(remaining: CountsUndealtCards | Mapping[int, int]) -> dict[int, int]:
    """Normalise "the undealt cards" given as a shoe (or its state) or a rank->count mapping."""
    if not isinstance(remaining, Mapping):
        return remaining.remaining_by_rank()
    counts = {r: 0 for r in range(1, 14)}
    for rank, count in remaining.items():
        r = int(rank)
        if not 1 <= r <= 13:
            raise ValueError(f"rank {rank!r} is not 1..13")
        if int(count) < 0:
            raise ValueError(f"count for rank {rank!r} is negative")
        counts[r] += int(count)
    return counts

