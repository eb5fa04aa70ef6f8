"""Exact odds of the next coup from the cards left in the shoe.

Which hand wins depends only on the sequence of card points dealt (ten point classes,
0 to 9), never on the shoe; only the chance of each sequence does. So the outcome of
every possible sequence is worked out once (on first use) and grouped by the multiset
of points it uses: every ordering of the same points is equally likely when cards are
drawn without replacement. At query time the chance of one multiset {v: m_v} of k cards
from a shoe holding n_v of each point is  prod_v n_v (n_v - 1) ... (n_v - m_v + 1)
divided by N (N - 1) ... (N - k + 1). The multisets are kept as a tree (each one is its
parent plus one card), so each product costs one multiplication, done level by level
with C-level ``map`` and ``itemgetter``. The six-card level is never listed: its
multisets are grouped by their last factor and summed straight from their parents.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from operator import itemgetter, mul

from dealertrainer.engine.baccarat.tableau import banker_draws_on_point
from dealertrainer.engine.shoe import Shoe, rank_counts
from dealertrainer.language import _

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


Picker = Callable[[Sequence[float]], tuple[float, ...]]


def _pick(indices: list[int]) -> Picker:
    """``itemgetter`` that always returns a tuple (itemgetter of one index returns the item)."""
    if len(indices) == 1:
        only = indices[0]
        return lambda values: (values[only],)
    return itemgetter(*indices)


@dataclass(frozen=True)
class _Level:
    """All multisets of one size: how to build their chances from the level above."""

    parents: itemgetter  # picks each multiset's parent value from the previous level
    factors: itemgetter  # picks each multiset's new factor n_v - r from the g table
    banker: tuple[float, ...]  # sequences ending here that the Banker wins (0 if none)
    player: tuple[float, ...]  # sequences ending here that the Player wins
    leaves: bool  # true when any coup ends at this size (4 or 5 cards)


@dataclass(frozen=True)
class _LastLevel:
    """The six-card coups, summed without building their chances one by one.

    A six-card multiset's chance is its parent's times the factor n_v - r for the value v
    it adds, r being how many v the parent already holds. Grouped by that factor, the
    level's banker total is sum over factors of factor * (parents' chances . banker
    counts): one pick and two multiply-adds per multiset, and no list of the level.
    """

    # (g slot of the factor, picks the parents of multisets using it, banker counts, player counts)
    by_factor: tuple[tuple[int, Picker, tuple[float, ...], tuple[float, ...]], ...]


@dataclass(frozen=True)
class _Plan:
    first: itemgetter
    levels: tuple[_Level, ...]  # sizes 2..5
    last: _LastLevel  # size 6


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

    def outcome(ms: tuple[int, ...]) -> tuple[float, float]:
        banker, player, _ = by_size.get(len(ms), {}).get(ms, (0, 0, 0))
        return float(banker), float(player)

    first = itemgetter(*(factor_slot(ms) for ms in nodes[1]))
    levels = []
    for k in range(2, _MAX_CARDS):
        levels.append(
            _Level(
                itemgetter(*(index[k - 1][ms[:-1]] for ms in nodes[k])),
                itemgetter(*(factor_slot(ms) for ms in nodes[k])),
                tuple(outcome(ms)[0] for ms in nodes[k]),
                tuple(outcome(ms)[1] for ms in nodes[k]),
                bool(by_size.get(k)),
            )
        )
    groups: dict[int, tuple[list[int], list[float], list[float]]] = {}
    for ms in nodes[_MAX_CARDS]:
        b, p = outcome(ms)
        if b or p:
            parents, banker, player = groups.setdefault(factor_slot(ms), ([], [], []))
            parents.append(index[_MAX_CARDS - 1][ms[:-1]])
            banker.append(b)
            player.append(p)
    last = _LastLevel(
        tuple((slot, _pick(parents), tuple(banker), tuple(player)) for slot, (parents, banker, player) in sorted(groups.items()))
    )
    return _Plan(first, tuple(levels), last)


def exact_odds(remaining: Shoe | Mapping[int, int]) -> dict[str, float]:
    """Exact chances that the next coup from ``remaining`` is won by banker, player or a tie.

    ``remaining`` is a Shoe (its undealt cards) or a mapping of rank 1..13 to count. The
    answer is a full composition-dependent enumeration of every way the coup can be dealt.
    """
    counts = point_counts(remaining)
    total = sum(counts)
    if total < _MAX_CARDS:
        raise ValueError(  # shown in the shoe panel in place of the odds
            _("exact odds need at least {cards} undealt cards (a coup can use six), not {left}").format(
                cards=_MAX_CARDS, left=total)
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
    six_banker = six_player = 0.0
    for slot, parents, banker_counts, player_counts in plan.last.by_factor:
        factor = g[slot]
        if factor:
            picked = parents(values)
            six_banker += factor * sum(map(mul, picked, banker_counts))
            six_player += factor * sum(map(mul, picked, player_counts))
    denominator *= total - _MAX_CARDS + 1
    banker += six_banker / denominator
    player += six_player / denominator
    # Every sequence ends in exactly one of the three results, so the chances sum to one.
    return {"banker": banker, "player": player, "tie": 1.0 - banker - player}
