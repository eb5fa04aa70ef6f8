"""Chips in stacks, as a dealer reads and cuts them.

A house stacks each colour in a standard size (a house setting): whites ($1) and reds ($5) in
fives, greens ($25) in fours, blacks ($100) in fives, purples ($500) in fours, any other chip in
fives; a full stack is 20 chips. A dealer reads a pile by its stacks (a full stack of reds is
$100, a stack of five $25) and cuts chips from a stack in those units.

A pile is a tuple of ``Stack`` values, each one colour and a number of chips, the way they stand
on the layout: full stacks, standard stacks, and the loose chips left over.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal

from dealertrainer.engine.money import Chip, format_money
from dealertrainer.language import _

__all__ = [
    "FULL_STACK",
    "STANDARD_STACKS",
    "Stack",
    "StackSizes",
    "cut_in_words",
    "pile_in_words",
    "pile_value",
    "stack_up",
    "standard_stack",
]

#: A full stack, as most houses rack and count it.
FULL_STACK = 20
#: The common standard stack sizes by chip value (any other chip: five).
STANDARD_STACKS: dict[Decimal, int] = {
    Decimal("1"): 5, Decimal("5"): 5, Decimal("25"): 4, Decimal("100"): 5, Decimal("500"): 4,
}


def standard_stack(value: Decimal) -> int:
    """The common stack size of a chip worth ``value``: greens and purples in fours, others in fives."""
    return STANDARD_STACKS.get(Decimal(value), 5)


@dataclass(frozen=True)
class StackSizes:
    """The house's stack sizes: chips per standard stack by chip value, and a full stack."""

    by_value: tuple[tuple[Decimal, int], ...] = ()
    full: int = FULL_STACK

    def of(self, chip: Chip) -> int:
        """Chips in a standard stack of ``chip`` (the common size where the house names none)."""
        return dict(self.by_value).get(chip.value, standard_stack(chip.value))

    @classmethod
    def standard(cls) -> StackSizes:
        return cls()

    @classmethod
    def of_sizes(cls, sizes: Mapping[Decimal, int], full: int = FULL_STACK) -> StackSizes:
        return cls(tuple(sorted((Decimal(v), int(n)) for v, n in sizes.items())), full)


@dataclass(frozen=True, order=True)
class Stack:
    """Chips of one colour standing together."""

    chip: Chip
    count: int

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError(_("a stack holds one chip or more, not {count}").format(count=self.count))

    @property
    def value(self) -> Decimal:
        return self.chip.value * self.count


def pile_value(pile: Iterable[Stack]) -> Decimal:
    """What a pile of stacks is worth."""
    return sum((stack.value for stack in pile), Decimal("0.00"))


def stack_up(chip: Chip, count: int, sizes: StackSizes = StackSizes()) -> tuple[Stack, ...]:
    """``count`` chips of one colour as a dealer stands them: full stacks, then standard stacks,
    then the loose chips."""
    full, rest = divmod(count, sizes.full)
    standard, loose = divmod(rest, sizes.of(chip))
    return (*(Stack(chip, sizes.full) for _full in range(full)), *(Stack(chip, sizes.of(chip)) for _std in range(standard)),
            *((Stack(chip, loose),) if loose else ()))


def _cut(chip: Chip, count: int, sizes: StackSizes) -> list[int]:
    """The stacks ``count`` chips stand in: full stacks, standard stacks, the loose chips."""
    return [stack.count for stack in stack_up(chip, count, sizes)]


def cut_in_words(chip: Chip, count: int, sizes: StackSizes = StackSizes()) -> str:
    """How ``count`` chips of one colour are cut and read: "13 reds (5 + 5 + 3) $65"."""
    cut = _cut(chip, count, sizes)
    amount = format_money(chip.value * count)
    if len(cut) > 1:
        return _("{chips} ({stacks}) {amount}").format(chips=chip.count_words(count), stacks=" + ".join(map(str, cut)),
                                                     amount=amount)
    return _("{chips} {amount}").format(chips=chip.count_words(count), amount=amount)


def pile_in_words(pile: Iterable[Stack], sizes: StackSizes = StackSizes()) -> str:
    """A pile read colour by colour, stack by stack: "27 greens (20 + 4 + 3) $675 + 13 reds
    (5 + 5 + 3) $65 = $740"."""
    counts: dict[Chip, int] = {}
    for stack in pile:
        counts[stack.chip] = counts.get(stack.chip, 0) + stack.count
    parts = [cut_in_words(chip, count, sizes) for chip, count in sorted(counts.items(), reverse=True)]
    total = format_money(sum((chip.value * n for chip, n in counts.items()), Decimal("0.00")))
    return " + ".join(parts) + ("" if len(parts) == 1 else f" = {total}")
