"""The instructor's roster: their classes, each class's trainees, and each trainee's figures
from the class database — answers and mastery per game, exams, auditions and pace runs.

Mastery is the app's own (``training.progress.stats_from_answers``: the mastery rule with FSRS
replayed from the answers) under the class's profile (its target times and desired
retention), so a trainee's PC and their instructor read the same levels from the same answers.
Pace runs, auditions and exams are the ``results`` rows the trainee PCs sent; their figures
(``detail_json``) are read as data: capped, checked value by value, and a row that cannot be
read counts as taken and not passed.

Every function takes an Engine signed in as the instructor: on PostgreSQL the database shows
only their classes' rows (row-level security); the queries ask for one class anyway.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache

from sqlalchemy import Engine, and_, select

from dealertrainer.storage.classroom.profile import SchoolProfile
from dealertrainer.storage.classroom.schema import answers, class_people, classes, people, results
from dealertrainer.storage.records import AnswerRow
from dealertrainer.storage.settings_in_force import GAME_RULES
from dealertrainer.training.mastery import MasteryLevel, MasteryTargets, targets_in_force
from dealertrainer.training.progress import stats_from_answers
from dealertrainer.training.schedule import scheduler_for
from dealertrainer.training.skills import catalogue

__all__ = [
    "ClassInfo",
    "GameMastery",
    "Member",
    "Result",
    "TraineeFigures",
    "class_targets",
    "classes_of",
    "game_skills",
    "read_result",
    "trainee_figures",
    "trainees_of",
]

#: The most of a result's figures read (ours are a few hundred bytes).
MAX_DETAIL_CHARS = 16 * 1024
#: The fastest pace believed: more hands an hour than this is a damaged figure.
MOST_PER_HOUR = 1000.0


@dataclass(frozen=True)
class ClassInfo:
    id: str
    name: str
    profile_json: str


@dataclass(frozen=True)
class Member:
    id: str
    name: str


def classes_of(engine: Engine, person_id: str) -> list[ClassInfo]:
    """The classes ``person_id`` belongs to (an instructor's: those they teach), by name."""
    query = (select(classes.c.id, classes.c.name, classes.c.profile_json)
             .join(class_people, class_people.c.class_id == classes.c.id)
             .where(class_people.c.person_id == person_id).order_by(classes.c.name, classes.c.id))
    with engine.connect() as conn:
        return [ClassInfo(*row) for row in conn.execute(query)]


def trainees_of(engine: Engine, class_id: str) -> list[Member]:
    """The trainees of a class, by name."""
    query = (select(people.c.id, people.c.name).join(class_people, class_people.c.person_id == people.c.id)
             .where(class_people.c.class_id == class_id, people.c.role == "trainee")
             .order_by(people.c.name, people.c.id))
    with engine.connect() as conn:
        return [Member(*row) for row in conn.execute(query)]


@cache
def game_skills() -> dict[str, frozenset[str]]:
    """Each table game's skills in the app's catalogue."""
    return {game: frozenset(s.id for s in catalogue() if s.game == game) for game in GAME_RULES}


@dataclass(frozen=True)
class GameMastery:
    game: str
    skills: int  # in the catalogue
    answered: int  # skills the trainee has answered
    mastered: int

    @property
    def share(self) -> float:
        return self.mastered / self.skills if self.skills else 0.0


@dataclass(frozen=True)
class Result:
    """A pace run, audition or exam as the trainee PC sent it (unreadable figures are None)."""

    kind: str
    game: str
    started: float
    passed: bool | None
    accuracy: float | None
    per_hour: float | None


def _share(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 1:
        return None
    return float(value)


def _per_hour(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return float(value) if 0 < value <= MOST_PER_HOUR else None


def read_result(kind: str, game: str, started: float, detail_json: object) -> Result:
    """A ``results`` row's figures; whatever cannot be read is None (never raises)."""
    detail: object = None
    if isinstance(detail_json, str) and len(detail_json) <= MAX_DETAIL_CHARS:
        try:
            detail = json.loads(detail_json)
        except (ValueError, RecursionError):
            detail = None
    if not isinstance(detail, dict):
        detail = {}
    passed = detail.get("passed")
    return Result(str(kind), str(game or ""), float(started), passed if isinstance(passed, bool) else None,
                  _share(detail.get("accuracy")), _per_hour(detail.get("per_hour")))


@dataclass(frozen=True)
class TraineeFigures:
    """One trainee's line of the roster and the class report."""

    id: str
    name: str
    answers: int
    correct: int
    last_answer: float | None
    mastery: Mapping[str, GameMastery]  # by game
    results: tuple[Result, ...]  # oldest first

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.answers if self.answers else None

    def of_kind(self, kind: str, game: str | None = None) -> list[Result]:
        """Results of ``kind`` (at ``game``; an exam over several games has game "")."""
        return [r for r in self.results if r.kind == kind and (game is None or r.game in (game, ""))]

    def latest(self, kind: str, game: str | None = None) -> Result | None:
        found = self.of_kind(kind, game)
        return found[-1] if found else None

    def passed(self, kind: str) -> int:
        return sum(r.passed is True for r in self.of_kind(kind))


def class_targets(profile: SchoolProfile) -> MasteryTargets:
    """The mastery targets the class trains under: its profile's target times and retention."""
    return targets_in_force(profile.app.target_seconds, profile.app.desired_retention)


def _mastery(rows: list[AnswerRow], targets: MasteryTargets, now: float) -> dict[str, GameMastery]:
    stats = stats_from_answers(rows, targets, now, scheduler=scheduler_for(retention=targets.retention))
    out = {}
    for game, skills in game_skills().items():
        mine = [s for skill, s in stats.items() if skill in skills]
        out[game] = GameMastery(game, len(skills), len(mine),
                                sum(s.mastery.level is MasteryLevel.MASTERED for s in mine))
    return out


def trainee_figures(engine: Engine, class_id: str, profile: SchoolProfile, now: float) -> list[TraineeFigures]:
    """Every trainee of the class with their figures at ``now``, by name."""
    members = trainees_of(engine, class_id)
    ids = [m.id for m in members]
    in_class = and_(class_people.c.class_id == class_id, class_people.c.person_id == answers.c.trainee_id)
    answer_query = (select(answers.c.trainee_id, answers.c.skill, answers.c.correct, answers.c.seconds, answers.c.at,
                           answers.c.standard_chips, answers.c.unreadable)
                    .join(class_people, in_class).order_by(answers.c.trainee_id, answers.c.at, answers.c.uid))
    result_query = (select(results.c.trainee_id, results.c.kind, results.c.game, results.c.started,
                           results.c.detail_json)
                    .join(class_people, and_(class_people.c.class_id == class_id,
                                             class_people.c.person_id == results.c.trainee_id))
                    .order_by(results.c.trainee_id, results.c.started, results.c.uid))
    by_trainee: dict[str, list[AnswerRow]] = {i: [] for i in ids}
    found: dict[str, list[Result]] = {i: [] for i in ids}
    with engine.connect() as conn:
        for n, (who, skill, correct, seconds, at, standard, unreadable) in enumerate(conn.execute(answer_query)):
            if who in by_trainee:
                by_trainee[who].append(AnswerRow(n, 0, None, skill, bool(correct), float(seconds), float(at),
                                                 unreadable=bool(unreadable), standard_chips=bool(standard)))
        for who, kind, game, started, detail in conn.execute(result_query):
            if who in found:
                found[who].append(read_result(kind, game, started, detail))
    targets = class_targets(profile)
    return [_figures(m, by_trainee[m.id], found[m.id], targets, now) for m in members]


def _figures(member: Member, rows: list[AnswerRow], found: Iterable[Result], targets: MasteryTargets,
             now: float) -> TraineeFigures:
    return TraineeFigures(
        id=member.id, name=member.name, answers=len(rows), correct=sum(a.correct for a in rows),
        last_answer=rows[-1].at if rows else None, mastery=_mastery(rows, targets, now), results=tuple(found),
    )
