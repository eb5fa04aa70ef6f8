"""The soak run: random keys and clicks across every screen of the real app, with the shared
harness (``dealertrainer.ui.harness``) answering the question on screen half the time.

    DEALERTRAINER_CONFIG_DIR=… DEALERTRAINER_DATA_DIR=… python benchmarks/soak.py [--events 10000] [--seed 1]

The app starts as a user starts it (``dealertrainer.ui.app.run`` on the folders given; fresh
folders: the name dialog first). Each event is one random key, one click on something visible,
or the harness's move (answer the question, go on after the verdict, start the table on screen,
open the screen least visited). Dialogs that open are driven the same way and closed; file
dialogs are closed at once (random typing must not write files). Seeded and reproducible: the
driver's choices, the app's deals and its clocks come from ``--seed``, cards are dealt without
the pause a trainee watches, and work off the GUI thread is let finish before each event.

Prints the figures as JSON (``--json FILE`` writes them too): events and events per second,
answers given and answers stored in the records, screens visited, memory (RSS) at start, middle
and end, and every exception and Qt or Python warning of ours. Exit status 0 only if there were
none and the run finished. ``tests/ui/test_soak.py`` runs a shorter soak in every test run.
"""

from __future__ import annotations

import argparse
import faulthandler
import functools
import json
import os
import random
import resource
import sys
import time
import tracemalloc
import traceback
import warnings
from collections import Counter
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import dealertrainer.ui  # noqa: E402,F401  (the PySide6 workaround first, as the app does)
from PySide6.QtCore import QCoreApplication, QModelIndex, QPoint, Qt, QThreadPool, QTimer, qInstallMessageHandler  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QLineEdit,
    QListView,
    QTabBar,
    QWidget,
)

import dealertrainer.ui.app as start  # noqa: E402
import dealertrainer.ui.app_handle as app_handle  # noqa: E402
from dealertrainer.storage.records import Records, default_records_path  # noqa: E402
from dealertrainer.ui.harness import answer_on_screen, press, question_on_screen  # noqa: E402
from dealertrainer.ui.main_window import MainWindow  # noqa: E402
from dealertrainer.ui.screenshots import ScriptedClock, WallClock  # noqa: E402

ROLE_TARGET = Qt.ItemDataRole.UserRole
KEYS = [*"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", " ", ".", "$", Qt.Key.Key_Return, Qt.Key.Key_Enter,
        Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_Backspace, Qt.Key.Key_Tab, Qt.Key.Key_Backtab,
        Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_PageUp,
        Qt.Key.Key_PageDown, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Delete]
#: The window's shortcuts a user might press (Ctrl+Q would end the run, so it is left out).
SHORTCUTS = [*((getattr(Qt.Key, f"Key_{n}"), Qt.KeyboardModifier.ControlModifier) for n in range(1, 10)),
             (Qt.Key.Key_F1, Qt.KeyboardModifier.NoModifier), (Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier),
             (Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier), (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
             (Qt.Key.Key_F11, Qt.KeyboardModifier.NoModifier)]
CLICKABLE = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit, QAbstractItemView, QTabBar, QAbstractSlider)
#: Notes that are not about the app: the offscreen platform plugin about itself, and Qt about this
#: driver, which makes the QApplication before the app's own start sets its rounding policy.
NOT_OURS = ("This plugin does not support", "setHighDpiScaleFactorRoundingPolicy must be called before")


def rss_mb() -> float:
    """This process's resident memory now, in MB (Linux)."""
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * resource.getpagesize() / 1e6


