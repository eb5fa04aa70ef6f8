"""Home's "Resume" on an unfinished session, where the soak run found two tracebacks: an exam
left mid-paper, and a row that another app on the same records had ended meanwhile."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from dealertrainer.ui.harness import answer_on_screen


def _resume_button(window, qtbot, drill_id):
    home = window.open("home")
    home.refresh()  # Home as the records are now (it was on screen already when the session was written)
    qtbot.waitUntil(lambda: home.facts is not None and any(d == drill_id for _s, d, _n in home.facts.unfinished),
                    timeout=10000)
    qtbot.waitUntil(lambda: any(b.text() == "Resume" for b in home.unfinished_box.findChildren(QPushButton)))
    return next(b for b in home.unfinished_box.findChildren(QPushButton) if b.text() == "Resume" and b.isVisible())


def test_resume_on_an_exam_left_mid_paper_goes_back_to_the_paper(qtbot, window):
    exam = window.open("exam")
    exam.choose("baccarat.banker")
    exam.length.setValue(5)
    exam.start()
    assert answer_on_screen(window, right=True)
    question = exam.question
    qtbot.mouseClick(_resume_button(window, qtbot, "exam"), Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is exam and exam.stack.currentIndex() == 1
    assert exam.question is question and exam.session.answered == 1  # the same paper, where it was left


def test_resume_on_a_session_ended_meanwhile_says_so_and_starts_nothing(qtbot, window, records, context):
    trainee = context.trainee.id
    session_id = records.start_session(trainee, "totals")
    records.record_answer(trainee, "baccarat.total.two_cards", True, 1.2, session_id=session_id)
    resume = _resume_button(window, qtbot, "totals")
    records.end_session(session_id)  # ended by another window on the same records while Home showed it
    screen = window.screens.get("totals") or window.screen("totals")
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen.error.text() != "", timeout=10000)
    assert window.current_screen() is screen and screen.session is None and screen.pages.currentIndex() == 0
    assert "no longer unfinished" in screen.error.text(), screen.error.text()
    assert not screen.resume_button.isVisibleTo(screen) and screen.start_button.isEnabled()


def test_a_table_brought_back_from_the_sidebar_offers_a_session_written_meanwhile(qtbot, window, records, context):
    """The start card reads the records each time the screen comes back into view: a session of
    this drill left unfinished by another window on the same records is offered to resume."""
    screen = window.open("totals")
    assert not screen.resume_button.isVisibleTo(screen)
    window.open("home")
    session_id = records.start_session(context.trainee.id, "totals")
    window.open("totals")
    assert screen.resume_button.isVisibleTo(screen) and screen._resume_id == session_id
    records.end_session(session_id)
    window.open("home")
    window.open("totals")
    assert not screen.resume_button.isVisibleTo(screen)
