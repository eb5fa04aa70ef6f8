"""Scale figures: a year of answers in the records (issues 19 and 20).

For 100,000 and 1,000,000 stored answers of one trainee (the worst case: a class sharing one
PC under one name), in a records file filled fast through the records' own schema with the
FSRS cards up to date (``records_fill.py``):

- app start: ``python -m dealertrainer``'s entry point in a new process, from spawning it to
  the main window's first finished paint (as ``bench_app`` times it), and on to Home showing
  its figures (read on the worker thread once the window is up), on a copy of that file;
- building Daily practice: ``training.practice.daily_practice``, the function the window's
  Daily practice calls, on the file freshly opened each time (``Records`` included);
- the counts Home and Daily practice show ("12 due · 8 new": ``practice.waiting``);
- Home's figures: ``home_facts.gather_home``, the worker's job after the first paint.

The files are made once per run in a scratch folder (a million answers take about half a
minute with their FSRS cards). Run directly (``python benchmarks/bench_scale.py``) to print
the figures.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for _path in (str(ROOT), str(HERE)):
    if _path not in sys.path:
        sys.path.insert(0, _path)

from bench_app import _child_env, run_app_watched  # noqa: E402
from measure import print_figures, quick, repeats  # noqa: E402
from records_fill import DAY, fill, last_answer_at  # noqa: E402

SIZES = (100_000, 1_000_000)
QUICK_SIZES = (20_000,)


def _timed(fn: Any, times: int) -> list[float]:
    fn()  # warm: imports, the OS's file cache
    out = []
    for _ in range(times):
        began = time.perf_counter()
        fn()
        out.append((time.perf_counter() - began) * 1000.0)
    return out


def _start_ms(records_file: Path, folder: Path, times: int) -> tuple[list[float], list[float], float]:
    """(first window ms, Home's figures shown ms) of ``times`` starts, and the untimed first
    start's first window (it migrates the file from an older release)."""
    data = folder / "data"
    windows, homes, first = [], [], 0.0
    for run in range(times + 1):
        shutil.rmtree(folder / "config", ignore_errors=True)
        data.mkdir(parents=True, exist_ok=True)
        if run == 0:
            for side in data.glob("records.sqlite3*"):
                side.unlink()
            shutil.copyfile(records_file, data / "records.sqlite3")
        window, home = _start_and_home_ms(_child_env(folder))
        if run:
            windows.append(window)
            homes.append(home)
        else:
            first = window
    return windows, homes, first


def _start_and_home_ms(env: dict[str, str]) -> tuple[float, float]:
    """Milliseconds from spawning the app to its main window's first paint, and to Home showing
    its figures (what is due, recent results, weakest skills: read on the worker thread)."""
    began = time.perf_counter()
    child = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--child"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    assert child.stdout is not None
    seen = {}
    for line in child.stdout:
        seen[line.strip()] = (time.perf_counter() - began) * 1000.0
        if line.strip() == "home":
            break
    try:
        _, err = child.communicate(timeout=300)
    except subprocess.TimeoutExpired:
        child.kill()
        _, err = child.communicate()
    if set(seen) != {"shown", "home"} or child.returncode != 0:
        raise RuntimeError(f"the app did not report its window and Home (exit {child.returncode}): {err[-2000:]}")
    return seen["shown"], seen["home"]


def _child() -> int:
    """Run the real entry point; print "shown" at the main window's first paint and "home" when
    Home has drawn its figures, then quit."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

    class Watch(QObject):
        def __init__(self, app: QApplication) -> None:
            super().__init__()
            self.app, self.seen = app, False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if (not self.seen and event.type() == QEvent.Type.Paint and isinstance(watched, QWidget)
                    and isinstance(watched.window(), QMainWindow)):
                self.seen = True
                window = watched.window()
                QTimer.singleShot(0, lambda: self.shown(window))
            return False

        def shown(self, window: QMainWindow) -> None:
            print("shown", flush=True)
            home = window.home
            if home.facts is not None:
                self.home_done()
            else:
                home.loaded.connect(self.home_done)

        def home_done(self) -> None:
            print("home", flush=True)
            self.app.quit()

    return run_app_watched(Watch)


def _upgrade_ms(made: Path, folder: Path) -> float | None:
    """Milliseconds to open a copy of ``made`` as the release before this one left it (records
    version 5: no per-skill indexes, no tallies): the one-time upgrade at the first start after
    an update. None when this code has no version 6 to upgrade to (run on the older code)."""
    import sqlite3

    from dealertrainer.storage.records import SCHEMA_VERSION

    if SCHEMA_VERSION < 6:
        return None
    old = folder / "release-before.sqlite3"
    shutil.copyfile(made, old)
    db = sqlite3.connect(old, isolation_level=None)
    _without_uids(db)
    for kind, name in (("TRIGGER", "skill_tally_add"), ("TRIGGER", "skill_tally_take"), ("TRIGGER", "skill_tally_move"),
                       ("TABLE", "skill_tally"), ("INDEX", "answers_by_skill_time"),
                       ("INDEX", "answers_by_skill_seconds"), ("INDEX", "answers_by_session"),
                       ("TABLE", "memory_model")):
        db.execute(f"DROP {kind} IF EXISTS {name}")
    if any(column[1] == "game" for column in db.execute("PRAGMA table_info(sessions)")):
        db.execute("ALTER TABLE sessions DROP COLUMN game")  # a session's game came after version 5
    db.execute("UPDATE schema_info SET version = 5")
    db.close()
    return _opened_once_ms(old)


def _opened_once_ms(old: Path) -> float:
    """Milliseconds to open ``old`` once (its upgrade), then removed."""
    from dealertrainer.storage.records import Records

    began = time.perf_counter()
    Records(old).close()
    took = (time.perf_counter() - began) * 1000.0
    old.unlink()
    return took


def _without_uids(db: Any) -> bool:
    """Take away what came with answer uids (issue 22); False when the file has none."""
    if not any(column[1] == "uid" for column in db.execute("PRAGMA table_info(answers)")):
        return False
    for table in ("answers", "sessions"):
        db.execute(f"DROP TRIGGER IF EXISTS {table}_get_uid")
        db.execute(f"ALTER TABLE {table} DROP COLUMN uid")
    db.execute("DROP TABLE IF EXISTS class_links")
    return True


def _uid_upgrade_ms(made: Path, folder: Path) -> float | None:
    """Milliseconds to open a copy of ``made`` as it was before answers carried uids: every
    answer and session given one, at the first start after the update. None on older code."""
    import sqlite3

    try:
        from dealertrainer.storage.answer_uids import answers_carry_uids
    except ImportError:
        return None
    from dealertrainer.storage.records import MIGRATIONS

    old = folder / "before-uids.sqlite3"
    shutil.copyfile(made, old)
    db = sqlite3.connect(old, isolation_level=None)
    _without_uids(db)
    db.execute("UPDATE schema_info SET version = ?", (MIGRATIONS.index(answers_carry_uids),))
    db.execute("VACUUM")  # as the release before wrote it: no room left by the dropped columns
    db.close()
    return _opened_once_ms(old)


def _library_figures(path: Path, answers: int, times: int) -> list[dict[str, Any]]:
    from dealertrainer.storage.records import Records
    from dealertrainer.training import practice
    from dealertrainer.training.home_facts import gather_home

    now = last_answer_at(path) + DAY
    trainee = 1
    rows = []

    def daily() -> None:
        with Records(path) as records:
            practice.daily_practice(records, trainee, now, seed=1)

    size = f"{answers:,} answers"
    rows.append({"name": f"daily practice built at {size}", "median_ms": statistics.median(_timed(daily, times)),
                 "target_max": 100.0, "note": "daily_practice on a freshly opened records file"})
    if hasattr(practice, "waiting"):
        def counts() -> None:
            with Records(path) as records:
                practice.waiting(records, trainee, now)

        rows.append({"name": f"due and new counts at {size}", "median_ms": statistics.median(_timed(counts, times)),
                     "note": "practice.waiting: Home's and Daily practice's \"N due · M new\""})
    rows.append({"name": f"Home's figures at {size}",
                 "median_ms": statistics.median(_timed(lambda: gather_home(path, trainee, now), max(1, times // 2))),
                 "note": "gather_home: the worker's job once the window is up"})
    return rows


def figures() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    times = repeats(5, 2)
    with tempfile.TemporaryDirectory(prefix="dealertrainer-scale-") as scratch:
        for answers in QUICK_SIZES if quick() else SIZES:
            folder = Path(scratch) / str(answers)
            folder.mkdir()
            made = folder / "made.sqlite3"
            fill(made, answers)
            starts, homes, first = _start_ms(made, folder / "app", times)
            rows.append({"name": f"app start to first window at {answers:,} answers",
                         "median_ms": statistics.median(starts), "target_max": 1000.0,
                         "note": f"new process each time; runs {', '.join(f'{ms:.0f}' for ms in starts)} ms "
                                 f"(the first start, untimed: {first:.0f} ms)"})
            rows.append({"name": f"app start to Home's figures shown at {answers:,} answers",
                         "median_ms": statistics.median(homes), "target_max": 1000.0,
                         "note": f"new process each time; runs {', '.join(f'{ms:.0f}' for ms in homes)} ms"})
            rows.extend(_library_figures(folder / "app" / "data" / "records.sqlite3", answers, times))
            upgrade = _upgrade_ms(made, folder)
            if upgrade is not None:
                rows.append({"name": f"records upgraded from version 5 at {answers:,} answers", "median_ms": upgrade,
                             "note": "once, at the first start after the update (one run): indexes and tallies built"})
            uids = _uid_upgrade_ms(made, folder)
            if uids is not None:
                rows.append({"name": f"records upgraded to answer uids at {answers:,} answers", "median_ms": uids,
                             "note": "once, at the first start after the update (one run): a uuid4 for every "
                                     "answer and session, made by SQLite"})
    return rows


if __name__ == "__main__":
    if sys.argv[1:] == ["--child"]:
        if not os.environ.get("DEALERTRAINER_DATA_DIR"):
            sys.exit("a benchmark child needs DEALERTRAINER_DATA_DIR (it must not touch real records)")
        sys.exit(_child())
    if os.environ.get("DEALERTRAINER_DATA_DIR"):
        print("unset DEALERTRAINER_DATA_DIR: the benchmark makes its own records", file=sys.stderr)
        sys.exit(2)
    print_figures(figures())
