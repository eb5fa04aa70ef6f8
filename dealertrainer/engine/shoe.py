"""The dealing shoe, kept the way a casino keeps it.

A shoe holds the undealt cards in order. The dealer shuffles, offers the cut, places the
cut card for the reshuffle, burns, and draws; drawn cards sit on the table until they are
collected to the discard rack. Every one of those events goes to the shoe log, from which
the shoe can be replayed card for card.

Randomness comes only from ``random.Random(seed)``: one seed gives one shuffle, one random
cut and one sequence of cards. The seed is part of the log.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from operator import attrgetter
from typing import Any

from dealertrainer.engine.cards import Card, full_deck

__all__ = ["Burn", "Shoe", "ShoeEmptyError", "ShoeError", "burn_count", "rank_counts"]

MAX_DECKS = 8
_RANK_OF = attrgetter("rank")


class ShoeError(ValueError):
    """A shoe procedure was asked for something a real shoe cannot do."""


class ShoeEmptyError(ShoeError):
    """A card was drawn from an empty shoe."""


def burn_count(card: Card) -> int:
    """How many cards a baccarat burn card calls for: ace 1, 2-9 face value, ten and faces 10."""
    return min(int(card.rank), 10)


@dataclass(frozen=True)
class Burn:
    """What a burn took out: the card shown face up (baccarat only) and those burned face down."""

    face_up: Card | None
    face_down: tuple[Card, ...]

    @property
    def cards(self) -> tuple[Card, ...]:
        return ((self.face_up,) if self.face_up else ()) + self.face_down


class _Tally:
    """Counts the dealer and an instructor read off the shoe.

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