class Soak:
    """Drives the app one event at a time from a timer, so a dialog's own event loop keeps it going."""

    def __init__(self, events: int, seed: int, trace: bool = False, hurried: bool = False) -> None:
        self.target, self.rng, self.trace, self.hurried = events, random.Random(seed), trace, hurried
        self.halfway: tracemalloc.Snapshot | None = None
        self.growth: list[str] = []
        self.events = self.answers = 0
        self.visited: Counter[str] = Counter()
        self.moves: Counter[str] = Counter()
        self.opened: Counter[str] = Counter()  # screens the harness or a click opened, by nav target
        self.problems: list[str] = []
        self.rss: dict[str, float] = {}
        self.widgets: dict[str, int] = {}  # widgets alive (a steady climb is a leak)
        self.window: MainWindow | None = None
        self.dialog_events = 0
        self.started = self.ended = 0.0
        self.finished = False
        self.stay, self.last_where = 0, ""  # events in a row on the same screen
        self.settling = False
        self.busy = 0  # events under way (more than one only while a dialog runs its own loop)
        # One timer, started again for each tick: a QTimer.singleShot per event, called inside
        # processEvents(), left a weak reference and its slot behind each time (the driver's own
        # growth, about 0.1 MB per 1,000 events, counted in the app's memory figures).
        self.next_tick = QTimer()
        self.next_tick.setSingleShot(True)
        self.next_tick.timeout.connect(self.tick)

    # --- what went wrong --------------------------------------------------------------------
    def listen(self) -> None:
        sys.excepthook = lambda kind, error, tb: self.problems.append(
            "exception: " + "".join(traceback.format_exception(kind, error, tb)))
        qInstallMessageHandler(self._qt_message)
        warnings.showwarning = lambda message, category, filename, lineno, *_: self.problems.append(
            f"python warning: {category.__name__}: {message} ({filename}:{lineno})")

    def _qt_message(self, mode: Any, _context: Any, message: str) -> None:
        if mode.name in ("QtWarningMsg", "QtCriticalMsg", "QtFatalMsg") and not message.startswith(NOT_OURS):
            self.problems.append(f"qt {mode.name}: {message} (at event {self.events}, {self.where()})")

    # --- the loop ---------------------------------------------------------------------------
    def tick(self) -> None:
        if self.finished:
            return
        if self.settling or (self.busy and QApplication.activePopupWidget() is None and self.dialog() is None):
            self.next_tick.start(1)  # an event's own processEvents() ran this: after that event
            return
        self.next_tick.start(0)  # first: a dialog's exec() loop runs the next events
        if self.events % 50 == 0:  # a run that hangs ends within 3 minutes, with its stack
            faulthandler.dump_traceback_later(180, exit=True)
        self.busy += 1
        try:
            self.step()
        except Exception:  # noqa: BLE001 - a failure of the driver itself is reported, not hidden
            self.problems.append(f"driver error at event {self.events}: {traceback.format_exc()}")
            self.finish()
        finally:
            self.busy -= 1

    def settle(self) -> None:
        """Let work off the GUI thread (a drill being built, odds, Home's figures) finish and report
        before the next event, so a seed makes one run, however fast the machine."""
        pool = QThreadPool.globalInstance()
        self.settling = True
        try:
            for _ in range(400):
                pool.waitForDone(50)
                QCoreApplication.processEvents()
                if pool.activeThreadCount() == 0:
                    return
        finally:
            self.settling = False

    def step(self) -> None:
        if not self.hurried:
            self.settle()
        if self.window is None:
            self.window = next((w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)
                                and w.isVisible()), None)
            if self.window is None and not self.dialog():
                return  # still starting
            if self.window is not None:
                self.window.activateWindow()
                self.started, self.rss["start"] = time.perf_counter(), rss_mb()
                self.widgets["start"] = len(QApplication.allWidgets())
                if self.trace:
                    tracemalloc.start(12)
        self.events += 1
        where = self.where()
        self.visited[where] += 1
        self.stay, self.last_where = (self.stay + 1 if where == self.last_where else 0), where
        if self.events == self.target // 2:
            self.rss["middle"], self.widgets["middle"] = rss_mb(), len(QApplication.allWidgets())
            self.halfway = tracemalloc.take_snapshot() if self.trace else None
        popup, dialog = QApplication.activePopupWidget(), self.dialog()
        if popup is not None:
            self.key(popup, self.rng.choice([Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_Return, Qt.Key.Key_Escape]))
        elif dialog is not None:
            self.on_dialog(dialog)
        elif self.rng.random() < 0.5:
            self.harness_move()
        else:
            self.random_move()
        if self.events >= self.target:
            self.finish()

    def finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.ended, self.rss["end"], self.widgets["end"] = time.perf_counter(), rss_mb(), len(QApplication.allWidgets())
        if self.trace and self.halfway is not None:  # where Python's memory grew in the second half
            grown = tracemalloc.take_snapshot().compare_to(self.halfway, "traceback")[:8]
            self.growth = [f"{stat.size_diff / 1e6:+.2f} MB in {stat.count_diff:+} blocks:\n  "
                           + "\n  ".join(stat.traceback.format()[-12:]) for stat in grown]
        faulthandler.cancel_dump_traceback_later()
        for _ in range(10):  # close what is open, from the top, then the window (its sessions stay resumable)
            dialog = QApplication.activePopupWidget() or self.dialog()
            if dialog is None:
                break
            dialog.close()
        if self.window is not None:
            self.window.close()
        QApplication.instance().quit()

    # --- where the run is -------------------------------------------------------------------
    def dialog(self) -> QWidget | None:
        modal = QApplication.activeModalWidget()
        if modal is not None:
            return modal
        return next((w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()), None)

    def where(self) -> str:
        dialog = QApplication.activePopupWidget() or self.dialog()
        if dialog is not None:
            return f"dialog: {type(dialog).__name__}"
        if self.window is None:
            return "starting"
        item = self.window.nav.currentItem()
        target = item.data(ROLE_TARGET) if item is not None else "?"
        screen = self.window.stack.currentWidget()
        pages = getattr(screen, "pages", None) or getattr(screen, "stack", None)
        if target == "exam":
            return "exam: " + ("setup", "paper", "result")[pages.currentIndex()]
        if hasattr(screen, "session"):
            return f"{target}: " + ("start", "session", "summary")[pages.currentIndex()]
        return str(target)

    # --- moves ------------------------------------------------------------------------------
    def key(self, widget: QWidget, key: Any, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        if isinstance(key, str):
            QTest.keyClicks(widget, key)
        else:
            QTest.keyClick(widget, key, modifier)

    def click(self, widget: QWidget) -> None:
        """A click somewhere on ``widget``: on one of its rows for a list, a tree or a table."""
        if isinstance(widget, QAbstractItemView) and widget.model() is not None and widget.model().rowCount() > 0:
            model = widget.model()
            columns = 1 if isinstance(widget, QListView) else max(1, model.columnCount(QModelIndex()))
            index = model.index(self.rng.randrange(model.rowCount()), self.rng.randrange(columns))
            rect = widget.visualRect(index)
            if rect.isValid() and widget.viewport().rect().intersects(rect):
                QTest.mouseClick(widget.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
                return
        size = widget.size()
        point = QPoint(self.rng.randrange(max(1, size.width())), self.rng.randrange(max(1, size.height())))
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)

    def clickable(self, root: QWidget) -> list[QWidget]:
        return [w for w in root.findChildren(QWidget) if w.isVisible() and w.isEnabled() and (
            isinstance(w, CLICKABLE) or type(w).__module__.startswith("dealertrainer."))]

    def focus(self) -> QWidget:
        return QApplication.focusWidget() or self.window

    def on_dialog(self, dialog: QWidget) -> None:
        """A dialog: random keys and clicks in it for a while, then closed; file dialogs at once."""
        self.dialog_events += 1
        if isinstance(dialog, QFileDialog) or self.dialog_events > 12:
            dialog.close()
            self.dialog_events = 0
            return
        name = next((w for w in dialog.findChildren(QLineEdit) if w.isVisible() and not w.text()), None)
        if self.window is None and name is not None:  # the first start: who is training?
            press(name, ["Soak", Qt.Key.Key_Return])
        elif self.rng.random() < 0.5:
            self.key(QApplication.focusWidget() or dialog, self.rng.choice(KEYS))
        elif widgets := self.clickable(dialog):
            self.click(self.rng.choice(widgets))
        if self.dialog() is not dialog:
            self.dialog_events = 0

    def random_move(self) -> None:
        assert self.window is not None
        roll = self.rng.random()
        if roll < 0.35:
            self.key(self.focus(), self.rng.choice(KEYS))
        elif roll < 0.45:
            self.key(self.focus(), *self.rng.choice(SHORTCUTS))
        elif roll < 0.94:
            widgets = self.clickable(self.window.stack.currentWidget())
            if widgets:
                self.click(self.rng.choice(widgets))
        else:
            self.open_screen(self.rng.choice(self.targets()))

    def harness_move(self) -> None:
        """What a trainee would do next on this screen: answer, go on, start, or open another."""
        window = self.window
        assert window is not None
        if question_on_screen(window) is not None:
            self.moves["answer"] += 1
            if answer_on_screen(window, right=self.rng.random() < 0.8, rng=self.rng):
                self.answers += 1
            return
        screen = window.stack.currentWidget()
        self.moves[self.where()] += 1
        if hasattr(screen, "pages") and hasattr(screen, "session"):  # a table or drill
            page = screen.pages.currentIndex()
            if page == 1:
                self.key(screen.panel, Qt.Key.Key_Space)  # on after a verdict, or deal on
                return
            if page == 0 and screen.start_button.isEnabled():
                self.key(screen, Qt.Key.Key_Return)  # Start [Enter]
                return
        elif hasattr(screen, "start_button") and screen.stack.currentIndex() == 0 and screen.start_button.isEnabled():
            QTest.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)  # the exam
            return
        if self.stay < 8 and (widgets := self.clickable(screen)):  # a look round Settings, Progress, Home…
            self.click(self.rng.choice(widgets))
            return
        self.open_screen(min(self.targets(), key=lambda target: (self.opened[target], self.rng.random())))

    def targets(self) -> list[str]:
        nav = self.window.nav
        return [nav.item(row).data(ROLE_TARGET) for row in range(nav.count()) if nav.item(row).data(ROLE_TARGET)]

    def open_screen(self, target: str) -> None:
        """A click on the screen's name in the sidebar."""
        nav = self.window.nav
        row = next(row for row in range(nav.count()) if nav.item(row).data(ROLE_TARGET) == target)
        nav.scrollToItem(nav.item(row))
        QTest.mouseClick(nav.viewport(), Qt.MouseButton.LeftButton, pos=nav.visualItemRect(nav.item(row)).center())
        self.opened[target] += 1

    # --- the figures ------------------------------------------------------------------------
    def figures(self, stored: int) -> dict[str, Any]:
        seconds = (self.ended or time.perf_counter()) - self.started
        return {
            "events": self.events, "seconds": round(seconds, 1),
            "events_per_second": round(self.events / seconds, 1) if seconds > 0 else None,
            "answers_given_by_the_harness": self.answers, "answers_stored": stored,
            "rss_mb": {when: round(mb, 1) for when, mb in self.rss.items()}, "widgets": self.widgets,
            "screens": self.targets() if self.window is not None else [],
            "screens_visited": dict(sorted(self.visited.items())), "moves": dict(self.moves),
            **({"python_memory_growth": self.growth} if self.trace else {}), "problems": self.problems,
        }


