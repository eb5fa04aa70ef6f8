"""What the dealer pays: blackjacks, wins, insurance, even money, surrender.

Payouts are ``Decimal`` to the cent. A blackjack payout is rounded down by the house's
``payout_rounding`` (to the $0.50 as standard: $72.50 at 3:2 is $108.75, paid $108.50), and
always down to the cent. ``blackjack_payout_explained`` says how a dealer works it out, as
schools teach it: 3:2 as the wager plus half, 6:5 by units (for each red a red and a white,
for each green a green and a red), and the rounding.
"""

from __future__ import annotations

from decimal import ROUND_DOWN, Decimal

from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.engine.money import CENT, Rounding, format_money, money
from dealertrainer.engine.steps import listed
from dealertrainer.language import _, ngettext

__all__ = [
    "blackjack_payout",
    "blackjack_payout_explained",
    "blackjack_rate",
    "even_money_offered",
    "even_money_payout",
    "insurance_maximum",
    "insurance_payout",
    "surrender_refund",
    "win_payout",
]

_DEFAULT_RULES = BlackjackRules()
_RATES = {BlackjackPays.THREE_TO_TWO: (3, 2), BlackjackPays.SIX_TO_FIVE: (6, 5)}


def _stake(stake: Decimal | int | str, what: str) -> Decimal:
    amount = money(stake)
    if amount < 0:
        raise ValueError(f"{what} cannot be negative, got {amount}")
    return amount


def _down(amount: Decimal) -> Decimal:
    return amount.quantize(CENT, rounding=ROUND_DOWN)


def blackjack_rate(rules: BlackjackRules | None = None) -> tuple[int, int]:
    """The blackjack odds as (pays, per): (3, 2) or (6, 5)."""
    return _RATES[(rules or _DEFAULT_RULES).blackjack_pays]


def blackjack_payout(stake: Decimal | int | str, rules: BlackjackRules | None = None) -> Decimal:
    """The winnings on a player blackjack: 3:2 by default ($35 pays $52.50), 6:5 as a house
    option, rounded down by the house's ``payout_rounding``."""
    return blackjack_payout_explained(stake, rules)[0]


def _by_units(wager: Decimal) -> tuple[Decimal, str]:
    """6:5 worked by units: "$35 is 1 green and 2 reds: $30 + $12" (and any odd dollars at 6:5)."""
    greens, rest = divmod(wager, Decimal(25))
    reds, odd = divmod(rest, Decimal(5))
    parts, shown = [], []
    if greens:
        parts.append(greens * 30)
        shown.append(ngettext("{count} green", "{count} greens", int(greens)).format(count=greens))
    if reds:
        parts.append(reds * 6)
        shown.append(ngettext("{count} red", "{count} reds", int(reds)).format(count=reds))
    if odd:
        parts.append(_down(odd * 6 / 5))
        shown.append(format_money(odd))
    total = sum(parts, Decimal("0.00"))
    units = listed(shown)
    sums = " + ".join(format_money(p) for p in parts) + f" = {format_money(total)}" if len(parts) > 1 else format_money(total)
    return total, _("{wager} is {units}: {sums}").format(wager=format_money(wager), units=units, sums=sums)


def blackjack_payout_explained(stake: Decimal | int | str, rules: BlackjackRules | None = None) -> tuple[Decimal, str]:
    """(winnings, how a dealer works them out) for a blackjack on ``stake`` under ``rules``."""
    rules = rules or _DEFAULT_RULES
    wager = _stake(stake, "a wager")
    if rules.blackjack_pays is BlackjackPays.THREE_TO_TWO:
        half = _down(wager / 2)
        exact = wager + half
        why = _("A blackjack pays 3 to 2, the wager plus half: {wager} + {half} = {exact}").format(
            wager=format_money(wager), half=format_money(half), exact=format_money(exact))
    else:
        exact, worked = _by_units(wager)
        why = _("A blackjack pays 6 to 5, paid by units: for each red ({red}) a red and a white ({red_paid}), for each "
                "green ({green}) a green and a red ({green_paid}). {worked}").format(
            red=format_money(Decimal(5)), red_paid=format_money(Decimal(6)), green=format_money(Decimal(25)),
            green_paid=format_money(Decimal(30)), worked=worked)
    paid = rules.payout_rounding.down(exact)
    if rules.payout_rounding is Rounding.EXACT:
        return paid, _("{why}.").format(why=why)
    if paid == exact:
        return paid, _("{why}; this house rounds down {rounding}: nothing to round here.").format(
            why=why, rounding=rules.payout_rounding.in_words)
    return paid, _("{why}; this house rounds down {rounding}: pay {paid}.").format(
        why=why, rounding=rules.payout_rounding.in_words, paid=format_money(paid))


def win_payout(stake: Decimal | int | str) -> Decimal:
    """A winning hand is paid even money, 1:1."""
    return _stake(stake, "a wager")


def insurance_payout(insurance_stake: Decimal | int | str) -> Decimal:
    """Insurance pays 2:1 when the dealer has blackjack."""
    return _stake(insurance_stake, "an insurance bet") * 2


def insurance_maximum(wager: Decimal | int | str) -> Decimal:
    """The largest insurance bet: half the wager (rounded down to the cent)."""
    return _down(_stake(wager, "a wager") / 2)


def even_money_payout(stake: Decimal | int | str) -> Decimal:
    """Even money on a blackjack against an ace: paid 1:1 at once."""
    return _stake(stake, "a wager")


def even_money_offered(rules: BlackjackRules | None = None) -> bool:
    """Even money is offered where the house allows it and blackjack pays 3:2."""
    rules = rules or _DEFAULT_RULES
    return rules.even_money and rules.blackjack_pays is BlackjackPays.THREE_TO_TWO


def surrender_refund(stake: Decimal | int | str) -> Decimal:
    """A surrendered hand gets half its wager back (rounded down to the cent)."""
    return _down(_stake(stake, "a wager") / 2)
