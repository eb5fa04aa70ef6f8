"""The house's money symbol (the app setting "Currency"): every amount shown carries it, and a
typed answer may carry it too."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealertrainer.engine.money import CURRENCIES, currency_symbol, format_money, use_currency
from dealertrainer.storage.settings import AppSettings, Currency, load_settings, save_settings
from dealertrainer.training.answers import parse_chips, parse_money


@pytest.fixture
def house_currency():
    yield use_currency
    use_currency("$")


@pytest.mark.parametrize("symbol", CURRENCIES)
def test_every_amount_shows_the_symbol_in_force(house_currency, symbol):
    house_currency(symbol)
    assert currency_symbol() == symbol
    assert format_money(Decimal("30")) == f"{symbol}30"
    assert format_money(Decimal("1250.5")) == f"{symbol}1,250.50"
    assert format_money(Decimal("-5")) == f"-{symbol}5"


@pytest.mark.parametrize("symbol", CURRENCIES)
@given(cents=st.integers(min_value=0, max_value=10**9))
def test_an_amount_typed_as_shown_reads_back_the_same(symbol, cents):
    use_currency(symbol)
    try:
        amount = Decimal(cents) / 100
        shown = format_money(amount)
        assert parse_money(shown) == amount
        assert parse_money(shown.lower()) == amount  # typed in small letters
        assert parse_money(shown.replace(symbol, symbol + " ")) == amount  # a space after the symbol
        assert parse_money(f"{amount}") == amount  # the bare number, as ever
    finally:
        use_currency("$")


def test_chips_called_with_the_symbol_in_force(house_currency):
    house_currency("MOP$")
    chips = parse_chips("3 x MOP$25, 1 red")
    assert {chip.colour: count for chip, count in chips.items()} == {"green": 3, "red": 1}


def test_a_symbol_not_offered_is_refused_and_the_one_in_force_kept(house_currency):
    with pytest.raises(ValueError, match="not a currency offered"):
        house_currency("€")
    assert currency_symbol() == "$" and format_money(Decimal("5")) == "$5"


def test_the_currency_setting_is_saved_and_read_and_a_bad_one_said(tmp_path):
    assert AppSettings().currency is Currency.DOLLAR
    assert tuple(currency.value for currency in Currency) == CURRENCIES
    save_settings(AppSettings(currency=Currency.MACAU_PATACA), tmp_path)
    assert load_settings(AppSettings, tmp_path).settings.currency is Currency.MACAU_PATACA
    (tmp_path / "app.toml").write_text('currency = "€"\n', encoding="utf-8")
    loaded = load_settings(AppSettings, tmp_path)
    assert loaded.settings.currency is Currency.DOLLAR and "currency" in (loaded.problem or ""), loaded.problem
