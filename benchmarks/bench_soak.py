"""The soak run's figures for ``benchmarks/run.py``: ``soak.py`` run once in a fresh process on
throwaway folders, 10,000 events (1,000 under ``--quick``). A run with any exception or warning
of ours is an error here, not a figure."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from measure import quick

HERE = Path(__file__).resolve().parent
FULL_EVENTS, QUICK_EVENTS = 10_000, 1_000
SEED = 1


def soak(events: int, seed: int = SEED) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="dealertrainer-soak-") as scratch:
        folder = Path(scratch)
        env = {k: v for k, v in os.environ.items() if not k.startswith("DEALERTRAINER_")}
        env.update(QT_QPA_PLATFORM="offscreen", DEALERTRAINER_CONFIG_DIR=str(folder / "config"),
                   DEALERTRAINER_DATA_DIR=str(folder / "data"))
        out = folder / "soak.json"
        done = subprocess.run([sys.executable, str(HERE / "soak.py"), "--events", str(events), "--seed", str(seed),
                               "--json", str(out)], env=env, cwd=folder, capture_output=True, text=True,
                              timeout=3600, check=False)
        if not out.exists():
            raise RuntimeError(f"the soak wrote no figures (exit {done.returncode}): {done.stderr[-2000:]}")
        figures = json.loads(out.read_text(encoding="utf-8"))
    if done.returncode != 0 or figures["problems"]:
        raise RuntimeError(f"the soak found {len(figures['problems'])} problems; the first: "
                           + (figures["problems"] or [done.stderr[-2000:]])[0])
    return figures


def figures() -> list[dict[str, Any]]:
    events = QUICK_EVENTS if quick() else FULL_EVENTS
    run = soak(events)
    rss, widgets = run["rss_mb"], run["widgets"]
    how = f"{run['events']:,} events, seed {run['seed']}, {run['seconds']:.0f} s"
    visited = f"{len(run['screens_visited'])} screens and dialogs visited"
    return [
        {"name": "soak: events per second", "median_ms": None, "value": run["events_per_second"], "unit": "events/s",
         "note": how},
        {"name": "soak: answers stored", "median_ms": None, "value": run["answers_stored"], "unit": "answers",
         "note": visited},
        {"name": "soak: memory at the start (RSS)", "median_ms": None, "value": rss["start"], "unit": "MB",
         "note": "once the main window is shown"},
        {"name": "soak: memory half way (RSS)", "median_ms": None, "value": rss["middle"], "unit": "MB",
         "note": f"after {run['events'] // 2:,} events"},
        {"name": "soak: memory at the end (RSS)", "median_ms": None, "value": rss["end"], "unit": "MB",
         "note": f"{rss['end'] - rss['middle']:+.0f} MB in the second half"},
        {"name": "soak: live widgets at the start", "median_ms": None, "value": widgets["start"], "unit": "widgets",
         "note": "QApplication.allWidgets(), once the main window is shown"},
        {"name": "soak: live widgets at the end", "median_ms": None, "value": widgets["end"], "unit": "widgets",
         "note": f"{widgets['middle']:,} half way (each screen is built when first opened)"},
    ]
