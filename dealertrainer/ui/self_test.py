"""``dealertrainer --self-test``: prove a build works, offscreen, in a few seconds.

It builds the real main window on throwaway records, opens the Mini Baccarat table and
deals one scripted coup through it the way a trainee would: every answer goes in as key
presses (decision keys, seat digits, typed amounts, chip keys), every verdict must be
right, and every answer must be stored. Then every other table and drill in the window
opens, starts and takes one answer by keyboard, and that answer must be stored too. One
line is printed per check; the exit status is 0 only if all of them pass. Nothing touches
the user's own settings or records.

All of that runs offscreen, which cannot tell a build whose X11 (or other) platform plugin
is broken: so when there is a display, the self-test also starts the app once more on it
(``--window-check``) and a real window must open, be drawn and close.

The key presses come from ``ui/harness.py``, the answer generator the screenshots, the
benchmarks, the soak run and the UI tests share.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TextIO

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel

from dealertrainer.engine.places import BANKER, PLAYER
from dealertrainer.language import ENGLISH, language_in_force
from dealertrainer.storage.records import Records
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.build_checks import (
    check_fonts,
    check_language,
    check_notices,
    check_qt_modules,
    check_qt_words,
    check_resources,
    check_version,
    check_window_icon,
    glyphs_missing,
)
from dealertrainer.ui.harness import KeyboardTrainee, wait_until
from dealertrainer.ui.main_window import ROLE_TARGET, MainWindow
from dealertrainer.ui.on_screen import place_window
from dealertrainer.ui.theme import Theme
from dealertrainer.ui.workers import stop_jobs

__all__ = ["run_self_test", "show_real_window"]

SELF_TEST_SEED = 20240607
DATA_ENV = ("DEALERTRAINER_CONFIG_DIR", "DEALERTRAINER_DATA_DIR")
_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")


@contextmanager
def _private_dirs(folder: Path) -> Iterator[None]:
    """Settings and records go to ``folder`` for the duration, whatever the user has set."""
    saved = {name: os.environ.get(name) for name in DATA_ENV}
    os.environ["DEALERTRAINER_CONFIG_DIR"] = str(folder / "config")
    os.environ["DEALERTRAINER_DATA_DIR"] = str(folder / "data")
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


class _Report:
    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.passed = 0
        self.failed = 0

    def check(self, title: str, run: Callable[[], str]) -> bool:
        try:
            detail = run()
        except Exception as error:  # a self-test reports every failure, whatever it is
            self.failed += 1
            print(f"FAIL  {title}: {type(error).__name__}: {error}", file=self.out, flush=True)
            return False
        self.passed += 1
        print(f"ok    {title}" + (f": {detail}" if detail else ""), file=self.out, flush=True)
        return True


class _CoupRun:
    """The main window on throwaway records, one Mini Baccarat coup dealt through it."""

    def __init__(self, folder: Path) -> None:
        self.records = Records(folder / "records.sqlite3")
        self.trainee = self.records.add_trainee("Self-test")
        self.context = AppContext(records=self.records, trainee=self.trainee, theme=Theme.DARK,
                                  motion_delay_ms=0, seed=SELF_TEST_SEED)
        self.window: Any = None
        self.window_class = MainWindow
        self.answered = 0
        self.wrong: list[str] = []
        self.actions: list[str] = []
        self.felt_at_result: tuple[int, int] | None = None
        self.screens_answered: list[str] = []

    def show_window(self) -> str:
        self.window = self.window_class(self.context)
        self.window.show()
        if not QTest.qWaitForWindowExposed(self.window, 5000):
            raise AssertionError("the main window was never shown")
        if not wait_until(lambda: self.window.registry_ready, 20.0):
            raise AssertionError("the drills registry never loaded")
        ids = [entry.drill_id for entry in self.window.entries]
        if "baccarat.seat" not in ids:
            raise AssertionError(f"no Mini Baccarat table among the screens {ids}")
        return f"{len(ids)} screens: {', '.join(ids)}"

    def check_home_words(self) -> str:
        """Home as the trainee first sees it, drawn: in Chinese every screen's name in the
        navigation is Chinese, and so is Home's text, each character a glyph (not a box) in
        the font its widget draws with; in English no screen's name is."""
        if self.window is None:
            raise AssertionError("no main window to read")
        if self.window.open("home") is None:
            raise AssertionError("the window could not open Home")
        QTest.qWait(200)  # what Home reads in the background is shown
        nav = self.window.nav
        names = [nav.item(row).text() for row in range(nav.count()) if nav.item(row).data(ROLE_TARGET)]
        chinese = language_in_force() != ENGLISH
        wrong = [name for name in names if bool(_HAN.search(name)) != chinese]
        if not names or wrong:
            raise AssertionError(f"screens named in the wrong language: {wrong or 'none listed'}")
        shown = [(widget.text(), widget.font()) for kind in (QLabel, QAbstractButton)
                 for widget in self.window.home.findChildren(kind) if widget.isVisible() and widget.text().strip()]
        in_chinese = [text for text, _font in shown if _HAN.search(text)]
        if chinese and not in_chinese:
            raise AssertionError(f"Home shows no Chinese: {[text for text, _font in shown][:5]}")
        boxes = {ch for text, font in shown + [(name, nav.font()) for name in names]
                 for ch in glyphs_missing("".join(_HAN.findall(text)), font)[0]}
        if boxes:
            raise AssertionError(f"drawn as boxes on Home: {''.join(sorted(boxes))}")
        picture = self.window.grab()
        if picture.isNull():
            raise AssertionError("Home could not be drawn")
        return (f"{len(names)} screens named, {len(in_chinese)} of Home's {len(shown)} texts in Chinese, "
                f"drawn {picture.width()}×{picture.height()}: {names[0]}")

    def deal_coup(self) -> str:
        if self.window is None:
            raise AssertionError("no main window to deal on")
        self.context.drill_overrides["baccarat.seat"] = {"coups": 1}
        screen = self.window.open("baccarat.seat")
        if screen is None:
            raise AssertionError("the window could not open the Mini Baccarat table")
        QTest.keyClick(screen, Qt.Key.Key_Return)  # Start [Enter]
        trainee = KeyboardTrainee(screen)
        if not wait_until(lambda: trainee.question is not None):
            raise AssertionError(f"no question came up ({screen.error.text() or 'no error shown'})")
        while screen.session is not None:
            question = trainee.question
            if question is None:
                raise AssertionError("the table stopped with no question and no summary")
            step = screen.session.current.step
            self.actions.append(step.action if step is not None else "")
            if step is not None and step.action == "result":
                canvas = screen.table_stack.currentWidget()
                table = getattr(canvas, "table", None)
                if table is not None:
                    player, banker = table.hand(PLAYER), table.hand(BANKER)
                    self.felt_at_result = (len(player.cards) if player else 0, len(banker.cards) if banker else 0)
            trainee.answer(right=True)
            verdict = screen.session.verdicts[-1][1] if screen.session and screen.session.verdicts else None
            if verdict is None or screen.session.answered != self.answered + 1:
                raise AssertionError(f"the keys for {question.prompt!r} gave no verdict")
            self.answered += 1
            if not verdict.correct:
                self.wrong.append(f"{question.prompt!r}: gave {verdict.given}, expected {verdict.expected}")
            trainee.go_on()
            if not wait_until(lambda: screen.session is None or trainee.question is not None):
                raise AssertionError("the next beat never came")
            if self.answered > 400:
                raise AssertionError("one coup asked more than 400 questions")
        if screen.pages.currentIndex() != 2:
            raise AssertionError("the summary was not shown at the end of the coup")
        return f"{self.answered} questions answered by keyboard"

    def answer_every_screen(self) -> str:
        """Every other table and drill: open it, start it, answer one question by keyboard."""
        if self.window is None:
            raise AssertionError("no main window to open the screens in")
        for entry in self.window.entries:
            if entry.drill_id == "baccarat.seat":
                continue  # dealt in full above
            screen = self.window.open(entry.drill_id)
            if screen is None:
                raise AssertionError(f"the window could not open {entry.drill_id!r}")
            QTest.keyClick(screen, Qt.Key.Key_Return)  # Start [Enter]
            trainee = KeyboardTrainee(screen)
            if not wait_until(lambda: trainee.question is not None):
                raise AssertionError(f"{entry.drill_id}: no question came up ({screen.error.text() or 'no error shown'})")
            was = screen.session.answered
            trainee.answer(right=True)
            if screen.session is None or screen.session.answered != was + 1:
                raise AssertionError(f"{entry.drill_id}: the keys for {trainee_prompt(screen)} gave no verdict")
            verdict = screen.session.verdicts[-1][1]
            if not verdict.correct:
                self.wrong.append(f"{entry.drill_id}: gave {verdict.given}, expected {verdict.expected}")
            self.answered += 1
            screen.finish()
            if screen.pages.currentIndex() != 2:
                raise AssertionError(f"{entry.drill_id}: no summary after the session ended")
            self.screens_answered.append(entry.drill_id)
        return f"{len(self.screens_answered)} screens: {', '.join(self.screens_answered)}"

    def check_answers(self) -> str:
        if self.answered == 0:
            raise AssertionError("no question was answered")
        if self.wrong:
            raise AssertionError("the engine's answer was marked wrong: " + "; ".join(self.wrong[:3]))
        return f"all {self.answered} verdicts right"

    def check_felt(self) -> str:
        if "result" not in self.actions:
            raise AssertionError(f"the coup never reached its result (steps asked: {self.actions})")
        if self.felt_at_result is None or min(self.felt_at_result) < 2:
            raise AssertionError(f"the felt did not show both hands at the result: {self.felt_at_result}")
        return f"player {self.felt_at_result[0]} cards, banker {self.felt_at_result[1]} cards at the result"

    def check_stored(self) -> str:
        kept = len(self.records.answers(self.trainee.id))
        if kept != self.answered:
            raise AssertionError(f"{kept} answers stored, {self.answered} given")
        return f"{kept} answers in the records"

    def close(self) -> str:
        if self.window is not None:
            self.window.close()
            self.window.deleteLater()
            QCoreApplication.processEvents()
        if not stop_jobs():
            raise AssertionError("work on the thread pool did not end")
        self.records.close()
        return "no work left running"


