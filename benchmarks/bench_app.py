"""App figures: start to first shown window, key press to repaint, peak memory after a long session.

Every measurement runs in a fresh Python process (offscreen Qt, throwaway settings and
records), so one run cannot warm the next and the benchmark runner stays Qt-free:

- start: ``python -m dealertrainer`` as a user starts it (a trainee already on file), timed
  from spawning the process to the main window's first finished paint; once with this
  environment as it is, once with the bytecode of every module cached (as an installed app
  starts after its first run).
- session: the real main window driven through QTest key events, rotating the three tables
  and the draw-table drill, answering about 85 % right, as a trainee would. For each
  submitting key press (a decision key, Enter after an amount, Space for the next beat) it
  times until the screen has taken the key and the window has repainted. Card motions play
  with no pause (the app's 320 ms pause between dealt cards is for the trainee's eyes, not
  work). At the end it reports the process's peak resident memory: the long-session figure.

Run directly (``python benchmarks/bench_app.py``) to print the figures as JSON.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from measure import percentile, quick, repeats  # noqa: E402

DRILLS = ("baccarat.seat", "blackjack.seat", "stud.seat", "baccarat.draw_table")
SESSION_LENGTH = 250  # questions per session before the next table or drill
FULL_ANSWERS = 2000  # about an hour of practice at one answer every 1.8 s
QUICK_ANSWERS = 120
CHILD_TIMEOUT = 900.0


# ------------------------------------------------------------------------------- the parent
def _child_env(folder: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        DEALERTRAINER_CONFIG_DIR=str(folder / "config"),
        DEALERTRAINER_DATA_DIR=str(folder / "data"),
        PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")])),
    )
    return env


def _with_trainee(folder: Path) -> None:
    """A records file with one trainee, so the app opens straight on the main window."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from dealertrainer.storage.records import Records

    with Records(folder / "data" / "records.sqlite3") as records:
        trainee = records.add_trainee("Benchmark")
        records.touch_trainee(trainee.id)


def start_ms(bytecode_cached: bool = False) -> float:
    """Milliseconds from spawning the app's process to its main window's first paint.

    ``bytecode_cached``: as an installed app starts after its first run, its modules' bytecode
    on disk (an untimed start writes it first, into the scratch folder). Otherwise the child
    inherits this environment as it is: with ``PYTHONDONTWRITEBYTECODE`` set (as here), every
    start compiles the app's modules from source, which no installed copy does."""
    with tempfile.TemporaryDirectory(prefix="dealertrainer-bench-") as scratch:
        folder = Path(scratch)
        _with_trainee(folder)
        env = _child_env(folder)
        if bytecode_cached:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = str(folder / "bytecode")
            _first_window_ms(env)
        return _first_window_ms(env)


def _first_window_ms(env: dict[str, str]) -> float:
    began = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), "--child", "start"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )
    assert child.stdout is not None
    line = child.stdout.readline()
    shown = time.perf_counter()
    try:
        _, err = child.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        child.kill()
        _, err = child.communicate()
    if line.strip() != "shown" or child.returncode != 0:
        raise RuntimeError(f"the app did not report its first window (exit {child.returncode}): {err[-2000:]}")
    return (shown - began) * 1000.0


