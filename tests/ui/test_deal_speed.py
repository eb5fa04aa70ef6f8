"""A table deals straight to the first question by default (the stud opening deal took about
5 s a hand at game speed); the game-speed deal is a start option, remembered for the trainee
in a new window on the same records."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dealertrainer.ui.harness import question_on_screen
from dealertrainer.ui.main_window import MainWindow


def _window(qtbot, context):
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(1300, 860)
    window.show()
    qtbot.waitUntil(lambda: window.registry_ready, timeout=10000)
    return window


def test_stud_deals_fast_by_default_and_game_speed_is_remembered(qtbot, context):
    context.motion_delay_ms = 320  # the app's pause after a card at game speed
    window = _window(qtbot, context)
    screen = window.open("stud.seat")
    assert not screen.game_speed.isChecked()
    QTest.keyClick(screen, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: question_on_screen(window) is not None, timeout=2000)  # not 16 cards × 320 ms
    screen.leave()
    window.open("stud.seat")
    screen.game_speed.click()  # the trainee asks for the game-speed deal
    window.close()

    again = _window(qtbot, context)  # a new window on the same records: the choice is there
    screen = again.open("stud.seat")
    assert screen.game_speed.isChecked()
    QTest.keyClick(screen, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: screen.loop.motion.isActive(), timeout=5000)  # a pause after a card
    assert question_on_screen(again) is None
    screen.leave()
