"""The settings screen: forms from the rules models, refusals shown inline, saves only when valid."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSpinBox

from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.engine.stud.rules import StudGame, StudRules
from dealertrainer.storage.records import Records
from dealertrainer.storage.settings import AppSettings, SettingsError, load_settings, settings_path, validate_settings
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.training.skills import is_known_skill
from dealertrainer.ui.settings.settings_form import problem_text
from dealertrainer.ui.settings.settings_view import SettingsView


@pytest.fixture
def records(tmp_path):
    with Records(tmp_path / "records.sqlite3") as opened:
        yield opened


@pytest.fixture
def view(qtbot, tmp_path, records):
    ana = records.add_trainee("Ana")
    widget = SettingsView(SettingsInForce(tmp_path / "config", known_skill=is_known_skill), records, ana.id)
    qtbot.addWidget(widget)
    return widget


@pytest.mark.parametrize("model", [BaccaratRules, BlackjackRules, StudRules, AppSettings])
def test_every_field_has_an_editor_chosen_by_type(view, model):
    form = view.form(model)
    for name, info in model.model_fields.items():
        if name == "schema_version":
            continue
        widget = form.field_widget(name)
        assert widget.toolTip() == (info.description or "")
        if info.annotation is bool:
            assert isinstance(widget, QCheckBox)
        elif info.annotation is int:
            assert isinstance(widget, QSpinBox)
        elif info.annotation is Decimal:
            assert isinstance(widget, QLineEdit) and widget.validator() is not None
    assert form.current == model()  # nothing on disk: the house standard
    assert not form.save_button.isEnabled()  # nothing to save yet


def test_spin_boxes_follow_the_models_bounds(view):
    decks = view.form(BaccaratRules).field_widget("decks")
    assert (decks.minimum(), decks.maximum()) == (1, 8)
    splits = view.form(BlackjackRules).field_widget("max_split_hands")
    assert (splits.minimum(), splits.maximum()) == (2, 8)


def test_choices_list_every_enum_and_literal_value(view):
    style = view.form(BaccaratRules).field_widget("commission_style")
    assert [style.itemData(i) for i in range(style.count())] == [s.value for s in CommissionStyle]
    tie = view.form(BaccaratRules).field_widget("tie_pays")
    assert [tie.itemData(i) for i in range(tie.count())] == [8, 9]
    game = view.form(StudRules).field_widget("game")
    assert isinstance(game, QComboBox) and game.count() == len(StudGame)


def test_a_bad_value_is_refused_inline_and_nothing_is_saved(view, qtbot, tmp_path):
    form = view.form(BaccaratRules)
    minimum = form.field_widget("table_minimum")
    minimum.setText("")
    qtbot.keyClicks(minimum, "-5")
    assert form.current is None
    assert "greater than 0" in form.error_text("table_minimum")
    assert form.error_text("table_maximum") == ""
    assert not form.save_button.isEnabled()
    assert "to fix" in form.status.text()
    qtbot.mouseClick(form.save_button, Qt.MouseButton.LeftButton)
    assert not settings_path(BaccaratRules, tmp_path / "config").exists()
    assert form.save() is False


def test_a_rule_across_fields_is_shown_on_the_form(view):
    form = view.form(BaccaratRules)
    form.field_widget("table_minimum").setText("500")
    form.field_widget("table_maximum").setText("100")
    assert form.current is None
    # in the form's own words: the labels the trainee sees, never the field names
    assert form.banner.text() == "“Table maximum” must be at least “Table minimum”"
    assert not form.banner.isHidden()
    assert form.error_text("table_minimum") == form.error_text("table_maximum") == form.banner.text()
    assert form.error_text("seats") == ""
    form.field_widget("table_maximum").setText("1000")
    assert form.banner.isHidden() and form.save_button.isEnabled()


def test_good_values_are_saved_and_reload(view, qtbot, tmp_path):
    form = view.form(BlackjackRules)
    form.field_widget("dealer_hits_soft_17").setChecked(True)
    pays = form.field_widget("blackjack_pays")
    pays.setCurrentIndex(pays.findData(BlackjackPays.SIX_TO_FIVE.value))
    form.field_widget("decks").setValue(8)
    form.field_widget("table_minimum").setText("$25")
    assert form.save_button.isEnabled()
    with qtbot.waitSignal(view.settings_saved) as saved:
        qtbot.mouseClick(form.save_button, Qt.MouseButton.LeftButton)
    rules = saved.args[0]
    assert isinstance(rules, BlackjackRules)
    assert rules.dealer_hits_soft_17 and rules.blackjack_pays is BlackjackPays.SIX_TO_FIVE
    assert rules.decks == 8 and rules.table_minimum == Decimal("25")
    assert load_settings(BlackjackRules, tmp_path / "config").settings == rules
    assert not form.save_button.isEnabled() and form.status.text() == "Saved"
    again = SettingsView(SettingsInForce(tmp_path / "config"))  # as after a restart
    qtbot.addWidget(again)
    assert again.form(BlackjackRules).current == rules


def test_chip_set_duplicate_is_refused_and_a_new_chip_saves(view, qtbot, tmp_path):
    form = view.form(AppSettings)
    chips = form.field_widget("chips")
    qtbot.mouseClick(chips.findChildren(type(form.save_button))[0], Qt.MouseButton.LeftButton)  # Add chip
    row = chips.table.rowCount() - 1
    chips.table.item(row, 0).setText("5")
    chips.table.item(row, 1).setText("yellow")
    assert "same value" in form.error_text("chips")
    chips.table.item(row, 0).setText("5000")
    assert form.error_text("chips") == ""
    assert form.save()
    saved = load_settings(AppSettings, tmp_path / "config").settings
    assert saved.chips[-1].value == Decimal("5000") and saved.chips[-1].colour == "yellow"


def test_each_chips_stack_size_is_edited_beside_it_and_saved(view, qtbot, tmp_path):
    form = view.form(AppSettings)
    chips = form.field_widget("chips")
    assert chips.table.columnCount() == 3
    stacks = {chips.table.item(r, 1).text(): chips.table.item(r, 2).text() for r in range(chips.table.rowCount())}
    assert stacks["green"] == "4" and stacks["red"] == "5"  # the common stacks, shown
    green = next(r for r in range(chips.table.rowCount()) if chips.table.item(r, 1).text() == "green")
    chips.table.item(green, 2).setText("0")
    assert form.error_text("chips") != ""  # refused beside the chip set
    chips.table.item(green, 2).setText("5")
    qtbot.mouseClick(chips.findChildren(type(form.save_button))[0], Qt.MouseButton.LeftButton)  # Add chip
    row = chips.table.rowCount() - 1
    chips.table.item(row, 0).setText("25000")
    chips.table.item(row, 1).setText("yellow")  # no stack typed: the common one
    form.field_widget("full_stack").setValue(25)
    assert form.error_text("chips") == "" and form.save()
    saved = load_settings(AppSettings, tmp_path / "config").settings
    assert {s.colour: s.stack for s in saved.chips}["green"] == 5 and saved.chips[-1].stack == 5
    assert saved.full_stack == 25


def test_target_times_are_checked_and_saved(view, tmp_path):
    form = view.form(AppSettings)
    targets = form.field_widget("target_seconds")
    targets.set_target("baccarat.banker", "0")
    assert "baccarat.banker" in form.error_text("target_seconds")
    targets.set_target("baccarat.banker", "1.5")
    targets.set_target("baccarat.banker.6.vs.7", "abc")
    assert form.current is None and "baccarat.banker.6.vs.7" in form.error_text("target_seconds")
    targets.set_target("baccarat.banker.6.vs.7", "2.5")
    assert form.save()
    saved = load_settings(AppSettings, tmp_path / "config").settings
    assert saved.target_seconds == {"baccarat.banker": 1.5, "baccarat.banker.6.vs.7": 2.5}


def test_revert_and_house_standard(view):
    form = view.form(StudRules)
    form.field_widget("seats").setValue(5)
    assert form.revert_button.isEnabled()
    form.revert_button.click()
    assert form.current == StudRules() and not form.revert_button.isEnabled()


@pytest.mark.parametrize("model", [BaccaratRules, BlackjackRules, StudRules, AppSettings])
def test_no_message_on_any_form_shows_a_field_name(view, model):
    """Every field name a validator might use reads as its label: whichever reason mentions
    any field of the model, no snake_case name is left in what the form shows."""
    from dealertrainer.ui.settings.settings_view import field_title, in_words

    names = [n for n in model.model_fields if n != "schema_version"]
    reason = "; ".join(f"{n} must differ from {m}" for n, m in zip(names, reversed(names)))
    shown = in_words(reason, model.model_fields)
    for name in names:
        assert re.search(rf"\b{name}\b", shown) is None or name == field_title(name, model.model_fields[name]), name
    assert shown.lstrip("“")[0].isupper()
    assert "“Table maximum” must be at least “Table minimum”" == in_words(
        "table_maximum must be at least table_minimum", BlackjackRules.model_fields)
    assert in_words("cut_card_from_end must be under 416 (the whole shoe)", BaccaratRules.model_fields) == (
        "“Cards behind the cut card” must be under 416 (the whole shoe)")


def test_the_cut_card_rule_is_shown_in_words_on_the_form(view):
    form = view.form(BlackjackRules)
    form.field_widget("decks").setValue(1)
    form.field_widget("cut_card_from_end").setValue(60)
    assert form.current is None
    assert "cut_card_from_end" not in form.banner.text()
    assert form.banner.text().startswith("“Cards behind the cut card” must be under 52")


def test_problems_come_as_fields_and_reasons():
    with pytest.raises(SettingsError) as info:
        validate_settings(AppSettings, {"chips": [{"value": "-5", "colour": "red"}, {"value": "1", "colour": "white"}]})
    (problem,) = info.value.problems
    assert problem.fields == ("chips",) and problem.where == (0, "value")
    assert problem_text(problem, AppSettings.model_fields) == "Chip 1 value: input should be greater than 0"
    with pytest.raises(SettingsError) as info:
        validate_settings(BlackjackRules, {"table_minimum": "500", "table_maximum": "100"})
    (problem,) = info.value.problems
    assert problem.fields == ("table_maximum", "table_minimum") and problem.where == ()
    assert problem_text(problem, BlackjackRules.model_fields) == "“Table maximum” must be at least “Table minimum”"


def test_trainees_add_rename_switch_and_delete_with_confirmation(view, qtbot, records):
    page = view.trainees
    assert page is not None
    page.name.setText("Ben")
    with qtbot.waitSignal(view.trainees_changed):
        page.add_button.click()
    assert [t.name for t in records.trainees()] == ["Ana", "Ben"]
    page.name.setText("Ana")
    page.add_button.click()
    assert "already exists" in page.message.text()
    ben = next(t for t in records.trainees() if t.name == "Ben")
    page.list.setCurrentRow(1)
    page.name.setText("Benjamin")
    page.rename_button.click()
    assert records.trainee(ben.id).name == "Benjamin"
    page.list.setCurrentRow(0)  # Ana, in the seat: cannot be deleted
    assert not page.delete_button.isEnabled()
    page.list.setCurrentRow(1)
    asked = []
    page.confirm = lambda title, text: asked.append(text) or False
    page.delete_button.click()
    assert "Benjamin" in asked[0] and len(records.trainees()) == 2
    with qtbot.waitSignal(view.trainee_switched) as switched:
        page.switch_button.click()
    assert switched.args == [ben.id]
    page.list.setCurrentRow(0)
    page.confirm = lambda title, text: True
    with qtbot.waitSignal(view.trainees_changed):
        page.delete_button.click()
    assert [t.name for t in records.trainees()] == ["Benjamin"]


def _title_of(form, name):
    """The bold title beside a field's editor (its buddy)."""
    from PySide6.QtWidgets import QLabel

    return next(label for label in form.findChildren(QLabel) if label.buddy() is form.field_widget(name))


