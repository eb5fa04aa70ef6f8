"""Run in a fresh process by ``test_class_done.py``: a trainee PC as a trainee starts it
(``dealertrainer --database URL``, their own saved files), signing in through the dialog with the
keys they press and answering at the Mini Baccarat table. It works in phases the test steps
through with files in ``folder``: answers, then waits for ``go1`` (the server stopped), answers
again and waits for the status line to say the server is unreachable, then for ``go2`` (the
server back) and for the line to say all answers are sent. Prints what the trainee saw as JSON.
Not a test module itself.

In mode "exam" (``test_class_exam_user_path.py``) the trainee sits an exam instead (Ctrl+E,
Enter, the answers by keys), waits for ``go1`` (the server stopped), hands it in with Esc and
waits for the line to count the result as waiting, then for ``go2`` and for all to be sent.

argv: URL NAME PASSWORD FOLDER ANSWERS_PER_PHASE [MODE: "table" (the default) or "exam"]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import dealertrainer.ui  # noqa: F401  (the PySide6 workaround first)
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dealertrainer.ui.app import run
from dealertrainer.ui.classroom.sign_in_dialog import SignInDialog
from dealertrainer.ui.harness import answer_on_screen
from dealertrainer.ui.main_window import MainWindow
from dealertrainer.ui.walkthrough import WalkthroughDialog

URL, NAME, PASSWORD, FOLDER, PER_PHASE = sys.argv[1], sys.argv[2], sys.argv[3], Path(sys.argv[4]), int(sys.argv[5])
MODE = sys.argv[6] if len(sys.argv) > 6 else "table"
seen: dict = {"answered": 0, "lines": {}, "errors": [], "sign_in": ""}


def wait(condition, ms: int = 20000) -> bool:
    for _ in range(ms // 20):
        if condition():
            return True
        QTest.qWait(20)
    return condition()


def sign_in() -> None:
    """Type the name and password into the sign-in dialog, as the trainee does."""
    dialog = QApplication.activeModalWidget()
    if not isinstance(dialog, SignInDialog):
        QTimer.singleShot(20, sign_in)
        return
    seen["sign_in"] = dialog.windowTitle()
    dialog.name.clear()
    QTest.keyClicks(dialog.name, NAME)
    QTest.keyClicks(dialog.password, PASSWORD)
    QTest.keyClick(dialog.password, Qt.Key.Key_Return)


def answer(window: MainWindow, screen, count: int) -> None:
    for _ in range(count):
        if not wait(lambda: screen.session is not None and screen.session.waiting_for_answer):
            seen["errors"].append("no question came up")
            return
        answer_on_screen(window, right=seen["answered"] % 4 != 0)
        wait(lambda: screen.panel.waiting_for_next)
        seen["answered"] += 1
        QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)


def all_sent(line) -> bool:
    """The line says so, and nothing of this trainee's waits in the records (not a line from before)."""
    return line.text() == "All answers sent" and line.sending.waiting_now().waiting == 0


def phase(name: str, line: str) -> None:
    seen["lines"][name] = line
    (FOLDER / name).write_text(line)


def ready(window: MainWindow) -> None:
    """The window as the trainee first sees it: the guide closed, the drills listed."""
    window.resize(1024, 700)
    guide = window.findChild(WalkthroughDialog)
    if guide is not None and guide.isVisible():
        QTest.keyClick(guide, Qt.Key.Key_Escape)
        wait(lambda: not guide.isVisible())
    window.activateWindow()
    wait(lambda: window.registry_ready)
    seen["status"] = window.statusBar().currentMessage()


def sit_exam(window: MainWindow) -> None:
    """Ctrl+E, Enter, some answers by keys; Esc hands the paper in once the server is stopped."""
    line = window.sending_line
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    wait(lambda: window.exam is not None and window.stack.currentWidget() is window.exam)
    exam = window.exam
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)  # Start [Enter]
    wait(lambda: exam.stack.currentIndex() == 1 and exam.question is not None)
    for n in range(PER_PHASE):
        if not wait(lambda: exam.question is not None and exam.session.waiting_for_answer):
            seen["errors"].append("no question came up")
            break
        answer_on_screen(window, right=n % 4 != 0)
        wait(lambda: exam.session.answered == n + 1)
        seen["answered"] += 1
    sent_then_wait_for(line, "phase1", "go1")  # the server is stopped now
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Escape)  # hand in
    wait(lambda: exam.stack.currentIndex() == 2 and exam.report is not None)
    report = exam.report
    seen["exam"] = {"passed": report.passed, "accuracy": report.accuracy, "answered": report.answered}
    line.send_soon()
    wait(lambda: line.text().startswith("Class server unreachable") and "result" in line.text(), 30000)
    phase("phase2", line.text())
    wait(lambda: (FOLDER / "go2").exists(), 120000)  # the server is back
    line.send_soon()
    wait(lambda: all_sent(line), 90000)
    phase("phase3", line.text())


def deal_at_the_table(window: MainWindow) -> None:
    line = window.sending_line
    QTest.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)  # Mini Baccarat
    screen = window.current_screen()
    seen["rules_line"] = screen.intro.rules_line.text()
    QTest.keyClick(screen, Qt.Key.Key_Return)  # Start [Enter]
    answer(window, screen, PER_PHASE)
    sent_then_wait_for(line, "phase1", "go1")  # the server is stopped now
    answer(window, screen, PER_PHASE)
    line.send_soon()
    wait(lambda: line.text().startswith("Class server unreachable"), 30000)
    phase("phase2", line.text())
    wait(lambda: (FOLDER / "go2").exists(), 120000)  # the server is back
    answer(window, screen, PER_PHASE)
    wait(lambda: all_sent(line), 90000)
    phase("phase3", line.text())


def sent_then_wait_for(line, name: str, go: str) -> None:
    """Send now, say the line once all is sent (phase ``name``), then wait for the test's ``go``."""
    line.send_soon()
    wait(lambda: all_sent(line), 30000)
    phase(name, line.text())
    wait(lambda: (FOLDER / go).exists(), 120000)


def drive(window: MainWindow) -> None:
    """The trainee's steps for the mode, then what they saw as JSON, then Quit."""
    try:
        ready(window)
        (sit_exam if MODE == "exam" else deal_at_the_table)(window)
    except Exception as error:  # noqa: BLE001 - reported to the test, which fails on it
        seen["errors"].append(repr(error))
    print(json.dumps(seen), flush=True)
    QTest.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)  # Quit


def _drive_when_shown() -> None:
    show, ask = MainWindow.show, SignInDialog.exec

    def asked(self) -> int:
        QTimer.singleShot(0, sign_in)  # once the dialog's own event loop runs
        return ask(self)

    SignInDialog.exec = asked  # type: ignore[method-assign]

    def shown(self) -> None:
        show(self)
        QTimer.singleShot(0, lambda: drive(self))

    MainWindow.show = shown  # type: ignore[method-assign]


if __name__ == "__main__":
    _drive_when_shown()
    sys.exit(run(["--database", URL]))
