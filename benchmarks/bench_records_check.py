"""Records opened at the app's start: the checks a damaged file is caught by, timed.

``open_records`` (storage/records_at_start.py) reads every page and index of the file
(SQLite's ``integrity_check``) and counts the rows every read leaves out when no stamp
vouches for the file (the app was killed, another program wrote it: "no stamp"); when the
stamp a clean close left matches, it checks the version and the tables only ("stamp
matching"). A plain ``Records(path)`` (as Home's background reads open it) checks the version
and the tables only. Each is timed on a file of 20,000 answers (a trainee's months), 200,000
and 1,000,000 (121 MB; left out under ``--quick``), against a bare connect-and-read-the-version
as the baseline; the clean close that writes the stamp is timed too. (Medians of 5 on the shared
2-core machine, 2026-11-26: no stamp 77 ms / 944 ms / 5.9 s at 20k / 200k / 1M, as before the
stamp (130 ms / 885 ms / 5.6 s); stamp matching 4.7 / 5.0 / 5.2 ms; the close with its stamp
4.6 / 7.9 / 13 ms.)
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
from dealertrainer.storage.records_stamp import forget_stamp  # noqa: E402


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


def _median_ms(open_once, runs: int, before=lambda: None, after=lambda result: None) -> float:
    times = []
    for _ in range(runs):
        before()
        started = time.perf_counter()
        result = open_once()
        times.append((time.perf_counter() - started) * 1000)
        after(result)
    return statistics.median(times)


def _closed(opened) -> None:
    opened.records.close()  # a clean close: writes the stamp


def _unchecked(path: Path) -> None:
    sqlite3.connect(path).execute("SELECT version FROM schema_info").fetchone()


def figures() -> list[dict]:
    out = []
    opened: list = []
    with tempfile.TemporaryDirectory() as folder:
        for answers in (2_000,) if quick() else (20_000, 200_000, 1_000_000):
            path = _records_with(Path(folder), answers)
            runs = repeats(5)
            baseline = _median_ms(lambda: _unchecked(path), runs)
            row = {"baseline": "connect, read the version", "baseline_ms": baseline}
            out.append({"name": f"records open at start, {answers:,} answers, no stamp (full check)", **row,
                        "median_ms": _median_ms(lambda: open_records(path), runs, lambda: forget_stamp(path), _closed)})
            _closed(open_records(path))
            out.append({"name": f"records open at start, {answers:,} answers, stamp matching", **row,
                        "median_ms": _median_ms(lambda: open_records(path), runs, after=_closed)})
            out.append({"name": f"records closed at the end (stamp written), {answers:,} answers", **row,
                        "median_ms": _median_ms(lambda: _closed(opened.pop()), runs,
                                                lambda: opened.append(open_records(path)))})
            out.append({"name": f"records open (Home's reads), {answers:,} answers",
                        "baseline": "connect, read the version", "baseline_ms": baseline,
                        "median_ms": _median_ms(lambda: Records(path).close(), runs)})
    return out


if __name__ == "__main__":
    import json

    print(json.dumps(figures(), indent=1))
