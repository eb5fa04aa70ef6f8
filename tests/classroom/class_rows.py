"""A small dealer school in a class database, for the instructor's tests: two classes, each
with its instructor and trainees, and helpers that write what a trainee PC would have sent
(answers, sessions, results) with known figures.

``school(engine)`` fills any class database made from ``storage/classroom/schema.metadata``
(a SQLite file here; the PostgreSQL tests fill the server's the same way, as its owner).
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass

import pytest
from sqlalchemy import Engine, create_engine, insert

from dealertrainer.storage.classroom.schema import (
    answers, class_people, classes, metadata, people, results, schools, sessions,
)

DAY = 86_400.0
NOW = 1_790_000_000.0  # a fixed "now" (2026-09-21), so mastery and due dates read the same every run
#: A stud skill: one of the 18 of its game, so one mastered is 5.6% of the game.
STUD_SKILL = "stud.bring_in"


@dataclass(frozen=True)
class School:
    school_id: str
    class_x: str
    class_y: str
    instructor_x: str
    instructor_y: str
    ann: str  # a trainee of class X
    bob: str  # a trainee of class X
    cid: str  # a trainee of class Y


def sqlite_class_db(path) -> Engine:
    """A class database on one machine (SQLite), its tables made from the one schema."""
    engine = create_engine(f"sqlite:///{path}")
    metadata.create_all(engine)
    return engine


@pytest.fixture
def db(tmp_path):
    """A class database on one machine for one test (import it into a test module to use it)."""
    engine = sqlite_class_db(tmp_path / "class.sqlite3")
    yield engine
    engine.dispose()


def _id() -> str:
    return uuid.uuid4().hex


def add_person(engine: Engine, school_id: str, name: str, role: str, *class_ids: str) -> str:
    person = _id()
    with engine.begin() as conn:
        conn.execute(insert(people).values(id=person, school_id=school_id, name=name, role=role,
                                           db_role=f"dt_{person[:8]}", created=NOW - 30 * DAY))
        for class_id in class_ids:
            conn.execute(insert(class_people).values(class_id=class_id, person_id=person))
    return person


def school(engine: Engine, ann_name: str = "Ann Lee") -> School:
    school_id, x, y = _id(), _id(), _id()
    with engine.begin() as conn:
        conn.execute(insert(schools).values(id=school_id, name="Riverside Dealer School", created=NOW - 60 * DAY))
        conn.execute(insert(classes).values(id=x, school_id=school_id, name="Evening X", profile_json="{}"))
        conn.execute(insert(classes).values(id=y, school_id=school_id, name="Morning Y", profile_json="{}"))
    return School(
        school_id, x, y,
        instructor_x=add_person(engine, school_id, "Irene Instructor", "instructor", x),
        instructor_y=add_person(engine, school_id, "Jack Instructor", "instructor", y),
        ann=add_person(engine, school_id, ann_name, "trainee", x),
        bob=add_person(engine, school_id, "Bob Ray", "trainee", x),
        cid=add_person(engine, school_id, "Cid Moss", "trainee", y),
    )


def answer(engine: Engine, trainee: str, skill: str, correct: bool, seconds: float, at: float) -> None:
    with engine.begin() as conn:
        conn.execute(insert(answers).values(uid=_id(), trainee_id=trainee, skill=skill, correct=correct,
                                            seconds=seconds, at=at, expected="x", given="x" if correct else "y"))


def master(engine: Engine, trainee: str, skill: str = STUD_SKILL) -> None:
    """Twenty quick right answers over two days, the last an hour before ``NOW``: mastered."""
    rows = [dict(uid=_id(), trainee_id=trainee, skill=skill, correct=True, seconds=1.0,
                 at=NOW - 2 * DAY + i * (2 * DAY - 3600) / 19, expected="x", given="x") for i in range(20)]
    with engine.begin() as conn:
        conn.execute(insert(answers), rows)


def result(engine: Engine, trainee: str, kind: str, game: str, started: float, detail: object) -> None:
    text = detail if isinstance(detail, str) else json.dumps(detail)
    with engine.begin() as conn:
        conn.execute(insert(results).values(uid=_id(), trainee_id=trainee, kind=kind, game=game, started=started,
                                            ended=started + 600, detail_json=text))


def session(engine: Engine, trainee: str, drill_id: str, started: float) -> None:
    with engine.begin() as conn:
        conn.execute(insert(sessions).values(uid=_id(), trainee_id=trainee, drill_id=drill_id, started=started))
