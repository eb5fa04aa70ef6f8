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
from dealertrainer.engine.money import Rounding, format_money
from dealertrainer.storage.settings_in_force import SettingsInForce

__all__ = ["Signage", "signage_for", "signage_in_force"]


@dataclass(frozen=True)
class Signage:
    """The printed words of the house's felts (the defaults are the house standard's)."""

    blackjack_pays: str = "BLACKJACK PAYS 3 TO 2"
    dealer_rule: str = "DEALER MUST STAND ON ALL 17s"
    insurance: str = "INSURANCE PAYS 2 TO 1"
    blackjack_rounding: str = "BLACKJACKS PAID DOWN TO THE $0.50"  # "" where the house pays to the cent
    baccarat_odds: str = "BANKER PAYS 95% · COMMISSION ROUNDED UP TO THE $0.25 · TIE PAYS 8 TO 1 · PAIRS PAY 11 TO 1"
    commission_heading: str = "COMMISSION"  # over the commission boxes ("" in the no-commission game)
    commission: str = "5%"
    box_step: str = "$0.25"  # a box's mark is rounded up to this
    pair_pays: int = 11
    dragon_seven_pays: int = 40
    panda_eight_pays: int = 25
    #: The side-bet spots printed at each baccarat seat ("dragon 7", "panda 8"), where offered.
    baccarat_side_spots: tuple[str, ...] = ()
    #: The side-bet spots printed at each blackjack seat ("perfect pairs", "21+3"), where offered,
    #: and their paytables in one line.
    blackjack_side_spots: tuple[str, ...] = ()
    blackjack_side_odds: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (bet, its prices line by line)
    perfect_pairs_pays: str = "PERFECT 25 · COLOURED 12 · MIXED 6 TO 1"  # each paytable in one line
    twenty_one_plus_three_pays: str = "SUITED TRIPS 100 · STRAIGHT FLUSH 40 · TRIPS 30 · STRAIGHT 10 · FLUSH 5 TO 1"
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
        if baccarat.commission_rounding is not Rounding.EXACT:
            banker += f" · COMMISSION ROUNDED UP {baccarat.commission_rounding.in_words.upper()}"
    odds = [banker, f"TIE PAYS {baccarat.tie_pays} TO 1"]
    if baccarat.pair_bets:
        odds.append(f"PAIRS PAY {baccarat.pair_pays} TO 1")
    if baccarat.dragon_seven_offered:
        odds.append(f"DRAGON 7 PAYS {baccarat.dragon_seven_pays} TO 1")
    if baccarat.panda_eight_offered:
        odds.append(f"PANDA 8 PAYS {baccarat.panda_eight_pays} TO 1")
    dealer_rule = "DEALER MUST HIT SOFT 17" if blackjack.dealer_hits_soft_17 else "DEALER MUST STAND ON ALL 17s"
    if not blackjack.dealer_peeks:  # the settlement of a late blackjack hangs on it: printed, as the price is
        dealer_rule += f" · NO PEEK: A DEALER BLACKJACK TAKES {blackjack.no_peek_takes.upper()}"
    heading = "COMMISSION"
    if baccarat.commission_style is CommissionStyle.BOX:
        heading += f" ROUNDED UP TO {format_money(baccarat.commission_box_step)}"
    return Signage(
        blackjack_pays=f"BLACKJACK PAYS {blackjack.blackjack_pays.in_words.upper()}",
        blackjack_rounding="" if blackjack.payout_rounding is Rounding.EXACT else
                           f"BLACKJACKS PAID DOWN {blackjack.payout_rounding.in_words.upper()}",
        dealer_rule=dealer_rule,
        baccarat_odds=" · ".join(odds),
        commission_heading="" if baccarat.no_commission else heading,
        commission=rate,
        box_step=format_money(baccarat.commission_box_step),
        pair_pays=baccarat.pair_pays,
        dragon_seven_pays=baccarat.dragon_seven_pays,
        panda_eight_pays=baccarat.panda_eight_pays,
        baccarat_side_spots=tuple(spot for spot, offered in (("dragon 7", baccarat.dragon_seven_offered),
                                                            ("panda 8", baccarat.panda_eight_offered)) if offered),
        blackjack_side_spots=tuple(spot for spot, offered in (("perfect pairs", blackjack.perfect_pairs),
                                                             ("21+3", blackjack.twenty_one_plus_three)) if offered),
        blackjack_side_odds=_side_odds(blackjack),
        perfect_pairs_pays=(f"PERFECT {blackjack.perfect_pairs_perfect_pays} · COLOURED "
                            f"{blackjack.perfect_pairs_coloured_pays} · MIXED {blackjack.perfect_pairs_mixed_pays} TO 1"),
        twenty_one_plus_three_pays=(
            f"SUITED TRIPS {blackjack.twenty_one_plus_three_suited_trips_pays} · STRAIGHT FLUSH "
            f"{blackjack.twenty_one_plus_three_straight_flush_pays} · TRIPS {blackjack.twenty_one_plus_three_trips_pays}"
            f" · STRAIGHT {blackjack.twenty_one_plus_three_straight_pays} · FLUSH "
            f"{blackjack.twenty_one_plus_three_flush_pays} TO 1"),
        blackjack_shoe=not blackjack.pitch,
    )


def _side_odds(blackjack: BlackjackRules) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Each side bet offered with its paytable, best hand first, as the plaque prints it."""
    b = blackjack
    tables = []
    if b.perfect_pairs:
        tables.append(("PERFECT PAIRS", (f"PERFECT PAIR {b.perfect_pairs_perfect_pays} TO 1",
                                         f"COLOURED PAIR {b.perfect_pairs_coloured_pays} TO 1",
                                         f"MIXED PAIR {b.perfect_pairs_mixed_pays} TO 1")))
    if b.twenty_one_plus_three:
        tables.append(("21+3", (f"SUITED TRIPS {b.twenty_one_plus_three_suited_trips_pays} TO 1",
                                f"STRAIGHT FLUSH {b.twenty_one_plus_three_straight_flush_pays} TO 1",
                                f"THREE OF A KIND {b.twenty_one_plus_three_trips_pays} TO 1",
                                f"STRAIGHT {b.twenty_one_plus_three_straight_pays} TO 1",
                                f"FLUSH {b.twenty_one_plus_three_flush_pays} TO 1")))
    return tuple(tables)


def signage_in_force(settings: SettingsInForce, dealt: HouseRules | None = None) -> Signage:
    """The felts' words for the rules in force; a game whose session deals by rules of its own
    (``dealt``: a resumed session keeps the rules it started under) prints those."""
    baccarat, blackjack = settings.rules("baccarat"), settings.rules("blackjack")
    return signage_for(dealt if isinstance(dealt, BaccaratRules) else baccarat,
                       dealt if isinstance(dealt, BlackjackRules) else blackjack)
