"""Mini Baccarat house rules."""

from __future__ import annotations

from decimal import Decimal
from enum import Enum
from typing import ClassVar, Literal

from pydantic import model_validator

from dealertrainer.engine.house_rules import MONEY_CAP, HouseRules, check_table_limits, percent, rule_field
from dealertrainer.engine.money import Rounding, format_money
from dealertrainer.language import N_, _, ngettext

__all__ = ["AfterCutCard", "BaccaratRules", "CommissionStyle"]

TABLE, SHOE, COMMISSION, PAYOUTS = N_("Table"), N_("Shoe"), N_("Commission"), N_("Payouts and side bets")


class CommissionStyle(str, Enum):
    DEDUCTED = "deducted"  # taken off the payout: $100 on banco wins $95
    BOX = "box"  # owed in the seat's numbered commission box, collected later


class AfterCutCard(str, Enum):
    ONE_MORE_COUP = "one_more_coup"  # finish the coup, deal one more, then shuffle
    FINISH_COUP = "finish_coup"  # finish the coup, then shuffle


#: The settings form shows a choice as its value in words ("one_more_coup": "One more coup"), translated.
_CHOICE_LABELS = (N_("Deducted"), N_("Box"), N_("One more coup"), N_("Finish coup"))


class BaccaratRules(HouseRules):
    """House rules for a Mini Baccarat table."""

    file_stem: ClassVar[str] = "baccarat"

    decks: int = rule_field(8, N_("Decks in the shoe"), SHOE, N_("Decks in the shoe (the seed's game uses 8)."), ge=1, le=8)
    seats: int = rule_field(9, N_("Seats"), TABLE, N_("Player positions on the layout."), ge=1, le=9)
    table_minimum: Decimal = rule_field(Decimal("10"), N_("Table minimum ($)"), TABLE, N_("Smallest bet on a spot."),
                                        gt=0, le=MONEY_CAP, decimal_places=2)
    table_maximum: Decimal = rule_field(Decimal("5000"), N_("Table maximum ($)"), TABLE, N_("Largest bet on a spot."),
                                        gt=0, le=MONEY_CAP, decimal_places=2)
    cut_card_from_end: int = rule_field(52, N_("Cards behind the cut card"), SHOE,
                                        N_("Cards behind the cut card (about one deck by default)."), ge=1, le=208)
    after_cut_card: AfterCutCard = rule_field(
        AfterCutCard.ONE_MORE_COUP, N_("When the cut card comes out"), SHOE,
        N_("When the cut card comes out: deal one more coup after the current one, or stop after it."),
    )
    commission_rate: Decimal = rule_field(Decimal("0.05"), N_("Commission rate"), COMMISSION,
                                          N_("Commission on a winning banco bet."), ge=0, le=Decimal("0.10"), decimal_places=4)
    commission_style: CommissionStyle = rule_field(
        CommissionStyle.DEDUCTED, N_("Commission taken"), COMMISSION,
        N_("Take the commission off the payout, or mark it in the seat's commission box."),
    )
    commission_rounding: Rounding = rule_field(
        Rounding.QUARTER, N_("Commission off the payout rounded up to ($)"), COMMISSION,
        N_("Commission taken off a banco payout is rounded up to this piece (the quarter by default; "
        "houses without quarter chips round to the $0.50 or the $1; exact takes it to the cent)."),
    )
    commission_box_step: Decimal = rule_field(
        Decimal("0.25"), N_("Commission box step ($)"), COMMISSION, N_("Box amounts are rounded up to a multiple of this."),
        ge=Decimal("0.01"), le=Decimal("5"), decimal_places=2,
    )
    tie_pays: Literal[8, 9] = rule_field(8, N_("Tie pays (to 1)"), PAYOUTS, N_("A winning tie bet pays this many to 1."))
    pair_bets: bool = rule_field(True, N_("Pair side bets"), PAYOUTS, N_("Player Pair and Banker Pair side bets are offered."))
    pair_pays: int = rule_field(11, N_("Pair pays (to 1)"), PAYOUTS, N_("A winning pair bet pays this many to 1."), ge=1, le=50)
    no_commission: bool = rule_field(
        False, N_("No-commission game (EZ Baccarat)"), COMMISSION,
        N_("EZ Baccarat: no commission; a banker win with a three-card 7 pushes banco bets."),
    )
    dragon_seven_bet: bool = rule_field(True, N_("Dragon 7 side bet"), PAYOUTS,
                                        N_("The no-commission game offers Dragon 7: the Banker wins with a three-card 7."))
    dragon_seven_pays: int = rule_field(40, N_("Dragon 7 pays (to 1)"), PAYOUTS,
                                        N_("Dragon 7 side bet (no-commission game) pays this to 1."), ge=1, le=100)
    panda_eight_bet: bool = rule_field(True, N_("Panda 8 side bet"), PAYOUTS,
                                       N_("The no-commission game offers Panda 8: the Player wins with a three-card 8."))
    panda_eight_pays: int = rule_field(25, N_("Panda 8 pays (to 1)"), PAYOUTS,
                                       N_("Panda 8 side bet (no-commission game) pays this to 1."), ge=1, le=100)

    @model_validator(mode="after")
    def _limits_in_order(self) -> BaccaratRules:
        check_table_limits(self)
        return self

    @property
    def dragon_seven_offered(self) -> bool:
        """Dragon 7 is on the layout: a no-commission game that offers it."""
        return self.no_commission and self.dragon_seven_bet

    @property
    def panda_eight_offered(self) -> bool:
        """Panda 8 is on the layout: a no-commission game that offers it."""
        return self.no_commission and self.panda_eight_bet

    def in_words(self) -> str:
        """ "8 decks · tie pays 8 to 1 · pairs pay 11 to 1 · banco commission 5% off the payout · …" """
        parts = [ngettext("{n} deck", "{n} decks", self.decks).format(n=self.decks), *self.payouts_in_words()]
        parts.append(_("limits {low} to {high}").format(low=format_money(self.table_minimum),
                                                        high=format_money(self.table_maximum)))
        if self.after_cut_card is AfterCutCard.ONE_MORE_COUP:
            after = _("cut card {cards} cards from the end; when it comes out, one more coup, then shuffle")
        else:
            after = _("cut card {cards} cards from the end; when it comes out, shuffle after the coup")
        parts.append(after.format(cards=self.cut_card_from_end))
        return " · ".join(parts)

    def payouts_in_words(self) -> list[str]:
        """What this table pays and takes, each part in a few words: "tie pays 8 to 1", "pairs pay
        11 to 1", "banco commission 5% off the payout (rounded up to the $0.25)", …"""
        parts = [_("tie pays {odds} to 1").format(odds=self.tie_pays),
                 _("pairs pay {odds} to 1").format(odds=self.pair_pays) if self.pair_bets else _("no pair bets")]
        if self.no_commission:
            parts.append(_("no commission: a banker win on a three-card 7 pushes"))
            if self.dragon_seven_offered:
                parts.append(_("dragon 7 pays {odds} to 1").format(odds=self.dragon_seven_pays))
            if self.panda_eight_offered:
                parts.append(_("panda 8 pays {odds} to 1").format(odds=self.panda_eight_pays))
        elif self.commission_style is CommissionStyle.BOX:
            parts.append(_("banco commission {rate} in boxes").format(rate=percent(self.commission_rate)))
        elif self.commission_rounding is Rounding.EXACT:
            parts.append(_("banco commission {rate} off the payout").format(rate=percent(self.commission_rate)))
        else:
            piece = format_money(self.commission_rounding.step)
            parts.append(_("banco commission {rate} off the payout (rounded up to the {piece})").format(
                rate=percent(self.commission_rate), piece=piece))
        return parts
