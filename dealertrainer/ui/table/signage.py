"""What the house prints on its felts, from the house rules in force.

A trainee reads the felt as a dealer does: "BLACKJACK PAYS 6 TO 5", "DEALER MUST HIT SOFT 17",
"TIE PAYS 9 TO 1". The words come from the rules the table deals by, so the felt never
teaches another house's prices. Plain data: the felts paint these strings; they are printed in the
language in force (Qt's translator, as every screen's words).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

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


def tr(text: str) -> str:
    """A felt's printed words in the language in force (Qt's translator answers from the app's catalogs)."""
    return QCoreApplication.translate("Signage", text)


def signage_for(baccarat: BaccaratRules, blackjack: BlackjackRules) -> Signage:
    """The felts' words for a house with these rules, in the language in force."""
    rate = percent(baccarat.commission_rate)
    if baccarat.no_commission:
        banker = tr("BANKER PAYS 1 TO 1 · A 3-CARD 7 PUSHES")
    elif baccarat.commission_style is CommissionStyle.BOX:
        banker = tr("BANKER PAYS 1 TO 1 · {rate} COMMISSION").format(rate=rate)
    elif baccarat.commission_rounding is Rounding.EXACT:
        banker = tr("BANKER PAYS {percent}").format(percent=percent(1 - baccarat.commission_rate))
    else:
        banker = tr("BANKER PAYS {percent} · COMMISSION ROUNDED UP TO THE {amount}").format(
            percent=percent(1 - baccarat.commission_rate), amount=format_money(baccarat.commission_rounding.step))
    odds = [banker, tr("TIE PAYS {pays} TO 1").format(pays=baccarat.tie_pays)]
    if baccarat.pair_bets:
        odds.append(tr("PAIRS PAY {pays} TO 1").format(pays=baccarat.pair_pays))
    if baccarat.dragon_seven_offered:
        odds.append(tr("DRAGON 7 PAYS {pays} TO 1").format(pays=baccarat.dragon_seven_pays))
    if baccarat.panda_eight_offered:
        odds.append(tr("PANDA 8 PAYS {pays} TO 1").format(pays=baccarat.panda_eight_pays))
    dealer_rule = tr("DEALER MUST HIT SOFT 17") if blackjack.dealer_hits_soft_17 else tr("DEALER MUST STAND ON ALL 17s")
    if not blackjack.dealer_peeks:  # the settlement of a late blackjack hangs on it: printed, as the price is
        dealer_rule = " · ".join((dealer_rule, tr("NO PEEK: A DEALER BLACKJACK TAKES ORIGINAL BETS ONLY")
                                  if blackjack.no_peek_original_bets_only else tr("NO PEEK: A DEALER BLACKJACK TAKES ALL BETS")))
    if baccarat.commission_style is CommissionStyle.BOX:
        heading = tr("COMMISSION ROUNDED UP TO {amount}").format(amount=format_money(baccarat.commission_box_step))
    else:
        heading = tr("COMMISSION")
    win, stake = blackjack.blackjack_pays.value.split(":")
    b = blackjack
    return Signage(
        blackjack_pays=tr("BLACKJACK PAYS {win} TO {stake}").format(win=win, stake=stake),
        blackjack_rounding="" if blackjack.payout_rounding is Rounding.EXACT else
                           tr("BLACKJACKS PAID DOWN TO THE {amount}").format(amount=format_money(blackjack.payout_rounding.step)),
        dealer_rule=dealer_rule,
        insurance=tr("INSURANCE PAYS 2 TO 1"),
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
        perfect_pairs_pays=tr("PERFECT {perfect} · COLOURED {coloured} · MIXED {mixed} TO 1").format(
            perfect=b.perfect_pairs_perfect_pays, coloured=b.perfect_pairs_coloured_pays, mixed=b.perfect_pairs_mixed_pays),
        twenty_one_plus_three_pays=tr(
            "SUITED TRIPS {suited_trips} · STRAIGHT FLUSH {straight_flush} · TRIPS {trips} · STRAIGHT {straight}"
            " · FLUSH {flush} TO 1").format(
            suited_trips=b.twenty_one_plus_three_suited_trips_pays, straight_flush=b.twenty_one_plus_three_straight_flush_pays,
            trips=b.twenty_one_plus_three_trips_pays, straight=b.twenty_one_plus_three_straight_pays,
            flush=b.twenty_one_plus_three_flush_pays),
        blackjack_shoe=not blackjack.pitch,
    )


def _side_odds(blackjack: BlackjackRules) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Each side bet offered with its paytable, best hand first, as the plaque prints it."""
    b = blackjack
    tables = []
    if b.perfect_pairs:
        tables.append((tr("PERFECT PAIRS"), (
            tr("PERFECT PAIR {pays} TO 1").format(pays=b.perfect_pairs_perfect_pays),
            tr("COLOURED PAIR {pays} TO 1").format(pays=b.perfect_pairs_coloured_pays),
            tr("MIXED PAIR {pays} TO 1").format(pays=b.perfect_pairs_mixed_pays))))
    if b.twenty_one_plus_three:
        tables.append(("21+3", (
            tr("SUITED TRIPS {pays} TO 1").format(pays=b.twenty_one_plus_three_suited_trips_pays),
            tr("STRAIGHT FLUSH {pays} TO 1").format(pays=b.twenty_one_plus_three_straight_flush_pays),
            tr("THREE OF A KIND {pays} TO 1").format(pays=b.twenty_one_plus_three_trips_pays),
            tr("STRAIGHT {pays} TO 1").format(pays=b.twenty_one_plus_three_straight_pays),
            tr("FLUSH {pays} TO 1").format(pays=b.twenty_one_plus_three_flush_pays))))
    return tuple(tables)


def signage_in_force(settings: SettingsInForce, dealt: HouseRules | None = None) -> Signage:
    """The felts' words for the rules in force; a game whose session deals by rules of its own
    (``dealt``: a resumed session keeps the rules it started under) prints those."""
    baccarat, blackjack = settings.rules("baccarat"), settings.rules("blackjack")
    return signage_for(dealt if isinstance(dealt, BaccaratRules) else baccarat,
                       dealt if isinstance(dealt, BlackjackRules) else blackjack)
