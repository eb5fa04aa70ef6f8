"""A trainee PC sends its answers to a real PostgreSQL class server (issue 22), signed in as the
trainee (row-level security on): every answer once, the server stopped mid-send and started
again, and a session's end sent after it."""

from __future__ import annotations

import threading

import pytest
from sqlalchemy import func, select

from dealertrainer.storage.classroom.schema import answers, results, sessions
from dealertrainer.storage.classroom.sending import SendingFailed, send_waiting
from dealertrainer.storage.classroom.signed_in import sign_in
from dealertrainer.storage.records import Records


def _fill(records: Records, name: str, count: int) -> tuple[int, int]:
    trainee = records.add_trainee(name).id
    session = records.start_session(trainee, "blackjack.seat", game="blackjack")
    with records.bulk():
        for i in range(count):
            records.record_answer(trainee, "blackjack.insurance.offer", i % 3 != 0, 0.8 + i % 5 / 10,
                                  session_id=session, at=1.7e9 + i)
    return trainee, session


def _server_uids(pg_server, url):
    admin = pg_server.admin_engine(url.rsplit("/", 1)[1])
    with admin.connect() as db:
        found = db.execute(select(answers.c.uid, answers.c.trainee_id)).all()
    admin.dispose()
    return found


def test_answers_sent_as_the_trainee_arrive_once_with_the_server_stopped_mid_send(tmp_path, pg_server, seeded_class):
    ada = sign_in(seeded_class.url, "Ada", seeded_class.password)
    records = Records(tmp_path / "records.sqlite3")
    trainee, session = _fill(records, "Ada", 2500)
    link = records.link_to_class(trainee, ada.database, ada.person_id)

    def stop_after_first(progress):
        if progress.answers == 1000:
            pg_server.stop()

    try:
        with pytest.raises(SendingFailed) as failed:
            send_waiting(records, link, ada.engine, batch=1000, after_batch=stop_after_first)
        assert failed.value.unreachable, str(failed.value)
        assert "cannot be reached" in str(failed.value) or "was lost" in str(failed.value)
        link = records.class_link(trainee, ada.database)
        assert records.waiting_to_send(link) == 1500
    finally:
        pg_server.start()
    assert pg_server.is_running()
    records.end_session(session)
    sent = send_waiting(records, link, ada.engine, batch=1000)
    assert sent.waiting == 0 and sent.answers == 1500
    found = _server_uids(pg_server, seeded_class.url)
    local = {row[0] for row in records._db.execute("SELECT uid FROM answers")}
    assert len(found) == 2500 and {uid for uid, _ in found} == local
    assert {who for _, who in found} == {ada.person_id}
    with ada.engine.connect() as db:
        assert db.execute(select(sessions.c.ended)).scalar_one() is not None
    records.close()
    ada.close()


def test_the_server_stopped_at_any_moment_of_a_send_loses_and_doubles_nothing(tmp_path, pg_server, seeded_class):
    """The server is stopped while batches are in flight (mid-statement, mid-commit, between
    batches: wherever the send is when the stop lands), several times; every answer, and every
    result of a finished run (one kept before each try, sent in its first batch), is then in
    the class database exactly once."""
    ben = sign_in(seeded_class.url, "Ben", seeded_class.password)
    records = Records(tmp_path / "records.sqlite3")
    trainee, _ = _fill(records, "Ben", 12_000)
    link = records.link_to_class(trainee, ben.database, ben.person_id)
    failures = 0
    for attempt in range(4):
        records.record_result(trainee, "pace", "blackjack", started=1.7e9 + attempt, ended=1.7e9 + attempt + 600,
                              detail={"per_hour": 60.0 + attempt})
        started = threading.Event()

        def stop_soon():
            started.wait(5)
            pg_server.stop()

        stopper = threading.Thread(target=stop_soon)
        stopper.start()
        try:
            send_waiting(records, records.class_link(trainee, ben.database), ben.engine, batch=700,
                         after_batch=lambda _progress: started.set())
        except SendingFailed as failure:
            assert failure.unreachable, str(failure)
            failures += 1
        finally:
            stopper.join()
            pg_server.start()
    assert failures >= 1
    sent = send_waiting(records, records.class_link(trainee, ben.database), ben.engine)
    assert sent.waiting == 0
    found = [uid for uid, _ in _server_uids(pg_server, seeded_class.url)]
    assert len(found) == len(set(found)) == 12_000
    with ben.engine.connect() as db:
        assert db.execute(select(func.count()).select_from(answers)).scalar_one() == 12_000
        held = db.execute(select(results.c.uid)).scalars().all()
    assert sorted(held) == sorted(r.uid for r in records.results(trainee))
    assert len(held) == 4
    records.close()
    ben.close()
