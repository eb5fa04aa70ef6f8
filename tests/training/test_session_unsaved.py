"""A session whose records refuse writes mid-run goes on: answers are kept in memory, said to be
unsaved, and written in order, with the session, as soon as the file takes writes again."""

from __future__ import annotations

from decimal import Decimal

import pytest

from dealertrainer.engine.steps import AnswerKind
from dealertrainer.storage.records import RecordsWriteError
from dealertrainer.training import schedule
from dealertrainer.training.drills.base import DrillBase, DrillConfig
from dealertrainer.training.questions import Question
from dealertrainer.training.session import Beat, Session
from tests.refused_writes import refuse_writes


class Questions(DrillBase):
    id = "test.questions"
    title = "Payout questions"
    config = DrillConfig(length=None)

    def __init__(self, n: int) -> None:
        self.total = n

    def beats(self):
        for i in range(self.total):
            yield Beat(None, Question.flash("blackjack.payout.3to2", f"${10 * (i + 1)} blackjack at 3:2?", AnswerKind.MONEY,
                                      Decimal(15 * (i + 1)), (), "Half again.", None))


def answer(session: Session, right: bool = True) -> None:
    session.next()
    session.answer(session.current.question.answer if right else Decimal("1"))


def one_saved_then_two_refused(records, trainee, clock, wall):
    """A session of five whose first answer is stored; the second (wrong) and third meet a full disk."""
    disk = refuse_writes(records)
    disk.refusing = False
    s = Session(Questions(5), records=records, trainee_id=trainee, clock=clock, wall_clock=wall)
    answer(s)
    disk.refusing = True
    answer(s, right=False)
    answer(s)
    return disk, s


def test_answers_refused_are_kept_and_written_in_order_when_the_disk_has_room(records, trainee, clock, wall):
    disk, s = one_saved_then_two_refused(records, trainee, clock, wall)
    assert s.answered == 3 and s.correct == 2  # the session goes on, verdicts as given
    assert s.unsaved == 2 and "the disk is full" in s.write_problem
    assert len(records.answers(trainee)) == 1
    disk.refusing = False
    answer(s)
    assert s.unsaved == 0 and s.write_problem is None
    stored = records.answers(trainee)
    assert [a.correct for a in stored] == [True, False, True, True]
    assert [a.prompt for a in stored] == [f"${n} blackjack at 3:2?" for n in (10, 20, 30, 40)]
    assert {a.session_id for a in stored} == {s.session_id}
    assert records.answers_not_reviewed(trainee) == []  # the review schedule took them all in
    s.end()
    assert records.session(s.session_id).ended is not None


def test_a_session_that_could_not_start_in_the_records_is_written_when_it_can(records, trainee, clock, wall):
    disk = refuse_writes(records)
    s = Session(Questions(3), records=records, trainee_id=trainee, clock=clock, wall_clock=wall, rules_json='{"x": 1}')
    assert s.session_id is None and "the disk is full" in s.write_problem
    answer(s)
    disk.refusing = False
    answer(s)
    (row,) = records.sessions(trainee)
    assert row.id == s.session_id and row.rules_json == '{"x": 1}' and row.started == wall.now
    assert [a.session_id for a in records.answers(trainee)] == [s.session_id] * 2


def test_what_is_still_refused_at_the_end_is_counted_not_hidden(records, trainee, clock, wall):
    _disk, s = one_saved_then_two_refused(records, trainee, clock, wall)
    summary = s.end()
    assert summary.answered == 3 and s.unsaved == 2 and "the disk is full" in s.write_problem
    assert records.session(s.session_id).ended is None  # left unfinished in the records, as after a crash
    assert len(records.answers(trainee)) == 1


def test_the_schedule_reads_cards_when_their_state_cannot_be_saved(records, trainee, wall):
    records.record_answer(trainee, "baccarat.natural", True, 1.0, at=wall())
    refuse_writes(records)
    cards = schedule.cards(records, trainee)
    assert list(cards) == ["baccarat.natural"]
    assert len(records.answers_not_reviewed(trainee)) == 1  # taken in again at the next read
    with pytest.raises(RecordsWriteError):  # the state was refused, not skipped
        records.save_review_states(trainee, {})
