"""The classroom's screens for ``--screenshots``: a class of twelve trainees on a one-machine
class database (SQLite, made by the class database's own migrations), the instructor's roster,
assignments and school profile, and a trainee's Home with the work assigned."""

from __future__ import annotations

import random
import uuid
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from sqlalchemy import Engine, create_engine, insert

from dealertrainer.storage.classroom import migrate
from dealertrainer.storage.classroom.connecting import ClassDatabase
from dealertrainer.storage.classroom.people import Person, add_person, make_school
from dealertrainer.storage.classroom.profile import ClassProfile
from dealertrainer.storage.school_standards import SchoolStandards
from dealertrainer.storage.classroom.schema import answers, results
from dealertrainer.storage.classroom.signed_in import SignedIn
from dealertrainer.training.classroom_assignments import assign
from dealertrainer.training.classroom_roster import game_skills

__all__ = ["class_of_twelve", "shoot_classroom"]

DAY = 86_400.0
TRAINEES = ("Ana Souza", "Ben Okafor", "Chen Wei", "Dara Novak", "Eli Haddad", "Fay Lindqvist", "Gus Moreno",
            "Hana Sato", "Ivo Petrov", "Jun Park", "Kira Adams", "Leo Brandt")


def _answers_for(trainee: str, skills: list[str], right: float, now: float, rng: random.Random) -> list[dict]:
    """Twenty answers a skill over three days, right with the share ``right``."""
    return [dict(uid=uuid.uuid4().hex, trainee_id=trainee, skill=skill, correct=rng.random() < right,
                 seconds=rng.uniform(0.8, 2.2), at=now - 3 * DAY + i * (3 * DAY - 7200) / 19)
            for skill in skills for i in range(20)]


def class_of_twelve(path: Path, now: float, seed: int = 3) -> tuple[Engine, SignedIn, SignedIn]:
    """A class database at ``path`` holding an evening class: (engine, its instructor, a trainee)."""
    engine = create_engine(f"sqlite:///{path}")
    rng = random.Random(seed)
    stud = sorted(game_skills()["stud"])
    blackjack = sorted(game_skills()["blackjack"])
    with engine.begin() as db:
        migrate.upgrade(db)
        _school, class_id = make_school(db, "Riverside Dealer School", "Evening class", now - 60 * DAY)
        instructor = add_person(db, class_id, "Irene Ortiz", "a long class password", "instructor", now,
                                as_administrator=True)
        people = [add_person(db, class_id, name, "a long class password", "trainee", now, as_administrator=True)
                  for name in TRAINEES]
        for n, person in enumerate(people):
            level = n / len(people)
            rows = _answers_for(person.id, stud[: 4 + int(14 * level)], 0.75 + 0.25 * level, now, rng)
            rows += _answers_for(person.id, blackjack[: int(20 * level)], 0.8 + 0.2 * level, now, rng)
            db.execute(insert(answers), rows)
            for game, speed in (("stud", 22 + 20 * level), ("blackjack", 45 + 30 * level)):
                db.execute(insert(results).values(uid=uuid.uuid4().hex, trainee_id=person.id, kind="pace", game=game,
                                                  started=now - DAY, detail_json=f'{{"per_hour": {speed:.1f}}}'))
            if n % 3 != 1:
                db.execute(insert(results).values(uid=uuid.uuid4().hex, trainee_id=person.id, kind="exam", game="",
                                                  started=now - 2 * DAY,
                                                  detail_json=f'{{"passed": {str(level > 0.3).lower()}}}'))
    owner = ClassProfile(engine, class_id, clock=lambda: now)
    owner.save(SchoolStandards(mastered_share=0.7, stud_pace_low=35, blackjack_pace_low=60))
    profile = owner.profile
    assign(engine, class_id, title="Blackjack payouts before Friday", kind="paper", drill_id="exam",
           config={"skills": ["blackjack.payout"], "length": 12}, profile=profile, due=now + 3 * DAY,
           by=instructor.id, now=now)
    assign(engine, class_id, title="Deal a stud shoe", kind="drill", drill_id="stud.seat", config={"length": 30},
           profile=profile, due=now + 5 * DAY, by=instructor.id, now=now)
    address = f"sqlite:///{path}"

    def signed_in(person: Person) -> SignedIn:  # as the app's sign-in leaves it (``context.classroom``)
        return SignedIn(ClassDatabase(engine, person, address, row_security=False), address, class_id, "Evening class")

    return engine, signed_in(instructor), signed_in(people[0])


def shoot_classroom(window, shoot: Callable[[str], list[Path]], wait_until: Callable[..., bool]) -> list[Path]:
    """The instructor's three tabs in ``window`` (signed in as the instructor)."""
    view = window.open("instructor")
    if view is None:
        raise RuntimeError("the window has no Instructor screen")
    if not wait_until(lambda: view.state is not None, timeout=30):
        raise RuntimeError("the instructor's screen did not read the class")
    written = []
    for index, name in enumerate(("instructor-roster", "instructor-assignments", "instructor-profile")):
        view.tabs.setCurrentIndex(index)
        QCoreApplication.processEvents()
        written += shoot(name)
    view.tabs.setCurrentIndex(0)
    return written
