"""Audition-ready, by the school's standards (``SchoolStandards``: the class profile's part "audition").

A trainee is ready to audition at a game when all three hold:

- **skills**: at least ``mastered_share`` of the game's skills in the catalogue are mastered
  (the app's mastery rule under the class's target times);
- **exam**: when the school asks for it (``exam_passed``), their latest exam — one over that
  game, or over several games — was passed;
- **pace**: their latest pace run at the game dealt at least the school's hands (coups) an hour.

Each check that fails gives a reason in plain words, so the instructor sees what is missing.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealertrainer.storage.school_standards import SchoolStandards
from dealertrainer.language import _
from dealertrainer.storage.settings_in_force import GAME_RULES, GAME_TITLES
from dealertrainer.training.classroom_roster import TraineeFigures

__all__ = ["GameReadiness", "readiness", "ready_games"]


@dataclass(frozen=True)
class GameReadiness:
    game: str
    mastered_share: float
    latest_pace: float | None  # hands or coups an hour
    missing: tuple[str, ...]  # what keeps the trainee from the audition, in words

    @property
    def ready(self) -> bool:
        return not self.missing


def _check(figures: TraineeFigures, game: str, standards: SchoolStandards) -> GameReadiness:
    missing = []
    mastery = figures.mastery[game]
    if mastery.share < standards.mastered_share:
        missing.append(_("{mastered} of {skills} skills mastered ({share}; needs {needed})").format(
            mastered=mastery.mastered, skills=mastery.skills, share=f"{mastery.share:.0%}",
            needed=f"{standards.mastered_share:.0%}"))
    if standards.exam_passed:
        exam = figures.latest("exam", game)
        if exam is None:
            missing.append(_("no exam taken"))
        elif exam.passed is not True:
            missing.append(_("latest exam not passed"))
    pace = figures.latest("pace", game)
    per_hour = pace.per_hour if pace is not None else None
    wanted = standards.pace_for(game)
    if pace is None:
        missing.append(_("no pace run"))
    elif per_hour is None:
        missing.append(_("latest pace run unreadable"))
    elif per_hour < wanted:
        missing.append(_("pace {rate} an hour (needs {needed})").format(rate=f"{per_hour:.0f}", needed=wanted))
    return GameReadiness(game, mastery.share, per_hour, tuple(missing))


def readiness(figures: TraineeFigures, standards: SchoolStandards) -> dict[str, GameReadiness]:
    """Each table game's verdict for one trainee."""
    return {game: _check(figures, game, standards) for game in GAME_RULES}


def ready_games(figures: TraineeFigures, standards: SchoolStandards) -> list[str]:
    """The titles of the games the trainee is ready to audition at ("" list: none)."""
    return [_(GAME_TITLES[g]) for g, verdict in readiness(figures, standards).items() if verdict.ready]
