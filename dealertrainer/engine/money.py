"""Money and chips. Money is always ``Decimal`` in dollars and cents, never float."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_CEILING, ROUND_HALF_UP, Decimal, InvalidOperation
from functools import lru_cache
import math

__all__ = [
    "CENT",
    "DEFAULT_CHIPS",
    "Chip",
    "UnmakeableAmount",
    "chip_breakdown",
    "chip_total",
    "format_money",
    "money",
    "round_up_to",
]

CENT = Decimal("0.01")


def money(value: Decimal | int | str) -> Decimal:
    """An amount of money as ``Decimal`` to the cent. Floats are refused: they are not exact."""
    if isinstance(value, bool) or isinstance(value, float):
        raise TypeError(f"money must be Decimal, int or str, not {type(value).__name__}")
    try:
        amount = Decimal(value)
    except (InvalidOperation, TypeError, ValueError):
        raise ValueError(f"{value!r} is not an amount of money") from None
    if not amount.is_finite():
        raise ValueError(f"{value!r} is not an amount of money")
    if amount != amount.quantize(CENT):
        raise ValueError(f"{value!r} has fractions of a cent")
    return amount.quantize(CENT)


def format_money(amount: Decimal | int) -> str:
    """How an amount is shown: "$30", "$52.50", "$1,250", "-$5"."""
    amount = Decimal(amount).quantize(CENT, rounding=ROUND_HALF_UP)
    sign = "-" if amount < 0 else ""
    amount = abs(amount)
    if amount == amount.to_integral_value():
        return f"{sign}${int(amount):,}"
    return f"{sign}${amount:,.2f}"


def round_up_to(amount: Decimal, step: Decimal) -> Decimal:
    """Round up to the next multiple of ``step`` (a commission box uses $0.25)."""
    return ((amount / step).to_integral_value(rounding=ROUND_CEILING) * step).quantize(CENT)


@dataclass(frozen=True, order=True)
class Chip:
    """A chip denomination and the colour a dealer calls it by."""

    value: Decimal
    colour: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "value", money(self.value))
        if self.value <= 0:
            raise ValueError(f"a chip is worth more than nothing, not {self.value}")


DEFAULT_CHIPS: tuple[Chip, ...] = (
    Chip(Decimal("1"), "white"),
    Chip(Decimal("2.50"), "pink"),
    Chip(Decimal("5"), "red"),
    Chip(Decimal("25"), "green"),
    Chip(Decimal("100"), "black"),
    Chip(Decimal("500"), "purple"),
    Chip(Decimal("1000"), "orange"),
)


class UnmakeableAmount(ValueError):
    """No combination of the chip set makes this amount."""


def chip_total(chips: Mapping[Chip, int]) -> Decimal:
    return sum((chip.value * count for chip, count in chips.items()), Decimal("0.00"))


def chip_breakdown(amount: Decimal | int | str, chips: Iterable[Chip] = DEFAULT_CHIPS) -> dict[Chip, int]:
    """The fewest chips that make ``amount``, largest first, as a dealer sizes a payout.

    Raises ``UnmakeableAmount`` if no combination makes it (for example $0.75 with a
    smallest chip of $1): the amount is reported, never rounded silently.
    """
    amount = money(amount)
    if amount < 0:
        raise ValueError(f"cannot pay a negative amount in chips: {format_money(amount)}")
    chip_list = tuple(sorted(set(chips), reverse=True))
    if not chip_list:
        raise ValueError("the chip set is empty")
    cents = int(amount * 100)
    counts = _fewest(cents, tuple(int(c.value * 100) for c in chip_list))
    if counts is None:
        raise UnmakeableAmount(
            f"{format_money(amount)} cannot be made from chips of "
            + ", ".join(format_money(c.value) for c in reversed(chip_list))
        )
    return {chip: n for chip, n in zip(chip_list, counts, strict=True) if n}


def _fewest(cents: int, values: Sequence[int]) -> tuple[int, ...] | None:
    """Fewest chips for ``cents``, one count per denomination (largest first), or None.

    Greedy is not enough (with $2.50 chips, $3 is three whites, not a pink and change).
    Exact and fast: in a fewest-chips answer each smaller chip appears fewer than
    ``L / gcd(chip, L)`` times (that many would trade for fewer of the largest chip ``L``),
    so everything above that bound is paid in the largest chip and a small table, built
    once per chip set, settles the rest.
    """
    table = _fewest_table(tuple(values))
    if cents % table.unit:
        return None
    units = cents // table.unit
    largest = table.units[0]
    bulk = -(-(units - table.bound) // largest) if units > table.bound else 0
    rest = units - bulk * largest
    if table.best[rest] < 0:
        return None
    counts = [0] * len(values)
    counts[0] = bulk
    while rest:
        index = table.last[rest]
        counts[index] += 1
        rest -= table.units[index]
    return tuple(counts)


@dataclass(frozen=True)
class _Table:
    unit: int
    units: tuple[int, ...]
    bound: int
    best: list[int]
    last: list[int]


@lru_cache(maxsize=16)
def _fewest_table(values: tuple[int, ...]) -> _Table:
    unit = math.gcd(*values)
    units = tuple(v // unit for v in values)
    largest = units[0]
    bound = sum((largest // math.gcd(u, largest) - 1) * u for u in units[1:])
    size = bound + largest
    best = [0] + [-1] * size
    last = [-1] * (size + 1)
    for amount in range(1, size + 1):
        for index, u in enumerate(units):
            if u <= amount and best[amount - u] >= 0:
                count = best[amount - u] + 1
                if best[amount] < 0 or count < best[amount]:
                    best[amount] = count
                    last[amount] = index
    return _Table(unit, units, bound, best, last)
