"""Reading answers: money as people type it, chips, yes/no, seats, counts, loose phrases."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, strategies as st

from dealertrainer.engine.money import DEFAULT_CHIPS, chip_breakdown, format_money
from dealertrainer.engine.steps import AnswerKind
from dealertrainer.training.answers import (
    check,
    normalise_phrase,
    parse_chips,
    parse_money,
    parse_seat,
    phrases_match,
)
from dealertrainer.training.questions import Question

CHIP = {c.colour: c for c in DEFAULT_CHIPS}


@pytest.mark.parametrize(
    "text,amount",
    [
        ("52.50", "52.50"), ("$52.50", "52.50"), ("52.5", "52.50"), ("52 1/2", "52.50"), ("$1,250", "1250"),
        ("52½", "52.50"), (" $ 7 ", "7"), (".75", "0.75"), ("1/4", "0.25"), ("56-1/4", "56.25"),
        ("56 and 1/4", "56.25"), ("12,345.25", "12345.25"), ("30.", "30"), ("0", "0"), ("22.50 dollars", "22.50"),
    ],
)
def test_parse_money_accepts(text, amount):
    assert parse_money(text) == Decimal(amount)


@pytest.mark.parametrize(
    "text,message",
    [
        ("", "no amount"), ("abc", "cannot read an amount"), ("52.505", "whole number of cents"),
        ("1,25", "commas go between thousands"), ("-5", "never negative"), ("5 3/2", "part of a dollar"),
        ("5 1/3", "whole number of cents"), ("5 1/0", "part of a dollar"), ("$$", "no amount"),
    ],
)
def test_parse_money_refuses_clearly(text, message):
    with pytest.raises(ValueError, match=message):
        parse_money(text)


@given(st.integers(min_value=0, max_value=10_000_000))
def test_parse_money_reads_every_formatted_amount(cents):
    amount = Decimal(cents) / 100
    assert parse_money(format_money(amount)) == amount
    assert parse_money(f"{amount:.2f}") == amount


def test_parse_chips():
    assert parse_chips("2 green, 1 red, 1 pink") == {CHIP["green"]: 2, CHIP["red"]: 1, CHIP["pink"]: 1}
    assert parse_chips("two greens and a red") == {CHIP["green"]: 2, CHIP["red"]: 1}
    assert parse_chips("3 x $25 + 1 $5") == {CHIP["green"]: 3, CHIP["red"]: 1}
    with pytest.raises(ValueError, match="not a chip"):
        parse_chips("2 blue")


def money_q(amount: str, chips: bool = False) -> Question:
    return Question.flash("payouts.blackjack.3to2", "Pay?", AnswerKind.MONEY, Decimal(amount), (), "3 for 2.", None,
                    chips_wanted=chips)


def test_check_money_and_chips():
    q = money_q("56.25")
    assert check(q, "56 1/4") == (True, "$56.25", False)
    assert check(q, "$56") == (False, "$56", False)
    assert check(q, "fifty") == (False, "fifty", True)
    assert check(q, Decimal("56.25"))[0] is True
    cq = money_q("57.50", chips=True)
    assert cq.expected == "2 green, 1 red, 1 pink ($57.50)"
    assert check(cq, "2 green, 1 red, 1 pink") == (True, "2 green, 1 red, 1 pink ($57.50)", False)
    assert check(cq, "1 pink, 11 red")[0] is True  # any chips making the amount are right
    assert check(cq, {CHIP["green"]: 2, CHIP["red"]: 1})[0] is False
    assert check(cq, "57.50")[0] is True  # an amount is still read in a chips question
    assert check(cq, chip_breakdown(Decimal("57.50")))[0] is True
    assert money_q("56.25", chips=True).expected == "$56.25"  # not makeable in chips: shown as money


def test_check_never_raises():
    q = money_q("5")
    for weird in [None, object(), [1, 2], 3.5, float("nan"), "", "   ", {"x": 1}]:
        correct, shown, unreadable = check(q, weird)
        assert correct is False and unreadable is True and shown


def test_yes_no_choice_seat_count():
    yn = Question.flash("blackjack.peek.ace", "Peek?", AnswerKind.YES_NO, True, (), "", None)
    assert yn.keys == (("Y", "Yes"), ("N", "No"))
    assert check(yn, "Y") == (True, "Yes", False)
    assert check(yn, "no") == (False, "No", False)
    assert check(yn, True)[0] and check(yn, "maybe")[2]
    ch = Question.flash("baccarat.banker.5.vs.4", "Banker?", AnswerKind.CHOICE, "Draw", ("Draw", "Stand"), "", None)
    assert ch.keys == (("D", "Draw"), ("S", "Stand"))
    assert check(ch, "d") == (True, "Draw", False)
    assert check(ch, "STAND.") == (False, "Stand", False)
    assert check(ch, "hit")[2] is True
    seat = Question.flash("stud.first_to_act.pair", "Who?", AnswerKind.SEAT, 3, (), "", None)
    assert check(seat, "seat 3") == (True, "Seat 3", False)
    assert check(seat, "#4") == (False, "Seat 4", False)
    assert check(seat, 3)[0] and check(seat, "three")[0]
    assert seat.expected == "Seat 3"
    count = Question.flash("baccarat.burn.7", "Burn?", AnswerKind.COUNT, 7, (), "", None)
    assert check(count, "7") == (True, "7", False)
    assert check(count, "seven")[0] and not check(count, True)[0] and check(count, True)[2]


@pytest.mark.parametrize(
    "given,ok",
    [("7 or 17", True), ("7/17", True), ("17 or 7", True), ("seven or seventeen", True), ("7 17", True),
     ("7-17", True), ("17", False), ("7", False), ("7 or 18", False), ("7 or 17 or 27", False)],
)
def test_soft_totals_are_called_both_ways(given, ok):
    q = Question.flash("totals.blackjack.soft.17", "Call it", AnswerKind.PHRASE, "7 or 17", (), "", None)
    assert check(q, given)[0] is ok


def test_phrases_loosely():
    assert phrases_match("Pair of fours", "pair of 4s")
    assert phrases_match("Pair of fours", "PAIR OF FOUR'S!")
    assert phrases_match("King high", "king-high")
    assert phrases_match("Possible straight", "  possible   straight. ")
    assert not phrases_match("Pair of fours", "pair of fives")
    assert normalise_phrase("Twenty, Sixes & Aces") == "20 6 and ace"
    q = Question.flash("stud.announce.pair", "Say?", AnswerKind.PHRASE, "Pair of fours", (), "", None)
    assert check(q, "")[2] is True
    assert check(q, "Pair of 4's") == (True, "Pair of 4's", False)


def test_question_validation():
    with pytest.raises(ValueError, match="not among the choices"):
        Question.flash("a.b", "?", AnswerKind.CHOICE, "X", ("Y",), "", None)
    with pytest.raises(ValueError, match="bool answer"):
        Question.flash("a.b", "?", AnswerKind.YES_NO, 1, (), "", None)
    with pytest.raises(ValueError, match="Decimal answer"):
        Question.flash("a.b", "?", AnswerKind.MONEY, 5, (), "", None)
    with pytest.raises(ValueError, match="skill"):
        Question.flash("", "?", AnswerKind.COUNT, 5, (), "", None)
    numeric = Question.flash("a.b", "?", AnswerKind.CHOICE, "8", ("8", "9", "8"), "", None)
    assert numeric.keys == ()


def test_parse_seat_refuses():
    with pytest.raises(ValueError, match="seat number"):
        parse_seat("left")
