"""Row-level security, enforced by the PostgreSQL server itself: each test signs in as a real
person (their own LOGIN role, over TCP with their password) and tries to read or write what
is not theirs; the database refuses, or shows nothing."""

from __future__ import annotations

import uuid

import pytest
from sqlalchemy import insert, select, text, update
from sqlalchemy.exc import DBAPIError

from dealertrainer.storage.classroom.connecting import open_class_database
from dealertrainer.storage.classroom.people import add_person
from dealertrainer.storage.classroom.schema import (
    answers, assignments, class_people, classes, people, results, schools, sessions,
)


def _sign_in(seeded, name):
    return open_class_database(seeded.url, name, seeded.password)


def _answer(trainee_id: str, skill: str = "baccarat.banker.draw") -> dict:
    return dict(uid=uuid.uuid4().hex, trainee_id=trainee_id, skill=skill, correct=True, seconds=1.5, at=1_700_000_000.0)


def _session(trainee_id: str) -> dict:
    return dict(uid=uuid.uuid4().hex, trainee_id=trainee_id, drill_id="baccarat.table", started=1_700_000_000.0)


def _result(trainee_id: str) -> dict:
    return dict(uid=uuid.uuid4().hex, trainee_id=trainee_id, kind="audition", game="baccarat",
                started=1_700_000_000.0)


def _refused(engine, statement) -> str:
    """Run ``statement`` in its own transaction; the server's refusal (SQLSTATE) — fail if it ran."""
    with pytest.raises(DBAPIError) as caught:
        with engine.begin() as db:
            db.execute(statement)
    return caught.value.orig.sqlstate


@pytest.fixture
def sent(seeded_class):
    """Each trainee has sent a session, two answers and a result of their own."""
    out = {}
    for name in ("Ada", "Ben", "Cleo"):
        signed = _sign_in(seeded_class, name)
        me = signed.person.id
        rows = (_session(me), _answer(me), _answer(me, "blackjack.insurance.offer"), _result(me))
        with signed.engine.begin() as db:
            db.execute(insert(sessions).values(rows[0]))
            db.execute(insert(answers).values([rows[1], rows[2]]))
            db.execute(insert(results).values(rows[3]))
        signed.close()
        out[name] = rows
    return out


def test_a_trainee_sees_only_their_own_answers_sessions_and_results(seeded_class, sent):
    ada = _sign_in(seeded_class, "Ada")
    with ada.engine.connect() as db:
        assert {r.uid for r in db.execute(select(answers.c.uid))} == {sent["Ada"][1]["uid"], sent["Ada"][2]["uid"]}
        assert db.execute(select(sessions.c.uid)).scalars().all() == [sent["Ada"][0]["uid"]]
        assert db.execute(select(results.c.uid)).scalars().all() == [sent["Ada"][3]["uid"]]
        # Asking for Ben's rows by their ids finds nothing.
        ben = seeded_class.people["Ben"].id
        assert db.execute(select(answers.c.uid).where(answers.c.trainee_id == ben)).all() == []
    ada.close()


@pytest.mark.parametrize("table, row", [(answers, _answer), (sessions, _session), (results, _result)])
def test_a_trainee_cannot_write_rows_in_another_trainees_name(seeded_class, table, row):
    ada = _sign_in(seeded_class, "Ada")
    for other in ("Ben", "Cleo"):
        assert _refused(ada.engine, insert(table).values(row(seeded_class.people[other].id))) == "42501"
    ada.close()


def test_a_trainee_cannot_change_anothers_session_nor_any_answer_sent(seeded_class, sent):
    ada = _sign_in(seeded_class, "Ada")
    with ada.engine.begin() as db:
        changed = db.execute(update(sessions).where(sessions.c.uid == sent["Ben"][0]["uid"]).values(ended=1.0))
        assert changed.rowcount == 0
        # Nor may Ada hand her own session to Ben.
    assert _refused(ada.engine, update(sessions).where(sessions.c.uid == sent["Ada"][0]["uid"])
                    .values(trainee_id=seeded_class.people["Ben"].id)) == "42501"
    assert _refused(ada.engine, update(answers).values(correct=True)) == "42501"  # an answer sent is never changed
    ada.close()
    ines = _sign_in(seeded_class, "Ines")
    with ines.engine.begin() as db:
        assert {r.uid for r in db.execute(select(answers.c.uid).where(answers.c.correct))} >= {sent["Ada"][1]["uid"]}


