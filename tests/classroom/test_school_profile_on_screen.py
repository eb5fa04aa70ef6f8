"""What a trainee reads while their PC follows the school's profile (issue 22): Settings says so
above every page, a change to what the school sets is refused with that message and nothing is
written, and the table's rules line names the profile."""

from __future__ import annotations

from PySide6.QtWidgets import QSpinBox

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.storage.classroom.profile import SchoolProfile
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.ui.settings.settings_view import SettingsView


def test_settings_say_the_school_profile_is_followed_and_refuse_a_change_to_it(qtbot, tmp_path):
    settings = SettingsInForce(tmp_path / "config")
    view = SettingsView(settings)
    qtbot.addWidget(view)
    assert not view.school.isVisibleTo(view)
    settings.follow_school(SchoolProfile({"baccarat": BaccaratRules(decks=6)}), "Class X")
    assert view.school.isVisibleTo(view)
    assert view.school.text().startswith("This PC follows the school's profile for Class X")
    form = view.form(BaccaratRules)
    decks = form.field_widget("decks")
    assert isinstance(decks, QSpinBox) and decks.value() == 6  # the school's, shown
    decks.setValue(8)
    assert form.save() is False
    assert "follows the school's profile for Class X" in form.status.text() and "ask your instructor" in form.status.text()
    assert settings.rules("baccarat").decks == 6
    assert not (tmp_path / "config" / "baccarat.toml").exists()  # nothing written
    settings.follow_school(None, "")  # a start without the class: the PC's own again
    assert not view.school.isVisibleTo(view) and settings.rules("baccarat").decks == BaccaratRules().decks


def test_the_class_database_setting_is_checked_as_an_address_and_saved_across_a_restart(qtbot, tmp_path):
    from dealertrainer.storage.settings import AppSettings

    settings = SettingsInForce(tmp_path / "config")
    view = SettingsView(settings)
    qtbot.addWidget(view)
    form = view.form(AppSettings)
    field = form.field_widget("class_database")
    field.setText("mysql://school/class")
    assert "neither a PostgreSQL nor a SQLite address" in form.error_text("class_database")
    assert not form.save_button.isEnabled()
    field.setText("postgresql://classroom.school.lan:5432/dealers")
    assert form.error_text("class_database") == "" and form.save()
    assert SettingsInForce(tmp_path / "config").app.class_database == "postgresql://classroom.school.lan:5432/dealers"
