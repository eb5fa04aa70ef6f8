"""The fewest-chips search: exact for every chip set it takes, bounded for every set, and
a set it cannot search in bounded work is refused with a reason before any work is done.

The issue's sets: {$3.33, $100,000} ran out of memory (a 3.3-billion-cell table);
{$0.07, $100,000} froze 22 s; 399 chips from $1 to $399 hung Payouts for over 4 minutes.
Work is counted (table cells built, parts of a payout worked out), never timed.
"""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings, strategies as st

from dealertrainer.engine import fewest_chips
from dealertrainer.engine.fewest_chips import MAX_CHIPS, MAX_STEPS, MAX_TABLE, ChipPlan, plan_for, plan_problem
from dealertrainer.engine.money import (
    DEFAULT_CHIPS,
    Chip,
    ChipSetRefused,
    UnmakeableAmount,
    chip_breakdown,
    chip_set_problem,
    chip_total,
)
from tests.exhaustive_chips import fewest_by_exhaustion, fewest_table


def chips(*values: str) -> tuple[Chip, ...]:
    return tuple(Chip(Decimal(v), f"chip{i}") for i, v in enumerate(values))


def cents_of(chip_set) -> tuple[int, ...]:
    return tuple(sorted((int(c.value * 100) for c in chip_set), reverse=True))


REFUSED = {
    "399 chips": (chips(*(str(n) for n in range(1, 400))), f"at most {MAX_CHIPS} kinds of chip, not 399"),
    "3.33, 7.77 and 100,000": (chips("3.33", "7.77", "100000"), "$100,000 is not a whole number of $7.77 pieces"),
    "1.01 to 1.03 and 99,999.97": (chips("1.01", "1.02", "1.03", "99999.97"),
                                   "$99,999.97 is not a whole number of $1.03 pieces"),
}


@pytest.mark.parametrize("name", REFUSED)
def test_a_chip_set_that_cannot_be_searched_in_bounded_work_is_refused_with_a_reason(name):
    chip_set, reason = REFUSED[name]
    problem = chip_set_problem(chip_set)
    assert problem is not None and reason in problem and "too long to work out" in problem or "at most" in reason
    with pytest.raises(ChipSetRefused, match=reason.replace("$", r"\$")):
        chip_breakdown("1000", chip_set)


class _Counted:
    """Counts every part of a payout worked out (each ``ChipPlan.fewest``, the cuts' parts too)."""

    def __init__(self, monkeypatch) -> None:
        self.parts = 0
        real = ChipPlan.fewest

        def counted(plan, cents):
            self.parts += 1
            return real(plan, cents)
        monkeypatch.setattr(ChipPlan, "fewest", counted)


# The issue's explosive sets, now searched exactly with little work.
BOUNDED = {"3.33 and 100,000": chips("3.33", "100000"), "0.07 and 100,000": chips("0.07", "100000"),
           "0.07, 1 and 9,999.99": chips("0.07", "1", "9999.99")}


@pytest.mark.parametrize("name", BOUNDED)
def test_the_issues_explosive_sets_are_searched_exactly_in_bounded_work(name, monkeypatch):
    chip_set = BOUNDED[name]
    assert chip_set_problem(chip_set) is None
    values = cents_of(chip_set)
    plan = plan_for(values)
    assert plan.cells <= MAX_TABLE and plan.recipe.steps <= MAX_STEPS
    counted = _Counted(monkeypatch)
    table = fewest_table(tuple(sorted(values)), 150_000)  # every amount up to $1,500
    for cents in [*range(0, 150_001, 997), 333 * 7, 10_000_000 + 333, 150_000]:
        counted.parts = 0
        expected = table[cents] if cents <= 150_000 else None
        try:
            found = chip_breakdown(Decimal(cents) / 100, chip_set)
        except UnmakeableAmount:
            found = None
        assert counted.parts <= plan.recipe.steps  # the work per payout is what the plan said, at most
        if cents <= 150_000:
            assert (None if found is None else sum(found.values())) == expected, cents
    huge = chip_breakdown(Decimal("99999999.99") - Decimal("99999999.99") % Decimal("0.01"), chip_set) \
        if name.startswith("0.07") else chip_breakdown(Decimal("333000.00") + Decimal("3.33"), chip_set)
    assert counted.parts <= plan.recipe.steps and chip_total(huge) > 0


