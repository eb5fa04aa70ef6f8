"""Money and chips. Money is always ``Decimal`` in dollars and cents, never float."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, Decimal, InvalidOperation
from enum import Enum

from dealertrainer.engine.fewest_chips import MAX_CHIPS, plan_for, plan_problem

__all__ = [
    "CENT",
    "DEFAULT_CHIPS",
    "Chip",
    "ChipSetRefused",
    "UnmakeableAmount",
    "chip_breakdown",
    "chip_set_problem",
    "chip_total",
    "Rounding",
    "format_money",
    "money",
    "payable",
    "round_down_to",
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


def round_down_to(amount: Decimal, step: Decimal) -> Decimal:
    """Round down to a multiple of ``step`` (a 6:5 payout of $44.40 to the $1 is $44)."""
    return ((amount / step).to_integral_value(rounding=ROUND_FLOOR) * step).quantize(CENT)


class Rounding(str, Enum):
    """How a house rounds an awkward payout: to the cent (exact), or to the quarter, the half
    dollar or the dollar, always in the house's favour (a payout down, a commission up)."""

    EXACT = "exact"
    QUARTER = "0.25"
    HALF = "0.50"
    DOLLAR = "1"

    @property
    def step(self) -> Decimal:
        return CENT if self is Rounding.EXACT else Decimal(self.value)

    @property
    def in_words(self) -> str:
        """ "to the cent", "to the $0.50", "to the $1"."""
        return "to the cent" if self is Rounding.EXACT else f"to the ${self.value}"

    def down(self, amount: Decimal) -> Decimal:
        return round_down_to(amount, self.step)

    def up(self, amount: Decimal) -> Decimal:
        return round_up_to(amount, self.step)


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


class ChipSetRefused(ValueError):
    """A chip set whose fewest chips would take a long search (see ``chip_set_problem``)."""


def chip_total(chips: Mapping[Chip, int]) -> Decimal:
    return sum((chip.value * count for chip, count in chips.items()), Decimal("0.00"))


def chip_set_problem(chips: Iterable[Chip]) -> str | None:
    """Why a chip set cannot be used for payouts, in a user's words; None if it can.

    The fewest chips for a payout must be found at once (a casino's set always allows it:
    see ``fewest_chips``); a set that would make that a long search is refused here, before
    it is saved or used."""
    values = _cents(chips)
    refusal = plan_problem(values)
    if refusal is None:
        return None
    if not values:
        return "the chip set is empty"
    if refusal.larger == 0:
        return f"a chip set holds at most {MAX_CHIPS} kinds of chip, not {refusal.chips}"
    larger, smaller = format_money(Decimal(refusal.larger) / 100), format_money(Decimal(refusal.smaller) / 100)
    # "chips" is also a settings field's name, which the Settings form would turn into its title
    return (f"{larger} is not a whole number of {smaller} pieces, which makes the fewest-chip payouts too long "
            "to work out: let each chip be worth a whole number of the next smaller one (as $1, $5, $25, $100), "
            "with at most a few such as $2.50 between them")


def chip_breakdown(amount: Decimal | int | str, chips: Iterable[Chip] = DEFAULT_CHIPS) -> dict[Chip, int]:
    """The fewest chips that make ``amount``, largest first, as a dealer sizes a payout.

    Raises ``UnmakeableAmount`` if no combination makes it (for example $0.75 with a
    smallest chip of $1): the amount is reported, never rounded silently; ``ChipSetRefused``
    for a set ``chip_set_problem`` refuses.
    """
    amount = money(amount)
    if amount < 0:
        raise ValueError(f"cannot pay a negative amount in chips: {format_money(amount)}")
    chip_list = tuple(sorted(set(chips), reverse=True))
    if not chip_list:
        raise ValueError("the chip set is empty")
    values = _cents(chip_list)
    if plan_problem(values) is not None:
        raise ChipSetRefused(chip_set_problem(chip_list))
    counts = plan_for(values).fewest(int(amount * 100))
    if counts is None:
        raise UnmakeableAmount(
            f"{format_money(amount)} cannot be made from chips of "
            + ", ".join(format_money(c.value) for c in reversed(chip_list))
        )
    return {chip: n for chip, n in zip(chip_list, counts, strict=True) if n}


def payable(amount: Decimal | int | str, chips: Iterable[Chip] = DEFAULT_CHIPS) -> bool:
    """True when ``amount`` (more than nothing) can be paid in chips of ``chips``."""
    try:
        chip_breakdown(amount, chips)
    except (UnmakeableAmount, ChipSetRefused):
        return False
    return money(amount) > 0


def _cents(chips: Iterable[Chip]) -> tuple[int, ...]:
    """Chip values in cents, largest first, each once."""
    return tuple(sorted({int(chip.value * 100) for chip in chips}, reverse=True))
