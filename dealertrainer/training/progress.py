"""Progress per skill and per node of the skill tree, daily practice and exam reports.

Per skill, from every stored answer: how many, how many right, accuracy, the median
time, the current streak of right answers, when it was last seen, and its mastery
(recent accuracy and speed against the target, see ``mastery``). A node of the tree
("baccarat", "baccarat.banker") sums the skills below it.
"""

from __future__ import annotations

import csv
import html
import io
import statistics
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timezone

from dealertrainer.storage.records import AnswerRow, Records
from dealertrainer.training.drills.practice import DailyConfig, DailyPracticeDrill, ExamConfig, askable_skills
from dealertrainer.training.mastery import DEFAULT_TARGETS, Mastery, MasteryLevel, MasteryTargets, assess
from dealertrainer.training.schedule import due_skills
from dealertrainer.training.session import Summary
from dealertrainer.training.skills import is_under, skill_title

__all__ = [
    "ExamReport",
    "ExamRow",
    "NodeStats",
    "SkillStats",
    "daily_practice",
    "exam_report",
    "node_stats",
    "report_csv",
    "report_html",
    "skill_stats",
    "stats_from_answers",
    "weakest",
]


@dataclass(frozen=True)
class SkillStats:
    skill: str
    title: str
    answered: int
    correct: int
    accuracy: float
    median_seconds: float | None
    streak: int  # right answers in a row, most recent first
    last_seen: float | None  # wall-clock time of the last answer
    mastery: Mastery


def stats_from_answers(answers: Iterable[AnswerRow], targets: MasteryTargets = DEFAULT_TARGETS) -> dict[str, SkillStats]:
    by_skill: dict[str, list[AnswerRow]] = {}
    for a in sorted(answers, key=lambda a: (a.at, a.id)):
        by_skill.setdefault(a.skill, []).append(a)
    out = {}
    for skill, rows in sorted(by_skill.items()):
        streak = 0
        for a in reversed(rows):
            if not a.correct:
                break
            streak += 1
        right = sum(a.correct for a in rows)
        out[skill] = SkillStats(
            skill=skill, title=skill_title(skill), answered=len(rows), correct=right, accuracy=right / len(rows),
            median_seconds=statistics.median(a.seconds for a in rows), streak=streak, last_seen=rows[-1].at,
            mastery=assess([(a.correct, a.seconds) for a in rows], skill, targets),
        )
    return out


def skill_stats(records: Records, trainee_id: int, prefix: str | None = None,
                targets: MasteryTargets = DEFAULT_TARGETS) -> dict[str, SkillStats]:
    return stats_from_answers(records.answers(trainee_id, prefix), targets)


@dataclass(frozen=True)
class NodeStats:
    node: str
    title: str
    skills: int
    mastered: int
    answered: int
    correct: int
    accuracy: float | None
    median_seconds: float | None  # median of the skills' medians


def node_stats(stats: dict[str, SkillStats], node: str) -> NodeStats:
    below = [s for s in stats.values() if is_under(s.skill, node) or not node]
    answered = sum(s.answered for s in below)
    correct = sum(s.correct for s in below)
    medians = [s.median_seconds for s in below if s.median_seconds is not None]
    return NodeStats(
        node=node, title=skill_title(node) if node else "All skills", skills=len(below),
        mastered=sum(s.mastery.level is MasteryLevel.MASTERED for s in below), answered=answered, correct=correct,
        accuracy=correct / answered if answered else None,
        median_seconds=statistics.median(medians) if medians else None,
    )


def weakest(stats: dict[str, SkillStats], limit: int = 10) -> list[str]:
    """Skills not yet mastered, weakest first (lowest accuracy, then slowest against target)."""
    pending = [s for s in stats.values() if s.mastery.level is not MasteryLevel.MASTERED]
    pending.sort(key=lambda s: (s.mastery.accuracy if s.mastery.accuracy is not None else 0.0,
                                -((s.median_seconds or 0.0) / s.mastery.target_seconds)))
    return [s.skill for s in pending[:limit]]


def daily_practice(records: Records, trainee_id: int, now: float, *, seed: int | None = None,
                   config: DailyConfig | None = None) -> DailyPracticeDrill:
    """Today's drill: the skills due by the schedule (new ones mixed in), most urgent first."""
    due = due_skills(records, trainee_id, now, askable_skills())
    return DailyPracticeDrill(config, seed=seed, due=due)


# --- exams ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ExamRow:
    skill: str
    title: str
    answered: int
    correct: int
    median_seconds: float | None
    target_seconds: float


