"""The exam by keys, as F1 promises at every start page and table: Enter starts the paper,
Esc hands it in (the result follows)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dealertrainer.training.key_map import keyboard_map


def _press(window, key):
    QTest.keyClick(QApplication.focusWidget() or window, key)


def test_enter_starts_the_exam_and_esc_hands_it_in(qtbot, window):
    promised = {(b.keys, b.where) for b in keyboard_map([])}
    assert ("Enter", "Start page") in promised and ("Esc", "Anywhere") in promised
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    exam = window.exam
    qtbot.waitUntil(lambda: exam is not None and window.stack.currentWidget() is exam)
    for widget in (exam.skills, exam.length):  # wherever the focus is on the setup page
        widget.setFocus()
        assert exam.stack.currentIndex() == 0
    _press(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: exam.stack.currentIndex() == 1 and exam.question is not None)
    _press(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: exam.stack.currentIndex() == 2)
    assert exam.report is not None
    assert window.stack.currentWidget() is exam  # the result, not Home
