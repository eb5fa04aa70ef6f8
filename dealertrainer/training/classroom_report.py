"""The class report an instructor takes away (``dealertrainer classroom report``; the
instructor's screen exports the same): for one of their classes, one line per trainee — answers,
accuracy, when last active, skills mastered per game (the app's own mastery rule under the
class's profile), exams, auditions and pace from the results the trainee PCs sent, and
audition-readiness by the school's standards.

The figures are ``classroom_roster.trainee_figures``; the CSV and HTML are ``classroom_export``'s.
This module picks the class and reads its profile, as the signed-in instructor may see them.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from sqlalchemy import Engine

from dealertrainer.language import _
from dealertrainer.storage.classroom.profile import SchoolProfile, read_profile
from dealertrainer.training.classroom_export import report_csv, report_html
from dealertrainer.training.classroom_roster import ClassInfo, TraineeFigures, classes_of, trainee_figures
from dealertrainer.training.skills import is_known_skill

__all__ = ["ClassReport", "ClassNotChosen", "class_report"]


class ClassNotChosen(LookupError):
    """No class, or more than one, matches: the message names the instructor's classes."""


@dataclass(frozen=True)
class ClassReport:
    class_name: str
    profile: SchoolProfile
    figures: tuple[TraineeFigures, ...]
    made: float
    problems: tuple[str, ...]  # what could not be read in the class's profile (defaults used)

    def csv(self) -> str:
        return report_csv(self.figures, self.profile.audition)

    def html(self) -> str:
        return report_html(self.class_name, self.figures, self.profile.audition, self.made)


def _choose(classes: list[ClassInfo], class_name: str | None) -> ClassInfo:
    names = ", ".join(f"'{c.name}'" for c in classes)
    if class_name is not None:
        chosen = [c for c in classes if c.name.casefold() == class_name.strip().casefold()]
        if not chosen:
            raise ClassNotChosen((_("You teach no class named '{name}'; yours: {names}.") if classes else
                                  _("You teach no class named '{name}'.")).format(name=class_name[:80], names=names))
        return chosen[0]
    if not classes:
        raise ClassNotChosen(_("You teach no class in this class database yet."))
    if len(classes) > 1:
        raise ClassNotChosen(_("You teach several classes ({names}); name one with --class.").format(names=names))
    return classes[0]


def class_report(engine: Engine, person_id: str, class_name: str | None = None,
                 now: float | None = None) -> ClassReport:
    """The report of the instructor's class ``class_name`` (their only class when None)."""
    now = time.time() if now is None else now
    chosen = _choose(classes_of(engine, person_id), class_name)
    read = read_profile(chosen.profile_json, is_known_skill)
    figures = trainee_figures(engine, chosen.id, read.profile, now)
    return ClassReport(chosen.name, read.profile, tuple(figures), now, tuple(read.messages))
