"""A trainee PC sends its waiting answers to a class database (issue 22), here an SQLite one made
from the schema (the PostgreSQL server's tests are in test_class_server_sending.py): batches,
sending again harmless, the marks, the retries by the injected clock, and what the trainee reads."""

from __future__ import annotations

import json

import pytest
from sqlalchemy import create_engine, func, select

from dealertrainer.storage.classroom import schema
from dealertrainer.storage.classroom.sending import send_batch, send_waiting
from dealertrainer.storage.classroom.connecting import BadAddress, ClassDatabase, ServerUnreachable
from dealertrainer.storage.classroom.people import Person
from dealertrainer.storage.classroom.signed_in import SignedIn, database_key
from dealertrainer.storage.records import Records
from dealertrainer.training.classroom_sending import AGAIN_AFTER, RETRY_FIRST, RETRY_MOST, ClassSending, waiting_line

PERSON = "a" * 32
SCHOOL = "5" * 32


@pytest.fixture
def class_db(tmp_path):
    engine = create_engine(f"sqlite:///{tmp_path / 'class.sqlite3'}")
    schema.metadata.create_all(engine)
    with engine.begin() as connection:
        connection.execute(schema.schools.insert(), {"id": SCHOOL, "name": "School", "created": 1.0})
        connection.execute(schema.people.insert(), {"id": PERSON, "school_id": SCHOOL, "name": "Ann", "role": "trainee",
                                                    "db_role": "dt_aaaaaaaa", "created": 1.0})
    yield engine
    engine.dispose()


def _answer_uids(engine):
    with engine.connect() as connection:
        return [row[0] for row in connection.execute(select(schema.answers.c.uid))]


def _records_with_answers(path, count, *, session=True):
    records = Records(path)
    ann = records.add_trainee("Ann").id
    sid = records.start_session(ann, "baccarat.seat", game="baccarat") if session else None
    with records.bulk():
        for i in range(count):
            records.record_answer(ann, "baccarat.banker.draws", i % 4 != 0, 1.0 + i % 7 / 10, session_id=sid,
                                  expected="draw", given="draw" if i % 4 else "stand")
    return records, ann, sid


def test_every_answer_is_sent_once_in_batches_with_its_values_and_its_session(tmp_path, class_db):
    records, ann, sid = _records_with_answers(tmp_path / "records.sqlite3", 1234)
    link = records.link_to_class(ann, "sqlite:///class", PERSON)
    batches = []
    sent = send_waiting(records, link, class_db, batch=500, after_batch=batches.append)
    assert (sent.answers, sent.sessions, sent.waiting) == (1234, 1, 0)
    assert [b.answers for b in batches] == [500, 1000, 1234] and batches[-1].waiting == 0
    local = {row[0]: row[1:] for row in records._db.execute("SELECT uid, correct, seconds, at, expected, given FROM answers")}
    with class_db.connect() as connection:
        stored = connection.execute(select(schema.answers.c.uid, schema.answers.c.correct, schema.answers.c.seconds,
                                           schema.answers.c.at, schema.answers.c.expected, schema.answers.c.given,
                                           schema.answers.c.trainee_id, schema.answers.c.session_uid,
                                           schema.answers.c.received)).fetchall()
        session = connection.execute(select(schema.sessions)).one()
    assert {row[0]: (int(row[1]), *row[2:6]) for row in stored} == local
    assert {row.trainee_id for row in stored} == {PERSON} and {row.session_uid for row in stored} == {session.uid}
    assert all(row.received > 1.7e9 for row in stored)
    assert (session.drill_id, session.game, session.ended) == ("baccarat.seat", "baccarat", None)
    records.end_session(sid)
    again = send_waiting(records, sent.link, class_db)
    assert (again.answers, again.sessions) == (0, 1)
    with class_db.connect() as connection:
        assert connection.execute(select(schema.sessions.c.ended)).scalar() is not None
    records.close()


def test_a_batch_committed_but_not_marked_is_sent_again_and_doubles_nothing(tmp_path, class_db):
    records, ann, _ = _records_with_answers(tmp_path / "records.sqlite3", 300)
    link = records.link_to_class(ann, "sqlite:///class", PERSON)
    with class_db.begin() as connection:  # the class database took the batch; the PC was killed before marking it
        send_batch(connection, records.unsent(link, 200))
    assert records.waiting_to_send(link) == 300
    sent = send_waiting(records, link, class_db, batch=120)
    assert sent.waiting == 0
    uids = _answer_uids(class_db)
    assert len(uids) == len(set(uids)) == 300
    records.close()


def test_a_class_database_gone_mid_send_keeps_the_rest_waiting_and_loses_nothing(tmp_path, class_db):
    records, ann, _ = _records_with_answers(tmp_path / "records.sqlite3", 1000)
    link = records.link_to_class(ann, "sqlite:///class", PERSON)
    folder = tmp_path / "class.sqlite3"

    def drop_after_first(progress):
        if progress.answers == 400:
            class_db.dispose()
            folder.rename(tmp_path / "elsewhere.sqlite3")  # the class database is out of reach from here on
            folder.mkdir()  # and its name is a folder: SQLite cannot open it

    from dealertrainer.storage.classroom.sending import SendingFailed

    with pytest.raises(SendingFailed) as failed:
        send_waiting(records, link, class_db, batch=400, after_batch=drop_after_first)
    assert failed.value.unreachable
    assert records.waiting_to_send(records.class_link(ann, "sqlite:///class")) == 600
    folder.rmdir()
    (tmp_path / "elsewhere.sqlite3").rename(folder)
    sent = send_waiting(records, records.class_link(ann, "sqlite:///class"), class_db, batch=400)
    assert sent.waiting == 0
    uids = _answer_uids(class_db)
    assert len(uids) == len(set(uids)) == 1000
    records.close()


