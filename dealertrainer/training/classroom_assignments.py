"""Assignments: a paper (an exam) or a drill an instructor sets a class, with a due date and the
school's rule profile it is dealt under; and, on a trainee PC, what is assigned and still due.

``assignments.spec_json`` holds what a trainee PC needs to open it::

    {"drill_id": "exam" | a table or drill id, "config": {the drill's own options},
     "profile": {the class's profile when it was set (storage.classroom.profile)}}

A paper's options are an ``ExamConfig`` (skills, questions, time per question, pass marks); a
drill's are its config model's (``length``: questions). Both are checked when the assignment
is set, under the profile's house rules, so a trainee never opens one that cannot start.
What is read back from the database is data: a spec that cannot be read is listed with a
message and cannot be started; reading never raises.

An assignment is done for a trainee once they have started a session of its drill since it
was set (the sessions their PC sent).
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError
from sqlalchemy import Engine, delete, insert, select
from sqlalchemy.exc import SQLAlchemyError

from dealertrainer.engine.house_rules import explain_validation_error
from dealertrainer.language import _
from dealertrainer.storage.capped_text import FileRefused, check_nesting
from dealertrainer.storage.classroom.profile import SchoolProfile, read_profile
from dealertrainer.storage.classroom.schema import assignments as assignments_table
from dealertrainer.storage.classroom.schema import class_people, classes, sessions
from dealertrainer.training import offer
from dealertrainer.training.drills.practice import ExamConfig, paper_cells

__all__ = [
    "Assignment",
    "AssignmentError",
    "Due",
    "KINDS",
    "MAX_TITLE",
    "assign",
    "assignments",
    "check_spec",
    "due_for",
    "remove",
    "start_config",
]

KINDS = ("paper", "drill")
PAPER = "exam"  # a paper is sat on the exam drill
MAX_TITLE = 120
MAX_SPEC_CHARS = 256 * 1024


class AssignmentError(ValueError):
    """An assignment that cannot be set or removed: the message says why, in words."""


@dataclass(frozen=True)
class Assignment:
    id: str
    class_id: str
    title: str
    kind: str  # "paper" or "drill"
    drill_id: str
    config: Mapping[str, Any]
    profile: SchoolProfile
    due: float | None
    created: float
    problem: str | None = None  # why its spec cannot be read (then it cannot be started)
    profile_problems: tuple[str, ...] = field(default=())  # parts of its profile replaced by the standard


def check_spec(kind: str, drill_id: str, config: Mapping[str, Any], profile: SchoolProfile) -> dict[str, Any]:
    """The full config the drill opens with (``AssignmentError`` saying what to change)."""
    if kind not in KINDS:
        raise AssignmentError(_("an assignment is a paper or a drill, not {kind}").format(kind=repr(str(kind)[:20])))
    if kind == "paper" and drill_id != PAPER:
        raise AssignmentError(_("a paper is sat as an exam"))
    house = profile.house_rules()
    try:
        if kind == "paper":
            exam = ExamConfig.model_validate(dict(config))
            paper_cells(exam, house)
            return exam.model_dump(mode="json")
        listed = {e.drill_id for group in offer.available() for e in group}
        if drill_id not in listed:
            raise AssignmentError(_("no table or drill {drill} to assign").format(drill=repr(drill_id[:60])))
        full = {**offer.drill_config(drill_id, profile), **config}  # type: ignore[arg-type]
        offer.drill_info(drill_id).config_model.model_validate(full)
        return full
    except ValidationError as error:
        raise AssignmentError(explain_validation_error(error)) from None
    except AssignmentError:
        raise
    except ValueError as error:  # the paper's skills are not dealt under the profile's rules
        raise AssignmentError(str(error)) from None


def start_config(assignment: Assignment) -> dict[str, Any]:
    """What the trainee's PC opens the drill with: the drill's options under the assignment's
    profile (its house rules and chip set); ``AssignmentError`` if it cannot be opened."""
    if assignment.problem is not None:
        raise AssignmentError(assignment.problem)
    return check_spec(assignment.kind, assignment.drill_id, assignment.config, assignment.profile)


def _clean_title(title: str) -> str:
    title = " ".join(str(title).split())
    if not title:
        raise AssignmentError(_("give the assignment a title"))
    if len(title) > MAX_TITLE:
        raise AssignmentError(_("a title holds at most {most} characters, not {length}").format(
            most=MAX_TITLE, length=len(title)))
    return title


def assign(engine: Engine, class_id: str, *, title: str, kind: str, drill_id: str, config: Mapping[str, Any],
           profile: SchoolProfile, due: float | None, by: str | None, now: float) -> Assignment:
    """Set the class an assignment (checked first: ``AssignmentError`` says what is wrong)."""
    clean = _clean_title(title)
    check_spec(kind, drill_id, config, profile)
    if due is not None and due <= now:
        raise AssignmentError(_("the due date has already passed"))
    spec = json.dumps({"drill_id": drill_id, "config": dict(config), "profile": profile.data()}, sort_keys=True)
    made = Assignment(uuid.uuid4().hex, class_id, clean, kind, drill_id, dict(config), profile, due, now)
    try:
        with engine.begin() as conn:
            conn.execute(insert(assignments_table).values(
                id=made.id, class_id=class_id, title=clean, kind=kind, spec_json=spec, due=due, created_by=by,
                created=now))
    except SQLAlchemyError as error:
        raise AssignmentError(_("the class database refused it ({error})").format(error=_why(error))) from None
    return made


def _why(error: SQLAlchemyError) -> str:
    return str(getattr(error, "orig", None) or error).splitlines()[0][:200]


def remove(engine: Engine, assignment_id: str) -> None:
    """Take an assignment back (``AssignmentError`` when it is not there to remove)."""
    try:
        with engine.begin() as conn:
            gone = conn.execute(delete(assignments_table).where(assignments_table.c.id == assignment_id)).rowcount
    except SQLAlchemyError as error:
        raise AssignmentError(_("the class database refused it ({error})").format(error=_why(error))) from None
    if gone != 1:
        raise AssignmentError(_("that assignment is no longer there (removed already?)"))


def _read(row: Any) -> Assignment:
    """An assignments row, its spec read as data."""
    problem = None
    spec: dict[str, Any] = {}
    try:
        text = row.spec_json
        if not isinstance(text, str) or len(text) > MAX_SPEC_CHARS:
            raise FileRefused(_("it is too large or not text"))
        check_nesting(text, toml=False)
        found = json.loads(text)
        if not isinstance(found, dict) or not isinstance(found.get("drill_id"), str) \
                or not isinstance(found.get("config", {}), dict):
            raise FileRefused(_("it does not name a drill and its options"))
        spec = found
    except (ValueError, RecursionError) as error:
        problem = _("This assignment cannot be opened: its settings cannot be read ({error}).").format(
            error=str(error)[:200])
    read = read_profile(json.dumps(spec["profile"]) if isinstance(spec.get("profile"), dict) else None)
    return Assignment(
        id=row.id, class_id=row.class_id, title=str(row.title), kind=str(row.kind),
        drill_id=str(spec.get("drill_id", ""))[:120], config=dict(spec.get("config", {})), profile=read.profile,
        due=row.due, created=row.created, problem=problem, profile_problems=tuple(read.messages),
    )


def assignments(engine: Engine, class_id: str) -> list[Assignment]:
    """The class's assignments, soonest due first (those with no due date last)."""
    query = (select(assignments_table).where(assignments_table.c.class_id == class_id)
             .order_by(assignments_table.c.due.is_(None), assignments_table.c.due, assignments_table.c.created))
    with engine.connect() as conn:
        return [_read(row) for row in conn.execute(query)]


@dataclass(frozen=True)
class Due:
    """An assignment a trainee has still to do."""

    assignment: Assignment
    class_name: str
    overdue: bool


def due_for(engine: Engine, person_id: str, now: float) -> list[Due]:
    """What ``person_id``'s classes have assigned that they have not started since it was set,
    soonest due first; ``overdue`` once its due date has passed."""
    query = (select(assignments_table, classes.c.name.label("class_name"))
             .join(classes, classes.c.id == assignments_table.c.class_id)
             .join(class_people, class_people.c.class_id == classes.c.id)
             .where(class_people.c.person_id == person_id)
             .order_by(assignments_table.c.due.is_(None), assignments_table.c.due, assignments_table.c.created))
    with engine.connect() as conn:
        rows = list(conn.execute(query))
        runs = list(conn.execute(select(sessions.c.drill_id, sessions.c.started)
                                 .where(sessions.c.trainee_id == person_id)))
    out = []
    for row in rows:
        made = _read(row)
        done = any(drill == made.drill_id and begun >= made.created for drill, begun in runs)
        if not done:
            out.append(Due(made, str(row.class_name), made.due is not None and made.due < now))
    return out
