"""A trainee PC's finished exams, auditions and pace runs go to the class database as the answers
do (issue 22): committed in the records first (a kill -9 right after loses nothing), counted in
what waits, kept while the server is down and sent once when it is back (a server stopped
mid-send: ``test_class_server_sending.py``), and seen by the instructor's roster. Row-level
security holds: a trainee's PC cannot put a result under anyone else's name."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from sqlalchemy import select

from dealertrainer.storage.classroom import schema
from dealertrainer.storage.classroom.profile import SchoolProfile
from dealertrainer.storage.classroom.sending import SendingFailed, send_waiting
from dealertrainer.storage.classroom.signed_in import sign_in
from dealertrainer.storage.records import Records
from dealertrainer.training.classroom_roster import trainee_figures
from tests.classroom.test_sending_local import _keep_result

ROOT = Path(__file__).resolve().parents[2]


def _results_on(engine) -> list[tuple]:
    with engine.connect() as db:
        return db.execute(select(schema.results.c.uid, schema.results.c.kind, schema.results.c.game,
                                 schema.results.c.trainee_id, schema.results.c.detail_json)).all()


def _fill(records: Records, name: str, answers: int, results: int) -> int:
    trainee = records.add_trainee(name).id
    with records.bulk():
        for i in range(answers):
            records.record_answer(trainee, "baccarat.banker.draws", i % 3 != 0, 1.0, at=1.7e9 + i)
    for i in range(results):
        _keep_result(records, trainee, i)
    return trainee


def test_a_result_is_in_the_records_the_moment_it_is_kept_even_under_kill_9(tmp_path):
    path = tmp_path / "records.sqlite3"
    with Records(path) as records:
        ann = records.add_trainee("Ann").id
    code = textwrap.dedent(f"""
        import os, signal
        from dealertrainer.storage.records import Records
        records = Records({str(path)!r})
        uid = records.record_result({ann}, "exam", "", started=1.7e9, ended=1.7e9 + 600,
                                    detail={{"passed": True, "accuracy": 0.95}})
        print(uid, flush=True)
        os.kill(os.getpid(), signal.SIGKILL)
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == -signal.SIGKILL, done.stderr[-2000:]
    with Records(path) as records:
        [kept] = records.results(ann)
        assert kept.uid == done.stdout.strip() and kept.detail == {"passed": True, "accuracy": 0.95}
        assert records.waiting_kinds_for(ann, "postgresql://h/class") == (0, 1)


def test_results_kept_while_the_server_is_down_arrive_once_and_show_on_the_roster(tmp_path, pg_server, seeded_class):
    ada = sign_in(seeded_class.url, "Ada", seeded_class.password)
    records = Records(tmp_path / "records.sqlite3")
    trainee = _fill(records, "Ada", 1500, 3)
    link = records.link_to_class(trainee, ada.database, ada.person_id)
    pg_server.stop()
    try:
        with pytest.raises(SendingFailed) as failed:
            send_waiting(records, link, ada.engine, batch=500)
        assert failed.value.unreachable
        _keep_result(records, trainee, 3)  # a run finished while the server is down
        assert records.waiting_kinds(records.class_link(trainee, ada.database)) == (1500, 4)
    finally:
        pg_server.start()
    sent = send_waiting(records, records.class_link(trainee, ada.database), ada.engine, batch=500)
    assert (sent.waiting, sent.results, sent.answers) == (0, 4, 1500)
    admin = pg_server.admin_engine(seeded_class.url.rsplit("/", 1)[1])
    stored = _results_on(admin)
    with admin.connect() as db:
        assert len(db.execute(select(schema.answers.c.uid)).all()) == 1500
    admin.dispose()
    assert sorted(row.uid for row in stored) == sorted(r.uid for r in records.results(trainee))
    assert {row.trainee_id for row in stored} == {ada.person_id}
    ines = sign_in(seeded_class.url, "Ines", seeded_class.password)
    figures = {f.name: f for f in trainee_figures(ines.engine, seeded_class.class_x, SchoolProfile(), 1.8e9)}
    assert [(r.kind, r.passed, r.per_hour) for r in figures["Ada"].results] == \
        [("exam", True, 50.0), ("audition", False, 51.0), ("pace", True, 52.0), ("exam", False, 53.0)]
    assert figures["Ben"].results == ()
    records.close()
    ada.close()
    ines.close()


def test_a_trainee_pc_cannot_send_a_result_under_another_name_nor_read_anothers(tmp_path, pg_server, seeded_class):
    ben = sign_in(seeded_class.url, "Ben", seeded_class.password)
    with Records(tmp_path / "ben.sqlite3") as records:
        own = _fill(records, "Ben", 0, 1)
        send_waiting(records, records.link_to_class(own, ben.database, ben.person_id), ben.engine)
    ben.close()
    ada = sign_in(seeded_class.url, "Ada", seeded_class.password)
    with Records(tmp_path / "records.sqlite3") as records:
        trainee = _fill(records, "Ada", 0, 2)
        # Ada's PC, signed in as Ada, with its trainee linked to Ben's person: the server refuses the rows
        link = records.link_to_class(trainee, ada.database, seeded_class.people["Ben"].id)
        with pytest.raises(SendingFailed) as refused:
            send_waiting(records, link, ada.engine)
        assert not refused.value.unreachable, str(refused.value)
        assert records.waiting_kinds(records.class_link(trainee, ada.database)) == (0, 2)  # nothing marked sent
    with ada.engine.connect() as db:
        assert db.execute(select(schema.results.c.uid)).all() == []  # Ben's result is not hers to see
    admin = pg_server.admin_engine(seeded_class.url.rsplit("/", 1)[1])
    assert [row.trainee_id for row in _results_on(admin)] == [seeded_class.people["Ben"].id]
    admin.dispose()
    ada.close()
