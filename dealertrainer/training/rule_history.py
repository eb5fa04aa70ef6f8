"""The answers the mastery rule reads, per skill, without reading a year of answers.

``mastery.assess`` looks at a skill's last ``window`` answers, compares how many there are
with ``new_below`` and ``min_answers`` and, for two days or fewer, at the days of the first
and the last answer. So each skill's first answer and its last ``max(window, min_answers,
new_below)`` answers judge it exactly as all of them would (every answer is read only when the
rule counts more than two days). Daily practice, its counts and Home read these.
"""

from __future__ import annotations

from dealertrainer.storage.records import Records
from dealertrainer.training.mastery import MasteryTargets

__all__ = ["rule_history", "rule_window"]


def rule_window(targets: MasteryTargets, at_least: int = 0) -> int:
    """How many latest answers per skill the rule (and ``at_least`` more readers) need."""
    return max(targets.window, targets.min_answers, targets.new_below, at_least)


def rule_history(records: Records, trainee_id: int, targets: MasteryTargets,
                 at_least: int = 0) -> list[tuple[str, bool, float, float]]:
    """(skill, correct, seconds, at): per skill its first answer and its last ``rule_window``
    ones, oldest first within a skill (every answer when the rule counts days past two)."""
    if targets.min_days > 2:
        return records.answer_facts(trainee_id)
    return records.recent_answer_facts(trainee_id, rule_window(targets, at_least))
