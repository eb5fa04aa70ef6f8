"""What a user sees first, in words: for tests that start the app in a new process.

``DEALERTRAINER_QUIT_WHEN_SHOWN`` (see ``app.QUIT_WHEN_SHOWN``) makes the app print what its
first dialog or window shows and quit, so a test can start it the way a user does — saved
files, bad folders, a fresh process — and read what they would read. A dialog is printed
and closed as if its button were pressed (start-up then goes on as it would for the user);
the main window is printed with its banner and current screen, after opening the screen the
variable names ("settings") the way the navigation opens it.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox

from dealertrainer.ui.main_window import MainWindow

__all__ = ["describe", "quit_when_shown"]

_TIMERS: list[QTimer] = []


def quit_when_shown(open_first: str = "") -> None:
    """Watch for the first dialog or window; print it; quit once the main window is shown."""
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: _look(timer, open_first.strip()))
    _TIMERS.append(timer)
    timer.start()


def _look(timer: QTimer, open_first: str) -> None:
    app = QApplication.instance()
    modal = app.activeModalWidget()
    if isinstance(modal, QDialog) and modal.isVisible():
        text = modal.text() if isinstance(modal, QMessageBox) else ""
        print(f"dialog: {modal.windowTitle()}: {text}", flush=True)
        if isinstance(modal, QMessageBox):
            modal.done(0)  # as its OK button does
        else:
            modal.reject()  # a question (the trainee's name): as if cancelled
        return
    window = next((w for w in app.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()), None)
    if window is None:
        return
    timer.stop()
    if open_first:
        window.open(open_first)
    print(describe(window), flush=True)
    QTimer.singleShot(0, app.quit)


def describe(window: MainWindow) -> str:
    """The window's title, each problem on its start banner (if shown), the screen in front and
    its title."""
    current = window.stack.currentWidget()
    lines = [f"window: {window.windowTitle()}"]
    if window.start_problems.isVisibleTo(window):
        lines += [f"banner: {problem}" for problem in window.start_problems.text().splitlines()]
    lines.append(f"screen: {current.objectName() or type(current).__name__}")
    title = next((label for label in current.findChildren(QLabel)
                  if label.objectName() == "screenTitle" and label.isVisibleTo(current)), None)
    if title is not None:
        lines.append(f"title: {title.text()}")
    return "\n".join(lines)
