"""The session loop: deal a training ``Session``'s beats onto a play page (the felt above the
question panel), take the trainee's answers, and show each verdict at once or keep it for
the end. next → show → shown → answer → verdict.

The table and drill screens and the exam run this one loop on the same page; each adds only
what is its own (a start page and the shoe panel; the paper's clock, hand in and report).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal

from dealertrainer.engine.steps import TableView
from dealertrainer.training.answers import AnswerRefused
from dealertrainer.training.questions import Question, Verdict
from dealertrainer.ui.session.mistake_replay import PACE_MS, ReplayPlayer
from dealertrainer.ui.session.play_page import PlayPage, highlight_safe, seats_in

if TYPE_CHECKING:
    from dealertrainer.training.session import Session

__all__ = ["SessionLoop"]


def _no_words(session: Session, skill: str) -> str | None:
    return None


class SessionLoop(QObject):
    """Runs one session at a time on ``play``."""

    question_shown = Signal()
    answered = Signal(object)  # the Verdict, as soon as it is given (before it is shown, if ever)
    verdict_shown = Signal(object)  # the Verdict, shown now or kept for the end
    beat_dealt = Signal(object)  # the Beat the session gave next (None: it has ended); the shoe panel reads it
    table_shown = Signal(object)  # the TableView now on a game's felt
    ran_out = Signal(str)  # the session could not deal on (a stacked shoe too short), why
    finished = Signal(object, object)  # the Summary and the Session it sums up

    def __init__(self, play: PlayPage, *, motion_delay: Callable[[], int] = lambda: 0, timed: bool = False,
                 bare_hands: bool = True, house_words: Callable[[Session, str], str | None] = _no_words,
                 replay_pace: Callable[[], int] = lambda: PACE_MS, parent: QObject | None = None) -> None:
        """``motion_delay``: the pause after a dealt card, in ms; ``timed``: the panel shows a
        clock on every question; ``bare_hands``: a drill's hands go on the small felt under the
        question (not a table's seats); ``house_words``: the house rule a question needs;
        ``replay_pace``: ms per beat of a replayed hand (0: a beat only on N)."""
        super().__init__(parent)
        self.play, self.panel = play, play.panel
        self.session: Session | None = None
        self._motion_delay, self._timed, self._bare_hands, self._house_words = (
            motion_delay, timed, bare_hands, house_words)
        self.skipping = False  # the trainee asked to skip the rest of a deal
        self.motion = QTimer(self)  # the pause between dealt cards
        self.motion.setSingleShot(True)
        self.motion.timeout.connect(self.advance)
        self.panel.submitted.connect(self.answer)
        self.panel.next_requested.connect(self.advance)
        # A hand to watch (find the dealer's mistake): at a steady pace, or beat by beat on N.
        self.replay = ReplayPlayer(play, pace=replay_pace,
                                   clock=lambda: self.session.shown() if self.session is not None else None,
                                   parent=self)

    @property
    def question(self) -> Question | None:
        """The question waiting for an answer, if one is."""
        session = self.session
        if session is None or not session.waiting_for_answer or session.current is None:
            return None
        return session.current.question

    def run(self, session: Session) -> None:
        self.session = session
        self.advance()

    def stop(self) -> None:
        """Leave the session where it is (its answers are stored); the panel is emptied."""
        self.session = None
        self.motion.stop()
        self.replay.stop()
        self.panel.clear()

    def delay(self) -> int:
        """The pause after a dealt card: none while the trainee skips ahead."""
        return 0 if self.skipping else self._motion_delay()

    def advance(self) -> None:
        session = self.session
        if session is None:
            return
        while True:
            try:
                beat = session.next()
            except ValueError as error:  # a stacked shoe too short for the round it started
                self.ran_out.emit(str(error))
                self.finish()
                return
            self.beat_dealt.emit(beat)
            if beat is None:
                self.finish()
                return
            self.play.follow_payouts(beat.step, paid=beat.question is None)  # a quizzed payout: at its answer
            if beat.question is not None or self.delay() > 0:
                break
            # No pause between motions: nobody could see the cards arrive one by one, so the
            # motions are played straight through and only the table they end on is painted.
        self.show_progress()
        if beat.question is None:
            if self.panel.question_up:  # the cards are coming: the last question and verdict go
                self.panel.clear()
            if beat.step is not None:
                self.show_table(beat.step.table, None)
                self.panel.show_motion(beat.step.say)
            self.panel.hint.setText(self.tr("Space: deal on to the next question"))
            self.motion.start(self.delay())
            return
        self.skipping = False
        self._ask(session, beat.question)

    def _ask(self, session: Session, question: Question) -> None:
        if question.replay:
            self.play.show_small_felt(None, bare_hands=False)
            self.replay.start(question)
            self.question_shown.emit()
            return
        table = question.table  # the step's felt while it is asked
        if self.play.show_small_felt(question, bare_hands=self._bare_hands):
            table = None  # a payout's one bet or a drill's hands, drawn on the small felt below the question
        # The step's words are the dealer's answer: they are shown only with the verdict.
        # A question the cards cannot answer says the house rule it needs (taught the first time).
        lesson = self._house_words(session, question.skill)
        self.panel.show_lesson(lesson) if lesson else self.panel.show_motion(self.tr("Your call."))
        highlight = question.seat if highlight_safe(question) else None
        self.show_table(table, highlight, flash=question.prompt)
        seats = seats_in(table) if table is not None else 9
        self.panel.show_question(question, seats=seats, timed=self._timed, limit=session.time_limit,
                                 prompt_shown=self.play.table_stack.currentIndex() != 0)
        # The response clock starts once the question is really on screen. One repaint paints
        # every dirty widget of the window, the table marked just before included (a repaint
        # each would paint and flush the window twice). Widgets just shown (the answer controls,
        # back in the verdict's place) ask for their paint by a posted event: taken first, they
        # are painted in this one repaint, not again straight after it.
        self.play.table_stack.currentWidget().update()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateLater)
        self.panel.repaint()
        session.shown()
        self.question_shown.emit()

    def show_table(self, table: TableView | None, highlight: int | None, flash: str = "") -> None:
        if self.play.show_table(table, highlight, flash):
            self.table_shown.emit(table)

    def skip_deal(self) -> bool:
        """Deal the rest of the motion at once, up to the next question; False if none is under way."""
        if not self.motion.isActive():
            return False
        self.motion.stop()
        self.skipping = True
        self.advance()
        return True

    def show_progress(self) -> None:
        session = self.session
        if session is None:
            return
        total, done = session.total, session.answered
        asking = session.waiting_for_answer or not done
        self.panel.set_progress(
            self.tr("%1 of %2").replace("%1", str(min(total, done + asking))).replace("%2", str(total))
            if total
            else self.tr("%1 answered").replace("%1", str(done))
        )

    def answer(self, given: object) -> None:
        session = self.session
        if session is None or not session.waiting_for_answer:
            return
        if self.replay.active:
            given = self.replay.take(given)
            if given is None:  # a stop, a pause or a step on: the replay goes on
                return
        try:
            verdict = session.answer(given)
        except AnswerRefused as refused:  # not an answer: nothing scored, the trainee types it again
            self.panel.refuse(str(refused))
            return
        self._after(session, verdict)

    def skip(self) -> None:
        """Leave the question on screen unanswered (it counts as wrong)."""
        session = self.session
        self.replay.stop()
        if session is not None and session.waiting_for_answer:
            self._after(session, session.skip())

    def _after(self, session: Session, verdict: Verdict) -> None:
        self.show_progress()
        question = session.current.question if session.current is not None else None
        self.play.follow_payouts(session.current.step if session.current is not None else None, paid=True)
        self.answered.emit(verdict)
        if session.show_feedback:
            if question is not None and question.dealer_says:
                self.panel.show_motion(self.tr("The dealer: %1").replace("%1", question.dealer_says))
            self.panel.show_verdict(verdict)
            self.verdict_shown.emit(verdict)
        else:
            self.verdict_shown.emit(verdict)
            self.advance()

    def finish(self) -> None:
        """End the session (everything answered is already stored) and report its summary."""
        session = self.session
        if session is None:
            return
        summary = session.end()
        self.stop()
        self.finished.emit(summary, session)
