"""The dealing shoe, kept the way a casino keeps it.

A shoe holds the undealt cards in order. The dealer shuffles, offers the cut, places the
cut card for the reshuffle, burns, and draws; drawn cards sit on the table until they are
collected to the discard rack. Every one of those events goes to the shoe log (typed events,
``engine.shoe_events``), from which the shoe can be replayed card for card; ``ShoeState``
(``engine.shoe_state``) replays a log's figures without the cards' order.

Randomness comes only from ``random.Random(seed)``: one seed gives one shuffle, one random
cut and one sequence of cards. The seed is part of the log.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping
from operator import attrgetter
from typing import Any

from dealertrainer.engine.cards import Card, full_deck
from dealertrainer.engine.shoe_events import (
    Burned, Collected, Cut, CutCardOut, CutCardPlaced, Dealt, DiscardsShuffled, ShoeEvent, ShoeLogError, Shuffled,
    Stacked, log_json, read_log
)
from dealertrainer.engine.shoe_state import Tally, rank_counts
from dealertrainer.language import _, ngettext

__all__ = ["Shoe", "ShoeEmptyError", "ShoeError", "burn_count", "rank_counts"]

MAX_DECKS = 8
_RANK_OF = attrgetter("rank")


class ShoeError(ValueError):
    """A shoe procedure was asked for something a real shoe cannot do."""


class ShoeEmptyError(ShoeError):
    """A card was drawn from an empty shoe."""


def burn_count(card: Card) -> int:
    """How many cards a baccarat burn card calls for: ace 1, 2-9 face value, ten and faces 10."""
    return min(int(card.rank), 10)


class Shoe:
    """A dealing shoe of ``decks`` standard decks, shuffled from ``seed``."""

    def __init__(self, decks: int = 8, seed: int | None = None) -> None:
        if isinstance(decks, bool) or not isinstance(decks, int) or not 1 <= decks <= MAX_DECKS:
            raise ShoeError(_("a shoe holds 1 to {most} decks, not {decks}").format(most=MAX_DECKS, decks=repr(decks)))
        self.decks = decks
        self._composition: Counter[Card] = Counter({c: decks for c in full_deck()})
        self._order: list[Card] = full_deck() * decks
        self._init_state()
        self.shuffle(seed)

    @classmethod
    def stacked(cls, cards: Iterable[Card | str]) -> Shoe:
        """A shoe that deals exactly ``cards`` in the given order (prepared scenarios, tests)."""
        order = [c if isinstance(c, Card) else Card.parse(c) for c in cards]
        if not order:
            raise ShoeError(_("a stacked shoe needs at least one card"))
        shoe = cls.__new__(cls)
        shoe._composition = Counter(order)
        shoe.decks = max(shoe._composition.values())
        shoe._order = order
        shoe._init_state()
        shoe.seed = None
        shoe.number = 1
        shoe.log.append(Stacked(tuple(order)))
        return shoe

    def _init_state(self) -> None:
        self._next = 0
        self.cut_card_at: int | None = None
        self._cut_card_out = False
        self._tally = Tally()
        self._remaining: Counter[int] = Counter(map(_RANK_OF, self._order))  # keyed by Rank, an int
        self.log: list[ShoeEvent] = []
        self.number = 0
        self.seed: int | None = None
        self._rng = random.Random(0)

    # ----------------------------------------------------------------- procedure
    def shuffle(self, seed: int | None = None) -> int:
        """Gather the discards with the undealt cards and shuffle; returns the seed used.

        Without a seed the next shoe's seed follows from this one's, so a seeded shoe
        reshuffles the same way every time; a brand-new unseeded shoe draws a fresh seed.
        """
        if self._tally.on_table:
            left = sum(self._tally.on_table.values())
            raise ShoeError(ngettext(
                "{n} card is still on the table: collect it to the discard rack before shuffling",
                "{n} cards are still on the table: collect them to the discard rack before shuffling", left,
            ).format(n=left))
        if seed is None:
            seed = (
                random.Random(self.seed).getrandbits(63)
                if self.seed is not None
                else random.SystemRandom().getrandbits(63)
            )
        self._order = self._order[self._next :] + self._discard_order()
        self._rng = random.Random(seed)
        self._rng.shuffle(self._order)
        self._next = 0
        self.cut_card_at = None
        self._cut_card_out = False
        self._tally = Tally()
        self._remaining = Counter(map(_RANK_OF, self._order))
        self.seed = seed
        self.number += 1
        self.log.append(Shuffled(self.number, seed, self.decks))
        return seed

    def shuffle_discards(self, seed: int | None = None) -> int:
        """The deck ran out in the middle of a round: gather the discard rack (the cards of earlier
        rounds and the burns, never the cards on the table), shuffle it and deal on from it.

        The cut card stays out, so the round is finished and the next one starts from a full
        shuffle as usual. Without a seed one is drawn from this shuffle's generator; the log
        keeps it, so a replay shuffles the rack the same way. Returns the seed used."""
        if self._next < len(self._order):
            raise ShoeError(ngettext("the deck still holds {n} card: deal it before the discards",
                                     "the deck still holds {n} cards: deal them before the discards",
                                     self.cards_left).format(n=self.cards_left))
        rack = self._discard_order()
        if not rack:
            raise ShoeEmptyError(
                _("every card of the pack is on the layout and the discard rack is empty: this round cannot be "
                  "finished") if self.decks > 1 else
                _("every card of the deck is on the layout and the discard rack is empty: this round cannot be "
                  "finished")
            )
        if seed is None:
            seed = self._rng.getrandbits(63)
        random.Random(seed).shuffle(rack)
        # The rack takes the place of the last cards dealt: the deck's size, the cards dealt and
        # the cards left read as the shoe log tells them (``ShoeState``).
        self._next = len(self._order) - len(rack)
        self._order[self._next :] = rack
        self.cut_card_at = None  # already out: it stays out until the next full shuffle
        tally = self._tally
        tally._discards, tally._pending = Counter(), []
        self._remaining = Counter(map(_RANK_OF, rack))
        self.log.append(DiscardsShuffled(seed, len(rack)))
        return seed

    def _discard_order(self) -> list[Card]:
        return list(self._tally.discards.elements())

    def offer_cut(self, position: int | None = None) -> int:
        """A player inserts the spare cut card ``position`` cards from the front of the pack.

        The cards behind it go to the front. Without a position the player cuts at random,
        away from the very ends as a dealer insists. Returns the position used.
        """
        self._require_fresh("cut")
        n = len(self._order)
        if n < 2:
            raise ShoeError(_("a pack of one card cannot be cut"))
        if position is None:
            margin = max(1, n // 10)
            position = self._rng.randint(margin, n - margin)
        if isinstance(position, bool) or not isinstance(position, int) or not 1 <= position <= n - 1:
            raise ShoeError(_("the cut must leave cards on both sides: 1 to {most}, not {position}").format(
                most=n - 1, position=repr(position)))
        self._order = self._order[position:] + self._order[:position]
        self.log.append(Cut(position))
        return position

    def place_cut_card(self, from_end: int | None = None, penetration: float | None = None) -> int:
        """Place the cut card that calls the reshuffle: ``from_end`` cards behind it, or after
        ``penetration`` (a fraction, 0 < p < 1) of the shoe. Returns the cards behind it."""
        if (from_end is None) == (penetration is None):
            raise ShoeError(_("place the cut card either by cards from the end or by penetration"))
        n = len(self._order)
        if penetration is not None:
            if not 0 < penetration < 1:
                raise ShoeError(_("penetration is a fraction between 0 and 1, not {penetration}").format(
                    penetration=repr(penetration)))
            from_end = n - round(n * penetration)
        assert from_end is not None
        if isinstance(from_end, bool) or not isinstance(from_end, int) or not 1 <= from_end <= n - 1:
            raise ShoeError(
                _("the cut card must have cards before and behind it: 1 to {most} from the end, not {from_end}").format(
                    most=n - 1, from_end=repr(from_end))
            )
        if n - from_end < self._next:
            raise ShoeError(_("the cut card cannot go in front of cards already dealt"))
        self.cut_card_at = n - from_end
        self.log.append(CutCardPlaced(from_end))
        return from_end

    def burn_blackjack(self) -> Burned:
        """Blackjack: burn one card face down after the shuffle."""
        card = self._take("burn")
        self._tally.burned += 1
        self._discard(card)
        burn = Burned(None, (card,))
        self.log.append(burn)
        return burn

    def burn_baccarat(self) -> Burned:
        """Baccarat: turn the first card face up and burn as many more face down as its count."""
        first = self._take("burn")
        self._tally.burned += 1
        self._discard(first)
        down = []
        for _count in range(burn_count(first)):
            card = self._take("burn")
            self._tally.burned += 1
            self._discard(card)
            down.append(card)
        burn = Burned(first, tuple(down))
        self.log.append(burn)
        return burn

    def draw(self, to: str = "table") -> Card:
        """Deal the next card to the table (``to`` names the hand or seat, for the log)."""
        index = self._next
        cut = self.cut_card_at
        if index >= len(self._order) or (cut is not None and index >= cut and not self._cut_card_out):
            card = self._take("deal")  # an empty shoe, or the cut card coming out: the full procedure
        else:
            card = self._order[index]
            self._next = index + 1
            self._remaining[card.rank] -= 1
        tally = self._tally
        tally.dealt += 1
        on_table = tally.on_table
        on_table[card] = on_table.get(card, 0) + 1
        self.log.append(Dealt(card, to))
        return card

    def collect(self, cards: Iterable[Card]) -> None:
        """Pick up cards from the table into the discard rack."""
        cards = list(cards)
        tally = self._tally
        on_table = tally.on_table
        for index, card in enumerate(cards):
            left = on_table.get(card, 0)
            if left <= 0:
                for done in cards[:index]:  # put back what was taken: all or nothing
                    on_table[done] += 1
                missing = Counter(cards) - (on_table + Counter())
                raise ShoeError(
                    _("these cards are not on the table: {cards}").format(
                        cards=" ".join(str(c) for c in missing.elements()))
                )
            if left == 1:
                on_table.pop(card)  # dict.pop: Counter.__delitem__ is Python-level
            else:
                on_table[card] = left - 1
        tally._pending += cards
        tally.discarded += len(cards)
        self.log.append(Collected(tuple(cards)))

    def collect_all(self) -> None:
        """Pick up every card on the table."""
        self.collect(list(self._tally.on_table.elements()))

    # ----------------------------------------------------------------- inner moves
    def _require_fresh(self, what: str) -> None:
        if self._next:
            raise ShoeError(_("the {what} comes before any card is dealt from the shoe").format(
                what=_("cut") if what == "cut" else what))

    def _take(self, purpose: str) -> Card:
        if self._next >= len(self._order):
            raise ShoeEmptyError(
                _("the shoe is empty ({dealt} cards dealt, {discards} in the discard rack): shuffle before dealing "
                  "more").format(dealt=self.cards_dealt, discards=self.discard_count)
            )
        if self.cut_card_at is not None and self._next >= self.cut_card_at and not self._cut_card_out:
            self._cut_card_out = True
            self.log.append(CutCardOut(self.cards_left))
        card = self._order[self._next]
        self._next += 1
        self._remaining[card.rank] -= 1  # a Rank is its number as a key
        return card

    def _discard(self, card: Card) -> None:
        self._tally._pending.append(card)
        self._tally.discarded += 1

    # ----------------------------------------------------------------- accounting
    @property
    def cut_card_reached(self) -> bool:
        """True once the cut card has come out of the shoe."""
        return self._cut_card_out

    @property
    def total_cards(self) -> int:
        return len(self._order)

    @property
    def cards_left(self) -> int:
        return len(self._order) - self._next

    @property
    def cards_dealt(self) -> int:
        """Cards taken out since the shuffle, burns included."""
        return self._next

    @property
    def burned(self) -> int:
        return self._tally.burned

    @property
    def discard_count(self) -> int:
        return sum(self._tally.discards.values())

    @property
    def discards(self) -> Counter[Card]:
        return Counter(self._tally.discards)

    @property
    def on_table(self) -> Counter[Card]:
        return Counter(self._tally.on_table)

    @property
    def decks_left(self) -> float:
        """Decks left to the nearest half deck, as a dealer reads it off the shoe."""
        return int(self.cards_left / 26 + 0.5) / 2

    @property
    def penetration(self) -> float:
        """The fraction of the shoe dealt so far (burns included)."""
        return self._next / len(self._order)

    @property
    def cards_behind_cut_card(self) -> int | None:
        return None if self.cut_card_at is None else len(self._order) - self.cut_card_at

    def remaining_by_rank(self) -> dict[int, int]:
        """Undealt cards counted by rank 1..13."""
        return {r: self._remaining[r] for r in range(1, 14)}

    def remaining_cards(self) -> Counter[Card]:
        return Counter(self._order[self._next :])

    def peek_order(self) -> list[Card]:
        """The undealt cards in dealing order (for replays and tests, never shown to a trainee)."""
        return self._order[self._next :]

    @property
    def composition(self) -> Counter[Card]:
        """Every card this shoe owns, wherever it is."""
        return Counter(self._composition)

    def check_conservation(self) -> None:
        """Raise if shoe + table + discards is not exactly the shoe's cards."""
        together = self.remaining_cards() + self._tally.on_table + self._tally.discards
        if together != self._composition:
            raise AssertionError("cards have appeared or vanished from the shoe")

    # ----------------------------------------------------------------- record and replay
    def to_json(self) -> str:
        """The shoe log as JSON: enough to replay the shoe card for card."""
        return log_json(self.decks, self.log)

    @classmethod
    def replay(cls, record: str | Mapping[str, Any]) -> Shoe:
        """Rebuild a shoe from its log and repeat every event, checking each card."""
        try:
            decks, events = read_log(record)
        except ShoeLogError as error:
            raise ShoeError(str(error)) from None
        first = events[0]
        if isinstance(first, Stacked):
            shoe = cls.stacked(first.cards)
        else:
            assert isinstance(first, Shuffled)
            shoe = cls(decks, seed=first.seed)
        for event in events[1:]:
            shoe._replay_event(event)
        return shoe

    def _replay_event(self, event: ShoeEvent) -> None:
        match event:
            case Shuffled(seed=seed):
                self.shuffle(seed)
            case Cut(position):
                self.offer_cut(position)
            case CutCardPlaced(from_end):
                self.place_cut_card(from_end=from_end)
            case Burned(face_up=face_up):
                burn = self.burn_baccarat() if face_up else self.burn_blackjack()
                self._expect(burn.cards, event.cards)
            case Dealt(card, to):
                self._expect((self.draw(to),), (card,))
            case Collected(cards):
                self.collect(cards)
            case CutCardOut():
                pass  # happens by itself when the card behind it is drawn
            case DiscardsShuffled(seed, cards):
                self.shuffle_discards(seed)
                if self.cards_left != cards:
                    raise ShoeError(f"the replay gathered {self.cards_left} discards, the log says {cards}")
            case Stacked():
                raise ShoeError("a stacked shoe starts a shoe log; it cannot come in the middle of one")

    @staticmethod
    def _expect(got: tuple[Card, ...], logged: tuple[Card, ...]) -> None:
        if tuple(got) != tuple(logged):
            raise ShoeError(f"the replay dealt {[str(c) for c in got]}, the log says {[str(c) for c in logged]}")

    def __repr__(self) -> str:
        return f"<Shoe {self.decks} decks #{self.number} seed={self.seed} left={self.cards_left} cut_card_at={self.cut_card_at}>"

