"""The fewest-chips search and the answer readers: per payout, per chip-set check, per answer read.

Run alone:  python benchmarks/bench_chips_input.py
``figures()`` returns dicts (name, median_ms, baseline, baseline_ms, note). The same module runs
against an older tree (``PYTHONPATH=<old tree> python benchmarks/bench_chips_input.py``) for
before/after figures: what the old code lacks (the chip-set check, the bounded search of the
issue's sets) is left out there, and ``DEALERTRAINER_BENCH_PASTE`` sets the pasted page's
spaces (the issue's 32,700 take the old readers from 10 s to minutes).

The issue's pasted page is "5", 32,700 spaces and "x"; the answer field now takes 200
characters, so the readers' worst at the table is a 200-character answer: both are measured.
"""

from __future__ import annotations

import importlib
import os
import random
from decimal import Decimal
from typing import Any

from dealertrainer.engine import money
from dealertrainer.engine.money import DEFAULT_CHIPS, Chip, chip_breakdown
from dealertrainer.engine.steps import AnswerKind
from dealertrainer.training.answers import check, parse_chips, parse_money, parse_seat
from dealertrainer.training.questions import Question
from measure import median_ms, print_figures, quick, repeats

SPACES = int(os.environ.get("DEALERTRAINER_BENCH_PASTE", "32700"))
PASTED = "5" + " " * SPACES + "x"
FIELD_FULL = "5" + " " * 198 + "x"  # the longest answer the field takes, shaped as the paste


def _chips(*values: str) -> tuple[Chip, ...]:
    return tuple(Chip(Decimal(v), f"c{i}") for i, v in enumerate(values))


def _forget_plans() -> None:
    """Clear the search's caches, old or new, so the next payout builds its plan again."""
    for module_name in ("dealertrainer.engine.fewest_chips", "dealertrainer.engine.money"):
        try:
            module = importlib.import_module(module_name)
        except ImportError:  # an older tree: its search lives in money
            continue
        for name in ("plan_for", "_recipe", "_fewest_table"):
            cached = getattr(module, name, None)
            if cached is not None and hasattr(cached, "cache_clear"):
                cached.cache_clear()


def _chip_figures() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    amounts = [Decimal(random.Random(i).randrange(1, 400_000)) / 2 for i in range(200)]
    amounts = [a for a in amounts if a not in (Decimal("0.5"), Decimal("1.5"))]

    def default_payouts() -> None:
        for amount in amounts:
            chip_breakdown(amount, DEFAULT_CHIPS)
    per = median_ms(default_payouts, repeat=repeats(9)) / len(amounts)
    rows.append({"name": "fewest chips: default set, per payout", "median_ms": per,
                 "note": f"{len(amounts)} amounts up to $200,000, plan built once before"})

    def first_use() -> None:
        _forget_plans()
        chip_breakdown(Decimal("137.50"), DEFAULT_CHIPS)
    rows.append({"name": "fewest chips: default set, first payout (plan built)",
                 "median_ms": median_ms(first_use, repeat=repeats(9)), "note": ""})

    modest = _chips("0.07", "1000")  # the old search built a 700,000-cell table for it

    def modest_first_use() -> None:
        _forget_plans()
        chip_breakdown(Decimal("12345.67"), modest)
    rows.append({"name": "fewest chips: {$0.07, $1,000} first payout", "median_ms":
                 median_ms(modest_first_use, repeat=repeats(5), warmup=0), "note": "old: a table of every amount"})

    check_set = getattr(money, "chip_set_problem", None)
    if check_set is None:  # the old tree: no check, and the sets explode (22 s; out of memory)
        return rows
    for label, chip_set in (("{$3.33, $100,000}", _chips("3.33", "100000")),
                            ("{$0.07, $100,000}", _chips("0.07", "100000"))):
        def explosive() -> None:
            _forget_plans()
            for amount in ("100009.99", "123456.78", "99999999.99"):
                try:
                    chip_breakdown(Decimal(amount), chip_set)
                except ValueError:
                    pass
        rows.append({"name": f"fewest chips: {label}, plan + 3 payouts", "median_ms":
                     median_ms(explosive, repeat=repeats(7)), "note": "old: out of memory / 22 s (issue 20)"})
    hundreds = _chips(*(str(n) for n in range(1, 400)))
    worst = _chips(*(str(Decimal((n * n * 7919) % 9_999_991 + 1) / 100) for n in range(1, 21)))
    for label, chip_set in (("399 chips $1-$399 (refused)", hundreds), ("20 awkward chips (refused)", worst),
                            ("default set", DEFAULT_CHIPS)):
        def checked() -> None:
            _forget_plans()
            check_set(chip_set)
        rows.append({"name": f"chip set check: {label}", "median_ms": median_ms(checked, repeat=repeats(7)),
                     "note": "old: no check; 399 chips hung Payouts over 4 min"})
    return rows


