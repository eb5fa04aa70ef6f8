"""Every answer and session carries a globally unique uid (issue 22), and the records keep what
a trainee linked to a class has sent. A file of the release before upgrades with nothing lost."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap

from dealertrainer.storage.answer_uids import answers_carry_uids
from dealertrainer.storage.records import MIGRATIONS, SCHEMA_VERSION, Records
from tests.storage.older_records import records_at
from tests.storage.older_records import table_rows as _rows

BEFORE = MIGRATIONS.index(answers_carry_uids)  # the version of a file written before uids
UUID4 = r"^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$"


def _older_file(path, answers: int = 50) -> None:
    db = records_at(path, BEFORE)
    db.execute("INSERT INTO trainees (name, created, last_used) VALUES ('Ann Lee', 1.0e9, 1.0e9 + 5)")
    db.execute("INSERT INTO trainees (name, created) VALUES ('Bo', 1.0e9)")
    db.execute("INSERT INTO sessions (trainee_id, drill_id, started, ended, game) VALUES (1, 'baccarat.seat', 1.0e9, 1.0e9 + 60, 'baccarat')")
    db.execute("INSERT INTO sessions (trainee_id, drill_id, started) VALUES (2, 'daily', 1.0e9 + 100)")
    db.executemany(
        "INSERT INTO answers (trainee_id, session_id, skill, correct, seconds, at, prompt, expected, given)"
        " VALUES (?, ?, 'baccarat.banker.draws', ?, ?, ?, 'Banker?', 'Draw', ?)",
        [(1 + i % 2, 1 + i % 2, i % 3 != 0, 1.5 + i / 100, 1.0e9 + i, "Draw" if i % 3 else "Stand") for i in range(answers)],
    )
    db.close()


def test_a_file_from_before_uids_upgrades_in_a_new_process_with_nothing_lost_and_every_row_a_uuid4(tmp_path):
    path = tmp_path / "records.sqlite3"
    _older_file(path)
    before = {table: _rows(path, table) for table in ("trainees", "sessions", "answers", "review_state")}
    subprocess.run([sys.executable, "-c", textwrap.dedent(f"""
        from dealertrainer.storage.records_at_start import open_records
        opened = open_records({str(path)!r})
        assert opened.kept_aside is None and opened.left_out is None
        opened.records.close()
    """)], check=True, timeout=120)
    assert [version for _app, version in _rows(path, "schema_info")] == [SCHEMA_VERSION]
    assert _rows(path, "trainees") == before["trainees"]
    assert _rows(path, "review_state") == before["review_state"]
    for table in ("sessions", "answers"):
        after = _rows(path, table)
        assert [row[:-1] for row in after] == before[table]  # every value kept; the uid added last
        uids = [row[-1] for row in after]
        assert len(set(uids)) == len(uids)
    db = sqlite3.connect(path)
    db.create_function("matches", 2, lambda pattern, text: __import__("re").match(pattern, text) is not None)
    assert db.execute("SELECT count(*) FROM answers WHERE NOT matches(?, uid)", (UUID4,)).fetchone() == (0,)
    assert db.execute("SELECT count(*) FROM sessions WHERE NOT matches(?, uid)", (UUID4,)).fetchone() == (0,)
    db.close()


def test_new_rows_get_their_uid_whatever_code_writes_them(tmp_path):
    with Records(tmp_path / "records.sqlite3") as records:
        trainee = records.add_trainee("Ann").id
        session = records.start_session(trainee, "baccarat.seat")
        records.record_answer(trainee, "baccarat.banker.draws", True, 1.0, session_id=session)
        with records.bulk() as db:  # another way in (a history import writes its sessions so)
            db.execute("INSERT INTO sessions (trainee_id, drill_id, started) VALUES (?, 'daily', 5)", (trainee,))
            db.execute("INSERT INTO answers (trainee_id, skill, correct, seconds, at) VALUES (?, 'x', 1, 1, 5)", (trainee,))
    uids = [row[-1] for table in ("sessions", "answers") for row in _rows(tmp_path / "records.sqlite3", table)]
    assert len(uids) == 4 and len(set(uids)) == 4
    assert all(len(uid) == 32 and int(uid, 16) >= 0 for uid in uids)


def test_a_trainee_never_linked_has_no_class_marks_and_nothing_waiting_is_read(tmp_path):
    with Records(tmp_path / "records.sqlite3") as records:
        trainee = records.add_trainee("Ann").id
        records.record_answer(trainee, "x", True, 1.0)
        assert records.class_link(trainee, "postgresql://h/db") is None
        assert list(records.class_links()) == []


def test_marks_move_past_what_was_sent_and_a_session_sent_open_is_sent_again_once_ended(tmp_path):
    with Records(tmp_path / "records.sqlite3") as records:
        ann, bo = records.add_trainee("Ann").id, records.add_trainee("Bo").id
        session = records.start_session(ann, "baccarat.seat")
        for i in range(7):
            records.record_answer(ann, "x", i % 2 == 0, 1.0, session_id=session)
            records.record_answer(bo, "x", True, 1.0)  # another trainee's: never sent as Ann's
        link = records.link_to_class(ann, "postgresql://h/db", "p" * 32)
        assert records.waiting_to_send(link) == 7
        first = records.unsent(link, batch=5)
        assert len(first.answers) == 5 and first.more and [s["ended"] for s in first.sessions] == [None]
        assert {a["trainee_id"] for a in first.answers} == {"p" * 32}
        assert {a["session_uid"] for a in first.answers} == {first.sessions[0]["uid"]}
        link = records.mark_sent(first)
        assert records.waiting_to_send(link) == 2 and link.open_sessions == (session,)
        second = records.unsent(link, batch=5)
        assert len(second.answers) == 2 and not second.more and second.sessions == []  # still open: nothing new
        link = records.mark_sent(second)
        assert records.waiting_to_send(link) == 0 and records.unsent(link).empty
        records.end_session(session)
        ended = records.unsent(link)
        assert [s["uid"] for s in ended.sessions] == [first.sessions[0]["uid"]] and ended.sessions[0]["ended"]
        link = records.mark_sent(ended)
        assert link.open_sessions == () and records.unsent(link).empty
        # sending a batch twice moves no mark back
        assert records.mark_sent(first).answers_sent == link.answers_sent


def test_linking_to_another_person_in_the_same_class_database_starts_the_marks_again(tmp_path):
    with Records(tmp_path / "records.sqlite3") as records:
        ann = records.add_trainee("Ann").id
        records.record_answer(ann, "x", True, 1.0)
        link = records.link_to_class(ann, "postgresql://h/db", "a" * 32)
        link = records.mark_sent(records.unsent(link))
        assert records.waiting_to_send(link) == 0
        assert records.link_to_class(ann, "postgresql://h/db", "a" * 32).answers_sent == link.answers_sent
        other = records.link_to_class(ann, "postgresql://h/db", "b" * 32)
        assert records.waiting_to_send(other) == 1
        assert records.linked_trainee("postgresql://h/db", "b" * 32) == ann
        assert records.linked_trainee("postgresql://h/db", "a" * 32) is None


def test_a_damaged_answer_is_passed_over_and_the_marks_move_past_it(tmp_path):
    with Records(tmp_path / "records.sqlite3") as records:
        ann = records.add_trainee("Ann").id
        for _ in range(3):
            records.record_answer(ann, "x", True, 1.0)
        with records.bulk() as db:
            db.execute("UPDATE answers SET at = 'yesterday' WHERE id = 2")
        link = records.link_to_class(ann, "sqlite:///class", "a" * 32)
        batch = records.unsent(link)
        assert len(batch.answers) == 2 and batch.answers_upto == 3
