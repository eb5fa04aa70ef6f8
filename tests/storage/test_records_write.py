"""Writes that fail mid-run: a clear RecordsWriteError (why, what to do), nothing half written,
the listener told, and writing picked up again when the file takes writes again."""

from __future__ import annotations

import pytest

from dealertrainer.storage.history_export import history_json, import_history
from dealertrainer.storage.records import Records, RecordsError, RecordsWriteError
from dealertrainer.storage.records_write import transaction
from tests.refused_writes import refuse_writes


@pytest.fixture
def records(tmp_path):
    with Records(tmp_path / "records.sqlite3") as r:
        yield r


def fill_to_the_brim(records: Records) -> None:
    """A real SQLite "database or disk is full": the file may not grow by one more page."""
    pages = records._db.execute("PRAGMA page_count").fetchone()[0]
    records._db.execute(f"PRAGMA max_page_count = {pages}")


def test_a_full_disk_is_told_with_what_to_do_and_nothing_is_half_written(records):
    ana = records.add_trainee("Ana")
    told = []
    records.on_write_problem = told.append
    fill_to_the_brim(records)
    with pytest.raises(RecordsWriteError) as caught:
        for _ in range(50):
            records.record_answer(ana.id, "baccarat.total.player", True, 1.0, prompt="x" * 3000)
    problem = caught.value
    assert isinstance(problem, RecordsError)
    assert problem.reason == "the disk is full" and "Free some space" in str(problem)
    assert str(records.path) in str(problem)
    assert told == [problem]
    assert not records._db.in_transaction  # rolled back: the file is as it was before the refused write
    kept = len(records.answers(ana.id))
    records._db.execute("PRAGMA max_page_count = 1073741823")  # space again
    records.record_answer(ana.id, "baccarat.total.player", True, 1.0)
    assert len(records.answers(ana.id)) == kept + 1
    assert told == [problem, None]  # and told once that writing works again


@pytest.mark.parametrize(("message", "reason", "advice"), [
    ("attempt to write a readonly database", "the file or its folder is read-only", "writable again"),
    ("database is locked", "another program holds the file locked", "Close the other program"),
    ("disk I/O error", "the disk reported an error (disk I/O error)", "Check that disk"),
    ("database or disk is full", "the disk is full", "Free some space"),
])
def test_each_refusal_says_why_in_plain_words(records, message, reason, advice):
    ana = records.add_trainee("Ana")
    refuse_writes(records, message)
    for write in (lambda: records.add_trainee("Ben"), lambda: records.rename_trainee(ana.id, "Anna"),
                  lambda: records.start_session(ana.id, "totals"), lambda: records.touch_trainee(ana.id),
                  lambda: records.save_review_states(ana.id, {"baccarat.natural": ("{}", 1)}),
                  lambda: records.delete_trainee(ana.id)):
        with pytest.raises(RecordsWriteError) as caught:
            write()
        assert caught.value.reason == reason and advice in caught.value.advice
    assert [t.name for t in records.trainees()] == ["Ana"]


def test_a_records_file_moved_away_while_the_app_runs_says_so(records, tmp_path):
    records.add_trainee("Ana")
    records.path.rename(tmp_path / "moved.sqlite3")
    refuse_writes(records, "attempt to write a readonly database")  # what SQLite says of a file moved away
    with pytest.raises(RecordsWriteError, match="moved or deleted while DealerTrainer was running"):
        records.add_trainee("Ben")


def test_a_commit_refused_rolls_the_whole_write_back(records):
    ana = records.add_trainee("Ana")
    refuse_writes(records, "database or disk is full", on="COMMIT")
    with pytest.raises(RecordsWriteError, match="the disk is full"):
        records.start_session(ana.id, "totals")
    assert records.sessions(ana.id) == [] and not records._db.in_transaction


def test_a_refused_history_import_leaves_no_half_trainee(records, tmp_path):
    ana = records.add_trainee("Ana")
    session = records.start_session(ana.id, "totals")
    for n in range(30):
        records.record_answer(ana.id, "baccarat.total.player", n % 2 == 0, 1.5, session_id=session, prompt="p" * 2000)
    path = tmp_path / "ana.json"
    path.write_text(history_json(records, ana.id), encoding="utf-8")
    with Records(tmp_path / "another_pc.sqlite3") as other:  # the PC that exported it holds it already
        other.add_trainee("Bo")
        fill_to_the_brim(other)
        with pytest.raises(RecordsWriteError, match="the disk is full"):
            import_history(other, path)
        assert [t.name for t in other.trainees()] == ["Bo"]


def test_a_duplicate_name_is_still_a_duplicate_not_a_disk_problem(records):
    records.add_trainee("Ana")
    with pytest.raises(RecordsError, match="already exists") as caught:
        records.add_trainee("ana")
    assert not isinstance(caught.value, RecordsWriteError)


def test_other_errors_pass_through_the_transaction_untouched(records):
    with pytest.raises(ZeroDivisionError):
        with transaction(records._db, records.path):
            records._db.execute("INSERT INTO trainees (name, created) VALUES ('Zed', 0)")
            1 / 0
    assert records.trainees() == []


def test_an_io_error_on_a_disk_with_no_room_left_is_called_a_full_disk(records, monkeypatch):
    import shutil
    from collections import namedtuple

    usage = namedtuple("usage", "total used free")
    monkeypatch.setattr(shutil, "disk_usage", lambda folder: usage(10**9, 10**9 - 4096, 4096))
    refuse_writes(records, "disk I/O error")
    with pytest.raises(RecordsWriteError) as caught:
        records.add_trainee("Ana")
    assert caught.value.reason == "the disk is full"
