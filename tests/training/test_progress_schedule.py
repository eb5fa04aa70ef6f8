"""Mastery, the Leitner schedule over simulated days, progress, daily practice and exams."""

from __future__ import annotations

import pytest

from dealertrainer.engine.steps import AnswerKind
from dealertrainer.engine.money import format_money
from dealertrainer.storage.report_file import ReportFileError, save_report
from dealertrainer.training.drills import ExamConfig, make_drill
from dealertrainer.training.drills.practice import askable_skills, expand_skills
from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryLevel, MasteryTargets, assess
from dealertrainer.training.progress import (
    daily_practice,
    exam_report,
    node_stats,
    report_csv,
    report_html,
    skill_stats,
    weakest,
)
from dealertrainer.training.questions import Verdict
from dealertrainer.training.schedule import BOX_INTERVALS, DAY, SkillSchedule, due_skills, record_review, review
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


def test_mastery_levels():
    skill = "baccarat.banker.5.vs.4"
    assert assess([], skill).level is MasteryLevel.NEW
    assert assess([(True, 1.0)] * 4, skill).level is MasteryLevel.NEW
    assert assess([(True, 1.0)] * 10, skill).level is MasteryLevel.MASTERED
    assert assess([(True, 3.0)] * 10, skill).level is MasteryLevel.SLOW
    assert assess([(False, 1.0)] * 2 + [(True, 1.0)] * 8, skill).level is MasteryLevel.LEARNING
    # only the recent window counts: old mistakes fade
    assert assess([(False, 1.0)] * 20 + [(True, 1.0)] * 10, skill).level is MasteryLevel.MASTERED


def test_leitner_rules():
    fast, slow, target = 1.0, 9.0, 3.0
    s = review(None, True, fast, target, T0)
    assert s == SkillSchedule(2, T0 + DAY)
    assert review(s, True, fast, target, T0 + 60) == s  # early practice does not promote
    assert review(s, True, slow, target, T0 + DAY) == SkillSchedule(2, T0 + DAY + DAY / 2)
    assert review(s, False, fast, target, T0 + DAY) == SkillSchedule(1, T0 + DAY + BOX_INTERVALS[1])
    top = SkillSchedule(5, T0)
    assert review(top, True, fast, target, T0) == SkillSchedule(5, T0 + 21 * DAY)


def _verdict(correct, seconds=1.0):
    return Verdict(correct, "", "", "", seconds)


def test_schedule_over_simulated_weeks(records, trainee):
    known, missed = "baccarat.banker.5.vs.4", "baccarat.banker.3.vs.8"
    day = 0
    boxes = []
    while day < 60:
        now = T0 + day * DAY
        due = due_skills(records, trainee, now, [known, missed])
        if known in due:
            boxes.append((day, record_review(records, trainee, known, _verdict(True), now).box))
        if missed in due:
            record_review(records, trainee, missed, _verdict(False), now)
        day += 1
    # the known skill climbs a box per review and its gaps grow: days 0, 1, 4, 11, then every 21
    assert boxes == [(0, 2), (1, 3), (4, 4), (11, 5), (32, 5), (53, 5)]
    # the missed one stays in box 1 and is due every day
    assert records.skill_states(trainee)[missed].box == 1
    assert missed in due_skills(records, trainee, T0 + 60 * DAY, [known, missed])
    assert known not in due_skills(records, trainee, T0 + 33 * DAY, [known])


def test_due_skills_brings_in_new_ones(records, trainee):
    cells = [f"baccarat.player.draws.{t}" for t in range(8)]
    assert due_skills(records, trainee, T0, cells, new_limit=3) == cells[:3]
    record_review(records, trainee, cells[5], _verdict(False), T0)
    assert due_skills(records, trainee, T0 + 3600, cells, new_limit=2) == [cells[5], cells[0], cells[1]]


def test_progress_stats_and_nodes(records, trainee):
    for i, ok in enumerate([True, False, True, True, True]):
        records.record_answer(trainee, "baccarat.banker.5.vs.4", ok, 1.0 + i, at=T0 + i)
    records.record_answer(trainee, "blackjack.payout.3to2", False, 4.0, at=T0 + 10)
    stats = skill_stats(records, trainee)
    s = stats["baccarat.banker.5.vs.4"]
    assert (s.answered, s.correct, s.streak, s.median_seconds, s.last_seen) == (5, 4, 3, 3.0, T0 + 4)
    assert s.title == "Banker 5, Player's third card 4"
    node = node_stats(stats, "baccarat")
    assert (node.skills, node.answered, node.correct) == (1, 5, 4)
    assert node_stats(stats, "").answered == 6
    assert weakest(stats)[0] == "blackjack.payout.3to2"


def test_daily_practice_mixes_due_skills(records, trainee, clock, wall):
    for skill in ("baccarat.banker.6.vs.6", "blackjack.payout.6to5"):
        record_review(records, trainee, skill, _verdict(False), T0)
    drill = daily_practice(records, trainee, T0 + 3600, seed=4)
    skills = [b.question.skill for b in drill.beats()]
    assert len(skills) == 20
    assert skills[:2] == ["baccarat.banker.6.vs.6", "blackjack.payout.6to5"]
    assert set(skills) <= set(askable_skills())


def test_daily_practice_meets_seat_only_skills():
    drill = make_drill("daily", seed=3, due=["stud.first_to_act.high_card", "no.such.skill"])
    skills = [b.question.skill for b in drill.beats()]
    assert skills and set(skills) == {"stud.first_to_act.high_card"}


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
    drill = make_drill("exam", config, seed=8)
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

    cells = expand_skills(["baccarat.banker", "blackjack.payout"])  # 88 cells and 5
    paper = exam_paper(cells, 30, random.Random(3))
    per_topic = Counter(topic_of(c) for c in paper)
    assert per_topic == {"baccarat.banker": 26, "blackjack.payout": 4}  # 3 each, the other 24 as 88:5
    payout_cells = [c for c in cells if topic_of(c) == "blackjack.payout"]
    # within a topic every cell comes once before any comes twice
    counts = Counter(c for c in paper if c in payout_cells)
    assert max(counts.values()) == 1 and len(counts) == 4
    assert len(set(c for c in paper if topic_of(c) == "baccarat.banker")) == 26


def test_exam_paper_of_one_topic_covers_its_cells():
    import random

    from dealertrainer.training.drills.practice import exam_paper, expand_skills

    cells = expand_skills(["baccarat.banker"])
    paper = exam_paper(cells, len(cells), random.Random(1))
    assert sorted(paper) == sorted(cells)
