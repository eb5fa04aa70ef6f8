"""Mini Baccarat speed: exact shoe odds and coups dealt per second.

Run alone:  python benchmarks/bench_baccarat.py
``figures()`` returns the measurements as dicts (name, median_ms, baseline, baseline_ms,
note). The baseline is a plain-Python enumeration of every coup over the ten point classes
(recursion with without-replacement weights), measured in the same run.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any

from dealertrainer.engine.baccarat import banker_draws_on_point, deal_coup, exact_odds, point_counts
from dealertrainer.engine.baccarat.odds import _plan
from dealertrainer.engine.shoe import Shoe
from measure import print_figures


def plain_enumeration(counts: list[int]) -> dict[str, float]:
    """Every coup over point classes 0..9, weighted card by card, with obvious pruning."""
    n = sum(counts)
    out = {"banker": 0.0, "player": 0.0, "tie": 0.0}

    def finish(p: int, b: int, w: float) -> None:
        out["banker" if b > p else "player" if p > b else "tie"] += w

    def take(v: int, w: float, left: int) -> float:
        w *= counts[v] / left
        counts[v] -= 1
        return w

    for p1 in range(10):
        if not counts[p1]:
            continue
        w1 = take(p1, 1.0, n)
        for b1 in range(10):
            if not counts[b1]:
                continue
            w2 = take(b1, w1, n - 1)
            for p2 in range(10):
                if not counts[p2]:
                    continue
                w3 = take(p2, w2, n - 2)
                for b2 in range(10):
                    if not counts[b2]:
                        continue
                    w4 = take(b2, w3, n - 3)
                    p, b = (p1 + p2) % 10, (b1 + b2) % 10
                    if p >= 8 or b >= 8:
                        finish(p, b, w4)
                    elif p >= 6:
                        if banker_draws_on_point(b, None):
                            for y in range(10):
                                if counts[y]:
                                    finish(p, (b + y) % 10, w4 * counts[y] / (n - 4))
                        else:
                            finish(p, b, w4)
                    else:
                        for x in range(10):
                            if not counts[x]:
                                continue
                            w5 = take(x, w4, n - 4)
                            p3 = (p + x) % 10
                            if banker_draws_on_point(b, x):
                                for y in range(10):
                                    if counts[y]:
                                        finish(p3, (b + y) % 10, w5 * counts[y] / (n - 5))
                            else:
                                finish(p3, b, w5)
                            counts[x] += 1
                    counts[b2] += 1
                counts[p2] += 1
            counts[b1] += 1
        counts[p1] += 1
    return out


def _median_ms(fn: Callable[[], Any], runs: int, inner: int = 1) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        for _ in range(inner):
            fn()
        times.append((time.perf_counter() - start) / inner * 1000)
    return statistics.median(times)


def _mid_shoe(dealt: int, seed: int) -> Shoe:
    shoe = Shoe(8, seed=seed)
    for _ in range(dealt):
        shoe.draw()
    return shoe


def figures() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    start = time.perf_counter()
    _plan()
    rows.append(
        {"name": "exact_odds first-use table", "median_ms": (time.perf_counter() - start) * 1000,
         "baseline": None, "baseline_ms": None, "note": "built once, lazily (one run)"}
    )
    shoes = [("full 8-deck shoe", Shoe(8, seed=1)), ("mid-shoe (208 dealt)", _mid_shoe(208, 2)),
             ("late shoe (360 dealt)", _mid_shoe(360, 3))]
    for label, shoe in shoes:
        counts = point_counts(shoe)
        ours = _median_ms(lambda: exact_odds(shoe), runs=15, inner=50)
        base = _median_ms(lambda: plain_enumeration(counts), runs=5)
        fast, slow = exact_odds(shoe), plain_enumeration(counts)
        agree = max(abs(fast[k] - slow[k]) for k in fast)
        rows.append(
            {"name": f"exact_odds, {label}", "median_ms": ours, "baseline": "plain enumeration",
             "baseline_ms": base, "note": f"{base / ours:.0f}x faster; max difference {agree:.1e}"}
        )
    shoe = Shoe(8, seed=5)
    shoe.place_cut_card(from_end=6)

    def coups() -> int:
        n = 0
        while shoe.cards_left >= 6:
            coup = deal_coup(shoe)
            shoe.collect(coup.cards)
            n += 1
        shoe.shuffle()
        return n

    start = time.perf_counter()
    total = sum(coups() for _ in range(20))
    elapsed = time.perf_counter() - start
    rows.append(
        {"name": "deal_coup", "median_ms": elapsed / total * 1000, "baseline": None, "baseline_ms": None,
         "note": f"{total / elapsed:,.0f} coups per second ({total} coups, 20 shoes)"}
    )
    return rows


def main() -> None:
    print_figures(figures())


if __name__ == "__main__":
    main()
