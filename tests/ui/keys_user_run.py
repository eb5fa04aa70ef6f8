"""Run in a fresh process by ``test_keys_user_path.py``: the app as a user starts it
(``dealertrainer.ui.app.run``, their saved settings and records), driven by the keys a user
presses; prints what they saw as JSON. Not a test module itself."""

from __future__ import annotations

import json
import sys

import dealertrainer.ui  # noqa: F401  (the PySide6 workaround first)
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dealertrainer.ui.app import run
from dealertrainer.ui.harness import answer_on_screen
from dealertrainer.ui.walkthrough import WalkthroughDialog

seen: dict = {"f1": [], "draw": [], "draw_table": [], "answered": 0, "errors": []}


def wait(condition, ms: int = 15000) -> bool:
    for _ in range(ms // 20):
        if condition():
            return True
        QTest.qWait(20)
    return condition()


def read_f1() -> None:
    dialog = QApplication.activeModalWidget()
    seen["f1"] = [list(row) for row in dialog.rows]
    seen["f1_cut"] = [c.height() < c.heightForWidth(c.width()) for c in dialog.columns]
    dialog.reject()


def drive(window) -> None:
    try:
        window.resize(1024, 700)
        guide = window.findChild(WalkthroughDialog)  # a new trainee's first start opens the walkthrough
        if guide is not None and guide.isVisible():
            QTest.keyClick(guide, Qt.Key.Key_Escape)  # as a user who knows the way closes it
            wait(lambda: not guide.isVisible())
        window.activateWindow()
        wait(lambda: window.registry_ready and window.isActiveWindow())
        QTimer.singleShot(0, read_f1)
        QTest.keyClick(window, Qt.Key.Key_F1)
        window.activateWindow()  # as a click on it would; the dialog just closed
        wait(window.isActiveWindow)
        QTest.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)  # Mini Baccarat
        screen = window.current_screen()
        QTest.keyClick(screen, Qt.Key.Key_Return)  # Start [Enter]
        while len(seen["draw"]) < 3 and seen["answered"] < 150:
            if not wait(lambda: screen.session is not None and screen.session.waiting_for_answer):
                seen["errors"].append("no question came up")
                break
            question = screen.session.current.question
            buttons = [b.text() for b in screen.panel.answer_buttons()]
            answer_on_screen(window, right=True)  # the key shown beside the right answer, or typed
            wait(lambda: screen.panel.waiting_for_next)
            seen["answered"] += 1
            if "draw?" in question.prompt:
                seen["draw"].append({"prompt": question.prompt, "buttons": buttons,
                                     "feedback": screen.panel.feedback.text()})
            QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
        QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Escape)  # end the session
        draw_table_keys(window)
    except Exception as error:  # noqa: BLE001 - reported to the test, which fails on it
        seen["errors"].append(repr(error))
    print(json.dumps(seen))
    sys.stdout.flush()
    QTest.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)  # Quit


def draw_table_keys(window) -> None:
    """Open the Draw table by the shortcut F1 lists, start it with Enter and answer by the keys
    shown: what the question, the buttons and the verdict said."""
    keys = next(k for _where, k, does in seen["f1"] if does == "Open Draw table")
    QTest.keyClick(window, getattr(Qt.Key, f"Key_{keys.split('+')[1]}"), Qt.KeyboardModifier.ControlModifier)
    screen = window.current_screen()
    QTest.keyClick(screen, Qt.Key.Key_Return)  # Start [Enter]
    for number in range(8):
        if not wait(lambda: screen.session is not None and screen.session.waiting_for_answer):
            seen["errors"].append("no draw-table question came up")
            return
        question = screen.session.current.question
        buttons = [b.text() for b in screen.panel.answer_buttons()]
        shown = screen.flash.text()
        answer_on_screen(window, right=number % 2 == 0)  # the key beside the right answer, or another
        wait(lambda: screen.panel.waiting_for_next)
        seen["draw_table"].append({"prompt": shown, "buttons": buttons, "answer": str(question.answer),
                                   "feedback": screen.panel.feedback.text()})
        QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)


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
