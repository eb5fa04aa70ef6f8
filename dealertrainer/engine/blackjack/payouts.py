"""What the dealer pays: blackjacks, wins, insurance, even money, surrender.

Payouts are ``Decimal`` to the cent. Where a rate leaves a fraction of a cent (3:2 on an
odd number of cents) the house rounds down, as a dealer pays in the chips there are.
"""

from __future__ import annotations

from decimal import ROUND_DOWN, Decimal

from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.engine.money import CENT, money

__all__ = [
    "blackjack_payout",
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
    """The winnings on a player blackjack: 3:2 by default ($35 pays $52.50), 6:5 as a house option."""
    pays, per = blackjack_rate(rules)
    return _down(_stake(stake, "a wager") * pays / per)


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
