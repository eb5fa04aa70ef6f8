"""Saving settings into a bad place, tried as a user would: the Save button in Settings and the
theme key (Ctrl+T) with a read-only config folder, a read-only settings file, a full disk.

Each time the user reads why (the folder or file named, and what to do), what they typed is
still in the form, the settings in force stay the ones saved, the files on disk are as they
were, and no traceback escapes."""

from __future__ import annotations

import errno

from PySide6.QtCore import Qt

from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.storage.settings import AppSettings, Theme, save_settings
from tests.ui.start_as_a_user import digest, folders, no_traceback, read_only, start_app, use_the_window, writable  # noqa: F401

CHOOSE_6_TO_5_AND_SAVE = """
def use(window):
    from dealertrainer.engine.blackjack.rules import BlackjackRules

    window.open("settings")
    window.settings.show_page(BlackjackRules)
    form = window.settings.form(BlackjackRules)
    pays = form.field_widget("blackjack_pays")
    pays.setCurrentIndex(pays.findData("6:5"))
    QTest.mouseClick(form.save_button, Qt.MouseButton.LeftButton)
    print("status:", form.status.text())
    print("in the form:", pays.currentData(), "unsaved" if form.dirty else "saved")
    print("in force:", window.context.settings.rules("blackjack").blackjack_pays.value)
    window.open("blackjack.seat")
    print("table:", window.screen("blackjack.seat").rules_line.text())
"""

PRESS_CTRL_T = """
def use(window):
    before = window.context.theme.value
    QTest.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    print("theme:", before, "->", window.context.theme.value)
    print("heading:", window.start_problems.heading.text())
    print("banner:", window.start_problems.text() if window.start_problems.isVisible() else "(hidden)")
    print("in force:", window.context.settings.app.theme.value)
"""



def test_save_in_a_read_only_config_folder_names_it_and_keeps_the_edit(folders, tmp_path):
    config, data = folders
    save_settings(BlackjackRules(decks=2), config)  # what was saved before
    before = digest(config / "blackjack.toml")
    read_only(config)
    started = start_app(config, data, open_first=None, script=use_the_window(tmp_path, CHOOSE_6_TO_5_AND_SAVE))
    no_traceback(started)
    assert started.code == 0
    status = started.line("status: ")
    assert status.startswith("Not saved, your changes are still here. The blackjack house rules could not be saved "
                             f"in {config}: the folder is read-only for your user.")
    assert "The file blackjack.toml was not changed." in status and f"Make {config} writable and save again" in status
    assert "DEALERTRAINER_CONFIG_DIR" in status
    assert started.line("in the form: ") == "6:5 unsaved"  # nothing typed is lost
    assert started.line("in force: ") == "3:2"  # never saved, so never in force
    assert "2 decks" in started.line("table: ") and "pays 3 to 2" in started.line("table: ")
    writable(config)
    assert sorted(p.name for p in config.iterdir()) == ["blackjack.toml"] and digest(config / "blackjack.toml") == before


def test_save_over_a_read_only_settings_file_leaves_it_as_it_is(folders, tmp_path):
    config, data = folders
    path = save_settings(BlackjackRules(decks=4), config)
    before = digest(path)
    path.chmod(0o444)  # an instructor locked the house rules
    started = start_app(config, data, open_first=None, script=use_the_window(tmp_path, CHOOSE_6_TO_5_AND_SAVE))
    no_traceback(started)
    status = started.line("status: ")
    assert f"the file {path} is read-only for your user, so it was not changed" in status
    assert "Make the file writable and save again" in status
    assert started.line("in the form: ") == "6:5 unsaved" and started.line("in force: ") == "3:2"
    assert sorted(p.name for p in config.iterdir()) == ["blackjack.toml"] and digest(path) == before


def test_the_theme_key_in_a_read_only_config_folder_says_it_is_not_remembered(folders, tmp_path):
    config, data = folders
    read_only(config)
    started = start_app(config, data, open_first=None, script=use_the_window(tmp_path, PRESS_CTRL_T))
    no_traceback(started)
    assert started.code == 0
    assert started.line("theme: ") == "light -> dark"  # the key still works for this run
    assert started.line("heading: ") == "The dark theme is on until you quit, but it was not remembered"
    assert started.line("banner: ") == (
        f"The app settings could not be saved in {config}: the folder is read-only for your user. Nothing was written. "
        f"Make {config} writable and save again, or set DEALERTRAINER_CONFIG_DIR to a folder you can write to and "
        "start DealerTrainer again.")
    assert started.line("in force: ") == "light"
    assert list(config.iterdir()) == []


def full_disk(monkeypatch):
    def no_space(path, text):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr("dealertrainer.storage.settings._write_atomically", no_space)


def test_save_on_a_full_disk_says_so_and_keeps_the_edit(qtbot, window, monkeypatch, tmp_path):
    config = tmp_path / "config"
    window.context.settings.save(BlackjackRules(decks=2))
    before = digest(config / "blackjack.toml")
    view = window.open("settings")
    view.show_page(BlackjackRules)
    form = view.form(BlackjackRules)
    pays = form.field_widget("blackjack_pays")
    pays.setCurrentIndex(pays.findData("6:5"))
    full_disk(monkeypatch)
    qtbot.mouseClick(form.save_button, Qt.MouseButton.LeftButton)
    assert form.status.text() == (
        f"Not saved, your changes are still here. The blackjack house rules could not be saved in {config}: "
        "the disk is full. The file blackjack.toml was not changed. Free some space and save again."
    )
    assert pays.currentData() == "6:5" and form.dirty and form.save_button.isEnabled()
    assert window.context.settings.rules("blackjack") == BlackjackRules(decks=2)
    assert digest(config / "blackjack.toml") == before
    monkeypatch.undo()  # space again: the same Save writes what was typed
    qtbot.mouseClick(form.save_button, Qt.MouseButton.LeftButton)
    assert form.status.text() == "Saved" and not form.dirty
    assert window.context.settings.rules("blackjack").blackjack_pays is BlackjackPays.SIX_TO_FIVE


def test_the_theme_key_on_a_full_disk_says_so(qtbot, window, monkeypatch):
    full_disk(monkeypatch)
    before = window.context.theme
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert window.context.theme is before.other()
    banner = window.start_problems
    assert banner.isVisible() and "it was not remembered" in banner.heading.text()
    assert "the disk is full" in banner.text()
    qtbot.mouseClick(banner.dismiss, Qt.MouseButton.LeftButton)
    assert not banner.isVisible()
    assert window.context.settings.app == AppSettings() and window.context.settings.app.theme is Theme.LIGHT
