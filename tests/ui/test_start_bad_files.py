"""Bad files at start, tried as a user would (a new process on fresh folders each time): a
settings file too big, too deep, holding a number too long, or not a file at all; a records
file with damaged pages, a version table standing alone, text that is not UTF-8, values no
answer can hold. The app starts every time, says what happened, and keeps every refused file
byte for byte."""

from __future__ import annotations

import os
import sqlite3

import pytest

from tests.ui.start_as_a_user import a_trainee_in, digest, folders, no_traceback, start_app, use_the_window  # noqa: F401

GB = 1 << 30

BAD_SETTINGS = {
    "a number of 5,000 digits": ("blackjack.toml", "seats = " + "9" * 5000 + "\n"),
    "arrays nested 1,500 deep": ("stud.toml", "seats = " + "[" * 1500 + "]" * 1500 + "\n"),
    "a key dotted 40,000 deep": ("app.toml", "a" + ".a" * 40_000 + " = 1\n"),
    "JSON: a number of 5,000 digits": ("baccarat.json", '{"seats": ' + "9" * 5000 + "}"),
    "JSON: arrays nested 100,000 deep": ("app.json", '{"chips": ' + "[" * 100_000 + "]" * 100_000 + "}"),
    "a file of 300 KB": ("app.toml", "# a note\n" * 34_000),
}


