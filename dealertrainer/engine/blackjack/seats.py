"""What sits on the layout: seats, their hands and bets, and the round's vocabulary."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from enum import Enum

from dealertrainer.engine.blackjack.hands import hand_value, is_blackjack
from dealertrainer.engine.blackjack.ledger import Spot
from dealertrainer.engine.cards import Card
from dealertrainer.engine.places import Place

__all__ = ["Action", "HandResult", "IllegalAction", "Outcome", "Phase", "PlayerHand", "RoundResult", "SeatPlay"]

ZERO = Decimal("0.00")


class IllegalAction(ValueError):
    """A player asked for something the rules or the moment do not allow."""


class Phase(str, Enum):
    INSURANCE = "insurance"  # an ace is up: seats decide on insurance / even money in turn
    PLAYERS = "players"  # seats play their hands in turn
    OVER = "over"  # settled and picked up


class Action(str, Enum):
    HIT = "hit"
    STAND = "stand"
    DOUBLE = "double"
    SPLIT = "split"
    SURRENDER = "surrender"
    INSURANCE = "insurance"
    NO_INSURANCE = "no_insurance"
    EVEN_MONEY = "even_money"


class Outcome(str, Enum):
    WIN = "win"
    LOSE = "lose"
    PUSH = "push"
    BUST = "bust"
    BLACKJACK = "blackjack"
    SURRENDER = "surrender"
    EVEN_MONEY = "even_money"


@dataclass(eq=False)
class PlayerHand:
    """One hand in front of a seat (a seat has several after splitting)."""

    seat: int
    number: int  # 1 for the dealt hand, 2, 3, ... for split hands in the order they were made
    cards: list[Card]
    wager: Decimal
    double: Decimal = ZERO
    from_split: bool = False
    split_aces: bool = False
    acted: bool = False  # has hit (a double or split is then too late)
    done: bool = False  # no more decisions: stood, doubled, bust, 21, paid
    outcome: Outcome | None = None  # set once the hand is settled
    on_table: bool = True  # cards still on the felt (not yet picked up)
    _spots: dict[str, Spot] = field(default_factory=dict, init=False, repr=False, compare=False)

    @property
    def total(self) -> int:
        return hand_value(self.cards)[0]

    @property
    def soft(self) -> bool:
        return hand_value(self.cards)[1]

    @property
    def is_blackjack(self) -> bool:
        return is_blackjack(self.cards, from_split=self.from_split)

    @property
    def settled(self) -> bool:
        return self.outcome is not None

    def spot(self, kind: str) -> Spot:
        """The hand's betting spot of ``kind`` (made once per hand and kind)."""
        found = self._spots.get(kind)
        if found is None or found.seat != self.seat or found.hand != self.number:
            found = self._spots[kind] = Spot(self.seat, self.number, kind)
        return found


@dataclass(eq=False)
class SeatPlay:
    """A seat in the round: its opening wager, insurance and hands."""

    seat: int
    wager: Decimal
    hands: list[PlayerHand] = field(default_factory=list)
    insurance: Decimal = ZERO
    insurance_open: bool = False  # insurance bet still on the layout
    even_money: bool = False

    @property
    def split(self) -> bool:
        return len(self.hands) > 1

    def place(self, hand: PlayerHand) -> Place:
        """The hand's place on the layout: the seat, and once the seat has split which hand."""
        return Place.at_seat(self.seat, hand.number if self.split else None)


@dataclass(frozen=True)
class HandResult:
    seat: int
    number: int
    cards: tuple[Card, ...]
    wager: Decimal
    double: Decimal
    outcome: Outcome
    net: Decimal  # what the player won (+) or lost (-) on this hand's wager and double


@dataclass(frozen=True)
class RoundResult:
    """How a round ended, seat by seat, with the money that moved."""

    dealer_cards: tuple[Card, ...]
    dealer_total: int
    dealer_blackjack: bool
    dealer_drew: bool
    hands: tuple[HandResult, ...]
    insurance: dict[int, Decimal]  # seat -> net on the insurance bet
    seat_net: dict[int, Decimal]  # seat -> everything won (+) or lost (-)
    rack_net: Decimal  # the rack's gain; always minus the players' total
    shuffle_due: bool  # the cut card came out: shuffle before the next round

    def hand(self, seat: int, number: int = 1) -> HandResult:
        for h in self.hands:
            if h.seat == seat and h.number == number:
                return h
        raise KeyError(f"no hand {number} at seat {seat}")
