"""A history file imported twice, on a PC signed in to the class, sends nothing twice (issue 22):
the imported answers carry the uids their first PC gave them, so the class database, which
holds some of them already, takes each answer once."""

from __future__ import annotations

from sqlalchemy import select

from dealertrainer.storage.classroom.schema import answers, sessions
from dealertrainer.storage.classroom.sending import send_waiting
from dealertrainer.storage.classroom.signed_in import sign_in
from dealertrainer.storage.history_export import export_history, import_history
from dealertrainer.storage.records import Records


def _train(records: Records, trainee: int, start: int, count: int) -> None:
    session = records.start_session(trainee, "stud.seat", started=1.7e9 + start, game="stud")
    with records.bulk():
        for i in range(start, start + count):
            records.record_answer(trainee, "stud.first_to_act.high_card", i % 4 != 0, 1.5, session_id=session,
                                  at=1.7e9 + i + 1)
    records.end_session(session)


def test_a_history_imported_twice_then_sent_is_in_the_class_database_once(tmp_path, pg_server, seeded_class):
    ada = sign_in(seeded_class.url, "Ada", seeded_class.password)
    with Records(tmp_path / "old_pc.sqlite3") as old_pc:
        mine = old_pc.add_trainee("Ada").id
        _train(old_pc, mine, 0, 40)
        send_waiting(old_pc, old_pc.link_to_class(mine, ada.database, ada.person_id), ada.engine)
        _train(old_pc, mine, 100, 25)  # trained on, never sent from this PC
        path = export_history(old_pc, mine, tmp_path / "ada.json")
        everything = set(old_pc.uids_by_id("answers", mine).values())
    with Records(tmp_path / "new_pc.sqlite3") as new_pc:
        first = import_history(new_pc, path)
        assert import_history(new_pc, path).id == first.id
        link = new_pc.link_to_class(first.id, ada.database, ada.person_id)
        assert new_pc.waiting_to_send(link) == 65
        send_waiting(new_pc, link, ada.engine)
        assert import_history(new_pc, path).id == first.id  # once more, after sending: nothing waits
        assert new_pc.waiting_to_send(new_pc.class_link(first.id, ada.database)) == 0
    with ada.engine.connect() as db:
        held = db.execute(select(answers.c.uid)).scalars().all()
        assert len(held) == len(set(held)) == 65 and set(held) == everything
        assert len(db.execute(select(sessions.c.uid)).all()) == 2
    ada.close()
