"""Run in a fresh process by ``test_notices_user_path.py``: the app as a user starts it
(``dealertrainer.ui.app.run``), driven by keys: Progress and Home are looked at, a few draw
table questions answered, the session ended with Esc, and Progress and Home looked at again
(no one refreshes them by hand: they follow the change notices). Prints what was seen as
JSON. Not a test module itself."""

from __future__ import annotations

import json
import re
import sys

import dealertrainer.ui  # noqa: F401  (the PySide6 workaround first)
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dealertrainer.ui.app import run
from dealertrainer.ui.walkthrough import WalkthroughDialog

ANSWERS = 3
seen: dict = {"errors": [], "answered": 0}


def wait(condition, ms: int = 15000) -> bool:
    for _ in range(ms // 20):
        if condition():
            return True
        QTest.qWait(20)
    return condition()


def press(window, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(QApplication.focusWidget() or window, key, modifier)


def answer_by_keys(screen) -> None:
    """The key shown beside the right answer, or the answer typed, as a user does."""
    question = screen.session.current.question
    buttons = [b.text() for b in screen.panel.answer_buttons()]
    keys = {m.group(1).casefold(): m.group(2) for m in (re.fullmatch(r"(.+)  \[(.+)\]", t) for t in buttons) if m}
    focus = QApplication.focusWidget() or screen
    if keys:
        QTest.keyClicks(focus, keys[str(question.expected).casefold()])
    else:
        QTest.keyClicks(focus, str(question.answer))
        QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Return)


def drive(window) -> None:
    try:
        window.resize(1024, 700)
        guide = window.findChild(WalkthroughDialog)  # a new trainee's first start opens the walkthrough
        if guide is not None and guide.isVisible():
            QTest.keyClick(guide, Qt.Key.Key_Escape)
            wait(lambda: not guide.isVisible())
        window.activateWindow()
        wait(lambda: window.registry_ready and window.isActiveWindow())
        press(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)  # Progress, before any answer
        seen["progress_before"] = window.progress.summary.text()
        press(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)  # Home
        wait(lambda: window.home.facts is not None)
        seen["home_before"] = window.home.facts.answered_ever
        press(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)  # the draw table
        screen = window.current_screen()
        seen["drill"] = screen.entry.drill_id
        QTest.keyClick(screen, Qt.Key.Key_Return)  # Start [Enter]
        while seen["answered"] < ANSWERS:
            if not wait(lambda: screen.session is not None and screen.session.waiting_for_answer):
                seen["errors"].append("no question came up")
                break
            answer_by_keys(screen)
            wait(lambda: screen.panel.waiting_for_next)
            seen["answered"] += 1
            if seen["answered"] < ANSWERS:
                press(window, Qt.Key.Key_Space)
        press(window, Qt.Key.Key_Escape)  # the session ends: its summary
        wait(lambda: screen.pages.currentIndex() == 2)
        seen["progress_after_session"] = window.progress.summary.text()  # hidden, yet up to date
        wait(lambda: window.home.facts is not None and window.home.facts.answered_ever > 0)
        seen["home_after_session"] = [window.home.facts.answered_ever,
                                      [list(row[0::2]) for row in window.home.facts.recent]]
        press(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
        seen["progress_shown"] = window.progress.summary.text()
    except Exception as error:  # noqa: BLE001 - reported to the test, which fails on it
        seen["errors"].append(repr(error))
    print(json.dumps(seen))
    sys.stdout.flush()
    QTest.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)  # Quit


def _drive_when_shown(window_class) -> None:
    """Start driving once ``run`` has built the window and the event loop runs."""
    show = window_class.show

    def shown(self) -> None:
        show(self)
        QTimer.singleShot(0, lambda: drive(self))

    window_class.show = shown


if __name__ == "__main__":
    from dealertrainer.ui.main_window import MainWindow

    _drive_when_shown(MainWindow)
    sys.exit(run([]))
