"""Where a hand lies on the layout: a typed place, made by the engines and read by the felts.

A ``Place`` says whose cards these are by field — the role on the layout, the seat, and
which of a seat's split hands — so nothing has to read it back out of a name. Its ``str()``
is the name a dealer says and the logs print: "player", "dealer", "seat 3", "seat 3 hand 2".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from dealertrainer.language import N_, _, pgettext

__all__ = ["BANKER", "BURN", "CENTER", "DEALER", "DRAWN", "PLAYER", "Place", "Role", "place_said"]


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

    @property
    def said(self) -> str:
        """The name in the language in force ("seat 3 hand 2" in English, as ``str()``)."""
        if self.seat is None:
            return pgettext("place", self.role.value)
        if self.hand is None:
            return _("seat {seat}").format(seat=self.seat)
        return _("seat {seat} hand {hand}").format(seat=self.seat, hand=self.hand)

    @property
    def said_capitalized(self) -> str:
        """:attr:`said` at the start of a sentence (a language without capitals as it is)."""
        said = self.said
        return said[:1].upper() + said[1:]

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


# The roles' names as said (marked for the catalogs; ``Place.said`` translates them).
_ROLE_NAMES = (N_("player"), N_("banker"), N_("dealer"), N_("burn"), N_("drawn"), N_("center"))
_SEAT_NAME = re.compile(r"seat (\d+)(?: hand (\d+))?")


def place_said(name: str) -> str:
    """A place's ``str()`` (a choice's key) as said in the language in force."""
    found = _SEAT_NAME.fullmatch(name)
    if found:
        return Place.at_seat(int(found[1]), int(found[2]) if found[2] else None).said
    try:
        return Place(Role(name)).said
    except ValueError:
        return _(name)
