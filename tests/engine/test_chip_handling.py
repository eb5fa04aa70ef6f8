"""Chips as a dealer handles them: stacks stood and read, a colour-up, cheque change, a buy-in in the
house's breakdown and a payout sized into the wager. Exhaustive where the space is small (every
count of every standard chip, every buy-in to $3,000), hypothesis where not; each key worked
out here another way (the fewest chips by exhaustion, the breakdown by its rule written out)."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings, strategies as st

from dealertrainer.engine.blackjack.payouts import blackjack_payout
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.engine.chip_change import BuyInChips, buy_in, cheque_change, colour_up, in_words, sized_payout
from dealertrainer.engine.chip_stacks import (
    FULL_STACK,
    Stack,
    StackSizes,
    cut_in_words,
    pile_in_words,
    pile_value,
    stack_up,
    standard_stack,
)
from dealertrainer.engine.money import DEFAULT_CHIPS, Chip, Rounding, UnmakeableAmount, chip_total
from tests.exhaustive_chips import fewest_by_exhaustion

D = Decimal
BY = {c.colour: c for c in DEFAULT_CHIPS}
WHITE, PINK, RED, GREEN, BLACK, PURPLE = (BY[c] for c in ("white", "pink", "red", "green", "black", "purple"))


def test_the_common_stack_sizes():
    assert [standard_stack(c.value) for c in DEFAULT_CHIPS] == [5, 5, 5, 4, 5, 4, 5]
    assert FULL_STACK == 20 and StackSizes().of(GREEN) == 4 and StackSizes().of(RED) == 5


@pytest.mark.parametrize("chip", DEFAULT_CHIPS, ids=lambda c: c.colour)
@pytest.mark.parametrize("sizes", [StackSizes(), StackSizes.of_sizes({D(25): 5, D(5): 4}, full=25)],
                         ids=["standard", "greens in fives, reds in fours, full 25"])
def test_every_count_is_stood_as_full_stacks_then_standard_stacks_then_loose_chips(chip, sizes):
    size = sizes.of(chip)
    for count in range(1, 120):
        stacks = stack_up(chip, count, sizes)
        assert sum(s.count for s in stacks) == count and pile_value(stacks) == chip.value * count
        counts = [s.count for s in stacks]
        fulls = counts.count(sizes.full)
        assert counts[:fulls] == [sizes.full] * fulls and fulls == count // sizes.full
        rest = counts[fulls:]
        loose = rest[-1] if rest and rest[-1] != size else 0
        assert all(n == size for n in rest[: len(rest) - (1 if loose else 0)]) and 0 <= loose < size


def test_a_pile_is_read_by_its_stacks_in_the_dealers_words():
    pile = (*stack_up(GREEN, 27), *stack_up(RED, 13))
    assert pile_value(pile) == D(740)
    assert pile_in_words(pile) == "27 greens (20 + 4 + 3) $675 + 13 reds (5 + 5 + 3) $65 = $740"
    assert cut_in_words(RED, 3) == "3 reds $15" and cut_in_words(GREEN, 8) == "8 greens (4 + 4) $200"
    assert pile_in_words(stack_up(BLACK, 12)) == "12 blacks (5 + 5 + 2) $1,200"
    with pytest.raises(ValueError):
        Stack(RED, 0)


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.sampled_from([WHITE, PINK, RED, GREEN, BLACK]), st.integers(1, 60), min_size=1))
def test_a_colour_up_is_the_fewest_chips_found_by_exhaustion(pile):
    fewest = colour_up(pile, DEFAULT_CHIPS)
    assert chip_total(fewest) == chip_total(pile)
    cents = int(chip_total(pile) * 2)  # every default chip is a whole number of $0.50
    values = [int(c.value * 2) for c in DEFAULT_CHIPS]
    assert sum(fewest.values()) == fewest_by_exhaustion(cents, values)


def test_cheque_change_as_the_player_asks():
    assert cheque_change(BLACK, GREEN, 3, RED) == {GREEN: 3, RED: 5}
    assert cheque_change(BLACK, GREEN, 0, RED) == {RED: 20}
    assert cheque_change(PURPLE, BLACK, 4, GREEN) == {BLACK: 4, GREEN: 4}
    assert in_words({GREEN: 3, RED: 5}) == "3 greens and 5 reds"
    with pytest.raises(ValueError):
        cheque_change(BLACK, GREEN, 5, RED)  # more than the chip is worth
    with pytest.raises(ValueError):
        cheque_change(GREEN, PINK, 1, RED)  # $22.50 is no whole number of reds


def breakdown_by_rule(amount: Decimal, given: list[Chip]) -> dict[Chip, int]:
    """The house's buy-in rule written out: the fewest chips top down (the given chips are a
    ladder), then, from the largest, one of each colour given above the smallest handed down
    as the next colour below it."""
    counts, left = {}, amount
    for chip in sorted(given, reverse=True):
        counts[chip], left = int(left // chip.value), left % chip.value
    assert left == 0
    ladder = sorted(given, reverse=True)
    for upper, lower in zip(ladder, ladder[1:]):
        if counts[upper]:
            counts[upper] -= 1
            counts[lower] += int(upper.value / lower.value)
    return {c: n for c, n in counts.items() if n}


@pytest.mark.parametrize("largest,smallest,given", [
    (D(100), D(5), [BLACK, GREEN, RED]), (D(25), D(1), [GREEN, RED, WHITE]), (D(500), D(25), [PURPLE, BLACK, GREEN]),
])
def test_every_buy_in_to_3000_is_given_in_the_houses_breakdown(largest, smallest, given):
    house = BuyInChips(DEFAULT_CHIPS, largest, smallest)
    assert sorted(house.given) == sorted(given)
    step = min(c.value for c in given)
    for units in range(1, int(D(3000) / step) + 1):
        amount = step * units
        chips = buy_in(amount, house)
        assert chip_total(chips) == amount and set(chips) <= set(given)
        assert chips == breakdown_by_rule(amount, given), amount


def test_buy_ins_as_dealers_give_them():
    house = BuyInChips(DEFAULT_CHIPS, D(100), D(5))
    assert buy_in(D(100), house) == {GREEN: 3, RED: 5}
    assert buy_in(D(500), house) == {BLACK: 4, GREEN: 3, RED: 5}
    assert buy_in(D(1000), house) == {BLACK: 9, GREEN: 3, RED: 5}
    assert buy_in(D(20), house) == {RED: 4}
    with pytest.raises(UnmakeableAmount):
        buy_in(D(23), house)  # no whites given here
    assert BuyInChips(DEFAULT_CHIPS, D(10), D(6)).given == tuple(sorted(DEFAULT_CHIPS, reverse=True))  # none between


def test_payouts_sized_into_the_wager_by_the_methods_dealers_are_taught():
    three_two, six_five = (3, 2), (6, 5)
    assert sized_payout(RED, 8, D(60), three_two, DEFAULT_CHIPS) == {RED: 12}  # the wager plus half
    assert sized_payout(RED, 7, D("52.50"), three_two, DEFAULT_CHIPS) == {RED: 10, PINK: 1}
    assert sized_payout(RED, 7, D(52), three_two, DEFAULT_CHIPS) == {RED: 10, WHITE: 2}  # rounded to the $1
    assert sized_payout(RED, 4, D(24), six_five, DEFAULT_CHIPS) == {RED: 4, WHITE: 4}  # a red and a white for each red
    assert sized_payout(GREEN, 3, D(90), six_five, DEFAULT_CHIPS) == {GREEN: 3, RED: 3}  # a green and a red
    assert sized_payout(GREEN, 6, D(150), (1, 1), DEFAULT_CHIPS) == {GREEN: 6}


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([RED, GREEN, BLACK]), st.integers(1, 40), st.sampled_from(list(BlackjackPays)),
       st.sampled_from(list(Rounding)))
def test_a_sized_payout_pays_exactly_the_houses_amount_from_the_wagers_chips_down(chip, count, pays, rounding):
    rules = BlackjackRules(blackjack_pays=pays, payout_rounding=rounding)
    paid = blackjack_payout(chip.value * count, rules)
    rate = (3, 2) if pays is BlackjackPays.THREE_TO_TWO else (6, 5)
    try:
        sized = sized_payout(chip, count, paid, rate, DEFAULT_CHIPS)
    except UnmakeableAmount:
        assert rounding is Rounding.EXACT or rounding is Rounding.QUARTER  # cents and quarters: no such chip
        return
    assert chip_total(sized) == paid
    assert max(sized) == chip and sized[chip] >= count  # the wager's own chips first, nothing larger
