"""Records opened as the app opens them at start (``open_records``): a damaged file is kept
aside whole (with its journal) and a new one begun; rows that cannot be read are left out of
every read and counted; a refused file is never written to, not even its header."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from dealertrainer.storage import records_at_start
from dealertrainer.storage.records import Records, RecordsDamaged, RecordsError
from dealertrainer.storage.records_at_start import open_records


def a_records_file(path: Path, answers: int = 3) -> Path:
    with Records(path, wall_clock=lambda: 1_700_000_000.0) as records:
        ana = records.add_trainee("Ana")
        session = records.start_session(ana.id, "totals")
        for i in range(answers):
            records.record_answer(ana.id, "baccarat.total.player", True, 1.0 + i, session_id=session)
    return path


def version_table_alone(path: Path, version: int) -> bytes:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE schema_info (app TEXT NOT NULL, version INTEGER NOT NULL)")
    db.execute("INSERT INTO schema_info VALUES ('dealertrainer-records', ?)", (version,))
    db.commit()
    db.close()
    return path.read_bytes()


@pytest.mark.parametrize("version", [1, 2, 5])
def test_a_version_table_standing_alone_is_damaged_and_not_written_to(tmp_path, version):
    path = tmp_path / "records.sqlite3"
    before = version_table_alone(path, version)
    with pytest.raises(RecordsDamaged, match=f"its version {version} should hold the table"):
        Records(path)
    assert path.read_bytes() == before  # the header too: never switched to WAL
    assert sorted(p.name for p in tmp_path.iterdir()) == ["records.sqlite3"]


def test_a_damaged_file_is_kept_aside_and_a_new_one_begun(tmp_path):
    path = tmp_path / "records.sqlite3"
    before = version_table_alone(path, 5)
    opened = open_records(path)
    with opened.records as records:
        assert records.trainees() == [] and records.schema_version >= 5
    kept = [p.name for p in tmp_path.iterdir() if ".broken-" in p.name]
    assert len(kept) == 1 and (tmp_path / kept[0]).read_bytes() == before
    assert opened.kept_aside.startswith(f"Your records file {path} is damaged (its version 5 should hold the table")
    assert f"kept, unchanged, as {kept[0]} in the same folder" in opened.kept_aside and opened.left_out is None


def test_a_damaged_file_that_cannot_be_moved_stays_put_and_is_named(tmp_path, monkeypatch):
    path = tmp_path / "records.sqlite3"
    before = version_table_alone(path, 5)
    monkeypatch.setattr(records_at_start, "keep_aside", lambda path, companions: (None, "renaming it failed (I/O)"))
    with pytest.raises(RecordsError, match="could not be moved aside because renaming it failed"):
        open_records(path)
    assert path.read_bytes() == before


@pytest.mark.parametrize("bad", [
    "UPDATE answers SET at = 1e300 WHERE id = 2", "UPDATE answers SET seconds = 'slow' WHERE id = 2",
    "UPDATE answers SET correct = 7 WHERE id = 2", "UPDATE answers SET at = 253402300800 WHERE id = 2",
    "UPDATE answers SET skill = X'FF' WHERE id = 2",
])
def test_an_answer_that_cannot_be_read_is_left_out_and_counted(tmp_path, bad):
    path = a_records_file(tmp_path / "records.sqlite3")
    db = sqlite3.connect(path)
    db.execute(bad)
    db.commit()
    db.close()
    opened = open_records(path)
    with opened.records as records:
        assert [a.id for a in records.answers(1)] == [1, 3]
        assert [a.id for a in records.answers_not_reviewed(1)] == [1, 3] and len(records.answer_facts(1)) == 2
    assert opened.left_out.startswith(f"1 answer or session in your records ({path}) hold") and opened.kept_aside is None
    assert not any(".broken-" in p.name for p in tmp_path.iterdir())


@pytest.mark.parametrize("bad", ["config_json = 'not json'", "rules_json = '[1]'", "started = 'monday'", "ended = 1e300"])
def test_a_session_that_cannot_be_read_is_left_out(tmp_path, bad):
    path = a_records_file(tmp_path / "records.sqlite3")
    db = sqlite3.connect(path)
    db.execute(f"UPDATE sessions SET {bad}")
    db.commit()
    db.close()
    opened = open_records(path)
    with opened.records as records:
        assert records.sessions(1) == [] and records.unfinished_sessions(1) == [] and len(records.answers(1)) == 3
    assert opened.left_out is not None


def test_text_that_is_not_utf8_is_read_with_a_replacement_character(tmp_path):
    path = a_records_file(tmp_path / "records.sqlite3")
    db = sqlite3.connect(path)
    db.execute("UPDATE trainees SET name = CAST(X'416EFF61' AS TEXT)")
    db.execute("UPDATE answers SET prompt = CAST(X'FF21' AS TEXT) WHERE id = 2")
    db.commit()
    db.close()
    with open_records(path).records as records:
        assert [t.name for t in records.trainees()] == ["An\ufffda"]
        assert records.trainee(1).name == "An\ufffda" and records.answers(1)[1].prompt == "\ufffd!"


def test_a_full_disk_at_open_is_not_called_damaged(tmp_path, monkeypatch):
    path = a_records_file(tmp_path / "records.sqlite3")
    before = path.read_bytes()

    def full(*args, **kwargs):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(Records, "_migrate", full)
    with pytest.raises(RecordsError, match="the disk is full") as refused:
        open_records(path)
    assert not isinstance(refused.value, RecordsDamaged) and path.read_bytes() == before
