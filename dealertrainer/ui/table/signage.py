"""What the house prints on its felts, from the house rules in force.

A trainee reads the felt as a dealer does: "BLACKJACK PAYS 6 TO 5", "DEALER MUST HIT SOFT 17",
"TIE PAYS 9 TO 1". The words come from the rules the table deals by, so the felt never
teaches another house's prices. Plain data (no Qt): the felts paint these strings.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.house_rules import HouseRules, percent
from dealertrainer.engine.money import format_money
from dealertrainer.storage.settings_in_force import SettingsInForce

__all__ = ["Signage", "signage_for", "signage_in_force"]


@dataclass(frozen=True)
class Signage:
    """The printed words of the house's felts (the defaults are the house standard's)."""

    blackjack_pays: str = "BLACKJACK PAYS 3 TO 2"
    dealer_rule: str = "DEALER MUST STAND ON ALL 17s"
    insurance: str = "INSURANCE PAYS 2 TO 1"
    baccarat_odds: str = "BANKER PAYS 95% · TIE PAYS 8 TO 1 · PAIRS PAY 11 TO 1"
    commission_heading: str = "COMMISSION"  # over the commission boxes ("" in the no-commission game)
    commission: str = "5%"
    box_step: str = "$0.25"  # a box's mark is rounded up to this
    pair_pays: int = 11
    dragon_seven_pays: int = 40
    blackjack_shoe: bool = True  # False in a pitch game: the dealer holds the deck, no shoe on the felt


def signage_for(baccarat: BaccaratRules, blackjack: BlackjackRules) -> Signage:
    """The felts' words for a house with these rules."""
    rate = percent(baccarat.commission_rate)
    if baccarat.no_commission:
        banker = "BANKER PAYS 1 TO 1 · A 3-CARD 7 PUSHES"
    elif baccarat.commission_style is CommissionStyle.BOX:
        banker = f"BANKER PAYS 1 TO 1 · {rate} COMMISSION"
    else:
        banker = f"BANKER PAYS {percent(1 - baccarat.commission_rate)}"
    odds = [banker, f"TIE PAYS {baccarat.tie_pays} TO 1"]
    if baccarat.pair_bets:
        odds.append(f"PAIRS PAY {baccarat.pair_pays} TO 1")
    if baccarat.no_commission:
        odds.append(f"DRAGON 7 PAYS {baccarat.dragon_seven_pays} TO 1")
    dealer_rule = "DEALER MUST HIT SOFT 17" if blackjack.dealer_hits_soft_17 else "DEALER MUST STAND ON ALL 17s"
    if not blackjack.dealer_peeks:  # the settlement of a late blackjack hangs on it: printed, as the price is
        dealer_rule += f" · NO PEEK: A DEALER BLACKJACK TAKES {blackjack.no_peek_takes.upper()}"
    heading = "COMMISSION"
    if baccarat.commission_style is CommissionStyle.BOX:
        heading += f" ROUNDED UP TO {format_money(baccarat.commission_box_step)}"
    return Signage(
        blackjack_pays=f"BLACKJACK PAYS {blackjack.blackjack_pays.in_words.upper()}",
        dealer_rule=dealer_rule,
        baccarat_odds=" · ".join(odds),
        commission_heading="" if baccarat.no_commission else heading,
        commission=rate,
        box_step=format_money(baccarat.commission_box_step),
        pair_pays=baccarat.pair_pays,
        dragon_seven_pays=baccarat.dragon_seven_pays,
        blackjack_shoe=not blackjack.pitch,
    )


def signage_in_force(settings: SettingsInForce, dealt: HouseRules | None = None) -> Signage:
    """The felts' words for the rules in force; a game whose session deals by rules of its own
    (``dealt``: a resumed session keeps the rules it started under) prints those."""
    baccarat, blackjack = settings.rules("baccarat"), settings.rules("blackjack")
    return signage_for(dealt if isinstance(dealt, BaccaratRules) else baccarat,
                       dealt if isinstance(dealt, BlackjackRules) else blackjack)
