"""Each drill runs for a few questions from the keyboard and ends in its summary."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from dealertrainer.ui import offer_labels
from dealertrainer.ui.harness import keys_for, press

_, DRILLS = offer_labels.available()


@pytest.mark.parametrize("drill_id", [entry.drill_id for entry in DRILLS])
def test_a_few_questions_then_the_summary(qtbot, window, context, records, drill_id):
    context.drill_overrides[drill_id] = {"length": 4}
    screen = window.open(drill_id)
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    if offer_labels.entry(drill_id).flash:
        assert screen.panel.timer.text().endswith("s")  # flash drills show their clock
    results = []
    screen.verdict_shown.connect(results.append)
    for number in range(4):
        qtbot.waitUntil(lambda: screen.session is not None and screen.session.waiting_for_answer, timeout=5000)
        question = screen.session.current.question
        focus = QApplication.focusWidget() or screen
        press(focus, keys_for(question, right=number % 2 == 0))
        qtbot.waitUntil(lambda: len(results) == number + 1, timeout=5000)
        assert results[-1].correct is (number % 2 == 0)
        if number < 3:
            qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
    with qtbot.waitSignal(screen.session_finished, timeout=5000):
        qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
    summary = screen.summary.summary
    assert (summary.answered, summary.correct) == (4, 2)
    assert len(records.answers(context.trainee.id)) == 4
    if drill_id == "baccarat.draw_table":
        heatmap = screen.summary.heatmap
        assert heatmap is not None
        counted = sum(cell[0] for cell in heatmap._cells.values())
        assert counted == 4


def test_feedback_at_the_end_shows_nothing_until_the_summary(qtbot, window, context):
    drill_id = DRILLS[0].drill_id
    context.drill_overrides[drill_id] = {"length": 3}
    screen = window.open(drill_id)
    screen.feedback_mode.setCurrentIndex(1)
    with qtbot.waitSignal(screen.session_finished, timeout=10000):
        screen.start()
        for _ in range(3):
            qtbot.waitUntil(lambda: screen.session is not None and screen.session.waiting_for_answer, timeout=5000)
            question = screen.session.current.question
            press(QApplication.focusWidget() or screen, keys_for(question, right=False))
            assert not screen.panel.feedback.isVisible()
    assert screen.summary.summary.answered == 3
    assert screen.summary.summary.correct == 0
