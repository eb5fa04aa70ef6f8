"""Target times, progress figures and exams (mastery, FSRS and daily practice: their own files)."""

from __future__ import annotations

import pytest

from dealertrainer.engine.steps import AnswerKind
from dealertrainer.engine.money import format_money
from dealertrainer.storage.report_file import ReportFileError, save_report
from dealertrainer.training.drills import ExamConfig, make_drill
from dealertrainer.training.drills.practice import expand_skills
from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryTargets
from dealertrainer.training.progress import (
    exam_report,
    node_stats,
    report_csv,
    report_html,
    skill_stats,
    weakest,
)
from dealertrainer.training.session import Feedback, Session

T0 = 1_700_000_000.0


def test_targets_most_specific_wins_and_are_editable():
    assert DEFAULT_TARGETS.target_for("blackjack.payout.3to2") == 3.0
    assert DEFAULT_TARGETS.target_for("blackjack.payout.3to2.extra") == 3.0
    assert DEFAULT_TARGETS.target_for("baccarat.banker.5.vs.4") == 2.0
    assert DEFAULT_TARGETS.target_for("unknown.thing") == 5.0
    edited = DEFAULT_TARGETS.with_target("baccarat.banker", 1.5)
    assert edited.target_for("baccarat.banker.5.vs.4") == 1.5 and DEFAULT_TARGETS.target_for("baccarat.banker") == 2.0
    assert MasteryTargets.model_validate_json(edited.model_dump_json()) == edited
    with pytest.raises(ValueError, match="positive seconds"):
        MasteryTargets(seconds={"baccarat": 0})


def test_progress_stats_and_nodes(records, trainee):
    for i, ok in enumerate([True, False, True, True, True]):
        records.record_answer(trainee, "baccarat.banker.5.vs.4", ok, 1.0 + i, at=T0 + i)
    records.record_answer(trainee, "blackjack.payout.3to2", False, 4.0, at=T0 + 10)
    stats = skill_stats(records, trainee)
    s = stats["baccarat.banker.5.vs.4"]
    assert (s.answered, s.correct, s.streak, s.median_seconds, s.last_seen) == (5, 4, 3, 3.0, T0 + 4)
    assert s.title == "Banker 5, Player's third card 4"
    assert s.mastery.recall is not None and 0 < s.mastery.recall <= 1
    node = node_stats(stats, "baccarat")
    assert (node.skills, node.answered, node.correct) == (1, 5, 4)
    assert node_stats(stats, "").answered == 6
    assert weakest(stats)[0] == "blackjack.payout.3to2"


def _answer(q, good):
    if q.answer_kind is AnswerKind.MONEY:
        return format_money(q.answer if good else q.answer + 1)
    if q.answer_kind is AnswerKind.CHOICE:
        return q.answer if good else next(c for c in q.choices if c != q.answer)
    if q.answer_kind is AnswerKind.PHRASE:
        return q.answer if good else "nothing"
    return str(q.answer if good else q.answer + 1)


def test_exam_end_to_end_with_reports(records, trainee, clock, wall, tmp_path):
    config = ExamConfig(skills=("baccarat.banker", "blackjack.payout"), length=20, pass_accuracy=0.8)
    drill = make_drill("exam", config, seed=0)  # the two misses and the slow answer fall on the draw table
    assert set(drill.paper) <= set(expand_skills(config.skills)) and len(drill.paper) == 20
    session = Session(drill, records=records, trainee_id=trainee, clock=clock, wall_clock=wall)
    assert session.feedback is Feedback.AT_END and session.time_limit is None
    n = 0
    while (beat := session.next()) is not None:
        # each question is timed at its skill's target times three
        assert beat.question.time_limit == DEFAULT_TARGETS.target_for(beat.question.skill) * 3
        clock.advance(1.0 if n != 3 else 20.0)  # one answer over the time limit
        session.answer(_answer(beat.question, n % 10 != 0))
        n += 1
    summary = session.end()
    assert summary.answered == 20 and summary.correct == 17  # two wrong, one too slow
    report = exam_report(summary, config, "Test Trainee", wall())
    assert report.passed and report.accuracy == 0.85
    failing = exam_report(summary, ExamConfig(skills=config.skills, length=20, pass_accuracy=0.9), "T", wall())
    assert not failing.passed
    csv_text = report_csv(report)
    assert csv_text.splitlines()[0].startswith("trainee,taken,skill")
    assert "TOTAL,PASSED,20,17" in csv_text
    page = report_html(report)
    assert "<h2 class=\"pass\">Passed</h2>" in page and "Test Trainee" in page and len(report.missed) == 3
    named = report_html(exam_report(summary, config, '<img src="/dev/zero">', wall()))  # a name is data
    assert "<img" not in named and "&lt;img src=&quot;/dev/zero&quot;&gt;" in named
    written = save_report(page, tmp_path / "out" / "exam.html")
    assert written.read_text(encoding="utf-8") == page
    with pytest.raises(ReportFileError, match="is a folder"):
        save_report("x", tmp_path)


def test_exam_time_runs_out(clock):
    config = ExamConfig(skills=("blackjack.total",), length=10, session_time_limit=30, time_factor=None)
    session = Session(make_drill("exam", config, seed=1), clock=clock)
    while (beat := session.next()) is not None:
        clock.advance(12)
        session.answer(_answer(beat.question, True))
    summary = session.end()
    assert summary.answered == 3
    report = exam_report(summary, config, "T", T0)
    assert report.accuracy == 0.3 and not report.passed  # unanswered questions count as wrong


def test_exam_config_refuses_unknown_skills():
    with pytest.raises(ValueError, match="no askable skill"):
        ExamConfig(skills=("roulette",))


def test_exam_paper_covers_topics_in_proportion_with_a_minimum_each():
    import random
    from collections import Counter

    from dealertrainer.training.drills.practice import exam_paper, expand_skills
    from dealertrainer.training.skills import topic_of

    cells = expand_skills(["baccarat.banker", "blackjack.payout"])  # 88 cells and 13 (5 + the side bets' 8)
    paper = exam_paper(cells, 30, random.Random(3))
    per_topic = Counter(topic_of(c) for c in paper)
    assert per_topic == {"baccarat.banker": 24, "blackjack.payout": 6}  # 3 each, the other 24 as 88:13
    payout_cells = [c for c in cells if topic_of(c) == "blackjack.payout"]
    # within a topic every cell comes once before any comes twice
    counts = Counter(c for c in paper if c in payout_cells)
    assert max(counts.values()) == 1 and len(counts) == 6
    assert len(set(c for c in paper if topic_of(c) == "baccarat.banker")) == 24


def test_exam_paper_of_one_topic_covers_its_cells():
    import random

    from dealertrainer.training.drills.practice import exam_paper, expand_skills

    cells = expand_skills(["baccarat.banker"])
    paper = exam_paper(cells, len(cells), random.Random(1))
    assert sorted(paper) == sorted(cells)
