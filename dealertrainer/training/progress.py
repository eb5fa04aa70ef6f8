"""Progress per skill and per node of the skill tree, and exam reports.

Per skill, from every stored answer: how many, how many right, accuracy, the median
time, the current streak of right answers, when it was last seen, and its mastery at a
moment (the rule in ``mastery``, with FSRS's recall estimate then). A node of the tree
("baccarat", "baccarat.banker") sums the skills below it. Daily practice is
``training.practice.daily_practice``.
"""

from __future__ import annotations

import csv
import html
import io
import statistics
import time
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from fsrs import Card, Scheduler

from dealertrainer.language import _
from dealertrainer.storage.records import AnswerRow, Records
from dealertrainer.training.answer_labels import answer_label
from dealertrainer.training.drills.practice import ExamConfig
from dealertrainer.training.mastery import DEFAULT_TARGETS, Mastery, MasteryLevel, MasteryTargets, assess
from dealertrainer.training.questions import Question, Verdict
from dealertrainer.training.rule_history import rule_history
from dealertrainer.training.school_report import (
    data_table,
    local_time,
    report_header,
    report_page,
    settings_table,
    signature_line,
)
from dealertrainer.training.schedule import SCHEDULER, cards, recall, replay, trainee_scheduler
from dealertrainer.training.session import Summary
from dealertrainer.training.skill_names import skill_name
from dealertrainer.training.skills import is_under, skill_title, topic_of

__all__ = [
    "ExamMiss",
    "ExamReport",
    "ExamRow",
    "TopicResult",
    "NodeStats",
    "SkillStats",
    "exam_report",
    "node_stats",
    "report_csv",
    "report_html",
    "skill_stats",
    "stats_from_answers",
    "stats_from_records",
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


def stats_from_answers(answers: Iterable[AnswerRow], targets: MasteryTargets = DEFAULT_TARGETS,
                       now: float | None = None, known: Mapping[str, Card] | None = None,
                       scheduler: Scheduler = SCHEDULER) -> dict[str, SkillStats]:
    """Figures per skill at ``now`` (default: the time now); ``known`` are the stored FSRS
    cards (``schedule.cards``), else the answers are replayed to find them; ``scheduler`` is the
    trainee's (``schedule.trainee_scheduler``), whose forgetting curve the recall estimates take."""
    ordered = sorted(answers, key=lambda a: (a.at, a.id))
    by_skill: dict[str, list[AnswerRow]] = {}
    for a in ordered:
        by_skill.setdefault(a.skill, []).append(a)
    now = time.time() if now is None else now
    known = replay(ordered, targets, scheduler=scheduler) if known is None else known
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
            mastery=assess([(a.correct, a.seconds, a.at) for a in rows], skill, targets,
                           recall(known.get(skill), now, scheduler), now),
        )
    return out


def stats_from_records(records: Records, trainee_id: int, targets: MasteryTargets = DEFAULT_TARGETS,
                       now: float | None = None, known: Mapping[str, Card] | None = None,
                       scheduler: Scheduler | None = None) -> dict[str, SkillStats]:
    """The figures ``stats_from_answers`` works out from every answer, read per skill instead:
    the tallies kept in the records, the median by the index on response times, and the answers
    the mastery rule reads (``rule_history``); a run of right answers longer than those is
    counted in the records. For Home with a year of answers (a million rows). ``scheduler`` is the
    trainee's (``schedule.trainee_scheduler``, read from the records when None)."""
    now = time.time() if now is None else now
    scheduler = trainee_scheduler(records, trainee_id, targets) if scheduler is None else scheduler
    known = cards(records, trainee_id, targets) if known is None else known
    history: dict[str, list[tuple[bool, float, float]]] = {}
    for skill, correct, seconds, at in rule_history(records, trainee_id, targets, LATELY):
        history.setdefault(skill, []).append((correct, seconds, at))
    tallies = records.skill_tallies(trainee_id)
    out = {}
    for skill, rows in sorted(history.items()):
        answered, right = tallies.get(skill, (len(rows), sum(c for c, _, _ in rows)))
        latest = rows if len(rows) >= answered else rows[1:]  # without the first answer kept ahead of them
        streak = 0
        for correct, _, _ in reversed(latest):
            if not correct:
                break
            streak += 1
        if streak == len(latest) < answered:
            streak = records.right_in_a_row(trainee_id, skill)
        out[skill] = SkillStats(
            skill=skill, title=skill_title(skill), answered=answered, correct=right, accuracy=right / answered,
            median_seconds=records.median_seconds(trainee_id, skill, answered), streak=streak, last_seen=rows[-1][2],
            mastery=assess(rows, skill, targets, recall(known.get(skill), now, scheduler), now),
        )
    return out


