"""Records opened at the app's start: the checks a damaged file is caught by, timed.

``open_records`` (storage/records_at_start.py) reads every page and index of the file
(SQLite's ``integrity_check``) and counts the rows every read leaves out; a plain
``Records(path)`` (as Home's background reads open it) checks the version and the tables
only. Both are timed on a file of 20,000 answers (a trainee's months) and of 200,000, each
against a bare connect-and-read-the-version as the baseline. (By hand, on 1,000,000 answers,
121 MB: 3.8 s at start, of which integrity_check 2.9 s; a plain open stays under 5 ms.)
"""

from __future__ import annotations

import statistics
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:
    sys.path.insert(0, str(HERE.parent))
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from measure import quick, repeats  # noqa: E402

from dealertrainer.storage.records import Records  # noqa: E402
from dealertrainer.storage.records_at_start import open_records  # noqa: E402


def _records_with(folder: Path, answers: int) -> Path:
    path = folder / f"records-{answers}.sqlite3"
    with Records(path) as records:
        trainee = records.add_trainee("Ana")
        session = records.start_session(trainee.id, "totals")
        with records.bulk() as db:
            db.executemany(
                "INSERT INTO answers (trainee_id, session_id, skill, correct, seconds, at, prompt, expected, given)"
                " VALUES (?, ?, ?, 1, 1.5, ?, 'What is the banker total?', '7', '7')",
                ((trainee.id, session, f"baccarat.total.s{i % 174}", 1.7e9 + i) for i in range(answers)),
            )
    return path


def _median_ms(open_once, runs: int) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        open_once()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def _unchecked(path: Path) -> None:
    sqlite3.connect(path).execute("SELECT version FROM schema_info").fetchone()


def figures() -> list[dict]:
    out = []
    with tempfile.TemporaryDirectory() as folder:
        for answers in (2_000,) if quick() else (20_000, 200_000):
            path = _records_with(Path(folder), answers)
            runs = repeats(5)
            baseline = _median_ms(lambda: _unchecked(path), runs)
            out.append({"name": f"records open at start, {answers:,} answers", "baseline": "connect, read the version",
                        "median_ms": _median_ms(lambda: open_records(path).records.close(), runs),
                        "baseline_ms": baseline})
            out.append({"name": f"records open (Home's reads), {answers:,} answers",
                        "baseline": "connect, read the version", "baseline_ms": baseline,
                        "median_ms": _median_ms(lambda: Records(path).close(), runs)})
    return out


if __name__ == "__main__":
    import json

    print(json.dumps(figures(), indent=1))
