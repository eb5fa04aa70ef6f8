"""Training speed: questions generated per second by each drill, and answers stored per second.

Run alone:  python benchmarks/bench_training.py
``figures()`` returns dicts (name, median_ms, baseline, baseline_ms, note). median_ms is the
median time per question over several runs of a batch; the screen needs a question well
under a frame (16 ms), so that is the reference given in the note. Answers stored is timed
against a plain SQLite insert with one commit per row (the same durability), measured here.
"""

from __future__ import annotations

import sqlite3
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from dealertrainer.storage.records import Records
from dealertrainer.training.drills import make_drill
from measure import quick

BATCH = {"baccarat.draw_table": 500, "payouts": 500, "chips": 500, "totals": 500, "baccarat.seat": 200,
         "blackjack.seat": 200, "stud.seat": 200, "daily": 200, "exam": 200}
CONFIG: dict[str, dict[str, Any]] = {
    "baccarat.draw_table": {"length": None}, "payouts": {"length": None}, "chips": {"length": None},
    "totals": {"length": None},
    "baccarat.seat": {}, "blackjack.seat": {}, "stud.seat": {"hands": 500}, "daily": {"length": None},
    "exam": {"length": 200},
}


def _quick() -> bool:
    return quick()


def _per_question_ms(drill_id: str, seed: int) -> float:
    """Milliseconds per question for one batch (seat drills include the motions in between)."""
    want = BATCH[drill_id] // (4 if _quick() else 1)
    drill = make_drill(drill_id, CONFIG[drill_id], seed=seed)
    asked = 0
    start = time.perf_counter()
    beats = drill.beats()
    while asked < want:
        beat = next(beats, None)
        if beat is None:  # a shoe ran out: deal another
            seed += 1000
            beats = make_drill(drill_id, CONFIG[drill_id], seed=seed).beats()
            continue
        asked += beat.question is not None
    return (time.perf_counter() - start) * 1000 / asked


def _answers_ms(folder: Path, n: int) -> tuple[float, float]:
    with Records(folder / "bench.sqlite3") as records:
        trainee = records.add_trainee("Bench").id
        start = time.perf_counter()
        for i in range(n):
            records.record_answer(trainee, "payouts.blackjack.3to2", i % 2 == 0, 1.5, prompt="p", given="g")
        ours = (time.perf_counter() - start) * 1000 / n
    db = sqlite3.connect(folder / "plain.sqlite3", isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = FULL")
    db.execute("CREATE TABLE a (skill TEXT, correct INT, seconds REAL)")
    start = time.perf_counter()
    for i in range(n):
        db.execute("INSERT INTO a VALUES (?, ?, ?)", ("x", i % 2, 1.5))  # autocommit: one commit per row
    plain = (time.perf_counter() - start) * 1000 / n
    db.close()
    return ours, plain


def figures() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    runs = 3 if _quick() else 5
    for drill_id in BATCH:
        times = [_per_question_ms(drill_id, seed) for seed in range(runs)]
        median = statistics.median(times)
        rows.append({
            "name": f"questions: {drill_id}", "median_ms": median, "baseline": None, "baseline_ms": None,
            "note": f"{1000 / median:,.0f} questions per second (a frame is 16 ms)",
        })
    with tempfile.TemporaryDirectory() as tmp:
        ours, plain = _answers_ms(Path(tmp), 200 if _quick() else 1000)
    rows.append({
        "name": "record_answer (committed)", "median_ms": ours, "baseline": "plain SQLite insert, autocommit",
        "baseline_ms": plain, "note": f"{1000 / ours:,.0f} answers per second, WAL, synchronous=FULL",
    })
    return rows


if __name__ == "__main__":
    for row in figures():
        base = "" if row["baseline_ms"] is None else f"  (baseline {row['baseline']}: {row['baseline_ms']:.3f} ms)"
        print(f"{row['name']:<36} {row['median_ms']:8.3f} ms{base}  {row['note']}")