# Chip sets casinos use (US, with plaques, with quarters, euro-style, Macau, UK), all taken.
CASINO_SETS = {
    "default": ("1", "2.5", "5", "25", "100", "500", "1000"),
    "with plaques": ("1", "2.5", "5", "25", "100", "500", "1000", "5000", "25000", "100000"),
    "with quarters": ("0.25", "0.5", "1", "2.5", "5", "25", "100", "500", "1000", "5000", "25000"),
    "euro": ("1", "2", "5", "10", "20", "50", "100", "500", "1000"),
    "euro with 25": ("0.5", "1", "2.5", "5", "10", "20", "25", "100", "500", "1000", "5000"),
    "uk": ("0.25", "1", "5", "10", "25", "100", "500", "1000"),
    "macau": ("10", "20", "50", "100", "500", "1000", "5000", "10000", "50000", "100000"),
}


@pytest.mark.parametrize("name", CASINO_SETS)
def test_a_casino_chip_set_is_taken_and_its_search_is_small(name, monkeypatch):
    chip_set = chips(*CASINO_SETS[name])
    assert chip_set_problem(chip_set) is None
    plan = plan_for(cents_of(chip_set))
    assert plan.cells <= 1_000 and plan.recipe.steps <= 400  # no table or a tiny one; a few hundred steps
    counted = _Counted(monkeypatch)
    paid = chip_breakdown("123456.75" if "0.25" in CASINO_SETS[name] else "123460", chip_set)
    assert chip_total(paid) > 0 and counted.parts <= plan.recipe.steps


_CASINO_DENOMINATIONS = ["0.25", "0.5", "1", "2", "2.5", "5", "10", "20", "25", "50", "100", "250", "500", "1000",
                         "5000", "10000", "25000"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(_CASINO_DENOMINATIONS), min_size=1, max_size=9, unique=True),
       st.integers(min_value=0, max_value=6_000))
def test_the_search_gives_the_true_fewest_chips_for_casino_denominations(values, quarters):
    """Any set drawn from the denominations casinos use is taken, and agrees with the exhaustive
    table on every small amount (counted in quarters, every chip being a whole number of them)."""
    chip_set = chips(*values)
    assert chip_set_problem(chip_set) is None
    amount = Decimal(quarters) / 4
    expected = fewest_by_exhaustion(quarters, [int(Decimal(v) * 4) for v in values])
    if expected is None:
        with pytest.raises(UnmakeableAmount):
            chip_breakdown(amount, chip_set)
    else:
        breakdown = chip_breakdown(amount, chip_set)
        assert chip_total(breakdown) == amount and sum(breakdown.values()) == expected


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(min_value=1, max_value=100_000_00), min_size=1, max_size=MAX_CHIPS + 3, unique=True),
       st.integers(min_value=0, max_value=2_000))
def test_any_chip_set_is_refused_or_searched_in_bounded_work_and_exactly(cents_values, cents):
    """Whatever the set, the work is bounded before it starts: at most MAX_TABLE table cells
    and MAX_STEPS parts per payout, or a refusal; what is taken is exact."""
    values = tuple(sorted(cents_values, reverse=True))
    chip_set = tuple(Chip(Decimal(v) / 100, f"c{v}") for v in values)
    if plan_problem(values) is not None:
        assert chip_set_problem(chip_set) is not None
        with pytest.raises(ChipSetRefused):
            chip_breakdown(Decimal(cents) / 100, chip_set)
        return
    plan = plan_for(values)
    assert plan.cells <= MAX_TABLE and plan.recipe.steps <= MAX_STEPS
    parts = 0
    real = ChipPlan.fewest

    def counted(self, amount):
        nonlocal parts
        parts += 1
        return real(self, amount)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(ChipPlan, "fewest", counted)
        try:
            found = sum(chip_breakdown(Decimal(cents) / 100, chip_set).values())
        except UnmakeableAmount:
            found = None
    assert parts <= plan.recipe.steps
    assert found == fewest_by_exhaustion(cents, list(values))


def test_even_refusing_a_set_is_bounded_work(monkeypatch):
    """The planner weighs at most MAX_PLANS parts of a set, then gives up and refuses it."""
    values = tuple(sorted(((n * n * 7919) % 9_999_991 + 1 for n in range(1, MAX_CHIPS + 1)), reverse=True))
    planner = fewest_chips._Planner(values)
    assert planner.recipe() is None and planner.weighed <= fewest_chips.MAX_PLANS
    casino = cents_of(chips(*CASINO_SETS["with quarters"]))
    assert fewest_chips._Planner(casino).recipe() is not None
    monkeypatch.setattr(fewest_chips, "MAX_PLANS", 1)  # the whole set weighed, none of its parts
    short = fewest_chips._Planner(casino)
    assert short.recipe() is None and short.weighed == 1
