"""Replaying a missed hand: dealing its shoe again from the seed up to the hand.

Run alone:  python benchmarks/bench_replay.py
A replay deals every hand before the one asked for (the seat drill's whole procedure, steps
and all), so its time grows with the hand's place in the shoe: the first hand, one halfway
through and the last of a shoe, for each table. The baseline is dealing the whole shoe once
(what a trainee sat through), measured in the same run.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dealertrainer.training.hand_replay import HandPlace, MissedAnswer, replay_hand, shoe_deal  # noqa: E402
from dealertrainer.training.offer import make  # noqa: E402
from measure import median_ms, print_figures, repeats  # noqa: E402

#: The tables, and the config that deals a shoe the size a trainee meets.
TABLES = {"baccarat.seat": {}, "blackjack.seat": {}, "stud.seat": {"hands": 20}}


def _whole_shoe(drill_id: str, config: dict) -> list[tuple[int, int, object]]:
    return list(make(drill_id, config, seed=5).dealt_steps())


def figures() -> list[dict]:
    rows = []
    for drill_id, config in TABLES.items():
        drill = make(drill_id, config, seed=5)
        steps = list(drill.dealt_steps())
        deal = shoe_deal(drill)
        last = drill.hands_dealt
        whole = median_ms(lambda: _whole_shoe(drill_id, config), repeat=repeats(5, 2))
        for where, hand in (("first", 1), ("halfway", max(1, last // 2)), ("last", last)):
            index, step = next((i, s) for h, i, s in steps if h == hand and s.is_question)
            answer = MissedAnswer(step.skill, step.question or "", "?", "?")
            took = median_ms(lambda: replay_hand(HandPlace(deal, hand, index), answer), repeat=repeats(7, 2))
            rows.append({"name": f"replay {drill_id.split('.')[0]} {where} hand ({hand} of {last})",
                         "median_ms": took, "baseline": "dealing the whole shoe", "baseline_ms": whole, "note": ""})
    return rows


def main() -> None:
    print_figures(figures())


if __name__ == "__main__":
    main()
