"""Stud house rules."""

from __future__ import annotations

from enum import Enum
from typing import ClassVar

from pydantic import Field, model_validator

from dealertrainer.engine.house_rules import HouseRules

__all__ = ["StudGame", "StudRules"]


class StudGame(str, Enum):
    FIVE_CARD = "five_card"  # hole card, four upcards
    SEVEN_CARD = "seven_card"  # two down, four up, one down
    HOME_SEVEN = "home_seven"  # home sequence: 2 down, 1 up, 2 down, 1 up, 1 up


class StudRules(HouseRules):
    """House rules for a Stud table."""

    file_stem: ClassVar[str] = "stud"

    game: StudGame = Field(StudGame.FIVE_CARD, description="Which stud game is dealt.")
    seats: int = Field(8, ge=2, le=10, description="Players at the table.")
    fold_penalty_chips: int = Field(2, ge=0, le=20, description="Chips a player pays to the pot for showing a hole card on a fold.")
    open_pair_raises_limit: bool = Field(True, description="An open pair lets the higher limit come into play at once.")
    small_limit: int = Field(2, ge=1, description="Limit in chips on the early intervals.")
    big_limit: int = Field(5, ge=1, description="Limit in chips on the last interval (or with an open pair).")
    bring_in: bool = Field(True, description="Seven-card stud: lowest upcard brings it in on third street.")

    @model_validator(mode="after")
    def _fits_the_game(self) -> StudRules:
        from dealertrainer.engine.stud.patterns import pattern_for  # patterns import this module

        pattern = pattern_for(self.game)
        if self.seats > pattern.max_seats:
            raise ValueError(
                f"{pattern.title} is dealt from one deck to at most {pattern.max_seats} seats, "
                f"not {self.seats}"
            )
        if self.big_limit < self.small_limit:
            raise ValueError(
                f"the big limit ({self.big_limit}) cannot be below the small limit ({self.small_limit})"
            )
        return self
