"""Home's facts: what is waiting today (due and new skills, counted as Daily practice counts them),
what is due, recent results, the weakest skills, unfinished sessions.

Part of the application layer: Home draws what ``gather_home`` returns and holds no figures
of its own; a script or a test asks the same function.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.storage.records import Records
from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryTargets

if TYPE_CHECKING:  # the practice API loads every drill; Home's module is read at start-up
    from dealertrainer.training.practice import Waiting

__all__ = ["HomeFacts", "gather_home"]

#: How many recent sessions, weakest skills and due skills Home lists.
RECENT_SHOWN = 6
WEAKEST_SHOWN = 6
DUE_SHOWN = 8


@dataclass(frozen=True)
class HomeFacts:
    due: list[str] = field(default_factory=list)
    recent: list[tuple[str, float, int, int]] = field(default_factory=list)  # drill, started, answered, right
    weakest: list[tuple[str, float, float, int, float]] = field(default_factory=list)  # skill, accuracy, median, answered, target
    unfinished: list[tuple[int, str, int]] = field(default_factory=list)  # session id, drill, answered; newest first
    answered_today: int = 0
    answered_ever: int = 0
    waiting: Waiting | None = None  # what Daily practice has waiting ("12 due · 8 new"); None: no trainee


def gather_home(path: Path, trainee_id: int, now: float, targets: MasteryTargets | None = None,
                rules: Mapping[str, HouseRules] | None = None) -> HomeFacts:
    """Read what Home shows (the window runs this in a worker thread: it opens its own
    connection to the records at ``path``).

    ``targets``: the mastery targets in force (the school standards when None); ``rules``: the
    house in force by game (the standard rules when None): what is waiting counts only the
    skills that house deals, as Daily practice plans them."""
    # lazy: progress loads every drill; Home's module is read at start-up, this runs later in a worker
    from dealertrainer.training.drills.practice import dealt_in_scope
    from dealertrainer.training.practice import in_scope, waiting
    from dealertrainer.training.progress import stats_from_records, weakest
    from dealertrainer.training.schedule import cards, due_skills, trainee_scheduler

    targets = targets or DEFAULT_TARGETS
    records = Records(path)
    try:  # read per skill and per session, never every answer: a class's year is a million of them
        recent = [(drill, started, answered, right) for _, drill, started, answered, right
                  in records.latest_sessions_answered(trainee_id, RECENT_SHOWN)]
        known = cards(records, trainee_id, targets)
        stats = stats_from_records(records, trainee_id, targets, now, known, trainee_scheduler(records, trainee_id, targets))
        weak = [
            (skill, stats[skill].accuracy, stats[skill].median_seconds or 0.0, stats[skill].answered,
             stats[skill].mastery.target_seconds)
            # a miss counts at once; slowness only from a second answer on (one slow answer is noise)
            for skill in weakest({k: v for k, v in stats.items() if v.answered >= 2 or v.correct < v.answered},
                                 limit=WEAKEST_SHOWN)
        ]
        left = records.unfinished_sessions(trainee_id)  # newest first; one left before any answer has nothing to resume
        kept = records.session_tallies(trainee_id, [s.id for s in left])
        unfinished = [(s.id, s.drill_id, kept[s.id][0]) for s in left if s.id in kept]
        start_of_day = now - (now % 86400)
        today = records.answered_since(trainee_id, start_of_day)
        ever = sum(answered for answered, _ in records.skill_tallies(trainee_id).values())
        # the catalogue's skills, as Daily practice plans them, so the list and the count agree
        dealt = [s.id for s in dealt_in_scope(in_scope(), rules)]
        due = due_skills(records, trainee_id, now, dealt, targets)[:DUE_SHOWN]
        return HomeFacts(due, recent, weak, unfinished, today, ever,
                         waiting(records, trainee_id, now, targets=targets, rules=rules))
    finally:
        records.close()
