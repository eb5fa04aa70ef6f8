"""The stamp a clean close leaves beside the records file: while it matches the file, the next
start skips the full check; damage that changes the file's size, time, inode or header change
counter after the close is still caught, and a stamp that is not exactly a stamp only means
the full check."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from dealertrainer.storage.records import SCHEMA_VERSION, Records
from dealertrainer.storage.records_at_start import open_records
from dealertrainer.storage.records_stamp import read_stamp, stamp_path
from tests.storage.test_records_at_start import a_records_file


def closed_cleanly(path: Path) -> Path:
    """A records file the app opened at start and closed cleanly: its stamp beside it."""
    a_records_file(path, answers=40)
    opened = open_records(path)
    assert opened.checked_in_full  # no stamp yet
    opened.records.close()
    assert stamp_path(path).is_file()
    return path


def test_a_clean_close_spares_the_next_start_the_full_check(tmp_path):
    path = closed_cleanly(tmp_path / "records.sqlite3")
    stamp = read_stamp(path)
    assert stamp.size == path.stat().st_size and stamp.version == SCHEMA_VERSION and stamp.unreadable == 0
    opened = open_records(path)
    assert not opened.checked_in_full and opened.kept_aside is None and opened.left_out is None
    assert not stamp_path(path).exists()  # removed before anything is written: a kill leaves none
    with opened.records as records:
        records.record_answer(1, "baccarat.total.player", True, 1.0)
    assert not open_records(path).checked_in_full  # the close stamped the file as the app left it


def test_a_start_that_never_closed_leaves_no_stamp_and_the_next_start_checks_in_full(tmp_path):
    path = closed_cleanly(tmp_path / "records.sqlite3")
    killed = open_records(path)  # and the app killed: never closed
    killed.records.record_answer(1, "baccarat.total.player", True, 1.0)
    killed.records._db.close()  # what the kill leaves: the connection gone, no close of ours
    assert not stamp_path(path).exists()
    again = open_records(path)
    assert again.checked_in_full
    again.records.close()
    assert not open_records(path).checked_in_full  # once


def damage_pages_keeping_the_size(path: Path) -> None:
    """Pages overwritten mid-file; the size stays, the time moves on (a failing write)."""
    with path.open("r+b") as stream:
        stream.seek(path.stat().st_size // 2 // 4096 * 4096)
        stream.write(b"\xa5" * 4096)


def damaged_and_grown_time_set_back(path: Path) -> None:
    """Pages overwritten and a page added, the time set back: the size still tells."""
    before = path.stat()
    damage_pages_keeping_the_size(path)
    with path.open("ab") as stream:
        stream.write(b"\x00" * 4096)
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))


def written_then_time_set_back(path: Path) -> None:
    """Another program writes a row no read can use, then sets the file's time back to what it
    was: the header's change counter still tells."""
    before = path.stat()
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode = DELETE")
    db.execute("UPDATE answers SET at = 1e300 WHERE id = 2")
    db.commit()
    db.close()
    assert path.stat().st_size == before.st_size
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))


def replaced_by_a_copy(path: Path) -> None:
    """A backup copied in over the file, its time kept (cp -p): another inode."""
    copy = path.with_name("copy.sqlite3")
    shutil.copy2(path, copy)
    with copy.open("r+b") as stream:
        stream.seek(copy.stat().st_size // 2 // 4096 * 4096)
        stream.write(b"\xa5" * 4096)
    os.utime(copy, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns))
    os.replace(copy, path)


DAMAGE = {
    "pages overwritten": damage_pages_keeping_the_size,
    "damaged and grown, time set back": damaged_and_grown_time_set_back,
    "written, time set back": written_then_time_set_back,
    "a damaged copy in its place": replaced_by_a_copy,
}


@pytest.mark.parametrize("case", list(DAMAGE))
def test_damage_after_a_clean_close_is_caught_with_the_stamp_left_in_place(tmp_path, case):
    path = closed_cleanly(tmp_path / "records.sqlite3")
    stamp = stamp_path(path).read_bytes()
    DAMAGE[case](path)
    assert stamp_path(path).read_bytes() == stamp  # the stamp as the clean close left it
    opened = open_records(path)
    assert opened.checked_in_full
    with opened.records:
        caught = opened.kept_aside or opened.left_out
    assert caught is not None
    if case == "written, time set back":
        assert opened.left_out.startswith("1 answer or session in your records")
    else:
        assert opened.kept_aside.startswith(f"Your records file {path} is damaged (")


