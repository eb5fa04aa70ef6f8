"""A new DealerTrainer process, started the way the app starts, that deals a table at game
pace or looks at Progress. Run by ``test_pace_user_path.py`` as ``python pace_user_path.py deal``
or ``… look`` with ``DEALERTRAINER_CONFIG_DIR`` and ``DEALERTRAINER_DATA_DIR`` pointing at the
user's folders:

- ``deal`` opens the baccarat table (Ctrl+1), ticks Game pace, starts with Enter and answers by
  the keys on screen until four coups are timed, then ends the session with Esc; it reports the
  pace meter's words mid-shoe;
- ``look`` opens Progress (Ctrl+P) and reports its game pace rows;
- ``audition`` opens the audition from Home by its key (Ctrl+U), starts it with Enter, answers
  by the keys on screen (seven in ten right) until the time is up, saves the report as HTML and
  PDF beside the data folder and reports what it answered and how many pages the PDF holds.

The monotonic clock is injected (two seconds a reading): nothing waits on real time. The report
is JSON on stdout.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import dealertrainer.ui  # noqa: E402,F401  (the PySide6 workaround first, as the app does)
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QPushButton  # noqa: E402
from rules_at_the_table import close_and_report, wait  # noqa: E402  (this folder is the script's)

from dealertrainer.storage.records import Records  # noqa: E402
from dealertrainer.ui.app import choose_trainee  # noqa: E402
from dealertrainer.ui.app_handle import AppContext, settings_at_start  # noqa: E402
from dealertrainer.ui.harness import answer_on_screen  # noqa: E402
from dealertrainer.ui.main_window import MainWindow  # noqa: E402


class SteppingClock:
    def __init__(self, step: float) -> None:
        self.now, self.step = 500.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def main(mode: str) -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841  (kept alive while the window runs)
    records = Records()
    context = AppContext(records=records, trainee=choose_trainee(records), motion_delay_ms=0, seed=5,
                         settings=settings_at_start(), clock=SteppingClock(10.0 if mode == "audition" else 2.0))
    window = MainWindow(context)
    window.resize(1024, 700)
    window.show()
    window.activateWindow()
    wait(lambda: window.registry_ready)
    report: dict = {}
    if mode == "deal":
        QTest.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
        screen = window.current_screen()
        QTest.mouseClick(screen.intro.game_pace, Qt.MouseButton.LeftButton, pos=screen.intro.game_pace.rect().topLeft()
                         + screen.intro.game_pace.rect().center() / 4)
        report["ticked"] = screen.intro.game_pace.isChecked()
        QTest.keyClick(screen, Qt.Key.Key_Return)
        wait(lambda: screen.session is not None)
        meter = screen.pace.meter
        while meter.hands < 4:
            wait(lambda: screen.session.waiting_for_answer or screen.panel.waiting_for_next)
            if screen.session.waiting_for_answer:
                answer_on_screen(window, right=True)
            wait(lambda: screen.panel.waiting_for_next or screen.session.waiting_for_answer)
            if screen.panel.waiting_for_next:
                QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
            if meter.hands == 2 and "meter" not in report:
                screen.pace.refresh()
                report["meter"] = screen.pace.text()
                report["meter_shown"] = screen.pace.isVisible()
                report["seats"] = screen.session.drill.config.seats
        QTest.keyClick(window, Qt.Key.Key_Escape)
        wait(lambda: screen.pages.currentIndex() == 2)
        report["stored"] = len(records.hand_times(context.trainee.id))
    elif mode == "look":
        QTest.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
        progress = window.progress
        wait(lambda: progress is not None and progress.pace.rowCount() > 0)
        progress.history.setCurrentWidget(progress.pace)  # its tab, as a click on it would
        table = progress.pace
        report["shown"] = table.isVisible()
        report["rows"] = [[table.item(r, c).text() if table.item(r, c) else "" for c in range(table.columnCount())]
                          for r in range(table.rowCount())]
    elif mode == "audition":
        report.update(audition(window))
    else:
        raise SystemExit(f"unknown mode {mode!r}")
    close_and_report(window, records, report)


def audition(window: MainWindow) -> dict:
    import random
    from pathlib import Path

    home = window.home
    seen: dict = {"home_button": next((b.text() for b in home.findChildren(QPushButton) if b.objectName() == "auditionButton"), "")}
    QTest.keyClick(window, Qt.Key.Key_U, Qt.KeyboardModifier.ControlModifier)
    wait(lambda: window.audition is not None and window.stack.currentWidget() is window.audition)
    view = window.audition
    seen["setup"] = view.settings_lines.text()
    QTest.keyClick(QApplication.focusWidget() or view, Qt.Key.Key_Return)  # Start [Enter]
    wait(lambda: view.stack.currentIndex() == 1)
    seen["meter"] = view.pace.text() if view.pace.isVisible() else ""
    rng = random.Random(4)
    seen["answered"] = seen["wrong"] = 0
    while seen["answered"] < 400:
        wait(lambda: view.stack.currentIndex() != 1 or view.session.waiting_for_answer)
        if view.stack.currentIndex() != 1:
            break
        right = rng.random() < 0.7
        answer_on_screen(window, right=right, rng=rng)
        seen["answered"] += 1
        seen["wrong"] += not right
    wait(lambda: view.stack.currentIndex() == 2)
    folder = Path(os.environ["DEALERTRAINER_DATA_DIR"]).parent
    view.result.save_report(folder / "report.html", "html")
    view.result.save_report(folder / "report.pdf", "pdf")
    seen["pages"] = view.result.last_pages
    view.result.missed.setFocus()
    QTest.keyClick(view.result.missed, Qt.Key.Key_Return)  # Replay [Enter]: the chosen missed hand on the felt
    seen["replayed"] = type(view.result.opened).__name__
    if view.result.opened is not None:
        view.result.opened.close()
    seen["verdict"] = view.result.verdict.text()
    return seen


if __name__ == "__main__":
    main(sys.argv[1])