def skill_stats(records: Records, trainee_id: int, prefix: str | None = None,
                targets: MasteryTargets = DEFAULT_TARGETS, now: float | None = None) -> dict[str, SkillStats]:
    return stats_from_answers(records.answers(trainee_id, prefix), targets, now, cards(records, trainee_id, targets),
                              trainee_scheduler(records, trainee_id, targets))


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
        node=node, title=skill_title(node) if node else _("All skills"), skills=len(below),
        mastered=sum(s.mastery.level is MasteryLevel.MASTERED for s in below), answered=answered, correct=correct,
        accuracy=correct / answered if answered else None,
        median_seconds=statistics.median(medians) if medians else None,
    )


def weakest(stats: dict[str, SkillStats], limit: int = 10) -> list[str]:
    """Real weaknesses, weakest first (lowest accuracy, then slowest against target): skills
    not yet mastered that were missed lately (within their last ``LATELY`` answers) or
    answered slower than their target. A skill answered right every time at speed, or right
    and quick ever since a miss long ago, is not weak and is left out."""
    pending = [s for s in stats.values() if s.mastery.level is not MasteryLevel.MASTERED and _weak(s)]
    pending.sort(key=lambda s: (s.mastery.accuracy if s.mastery.accuracy is not None else 0.0,
                                -((s.median_seconds or 0.0) / s.mastery.target_seconds)))
    return [s.skill for s in pending[:limit]]


#: "Lately": a miss among a skill's last this-many answers makes it weak; one further back does not.
LATELY = 10


def _weak(stats: SkillStats) -> bool:
    missed = stats.streak < min(stats.answered, LATELY)
    mastery = stats.mastery
    slow = mastery.median_seconds is not None and mastery.median_seconds > mastery.target_seconds
    return missed or slow


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
class TopicResult:
    """One topic of the paper: how many of its questions were asked and right, against its floor."""

    topic: str
    title: str
    asked: int  # questions on the paper (unanswered ones count as wrong)
    correct: int
    floor: float  # share that must be right

    @property
    def accuracy(self) -> float:
        return self.correct / self.asked if self.asked else 0.0

    @property
    def passed(self) -> bool:
        return self.asked > 0 and self.accuracy >= self.floor


@dataclass(frozen=True)
class ExamMiss:
    """A question answered wrong (or too slowly, or skipped), with the right answer and why."""

    skill: str
    prompt: str
    expected: str
    given: str
    why: str


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
    missed: tuple[ExamMiss, ...]
    topics: tuple[TopicResult, ...] = ()
    house_rules: tuple[str, ...] = ()  # the rules in force when it was taken, one line per game
    # The paper's settings, as the school files them with the result.
    questions: int = 0  # questions on the paper
    time_factor: float | None = None  # seconds per question: the skill's target times this (None: no limit)
    session_time_limit: float | None = None  # seconds for the whole paper (None: none)
    topic_floor: float = 0.0  # share of each topic's questions that must be right

    @property
    def topics_failed(self) -> tuple[TopicResult, ...]:
        return tuple(t for t in self.topics if not t.passed)