def deal_seeded(seed: int) -> None:
    """The app's deals from ``seed`` too (a user's start leaves them unseeded), dealt cards without
    the pause a trainee watches, and scripted clocks (answer times, hence what is due, from the
    seed, not from the machine's speed): the context is made so, wherever the start reads its name."""
    seeded = functools.partial(app_handle.AppContext, seed=seed, motion_delay_ms=0, clock=ScriptedClock(seed),
                               wall_clock=WallClock())
    for module in (start, app_handle):
        if hasattr(module, "AppContext"):
            module.AppContext = seeded


def answers_stored() -> int:
    with Records(default_records_path()) as records:
        return sum(len(records.answers(trainee.id)) for trainee in records.trainees())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the figures here")
    parser.add_argument("--hurried", action="store_true",
                        help="press on while work off the GUI thread is under way, as a quick user does "
                             "(finds races; the run is then not reproducible)")
    parser.add_argument("--tracemalloc", action="store_true",
                        help="also list where Python memory grew in the second half (slower)")
    args = parser.parse_args(argv)
    if not (os.environ.get("DEALERTRAINER_CONFIG_DIR") and os.environ.get("DEALERTRAINER_DATA_DIR")):
        print("the soak needs DEALERTRAINER_CONFIG_DIR and DEALERTRAINER_DATA_DIR (never the real records)",
              file=sys.stderr)
        return 2
    # as the app's start sets it, but before the QApplication is made
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication.instance() or QApplication(sys.argv[:1])  # here, for the driver's timer and handlers
    soak = Soak(args.events, args.seed, trace=args.tracemalloc, hurried=args.hurried)
    soak.listen()
    soak.next_tick.start(0)
    deal_seeded(args.seed)
    code = start.run([])
    del app
    figures = {"seed": args.seed, "exit_code": code, **soak.figures(answers_stored())}
    text = json.dumps(figures, indent=2)
    print(text)
    if args.json:
        args.json.write_text(text, encoding="utf-8")
    return 0 if code == 0 and soak.finished and soak.events >= args.events and not soak.problems else 1


if __name__ == "__main__":
    sys.exit(main())
