"""One stud hand on the felt: the cards each seat holds, who has folded, the betting
intervals and the end of the hand (one seat left, or the showdown).

``StudHand`` is the state machine the dealer steps are built from. Cards go round the table
one at a time from seat 1 (the dealer's left), only to seats still in. A seat that folds
turns its upcards face down on its hole cards and gets no more cards; showing a hole card as
it folds costs the house's penalty. If the deck cannot give every live seat a card on the
last street, one card is dealt face up in the centre and plays for everybody.

The betting itself is not drilled. ``Players`` decide only who stays and who folds:
``RandomPlayers`` (seeded, for training deals) or ``ScriptedPlayers`` (prepared scenarios).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from dealertrainer.engine.cards import Card
from dealertrainer.engine.places import CENTER, Place
from dealertrainer.engine.shoe import Shoe, ShoeEmptyError
from dealertrainer.engine.steps import HandView, TableView
from dealertrainer.engine.stud.calls import bring_in_words
from dealertrainer.engine.stud.hands import HandRank, best_hand
from dealertrainer.engine.stud.patterns import UP, DealingPattern, Face, Street, pattern_for
from dealertrainer.engine.stud.rules import StudRules
from dealertrainer.engine.stud.showing import Showing, ShowingCategory, first_to_act, showing_rank
from dealertrainer.language import _

__all__ = [
    "Decision",
    "Interval",
    "Players",
    "RandomPlayers",
    "ScriptedPlayers",
    "Showdown",
    "StudHand",
]


class Decision(str, Enum):
    """What a player does in a betting interval, as far as the dealer's job goes."""

    STAY = "stay"
    FOLD = "fold"
    FOLD_SHOWING_HOLE = "fold showing a hole card"  # folds carelessly: a penalty is due


@dataclass(frozen=True)
class Interval:
    """A betting interval as the dealer opens it."""

    number: int  # 1-based
    street: str
    first_seat: int  # seat number (1-based) that speaks first
    bring_in: bool  # opened by the lowest upcard rather than the best board
    bring_in_card: Card | None
    showing: Showing  # the first speaker's board
    words: str  # what the dealer says: "Pair of fours bets", "Two of clubs brings it in"
    limit: int  # chips
    open_pair: bool  # the limit is big because of an open pair (not because of the street)
    order: tuple[int, ...]  # live seats in the order they act
    tied_seats: tuple[int, ...]  # seats whose board equals the first speaker's exactly

    @property
    def forced(self) -> bool:
        """The first speaker must put chips in (bring-in, or the first interval's high card)."""
        return self.number == 1


@dataclass(frozen=True)
class Showdown:
    """The end of a hand that went to the showdown."""

    hands: Mapping[int, HandRank]  # seat -> best hand
    winners: tuple[int, ...]  # more than one on an exact tie: the pot is split

    @property
    def winning_hand(self) -> HandRank:
        return self.hands[self.winners[0]]


class Players(Protocol):
    """Decides, seat by seat in betting order, who stays and who folds."""

    def decide(self, seat: int, interval: Interval, hand: StudHand) -> Decision: ...


@dataclass
class RandomPlayers:
    """Occasional folds, the same ones every time for the same seed."""

    seed: int
    fold_chance: float = 0.15
    careless_chance: float = 0.1  # of a fold, the chance the hole card is shown

    def __post_init__(self) -> None:
        for name in ("fold_chance", "careless_chance"):
            value = getattr(self, name)
            if not 0 <= value <= 1:
                raise ValueError(f"{name} is a probability between 0 and 1, not {value!r}")
        self._rng = random.Random(self.seed)

    def decide(self, seat: int, interval: Interval, hand: StudHand) -> Decision:
        if interval.forced and seat == interval.first_seat:
            return Decision.STAY
        if self._rng.random() >= self.fold_chance:
            return Decision.STAY
        return Decision.FOLD_SHOWING_HOLE if self._rng.random() < self.careless_chance else Decision.FOLD