def test_at_6_to_5_the_form_shows_even_money_not_in_force_and_keeps_the_house_s_choice(view, qtbot, tmp_path):
    """The rules line says "no even money" at a 6:5 table: the form shows the box unticked and
    greyed with the reason, and the house's own choice comes back at 3:2 (and is saved as it was)."""
    view.show_page(BlackjackRules)
    form = view.form(BlackjackRules)
    box, pays = form.field_widget("even_money"), form.field_widget("blackjack_pays")
    assert box.isChecked() and box.isEnabled()
    pays.setCurrentIndex(pays.findData(BlackjackPays.SIX_TO_FIVE.value))
    assert form.current is not None and "no even money" in form.current.in_words()
    assert not box.isChecked() and not box.isEnabled()
    assert any("3:2 tables only" in label.text() for label in form.findChildren(type(_title_of(form, "even_money"))))
    assert form.save()
    saved = load_settings(BlackjackRules, tmp_path / "config").settings
    assert saved.blackjack_pays is BlackjackPays.SIX_TO_FIVE and saved.even_money  # the house's choice, kept
    pays.setCurrentIndex(pays.findData(BlackjackPays.THREE_TO_TWO.value))
    assert box.isChecked() and box.isEnabled()


def test_a_checkbox_ticks_from_its_title_too(view, qtbot):
    view.show()
    view.show_page(BlackjackRules)
    form = view.form(BlackjackRules)
    box = form.field_widget("dealer_hits_soft_17")
    title = _title_of(form, "dealer_hits_soft_17")
    before = box.isChecked()
    qtbot.mouseClick(title, Qt.MouseButton.LeftButton)
    assert box.isChecked() is not before
    assert form.current.dealer_hits_soft_17 is not before
