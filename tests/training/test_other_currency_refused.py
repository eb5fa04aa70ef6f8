"""An amount in ANOTHER currency than the house's ("US$45" or "$45" at a Hong Kong dollar table,
"S$10" in a Macau house) is not an answer: it is refused with the house's currency named, in the
language in force, is neither right nor wrong, and the trainee types it again. The same in Settings.
Every currency × every other symbol, in English and in both Chinese languages."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.money import CURRENCIES, format_money, other_currency, use_currency
from dealertrainer.engine.steps import AnswerKind
from dealertrainer.language import ENGLISH, use_language
from dealertrainer.storage.settings import AppSettings, SettingsError, validate_settings
from dealertrainer.training.answers import AnswerRefused, check, parse_chips, parse_money
from dealertrainer.training.questions import Question
from dealertrainer.training.session import Session
from tests.training.test_session import ListDrill, q
from dealertrainer.training.session import Beat

_TYPED = {"$": ("$", "us$", "US$"), "HK$": ("HK$", "hk$"), "MOP$": ("MOP$", "mop$"), "S$": ("S$", "s$")}
#: (the house's symbol, a symbol of another currency typed) for every pair.
OTHERS = [(house, typed) for house in CURRENCIES for other, spellings in _TYPED.items() if other != house
          for typed in spellings]
_CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture
def house():
    yield use_currency
    use_currency("$")


def _payout(answer: str = "45") -> Question:
    return Question.flash("blackjack.payout.3to2", "Pay 3:2 on 30?", AnswerKind.MONEY, Decimal(answer), (), "Half again.",
                          None)


@pytest.mark.parametrize("symbol,typed", OTHERS)
def test_another_currency_typed_is_refused_not_scored_in_english(house, symbol, typed):
    house(symbol)
    with pytest.raises(AnswerRefused) as refused:
        check(_payout(), f"{typed}45")
    assert str(refused.value) == (f"This table is in {symbol}: type the amount in {symbol} or as a plain number.")
    with pytest.raises(AnswerRefused):
        parse_money(f"{typed} 1,250.50")
    assert check(_payout(), f"{symbol}45") == (True, format_money(Decimal(45)), False)  # its own: read
    assert check(_payout(), "45") == (True, format_money(Decimal(45)), False)  # a plain number: read


@pytest.mark.parametrize("symbol,typed", OTHERS)
def test_another_currency_typed_is_refused_in_chinese(house, chinese, symbol, typed):
    house(symbol)
    with pytest.raises(AnswerRefused) as refused:
        check(_payout(), f"{typed}45")
    said = str(refused.value)
    assert _CJK.search(said) and said.count(symbol) == 2 and not re.search(r"[A-Za-z]{3,}", said.replace(symbol, "")), said
    assert check(_payout(), f"{symbol.lower()}45")[0]


@pytest.mark.parametrize("symbol,typed", OTHERS)
def test_chips_called_with_another_currency_are_refused(house, symbol, typed):
    house(symbol)
    with pytest.raises(AnswerRefused):
        parse_chips(f"3 x {typed}25, 1 red")


def test_a_refused_answer_leaves_the_question_waiting_and_nothing_scored(house, records, trainee, clock, wall):
    house("HK$")
    session = Session(ListDrill([Beat(None, q())]), records=records, trainee_id=trainee, clock=clock, wall_clock=wall)
    session.next()
    for typed in ("$52.50", "US$52.50", "S$52.50", "MOP$ 52.50"):
        with pytest.raises(AnswerRefused, match=r"This table is in HK\$"):
            session.answer(typed)
        assert session.waiting_for_answer and session.answered == 0 and session.correct == 0
    assert records.answers(trainee) == []
    verdict = session.answer("HK$52.50")  # typed again in the house's money
    assert verdict.correct and session.answered == 1 and len(records.answers(trainee)) == 1


def test_letters_before_a_dollar_that_name_no_currency_are_only_unreadable(house):
    house("HK$")
    assert other_currency("X$45") is None
    assert check(_payout(), "X$45") == (False, "X$45", True)  # not read: wrong, as any unreadable answer


@pytest.mark.parametrize("symbol,typed", OTHERS)
def test_a_settings_amount_in_another_currency_is_refused_beside_its_field(house, symbol, typed):
    house(symbol)
    with pytest.raises(SettingsError) as refused:
        validate_settings(BaccaratRules, {"table_minimum": f"{typed}25"})
    (problem,) = refused.value.problems
    assert problem.fields == ("table_minimum",)
    assert problem.reason == f"This house is in {symbol}: type the amount in {symbol} or as a plain number."
    with pytest.raises(SettingsError) as chips:
        validate_settings(AppSettings, {"currency": symbol, "chips": [{"value": f"{typed}5", "colour": "red"}]})
    assert chips.value.problems[0].fields == ("chips",) and symbol in chips.value.problems[0].reason
    # its own symbol and a plain number are read
    assert validate_settings(BaccaratRules, {"table_minimum": f"{symbol.lower()} 25"}).table_minimum == Decimal("25")
    assert validate_settings(BaccaratRules, {"table_minimum": "25"}).table_minimum == Decimal("25")


def test_settings_amounts_follow_the_currency_chosen_in_the_same_form(house):
    """Chips and buy-in amounts typed in Macau patacas while the form changes the currency to them."""
    settings_ = validate_settings(AppSettings, {"currency": "MOP$", "buy_in_smallest": "MOP$5",
                                                "chips": [{"value": "MOP$5", "colour": "red"},
                                                          {"value": "25", "colour": "green"}]})
    assert settings_.buy_in_smallest == Decimal("5") and [c.value for c in settings_.chips] == [5, 25]
    with pytest.raises(SettingsError, match=r"This house is in MOP\$"):
        validate_settings(AppSettings, {"currency": "MOP$", "buy_in_smallest": "$5"})


def test_the_settings_refusal_is_in_chinese(house, chinese):
    house("S$")
    with pytest.raises(SettingsError) as refused:
        validate_settings(BaccaratRules, {"table_minimum": "HK$25"})
    reason = refused.value.problems[0].reason
    assert _CJK.search(reason) and reason.count("S$") == 2, reason


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
@pytest.mark.parametrize("symbol", CURRENCIES)
def test_every_amount_shown_reads_back_the_same_in_every_language(language, symbol):
    use_language(language)  # once for the test, not once an example (a catalog is read each time)
    use_currency(symbol)
    try:
        @settings(max_examples=60, deadline=None)
        @given(cents=st.integers(min_value=0, max_value=10**11))
        def reads_back(cents: int) -> None:
            amount = Decimal(cents) / 100
            shown = format_money(amount)
            assert shown.startswith(symbol) and parse_money(shown) == amount
            assert check(_payout(f"{amount}"), shown)[0]

        reads_back()
    finally:
        use_currency("$")
        use_language(ENGLISH)
