"""The records step that keeps results and makes uids unique (``keep_results``): a file of the
release before upgrades in a new process with nothing lost, a class link keeps its marks, and a
file holding a uid twice (none should) has the later copy given a new one, never refused."""

from __future__ import annotations

import sqlite3

import pytest

from dealertrainer.storage.records import MIGRATIONS, SCHEMA_VERSION, Records
from dealertrainer.storage.trainee_results import keep_results
from tests.storage.older_records import assert_nothing_lost, open_in_a_new_process, records_at, table_rows

BEFORE = MIGRATIONS.index(keep_results)  # the version of a file written before results were kept


def _older_file(path) -> None:
    db = records_at(path, BEFORE)
    db.execute("INSERT INTO trainees (name, created) VALUES ('Ann', 1.0e9)")
    db.execute("INSERT INTO sessions (trainee_id, drill_id, started, uid) VALUES (1, 'exam', 1.0e9, ?)", ("c" * 32,))
    db.executemany(
        "INSERT INTO answers (trainee_id, session_id, skill, correct, seconds, at, uid) VALUES (1, 1, 'stud.deal', 1, 1.0, ?, ?)",
        [(1.0e9 + i, uid) for i, uid in enumerate(["a" * 32, "b" * 32, "a" * 32, None])],
    )
    db.execute("INSERT INTO class_links (trainee_id, database, person_id, answers_sent, sessions_sent, open_sessions)"
               " VALUES (1, 'postgresql://h/class', ?, 2, 1, '[]')", ("p" * 32,))
    db.close()


def test_a_file_from_before_upgrades_with_nothing_lost_and_every_uid_once(tmp_path):
    path = tmp_path / "records.sqlite3"
    _older_file(path)
    before = {table: table_rows(path, table) for table in ("trainees", "sessions", "class_links")}
    answers_before = table_rows(path, "answers")
    open_in_a_new_process(path)
    assert [version for _app, version in table_rows(path, "schema_info")] == [SCHEMA_VERSION]
    assert_nothing_lost(path, before)
    after = table_rows(path, "answers")
    uid = [c[1] for c in sqlite3.connect(path).execute("PRAGMA table_info(answers)")].index("uid")
    assert [row[:uid] for row in after] == [row[:uid] for row in answers_before]  # every answer, every value
    uids = [row[uid] for row in after]
    assert uids[:2] == ["a" * 32, "b" * 32] and len(set(uids)) == 4 and uids[2] != "a" * 32  # the later copy re-keyed
    with Records(path) as records:
        [link] = list(records.class_links())
        assert (link.answers_sent, link.sessions_sent, link.results_sent) == (2, 1, 0)
        assert records.results(1) == []


def test_the_records_keep_each_uid_once(tmp_path):
    with Records(tmp_path / "records.sqlite3") as records:
        ann = records.add_trainee("Ann").id
        records.record_answer(ann, "stud.deal", True, 1.0)
        with pytest.raises(sqlite3.IntegrityError), records.bulk() as db:
            db.execute("INSERT INTO answers (trainee_id, skill, correct, seconds, at, uid)"
                       " SELECT trainee_id, skill, correct, seconds, at, uid FROM answers")
        assert len(records.answers(ann)) == 1
