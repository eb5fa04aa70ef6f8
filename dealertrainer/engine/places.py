"""Where a hand lies on the layout: a typed place, made by the engines and read by the felts.

A ``Place`` says whose cards these are by field — the role on the layout, the seat, and
which of a seat's split hands — so nothing has to read it back out of a name. Its ``str()``
is the name a dealer says and the logs print: "player", "dealer", "seat 3", "seat 3 hand 2".
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

__all__ = ["BANKER", "BURN", "CENTER", "DEALER", "DRAWN", "PLAYER", "Place", "Role"]


class Role(str, Enum):
    """What a place on the layout is for."""

    PLAYER = "player"  # baccarat's Player hand
    BANKER = "banker"  # baccarat's Banker hand
    DEALER = "dealer"  # the blackjack dealer's hand
    SEAT = "seat"  # a player's hand at a numbered seat
    BURN = "burn"  # cards burned after the shuffle
    DRAWN = "drawn"  # baccarat: a card out of the shoe, not yet on its hand
    CENTER = "center"  # stud: a community card in the middle of the table


@dataclass(frozen=True)
class Place:
    """A hand's place on the layout: its role, and for a seat its number and split hand."""

    role: Role
    seat: int | None = None  # the seat number as printed on the layout (SEAT only)
    hand: int | None = None  # a split seat's hand number, 1 for the dealt hand (None: not split)

    def __post_init__(self) -> None:
        if (self.seat is None) != (self.role is not Role.SEAT):
            raise ValueError(f"a {self.role.value} place {'has no' if self.seat is None else 'takes no'} seat number")
        if self.hand is not None and (self.seat is None or self.hand < 1):
            raise ValueError(f"hand {self.hand} needs a seat and a number from 1")

    @classmethod
    def at_seat(cls, seat: int, hand: int | None = None) -> Place:
        """The hand at ``seat`` ("seat 3"), or its split hand ``hand`` ("seat 3 hand 2")."""
        return cls(Role.SEAT, seat, hand)

    @property
    def number(self) -> int:
        """Which of the seat's hands: 1 for an unsplit seat and for every other place."""
        return self.hand or 1

    @property
    def capitalized(self) -> str:
        """The name at the start of a sentence: "Seat 3 hand 2", "Dealer"."""
        return str(self).capitalize()

    def __str__(self) -> str:
        if self.seat is None:
            return self.role.value
        return f"seat {self.seat}" + (f" hand {self.hand}" if self.hand is not None else "")


PLAYER = Place(Role.PLAYER)
BANKER = Place(Role.BANKER)
DEALER = Place(Role.DEALER)
BURN = Place(Role.BURN)
DRAWN = Place(Role.DRAWN)
CENTER = Place(Role.CENTER)
