"""Tiny timing helpers shared by the benchmark modules (optional to use).

Every figure in the table is a median of several timed runs after a few untimed warm-up
calls; key-press latency also reports a percentile. ``quick()`` tells a module that the
run was started with ``--quick`` so it may use fewer repeats or smaller sessions.
"""

from __future__ import annotations

import math
import os
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

__all__ = ["QUICK_ENV", "median_ms", "percentile", "print_figures", "quick", "repeats", "timings_ms"]

QUICK_ENV = "DEALERTRAINER_BENCH_QUICK"


def quick() -> bool:
    """Whether ``benchmarks/run.py --quick`` started this run (fewer repeats, smaller sessions)."""
    return os.environ.get(QUICK_ENV, "") not in ("", "0")


def repeats(full: int, fast: int = 3) -> int:
    """``full`` repeats normally, ``fast`` under ``--quick``."""
    if full < 1 or fast < 1:
        raise ValueError(f"repeat counts must be at least 1, not full={full}, fast={fast}")
    return fast if quick() else full


def timings_ms(fn: Callable[[], Any], repeat: int = 7, warmup: int = 1) -> list[float]:
    """Wall-clock milliseconds of ``repeat`` calls of ``fn`` after ``warmup`` untimed calls."""
    if repeat < 1:
        raise ValueError(f"repeat must be at least 1, not {repeat}")
    if warmup < 0:
        raise ValueError(f"warmup must be 0 or more, not {warmup}")
    for _ in range(warmup):
        fn()
    out: list[float] = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000.0)
    return out


def median_ms(fn: Callable[[], Any], repeat: int = 7, warmup: int = 1) -> float:
    """Median wall-clock milliseconds of one call of ``fn``."""
    return statistics.median(timings_ms(fn, repeat, warmup))


def percentile(values: Sequence[float], p: float) -> float:
    """The ``p``-th percentile (0–100) with linear interpolation between ranks (numpy's default)."""
    if not values:
        raise ValueError("percentile of no values: measure at least one")
    if not 0.0 <= p <= 100.0:
        raise ValueError(f"percentile must be between 0 and 100, not {p}")
    ordered = sorted(values)
    rank = (len(ordered) - 1) * p / 100.0
    low = math.floor(rank)
    high = math.ceil(rank)
    if low == high:
        return float(ordered[low])
    return float(ordered[low] + (ordered[high] - ordered[low]) * (rank - low))


def print_figures(rows: Sequence[dict[str, Any]]) -> None:
    """Print one module's figures as a small table (for running a bench module on its own)."""
    width = max((len(r["name"]) for r in rows), default=10) + 2
    print(f"{'measurement':{width}} {'median ms':>10} {'baseline ms':>12}  note")
    for r in rows:
        base = "" if r.get("baseline_ms") is None else f"{r['baseline_ms']:.2f}"
        print(f"{r['name']:{width}} {r['median_ms']:10.3f} {base:>12}  {r.get('note', '')}")