def test_a_trainee_reads_their_own_class_school_and_assignments_only(seeded_class):
    ines = _sign_in(seeded_class, "Ines")
    yuri = _sign_in(seeded_class, "Yuri")
    for signed, class_id in ((ines, seeded_class.class_x), (yuri, seeded_class.class_y)):
        with signed.engine.begin() as db:
            db.execute(insert(assignments).values(id=uuid.uuid4().hex, class_id=class_id, title="Paper 1",
                                                  kind="paper", created_by=signed.person.id, created=1.0))
        signed.close()
    ada = _sign_in(seeded_class, "Ada")
    with ada.engine.connect() as db:
        assert db.execute(select(classes.c.id)).scalars().all() == [seeded_class.class_x]
        assert db.execute(select(schools.c.id)).scalars().all() == [seeded_class.school_id]
        assert db.execute(select(assignments.c.class_id)).scalars().all() == [seeded_class.class_x]
        assert db.execute(select(people.c.name)).scalars().all() == ["Ada"]
        assert db.execute(select(class_people.c.person_id)).scalars().all() == [ada.person.id]
    assert _refused(ada.engine, update(classes).values(profile_json="{}")) == "42501"
    assert _refused(ada.engine, insert(assignments).values(id=uuid.uuid4().hex, class_id=seeded_class.class_x,
                                                           title="Mine", kind="drill", created=1.0)) == "42501"
    assert _refused(ada.engine, select(people.c.password_hash)) == "42501"
    ada.close()


def test_an_instructor_sees_only_their_classes_and_their_trainees_rows(seeded_class, sent):
    ines = _sign_in(seeded_class, "Ines")
    people_ = seeded_class.people
    with ines.engine.connect() as db:
        assert db.execute(select(classes.c.id)).scalars().all() == [seeded_class.class_x]
        assert set(db.execute(select(people.c.name)).scalars()) == {"Ines", "Ada", "Ben"}
        assert set(db.execute(select(answers.c.trainee_id)).scalars()) == {people_["Ada"].id, people_["Ben"].id}
        assert set(db.execute(select(sessions.c.trainee_id)).scalars()) == {people_["Ada"].id, people_["Ben"].id}
        assert set(db.execute(select(results.c.trainee_id)).scalars()) == {people_["Ada"].id, people_["Ben"].id}
        assert db.execute(select(answers.c.uid).where(answers.c.trainee_id == people_["Cleo"].id)).all() == []
        assert set(db.execute(select(class_people.c.class_id)).scalars()) == {seeded_class.class_x}
    with ines.engine.begin() as db:
        # Class Y's profile is not Ines's to change: no row is touched.
        assert db.execute(update(classes).where(classes.c.id == seeded_class.class_y)
                          .values(profile_json='{"x": 1}')).rowcount == 0
        assert db.execute(update(classes).where(classes.c.id == seeded_class.class_x)
                          .values(profile_json='{"x": 1}')).rowcount == 1
    # Nor may she set class Y a paper, or write answers in a trainee's name.
    assert _refused(ines.engine, insert(assignments).values(id=uuid.uuid4().hex, class_id=seeded_class.class_y,
                                                            title="Paper", kind="paper", created=1.0)) == "42501"
    assert _refused(ines.engine, insert(answers).values(_answer(people_["Ada"].id))) == "42501"
    ines.close()


def test_only_an_instructor_of_a_class_adds_people_to_it(seeded_class):
    ines = _sign_in(seeded_class, "Ines")
    with pytest.raises(LookupError):  # the app finds no class Y: Ines cannot see it
        with ines.engine.begin() as db:
            add_person(db, seeded_class.class_y, "Intruder", seeded_class.password, "trainee")
    # And the database refuses when asked directly.
    assert _refused(ines.engine, text(ADD_EVE).bindparams(c=seeded_class.class_y)) == "42501"
    with ines.engine.begin() as db:
        added = add_person(db, seeded_class.class_x, "Dana", seeded_class.password, "trainee")
    ines.close()
    dana = _sign_in(seeded_class, "Dana")
    assert dana.person.id == added.id and dana.person.role == "trainee"
    with dana.engine.connect() as db:
        assert db.execute(select(classes.c.id)).scalars().all() == [seeded_class.class_x]
    dana.close()
    ada = _sign_in(seeded_class, "Ada")  # a trainee may not call it at all
    assert _refused(ada.engine, text(ADD_EVE).bindparams(c=seeded_class.class_x)) == "42501"
    ada.close()
    ines = _sign_in(seeded_class, "Ines")
    with ines.engine.connect() as db:
        assert "Eve" not in set(db.execute(select(people.c.name)).scalars())
    ines.close()


ADD_EVE = ("SELECT dealertrainer_add_person('x', 'Eve', 'trainee', 'dt_0123456789abcdef', "
           "'SCRAM-SHA-256$4096:AAAA$AAAA:AAAA', '', :c, 1.0)")