def _keep_result(records, trainee: int, i: int) -> str:
    """A finished run's result as ``training.finished_runs`` keeps it (its figures as data)."""
    return records.record_result(trainee, ("exam", "audition", "pace")[i % 3], "baccarat", started=1.7e9 + i,
                                 ended=1.7e9 + i + 60, detail={"passed": i % 2 == 0, "per_hour": 50.0 + i})


def test_results_wait_are_counted_and_go_once_with_the_answers(tmp_path, class_db):
    records, ann, _ = _records_with_answers(tmp_path / "records.sqlite3", 30)
    for i in range(3):
        _keep_result(records, ann, i)
    assert records.waiting_kinds_for(ann, "sqlite:///class") == (30, 3)
    link = records.link_to_class(ann, "sqlite:///class", PERSON)
    assert records.waiting_to_send(link) == 33
    with class_db.begin() as connection:  # the class database took a batch; the PC was killed before marking it
        send_batch(connection, records.unsent(link, 10))
    sent = send_waiting(records, link, class_db, batch=10)
    assert (sent.results, sent.waiting) == (3, 0)
    assert send_waiting(records, sent.link, class_db).results == 0  # nothing new: nothing sent
    with class_db.connect() as connection:
        stored = connection.execute(select(schema.results.c.uid, schema.results.c.kind, schema.results.c.game,
                                           schema.results.c.trainee_id, schema.results.c.detail_json)).all()
    local = {r.uid: r for r in records.results(ann)}
    assert len(stored) == 3 and {row.uid for row in stored} == set(local)
    for row in stored:
        assert (row.kind, row.game, row.trainee_id) == (local[row.uid].kind, "baccarat", PERSON)
        assert json.loads(row.detail_json) == local[row.uid].detail
    new = _keep_result(records, ann, 4)
    assert [row["uid"] for row in records.unsent(sent.link).results] == [new]
    records.close()


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_the_sender_tries_again_later_by_the_clock_and_says_what_waits(tmp_path, class_db):
    path = tmp_path / "records.sqlite3"
    records, ann, _ = _records_with_answers(path, 30)
    clock, server_up, tries = Clock(), [False], []

    def sign_in() -> SignedIn:
        tries.append(clock.now)
        if not server_up[0]:
            raise ServerUnreachable("The class database at sqlite:///class cannot be reached: connection refused")
        person = Person(PERSON, SCHOOL, "Ann", "trainee", "dt_aaaaaaaa")
        return SignedIn(ClassDatabase(class_db, person, "sqlite:///class", row_security=False), "sqlite:///class")

    sending = ClassSending(path, ann, "sqlite:///class", sign_in, clock=clock)
    assert sending.waiting_now().line == "30 answers waiting to be sent"
    state = sending.send_if_due()
    assert state.unreachable and state.waiting == 30
    assert state.line == "Class server unreachable — answers are kept here (30 answers waiting)"
    assert sending.send_if_due() is None  # not due yet
    waits = []
    for _ in range(7):
        before = clock.now
        while sending.send_if_due() is None:
            clock.now += 1
        waits.append(clock.now - before)
    assert waits == [RETRY_FIRST, 2 * RETRY_FIRST, 4 * RETRY_FIRST, 8 * RETRY_FIRST, 16 * RETRY_FIRST, RETRY_MOST, RETRY_MOST]
    records.record_answer(ann, "baccarat.banker.draws", True, 1.0)
    server_up[0] = True
    sending.soon()
    state = sending.send_if_due()
    assert (state.waiting, state.sent, state.problem) == (0, 31, None) and state.line == "All answers sent"
    assert len(_answer_uids(class_db)) == 31
    assert sending.send_if_due() is None
    clock.now += AGAIN_AFTER
    records.record_answer(ann, "baccarat.banker.draws", True, 1.0)
    assert sending.waiting_now().line == "1 answer waiting to be sent"
    assert sending.send_if_due().line == "All answers sent"
    records.close()


def test_the_waiting_lines():
    assert waiting_line(-1) == "Looking for answers waiting to be sent…"
    assert waiting_line(0) == "All answers sent"
    assert waiting_line(1) == "1 answer waiting to be sent"
    assert waiting_line(12345) == "12,345 answers waiting to be sent"
    assert waiting_line(0, "x", unreachable=True) == "Class server unreachable — answers are kept here"
    assert waiting_line(2, "the class database refused them").startswith("Answers not sent: the class database refused")
    assert waiting_line(5, results=1) == "4 answers and 1 result waiting to be sent"
    assert waiting_line(2, results=2) == "2 results waiting to be sent"
    assert waiting_line(3, None, unreachable=True, results=1) == \
        "Class server unreachable — answers are kept here (2 answers and 1 result waiting)"


@pytest.mark.parametrize("url, key", [
    ("postgresql://db.school.lan:5432/class", "postgresql://db.school.lan:5432/class"),
    ("postgresql://ann:secret@db.school.lan/class", "postgresql://db.school.lan/class"),
    ("postgresql+psycopg://h/class", "postgresql://h/class"),
    ("postgres://h:5433/class", "postgresql://h:5433/class"),
    ("sqlite:////tmp/class.sqlite3", "sqlite:////tmp/class.sqlite3"),
])
def test_a_class_database_is_named_without_who_signs_in(url, key):
    assert database_key(url) == key


@pytest.mark.parametrize("url", ["mysql://h/db", "not a url", "", "http://school/class"])
def test_what_is_not_a_class_database_url_is_said_so(url):
    with pytest.raises(BadAddress) as refused:
        database_key(url)
    assert "postgresql://host:port/database" in str(refused.value)