class Shoe:
    """A dealing shoe of ``decks`` standard decks, shuffled from ``seed``."""

    def __init__(self, decks: int = 8, seed: int | None = None) -> None:
        if isinstance(decks, bool) or not isinstance(decks, int) or not 1 <= decks <= MAX_DECKS:
            raise ShoeError(f"a shoe holds 1 to {MAX_DECKS} decks, not {decks!r}")
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
            raise ShoeError("a stacked shoe needs at least one card")
        shoe = cls.__new__(cls)
        shoe._composition = Counter(order)
        shoe.decks = max(shoe._composition.values())
        shoe._order = order
        shoe._init_state()
        shoe.seed = None
        shoe.number = 1
        shoe._log_event({"event": "stacked", "cards": [str(c) for c in order]})
        return shoe

    def _init_state(self) -> None:
        self._next = 0
        self.cut_card_at: int | None = None
        self._cut_card_out = False
        self._tally = _Tally()
        self._remaining: Counter[int] = Counter(map(_RANK_OF, self._order))  # keyed by Rank, an int
        self.log: list[dict[str, Any]] = []
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
            raise ShoeError(
                f"{sum(self._tally.on_table.values())} cards are still on the table: "
                "collect them to the discard rack before shuffling"
            )
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
        self._tally = _Tally()
        self._remaining = Counter(map(_RANK_OF, self._order))
        self.seed = seed
        self.number += 1
        self._log_event({"event": "shuffle", "shoe": self.number, "seed": seed, "decks": self.decks})
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
            raise ShoeError("a pack of one card cannot be cut")
        if position is None:
            margin = max(1, n // 10)
            position = self._rng.randint(margin, n - margin)
        if isinstance(position, bool) or not isinstance(position, int) or not 1 <= position <= n - 1:
            raise ShoeError(f"the cut must leave cards on both sides: 1 to {n - 1}, not {position!r}")
        self._order = self._order[position:] + self._order[:position]
        self._log_event({"event": "cut", "position": position})
        return position

    def place_cut_card(self, from_end: int | None = None, penetration: float | None = None) -> int:
        """Place the cut card that calls the reshuffle: ``from_end`` cards behind it, or after
        ``penetration`` (a fraction, 0 < p < 1) of the shoe. Returns the cards behind it."""
        if (from_end is None) == (penetration is None):
            raise ShoeError("place the cut card either by cards from the end or by penetration")
        n = len(self._order)
        if penetration is not None:
            if not 0 < penetration < 1:
                raise ShoeError(f"penetration is a fraction between 0 and 1, not {penetration!r}")
            from_end = n - round(n * penetration)
        assert from_end is not None
        if isinstance(from_end, bool) or not isinstance(from_end, int) or not 1 <= from_end <= n - 1:
            raise ShoeError(
                f"the cut card must have cards before and behind it: 1 to {n - 1} from the end, "
                f"not {from_end!r}"
            )
        if n - from_end < self._next:
            raise ShoeError("the cut card cannot go in front of cards already dealt")
        self.cut_card_at = n - from_end
        self._log_event({"event": "cut_card", "from_end": from_end})
        return from_end

    def burn_blackjack(self) -> Burn:
        """Blackjack: burn one card face down after the shuffle."""
        card = self._take("burn")
        self._tally.burned += 1
        self._discard(card)
        burn = Burn(None, (card,))
        self._log_event({"event": "burn", "face_up": None, "face_down": [str(card)]})
        return burn

    def burn_baccarat(self) -> Burn:
        """Baccarat: turn the first card face up and burn as many more face down as its count."""
        first = self._take("burn")
        self._tally.burned += 1
        self._discard(first)
        down = []
        for _ in range(burn_count(first)):
            card = self._take("burn")
            self._tally.burned += 1
            self._discard(card)
            down.append(card)
        burn = Burn(first, tuple(down))
        self._log_event({"event": "burn", "face_up": str(first), "face_down": [str(c) for c in down]})
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
        self.log.append({"event": "deal", "card": str(card), "to": to})
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
                    "these cards are not on the table: " + " ".join(str(c) for c in missing.elements())
                )
            if left == 1:
                on_table.pop(card)  # dict.pop: Counter.__delitem__ is Python-level
            else:
                on_table[card] = left - 1
        tally._pending += cards
        tally.discarded += len(cards)
        self.log.append({"event": "collect", "cards": [str(c) for c in cards]})

    def collect_all(self) -> None:
        """Pick up every card on the table."""
        self.collect(list(self._tally.on_table.elements()))

    # ----------------------------------------------------------------- inner moves
    def _require_fresh(self, what: str) -> None:
        if self._next:
            raise ShoeError(f"the {what} comes before any card is dealt from the shoe")

    def _take(self, purpose: str) -> Card:
        if self._next >= len(self._order):
            raise ShoeEmptyError(
                f"the shoe is empty ({self.cards_dealt} cards dealt, "
                f"{self.discard_count} in the discard rack): shuffle before dealing more"
            )
        if self.cut_card_at is not None and self._next >= self.cut_card_at and not self._cut_card_out:
            self._cut_card_out = True
            self._log_event({"event": "cut_card_out", "cards_left": self.cards_left})
        card = self._order[self._next]
        self._next += 1
        self._remaining[card.rank] -= 1  # a Rank is its number as a key
        return card

    def _discard(self, card: Card) -> None:
        self._tally._pending.append(card)
        self._tally.discarded += 1

    def _log_event(self, event: dict[str, Any]) -> None:
        self.log.append(event)

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
        return json.dumps({"decks": self.decks, "events": self.log}, ensure_ascii=False, indent=1)

    @classmethod
    def replay(cls, record: str | Mapping[str, Any]) -> Shoe:
        """Rebuild a shoe from its log and repeat every event, checking each card."""
        data = json.loads(record) if isinstance(record, str) else dict(record)
        try:
            events = list(data["events"])
            decks = int(data["decks"])
        except (KeyError, TypeError, ValueError) as exc:
            raise ShoeError(f"not a shoe log: {exc}") from None
        if not events or events[0].get("event") not in ("shuffle", "stacked"):
            raise ShoeError("a shoe log starts with a shuffle or a stacked shoe")
        first = events[0]
        if first["event"] == "stacked":
            shoe = cls.stacked(first["cards"])
        else:
            shoe = cls(decks, seed=int(first["seed"]))
        for event in events[1:]:
            shoe._replay_event(event)
        return shoe

    def _replay_event(self, event: Mapping[str, Any]) -> None:
        kind = event.get("event")
        if kind == "shuffle":
            self.shuffle(int(event["seed"]))
        elif kind == "cut":
            self.offer_cut(int(event["position"]))
        elif kind == "cut_card":
            self.place_cut_card(from_end=int(event["from_end"]))
        elif kind == "burn":
            burn = self.burn_baccarat() if event.get("face_up") else self.burn_blackjack()
            logged = ([event["face_up"]] if event.get("face_up") else []) + list(event["face_down"])
            self._expect([str(c) for c in burn.cards], logged)
        elif kind == "deal":
            self._expect([str(self.draw(event.get("to", "table")))], [event["card"]])
        elif kind == "collect":
            self.collect(Card.parse(c) for c in event["cards"])
        elif kind == "cut_card_out":
            pass  # happens by itself when the card behind it is drawn
        else:
            raise ShoeError(f"unknown event in shoe log: {kind!r}")

    @staticmethod
    def _expect(got: list[str], logged: list[str]) -> None:
        if [str(Card.parse(c)) for c in logged] != got:
            raise ShoeError(f"the replay dealt {got}, the log says {logged}")

    def __repr__(self) -> str:
        return (
            f"<Shoe {self.decks} decks #{self.number} seed={self.seed} "
            f"left={self.cards_left} cut_card_at={self.cut_card_at}>"
        )


def rank_counts(remaining: Shoe | Mapping[int, int]) -> dict[int, int]:
    """Normalise "the undealt cards" given as a Shoe or a rank->count mapping."""
    if isinstance(remaining, Shoe):
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