def trainee_prompt(screen: Any) -> str:
    current = screen.session.current if screen.session is not None else None
    return repr(current.question.prompt) if current is not None and current.question is not None else "the question"


def _open_run(folder: Path, runs: list[_CoupRun]) -> str:
    runs.append(_CoupRun(folder))
    return str(folder / "records.sqlite3")


#: Platforms that open no window a person could see: no real window is tried on them.
NO_WINDOW_PLATFORMS = ("offscreen", "minimal", "vnc")


def _no_display(environ: Mapping[str, str]) -> str | None:
    """Why no real window can be tried in ``environ`` (the environment the app was started in), or None."""
    chosen = environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if chosen in NO_WINDOW_PLATFORMS:
        return f"QT_QPA_PLATFORM is {chosen}"
    if sys.platform.startswith("linux") and not (environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY")):
        return "no display (DISPLAY is not set)"
    return None


def _window_check_command() -> list[str]:
    frozen = getattr(sys, "frozen", False)  # the packaged app is its own interpreter
    return [sys.executable, "--window-check"] if frozen else [sys.executable, "-m", "dealertrainer", "--window-check"]


def _check_real_window(environ: Mapping[str, str]) -> str:
    """The app started again on the display, as a user starts it: its window must open."""
    env = {**environ, **{name: os.environ[name] for name in DATA_ENV}}  # the throwaway folders
    try:
        done = subprocess.run(_window_check_command(), env=env, capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        raise AssertionError("the window did not open within 120 s") from None
    if done.returncode != 0:
        said = " | ".join(line.strip() for line in done.stderr.strip().splitlines()[-4:] if line.strip())
        raise AssertionError(f"the app could not open its window (exit {done.returncode}): {said or 'nothing said'}")
    return done.stdout.strip().splitlines()[-1] if done.stdout.strip() else "shown"


def show_real_window() -> int:
    """``--window-check``: open the main window on throwaway records on the platform in use,
    wait until it is shown and drawn, say where, close it. 0 if it showed."""
    with tempfile.TemporaryDirectory(prefix="dealertrainer-window-") as scratch:
        records = Records(Path(scratch) / "records.sqlite3")
        trainee = records.add_trainee("Self-test")
        window = MainWindow(AppContext(records=records, trainee=trainee, theme=Theme.DARK, motion_delay_ms=0))
        place_window(window)
        window.show()
        shown = QTest.qWaitForWindowExposed(window, 10000)
        picture = window.grab() if shown else None
        size = window.size()
        window.close()
        window.deleteLater()
        QCoreApplication.processEvents()
        stop_jobs()
        records.close()
    if not shown or picture is None or picture.isNull():
        print(f"DealerTrainer: the window was never shown on the {QGuiApplication.platformName()} platform",
              file=sys.stderr, flush=True)
        return 1
    print(f"{QGuiApplication.platformName()} window {size.width()}×{size.height()} shown and drawn", flush=True)
    return 0


def run_self_test(out: TextIO | None = None, window_environ: Mapping[str, str] | None = None,
                  language: str | None = None) -> int:
    """Run every check, print one line each; 0 if all pass, 1 otherwise. ``window_environ``:
    the environment the app was started in (before offscreen was chosen for the checks), where
    a real window is tried if it has a display. ``language``: the one asked for (``--language``),
    which must be the one in force."""
    out = out or sys.stdout
    window_environ = dict(os.environ if window_environ is None else window_environ)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    report = _Report(out)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="dealertrainer-selftest-") as scratch:
        folder = Path(scratch)
        with _private_dirs(folder):
            report.check("version from the package metadata", check_version)
            report.check("resources found, SVG readable", check_resources)
            report.check("the words of the language in force", lambda: check_language(language))
            report.check("Qt's own words in it, from Qt's translations", lambda: check_qt_words(app))
            report.check("the bundled Chinese fonts draw every character shown", lambda: check_fonts(app))
            report.check("About's licences: third-party notices, OFL, LGPL", check_notices)
            report.check("window icon set", lambda: check_window_icon(app))
            runs: list[_CoupRun] = []
            try:
                if report.check("throwaway records opened", lambda: _open_run(folder, runs)):
                    run = runs[0]
                    if report.check("main window shown offscreen", run.show_window):
                        report.check("Home read and drawn in the language in force", run.check_home_words)
                        if report.check("Mini Baccarat coup dealt through the window", run.deal_coup):
                            report.check("the felt showed both hands", run.check_felt)
                        report.check("every other table and drill took an answer", run.answer_every_screen)
                        report.check("every answer right by the house rules", run.check_answers)
                        report.check("every answer stored", run.check_stored)
                        report.check("only the Qt modules the app uses, no GPL-only part", check_qt_modules)
            finally:
                for run in runs:
                    report.check("window closed, records closed", run.close)
            if (why_not := _no_display(window_environ)) is None:
                report.check("a real window opened on the display", lambda: _check_real_window(window_environ))
            else:
                print(f"--    no real window tried: {why_not}", file=out, flush=True)
    total = report.passed + report.failed
    seconds = time.perf_counter() - started
    if report.failed:
        print(f"self-test FAILED: {report.failed} of {total} checks failed ({seconds:.1f} s)", file=out, flush=True)
        return 1
    print(f"self-test passed: {total} checks ({seconds:.1f} s)", file=out, flush=True)
    return 0