def session_run(answers: int) -> dict[str, Any]:
    """One scripted session in a fresh process: key latencies (ms) and peak RSS (MB)."""
    with tempfile.TemporaryDirectory(prefix="dealertrainer-bench-") as scratch:
        done = subprocess.run(
            [sys.executable, str(Path(__file__).resolve()), "--child", "session", "--answers", str(answers)],
            capture_output=True, text=True, env=_child_env(Path(scratch)), timeout=CHILD_TIMEOUT, check=False,
        )
    if done.returncode != 0:
        raise RuntimeError(f"the scripted session failed (exit {done.returncode}): {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def figures() -> list[dict[str, Any]]:
    starts = [start_ms() for _ in range(repeats(7, 2))]
    cached_starts = [start_ms(bytecode_cached=True) for _ in range(repeats(7, 2))]
    answers = QUICK_ANSWERS if quick() else FULL_ANSWERS
    runs = [session_run(answers) for _ in range(repeats(3, 1))]
    medians = [statistics.median(run["latencies_ms"]) for run in runs]
    p95s = [percentile(run["latencies_ms"], 95) for run in runs]
    peaks = [run["peak_rss_mb"] for run in runs]
    presses = statistics.median(len(run["latencies_ms"]) for run in runs)
    answered = statistics.median(run["answered"] for run in runs)
    seconds = statistics.median(run["seconds"] for run in runs)
    how = f"{len(runs)} sessions of {answered:.0f} answers, {presses:.0f} timed presses each"
    return [
        {"name": "app start to first shown window", "median_ms": statistics.median(starts),
         "baseline": None, "baseline_ms": None,
         "note": f"offscreen, fresh process, median of {len(starts)}"
                 + ("; compiles our modules each start (PYTHONDONTWRITEBYTECODE)" if os.environ.get("PYTHONDONTWRITEBYTECODE") else "")},
        {"name": "app start to first shown window, bytecode cached", "median_ms": statistics.median(cached_starts),
         "baseline": None, "baseline_ms": None,
         "note": f"as an installed app starts after its first run; median of {len(cached_starts)}"},
        {"name": "key press to repaint, median", "median_ms": statistics.median(medians),
         "baseline": None, "baseline_ms": None, "note": how},
        {"name": "key press to repaint, p95", "median_ms": statistics.median(p95s),
         "baseline": None, "baseline_ms": None, "note": f"95th percentile per session, median of {len(runs)}"},
        {"name": "app peak memory (RSS) after the long session", "median_ms": None,
         "value": statistics.median(peaks), "unit": "MB", "baseline": None, "baseline_ms": None,
         "note": f"{answered:.0f} answers stored in {seconds:.0f} s per session"},
    ]


# ------------------------------------------------------------------------------- the children
def _child_start() -> int:
    """Run the real entry point; print "shown" when the main window has first painted, then quit."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

    class FirstPaint(QObject):
        def __init__(self, app: QApplication) -> None:
            super().__init__()
            self.app = app
            self.seen = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if (not self.seen and event.type() == QEvent.Type.Paint and isinstance(watched, QWidget)
                    and isinstance(watched.window(), QMainWindow)):
                self.seen = True
                QTimer.singleShot(0, self.report)  # after this paint has finished
            return False

        def report(self) -> None:
            print("shown", flush=True)
            self.app.quit()

    return run_app_watched(FirstPaint)


def run_app_watched(watcher: Callable[[Any], Any]) -> int:
    """Run the real entry point with ``watcher(app)``, an event filter, installed on the
    QApplication while its event loop runs (it reports what it sees and quits the app)."""
    from PySide6.QtWidgets import QApplication

    original_exec = QApplication.exec

    def exec_watched(app: QApplication) -> int:
        watching = watcher(app)
        app.installEventFilter(watching)
        try:
            return original_exec()
        finally:
            app.removeEventFilter(watching)

    QApplication.exec = exec_watched  # type: ignore[method-assign]
    from dealertrainer.__main__ import main

    return main([])


def _child_session(answers: int) -> int:
    import random
    import resource

    import dealertrainer.ui  # noqa: F401  (the PySide6 workaround first)
    from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from dealertrainer.storage.records import Records, default_records_path
    from dealertrainer.ui.app_handle import AppContext
    from dealertrainer.ui.main_window import MainWindow
    from dealertrainer.ui.harness import KeyboardTrainee, keys_for, press, wait_until
    from dealertrainer.ui.theme import Theme, apply_theme

    app = QApplication.instance() or QApplication(sys.argv[:1])
    apply_theme(app, Theme.DARK)

    class PaintCounter(QObject):
        count = 0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                PaintCounter.count += 1
            return False

    counter = PaintCounter()
    app.installEventFilter(counter)
    records = Records(default_records_path())
    trainee = records.add_trainee("Benchmark")
    context = AppContext(records=records, trainee=trainee, theme=Theme.DARK, motion_delay_ms=0, seed=4242)
    window = MainWindow(context)
    window.resize(1360, 900)
    window.show()
    if not QTest.qWaitForWindowExposed(window, 5000):
        raise RuntimeError("the main window was never shown")
    rng = random.Random(99)
    latencies: list[float] = []
    answered = 0
    began = time.perf_counter()

    def timed(press, ready) -> None:
        before = PaintCounter.count
        start = time.perf_counter()
        press()
        if not wait_until(ready, 30.0):
            raise RuntimeError("the screen did not take the key press")
        QCoreApplication.processEvents()  # the queued repaint, if the press only asked for one
        if not wait_until(lambda: PaintCounter.count > before, 5.0):
            raise RuntimeError("the window did not repaint after a key press")
        latencies.append((time.perf_counter() - start) * 1000.0)

    drill_index = 0
    while answered < answers:
        drill_id = DRILLS[drill_index % len(DRILLS)]
        drill_index += 1
        context.drill_overrides[drill_id] = {"length": min(SESSION_LENGTH, answers - answered)}
        screen = window.open(drill_id)
        if screen is None:
            raise RuntimeError(f"the window has no screen {drill_id!r}")
        QTest.keyClick(screen, Qt.Key.Key_Return)  # Start [Enter]
        player = KeyboardTrainee(screen)
        if not wait_until(lambda: player.question is not None, 30.0):
            raise RuntimeError(f"{drill_id}: no question came up ({screen.error.text()})")
        while screen.session is not None and answered < answers:
            question = player.question
            assert question is not None
            presses = keys_for(question, right=rng.random() < 0.85)
            panel = screen.panel
            target = panel.amount if panel.amount.isVisible() else panel
            press(target, presses[:-1])  # typing an amount: untimed; the submitting key is timed
            was = screen.session.answered
            timed(lambda: press(target, presses[-1:]), lambda: screen.session is None or screen.session.answered > was)
            answered += 1
            if screen.session is not None and screen.panel.waiting_for_next:
                timed(player.go_on, lambda: screen.session is None or player.question is not None)
        if screen.session is not None:
            screen.finish()
        window.open("home")
        QCoreApplication.processEvents()
    seconds = time.perf_counter() - began
    kept = len(records.answers(trainee.id))
    if kept != answered:
        raise RuntimeError(f"{kept} answers stored, {answered} given")
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # kilobytes on Linux
    window.close()
    records.close()
    print(json.dumps({"latencies_ms": latencies, "peak_rss_mb": peak_kb * 1024 / 1e6,
                      "answered": answered, "seconds": seconds}))
    return 0


def main(argv: list[str]) -> int:
    if argv[:1] == ["--child"] and not os.environ.get("DEALERTRAINER_DATA_DIR"):
        print("a benchmark child needs DEALERTRAINER_DATA_DIR (it must not touch real records)", file=sys.stderr)
        return 2
    if argv[:2] == ["--child", "start"]:
        return _child_start()
    if argv[:2] == ["--child", "session"] and len(argv) == 4 and argv[2] == "--answers":
        return _child_session(int(argv[3]))
    if argv:
        print("usage: bench_app.py  (or --child start | --child session --answers N)", file=sys.stderr)
        return 2
    print(json.dumps(figures(), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
