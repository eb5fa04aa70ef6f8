"""Settings in the house's currency: the chip table's value column and the money titles carry
the symbol in force (the chip column follows a currency chosen in the same form), a money field
takes the house's symbol or a plain number, and another currency's symbol is refused beside the
field, in the language in force, Save staying off."""

from __future__ import annotations

from decimal import Decimal

import pytest

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.money import use_currency
from dealertrainer.storage.records import Records
from dealertrainer.storage.settings import AppSettings, Currency, save_settings
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.training.skills import is_known_skill
from dealertrainer.ui.settings.settings_form import field_title
from dealertrainer.ui.settings.settings_view import SettingsView


@pytest.fixture
def hong_kong(qtbot, tmp_path):
    save_settings(AppSettings(currency=Currency.HONG_KONG_DOLLAR), tmp_path / "config")  # as the start found it
    use_currency("HK$")
    with Records(tmp_path / "records.sqlite3") as records:
        ana = records.add_trainee("Ana")
        widget = SettingsView(SettingsInForce(tmp_path / "config", known_skill=is_known_skill), records, ana.id)
        qtbot.addWidget(widget)
        try:
            yield widget
        finally:
            use_currency("$")


def test_the_chip_column_and_money_titles_carry_the_symbol_in_force(hong_kong):
    chips = hong_kong.form(AppSettings).field_widget("chips")
    assert chips.table.horizontalHeaderItem(0).text() == "Value (HK$)"  # before: "Value ($)"
    assert field_title("table_minimum", BaccaratRules.model_fields["table_minimum"]) == "Table minimum (HK$)"
    assert "HK$100 blacks" in hong_kong.form(AppSettings).field_widget("buy_in_largest").toolTip()  # help text too
    currency = hong_kong.form(AppSettings).field_widget("currency")
    currency.setCurrentIndex(currency.findData("MOP$"))  # changed in the same form
    assert chips.table.horizontalHeaderItem(0).text() == "Value (MOP$)"


def test_a_money_field_takes_the_house_symbol_and_refuses_another(hong_kong):
    form = hong_kong.form(BaccaratRules)
    minimum = form.field_widget("table_minimum")
    minimum.setText("HK$25")
    assert form.error_text("table_minimum") == "" and form.current.table_minimum == Decimal("25")
    minimum.setText("25")
    assert form.error_text("table_minimum") == "" and form.save_button.isEnabled()
    for typed in ("US$25", "$25", "S$25", "MOP$25"):
        minimum.setText(typed)
        assert minimum.text() == typed  # the field lets it be typed, to say why it is refused
        assert form.error_text("table_minimum") == (
            "This house is in HK$: type the amount in HK$ or as a plain number."), typed
        assert form.current is None and not form.save_button.isEnabled()


def test_chip_values_typed_in_another_currency_are_refused_in_chinese(hong_kong, chinese):
    form = hong_kong.form(AppSettings)
    chips = form.field_widget("chips")
    chips.table.item(0, 0).setText("S$1")
    said = form.error_text("chips")
    assert "HK$" in said and ("本场" in said or "本場" in said), said
    chips.table.item(0, 0).setText("HK$1")
    assert form.error_text("chips") == "" and form.current is not None
