"""Sessions: beats, timing with an injected clock, verdicts, records, summaries."""

from __future__ import annotations

from decimal import Decimal

import pytest

from dealertrainer.engine.steps import AnswerKind, DealerStep, TableView
from dealertrainer.training.drills.base import DrillBase, DrillConfig
from dealertrainer.training.questions import Question, question_from_step
from dealertrainer.training.session import Beat, Feedback, Session, SessionError


class ListDrill(DrillBase):
    id = "test.list"
    title = "A list of beats"
    config = DrillConfig(length=None)

    def __init__(self, beats):
        self._beats = beats
        self.total = sum(b.question is not None for b in beats)
        self.seen = []

    def beats(self):
        return iter(self._beats)

    def observe(self, question, verdict, target):
        self.seen.append((question.skill, verdict.correct, target))


def q(skill="blackjack.payout.3to2", answer=Decimal("52.50")):
    return Question.flash(skill, "$35 blackjack at 3:2?", AnswerKind.MONEY, answer, (), "Half again.", None)


TABLE = TableView("baccarat")
MOTION = Beat(DealerStep("deal", "Card to the Player", TABLE), None)


def test_a_full_session_with_records(records, trainee, clock, wall):
    drill = ListDrill([MOTION, Beat(None, q()), MOTION, Beat(None, q("baccarat.payout.tie.8to1", Decimal("80")))])
    s = Session(drill, records=records, trainee_id=trainee, clock=clock, wall_clock=wall)
    assert s.total == 2 and s.session_id is not None
    assert s.next() is MOTION
    beat = s.next()
    assert beat.question.skill == "blackjack.payout.3to2"
    with pytest.raises(SessionError, match="not been answered"):
        s.next()
    clock.advance(5)  # before shown(): does not count
    s.shown()
    clock.advance(2.5)
    v = s.answer("52 1/2")
    assert (v.correct, v.expected, v.given, v.seconds) == (True, "$52.50", "$52.50", 2.5)
    assert len(records.answers(trainee)) == 1  # stored at once
    with pytest.raises(SessionError, match="no question"):
        s.answer("1")
    s.next()
    s.next()
    clock.advance(1)
    v = s.answer("eighty")
    assert v.unreadable and not v.correct and "Expected: $80" in v.message
    assert s.next() is None and s.next() is None
    summary = s.end()
    assert s.end() is summary
    assert (summary.answered, summary.correct, summary.accuracy) == (2, 1, 0.5)
    assert summary.by_skill["baccarat.payout.tie.8to1"] == (1, 0, None)  # median of right answers: none
    assert summary.practise_next == ["baccarat.payout.tie.8to1"]
    assert records.session(s.session_id).ended is not None
    rows = records.answers(trainee)
    assert [(r.skill, r.correct, r.given, r.unreadable) for r in rows] == [
        ("blackjack.payout.3to2", True, "$52.50", False), ("baccarat.payout.tie.8to1", False, "eighty", True)]
    assert drill.seen == [("blackjack.payout.3to2", True, 3.0), ("baccarat.payout.tie.8to1", False, 4.0)]
    states = records.review_states(trainee)  # each stored answer moved its skill's FSRS card at once
    assert set(states) == {"blackjack.payout.3to2", "baccarat.payout.tie.8to1"}
    assert [states[r.skill].through for r in rows] == [r.id for r in rows]
    assert records.answers_not_reviewed(trainee) == []


def test_time_limit_and_deferred_feedback(clock):
    s = Session(ListDrill([Beat(None, q()), Beat(None, q())]), clock=clock, time_limit=3, feedback=Feedback.AT_END)
    assert not s.show_feedback
    s.next()
    clock.advance(3.5)
    v = s.answer("52.50")
    assert v.timed_out and not v.correct and "Too slow" in v.message
    s.next()
    clock.advance(1)
    assert s.skip().given == "(skipped)"
    summary = s.end()
    assert summary.correct == 0 and len(summary.verdicts) == 2


def test_session_time_limit_ends_it(clock):
    s = Session(ListDrill([Beat(None, q())] * 5), clock=clock, session_time_limit=10)
    for _ in range(2):
        s.next()
        clock.advance(6)
        s.answer("52.50")
    assert s.next() is None
    assert s.end().answered == 2


def test_resume_unfinished(records, trainee, clock, wall):
    first = Session(ListDrill([Beat(None, q())]), records=records, trainee_id=trainee, clock=clock, wall_clock=wall)
    (row,) = records.unfinished_sessions(trainee)
    again = Session(ListDrill([Beat(None, q())]), records=records, trainee_id=trainee, clock=clock,
                    resume_session_id=row.id)
    assert again.session_id == first.session_id
    again.next()
    again.answer("52.50")
    again.end()
    assert records.unfinished_sessions(trainee) == []
    with pytest.raises(ValueError, match="not an unfinished session"):
        Session(ListDrill([]), records=records, trainee_id=trainee, resume_session_id=row.id)


def test_bad_arguments(records):
    with pytest.raises(ValueError, match="go together"):
        Session(ListDrill([]), records=records)
    with pytest.raises(ValueError, match="positive"):
        Session(ListDrill([]), time_limit=0)


def test_question_from_step():
    step = DealerStep("banker_draws", "Banker draws", TABLE, question="Does the banker draw?",
                      answer_kind=AnswerKind.YES_NO, answer=True, explanation="5 vs 4 draws.",
                      skill="baccarat.banker.5.vs.4")
    question = question_from_step(step)
    assert (question.skill, question.answer, question.table, question.keys[0]) == (
        "baccarat.banker.5.vs.4", True, TABLE, ("Y", "Yes"))
    with pytest.raises(ValueError, match="motion"):
        question_from_step(MOTION.step)
