"""Scale figures: a year of answers in the records (issues 19 and 20).

For 100,000 and 1,000,000 stored answers of one trainee (the worst case: a class sharing one
PC under one name), in a records file filled fast through the records' own schema with the
FSRS cards up to date (``records_fill.py``):

- app start: ``python -m dealertrainer`` in a new process, from spawning it to the main
  window's first finished paint (``bench_app``'s child), on a copy of that file;
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

from bench_app import _child_env, _first_window_ms  # noqa: E402
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


def _start_ms(records_file: Path, folder: Path, times: int) -> tuple[list[float], float]:
    data = folder / "data"
    out, first = [], 0.0
    for run in range(times + 1):  # the first run is untimed: it migrates a file from an older release
        shutil.rmtree(folder / "config", ignore_errors=True)
        data.mkdir(parents=True, exist_ok=True)
        if run == 0:
            for side in data.glob("records.sqlite3*"):
                side.unlink()
            shutil.copyfile(records_file, data / "records.sqlite3")
        env = _child_env(folder)
        ms = _first_window_ms(env)
        if run:
            out.append(ms)
        else:
            first = ms
    return out, first


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
            starts, first = _start_ms(made, folder / "app", times)
            rows.append({"name": f"app start to first window at {answers:,} answers",
                         "median_ms": statistics.median(starts), "target_max": 1000.0,
                         "note": f"new process each time; runs {', '.join(f'{ms:.0f}' for ms in starts)} ms "
                                 f"(the first start, untimed: {first:.0f} ms)"})
            rows.extend(_library_figures(folder / "app" / "data" / "records.sqlite3", answers, times))
    return rows


if __name__ == "__main__":
    if os.environ.get("DEALERTRAINER_DATA_DIR"):
        print("unset DEALERTRAINER_DATA_DIR: the benchmark makes its own records", file=sys.stderr)
        sys.exit(2)
    print_figures(figures())
