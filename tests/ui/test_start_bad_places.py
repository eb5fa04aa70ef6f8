"""Bad places and bad files at start, tried as a user would (a new process each time): what is
wrong is shown once — on the first screen or in a dialog — and written to stderr, the user's
files are kept, and no traceback escapes."""

from __future__ import annotations

import pytest

from tests.ui.start_as_a_user import digest, folders, no_traceback, read_only, start_app, writable  # noqa: F401



def test_a_damaged_app_settings_file_is_named_on_the_first_screen_and_on_stderr(folders):
    config, data = folders
    (config / "app.toml").write_text('theme = "purple"\n', encoding="utf-8")
    started = start_app(config, data)
    assert started.code == 0
    no_traceback(started)
    kept = [p for p in config.iterdir() if p.name.startswith("app.toml.broken-")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == 'theme = "purple"\n'
    banner = started.line("banner: ")
    assert str(config / "app.toml") in banner and f"kept as {kept[0].name} in the same folder" in banner
    assert "standard settings are in force" in banner
    assert started.line("screen: ") == "HomeScreen"
    assert started.told == [banner]  # once, word for word
    again = start_app(config, data)  # the copy kept aside is not a problem at the next start
    assert "banner: " not in again.shown and again.told == []


def test_a_damaged_file_in_a_read_only_config_folder_stays_put_and_settings_still_open(folders):
    config, data = folders
    (config / "app.toml").write_text("theme = \n", encoding="utf-8")
    before = digest(config / "app.toml")
    read_only(config)
    started = start_app(config, data, open_first="settings")
    no_traceback(started)
    assert started.code == 0
    banner = started.line("banner: ")
    assert f"could not be moved aside because its folder {config} is read-only" in banner
    assert "left where it is" in banner and "standard settings are in force" in banner
    assert started.line("screen: ") == "SettingsView"  # opening Settings no longer crashes
    assert started.told == [banner]
    assert sorted(p.name for p in config.iterdir()) == ["app.toml"] and digest(config / "app.toml") == before


def test_a_settings_folder_the_user_cannot_read_is_named(folders):
    config, data = folders
    config.chmod(0)
    started = start_app(config, data)
    no_traceback(started)
    assert started.code == 0
    assert f"The settings folder {config} cannot be read (Permission denied)" in started.line("banner: ")


@pytest.mark.parametrize("blocker", ["read-only data home", "a file where the folder should be"])
def test_a_data_folder_that_cannot_be_made_is_explained_in_a_dialog_and_on_stderr(tmp_path, blocker):
    home = tmp_path / "share"
    home.mkdir()
    if blocker == "read-only data home":
        read_only(home)
        why = f"{home} is read-only for your user. Make {home} writable"
    else:
        (home / "dealertrainer").write_text("my notes\n", encoding="utf-8")
        why = f"a file named 'dealertrainer' is where a folder should be ({home / 'dealertrainer'})"
    try:
        started = start_app(tmp_path / "config", None, extra_env={"XDG_DATA_HOME": str(home)})
    finally:
        writable(home)
    no_traceback(started)
    assert started.code == 1
    dialog = started.line("dialog: DealerTrainer: ")
    assert dialog.startswith(f"The folder for your records, {home / 'dealertrainer'}, cannot be made")
    assert why in dialog and "DEALERTRAINER_DATA_DIR" in dialog and "start DealerTrainer again" in dialog
    assert started.told == [dialog]  # every dialog at start is on stderr too
    if blocker != "read-only data home":
        assert (home / "dealertrainer").read_text(encoding="utf-8") == "my notes\n"


def test_healthy_records_in_a_read_only_folder_are_not_called_damaged(folders):
    config, data = folders
    records = data / "records.sqlite3"
    before = digest(records)
    read_only(data)
    started = start_app(config, data)
    no_traceback(started)
    assert started.code == 1
    dialog = started.line("dialog: DealerTrainer: ")
    assert f"the folder {data} is read-only" in dialog and "your records are safe" in dialog
    assert "not a readable" not in dialog and "move it aside" not in dialog
    assert started.told == [dialog]
    assert sorted(p.name for p in data.iterdir()) == ["records.sqlite3"] and digest(records) == before


def test_a_read_only_records_file_is_not_called_damaged(folders):
    config, data = folders
    records = data / "records.sqlite3"
    before = digest(records)
    records.chmod(0o444)
    (config / "app.toml").write_text("theme = \n", encoding="utf-8")  # and a damaged settings file
    started = start_app(config, data)
    no_traceback(started)
    assert started.code == 1
    dialog = started.line("dialog: DealerTrainer: ")
    assert f"The records file {records} is read-only" in dialog and "Make the file writable" in dialog
    assert "move it aside" not in dialog and digest(records) == before
    settings_problem, told_dialog = started.told  # what went wrong before the dialog is on stderr too
    assert settings_problem.startswith(f"{config / 'app.toml'} could not be used") and told_dialog == dialog


def test_settings_open_at_once_after_start(folders):
    config, data = folders
    started = start_app(config, data, open_first="settings")
    no_traceback(started)
    assert started.code == 0 and started.line("screen: ") == "SettingsView"
    assert "banner: " not in started.shown and started.told == []


def test_a_data_folder_the_user_cannot_open_is_named(folders):
    config, data = folders
    records = data / "records.sqlite3"
    before = digest(records)
    data.chmod(0)
    started = start_app(config, data)
    no_traceback(started)
    assert started.code == 1
    dialog = started.line("dialog: DealerTrainer: ")
    assert dialog.startswith(f"The records in {data} cannot be reached: your user may not open that folder")
    assert started.told == [dialog]
    writable(data)
    assert digest(records) == before


def test_a_first_start_on_new_folders_asks_for_a_name_and_tells_nothing(tmp_path):
    started = start_app(tmp_path / "config", tmp_path / "data")
    no_traceback(started)
    assert started.code == 0 and started.told == []
    assert started.shown.startswith("dialog: ")  # the trainee's name is asked; the test cancels it
    assert (tmp_path / "data" / "records.sqlite3").is_file()
