"""Blackjack house rules."""

from __future__ import annotations

from decimal import Decimal
from enum import Enum
from typing import ClassVar

from pydantic import Field, model_validator

from dealertrainer.engine.house_rules import HouseRules, check_table_limits

__all__ = ["BlackjackPays", "BlackjackRules"]


class BlackjackPays(str, Enum):
    THREE_TO_TWO = "3:2"
    SIX_TO_FIVE = "6:5"


class BlackjackRules(HouseRules):
    """House rules for a shoe-dealt Blackjack table."""

    file_stem: ClassVar[str] = "blackjack"

    decks: int = Field(6, ge=1, le=8, description="Decks in the shoe.")
    seats: int = Field(7, ge=1, le=7, description="Player positions on the layout.")
    table_minimum: Decimal = Field(Decimal("10"), gt=0, description="Smallest wager.")
    table_maximum: Decimal = Field(Decimal("1000"), gt=0, description="Largest wager.")
    cut_card_from_end: int = Field(52, ge=1, le=415, description="Cards behind the cut card (about one deck).")
    dealer_hits_soft_17: bool = Field(False, description="The dealer hits soft 17 (H17) instead of standing (S17).")
    blackjack_pays: BlackjackPays = Field(BlackjackPays.THREE_TO_TWO, description="What a player blackjack pays.")
    dealer_peeks: bool = Field(True, description="With a ten or an ace up, the dealer checks for blackjack at once.")
    even_money: bool = Field(
        True,
        description="A player blackjack may take even money against a dealer ace (offered at 3:2 tables only).",
    )
    double_after_split: bool = Field(True, description="A split hand may be doubled.")
    double_for_less: bool = Field(True, description="A double may be for less than the original wager.")
    split_unlike_tens: bool = Field(False, description="Ten-valued cards of different rank (K-Q) may be split.")
    max_split_hands: int = Field(4, ge=2, le=8, description="The most hands a player may split into.")
    resplit_aces: bool = Field(False, description="Split aces may be split again.")
    hit_split_aces: bool = Field(False, description="Split aces may take more than one card each.")
    late_surrender: bool = Field(False, description="A player may give up half the wager after the peek.")
    no_peek_original_bets_only: bool = Field(
        False,
        description="Without a peek, a dealer blackjack takes only the original wagers; doubles and splits are returned.",
    )

    @model_validator(mode="after")
    def _limits_in_order(self) -> BlackjackRules:
        check_table_limits(self)
        return self
