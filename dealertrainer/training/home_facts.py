"""Home's facts: what is due today, recent results, the weakest skills, unfinished sessions.

Part of the application layer: Home draws what ``gather_home`` returns and holds no figures
of its own; a script or a test asks the same function.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from dealertrainer.storage.records import Records
from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryTargets

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


def gather_home(path: Path, trainee_id: int, now: float, targets: MasteryTargets | None = None) -> HomeFacts:
    """Read what Home shows (the window runs this in a worker thread: it opens its own
    connection to the records at ``path``).

    ``targets``: the mastery targets in force (the school standards when None)."""
    # lazy: progress loads every drill; Home's module is read at start-up, this runs later in a worker
    from dealertrainer.training.progress import stats_from_answers, weakest
    from dealertrainer.training.schedule import cards, due_skills, trainee_scheduler

    targets = targets or DEFAULT_TARGETS
    records = Records(path)
    try:
        answers = records.answers(trainee_id)
        per_session: dict[int, list[bool]] = {}
        for row in answers:
            if row.session_id is not None:
                per_session.setdefault(row.session_id, []).append(row.correct)
        sessions = records.sessions(trainee_id)
        recent = [
            (s.drill_id, s.started, len(per_session.get(s.id, [])), sum(per_session.get(s.id, [])))
            for s in sorted(sessions, key=lambda s: s.started, reverse=True)
            if per_session.get(s.id)
        ][:RECENT_SHOWN]
        stats = stats_from_answers(answers, targets, now, cards(records, trainee_id, targets),
                               trainee_scheduler(records, trainee_id, targets))
        weak = [
            (skill, stats[skill].accuracy, stats[skill].median_seconds or 0.0, stats[skill].answered,
             stats[skill].mastery.target_seconds)
            # a miss counts at once; slowness only from a second answer on (one slow answer is noise)
            for skill in weakest({k: v for k, v in stats.items() if v.answered >= 2 or v.correct < v.answered},
                                 limit=WEAKEST_SHOWN)
        ]
        unfinished = [  # newest first; a session left before any answer has nothing to resume
            (s.id, s.drill_id, len(per_session[s.id]))
            for s in records.unfinished_sessions(trainee_id)
            if per_session.get(s.id)
        ]
        start_of_day = now - (now % 86400)
        today = sum(1 for row in answers if row.at >= start_of_day)
        due = due_skills(records, trainee_id, now, targets=targets)[:DUE_SHOWN]
        return HomeFacts(due, recent, weak, unfinished, today, len(answers))
    finally:
        records.close()
