"""Mastery: recent accuracy and speed against a target time per skill.

A skill is *mastered* when, over its most recent answers (``window``), the trainee is at
least ``accuracy`` right and the median time of the right answers is within the skill's
target time. The targets are a pydantic model an instructor can edit: a mapping from a
skill or any ancestor of it ("payouts", "blackjack.payout") to seconds; the most specific
entry wins.

Where the defaults come from (../shared/DEALING.md, dealer-school practice):
- Mini Baccarat is dealt at 40-60 coups an hour, about a minute a coup with cards,
  calls, settlement and commission; the draw decision itself is read off the tableau,
  so a school expects it at a glance: 2 s. Totals 2 s. Burn count 3 s.
- Blackjack at 60-80 hands an hour leaves about 45 s a round for up to seven seats;
  totals are called as the card lands (2 s), hit/stand 2 s. Memorised 3:2 payouts
  ($35 -> $52.50) 3 s, 6:5 4 s. A school badge asks for the insurance maximum in under
  10 s; we give insurance and even money 5 s, leaving the rest for the chips.
- Settlements, commissions and the banco payout less commission are sized by breaking
  the bet into parts: 6 s.
- Stud: the first to act and the announcement are read off the board: 3 s; the
  showdown winner 5 s.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from enum import Enum

from pydantic import BaseModel, ConfigDict, Field, field_validator

__all__ = ["DEFAULT_TARGETS", "Mastery", "MasteryLevel", "MasteryTargets", "assess", "targets_in_force"]

DEFAULT_TARGET_SECONDS: dict[str, float] = {
    "baccarat": 4.0,
    "baccarat.player": 2.0,
    "baccarat.banker": 2.0,
    "baccarat.natural": 2.0,
    "baccarat.total": 2.0,
    "baccarat.burn": 3.0,
    "baccarat.result": 3.0,
    "baccarat.settle": 6.0,
    "baccarat.commission": 6.0,
    "baccarat.cut_card": 4.0,
    "blackjack": 4.0,
    "blackjack.total": 2.0,
    "blackjack.dealer": 2.0,
    "blackjack.peek": 3.0,
    "blackjack.payout": 4.0,
    "blackjack.payout.3to2": 3.0,
    "blackjack.payout.6to5": 4.0,
    "blackjack.insurance": 5.0,
    "blackjack.payout.insurance": 5.0,
    "blackjack.payout.even_money": 5.0,
    "blackjack.settle": 6.0,
    "blackjack.cut_card": 4.0,
    "stud": 4.0,
    "stud.first_to_act": 3.0,
    "stud.announce": 3.0,
    "stud.announce.possible_straight": 3.0,
    "stud.announce.possible_flush": 3.0,
    "stud.showdown": 5.0,
    "baccarat.payout.banco": 6.0,
}


class MasteryTargets(BaseModel):
    """Targets an instructor can edit (save with ``model_dump_json``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seconds: dict[str, float] = Field(default_factory=lambda: dict(DEFAULT_TARGET_SECONDS))
    default_seconds: float = Field(5.0, gt=0, description="Target for skills no entry covers.")
    accuracy: float = Field(0.9, gt=0, le=1, description="Share of recent answers that must be right.")
    window: int = Field(10, ge=1, le=200, description="How many recent answers count.")
    min_answers: int = Field(5, ge=1, description="Answers needed before a skill can be mastered.")

    @field_validator("seconds")
    @classmethod
    def _positive(cls, value: dict[str, float]) -> dict[str, float]:
        bad = [k for k, v in value.items() if not v > 0]
        if bad:
            raise ValueError(f"target times must be positive seconds; check {', '.join(sorted(bad))}")
        return value

    def target_for(self, skill: str) -> float:
        """The most specific target: the skill itself, else its nearest ancestor, else the default."""
        parts = skill.split(".")
        for i in range(len(parts), 0, -1):
            found = self.seconds.get(".".join(parts[:i]))
            if found is not None:
                return found
        return self.default_seconds

    def with_target(self, node: str, seconds: float) -> MasteryTargets:
        """A copy with one target changed (an instructor's edit)."""
        return MasteryTargets.model_validate({**self.model_dump(), "seconds": {**self.seconds, node: seconds}})


DEFAULT_TARGETS = MasteryTargets()


def targets_in_force(instructor_seconds: Mapping[str, float] | None = None) -> MasteryTargets:
    """The targets sessions, Home, Progress and exams use: the school standards with the
    instructor's saved target times (``AppSettings.target_seconds``) on top of them."""
    if not instructor_seconds:
        return DEFAULT_TARGETS
    return MasteryTargets(seconds={**DEFAULT_TARGET_SECONDS, **{k: float(v) for k, v in instructor_seconds.items()}})


class MasteryLevel(str, Enum):
    NEW = "new"  # fewer answers than min_answers
    LEARNING = "learning"  # accuracy below the mark
    SLOW = "slow"  # accurate, but slower than the target
    MASTERED = "mastered"


class Mastery(BaseModel):
    model_config = ConfigDict(frozen=True)

    level: MasteryLevel
    accuracy: float | None  # over the recent window
    median_seconds: float | None  # of the right answers in the window
    target_seconds: float


def assess(recent: Sequence[tuple[bool, float]], skill: str, targets: MasteryTargets = DEFAULT_TARGETS) -> Mastery:
    """Mastery from (correct, seconds) pairs, oldest first; only the last ``window`` count."""
    target = targets.target_for(skill)
    window = list(recent)[-targets.window :]
    if not window:
        return Mastery(level=MasteryLevel.NEW, accuracy=None, median_seconds=None, target_seconds=target)
    accuracy = sum(c for c, _ in window) / len(window)
    right_times = [s for c, s in window if c]
    median = statistics.median(right_times) if right_times else None
    if len(window) < targets.min_answers:
        level = MasteryLevel.NEW
    elif accuracy < targets.accuracy:
        level = MasteryLevel.LEARNING
    elif median is None or median > target:
        level = MasteryLevel.SLOW
    else:
        level = MasteryLevel.MASTERED
    return Mastery(level=level, accuracy=accuracy, median_seconds=median, target_seconds=target)
