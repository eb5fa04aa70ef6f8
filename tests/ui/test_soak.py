"""The soak run as every test run has it: the app started as a user starts it (a new process on
fresh settings and records folders), then random keys and clicks across every screen, with the
shared harness answering the question on screen half the time (``benchmarks/soak.py``; that
script alone runs the full 10,000 events).

Nothing may go wrong: no exception, no Qt or Python warning of ours; every screen in the sidebar
is reached, every table and drill dealt, and the answers given are stored in the records. One
seed makes one run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dealertrainer.storage.records import Records

ROOT = Path(__file__).resolve().parents[2]
EVENTS = 2500
SEED = 7


def _soak(tmp_path: Path, events: int, seed: int) -> tuple[subprocess.CompletedProcess[str], dict, Path]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DEALERTRAINER_")}
    tmp_path.mkdir(parents=True, exist_ok=True)
    data = tmp_path / "data"
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONDONTWRITEBYTECODE="1",
               DEALERTRAINER_CONFIG_DIR=str(tmp_path / "config"), DEALERTRAINER_DATA_DIR=str(data))
    out = tmp_path / "soak.json"
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "soak.py"), "--events", str(events),
                           "--seed", str(seed), "--json", str(out)],
                          env=env, capture_output=True, text=True, timeout=1200, cwd=tmp_path)
    assert out.exists(), done.stderr[-4000:]
    return done, json.loads(out.read_text(encoding="utf-8")), data / "records.sqlite3"


@pytest.mark.slow
def test_a_seeded_soak_over_every_screen_stores_its_answers_and_raises_nothing(tmp_path):
    done, figures, records_file = _soak(tmp_path, EVENTS, SEED)
    print({name: figures[name] for name in ("events", "seconds", "events_per_second", "answers_stored", "rss_mb")})
    assert figures["problems"] == [], "\n".join(figures["problems"])
    assert "Traceback" not in done.stderr, done.stderr[-4000:]
    assert done.returncode == 0 and figures["events"] == EVENTS, done.stderr[-4000:]
    with Records(records_file) as records:
        stored = sum(len(records.answers(trainee.id)) for trainee in records.trainees())
    assert stored == figures["answers_stored"] >= EVENTS // 10
    visited = set(figures["screens_visited"])
    for target in figures["screens"]:  # every screen in the sidebar, and every table and drill dealt
        assert target in visited or f"{target}: start" in visited or f"{target}: setup" in visited, target
        if f"{target}: start" in visited:
            assert f"{target}: session" in visited, target
    assert {"home", "progress", "settings", "exam: setup", "exam: paper", "dialog: TraineeDialog"} <= visited
    assert any(where.endswith(": summary") for where in visited) and len(figures["screens"]) >= 10


@pytest.mark.slow
def test_one_seed_makes_one_run(tmp_path):
    runs = [_soak(tmp_path / str(n), 200, seed=11)[1] for n in range(2)]
    for name in ("events", "answers_stored", "screens_visited", "moves", "problems"):
        assert runs[0][name] == runs[1][name], name
