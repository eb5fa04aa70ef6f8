"""Exact odds of the next coup from the cards left in the shoe.

Which hand wins depends only on the sequence of card points dealt (ten point classes,
0 to 9), never on the shoe; only the chance of each sequence does. So the outcome of
every possible sequence is worked out once (on first use) and grouped by the multiset
of points it uses: every ordering of the same points is equally likely when cards are
drawn without replacement. At query time the chance of one multiset {v: m_v} of k cards
from a shoe holding n_v of each point is  prod_v n_v (n_v - 1) ... (n_v - m_v + 1)
divided by N (N - 1) ... (N - k + 1). The multisets are kept as a tree (each one is its
parent plus one card), so each product costs one multiplication, done level by level
with C-level ``map`` and ``itemgetter``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from operator import itemgetter, mul

from dealertrainer.engine.baccarat.tableau import banker_draws_on_point
from dealertrainer.engine.shoe import Shoe, rank_counts

__all__ = ["exact_odds", "point_counts"]

_MAX_CARDS = 6  # a coup never uses more
_SLOTS = _MAX_CARDS  # g-table slots per point: n_v - r for r = 0..5


def point_counts(remaining: Shoe | Mapping[int, int]) -> list[int]:
    """Undealt cards counted by point 0..9 (tens and faces all count 0)."""
    ranks = rank_counts(remaining)
    counts = [0] * 10
    for rank, n in ranks.items():
        counts[rank % 10 if rank < 10 else 0] += n
    return counts


def _enumerate_sequences() -> dict[int, list[int]]:
    """Outcome counts of every point sequence, keyed by the multiset it uses.

    The key packs the multiset as sum of 8**v per card (no point appears more than six
    times). Values are [banker, player, tie] sequence counts.
    """
    table: dict[int, list[int]] = {}
    enc = [8**v for v in range(10)]

    def add(key: int, p: int, b: int) -> None:
        slot = table.get(key)
        if slot is None:
            slot = table[key] = [0, 0, 0]
        slot[0 if b > p else 1 if p > b else 2] += 1

    for p1 in range(10):
        for b1 in range(10):
            for p2 in range(10):
                for b2 in range(10):
                    key4 = enc[p1] + enc[b1] + enc[p2] + enc[b2]
                    p, b = (p1 + p2) % 10, (b1 + b2) % 10
                    if p >= 8 or b >= 8:
                        add(key4, p, b)
                        continue
                    if p >= 6:  # Player stands
                        if banker_draws_on_point(b, None):
                            for y in range(10):
                                add(key4 + enc[y], p, (b + y) % 10)
                        else:
                            add(key4, p, b)
                        continue
                    for x in range(10):
                        key5 = key4 + enc[x]
                        p3 = (p + x) % 10
                        if banker_draws_on_point(b, x):
                            for y in range(10):
                                add(key5 + enc[y], p3, (b + y) % 10)
                        else:
                            add(key5, p3, b)
    return table


def _decode(key: int) -> tuple[int, ...]:
    """The multiset as a sorted tuple of points."""
    out: list[int] = []
    for v in range(10):
        out += [v] * ((key >> (3 * v)) & 7)
    return tuple(out)


@dataclass(frozen=True)
class _Level:
    """All multisets of one size: how to build their chances from the level above."""

    parents: itemgetter  # picks each multiset's parent value from the previous level
    factors: itemgetter  # picks each multiset's new factor n_v - r from the g table
    banker: tuple[float, ...]  # sequences ending here that the Banker wins (0 if none)
    player: tuple[float, ...]  # sequences ending here that the Player wins
    leaves: bool  # true when any coup ends at this size (4, 5 or 6 cards)


@dataclass(frozen=True)
class _Plan:
    first: itemgetter
    levels: tuple[_Level, ...]  # sizes 2..6


@cache
def _plan() -> _Plan:
    """Build the multiset tree once, the first time odds are asked for."""
    table = _enumerate_sequences()
    by_size: dict[int, dict[tuple[int, ...], list[int]]] = {k: {} for k in range(4, 7)}
    for key, counts in table.items():
        ms = _decode(key)
        by_size[len(ms)][ms] = counts
    # Every prefix of a needed multiset (sorted) is a node of the tree.
    nodes: list[list[tuple[int, ...]]] = [[] for _ in range(_MAX_CARDS + 1)]
    needed: set[tuple[int, ...]] = set()
    for size in by_size.values():
        for ms in size:
            for k in range(1, len(ms) + 1):
                needed.add(ms[:k])
    for ms in needed:
        nodes[len(ms)].append(ms)
    for level in nodes:
        level.sort()
    index = [{ms: i for i, ms in enumerate(level)} for level in nodes]

    def factor_slot(ms: tuple[int, ...]) -> int:
        v = ms[-1]
        return v * _SLOTS + ms[:-1].count(v)

    first = itemgetter(*(factor_slot(ms) for ms in nodes[1]))
    levels = []
    for k in range(2, _MAX_CARDS + 1):
        ends = by_size.get(k, {})
        zero = (0, 0, 0)
        levels.append(
            _Level(
                itemgetter(*(index[k - 1][ms[:-1]] for ms in nodes[k])),
                itemgetter(*(factor_slot(ms) for ms in nodes[k])),
                tuple(float(ends.get(ms, zero)[0]) for ms in nodes[k]),
                tuple(float(ends.get(ms, zero)[1]) for ms in nodes[k]),
                bool(ends),
            )
        )
    return _Plan(first, tuple(levels))


def exact_odds(remaining: Shoe | Mapping[int, int]) -> dict[str, float]:
    """Exact chances that the next coup from ``remaining`` is won by banker, player or a tie.

    ``remaining`` is a Shoe (its undealt cards) or a mapping of rank 1..13 to count. The
    answer is a full composition-dependent enumeration of every way the coup can be dealt.
    """
    counts = point_counts(remaining)
    total = sum(counts)
    if total < _MAX_CARDS:
        raise ValueError(
            f"exact odds need at least {_MAX_CARDS} undealt cards (a coup can use six), "
            f"not {total}"
        )
    plan = _plan()
    # g[v * 6 + r] is the factor for drawing one more v when r of them are already out.
    g = [float(n - r) for n in counts for r in range(_SLOTS)]
    values = plan.first(g)
    banker = player = 0.0
    denominator = float(total)
    for k, level in enumerate(plan.levels, start=2):
        values = list(map(mul, level.parents(values), level.factors(g)))
        denominator *= total - k + 1
        if level.leaves:
            banker += sum(map(mul, values, level.banker)) / denominator
            player += sum(map(mul, values, level.player)) / denominator
    # Every sequence ends in exactly one of the three results, so the chances sum to one.
    return {"banker": banker, "player": player, "tie": 1.0 - banker - player}
