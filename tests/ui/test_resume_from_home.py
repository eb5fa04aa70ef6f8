"""Home's "Resume" on an unfinished session, where the soak run found tracebacks."""

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
