"""Changing chips as a dealer does: colouring up, cheque change, a buy-in, a payout sized into the wager.

- Colour-up: a leaving player's small chips exchanged for the fewest chips of the set
  (``colour_up``).
- Cheque change: a larger chip broken into smaller ones as the player asks ("a black: three
  greens, the rest in reds" is three greens and five reds; ``cheque_change``).
- A buy-in, given in the house's standard breakdown (a house setting): the fewest chips from
  the smallest to the largest chip the house gives at the table, then one chip of each colour
  above the smallest given as the next colour down, so the player has change to bet with
  ($100 is three greens and five reds; $500 four blacks, three greens and five reds;
  ``buy_in``).
- A payout sized into the wager (``sized_payout``): even money is the wager's own chips again;
  3:2 is the wager plus half; 6:5 is paid by units, for each chip of the wager that chip and a
  fifth of it (for each red a red and a white, for each green a green and a red). Whatever a
  house's rounding leaves over the whole chips is paid in the fewest smaller chips; a payout less
  than the wager (banco less its commission) is as many of the wager's chips as it holds, the rest
  in smaller ones.

Counts are ``dict[Chip, int]`` (no zero counts), as ``money.chip_breakdown`` gives them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from decimal import Decimal

from dealertrainer.engine.money import Chip, UnmakeableAmount, chip_breakdown, chip_total, format_money
from dealertrainer.language import _, pgettext

__all__ = ["BuyInChips", "add_chips", "buy_in", "cheque_change", "colour_up", "in_words", "sized_payout"]


def in_words(chips: Mapping[Chip, int]) -> str:
    """ "3 greens and 5 reds", largest first (in the language in force)."""
    parts = [chip.count_words(n) for chip, n in sorted(chips.items(), reverse=True) if n]
    if not parts:
        return _("no chips")
    if len(parts) == 1:
        return parts[0]
    return _("{chips} and {last}").format(chips=pgettext("list", ", ").join(parts[:-1]), last=parts[-1])


def add_chips(*piles: Mapping[Chip, int]) -> dict[Chip, int]:
    total: dict[Chip, int] = {}
    for pile in piles:
        for chip, count in pile.items():
            if count:
                total[chip] = total.get(chip, 0) + count
    return total


def colour_up(pile: Mapping[Chip, int], chips: Iterable[Chip]) -> dict[Chip, int]:
    """The fewest chips of the set for a pile (``UnmakeableAmount`` never: the pile is made of it)."""
    return chip_breakdown(chip_total(pile), chips)


def cheque_change(chip: Chip, asked: Chip, asked_count: int, rest: Chip) -> dict[Chip, int]:
    """``chip`` broken into ``asked_count`` of ``asked`` and the rest in ``rest``; ``ValueError``
    when the player asks for more than the chip is worth or the rest is not whole chips."""
    left = chip.value - asked.value * asked_count
    if asked_count < 0 or left < 0:
        raise ValueError(_("{count} {colour} chips are more than a {amount} chip").format(
            count=asked_count, colour=asked.colour_word, amount=format_money(chip.value)))
    count, odd = divmod(left, rest.value)
    if odd:
        raise ValueError(_("{amount} is not a whole number of {colour} chips").format(
            amount=format_money(left), colour=rest.colour_word))
    return {c: n for c, n in ((asked, asked_count), (rest, int(count))) if n}


class BuyInChips:
    """The chips a house gives for a buy-in: those from ``smallest`` to ``largest`` in value that
    are a whole number of the smallest given (no $2.50 pinks among $1 whites and $5 reds: they pay
    blackjacks, not buy-ins); the whole set when it has none there."""

    def __init__(self, chips: Iterable[Chip], largest: Decimal, smallest: Decimal) -> None:
        chip_list = sorted(set(chips), reverse=True)
        between = [c for c in chip_list if smallest <= c.value <= largest]
        given = [c for c in between if not c.value % between[-1].value] if between else []
        self.given: tuple[Chip, ...] = tuple(given or chip_list)
        self.largest, self.smallest = largest, smallest

    def rule_in_words(self) -> str:
        top, low = self.given[0], self.given[-1]
        return _("buy-ins here: the fewest chips from {top} to {low}, then one of each colour above "
                 "{low} handed down as the next colour").format(top=top.colour_word, low=low.colour_word)


def buy_in(amount: Decimal, house: BuyInChips) -> dict[Chip, int]:
    """A buy-in in the house's standard breakdown (see the module docstring);
    ``UnmakeableAmount`` when the chips given cannot make it."""
    counts = chip_breakdown(amount, house.given)
    given = house.given
    for index, chip in enumerate(given[:-1]):  # largest first, so a broken chip can break again
        if not counts.get(chip):
            continue
        lower = next((c for c in given[index + 1:] if not chip.value % c.value), None)
        if lower is None:
            continue
        counts[chip] -= 1
        counts[lower] = counts.get(lower, 0) + int(chip.value / lower.value)
    return {c: n for c, n in counts.items() if n}


def _smaller(chips: Iterable[Chip], than: Chip) -> tuple[Chip, ...]:
    return tuple(c for c in chips if c.value < than.value)


def sized_payout(wager: Chip, count: int, paid: Decimal, rate: tuple[int, int], chips: Iterable[Chip]) -> dict[Chip, int]:
    """The payout ``paid`` on ``count`` chips ``wager`` at ``rate`` (pays, per), sized into the
    wager as the module docstring says; ``UnmakeableAmount`` when the set cannot pay it so."""
    chip_list = tuple(chips)
    pays, per = rate
    if (pays, per) == (6, 5):
        unit = wager.value / 5
        whole = {wager: count}
        fifth = next((c for c in chip_list if c.value == unit), None)
        if fifth is not None and unit * count <= paid - wager.value * count:
            whole[fifth] = count
    else:  # the wager's chips as the rate gives them, as many as the payout holds (banco less commission)
        whole = {wager: min(count * pays // per, int(paid // wager.value))}
    left = paid - chip_total(whole)
    if left < 0:
        raise UnmakeableAmount(_("{amount} is less than the whole chips of the method").format(
            amount=format_money(paid)))
    if left == 0:
        return whole
    smaller = _smaller(chip_list, wager)
    if not smaller:
        raise UnmakeableAmount(_("no chip smaller than {colour} pays the {amount} left").format(
            colour=wager.colour_word, amount=format_money(left)))
    return add_chips(whole, chip_breakdown(left, smaller))
