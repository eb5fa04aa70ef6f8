"""Mastery: a skill known well enough to deal it, and still remembered.

A skill is *mastered* at a moment when all of these hold:

- at least ``min_answers`` (20) answers, given over at least ``min_days`` (2) calendar
  days, so one evening of cramming cannot earn it;
- of the last ``window`` (20) answers, at least ``accuracy`` (90%) right;
- of those same answers, at least ``on_time`` (80%) right *and* within the skill's
  target time (a wrong answer is never within target);
- FSRS's estimate that the trainee recalls it now (on the trainee's own fitted curve) is
  at least ``recall`` (90%), and at least the school's desired ``retention``: a skill
  FSRS brings back for review is never shown as mastered. When the estimate falls below,
  the skill is shown as "review due" until it is answered again: mastery fades;
- the time since the last answer is no longer than the trainee has been seen to keep it:
  ``reach`` times the longest gap before a right answer within target, among the answers
  the rule reads (a gap up to two days needs no proof). A recall estimate past every gap
  the records hold is an extrapolation (a skill drilled daily says nothing of a two-week
  break), so the badge waits for that evidence; daily practice lets strong skills rest so
  that it comes (``planner.REST_DAYS``).

Levels short of mastery: "new" (fewer than ``new_below`` answers), "learning" (fewer
than ``min_answers`` answers or days, or accuracy under the mark) and "slow" (accurate,
but too few answers within target). Home, Progress, the session summary and exams all
use ``assess``.

Target times come from the skill catalogue (``skills.TARGET_SECONDS``); an instructor's
saved targets go on top of them (``targets_in_force``).
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from datetime import datetime
from enum import Enum

from pydantic import BaseModel, ConfigDict, Field, field_validator

from dealertrainer.language import N_, _
from dealertrainer.training.skills import DEFAULT_SECONDS, TARGET_SECONDS, target_seconds

__all__ = [
    "DEFAULT_TARGETS",
    "DEFAULT_TARGET_SECONDS",
    "Mastery",
    "MasteryLevel",
    "MasteryTargets",
    "assess",
    "figures",
    "proven_gap",
    "targets_in_force",
]

DEFAULT_TARGET_SECONDS: dict[str, float] = TARGET_SECONDS


class MasteryTargets(BaseModel):
    """Targets an instructor can edit (save with ``model_dump_json``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seconds: dict[str, float] = Field(default_factory=lambda: dict(DEFAULT_TARGET_SECONDS))
    default_seconds: float = Field(DEFAULT_SECONDS, gt=0, description=N_("Target for skills no entry covers."))
    accuracy: float = Field(0.9, gt=0, le=1, description=N_("Share of recent answers that must be right."))
    on_time: float = Field(0.8, ge=0, le=1, description=N_("Share of recent answers right and within target."))
    window: int = Field(20, ge=1, le=200, description=N_("How many recent answers count."))
    min_answers: int = Field(20, ge=1, description=N_("Answers needed before a skill can be mastered."))
    min_days: int = Field(2, ge=1, description=N_("Calendar days those answers must span."))
    recall: float = Field(0.9, gt=0, lt=1, description=N_("FSRS recall estimate below which mastery needs review."))
    new_below: int = Field(5, ge=1, description=N_("Fewer answers than this: the skill is still new."))
    retention: float = Field(0.9, ge=0.7, le=0.97, description=N_("The school's desired retention: FSRS brings a "
                             "skill back when its recall estimate is due to fall to this."))
    reach: float = Field(1.0, gt=0, le=10, description=N_("How far past the longest gap recalled (times it) a skill "
                         "stays mastered without answering it again."))

    @field_validator("seconds")
    @classmethod
    def _positive(cls, value: dict[str, float]) -> dict[str, float]:
        bad = [k for k, v in value.items() if not v > 0]
        if bad:
            raise ValueError(_("target times must be positive seconds; check {skills}").format(skills=", ".join(sorted(bad))))
        return value

    def target_for(self, skill: str) -> float:
        """The most specific target: the skill itself, else its nearest ancestor, else the default."""
        return target_seconds(skill, self.seconds, self.default_seconds)

    def with_target(self, node: str, seconds: float) -> MasteryTargets:
        """A copy with one target changed (an instructor's edit)."""
        return MasteryTargets.model_validate({**self.model_dump(), "seconds": {**self.seconds, node: seconds}})


DEFAULT_TARGETS = MasteryTargets()


def targets_in_force(instructor_seconds: Mapping[str, float] | None = None, retention: float = 0.9) -> MasteryTargets:
    """The targets sessions, Home, Progress and exams use: the school standards with the
    instructor's saved target times (``AppSettings.target_seconds``) on top of them, and the
    school's desired retention (``AppSettings.desired_retention``)."""
    if not instructor_seconds and retention == DEFAULT_TARGETS.retention:
        return DEFAULT_TARGETS
    seconds = {**DEFAULT_TARGET_SECONDS, **{k: float(v) for k, v in (instructor_seconds or {}).items()}}
    return MasteryTargets(seconds=seconds, retention=retention)


class MasteryLevel(str, Enum):
    NEW = "new"  # fewer than new_below answers
    LEARNING = "learning"  # too few answers or days yet, or accuracy below the mark
    SLOW = "slow"  # accurate, but too few answers within the target time
    REVIEW_DUE = "review_due"  # met the rule, but the recall estimate has fallen: answer it again
    MASTERED = "mastered"


class Mastery(BaseModel):
    model_config = ConfigDict(frozen=True)

    level: MasteryLevel
    accuracy: float | None  # over the recent window
    on_time: float | None  # share of the recent window right and within target
    median_seconds: float | None  # of the right answers in the window
    target_seconds: float
    recall: float | None = None  # FSRS's estimate now (None: not known)


def figures(answers: Sequence[tuple[bool, float]], target: float) -> tuple[float, float, float | None]:
    """(accuracy, share right within ``target``, median time of the right answers) of
    (correct, seconds) pairs: the figures mastery and the session summary both judge by."""
    if not answers:
        return 0.0, 0.0, None
    accuracy = sum(c for c, _ in answers) / len(answers)
    on_time = sum(c and s <= target for c, s in answers) / len(answers)
    right_times = [s for c, s in answers if c]
    return accuracy, on_time, statistics.median(right_times) if right_times else None


def _spans_days(times: Sequence[float], days: int) -> bool:
    """True when ``times`` (oldest first) fall on at least ``days`` calendar days."""
    if days <= 1:
        return bool(times)
    if days == 2:
        return bool(times) and datetime.fromtimestamp(times[0]).date() != datetime.fromtimestamp(times[-1]).date()
    return len({datetime.fromtimestamp(t).date() for t in times}) >= days


DAY = 86_400.0


def proven_gap(answers: Sequence[tuple[bool, float, float]], target: float) -> float:
    """The longest gap (seconds) before an answer right within ``target``, over (correct,
    seconds, at) triples oldest first: the longest the trainee has been seen to keep the skill."""
    return max((b[2] - a[2] for a, b in zip(answers, answers[1:]) if b[0] and b[1] <= target), default=0.0)


def assess(answers: Sequence[tuple[bool, float, float]], skill: str, targets: MasteryTargets = DEFAULT_TARGETS,
           recall: float | None = None, now: float | None = None) -> Mastery:
    """Mastery from (correct, seconds, at) triples, oldest first, and the recall estimate now.

    ``recall`` None (no schedule known) skips the fading test, and ``now`` None the proof of
    the gap since the last answer; everything else is the rule in the module docstring.
    """
    target = targets.target_for(skill)
    answers = answers if isinstance(answers, list) else list(answers)
    window = answers[-targets.window :]
    if not window:
        return Mastery(level=MasteryLevel.NEW, accuracy=None, on_time=None, median_seconds=None,
                       target_seconds=target, recall=recall)
    accuracy, on_time, median = figures([(c, s) for c, s, _ in window], target)
    if len(answers) < targets.new_below:
        level = MasteryLevel.NEW
    elif (len(answers) < targets.min_answers or accuracy < targets.accuracy
          or not _spans_days([answers[0][2], answers[-1][2]] if targets.min_days <= 2 else [a[2] for a in answers],
                             targets.min_days)):
        level = MasteryLevel.LEARNING
    elif on_time < targets.on_time:
        level = MasteryLevel.SLOW
    elif recall is not None and recall < max(targets.recall, targets.retention):
        level = MasteryLevel.REVIEW_DUE
    elif now is not None and now - answers[-1][2] > max(2 * DAY, targets.reach * proven_gap(window, target)):
        level = MasteryLevel.REVIEW_DUE
    else:
        level = MasteryLevel.MASTERED
    return Mastery(level=level, accuracy=accuracy, on_time=on_time, median_seconds=median, target_seconds=target,
                   recall=recall)

