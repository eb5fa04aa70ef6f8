"""Mini Baccarat house rules."""

from __future__ import annotations

from decimal import Decimal
from enum import Enum
from typing import ClassVar, Literal

from pydantic import Field, model_validator

from dealertrainer.engine.house_rules import HouseRules, check_table_limits

__all__ = ["AfterCutCard", "BaccaratRules", "CommissionStyle"]


class CommissionStyle(str, Enum):
    DEDUCTED = "deducted"  # taken off the payout: $100 on banco wins $95
    BOX = "box"  # owed in the seat's numbered commission box, collected later


class AfterCutCard(str, Enum):
    ONE_MORE_COUP = "one_more_coup"  # finish the coup, deal one more, then shuffle
    FINISH_COUP = "finish_coup"  # finish the coup, then shuffle


class BaccaratRules(HouseRules):
    """House rules for a Mini Baccarat table."""

    file_stem: ClassVar[str] = "baccarat"

    decks: int = Field(8, ge=1, le=8, description="Decks in the shoe (the seed's game uses 8).")
    seats: int = Field(9, ge=1, le=9, description="Player positions on the layout.")
    table_minimum: Decimal = Field(Decimal("10"), gt=0, description="Smallest bet on a spot.")
    table_maximum: Decimal = Field(Decimal("5000"), gt=0, description="Largest bet on a spot.")
    cut_card_from_end: int = Field(
        52, ge=1, le=208, description="Cards behind the cut card (about one deck by default)."
    )
    after_cut_card: AfterCutCard = Field(
        AfterCutCard.ONE_MORE_COUP,
        description="When the cut card comes out: deal one more coup after the current one, or stop after it.",
    )
    commission_rate: Decimal = Field(
        Decimal("0.05"), ge=0, le=Decimal("0.10"), description="Commission on a winning banco bet."
    )
    commission_style: CommissionStyle = Field(
        CommissionStyle.DEDUCTED,
        description="Take the commission off the payout, or mark it in the seat's commission box.",
    )
    commission_box_step: Decimal = Field(
        Decimal("0.25"), gt=0, description="Box amounts are rounded up to a multiple of this."
    )
    tie_pays: Literal[8, 9] = Field(8, description="A winning tie bet pays this many to 1.")
    pair_bets: bool = Field(True, description="Player Pair and Banker Pair side bets are offered.")
    pair_pays: int = Field(11, ge=1, le=50, description="A winning pair bet pays this many to 1.")
    no_commission: bool = Field(
        False,
        description="EZ Baccarat: no commission; a banker win with a three-card 7 pushes banco bets.",
    )
    dragon_seven_pays: int = Field(40, ge=1, le=100, description="Dragon 7 side bet (no-commission game) pays this to 1.")

    @model_validator(mode="after")
    def _limits_in_order(self) -> BaccaratRules:
        check_table_limits(self)
        return self