def test_a_journal_left_holding_writes_means_the_full_check(tmp_path):
    path = closed_cleanly(tmp_path / "records.sqlite3")
    other = sqlite3.connect(path)  # another copy of the app, still writing
    other.execute("UPDATE answers SET at = 1e300 WHERE id = 2")
    other.commit()
    assert Path(f"{path}-wal").stat().st_size > 0
    opened = open_records(path)
    assert opened.checked_in_full and opened.left_out is not None
    opened.records.close()
    other.close()


FIELDS = {"size": 1, "mtime_ns": 1, "inode": 1, "change_counter": 1, "version": SCHEMA_VERSION, "unreadable": 0}
BAD_STAMPS = {
    "not JSON": b"size=1",
    "not UTF-8": b"\xff\xfe{}",
    "a list": b"[1, 2]",
    "nested 100,000 deep": b"[" * 100_000 + b"]" * 100_000,
    "too big": b" " * 5000 + json.dumps(FIELDS).encode(),
    "a field missing": json.dumps({k: v for k, v in FIELDS.items() if k != "inode"}).encode(),
    "a field too many": json.dumps({**FIELDS, "note": 1}).encode(),
    "a number as text": json.dumps({**FIELDS, "size": "1"}).encode(),
    "true for a number": json.dumps({**FIELDS, "unreadable": True}).encode(),
    "a negative number": json.dumps({**FIELDS, "size": -1}).encode(),
    "a float": json.dumps({**FIELDS, "size": 1.0}).encode(),
    "a number of 5,000 digits": json.dumps(FIELDS).replace('"size": 1', '"size": ' + "9" * 5000).encode(),
}


@pytest.mark.parametrize("case", list(BAD_STAMPS))
def test_a_stamp_that_is_not_exactly_a_stamp_means_the_full_check(tmp_path, case):
    path = closed_cleanly(tmp_path / "records.sqlite3")
    stamp_path(path).write_bytes(BAD_STAMPS[case])
    assert read_stamp(path) is None
    opened = open_records(path)
    assert opened.checked_in_full and opened.kept_aside is None
    opened.records.close()
    assert read_stamp(path) is not None  # the clean close writes a good one over it


def test_a_stamp_that_is_a_folder_or_a_pipe_means_the_full_check(tmp_path):
    path = a_records_file(tmp_path / "records.sqlite3")
    os.mkfifo(stamp_path(path))
    opened = open_records(path)
    assert opened.checked_in_full  # read without waiting on the pipe
    opened.records.close()
    assert read_stamp(path) is not None  # the pipe removed at start, a stamp in its place
    stamp_path(path).unlink()
    stamp_path(path).mkdir()
    opened = open_records(path)
    assert opened.checked_in_full
    opened.records.close()  # nothing written over the folder, no traceback
    assert stamp_path(path).is_dir()


def test_a_stamp_from_another_records_version_means_the_full_check(tmp_path):
    path = closed_cleanly(tmp_path / "records.sqlite3")
    fields = json.loads(stamp_path(path).read_text())
    stamp_path(path).write_text(json.dumps({**fields, "version": SCHEMA_VERSION - 1}))
    assert open_records(path).checked_in_full


def test_rows_left_out_are_said_at_every_start_and_counted_again(tmp_path):
    path = a_records_file(tmp_path / "records.sqlite3")
    db = sqlite3.connect(path)
    db.execute("UPDATE answers SET seconds = 'slow' WHERE id = 2")
    db.commit()
    db.close()
    first = open_records(path)
    assert first.checked_in_full and first.left_out.startswith("1 answer or session")
    first.records.close()
    assert read_stamp(path).unreadable == 1
    second = open_records(path)
    assert not second.checked_in_full and second.left_out.startswith("1 answer or session")
    second.records.delete_trainee(1)
    second.records.close()
    third = open_records(path)
    assert not third.checked_in_full and third.left_out is None
    third.records.close()
    assert read_stamp(path).unreadable == 0


def test_a_plain_open_leaves_no_stamp(tmp_path):
    """Home's background reads open the records plainly: only the start's records stamp them."""
    path = a_records_file(tmp_path / "records.sqlite3")
    Records(path).close()
    assert not stamp_path(path).exists()
