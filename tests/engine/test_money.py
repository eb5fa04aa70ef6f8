from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealertrainer.engine.money import (
    DEFAULT_CHIPS,
    Chip,
    UnmakeableAmount,
    chip_breakdown,
    chip_total,
    format_money,
    money,
    round_up_to,
)
from tests.exhaustive_chips import fewest_by_exhaustion


def colours(breakdown):
    return {chip.colour: n for chip, n in breakdown.items()}


def test_money_is_decimal_to_the_cent_and_refuses_floats():
    assert money("52.5") == Decimal("52.50")
    assert money(35) == Decimal("35.00")
    with pytest.raises(TypeError, match="float"):
        money(52.5)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not an amount"):
        money("fifty")
    with pytest.raises(ValueError, match="fractions of a cent"):
        money("1.005")


@pytest.mark.parametrize(
    ("amount", "shown"),
    [("30", "$30"), ("52.5", "$52.50"), ("1250", "$1,250"), ("-5", "-$5"), ("0.25", "$0.25")],
)
def test_format_money(amount, shown):
    assert format_money(Decimal(amount)) == shown


def test_round_up_to_quarter_like_a_commission_box():
    assert round_up_to(Decimal("0.35"), Decimal("0.25")) == Decimal("0.50")
    assert round_up_to(Decimal("1.75"), Decimal("0.25")) == Decimal("1.75")
    assert round_up_to(Decimal("0.05"), Decimal("0.25")) == Decimal("0.25")


@pytest.mark.parametrize(
    ("amount", "expected"),
    [
        ("52.50", {"green": 2, "pink": 1}),
        ("37.50", {"green": 1, "red": 2, "pink": 1}),
        ("3", {"white": 3}),  # greedy would take a pink and be stuck with $0.50
        ("7.50", {"red": 1, "pink": 1}),
        ("225", {"black": 2, "green": 1}),
        ("1", {"white": 1}),
    ],
)
def test_breakdown_uses_fewest_chips(amount, expected):
    assert colours(chip_breakdown(amount)) == expected


@pytest.mark.parametrize("amount", ["0.75", "56.25", "0.50"])
def test_unmakeable_amount_is_reported_not_rounded(amount):
    with pytest.raises(UnmakeableAmount, match=r"cannot be made from chips"):
        chip_breakdown(amount)


def test_breakdown_refuses_negative_and_handles_zero():
    with pytest.raises(ValueError, match="negative"):
        chip_breakdown("-5")
    assert chip_breakdown("0") == {}


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=400_000))
def test_breakdown_is_optimal_and_exact(half_dollars):
    amount = Decimal(half_dollars) / 2
    values = [int(c.value * 2) for c in DEFAULT_CHIPS]
    if half_dollars in (1, 3):  # $0.50 and $1.50 need a chip below $1
        with pytest.raises(UnmakeableAmount):
            chip_breakdown(amount)
        return
    breakdown = chip_breakdown(amount)
    assert chip_total(breakdown) == amount
    if half_dollars <= 20_000:
        assert sum(breakdown.values()) == fewest_by_exhaustion(half_dollars, values)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.integers(min_value=1, max_value=60), min_size=1, max_size=4, unique=True),
    st.integers(min_value=0, max_value=3000),
)
def test_breakdown_optimal_for_any_chip_set(values, cents):
    chips = [Chip(Decimal(v) / 100, f"c{v}") for v in values]
    expected = fewest_by_exhaustion(cents, values)
    if expected is None:
        with pytest.raises(UnmakeableAmount):
            chip_breakdown(Decimal(cents) / 100, chips)
    else:
        breakdown = chip_breakdown(Decimal(cents) / 100, chips)
        assert sum(breakdown.values()) == expected
        assert chip_total(breakdown) == Decimal(cents) / 100


def test_chip_must_be_worth_something():
    with pytest.raises(ValueError, match="more than nothing"):
        Chip(Decimal("0"), "ghost")
