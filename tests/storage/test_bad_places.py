"""Storage in bad places: a damaged settings file that cannot be moved aside, a file that cannot
be read, a folder that cannot be made, a records file or folder the user may not write. Each
gets a message that says what and why, and nothing of the user's is moved or lost."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.storage import places
from dealertrainer.storage import settings as settings_module
from dealertrainer.storage.records import Records, RecordsError
from dealertrainer.storage.settings import AppSettings, load_settings


def refuse_renames(monkeypatch, error: OSError) -> None:
    def replace(self, target):
        raise error

    monkeypatch.setattr(Path, "replace", replace)


@pytest.mark.parametrize("error", [PermissionError(errno.EACCES, "Permission denied"),
                                   OSError(errno.EROFS, "Read-only file system")])
def test_a_damaged_file_that_cannot_be_moved_aside_stays_put(tmp_path, monkeypatch, error):
    path = tmp_path / "blackjack.toml"
    path.write_text("decks = [\n", encoding="utf-8")
    refuse_renames(monkeypatch, error)
    loaded = load_settings(BlackjackRules, tmp_path)
    assert loaded.settings == BlackjackRules() and loaded.kept_aside is None
    assert loaded.problem.startswith(f"{path} could not be used (")
    assert f"could not be moved aside because its folder {tmp_path} is read-only" in loaded.problem
    assert "left where it is" in loaded.problem
    assert [p.name for p in tmp_path.iterdir()] == ["blackjack.toml"]
    assert path.read_text(encoding="utf-8") == "decks = [\n"


def test_another_rename_failure_is_named(tmp_path, monkeypatch):
    (tmp_path / "app.toml").write_text("theme = 1\n", encoding="utf-8")
    refuse_renames(monkeypatch, OSError(errno.EIO, "Input/output error"))
    problem = load_settings(AppSettings, tmp_path).problem
    assert "could not be moved aside because renaming it failed (Input/output error)" in problem


def test_a_file_that_cannot_be_read_is_not_moved_aside(tmp_path, monkeypatch):
    path = tmp_path / "app.toml"
    path.write_text('theme = "dark"\n', encoding="utf-8")

    def unreadable(self, *args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(settings_module, "read_capped", unreadable)
    loaded = load_settings(AppSettings, tmp_path)
    monkeypatch.undo()
    assert loaded.settings == AppSettings() and loaded.kept_aside is None
    assert loaded.problem == f"{path} cannot be read (Permission denied); it was left where it is, " \
                             "and the standard settings are in force."
    assert [p.name for p in tmp_path.iterdir()] == ["app.toml"]


def test_a_damaged_file_is_kept_aside_and_named_with_its_folder(tmp_path):
    path = tmp_path / "app.toml"
    path.write_text("theme = \n", encoding="utf-8")
    loaded = load_settings(AppSettings, tmp_path)
    assert loaded.kept_aside.parent == tmp_path and loaded.kept_aside.read_text(encoding="utf-8") == "theme = \n"
    assert loaded.problem.startswith(f"{path} could not be used (")
    assert loaded.problem.endswith(f"It was kept as {loaded.kept_aside.name} in the same folder, "
                                   "and the standard settings are in force.")


# --- the records' folder and file ------------------------------------------------------------
def test_a_file_where_the_records_folder_should_be(tmp_path):
    blocker = tmp_path / "dealertrainer"
    blocker.write_text("not ours\n", encoding="utf-8")
    with pytest.raises(RecordsError) as refused:
        Records(blocker / "records.sqlite3")
    message = str(refused.value)
    assert message.startswith(f"The folder for your records, {blocker}, cannot be made: a file named 'dealertrainer'")
    assert "That file was left untouched" in message and "DEALERTRAINER_DATA_DIR" in message
    assert blocker.read_text(encoding="utf-8") == "not ours\n"
    with pytest.raises(RecordsError, match=f"a file named 'dealertrainer' is where a folder should be \\({blocker}\\)"):
        Records(blocker / "deeper" / "records.sqlite3")


def test_a_parent_that_refuses_the_folder(tmp_path, monkeypatch):
    def refuse(self, *args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(Path, "mkdir", refuse)
    problem = places.make_folder(tmp_path / "share" / "dealertrainer", "your records")
    assert problem == (
        f"The folder for your records, {tmp_path / 'share' / 'dealertrainer'}, cannot be made: {tmp_path} is "
        f"read-only for your user. Make {tmp_path} writable, or set DEALERTRAINER_DATA_DIR to a folder you can "
        "write to, and start DealerTrainer again."
    )


def fake_access(monkeypatch, denied: dict[Path, int]) -> None:
    real = os.access

    def access(path, mode, *args, **kwargs):
        return not (mode & denied.get(Path(path), 0)) and real(path, mode, *args, **kwargs)

    monkeypatch.setattr(places.os, "access", access)


@pytest.fixture
def healthy(tmp_path):
    path = tmp_path / "records.sqlite3"
    with Records(path) as records:
        records.add_trainee("Ana")
    return path


def test_healthy_records_in_a_read_only_folder(healthy, monkeypatch):
    before = healthy.read_bytes()
    fake_access(monkeypatch, {healthy.parent: os.W_OK})
    with pytest.raises(RecordsError) as refused:
        Records(healthy)
    message = str(refused.value)
    assert f"the folder {healthy.parent} is read-only" in message and "your records are safe" in message
    assert "move" not in message and "not a readable" not in message
    assert healthy.read_bytes() == before


def test_a_read_only_or_unreadable_records_file(healthy, monkeypatch):
    fake_access(monkeypatch, {healthy: os.W_OK})
    with pytest.raises(RecordsError, match=f"The records file {healthy} is read-only, so no answer could be saved"):
        Records(healthy)
    fake_access(monkeypatch, {healthy: os.R_OK | os.W_OK})
    with pytest.raises(RecordsError, match=f"The records file {healthy} cannot be read"):
        Records(healthy)


def test_no_new_records_file_in_a_read_only_folder(tmp_path, monkeypatch):
    fake_access(monkeypatch, {tmp_path: os.W_OK})
    with pytest.raises(RecordsError, match=f"A new records file cannot be made in {tmp_path}: the folder is read-only"):
        Records(tmp_path / "records.sqlite3")
    assert list(tmp_path.iterdir()) == []


def test_a_file_that_is_not_records_is_still_called_so(tmp_path):
    path = tmp_path / "records.sqlite3"
    path.write_bytes(b"this is not a database at all" * 10)
    with pytest.raises(RecordsError, match="is not a readable DealerTrainer records file"):
        Records(path)


@pytest.mark.parametrize(("error", "why"), [
    (OSError(errno.ENOSPC, "No space left on device"), "the disk is full. The file app.toml was not changed. "
                                                        "Free some space and save again."),
    (PermissionError(errno.EACCES, "Permission denied"), "the folder is read-only for your user. The file app.toml "
                                                         "was not changed. Make {folder} writable and save again"),
    (OSError(errno.EIO, "Input/output error"), "(Input/output error). The file app.toml was not changed."),
])
def test_a_settings_save_that_fails_says_why_and_changes_nothing(tmp_path, monkeypatch, error, why):
    from dealertrainer.storage.settings import SettingsNotSaved, save_settings
    from dealertrainer.storage.settings_in_force import SettingsInForce

    owner = SettingsInForce(tmp_path)
    owner.save(AppSettings())
    before = (tmp_path / "app.toml").read_bytes()

    def fails(path, text):
        raise error

    monkeypatch.setattr("dealertrainer.storage.settings._write_atomically", fails)
    with pytest.raises(SettingsNotSaved) as refused:
        owner.save_theme("dark")
    assert str(refused.value).startswith(f"The app settings could not be saved in {tmp_path}")
    assert why.format(folder=tmp_path) in str(refused.value)
    assert owner.app == AppSettings() and (tmp_path / "app.toml").read_bytes() == before
    with pytest.raises(SettingsNotSaved):
        save_settings(AppSettings(), tmp_path / "new")  # a folder that is not there yet is named too
    assert not (tmp_path / "new").exists() or list((tmp_path / "new").iterdir()) == []


def test_a_settings_folder_that_cannot_be_made_is_named(tmp_path):
    from dealertrainer.storage.settings import SettingsNotSaved, save_settings

    (tmp_path / "config").write_text("not a folder\n", encoding="utf-8")
    with pytest.raises(SettingsNotSaved) as refused:
        save_settings(AppSettings(), tmp_path / "config")
    assert f"could not be saved in {tmp_path / 'config'}: the folder cannot be made, because a file, " \
        f"{tmp_path / 'config'}, is where a folder should be. Nothing was written." in str(refused.value)
    assert (tmp_path / "config").read_text(encoding="utf-8") == "not a folder\n"