def test_a_trainee_pc_sends_again_harmlessly(seeded_class):
    """What a trainee PC does when it sends twice: answers ON CONFLICT DO NOTHING, a session
    ON CONFLICT DO UPDATE its end; Ben's uid in Ada's batch is neither taken nor changed."""
    from sqlalchemy.dialects.postgresql import insert as pg_insert

    ben = _sign_in(seeded_class, "Ben")
    his = _answer(ben.person.id)
    with ben.engine.begin() as db:
        db.execute(insert(answers).values(his))
    ben.close()
    ada = _sign_in(seeded_class, "Ada")
    me = ada.person.id
    batch, session = [_answer(me) for _ in range(3)], _session(me)
    for ended in (None, 1_700_000_100.0):
        with ada.engine.begin() as db:
            db.execute(pg_insert(answers).values(batch).on_conflict_do_nothing(index_elements=["uid"]))
            sent = pg_insert(sessions).values({**session, "ended": ended})
            db.execute(sent.on_conflict_do_update(index_elements=["uid"], set_={"ended": sent.excluded.ended}))
    with ada.engine.begin() as db:
        db.execute(pg_insert(answers).values({**his, "trainee_id": me}).on_conflict_do_nothing(index_elements=["uid"]))
        assert len(db.execute(select(answers.c.uid)).all()) == 3
        assert db.execute(select(sessions.c.ended)).scalars().all() == [1_700_000_100.0]
    ada.close()
    ines = _sign_in(seeded_class, "Ines")
    with ines.engine.connect() as db:
        assert db.execute(select(answers.c.trainee_id).where(answers.c.uid == his["uid"])).scalar() == \
            seeded_class.people["Ben"].id
    ines.close()


def test_when_an_answer_was_received_is_the_servers_word(seeded_class):
    ada = _sign_in(seeded_class, "Ada")
    with ada.engine.begin() as db:
        db.execute(insert(answers).values({**_answer(ada.person.id), "received": 1.0}))
        now = db.execute(text("SELECT extract(epoch FROM now())")).scalar()
        assert db.execute(select(answers.c.received)).scalar() == pytest.approx(float(now))
    ada.close()


def test_a_signed_in_pc_hears_of_a_dropped_server_in_words_and_carries_on_when_it_is_back(pg_server, seeded_class):
    from dealertrainer.storage.classroom.connecting import ConnectionLost, ServerUnreachable, explained

    ada = _sign_in(seeded_class, "Ada")
    try:
        with ada.engine.connect() as db:
            db.execute(select(answers.c.uid)).all()
            pg_server.stop()  # mid-way: the open connection is dropped
            with pytest.raises(DBAPIError) as caught:
                db.execute(select(answers.c.uid)).all()
            assert isinstance(explained(caught.value, ada.address), ConnectionLost)
        with pytest.raises(DBAPIError) as caught:
            with ada.engine.connect() as db:
                db.execute(select(answers.c.uid)).all()
        told = explained(caught.value, ada.address)
        assert isinstance(told, ServerUnreachable) and "cannot be reached" in str(told)
    finally:
        pg_server.start()
    with ada.engine.begin() as db:  # the same handle works again once the server is back
        db.execute(insert(answers).values(_answer(ada.person.id)))
        assert len(db.execute(select(answers.c.uid)).all()) == 1
    ada.close()


def test_a_trainees_own_temporary_tables_do_not_fool_the_policies(seeded_class):
    """The policies ask SECURITY DEFINER functions who is signed in; a trainee who makes temporary
    tables named like ours (searched first unless the functions say otherwise) sees no more."""
    ada = _sign_in(seeded_class, "Ada")
    cleo = seeded_class.people["Cleo"]
    with ada.engine.connect() as db:
        db.execute(text("CREATE TEMP TABLE people AS SELECT * FROM (VALUES "
                        "(:me, :school, 'Ada', 'instructor', session_user::varchar, '', 0.0)) "
                        "AS p(id, school_id, name, role, db_role, password_hash, created)"),
                   {"me": ada.person.id, "school": seeded_class.school_id})
        db.execute(text("CREATE TEMP TABLE class_people AS SELECT * FROM (VALUES (:x, :me), (:y, :me), "
                        "(:y, :cleo)) AS m(class_id, person_id)"),
                   {"x": seeded_class.class_x, "y": seeded_class.class_y, "me": ada.person.id, "cleo": cleo.id})
        assert db.execute(text("SELECT id FROM public.classes")).scalars().all() == [seeded_class.class_x]
        assert db.execute(text("SELECT count(*) FROM public.people")).scalar() == 1
        assert db.execute(text("SELECT count(*) FROM public.answers WHERE trainee_id = :c"), {"c": cleo.id}).scalar() == 0
        db.rollback()
    assert _refused(ada.engine, text("SELECT dealertrainer_create_login('dt_0123456789abcdef', 'instructor', "
                                     "'SCRAM-SHA-256$4096:AAAA$AAAA:AAAA')")) == "42501"
    ada.close()
