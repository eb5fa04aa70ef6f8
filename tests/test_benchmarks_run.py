"""benchmarks/run.py prints a row for every figure and fails loudly on a broken module.

No timing is asserted anywhere: these check the runner's table, not the machine's speed.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RUN = ROOT / "benchmarks" / "run.py"


def _load_measure():
    spec = importlib.util.spec_from_file_location("benchmarks_measure", ROOT / "benchmarks" / "measure.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


percentile = _load_measure().percentile


def _run(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, str(RUN), *args], capture_output=True, text=True,
                          timeout=timeout, env=env, cwd=ROOT, check=False)


def _table_rows(stdout: str) -> list[str]:
    lines = stdout.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("module"))
    rows = []
    for line in lines[start + 2:]:
        if not line.strip():
            break
        rows.append(line)
    return rows


FAKE = """
from measure import median_ms, quick

def figures():
    t = median_ms(lambda: sum(range(100)), repeat=3, warmup=1)
    return [
        {"name": "baccarat exact_odds mid-shoe", "median_ms": 2.0, "baseline": "plain loops",
         "baseline_ms": 20.0, "note": "quick" if quick() else "full"},
        {"name": "baccarat exact_odds full shoe", "median_ms": 9.0, "baseline": None,
         "baseline_ms": None, "note": ""},
        {"name": "app peak memory (RSS)", "median_ms": None, "value": 120.0, "unit": "MB"},
        {"name": "a sum", "median_ms": t, "baseline": None, "baseline_ms": None, "note": ""},
    ]
"""


def test_a_row_per_figure_with_targets_and_speed_up(tmp_path):
    (tmp_path / "bench_fake.py").write_text(textwrap.dedent(FAKE), encoding="utf-8")
    out = tmp_path / "figures.json"
    done = _run("--quick", "--bench-dir", str(tmp_path), "--json", str(out))
    assert done.returncode == 0, done.stderr
    rows = _table_rows(done.stdout)
    assert len(rows) == 4
    by_name = {name: next(r for r in rows if name in r) for name in
               ("mid-shoe", "full shoe", "peak memory", "a sum")}
    assert "< 5.00 ms" in by_name["mid-shoe"] and " met " in by_name["mid-shoe"]
    assert "10.0×" in by_name["mid-shoe"] and "quick" in by_name["mid-shoe"]
    assert "NOT MET" in by_name["full shoe"]
    assert "120 MB" in by_name["peak memory"] and "< 300 MB" in by_name["peak memory"]
    assert "target" not in by_name["a sum"] and "met" not in by_name["a sum"]
    for key in ("machine:", "python:", "packages:"):
        assert key in done.stdout
    assert "PySide6" in done.stdout and "pydantic" in done.stdout and "dealertrainer" in done.stdout
    saved = json.loads(out.read_text(encoding="utf-8"))
    assert [f["met"] for f in saved["figures"]] == [True, False, True, None]


def test_a_failing_module_shows_an_error_row_and_exits_1(tmp_path):
    (tmp_path / "bench_good.py").write_text(
        "def figures():\n    return [{'name': 'fine', 'median_ms': 1.0}]\n", encoding="utf-8")
    (tmp_path / "bench_bad.py").write_text(
        "def figures():\n    raise RuntimeError('the shoe fell over')\n", encoding="utf-8")
    done = _run("--bench-dir", str(tmp_path))
    assert done.returncode == 1
    rows = _table_rows(done.stdout)
    assert len(rows) == 2
    assert any("ERROR" in r and "the shoe fell over" in r for r in rows)
    assert any(r.startswith("good") and "fine" in r for r in rows)


def test_only_refuses_unknown_names(tmp_path):
    (tmp_path / "bench_good.py").write_text("def figures():\n    return []\n", encoding="utf-8")
    done = _run("--bench-dir", str(tmp_path), "--only", "roulette")
    assert done.returncode != 0
    assert "roulette" in done.stderr and "good" in done.stderr


@pytest.mark.parametrize(
    ("values", "p", "expected"),
    [([5.0], 95, 5.0), ([1.0, 2.0, 3.0, 4.0], 50, 2.5), ([4.0, 1.0, 3.0, 2.0], 100, 4.0),
     ([1.0, 2.0, 3.0, 4.0, 5.0], 95, 4.8), ([1.0, 2.0], 0, 1.0)],
)
def test_percentile_interpolates_like_numpy(values, p, expected):
    assert percentile(values, p) == pytest.approx(expected)


@pytest.mark.parametrize(("values", "p"), [([], 50), ([1.0], -1), ([1.0], 101)])
def test_percentile_refuses_bad_input(values, p):
    with pytest.raises(ValueError):
        percentile(values, p)
