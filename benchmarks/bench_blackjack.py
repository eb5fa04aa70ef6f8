"""Blackjack speed: the exact dealer-outcome table and full rounds through the state machine.

Run alone:  python benchmarks/bench_blackjack.py
``figures()`` returns the measurements as dicts (name, median_ms, baseline, baseline_ms,
note). The table's baseline is the plain way to write it: a recursion per upcard over the
ten point classes, memoised with ``functools.lru_cache`` on (counts, total, soft), measured
in the same run on the same composition.
"""

from __future__ import annotations

import random
import sys
import time
from functools import lru_cache
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dealertrainer.engine.blackjack import (  # noqa: E402
    BlackjackRound,
    BlackjackRules,
    basic_strategy_player,
    dealer_outcome_table,
    new_shoe,
    play_round,
)
from dealertrainer.engine.blackjack.outcomes import clear_cache  # noqa: E402
from dealertrainer.engine.shoe import Shoe  # noqa: E402
from measure import median_ms, print_figures, quick  # noqa: E402

QUICK = quick()


def memoised_recursion_table(counts: list[int], h17: bool = False) -> dict[int, dict[Any, float]]:
    """The baseline: for each upcard, a memoised recursion on (counts left, total, soft)."""
    table = {}
    for up in range(1, 11):
        left = list(counts)
        left[up - 1] -= 1

        @lru_cache(maxsize=None)
        def finish(rest: tuple[int, ...], hard: int, ace: bool) -> tuple[float, ...]:
            total = hard + 10 if ace and hard <= 11 else hard
            if total > 21:
                return (0.0, 0.0, 0.0, 0.0, 0.0, 1.0)
            soft = ace and hard <= 11
            if total >= 17 and not (total == 17 and soft and h17):
                out = [0.0] * 6
                out[total - 17] = 1.0
                return tuple(out)
            n = sum(rest)
            acc = [0.0] * 6
            for c in range(10):
                if rest[c]:
                    nxt = list(rest)
                    nxt[c] -= 1
                    v = finish(tuple(nxt), hard + c + 1, ace or c == 0)
                    p = rest[c] / n
                    for i in range(6):
                        acc[i] += p * v[i]
            return tuple(acc)

        n = sum(left)
        row = {k: 0.0 for k in (17, 18, 19, 20, 21, "blackjack", "bust")}
        for c in range(10):
            if not left[c]:
                continue
            p = left[c] / n
            if {up, c + 1} == {1, 10}:
                row["blackjack"] += p
                continue
            nxt = list(left)
            nxt[c] -= 1
            v = finish(tuple(nxt), up + c + 1, up == 1 or c == 0)
            for i, key in enumerate((17, 18, 19, 20, 21, "bust")):
                row[key] += p * v[i]
        table[up] = row
    return table


def _rounds(seats: dict[int, int], narrate: bool, rounds: int) -> tuple[float, int]:
    """Seconds for ``rounds`` rounds from a real 6-deck shoe (shuffles included) and hands played."""
    rules = BlackjackRules()
    shoe = Shoe(6, seed=11)
    new_shoe(shoe, rules, shuffle=False)
    hands = 0
    start = time.perf_counter()
    for _ in range(rounds):
        rnd = BlackjackRound(shoe, seats, rules, narrate=narrate)
        result = play_round(rnd, basic_strategy_player)
        hands += len(result.hands)
        if result.shuffle_due:
            new_shoe(shoe, rules)
    return time.perf_counter() - start, hands


def figures() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    runs = 5 if QUICK else 31
    six = {r: 24 for r in range(1, 14)}
    counts = [24] * 9 + [96]

    def ours() -> None:
        clear_cache()
        dealer_outcome_table(six)

    ours_ms = median_ms(ours, runs)
    base_ms = median_ms(lambda: memoised_recursion_table(counts), max(3, runs // 3))
    clear_cache()
    fast, slow = dealer_outcome_table(six), memoised_recursion_table(counts)
    agree = max(abs(fast[u][k] - slow[u][k]) for u in fast for k in fast[u])
    rows.append(
        {"name": "dealer outcome table, 6 decks, 10 upcards", "median_ms": ours_ms,
         "baseline": "memoised plain-Python recursion (lru_cache per upcard)", "baseline_ms": base_ms,
         "note": f"{base_ms / ours_ms:.1f}x faster, cold cache; max difference {agree:.1e}"}
    )
    h17 = BlackjackRules(dealer_hits_soft_17=True)

    def ours_h17() -> None:
        clear_cache()
        dealer_outcome_table(six, h17)

    h17_ms = median_ms(ours_h17, runs)
    h17_base = median_ms(lambda: memoised_recursion_table(counts, h17=True), max(3, runs // 3))
    rows.append(
        {"name": "dealer outcome table, 6 decks, H17", "median_ms": h17_ms,
         "baseline": "memoised plain-Python recursion (lru_cache per upcard)", "baseline_ms": h17_base,
         "note": f"{h17_base / h17_ms:.1f}x faster, cold cache"}
    )
    random.seed(0)
    n = 400 if QUICK else 4000
    for label, seats in (("1 seat", {1: 25}), ("7 seats", {s: 25 for s in range(1, 8)})):
        for narrate in (False, True):
            count = n if not narrate else n // 4
            elapsed, hands = _rounds(seats, narrate, count)
            what = "with dealer steps" if narrate else "no steps"
            rows.append(
                {"name": f"rounds, {label}, {what}", "median_ms": elapsed / count * 1000, "baseline": None,
                 "baseline_ms": None,
                 "note": f"{count / elapsed:,.0f} rounds/s, {hands / elapsed:,.0f} hands/s ({count} rounds)"}
            )
    return rows


def main() -> None:
    print_figures(figures())


if __name__ == "__main__":
    main()