def _topic_title(topic: str) -> str:
    """"Mini Baccarat: Payouts": a topic's title names its game (both games have payouts)."""
    return _("{game}: {topic}").format(game=skill_title(topic.split('.')[0]), topic=skill_title(topic))


def _miss(question: Question, verdict: Verdict) -> ExamMiss:
    given = verdict.given
    if verdict.timed_out:
        given = _("{given} (after {seconds} s: too slow)").format(given=given, seconds=f"{verdict.seconds:.0f}")
    return ExamMiss(question.skill, question.prompt, verdict.expected, given, verdict.explanation)


def exam_report(summary: Summary, config: ExamConfig, trainee: str, taken: float,
                targets: MasteryTargets = DEFAULT_TARGETS, house_rules: tuple[str, ...] = (), *,
                paper: Sequence[str] = ()) -> ExamReport:
    """The result of a paper: totals, each skill, each topic against its floor, every miss.

    ``paper``: the skills set on the paper, so questions never reached count against their topic.
    """
    right = [(q, v) for q, v in summary.verdicts if v.correct]
    on_time = sum(v.seconds <= targets.target_for(q.skill) for q, v in right) / len(right) if right else 0.0
    rows = tuple(
        ExamRow(skill, skill_title(skill), n, c, median, targets.target_for(skill))
        for skill, (n, c, median) in sorted(summary.by_skill.items())
    )
    missed = tuple(_miss(q, v) for q, v in summary.verdicts if not v.correct)
    asked = Counter(topic_of(s) for s in paper) | Counter(topic_of(q.skill) for q, _ in summary.verdicts)
    got = Counter(topic_of(q.skill) for q, v in summary.verdicts if v.correct)
    topics = tuple(TopicResult(t, _topic_title(t), n, got[t], config.topic_floor) for t, n in sorted(asked.items()))
    # An exam cut short by its time limit counts unanswered questions as wrong.
    paper_length = max(config.length or len(paper) or summary.answered, summary.answered)
    accuracy = summary.correct / paper_length if paper_length else 0.0
    passed = (accuracy >= config.pass_accuracy and on_time >= config.pass_on_time
              and all(t.passed for t in topics))
    return ExamReport(
        trainee=trainee, taken=taken, answered=summary.answered, correct=summary.correct, accuracy=accuracy,
        on_time=on_time, passed=passed, pass_accuracy=config.pass_accuracy, pass_on_time=config.pass_on_time,
        rows=rows, missed=missed, topics=topics, house_rules=tuple(house_rules), questions=paper_length,
        time_factor=config.time_factor, session_time_limit=config.session_time_limit, topic_floor=config.topic_floor,
    )


def _when(at: float) -> str:
    return local_time(at)


def report_csv(report: ExamReport) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["trainee", "taken", "skill", "title", "answered", "correct", "accuracy", "median_seconds", "target_seconds"])
    for r in report.rows:
        w.writerow([report.trainee, _when(report.taken), r.skill, r.title, r.answered, r.correct,
                    f"{r.correct / r.answered:.2f}", "" if r.median_seconds is None else f"{r.median_seconds:.2f}",
                    f"{r.target_seconds:.1f}"])
    for t in report.topics:
        said = (_("Topic: {topic} (passed; needs {floor})") if t.passed else
                _("Topic: {topic} (not passed; needs {floor})")).format(topic=t.title, floor=f"{t.floor:.0%}")
        w.writerow([report.trainee, _when(report.taken), t.topic, said, t.asked, t.correct, f"{t.accuracy:.2f}", "", ""])
    w.writerow([report.trainee, _when(report.taken), "TOTAL", _("PASSED") if report.passed else _("NOT PASSED"),
                report.answered, report.correct, f"{report.accuracy:.2f}", "", ""])
    for line in report.house_rules:
        w.writerow([report.trainee, _when(report.taken), "HOUSE RULES", line, "", "", "", "", ""])
    return out.getvalue()


