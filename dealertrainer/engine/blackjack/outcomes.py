"""Where the dealer's hand finishes: exact probabilities for an upcard and the cards left.

The dealer has no choices, so the chance of each final total follows from the undealt
cards alone. We count cards by point value (ten classes: ace, two ... nine, ten-valued) and
walk the dealer's draws without replacement. The walk is memoised on the *dealer's
cards as a multiset*: with the undealt composition fixed, that multiset decides the
total, the softness and what is left in the shoe, so draws in a different order
(5 then 2, or 2 then 5) share the work, and so do the ten upcards of one table.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping
from typing import Union

from dealertrainer.engine.blackjack.hands import card_points
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.cards import Card, Rank
from dealertrainer.engine.shoe import Shoe, rank_counts

__all__ = ["OUTCOME_KEYS", "dealer_outcome_table", "dealer_outcomes", "point_counts"]

OUTCOME_KEYS: tuple[int | str, ...] = (17, 18, 19, 20, 21, "blackjack", "bust")
Remaining = Union[Shoe, Mapping[int, int]]

_SHIFT = 4  # bits per point class in a multiset key; no dealer hand holds 16 of a kind
_WEIGHT = tuple(1 << (_SHIFT * c) for c in range(10))
_STAND = tuple(tuple(1.0 if i == t - 17 else 0.0 for i in range(6)) for t in range(17, 22))
_BUST = (0.0, 0.0, 0.0, 0.0, 0.0, 1.0)
_CACHE_SIZE = 8


def point_counts(remaining: Remaining) -> list[int]:
    """Undealt cards by point class: index 0 aces, 1..8 twos to nines, 9 ten-valued cards."""
    by_rank = rank_counts(remaining)
    counts = [by_rank[r] for r in range(1, 10)]
    counts.append(by_rank[10] + by_rank[11] + by_rank[12] + by_rank[13])
    return counts


class _DealerWalk:
    """The memoised walk of the dealer's draws for one undealt composition and one rule."""

    def __init__(self, full: tuple[int, ...], hits_soft_17: bool) -> None:
        self.full = full
        self.total_cards = sum(full)
        self.h17 = hits_soft_17
        self.memo: dict[int, tuple[float, ...]] = {}

    def row(self, up: int) -> dict[int | str, float]:
        """Outcomes with upcard ``up`` (points 1..10) taken out of the composition."""
        c_up = up - 1
        full = self.full
        if full[c_up] <= 0:
            raise ValueError("the upcard is not among the cards counted")
        left = self.total_cards - 1
        if left <= 0:
            raise ValueError("no card is left for the dealer's hole card")
        key0 = _WEIGHT[c_up]
        acc = [0.0] * 6
        blackjack = 0.0
        for c in range(10):
            r = full[c] - (1 if c == c_up else 0)
            if not r:
                continue
            p = r / left
            hole = c + 1
            if (up == 1 and hole == 10) or (up == 10 and hole == 1):
                blackjack += p
                continue
            v = self._finish(key0 + _WEIGHT[c], up + hole, up == 1 or hole == 1, 2)
            for i in range(6):
                acc[i] += p * v[i]
        out: dict[int | str, float] = {t: acc[t - 17] for t in range(17, 22)}
        out["blackjack"] = blackjack
        out["bust"] = acc[5]
        return out

    def _finish(self, key: int, hard: int, ace: bool, n: int) -> tuple[float, ...]:
        """Final-total distribution (17..21, bust) from a dealer hand given as a multiset key."""
        total = hard + 10 if ace and hard <= 11 else hard
        if total > 21:
            return _BUST
        if total > 17 or (total == 17 and not (self.h17 and ace and hard == 7)):
            return _STAND[total - 17]
        memo = self.memo
        got = memo.get(key)
        if got is not None:
            return got
        left = self.total_cards - n
        if left <= 0:
            raise ValueError(
                f"the cards run out while the dealer must still draw (dealer on {total}): "
                "give a composition with enough cards to finish every dealer hand"
            )
        inv = 1.0 / left
        full = self.full
        h17 = self.h17
        a0 = a1 = a2 = a3 = a4 = a5 = 0.0
        for c in range(10):
            r = full[c] - ((key >> (_SHIFT * c)) & 15)
            if not r:
                continue
            p = r * inv
            h = hard + c + 1
            a = ace or c == 0
            t = h + 10 if a and h <= 11 else h
            if t > 21:
                a5 += p
            elif t > 17 or (t == 17 and not (h17 and a and h == 7)):
                if t == 17:
                    a0 += p
                elif t == 18:
                    a1 += p
                elif t == 19:
                    a2 += p
                elif t == 20:
                    a3 += p
                else:
                    a4 += p
            else:
                v = self._finish(key + _WEIGHT[c], h, a, n + 1)
                a0 += p * v[0]
                a1 += p * v[1]
                a2 += p * v[2]
                a3 += p * v[3]
                a4 += p * v[4]
                a5 += p * v[5]
        got = (a0, a1, a2, a3, a4, a5)
        memo[key] = got
        return got


_WALKS: OrderedDict[tuple[tuple[int, ...], bool], _DealerWalk] = OrderedDict()


def _walk(full: list[int], hits_soft_17: bool) -> _DealerWalk:
    key = (tuple(full), hits_soft_17)
    walk = _WALKS.get(key)
    if walk is None:
        walk = _WALKS[key] = _DealerWalk(key[0], hits_soft_17)
        while len(_WALKS) > _CACHE_SIZE:
            _WALKS.popitem(last=False)
    else:
        _WALKS.move_to_end(key)
    return walk


def clear_cache() -> None:
    """Forget memoised walks (benchmarks use this to time a cold table)."""
    _WALKS.clear()


def _upcard_points(upcard: Card | Rank | int) -> int:
    try:
        return card_points(upcard)
    except ValueError:
        raise ValueError(
            f"upcard {upcard!r} is not a card: give a Card, a Rank or a rank 1..13"
        ) from None


def dealer_outcomes(
    upcard: Card | Rank | int, remaining: Remaining, rules: BlackjackRules | None = None
) -> dict[int | str, float]:
    """Exact chances of the dealer finishing on 17, 18, 19, 20, 21, blackjack or bust.

    ``remaining`` is the undealt cards (a ``Shoe`` or a rank->count mapping) without the
    upcard; the hole card comes from them. Figures are before the peek, so an ace or a ten
    up carries its chance of blackjack. ``upcard`` is a Card, a Rank or a rank 1..13.
    """
    up = _upcard_points(upcard)
    full = point_counts(remaining)
    full[up - 1] += 1
    hits_soft_17 = (rules or BlackjackRules()).dealer_hits_soft_17
    return _walk(full, hits_soft_17).row(up)


def dealer_outcome_table(
    remaining: Remaining, rules: BlackjackRules | None = None
) -> dict[int, dict[int | str, float]]:
    """The outcome row for every upcard that could come out of ``remaining``.

    Row ``u`` (points 1..10, 1 = ace, 10 = any ten-valued card) is ``dealer_outcomes`` with
    that upcard drawn from these cards. All rows share one memoised walk.
    """
    full = point_counts(remaining)
    hits_soft_17 = (rules or BlackjackRules()).dealer_hits_soft_17
    walk = _walk(full, hits_soft_17)
    return {c + 1: walk.row(c + 1) for c in range(10) if full[c] > 0}