@dataclass(frozen=True)
class ExamReport:
    trainee: str
    taken: float  # wall-clock time
    answered: int
    correct: int
    accuracy: float
    on_time: float  # share of right answers within their skill's target time
    passed: bool
    pass_accuracy: float
    pass_on_time: float
    rows: tuple[ExamRow, ...]
    missed: tuple[tuple[str, str, str, str], ...]  # (skill, prompt, expected, given) for wrong answers
    house_rules: tuple[str, ...] = ()  # the rules in force when it was taken, one line per game


def exam_report(summary: Summary, config: ExamConfig, trainee: str, taken: float,
                targets: MasteryTargets = DEFAULT_TARGETS, house_rules: tuple[str, ...] = ()) -> ExamReport:
    right = [(q, v) for q, v in summary.verdicts if v.correct]
    on_time = sum(v.seconds <= targets.target_for(q.skill) for q, v in right) / len(right) if right else 0.0
    rows = tuple(
        ExamRow(skill, skill_title(skill), n, c, median, targets.target_for(skill))
        for skill, (n, c, median) in sorted(summary.by_skill.items())
    )
    missed = tuple((q.skill, q.prompt, v.expected, v.given) for q, v in summary.verdicts if not v.correct)
    # An exam cut short by its time limit counts unanswered questions as wrong.
    paper = max(config.length or summary.answered, summary.answered)
    accuracy = summary.correct / paper if paper else 0.0
    return ExamReport(
        trainee=trainee, taken=taken, answered=summary.answered, correct=summary.correct, accuracy=accuracy,
        on_time=on_time, passed=accuracy >= config.pass_accuracy and on_time >= config.pass_on_time,
        pass_accuracy=config.pass_accuracy, pass_on_time=config.pass_on_time, rows=rows, missed=missed,
        house_rules=tuple(house_rules),
    )


def _when(at: float) -> str:
    return datetime.fromtimestamp(at, tz=timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


def report_csv(report: ExamReport) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["trainee", "taken", "skill", "title", "answered", "correct", "accuracy", "median_seconds", "target_seconds"])
    for r in report.rows:
        w.writerow([report.trainee, _when(report.taken), r.skill, r.title, r.answered, r.correct,
                    f"{r.correct / r.answered:.2f}", "" if r.median_seconds is None else f"{r.median_seconds:.2f}",
                    f"{r.target_seconds:.1f}"])
    w.writerow([report.trainee, _when(report.taken), "TOTAL", "PASSED" if report.passed else "NOT PASSED",
                report.answered, report.correct, f"{report.accuracy:.2f}", "", ""])
    for line in report.house_rules:
        w.writerow([report.trainee, _when(report.taken), "HOUSE RULES", line, "", "", "", "", ""])
    return out.getvalue()


def _house_rules_html(report: ExamReport) -> str:
    if not report.house_rules:
        return ""
    lines = "".join(f"<li>{html.escape(line)}</li>" for line in report.house_rules)
    return f"<p><b>House rules in force:</b></p><ul>{lines}</ul>"


def report_html(report: ExamReport) -> str:
    """A standalone page an instructor can print or keep."""
    e = html.escape
    verdict = "Passed" if report.passed else "Not passed"
    rows = "\n".join(
        f"<tr><td>{e(r.title)}<br><small>{e(r.skill)}</small></td><td>{r.correct} / {r.answered}</td>"
        f"<td>{'' if r.median_seconds is None else f'{r.median_seconds:.1f} s'}</td><td>{r.target_seconds:.1f} s</td></tr>"
        for r in report.rows
    )
    missed = "\n".join(
        f"<tr><td>{e(p)}</td><td>{e(exp)}</td><td>{e(given)}</td></tr>" for _, p, exp, given in report.missed
    ) or '<tr><td colspan="3">None</td></tr>'
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Exam report: {e(report.trainee)}</title>
<style>body{{font-family:sans-serif;max-width:50em;margin:2em auto}}table{{border-collapse:collapse;width:100%}}
td,th{{border:1px solid #999;padding:.3em .5em;text-align:left}}.pass{{color:#060}}.fail{{color:#a00}}</style></head>
<body><h1>Exam report</h1>
<p><b>Trainee:</b> {e(report.trainee)}<br><b>Taken:</b> {_when(report.taken)}</p>
{_house_rules_html(report)}
<h2 class="{'pass' if report.passed else 'fail'}">{verdict}</h2>
<p>{report.correct} of {report.answered} right ({report.accuracy:.0%}; needed {report.pass_accuracy:.0%}).
{report.on_time:.0%} of right answers within target time (needed {report.pass_on_time:.0%}).</p>
<h2>By skill</h2><table><tr><th>Skill</th><th>Right</th><th>Median time</th><th>Target</th></tr>
{rows}
</table>
<h2>Missed questions</h2><table><tr><th>Question</th><th>Expected</th><th>Given</th></tr>
{missed}
</table></body></html>
"""
