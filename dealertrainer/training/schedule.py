"""Spaced repetition per trainee and skill: Leitner boxes.

The Leitner system (Sebastian Leitner, 1972) keeps every card in one of a few boxes; a
card answered well moves up a box and is seen less often, a card missed goes back to the
first box and is seen again soon. Here a "card" is a skill cell, and "well" means right
*and* within the skill's target time, because a dealer who gets it right slowly is not
ready for a live game. The rules, exactly:

- A skill never answered is in box 1 and due now.
- Wrong, unreadable or too slow for the time limit: back to box 1, due again in
  10 minutes (it comes back later in the same session or the next one).
- Right but slower than the target: stays in its box, due after half the box's interval.
- Right within the target, and the skill was due: up one box (at most box 5), due after
  the new box's interval. Right before it was due (practising ahead): nothing changes,
  so cramming in one sitting cannot push a skill to the top box.

Intervals: box 1 10 minutes, box 2 one day, box 3 three days, box 4 a week, box 5 three
weeks. Times are wall-clock seconds passed in, so a test can simulate weeks at once.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from dealertrainer.storage.records import Records
from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryTargets
from dealertrainer.training.questions import Verdict

__all__ = ["BOX_INTERVALS", "DAY", "SkillSchedule", "due_skills", "record_review", "review"]

MINUTE = 60.0
DAY = 86_400.0
BOX_INTERVALS: dict[int, float] = {1: 10 * MINUTE, 2: DAY, 3: 3 * DAY, 4: 7 * DAY, 5: 21 * DAY}
TOP_BOX = max(BOX_INTERVALS)


@dataclass(frozen=True)
class SkillSchedule:
    box: int
    due: float

    def is_due(self, now: float) -> bool:
        return now >= self.due


NEW = SkillSchedule(box=1, due=float("-inf"))


def review(state: SkillSchedule | None, correct: bool, seconds: float, target: float, now: float) -> SkillSchedule:
    """The schedule after one answer (see the module docstring for the rules)."""
    state = state or NEW
    if not correct:
        return SkillSchedule(1, now + BOX_INTERVALS[1])
    if seconds > target:
        return SkillSchedule(state.box, now + BOX_INTERVALS[state.box] / 2)
    if not state.is_due(now):
        return state
    box = min(state.box + 1, TOP_BOX)
    return SkillSchedule(box, now + BOX_INTERVALS[box])


def record_review(
    records: Records, trainee_id: int, skill: str, verdict: Verdict, now: float,
    targets: MasteryTargets = DEFAULT_TARGETS,
) -> SkillSchedule:
    """Apply one answer to the stored schedule and save it."""
    row = records.skill_states(trainee_id).get(skill)
    state = SkillSchedule(row.box, row.due) if row else None
    new = review(state, verdict.correct, verdict.seconds, targets.target_for(skill), now)
    records.save_skill_state(trainee_id, skill, new.box, new.due, now)
    return new


def schedules(records: Records, trainee_id: int) -> dict[str, SkillSchedule]:
    return {skill: SkillSchedule(row.box, row.due) for skill, row in records.skill_states(trainee_id).items()}


def due_skills(
    records: Records, trainee_id: int, now: float, candidates: Iterable[str] | None = None, *, new_limit: int = 5
) -> list[str]:
    """Skills due now, most urgent first (lowest box, then longest overdue).

    ``candidates`` limits the answer to skills a drill can ask; of those never answered,
    up to ``new_limit`` are added at the end so daily practice also brings in new cells.
    """
    states = schedules(records, trainee_id)
    seen = [(s.box, s.due, skill) for skill, s in states.items() if s.is_due(now)]
    if candidates is not None:
        pool = list(dict.fromkeys(candidates))
        allowed = set(pool)
        seen = [item for item in seen if item[2] in allowed]
        fresh = [skill for skill in pool if skill not in states][:new_limit]
    else:
        fresh = []
    return [skill for _, _, skill in sorted(seen)] + fresh
