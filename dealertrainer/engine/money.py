"""Money and chips. Money is always ``Decimal`` in dollars and cents, never float."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, Decimal, InvalidOperation
from enum import Enum

from dealertrainer.engine.fewest_chips import MAX_CHIPS, plan_for, plan_problem
from dealertrainer.language import N_, _, ngettext, number_marks

__all__ = [
    "CENT",
    "DEFAULT_CHIPS",
    "Chip",
    "ChipSetRefused",
    "UnmakeableAmount",
    "colour_key",
    "colour_shown",
    "chip_breakdown",
    "chip_set_problem",
    "chip_total",
    "Rounding",
    "format_money",
    "money",
    "payable",
    "CURRENCIES",
    "currency_symbol",
    "other_currency",
    "use_currency",
    "round_down_to",
    "round_up_to",
]

CENT = Decimal("0.01")
#: The money symbols a house may show (the app setting "Currency"): US, Hong Kong, Macau, Singapore dollars.
CURRENCIES = ("$", "HK$", "MOP$", "S$")
_currency = "$"


def use_currency(symbol: str) -> str:
    """Put ``symbol`` (one of ``CURRENCIES``) in force for every amount shown; chosen once at
    start, before any question is made. ValueError for a symbol not offered."""
    global _currency
    if symbol not in CURRENCIES:
        raise ValueError(f"{symbol!r} is not a currency offered ({', '.join(CURRENCIES)})")
    _currency = symbol
    return symbol


def currency_symbol() -> str:
    """The money symbol in force ("$" unless ``use_currency`` chose another)."""
    return _currency


#: The letters before "$" that name each currency when typed ("US$45" is the "$" house's own).
_PREFIXES = {"": "$", "US": "$", "HK": "HK$", "MOP": "MOP$", "S": "S$"}
_SYMBOL_TYPED = re.compile(r"([A-Za-z]*)\$")


def other_currency(text: str, symbol: str | None = None) -> str | None:
    """The money symbol of ANOTHER currency than ``symbol`` (the one in force) that ``text`` carries:
    "$" for "$45" in a Hong Kong dollar house, "S$" for "s$10" in a Macau one; None when it
    carries only the house's own symbol (in any case: "hk$25") or none. Letters before a "$"
    that name no currency offered are not a symbol (what they are is the reader's to say)."""
    symbol = _currency if symbol is None else symbol
    for typed in _SYMBOL_TYPED.finditer(text):
        named = _PREFIXES.get(typed.group(1).upper())
        if named is not None and named != symbol:
            return "US$" if typed.group(1).upper() == "US" else named
    return None


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
    """How an amount is shown, in the currency in force: "$30", "$52.50", "$1,250", "-$5"
    ("HK$30" when the house uses Hong Kong dollars), its thousands grouped and its cents marked
    as the language in force writes them (Babel's data: "1,250.50" in English and Chinese)."""
    amount = Decimal(amount).quantize(CENT, rounding=ROUND_HALF_UP)
    sign = "-" if amount < 0 else ""
    amount = abs(amount)
    number = f"{int(amount):,}" if amount == amount.to_integral_value() else f"{amount:,.2f}"
    group, point = number_marks()
    if (group, point) != (",", "."):
        number = number.translate(str.maketrans({",": group, ".": point}))
    return f"{sign}{_currency}{number}"


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
        if self is Rounding.EXACT:
            return _("to the cent")
        return _("to the {amount}").format(amount=format_money(self.step))

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
            raise ValueError(_("a chip is worth more than nothing, not {value}").format(value=self.value))

    @property
    def colour_word(self) -> str:
        """The colour as a sentence names one chip ("green"), in the language in force; a colour
        the house named itself is shown as written. ``colour`` stays the key answers are read by."""
        return _(self.colour)

    @property
    def colours_word(self) -> str:
        """The colour as a sentence names several chips ("greens"), in the language in force."""
        plural = _COLOUR_PLURALS.get(self.colour)
        return _(plural) if plural else f"{self.colour}s"  # a colour the house named: as written

    def count_words(self, count: int) -> str:
        """``count`` of these chips in words: "1 red", "3 greens"."""
        return ngettext("{n} {colour}", "{n} {colours}", count).format(n=count, colour=self.colour_word,
                                                                         colours=self.colours_word)


#: The colours of the standard chips, as sentences name them (the house may name others).
_COLOURS = (N_("white"), N_("pink"), N_("red"), N_("green"), N_("black"), N_("purple"), N_("orange"),
            N_("yellow"), N_("blue"), N_("grey"), N_("brown"))
_COLOUR_PLURALS = {"white": N_("whites"), "pink": N_("pinks"), "red": N_("reds"), "green": N_("greens"),
                   "black": N_("blacks"), "purple": N_("purples"), "orange": N_("oranges"),
                   "yellow": N_("yellows"), "blue": N_("blues"), "grey": N_("greys"), "brown": N_("browns")}


def colour_shown(colour: str) -> str:
    """A chip colour as a settings table shows it: a standard colour in the language in force
    ("红"), a colour the house named itself as written."""
    return _(colour) if colour in _COLOURS else colour


def colour_key(shown: str) -> str:
    """The colour ``shown`` (``colour_shown``'s words, in the language in force or in English)
    as settings keep it: "红" -> "red"; a colour of the house's own as written."""
    text = shown.strip()
    return next((key for key in _COLOURS if text.casefold() in (key, _(key).casefold())), text)


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
        return _("the chip set is empty")
    if refusal.larger == 0:
        return _("a chip set holds at most {most} kinds of chip, not {chips}").format(most=MAX_CHIPS,
                                                                                       chips=refusal.chips)
    larger, smaller = format_money(Decimal(refusal.larger) / 100), format_money(Decimal(refusal.smaller) / 100)
    # "chips" is also a settings field's name, which the Settings form would turn into its title
    return _("{larger} is not a whole number of {smaller} pieces, which makes the fewest-chip payouts too long "
             "to work out: let each chip be worth a whole number of the next smaller one (as {examples}), "
             "with at most a few such as {odd} between them").format(
        larger=larger, smaller=smaller, odd=format_money(Decimal("2.50")),
        examples=", ".join(format_money(Decimal(v)) for v in (1, 5, 25, 100)))


def chip_breakdown(amount: Decimal | int | str, chips: Iterable[Chip] = DEFAULT_CHIPS) -> dict[Chip, int]:
    """The fewest chips that make ``amount``, largest first, as a dealer sizes a payout.

    Raises ``UnmakeableAmount`` if no combination makes it (for example $0.75 with a
    smallest chip of $1): the amount is reported, never rounded silently; ``ChipSetRefused``
    for a set ``chip_set_problem`` refuses.
    """
    amount = money(amount)
    if amount < 0:
        raise ValueError(_("cannot pay a negative amount in chips: {amount}").format(amount=format_money(amount)))
    chip_list = tuple(sorted(set(chips), reverse=True))
    if not chip_list:
        raise ValueError(_("the chip set is empty"))
    values = _cents(chip_list)
    if plan_problem(values) is not None:
        raise ChipSetRefused(chip_set_problem(chip_list))
    counts = plan_for(values).fewest(int(amount * 100))
    if counts is None:
        raise UnmakeableAmount(_("{amount} cannot be made from chips of {chips}").format(
            amount=format_money(amount), chips=", ".join(format_money(c.value) for c in reversed(chip_list))))
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