def _reader_figures() -> list[dict[str, Any]]:
    money_q = Question.flash("payouts.blackjack.3to2", "Pay?", AnswerKind.MONEY, Decimal("52.50"), (), "", None)
    chips_q = Question.flash("payouts.blackjack.3to2", "Pay?", AnswerKind.MONEY, Decimal("52.50"), (), "", None,
                             chips_wanted=True)
    seat_q = Question.flash("stud.first_to_act.pair", "Who?", AnswerKind.SEAT, 3, (), "", None)

    def read(reader, text):
        def run() -> None:
            try:
                reader(text)
            except ValueError:
                pass
        return run
    rows: list[dict[str, Any]] = []
    cases = [
        ("money", parse_money, "52.50", "$1,250 1/2"),
        ("seat", parse_seat, "seat 3", "seat" + " " * 198 + "!"),
        ("chips", parse_chips, "2 green, 1 red, 1 pink", "2" + " " * 190 + "x green"),
    ]
    seat_page = "seat" + " " * SPACES + "!"  # the old seat pattern split this run of spaces every way
    rows.append({"name": "read seat: 'seat', the page's spaces, '!'", "median_ms":
                 median_ms(read(parse_seat, seat_page), repeat=repeats(3, 1), warmup=0), "note": ""})
    for name, reader, ordinary, field_worst in cases:
        rows.append({"name": f"read {name}: an ordinary answer", "median_ms":
                     median_ms(read(reader, ordinary), repeat=repeats(21)), "note": repr(ordinary)})
        rows.append({"name": f"read {name}: 200 characters, worst shape", "median_ms":
                     median_ms(read(reader, field_worst), repeat=repeats(21)), "note": "the most the field takes"})
        rows.append({"name": f"read {name}: the pasted page", "median_ms":
                     median_ms(read(reader, PASTED), repeat=repeats(3, 1), warmup=0),
                     "note": f"'5', {SPACES:,} spaces, 'x'"})
    for label, question in (("money", money_q), ("chips", chips_q), ("seat", seat_q)):
        rows.append({"name": f"check a {label} answer: the pasted page", "median_ms":
                     median_ms(lambda q=question: check(q, PASTED), repeat=repeats(3, 1), warmup=0),
                     "note": "what the window waited for"})
    rows.append({"name": "check a chips answer: 200 characters, worst shape", "median_ms":
                 median_ms(lambda: check(chips_q, FIELD_FULL), repeat=repeats(21)), "note": ""})
    return rows


def figures() -> list[dict[str, Any]]:
    rows = _chip_figures() + _reader_figures()
    for row in rows:
        row.setdefault("baseline", None)
        row.setdefault("baseline_ms", None)
        if quick():
            row["note"] = (row["note"] + " (quick)").strip()
    return rows


def main() -> None:
    print_figures(figures())


if __name__ == "__main__":
    main()