@pytest.mark.parametrize("case", list(BAD_SETTINGS))
def test_a_settings_file_too_big_or_too_deep_is_kept_aside_and_the_app_starts(folders, case):
    config, data = folders
    name, text = BAD_SETTINGS[case]
    (config / name).write_text(text, encoding="utf-8")
    started = start_app(config, data, memory_limit=2 * GB)  # the app needs about 1 GB of address space
    no_traceback(started)
    assert started.code == 0 and started.line("screen: ") == "HomeScreen"
    kept = [p for p in config.iterdir() if p.name.startswith(f"{name}.broken-")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == text  # byte for byte
    banner = started.line("banner: ")
    assert banner.startswith(f"{config / name} could not be used (") and f"kept as {kept[0].name}" in banner
    assert started.told == [banner]
    again = start_app(config, data)
    assert again.code == 0 and again.told == []


def test_a_settings_file_that_is_a_named_pipe_does_not_hang_the_start(folders):
    config, data = folders
    os.mkfifo(config / "app.toml")
    started = start_app(config, data, timeout=60)
    no_traceback(started)
    assert started.code == 0 and started.line("screen: ") == "HomeScreen"
    banner = started.line("banner: ")
    assert banner == (f"{config / 'app.toml'} cannot be read (it is a named pipe, not a file); it was left where it is, "
                      "and the standard settings are in force.")
    assert (config / "app.toml").is_fifo()


def journal(path) -> bool:
    """SQLite's own files beside a records file (a read-only check of a WAL file may leave them, empty)."""
    return path.name.endswith(("-wal", "-shm"))


def damage_pages(records) -> None:
    """Overwrite pages in the middle of a records file, as a failing disk does."""
    size = records.stat().st_size
    with records.open("r+b") as stream:
        stream.seek(size // 2 // 4096 * 4096)
        stream.write(b"\xa5" * 4096 * 2)


def a_trainee_with_answers(data, answers: int = 3000):
    records = a_trainee_in(data)
    db = sqlite3.connect(records)
    db.executemany(
        "INSERT INTO answers (trainee_id, skill, correct, seconds, at, prompt) VALUES (1, 'baccarat.total.player', 1, 1.5, ?, ?)",
        [(1_700_000_000.0 + i, f"question {i} " * 5) for i in range(answers)],
    )
    db.commit()
    db.close()
    return records


def version_table_alone(version: int):
    def make(records):
        records.unlink()
        db = sqlite3.connect(records)
        db.execute("CREATE TABLE schema_info (app TEXT NOT NULL, version INTEGER NOT NULL)")
        db.execute("INSERT INTO schema_info VALUES ('dealertrainer-records', ?)", (version,))
        db.commit()
        db.close()
    return make


DAMAGED_RECORDS = {
    "damaged pages": damage_pages,
    "a version 5 table standing alone": version_table_alone(5),
    "a version 1 table standing alone": version_table_alone(1),
}


@pytest.mark.parametrize("case", list(DAMAGED_RECORDS))
def test_a_damaged_records_file_is_kept_aside_untouched_and_a_new_one_begun(tmp_path, case):
    config, data = tmp_path / "config", tmp_path / "data"
    records = a_trainee_with_answers(data)
    DAMAGED_RECORDS[case](records)
    before = records.read_bytes()
    started = start_app(config, data)
    no_traceback(started)
    assert started.code == 0
    kept = [p for p in data.iterdir() if p.name.startswith("records.sqlite3.broken-") and not journal(p)]
    assert len(kept) == 1 and kept[0].read_bytes() == before  # header and all: never switched to WAL
    said = started.line("dialog: DealerTrainer: ")
    assert said.startswith(f"Your records file {records} is damaged (") and f"kept, unchanged, as {kept[0].name}" in said
    assert started.told == [said]
    assert started.shown.splitlines()[1].startswith("dialog: Who is training?")  # a new file: a name is asked
    assert records.is_file()


def test_a_records_file_from_a_newer_app_is_refused_and_left_where_it_is(tmp_path):
    config, data = tmp_path / "config", tmp_path / "data"
    records = a_trainee_in(data)
    db = sqlite3.connect(records)
    db.execute("UPDATE schema_info SET version = 99")
    db.commit()
    db.close()
    before = digest(records)
    started = start_app(config, data)
    no_traceback(started)
    assert started.code == 1 and "newer DealerTrainer" in started.line("dialog: DealerTrainer: ")
    assert [p.name for p in data.iterdir() if not journal(p)] == ["records.sqlite3"] and digest(records) == before


BAD_ROWS = {
    "a trainee's name that is not UTF-8": "UPDATE trainees SET name = CAST(X'416EFF61' AS TEXT)",
    "an answer's prompt that is not UTF-8": "UPDATE answers SET prompt = CAST(X'FF' AS TEXT) WHERE id = 2",
    "an answer given in the year 10,000,000": "UPDATE answers SET at = 1e300 WHERE id = 2",
    "text where seconds should be": "UPDATE answers SET seconds = 'slow' WHERE id = 2",
    "a session config that is not JSON": "UPDATE sessions SET config_json = 'not json'",
    "a session started at text": "UPDATE sessions SET started = 'monday', ended = NULL",
}

LOOK_AT_PROGRESS_AND_HOME = """
def use(window):
    from PySide6.QtWidgets import QLabel
    from dealertrainer.ui.workers import stop_jobs

    wait(lambda: False, 1500)  # Home's figures come from a background job
    stop_jobs()
    print("home:", window.stack.currentWidget().objectName())
    window.open("progress")
    wait(lambda: False, 1500)
    stop_jobs()
    print("progress:", type(window.stack.currentWidget()).__name__)
"""


@pytest.mark.parametrize("case", list(BAD_ROWS))
def test_rows_that_cannot_be_read_are_left_out_and_said_and_progress_opens(tmp_path, case):
    config, data = tmp_path / "config", tmp_path / "data"
    records = a_trainee_with_answers(data, answers=5)
    db = sqlite3.connect(records)
    db.execute(BAD_ROWS[case])
    db.execute("INSERT INTO sessions (trainee_id, drill_id, started) VALUES (1, 'totals', 1700000000)")
    db.commit()
    db.close()
    started = start_app(config, data, open_first=None, script=use_the_window(tmp_path, LOOK_AT_PROGRESS_AND_HOME))
    no_traceback(started)
    assert started.code == 0
    assert "progress: ProgressView" in started.shown
    if "UTF-8" not in case:  # bad text is read with U+FFFD in place; a bad value leaves its row out
        assert any(line.startswith("1 answer or session in your records") for line in started.told), started.stderr