def _house_rules_html(report: ExamReport) -> str:
    if not report.house_rules:
        return ""
    lines = "".join(f"<li>{html.escape(line)}</li>" for line in report.house_rules)
    heading = html.escape(_("House rules in force:"))
    return f"<p><b>{heading}</b></p><ul>{lines}</ul>"


def paper_settings(report: ExamReport) -> list[tuple[str, str]]:
    """The paper's settings, in words, for the report's settings table."""
    if report.time_factor is None:
        per_question = _("No limit")
    else:
        allowed = [row.target_seconds * report.time_factor for row in report.rows]
        factor = f"{report.time_factor:g}"
        per_question = (_("{factor} × the skill's target time ({least} s to {most} s on this paper)").format(
                            factor=factor, least=f"{min(allowed):g}", most=f"{max(allowed):g}")
                        if allowed else _("{factor} × the skill's target time").format(factor=factor))
    whole = (_("No limit") if report.session_time_limit is None
             else _("{minutes} min").format(minutes=f"{report.session_time_limit / 60:g}"))
    return [
        (_("Questions"), str(report.questions or report.answered)),
        (_("Time per question"), per_question),
        (_("Time for the whole paper"), whole),
        (_("Pass mark"), _("{share} right").format(share=f"{report.pass_accuracy:.0%}")),
        (_("Right answers within their target time"), _("at least {share}").format(share=f"{report.pass_on_time:.0%}")),
        (_("Each topic's own mark"), _("{share} right").format(share=f"{report.topic_floor:.0%}")),
    ]


def report_html(report: ExamReport) -> str:
    """A standalone page an instructor can print, sign and file (``training/school_report.py``)."""
    e = html.escape
    verdict = _("Passed") if report.passed else _("Not passed")
    topics = data_table(
        [_("Topic"), _("Right"), _("Needed"), _("Result")],
        [[t.title, f"{t.correct} / {t.asked}", f"{t.floor:.0%}", _("Passed") if t.passed else _("Not passed")]
         for t in report.topics],
        classes=["pass" if t.passed else "fail" for t in report.topics])
    skills = data_table(
        [_("Skill"), _("Right"), _("Median time"), _("Target")],
        [[skill_name(r.skill), f"{r.correct} / {r.answered}",
          "" if r.median_seconds is None else _("{seconds} s").format(seconds=f"{r.median_seconds:.1f}"),
          _("{seconds} s").format(seconds=f"{r.target_seconds:.1f}")]
         for r in report.rows])
    missed = data_table([_("Skill"), _("Question"), _("Right answer"), _("Given"), _("Why")],
                        [[skill_name(m.skill), m.prompt, answer_label(m.expected), answer_label(m.given), m.why]
                         for m in report.missed])
    totals = _("{right} of {questions} right ({share}; needed {needed}).\n"
               "{on_time} of right answers within target time (needed {on_time_needed}).").format(
        right=report.correct, questions=max(report.answered, report.questions), share=f"{report.accuracy:.0%}",
        needed=f"{report.pass_accuracy:.0%}", on_time=f"{report.on_time:.0%}", on_time_needed=f"{report.pass_on_time:.0%}")
    header = report_header(_("Exam report"), report.trainee, report.taken)
    settings = settings_table(paper_settings(report), _("Settings of the paper"))
    by_topic, by_skill, misses = e(_("By topic")), e(_("By skill")), e(_("Missed questions"))
    every_topic = e(_("Every topic must reach its own mark as well as the whole paper."))
    body = f"""{header}
{settings}
{_house_rules_html(report)}
<h2 class="{'pass' if report.passed else 'fail'}">{e(verdict)}</h2>
<p>{e(totals)}</p>
<h2>{by_topic}</h2><p>{every_topic}</p>
{topics}
<h2>{by_skill}</h2>
{skills}
<h2>{misses}</h2>
{missed}
{signature_line()}"""
    return report_page(_("Exam report: {trainee}").format(trainee=report.trainee), body)