@dataclass
class ScriptedPlayers:
    """Folds set in advance: ``{(interval number, seat number): Decision}``; everyone else stays."""

    script: Mapping[tuple[int, int], Decision]

    def decide(self, seat: int, interval: Interval, hand: StudHand) -> Decision:
        return Decision(self.script.get((interval.number, seat), Decision.STAY))


class StudHand:
    """The state of one stud hand being dealt."""

    def __init__(self, rules: StudRules, shoe: Shoe) -> None:
        if shoe.decks != 1:
            raise ValueError(_("stud is dealt from a single deck, not a shoe of {decks} decks").format(decks=shoe.decks))
        self.rules = rules
        self.pattern: DealingPattern = pattern_for(rules.game)
        self.shoe = shoe
        self.seats = rules.seats
        self.cards: dict[int, list[tuple[Card, Face]]] = {s: [] for s in range(1, self.seats + 1)}
        self.community: list[Card] = []
        self.folded: list[int] = []
        self.penalties: dict[int, int] = {}
        self.streets_dealt = 0
        self.intervals_opened = 0
        self.big_limit_on = False
        self.shown_down = False

    # ------------------------------------------------------------------ what is on the felt
    @property
    def live_seats(self) -> list[int]:
        return [s for s in self.cards if s not in self.folded]

    @property
    def sole_survivor(self) -> int | None:
        """The seat that wins without a showdown, once every other seat has folded."""
        live = self.live_seats
        return live[0] if len(live) == 1 else None

    @property
    def street(self) -> Street:
        return self.pattern.streets[self.streets_dealt - 1]

    @property
    def more_streets(self) -> bool:
        return self.streets_dealt < len(self.pattern.streets)

    def upcards(self, seat: int) -> list[Card]:
        """The seat's own face-up cards (its board).

        A community card is left out: it belongs to every hand alike, so as in casino
        practice the boards from the street before still decide who speaks first.
        """
        return [c for c, f in self.cards[seat] if f is UP]

    def hole_cards(self, seat: int) -> list[Card]:
        return [c for c, f in self.cards[seat] if f is not UP]

    def all_cards(self, seat: int) -> list[Card]:
        return [c for c, _ in self.cards[seat]] + self.community

    def upcards_by_seat(self) -> list[list[Card] | None]:
        return [None if s in self.folded else self.upcards(s) for s in self.cards]

    def cards_to_come(self, seat: int) -> int:
        """Cards the seat will still be dealt if it stays to the end."""
        return self.pattern.cards_per_seat - len(self.cards[seat])

    def table(self, note: str = "") -> TableView:
        hands = []
        for seat, held in self.cards.items():
            folded = seat in self.folded
            down = tuple(folded or (f is not UP and not self.shown_down) for _, f in held)
            hands.append(
                HandView(Place.at_seat(seat), tuple(c for c, _ in held), down, folded=folded)
            )
        if self.community:
            hands.append(HandView(CENTER, tuple(self.community), (False,) * len(self.community)))
        return TableView("stud", tuple(hands), note=note)

    # ------------------------------------------------------------------ dealing
    def start_street(self) -> list[tuple[int | None, Face]]:
        """Begin the next street; returns the cards to deal in order as (seat, face).

        A seat of None is the single community card dealt face up in the centre when the
        deck cannot give every live seat its card on the last street.
        """
        if not self.more_streets:
            raise ValueError(f"all {len(self.pattern.streets)} streets of {self.pattern.title} are dealt")
        if self.sole_survivor is not None and self.streets_dealt:
            raise ValueError(f"seat {self.sole_survivor} is the only one left: the hand is over")
        street = self.pattern.streets[self.streets_dealt]
        live = self.live_seats
        needed = len(live) * len(street.cards)
        self.streets_dealt += 1
        if self.shoe.cards_left >= needed:
            return [(seat, face) for face in street.cards for seat in live]
        last = not self.more_streets
        if last and len(street.cards) == 1 and self.shoe.cards_left >= 1:
            return [(None, UP)]
        raise ShoeEmptyError(_(
            "{street} needs {needed} cards for {players} players but only {left} are left; only a last street "
            "of one card can be replaced by a community card"
        ).format(street=_(street.name), needed=needed, players=len(live), left=self.shoe.cards_left))

    def deal(self, seat: int | None, face: Face) -> Card:
        """Deal one card from the shoe to a live seat (or the centre when seat is None)."""
        if seat is None:
            card = self.shoe.draw(str(CENTER))
            self.community.append(card)
            return card
        if seat not in self.cards:
            raise ValueError(f"there is no seat {seat}; seats are 1 to {self.seats}")
        if seat in self.folded:
            raise ValueError(f"seat {seat} has folded and gets no more cards")
        card = self.shoe.draw(str(Place.at_seat(seat)))
        self.cards[seat].append((card, face))
        return card

    # ------------------------------------------------------------------ betting
    def open_interval(self) -> Interval:
        """Name who speaks first after the street just dealt, and the limit."""
        if self.intervals_opened >= self.streets_dealt:
            raise ValueError("deal the next street before opening another interval")
        if self.sole_survivor is not None:
            raise ValueError(f"seat {self.sole_survivor} is the only one left: no more betting")
        self.intervals_opened += 1
        number = self.intervals_opened
        boards = self.upcards_by_seat()
        bring_in = self.pattern.bring_in and self.rules.bring_in and number == 1
        first = first_to_act(boards, bring_in=bring_in) + 1
        showing = showing_rank(self.upcards(first))
        live = self.live_seats
        order = tuple(live[live.index(first) :] + live[: live.index(first)])
        tied = tuple(s for s in live if showing_rank(self.upcards(s)) == showing)
        bring_in_card = self.upcards(first)[0] if bring_in else None
        if bring_in_card is not None:
            words = bring_in_words(bring_in_card)
            tied = (first,)
        else:
            words = f"{showing.words} bets"
        open_pair = any(
            showing_rank(self.upcards(s)).category >= ShowingCategory.PAIR for s in live
        )
        by_street = self.street.big_limit
        if by_street or (self.rules.open_pair_raises_limit and open_pair):
            self.big_limit_on = True  # once raised, the limit stays big for the rest of the hand
        limit = self.rules.big_limit if self.big_limit_on else self.rules.small_limit
        return Interval(
            number=number,
            street=self.street.name,
            first_seat=first,
            bring_in=bring_in,
            bring_in_card=bring_in_card,
            showing=showing,
            words=words,
            limit=limit,
            open_pair=self.big_limit_on and not by_street,
            order=order,
            tied_seats=tied,
        )

    def fold(self, seat: int, shows_hole_card: bool = False) -> int:
        """The seat folds: upcards go face down on the hole cards. Returns the penalty due."""
        if seat not in self.cards:
            raise ValueError(f"there is no seat {seat}; seats are 1 to {self.seats}")
        if seat in self.folded:
            raise ValueError(f"seat {seat} has already folded")
        if len(self.live_seats) == 1:
            raise ValueError(f"seat {seat} is the last one in and wins the pot; it cannot fold")
        self.folded.append(seat)
        penalty = self.rules.fold_penalty_chips if shows_hole_card else 0
        if penalty:
            self.penalties[seat] = self.penalties.get(seat, 0) + penalty
        return penalty

    # ------------------------------------------------------------------ the end
    def showdown(self) -> Showdown:
        """Every live seat turns its cards up; the best hand (or hands, split) wins."""
        if self.more_streets:
            raise ValueError("the showdown comes after the last street and its interval")
        if self.sole_survivor is not None:
            raise ValueError(f"seat {self.sole_survivor} won without a showdown")
        self.shown_down = True
        hands = {s: best_hand(self.all_cards(s)) for s in self.live_seats}
        best = max(hands.values())
        return Showdown(hands, tuple(s for s, h in hands.items() if h == best))

    def collect(self) -> None:
        """Pick every card of the hand up into the discard rack."""
        self.shoe.collect([c for held in self.cards.values() for c, _ in held] + self.community)
