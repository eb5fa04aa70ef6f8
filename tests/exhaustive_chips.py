"""The fewest chips by exhaustion, for checking the search: every amount up to the one asked,
every chip tried at each (slow, obviously right; small amounts only)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache


def _table(values: tuple[int, ...], top: int) -> tuple[int | None, ...]:
    """The fewest chips of ``values`` for every amount 0..``top`` (None: no chips make it)."""
    best: list[int | None] = [0] + [None] * top
    for amount in range(1, top + 1):
        options = [best[amount - v] for v in values if v <= amount and best[amount - v] is not None]
        best[amount] = min(options) + 1 if options else None  # type: ignore[operator]
    return tuple(best)


def fewest_by_exhaustion(amount: int, values: Sequence[int]) -> int | None:
    """The fewest chips of ``values`` that make ``amount`` (all in the same unit), or None."""
    return _table(tuple(values), amount)[amount]


#: The fewest chips of ``values`` for every amount 0..``top`` (None: no chips make it), kept.
fewest_table = cache(_table)
