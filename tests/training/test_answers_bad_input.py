"""Bad input to the answer readers: a count is one whole number, and money or chips that cannot
be read give a ValueError with a reason, whatever was typed (never decimal.InvalidOperation)."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings, strategies as st

from dealertrainer.engine.steps import AnswerKind
from dealertrainer.training.answers import MAX_ANSWER_CHARS, check, parse_chips, parse_count, parse_money
from dealertrainer.training.questions import Question


def count_question(answer: int) -> Question:
    return Question.flash("baccarat.burn.7", "How many cards do you burn?", AnswerKind.COUNT, answer, (), "", None)


@pytest.mark.parametrize("typed,misread_as", [("-1", 1), ("1-0", 10), ("1 0", 10), ("- 1", 1), ("1 - 0", 10)])
def test_a_count_with_a_sign_or_a_gap_is_unreadable_not_another_number(typed, misread_as):
    correct, shown, unreadable = check(count_question(misread_as), typed)
    assert (correct, unreadable) == (False, True)
    assert shown == typed.strip()
    with pytest.raises(ValueError, match="a count is one whole number, such as 7"):
        parse_count(typed)


@pytest.mark.parametrize("typed", ["1.0", "1,0", "7 7", "1e1", "0x7", "seven 7", "٧", "+7"])
def test_anything_but_one_whole_number_is_not_a_count(typed):
    with pytest.raises(ValueError, match="whole number"):
        parse_count(typed)


@pytest.mark.parametrize("typed,count", [("7", 7), (" 10 ", 10), ("07", 7), ("seven", 7), ("twenty-one", 21),
                                         ("twenty one", 21), ("Nine", 9)])
def test_a_count_as_digits_or_words_is_read(typed, count):
    assert parse_count(typed) == count
    assert check(count_question(count), typed)[0] is True


@pytest.mark.parametrize("digits", [28, 29, 40, 5000])
def test_amounts_too_long_to_be_money_are_refused_with_a_reason(digits):
    for typed in ("1" * digits, "1" * digits + ".50", "$" + "9" * digits, "9" * digits + " 1/2"):
        with pytest.raises(ValueError, match="too large" if len(typed) <= MAX_ANSWER_CHARS else "too long") as refused:
            parse_money(typed)
        assert len(str(refused.value)) < 120  # the message quotes the start of it, not a page of digits
    with pytest.raises(ValueError, match="too large"):
        parse_money(Decimal("1" * digits))


def test_the_largest_amount_still_reads():
    assert parse_money("999,999,999,999.99") == Decimal("999999999999.99")
    with pytest.raises(ValueError, match="at most 12 digits"):
        parse_money("1,000,000,000,000")


def test_huge_chip_calls_are_refused_with_a_reason():
    for typed in ("1" * 28 + " green", "3 x $" + "9" * 30, "2 " + "5" * 40):
        with pytest.raises(ValueError, match="chip"):
            parse_chips(typed)


AMOUNTISH = st.text(alphabet="0123456789.,$/ -½¼x", max_size=60) | st.text(max_size=60) | st.from_regex(
    r"\A\$?[0-9]{20,60}(\.[0-9]{1,40})?( [0-9]{1,30}/[0-9]{1,30})?\Z")


def sound_amount(amount):
    return amount >= 0 and amount == amount.quantize(Decimal("0.01"))


def sound_chips(chips):
    return all(count > 0 for count in chips.values())


@pytest.mark.parametrize("read,sound", [(parse_money, sound_amount), (parse_chips, sound_chips)])
@settings(max_examples=300, deadline=None)
@given(AMOUNTISH | st.from_regex(r"\A[0-9]{1,60} (green|red|\$[0-9]{1,60})\Z"))
def test_only_value_error_escapes_the_money_and_chip_readers(read, sound, typed):
    try:
        value = read(typed)
    except ValueError as refused:
        assert str(refused)
    else:
        assert sound(value)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=30))
def test_only_value_error_escapes_the_count_reader(typed):
    try:
        count = parse_count(typed)
    except ValueError as refused:
        assert "whole number" in str(refused)
    else:
        assert count >= 0 and typed.strip()
