"""Progress's figures: every node of the skill tree with its answers, runs of right answers,
target and mastery; the daily series the charts draw; the exams taken.

Part of the application layer: the Progress screen draws what ``progress_figures`` returns
and computes nothing of its own; tests and scripts ask the same functions. The figures per
skill are ``training.progress.SkillStats`` (the one kind); a group of skills adds them up
with ``node_stats``.
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from dealertrainer.language import _
from dealertrainer.storage.records import AnswerRow, Records
from dealertrainer.training import offer
from dealertrainer.training.mastery import DEFAULT_TARGETS, Mastery, MasteryTargets
from dealertrainer.training.memory_fit import Personal, personal
from dealertrainer.training.progress import NodeStats, SkillStats, node_stats, stats_from_answers
from dealertrainer.training.schedule import cards, trainee_scheduler
from dealertrainer.training.skills import SkillNode, ancestors, skill_tree

__all__ = [
    "EXAM_PREFIX",
    "ExamLine",
    "NodeFigures",
    "ProgressFigures",
    "daily_series",
    "exam_lines",
    "node_figures",
    "progress_figures",
    "streak",
]

EXAM_PREFIX = "exam"  # sessions whose drill id starts with this are exams


def streak(answers: Sequence[AnswerRow]) -> tuple[int, int]:
    """(current, best) runs of right answers, oldest answer first."""
    current = best = 0
    for answer in answers:
        current = current + 1 if answer.correct else 0
        best = max(best, current)
    return current, best


def daily_series(answers: Sequence[AnswerRow]) -> list[tuple[datetime, float, float | None]]:
    """(local day, accuracy, median seconds of the right answers) per day with answers."""
    days: dict[datetime, list[AnswerRow]] = defaultdict(list)
    for answer in answers:
        day = datetime.fromtimestamp(answer.at).replace(hour=12, minute=0, second=0, microsecond=0)
        days[day].append(answer)
    out = []
    for day in sorted(days):
        rows = days[day]
        right = [a.seconds for a in rows if a.correct]
        out.append((day, sum(a.correct for a in rows) / len(rows), statistics.median(right) if right else None))
    return out


@dataclass(frozen=True)
class NodeFigures:
    """One node of the skill tree as Progress shows it: the group's figures (``node_stats``),
    its answers oldest first, its runs of right answers, its target time, and, for a single
    skill, its mastery."""

    node: str
    group: NodeStats
    answers: tuple[AnswerRow, ...]
    current_streak: int
    best_streak: int
    target_seconds: float
    mastery: Mastery | None  # a single skill's; None for a group

    @property
    def accuracy(self) -> float | None:
        return self.group.accuracy

    @property
    def median(self) -> float | None:
        return self.group.median_seconds

    @property
    def mastered(self) -> int:
        return self.group.mastered

    @property
    def skills(self) -> int:
        return self.group.skills


def node_figures(node: str, answers: Sequence[AnswerRow], figures: Mapping[str, SkillStats],
                 targets: MasteryTargets = DEFAULT_TARGETS) -> NodeFigures:
    """The figures of ``node`` ("" for every skill) from its answers and the figures per skill."""
    leaf = figures.get(node)
    current, best = streak(answers)
    if leaf is not None:
        target = leaf.mastery.target_seconds
    else:
        target = targets.target_for(node) if node else targets.default_seconds
    return NodeFigures(node, node_stats(dict(figures), node), tuple(answers), current, best, target,
                       leaf.mastery if leaf is not None else None)


@dataclass(frozen=True)
class ExamLine:
    """One exam taken: when, which, how many questions, how many right, the median time."""

    started: float
    drill_id: str
    title: str
    questions: int
    right: int
    median_seconds: float | None


def exam_lines(records: Records, trainee_id: int) -> list[ExamLine]:
    """The exams the trainee has taken, newest first."""
    lines = []
    for session in reversed([s for s in records.sessions(trainee_id) if s.drill_id.startswith(EXAM_PREFIX)]):
        answers = records.answers(trainee_id, session_id=session.id)
        median = statistics.median(a.seconds for a in answers) if answers else None
        lines.append(ExamLine(session.started, session.drill_id, _exam_title(session.drill_id), len(answers),
                              sum(a.correct for a in answers), median))
    return lines


def _exam_title(drill_id: str) -> str:
    """The exam's name as the window lists it ("Exam"), not its id."""
    try:
        return _(str(getattr(offer.drill_info(drill_id), "title", drill_id)))
    except ValueError:
        return drill_id


@dataclass(frozen=True)
class ProgressFigures:
    """Everything the Progress screen shows for one trainee at one moment."""

    trainee: str
    answers: list[AnswerRow]
    skills: dict[str, SkillStats]  # per skill
    tree: SkillNode
    nodes: dict[str, NodeFigures]  # per node of the tree ("" for every skill)
    exams: list[ExamLine]  # newest first
    personal: Personal  # whether the schedule is fitted to the trainee


def progress_figures(records: Records, trainee_id: int, targets: MasteryTargets = DEFAULT_TARGETS,
                     now: float | None = None) -> ProgressFigures:
    """Read the trainee's answers and work out every figure Progress shows, mastery judged at
    ``now`` (it fades)."""
    trainee = records.trainee(trainee_id)
    answers = records.answers(trainee_id)
    skills = stats_from_answers(answers, targets, now, cards(records, trainee_id, targets),
                               trainee_scheduler(records, trainee_id, targets))
    tree = skill_tree(a.skill for a in answers)
    below: dict[str, list[AnswerRow]] = {node.id: [] for _, node in tree.walk()}
    above: dict[str, list[list[AnswerRow]]] = {}  # per skill: the lists of the nodes over it (is_under)
    for answer in answers:  # one pass, in order: every node's answers stay oldest first
        lists = above.get(answer.skill)
        if lists is None:
            lists = above[answer.skill] = [below[n] for n in ("", *ancestors(answer.skill)) if n in below]
        for mine in lists:
            mine.append(answer)
    nodes = {node_id: node_figures(node_id, mine, skills, targets) for node_id, mine in below.items()}
    return ProgressFigures(trainee.name, answers, skills, tree, nodes, exam_lines(records, trainee_id),
                           personal(records, trainee_id, targets, answers))
