"""Drive the real app in this process as a trainee would, and print what they see.

Run by tests/ui/test_first_hour.py as ``python first_hour_driver.py`` with
``DEALERTRAINER_CONFIG_DIR`` / ``DEALERTRAINER_DATA_DIR`` set: it starts the app through
``dealertrainer.ui.app.run`` (the same start as the ``dealertrainer`` command), presses
keys in the windows that come up, and prints one JSON line per thing seen. Not a test
module itself (pytest does not collect it).
"""

from __future__ import annotations

import json
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import dealertrainer.ui  # noqa: E402,F401  (the PySide6 workaround first)
from PySide6.QtCore import Qt, QTimer  # noqa: E402
from PySide6.QtGui import QTextDocument  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def see(what: str, value: object) -> None:
    print(json.dumps({"what": what, "value": value}), flush=True)


def plain(rich: str) -> str:
    document = QTextDocument()
    document.setHtml(rich)
    return document.toPlainText()


def main_window():
    from dealertrainer.ui.main_window import MainWindow

    return next((w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()), None)


def walkthrough():
    from dealertrainer.ui.walkthrough import WalkthroughDialog

    return next((w for w in QApplication.topLevelWidgets() if isinstance(w, WalkthroughDialog) and w.isVisible()), None)


def scenario():
    """Steps as a generator: each ``yield`` hands back a condition to wait for."""
    from dealertrainer.ui.dialogs import TraineeDialog

    first = False
    yield lambda: isinstance(QApplication.activeModalWidget(), TraineeDialog) or main_window() is not None
    dialog = QApplication.activeModalWidget()
    if isinstance(dialog, TraineeDialog):  # the very first start: who is training?
        first = True
        QTest.keyClicks(dialog.name, "Dana")
        QTest.keyClick(dialog.name, Qt.Key.Key_Return)
        yield lambda: main_window() is not None
    window = main_window()
    yield lambda: window.registry_ready
    guide = walkthrough()
    see("walkthrough", guide is not None)
    if guide is not None:
        texts = [guide.page_text()]
        for _ in range(guide.stack.count() - 1):
            QTest.keyClick(guide, Qt.Key.Key_Return)
            texts.append(guide.page_text())
        see("walkthrough pages", texts)
        QTest.keyClick(guide, Qt.Key.Key_Return)  # the last page: start with the draw table
        yield lambda: walkthrough() is None
        see("screen after the walkthrough", getattr(window.stack.currentWidget(), "entry", None).drill_id)
    window.open("home")
    home = window.home
    shown = []
    home.loaded.connect(lambda: shown.append(True))
    home.refresh()  # Home as it reads the records now
    yield lambda: bool(shown)
    QApplication.processEvents()  # rows just added are shown by a queued call
    see("home title", home.title.text())
    see("start here shown", home.start_here.isVisible())
    see("unfinished", [label.text() for label in home.unfinished_box.findChildren(type(home.title))
                       if label.isVisibleTo(home)])

    payouts = window.open("payouts")
    see("payouts answer", payouts.start_option.chosen())
    if first:
        payouts.start_option.box.setFocus()
        QTest.keyClick(payouts.start_option.box, Qt.Key.Key_Down)
        see("payouts answer chosen", payouts.start_option.chosen())

    table = window.open("baccarat.seat")
    QTest.keyClick(table, Qt.Key.Key_Return)  # Start [Enter]
    yield lambda: table.session is not None and table.session.waiting_for_answer
    question = table.session.current.question
    see("first question", question.prompt)
    see("beside the question", plain(table.panel.say.text()))
    QTest.keyClicks(table.panel.amount, str(question.answer))
    QTest.keyClick(table.panel.amount, Qt.Key.Key_Return)
    see("verdict", plain(table.panel.feedback.text()))
    window.close()


def run() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    steps = scenario()
    waiting = [next(steps)]

    def poll() -> None:
        try:
            if waiting and waiting[0]():
                waiting[0] = next(steps)
        except StopIteration:
            waiting.clear()
            timer.stop()
        except Exception as error:  # noqa: BLE001 - report it and stop the run
            see("driver error", repr(error))
            timer.stop()
            QApplication.exit(2)

    timer = QTimer()
    timer.timeout.connect(poll)
    timer.start(30)
    QTimer.singleShot(90_000, lambda: (see("driver error", "timed out"), QApplication.exit(3)))
    from dealertrainer.ui.app import run as start_the_app

    code = start_the_app([])
    del app
    return code


if __name__ == "__main__":
    sys.exit(run())
