"""Payout arithmetic: 3:2 and 6:5 blackjacks, insurance, even money, surrender."""

from __future__ import annotations

from decimal import Decimal

import pytest

from dealertrainer.engine.blackjack import (
    BlackjackPays,
    BlackjackRules,
    blackjack_payout,
    even_money_payout,
    insurance_maximum,
    insurance_payout,
    surrender_refund,
    win_payout,
)
from dealertrainer.engine.blackjack.payouts import even_money_offered

D = Decimal
SIX_FIVE = BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE)


@pytest.mark.parametrize(
    ("bet", "pay"),
    [("15", "22.50"), ("25", "37.50"), ("35", "52.50"), ("75", "112.50"), ("150", "225"), ("10", "15"), ("5", "7.50")],
)
def test_three_to_two_figures_dealers_memorise(bet, pay):
    assert blackjack_payout(D(bet)) == D(pay)
    assert blackjack_payout(bet, BlackjackRules()) == D(pay)


@pytest.mark.parametrize(("bet", "pay"), [("25", "30"), ("5", "6"), ("10", "12"), ("100", "120")])
def test_six_to_five_pays_six_for_each_five(bet, pay):
    assert blackjack_payout(D(bet), SIX_FIVE) == D(pay)


def test_odd_cents_round_down_for_the_house():
    assert blackjack_payout(D("0.05"), BlackjackRules(payout_rounding="exact")) == D("0.07")
    assert blackjack_payout(D("0.05")) == D("0")  # the house's rounding: down to the $0.50
    assert insurance_maximum(D("25.01")) == D("12.50")
    assert surrender_refund(D("10.01")) == D("5.00")


def test_insurance_even_money_win():
    assert insurance_payout(D("12.50")) == D("25.00")
    assert insurance_maximum(D("25")) == D("12.50")
    assert insurance_maximum(15) == D("7.50")
    assert even_money_payout(D("25")) == D("25")
    assert win_payout("35") == D("35")
    assert surrender_refund(D("25")) == D("12.50")


def test_even_money_only_at_three_to_two_tables_that_offer_it():
    assert even_money_offered()
    assert not even_money_offered(SIX_FIVE)
    assert not even_money_offered(BlackjackRules(even_money=False))


def test_bad_stakes_are_refused():
    with pytest.raises(TypeError):
        blackjack_payout(25.0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="negative"):
        insurance_payout(D("-5"))
    with pytest.raises(ValueError, match="fractions of a cent"):
        win_payout(D("1.001"))
