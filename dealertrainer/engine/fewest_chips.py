"""The fewest chips for an amount, worked out in bounded time, and the chip sets that allow it.

Chip values here are whole numbers of cents, largest first. A casino's chips go up in a
ladder where each chip is a whole number of the one below ($5, $25, $100, $500): on a ladder,
paying from the top down (greedily) takes the fewest chips. Where a set is not one ladder
($1 beside $2.50; $10,000 beside $25,000) it is cut in two, the larger chips and the smaller:

- in a fewest-chips payout each smaller chip appears fewer than ``c / gcd(chip, c)`` times
  for every larger chip ``c`` (that many would trade for fewer chips ``c``), so the smaller
  chips pay at most ``bound`` of any amount;
- the larger chips pay the rest, a whole number of their common divisor ``g``;
- so the fewest chips are the best of at most ``bound // g + 1`` ways to share the amount,
  each part worked out the same way (a ladder, a cut, or for the smaller chips a small table
  of every amount up to ``bound``).

Exact for every chip set. The cheapest way to cut a set is chosen, and its cost (table cells
built once, steps per payout) is known before anything is built: a set whose cost passes
``MAX_TABLE`` or ``MAX_STEPS`` is refused (``plan_problem``), so a payout is never a search
that explodes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

__all__ = ["MAX_CHIPS", "MAX_PLANS", "MAX_STEPS", "MAX_TABLE", "ChipPlan", "Refusal", "plan_for", "plan_problem"]

MAX_CHIPS = 20  # denominations in one set: a casino uses 7 to 12
MAX_TABLE = 200_000  # table cells built for one set (about a tenth of a second, once)
MAX_STEPS = 5_000  # ways to share an amount tried, times the chips looked at, for one payout
MAX_PLANS = 500  # parts of a set weighed while choosing how to cut it (a casino set: under 30)


@dataclass(frozen=True)
class _Recipe:
    """How one set of chips is paid: a ``ladder``, a ``table`` of amounts up to ``limit``, or a
    ``cut`` into the larger chips ``values[:at]`` and the smaller, with what each part costs."""

    kind: str  # "ladder", "table" or "cut"
    values: tuple[int, ...]
    limit: int | None  # the largest amount this part is asked for (None: any)
    build: int  # table cells built
    steps: int  # work for one amount
    at: int = 0  # cut: where the smaller chips start
    larger: _Recipe | None = None
    smaller: _Recipe | None = None


class _Planner:
    """Finds the cheapest affordable recipe for one chip set, trying only cuts where the ladder
    breaks (a chip that is not a whole number of the next below), within ``MAX_PLANS`` parts
    weighed, so that even refusing a set takes bounded work."""

    def __init__(self, values: tuple[int, ...]) -> None:
        self.values = values
        n = len(values)
        # trade[lo][i]: fewer than this many chips i are ever paid, when chips lo..i-1 are on hand
        self.trade = [[0] * n for _ in range(n)]
        for lo in range(n):
            for i in range(lo + 1, n):
                self.trade[lo][i] = min(values[j] // math.gcd(values[i], values[j]) for j in range(lo, i))
        self.memo: dict[tuple[int, int, int | None], list[_Recipe]] = {}
        self.weighed = 0

    def recipe(self) -> _Recipe | None:
        """The cheapest affordable way to pay any amount from the whole set, or None."""
        return min(self.recipes(0, len(self.values), None), key=_cost, default=None)

    def recipes(self, lo: int, hi: int, limit: int | None) -> list[_Recipe]:
        """The affordable ways to pay amounts up to ``limit`` from chips ``lo..hi-1`` worth
        keeping: the fewest steps, the fewest cells, the cheapest overall."""
        key = (lo, hi, limit)
        if key not in self.memo:
            if self.weighed == MAX_PLANS:  # given up: the set is refused
                return []
            self.weighed += 1
            self.memo[key] = self._weigh(lo, hi, limit)
        return self.memo[key]

    def _weigh(self, lo: int, hi: int, limit: int | None) -> list[_Recipe]:
        values = self.values[lo:hi]
        breaks = [at for at in range(1, len(values)) if values[at - 1] % values[at]]
        if not breaks:
            return [_Recipe("ladder", values, limit, 0, len(values))]
        options: list[_Recipe] = []
        if limit is not None:
            cells = (limit // math.gcd(*values) + 1) * len(values)
            options.append(_Recipe("table", values, limit, cells, len(values)))
        for at in breaks:
            below = sum((self.trade[lo][lo + i] - 1) * values[i] for i in range(at, len(values)))
            shares = (below if limit is None else min(below, limit)) // math.gcd(*values[:at]) + 1
            for larger in self.recipes(lo, lo + at, limit):
                for smaller in self.recipes(lo + at, hi, below if limit is None else min(below, limit)):
                    options.append(_Recipe("cut", values, limit, larger.build + smaller.build,
                                           1 + shares * (larger.steps + smaller.steps), at, larger, smaller))
        affordable = [r for r in options if r.build <= MAX_TABLE and r.steps <= MAX_STEPS]
        if not affordable:
            return []
        kept = [min(affordable, key=lambda r: (r.steps, r.build)), min(affordable, key=lambda r: (r.build, r.steps)),
                min(affordable, key=_cost)]
        return list(dict.fromkeys(kept))


def _cost(recipe: _Recipe) -> tuple[int, str]:
    """What a recipe costs in all: cells built once, and steps for every payout after."""
    return recipe.build + 20 * recipe.steps, recipe.kind


@lru_cache(maxsize=64)
def _recipe(values: tuple[int, ...]) -> _Recipe | None:
    if not values or len(values) > MAX_CHIPS:
        return None
    return _Planner(values).recipe()


@dataclass(frozen=True)
class Refusal:
    """Why a chip set (cents) is refused: too many chips, or a ``larger`` chip that is not a
    whole number of the ``smaller`` one next below it, which leaves too much to search."""

    chips: int
    larger: int = 0
    smaller: int = 0


def plan_problem(values: tuple[int, ...]) -> Refusal | None:
    """Why the fewest chips of this set (cents, largest first) cannot be worked out in
    bounded time; None if they can. Nothing is built."""
    if not values or len(values) > MAX_CHIPS:
        return Refusal(len(values))
    if _recipe(values) is not None:
        return None
    top = next(i for i in range(len(values) - 1) if values[i] % values[i + 1])
    return Refusal(len(values), values[top], values[top + 1])


class ChipPlan:
    """The fewest chips of one set, worked out by its recipe: ``fewest(cents)`` gives one
    count per chip, largest first, or None when no chips make the amount."""

    def __init__(self, recipe: _Recipe) -> None:
        self.recipe = recipe
        self._larger = ChipPlan(recipe.larger) if recipe.larger is not None else None
        self._smaller = ChipPlan(recipe.smaller) if recipe.smaller is not None else None
        self._best: list[int] = []
        self._last: list[int] = []
        if recipe.kind == "table":
            self._fill_table()

    @property
    def cells(self) -> int:
        """Table cells this plan built (its parts' too)."""
        own = len(self._best) * len(self.recipe.values)
        return own + sum(part.cells for part in (self._larger, self._smaller) if part is not None)

    def fewest(self, cents: int) -> tuple[int, ...] | None:
        recipe = self.recipe
        if cents < 0 or (recipe.limit is not None and cents > recipe.limit):
            return None
        if recipe.kind == "ladder":
            return self._ladder(cents)
        if recipe.kind == "table":
            return self._from_table(cents)
        return self._cut(cents)

    def _ladder(self, cents: int) -> tuple[int, ...] | None:
        counts = []
        for chip in self.recipe.values:
            count, cents = divmod(cents, chip)
            counts.append(count)
        return tuple(counts) if cents == 0 else None

    def _cut(self, cents: int) -> tuple[int, ...] | None:
        assert self._larger is not None and self._smaller is not None
        step = math.gcd(*self.recipe.values[: self.recipe.at])
        most = min(cents, self._smaller.recipe.limit or 0)
        best: tuple[int, ...] | None = None
        for paid_below in range(cents % step, most + 1, step):
            below = self._smaller.fewest(paid_below)
            if below is None:
                continue
            above = self._larger.fewest(cents - paid_below)
            if above is not None and (best is None or sum(above) + sum(below) < sum(best)):
                best = above + below
        return best

    def _fill_table(self) -> None:
        values, limit = self.recipe.values, self.recipe.limit or 0
        unit = math.gcd(*values)
        units = [v // unit for v in values]
        size = limit // unit
        best = [0] + [-1] * size
        last = [-1] * (size + 1)
        for amount in range(1, size + 1):
            for index, chip in enumerate(units):
                if chip <= amount and best[amount - chip] >= 0:
                    count = best[amount - chip] + 1
                    if best[amount] < 0 or count < best[amount]:
                        best[amount] = count
                        last[amount] = index
        self._best, self._last = best, last

    def _from_table(self, cents: int) -> tuple[int, ...] | None:
        values = self.recipe.values
        unit = math.gcd(*values)
        if cents % unit or self._best[cents // unit] < 0:
            return None
        amount = cents // unit
        counts = [0] * len(values)
        while amount:
            index = self._last[amount]
            counts[index] += 1
            amount -= values[index] // unit
        return tuple(counts)


@lru_cache(maxsize=16)
def plan_for(values: tuple[int, ...]) -> ChipPlan:
    """The plan for a chip set (cents, largest first) that ``plan_problem`` accepts."""
    recipe = _recipe(values)
    if recipe is None:
        raise ValueError("this chip set is refused: check it with plan_problem first")
    return ChipPlan(recipe)
