"""Reading what a trainee types, and checking it against the one right answer.

People type money many ways ("52.50", "$52.50", "52.5", "52 1/2", "$1,250"), call a seat
"3" or "seat 3", say "Pair of fours" or "pair of 4s". Everything here is forgiving about
form and strict about substance. Input that cannot be read is never an error for the
caller: ``check`` answers "wrong, unreadable" and the verdict says what was expected. One
thing is not an answer at all: an amount in another currency's money ("$45" at a Hong Kong
dollar table). ``check`` refuses it (``AnswerRefused``, saying the table's currency), nothing is
scored, and the trainee types the amount again.

Soft totals (decided here, for every drill): an expected phrase made only of numbers
joined by "or" ("7 or 17") is a both-ways call. It is right when the trainee gives exactly
those numbers in any order, separated by "or", "/", ",", "-", "and" or spaces ("7/17",
"17 or 7", "7 17"). Only one of them ("17") is wrong: a soft hand is called both ways,
as dealer schools teach. Hands whose high total is 21 are called "21" only, and the
drills ask for them as a plain count.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from dealertrainer.engine.money import (
    DEFAULT_CHIPS,
    Chip,
    chip_breakdown,
    chip_total,
    currency_symbol,
    format_money,
    money,
    other_currency,
)
from dealertrainer.engine.steps import AnswerKind, spots_in, spots_text
from dealertrainer.language import _, number_marks
from dealertrainer.training.answer_labels import NOTHING, answer_label, question_label, yes_no_key

if TYPE_CHECKING:
    from dealertrainer.training.questions import Question

__all__ = [
    "MAX_ANSWER_CHARS",
    "AnswerRefused",
    "check",
    "describe_chips",
    "expected_text",
    "normalise_phrase",
    "parse_chips",
    "parse_count",
    "parse_money",
    "parse_seat",
    "parse_yes_no",
    "phrases_match",
    "standard_chips",
]

_MONEY_EXAMPLES = 'for example "52.50", "$52.50", "52 1/2" or "$1,250"'
_NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "twentyone": 21,
    "a": 1, "an": 1, "no": 0, "none": 0,
}
_FRACTIONS = {"½": "1/2", "¼": "1/4", "¾": "3/4"}
MAX_WHOLE_DIGITS = 12  # amounts up to $999,999,999,999.99: far past any table, well inside Decimal's precision
MAX_COUNT_DIGITS = 6  # a count or a number of chips, up to 999,999
#: The longest answer read (the answer field takes no more): the longest chip call of a
#: 20-chip set fits. Longer text is refused before any pattern looks at it, and what is read
#: has its runs of spaces made one first, so every reader's work grows with the text's length
#: and no more (no pattern can try every way of splitting a run of spaces).
MAX_ANSWER_CHARS = 200


def _typed(text: str) -> str:
    """What was typed, with runs of white space made one space; ValueError if it is too long."""
    if len(text) > MAX_ANSWER_CHARS:
        raise ValueError(f"too long to be an answer ({len(text):,} characters; at most {MAX_ANSWER_CHARS})")
    return " ".join(text.split())


class AnswerRefused(ValueError):
    """What was typed is not taken as an answer (an amount in another currency): the message
    says why, in the language in force; the trainee types it again and nothing is scored."""


def _in_house_currency(typed: str) -> None:
    """``AnswerRefused`` when ``typed`` carries another currency's symbol than the table's."""
    if other_currency(typed) is not None:
        raise AnswerRefused(_("This table is in {symbol}: type the amount in {symbol} or as a plain number.").format(
            symbol=currency_symbol()))


# --- money ----------------------------------------------------------------------------------
def parse_money(text: str) -> Decimal:
    """An amount as typed: "52.50", "$52.50", "52.5", "52 1/2", "52½", "$1,250", ".75".

    Raises ValueError saying what was not understood and what is accepted; ``AnswerRefused``
    (a ValueError) for an amount in another currency than the table's ("US$45" in HK$).
    """
    if isinstance(text, bool) or not isinstance(text, (str, int, Decimal)):
        raise ValueError(f"cannot read an amount from {text!r}: type a number, {_MONEY_EXAMPLES}")
    try:
        return _read_money(text)
    except InvalidOperation:  # money() on a value past Decimal's precision
        raise ValueError(f"{_short(text)} is too large to be an amount of money") from None


def _read_money(text: str | int | Decimal) -> Decimal:
    if isinstance(text, (int, Decimal)):
        if isinstance(text, Decimal) and text.is_finite() and text.adjusted() >= MAX_WHOLE_DIGITS:
            raise ValueError(f"{_short(text)} is too large to be an amount of money")
        return _non_negative(money(text), str(text))
    raw = text
    s = _typed(text)
    _in_house_currency(s)
    group, point = number_marks()
    if (group, point) != (",", "."):  # the language's own marks, as format_money writes them
        s = s.translate(str.maketrans({group: ",", point: "."}))
    for sign, plain in _FRACTIONS.items():
        s = s.replace(sign, " " + plain)
    s = _without_symbol(s)
    s = " ".join(s.replace("$", "").replace("dollars", "").replace("dollar", "").split())
    if not s:
        raise ValueError(f"no amount given: type a number, {_MONEY_EXAMPLES}")
    if s.startswith("-"):
        raise ValueError(f"{raw!r}: a payout is never negative")
    match = re.fullmatch(
        r"(?:(\d[\d,]*(?:\.\d*)?|\.\d+)(?:(?: ?and | ?- ?| )(\d{1,4}) ?/ ?(\d{1,4}))?|(\d{1,4}) ?/ ?(\d{1,4}))", s
    )
    if match is None:
        raise ValueError(f"cannot read an amount from {raw!r}: {_MONEY_EXAMPLES}")
    whole, num, den, only_num, only_den = match.groups()
    value = Fraction(0)
    if whole is not None:
        value += Fraction(Decimal(_strip_thousands(whole, raw)))
    if num is not None or only_num is not None:
        n, d = (int(num), int(den)) if num is not None else (int(only_num), int(only_den))
        if d == 0 or n >= d:
            raise ValueError(f"{raw!r}: the fraction must be a part of a dollar such as 1/2 or 1/4")
        value += Fraction(n, d)
    cents = value * 100
    if cents.denominator != 1:
        raise ValueError(f"{raw!r} is not a whole number of cents")
    return _non_negative(money(Decimal(cents.numerator) / 100), raw)


def _without_symbol(typed: str) -> str:
    """The amount typed without the house's money symbol ("HK$25", "hk$ 25", "MOP$25" -> "25";
    "US$25" at a table in plain dollars, whose "$" the readers take off themselves)."""
    symbol = currency_symbol()
    return re.sub(re.escape("US$" if symbol == "$" else symbol), " ", typed, flags=re.IGNORECASE)


def _strip_thousands(number: str, raw: str) -> str:
    integer, _, decimals = number.partition(".")
    if len(integer.replace(",", "").lstrip("0")) > MAX_WHOLE_DIGITS:
        raise ValueError(f"{_short(raw)} is too large: an amount has at most {MAX_WHOLE_DIGITS} digits before the cents")
    if "," not in number:
        return number.rstrip(".") or "0"
    groups = integer.split(",")
    if not groups[0] or len(groups[0]) > 3 or any(len(g) != 3 for g in groups[1:]):
        raise ValueError(f"{raw!r}: commas go between thousands, as in $1,250")
    return "".join(groups) + ("." + decimals if decimals else "")


def _short(raw: object) -> str:
    """What was typed, cut short if it is long (a message quotes it, not a page of digits)."""
    text = repr(str(raw))
    return text if len(text) <= 24 else text[:20] + "…'"


def _non_negative(amount: Decimal, raw: str) -> Decimal:
    if amount < 0:
        raise ValueError(f"{raw!r}: a payout is never negative")
    return amount


# --- chips ----------------------------------------------------------------------------------
def parse_chips(text: str, chips: Iterable[Chip] = DEFAULT_CHIPS) -> dict[Chip, int]:
    """Chips as called: "2 green, 1 red, 1 pink", "two greens and a red", "3 x $25"."""
    by_name: dict[str, Chip] = {}
    chip_list = tuple(chips)
    for chip in chip_list:
        by_name[chip.colour.casefold()] = chip
        by_name[chip.colour.casefold() + "s"] = chip
    result: dict[Chip, int] = {}
    _in_house_currency(_typed(text))
    parts = [p for p in re.split(r" ?(?:,|;|\+|\band\b|&) ?", " ".join(_without_symbol(_typed(text).casefold()).split())) if p]
    if not parts:
        raise ValueError(f"no chips given: call them like \"2 green, 1 red\" ({_chip_names(chip_list)})")
    for part in parts:
        match = re.fullmatch(r"(?:(\d+|[a-z]+)(?: ?[x×*])? )?(\$?[\d.,]+|[a-z]+)(?: chips?)?", part.strip())
        if match is None:
            raise ValueError(f"cannot read chips from {part!r}: call them like \"2 green, 1 red\"")
        count_text, what = match.groups()
        count = 1 if count_text is None else _count_word(count_text)
        if count is None:
            raise ValueError(f"cannot read how many chips in {part!r}")
        chip = by_name.get(what)
        if chip is None:
            try:
                value = parse_money(what)
            except ValueError:
                value = None
            chip = next((c for c in chip_list if c.value == value), None)
        if chip is None:
            raise ValueError(f"{what!r} is not a chip here ({_chip_names(chip_list)})")
        result[chip] = result.get(chip, 0) + count
    return {c: n for c, n in result.items() if n}


def _chip_names(chips: Iterable[Chip]) -> str:
    return ", ".join(f"{c.colour} {format_money(c.value)}" for c in sorted(chips))


def describe_chips(chips: Mapping[Chip, int]) -> str:
    """"2 green, 1 red, 1 pink", largest chip first."""
    if not chips:
        return "no chips"
    return ", ".join(f"{n} {chip.colour}" for chip, n in sorted(chips.items(), reverse=True) if n)


# --- small answers -----------------------------------------------------------------------------
_YES = {"y", "yes", "true", "1", "yeah", "yep", "是", "有", "对", "對"}
_NO = {"n", "no", "false", "0", "nope", "否", "不", "没有", "沒有", "无", "無"}


def parse_yes_no(given: Any) -> bool:
    if isinstance(given, bool):
        return given
    if isinstance(given, str):
        word = normalise_phrase(_typed(given))
        if word in _YES:
            return True
        if word in _NO:
            return False
    raise ValueError(f"cannot read yes or no from {given!r}: answer Y or N")


def _count_word(text: str) -> int | None:
    """A whole number written as digits ("21") or words ("twenty-one"); None for anything else.

    Only a word may have a hyphen or a space in it: "-1", "1-0" and "1 0" are not numbers."""
    text = text.strip().casefold()
    if re.fullmatch(r"[0-9]+", text):
        return int(text) if len(text.lstrip("0")) <= MAX_COUNT_DIGITS else None
    if re.search(r"[^a-z\s-]", text):
        return None
    return _NUMBER_WORDS.get(re.sub(r"[\s-]+", "", text))


def parse_count(given: Any) -> int:
    """A count: one whole number, as digits or words ("7", "seven"), and nothing else."""
    if isinstance(given, bool):
        raise ValueError(f"cannot read a number from {given!r}")
    if isinstance(given, int):
        return given
    if isinstance(given, str):
        count = _count_word(_typed(given))
        if count is not None:
            return count
    raise ValueError(f"cannot read a count from {given!r}: a count is one whole number, such as 7")


def parse_seat(given: Any) -> int:
    if isinstance(given, bool):
        raise ValueError(f"cannot read a seat from {given!r}")
    if isinstance(given, int):
        return given
    if isinstance(given, str):
        match = re.fullmatch(r"(?:seat|box|spot|#|no\.?)? ?#? ?(\d+|[a-z]+)", _typed(given).casefold())
        if match:
            seat = _count_word(match.group(1))
            if seat is not None:
                return seat
    raise ValueError(f"cannot read a seat from {given!r}: type the seat number, such as 3")


# --- phrases ---------------------------------------------------------------------------------
_PLURALS = {
    "aces": "ace", "deuces": "2", "twos": "2", "threes": "3", "fours": "4", "fives": "5", "sixes": "6",
    "sevens": "7", "eights": "8", "nines": "9", "tens": "10", "jacks": "jack", "queens": "queen",
    "kings": "king", "deuce": "2",
}


_LATIN = re.compile(r"[a-z0-9]")  # a word of Latin letters or digits (the rest of a call is other scripts)


def normalise_phrase(text: str) -> str:
    """Casefold, drop accents and punctuation, numbers as digits, rank plurals as singular.

    Letters of other scripts are kept as they are (a Chinese call is words, never nothing):
    only the marks an accent adds are dropped. Chinese is written without spaces, so the spaces
    and marks between its characters are dropped too, and a run of Latin letters or digits is
    a word apart from the Chinese around it ("对子4", "对 子 4" and "对子，4" are "对子 4")."""
    text = "".join(c for c in unicodedata.normalize("NFKD", str(text)) if not unicodedata.combining(c))
    text = text.casefold().replace("&", " and ").replace("'s", "s")
    tokens: list[str] = []
    for word in re.findall(r"[^\W_]+", text):
        for part in re.findall(r"[a-z0-9]+|[^a-z0-9]+", word):
            if tokens and not _LATIN.match(part) and not _LATIN.match(tokens[-1]):
                tokens[-1] += part  # Chinese on both sides of a space: one run
            else:
                tokens.append(part)
    out = []
    for token in tokens:
        token = _PLURALS.get(token, token)
        if token in _NUMBER_WORDS and token not in ("a", "an", "no", "none"):
            token = str(_NUMBER_WORDS[token])
        elif re.fullmatch(r"\d+s", token):
            token = token[:-1]
        out.append(token)
    return " ".join(out)


_BOTH_WAYS = re.compile(r"\d+(?: or \d+)+")


def phrases_match(expected: str, given: str) -> bool:
    """Loose equality of two phrases; a both-ways total ("7 or 17") needs both numbers."""
    want, got = normalise_phrase(expected), normalise_phrase(given)
    if _BOTH_WAYS.fullmatch(want):
        numbers = [t for t in re.split(r" (?:(?:or|and) )?", got) if t]  # ``got`` has single spaces
        return all(t.isdigit() for t in numbers) and sorted(map(int, numbers)) == sorted(
            int(n) for n in want.split(" or ")
        )
    return want == got


# --- checking ---------------------------------------------------------------------------------
def expected_text(question: Question) -> str:
    """The right answer as shown to a trainee: "$52.50", "Draw", "Seat 3", "Yes", "7 or 17"."""
    kind, answer = question.answer_kind, question.answer
    if kind is AnswerKind.YES_NO:
        return yes_no_key(bool(answer))
    if kind is AnswerKind.SEAT:
        return f"Seat {answer}"
    if kind is AnswerKind.MONEY:
        shown = format_money(answer)
        if question.chips_accepted:
            return f"{describe_chips(dict(question.chips_accepted[0]))} ({shown})"
        if question.chips_wanted:
            try:
                return f"{describe_chips(chip_breakdown(answer, question.chip_set))} ({shown})"
            except ValueError:
                return shown
        return shown
    if kind is AnswerKind.CHOICE:
        return str(answer)
    return str(answer)


def check(question: Question, given: Any) -> tuple[bool, str, bool]:
    """(correct, given as displayed, unreadable). Raises for no input but an answer that is
    not one: ``AnswerRefused`` (an amount in another currency), which is neither right nor wrong."""
    try:
        if isinstance(given, str):
            _typed(given)  # too long: unreadable before any reader looks at it
        return _check(question, given)
    except AnswerRefused:
        raise  # the trainee types it again
    except Exception:  # noqa: BLE001 - whatever was typed, the trainee gets a verdict, not a crash
        shown = (given if isinstance(given, str) else repr(given)).strip()
        if len(shown) > MAX_ANSWER_CHARS:
            shown = shown[:MAX_ANSWER_CHARS - 1] + "…"
        return False, shown or NOTHING, True


def _given_chips(question: Question, given: Any) -> dict[Chip, int] | None:
    """The chips a money answer was given in, or None when it was given as an amount."""
    if isinstance(given, Mapping):
        if not all(isinstance(c, Chip) and isinstance(n, int) and not isinstance(n, bool) and n >= 0
                   for c, n in given.items()):
            raise ValueError("chips are given as {Chip: count}")
        return {c: n for c, n in given.items() if n}
    if question.chips_wanted and isinstance(given, str) and re.search(r"[a-z]", given.casefold()):
        return parse_chips(given, question.chip_set)
    return None


def _as_pile(chips: Mapping[Chip, int]) -> tuple[tuple[Chip, int], ...]:
    """Chips as ``Question.chips_accepted`` holds them: largest first, no zero counts."""
    return tuple(sorted(((c, n) for c, n in chips.items() if n), reverse=True))


def standard_chips(question: Question, given: Any) -> bool:
    """False only for a payout of the right amount in other than the fewest chips of the set in force.

    A dealer pays $55 as two greens and a red, not eleven reds: the amount is right either
    way, but a school marks the second "not the standard chips" (and a review rates it Hard).
    An amount typed as a number, a wrong amount, or anything unreadable counts as standard:
    those are judged on their amount alone.
    """
    if question.answer_kind is not AnswerKind.MONEY or question.chips_accepted:
        return True  # chips judged as they are (a colour-up, a buy-in) are right or wrong, not "not standard"
    try:
        chips = _given_chips(question, given)
        if chips is None or chip_total(chips) != question.answer:
            return True
        fewest = chip_breakdown(question.answer, question.chip_set)
    except Exception:  # noqa: BLE001 - unreadable answers are graded by ``check``
        return True
    return sum(chips.values()) <= sum(fewest.values())


def _check(question: Question, given: Any) -> tuple[bool, str, bool]:
    kind, answer = question.answer_kind, question.answer
    if kind is AnswerKind.YES_NO:
        if isinstance(given, str):
            given = _key_choice(question, given) or given
        value = parse_yes_no(given)
        return value == answer, yes_no_key(value), False
    if kind is AnswerKind.SEAT:
        seat = parse_seat(given)
        return seat == answer, f"Seat {seat}", False
    if kind is AnswerKind.COUNT:
        if isinstance(answer, str):  # a both-ways total given as a count question
            return phrases_match(answer, str(given)), str(given).strip(), False
        count = parse_count(given)
        return count == answer, str(count), False
    if kind is AnswerKind.MONEY:
        chips = _given_chips(question, given)
        if chips is not None:
            amount = chip_total(chips)
            right = (_as_pile(chips) in question.chips_accepted) if question.chips_accepted else amount == answer
            return right, f"{describe_chips(chips)} ({format_money(amount)})", False
        amount = parse_money(given)
        # An amount alone (a script's answer; the window asks a chip question in chips only) is
        # judged on the amount.
        return amount == answer, format_money(amount), False
    if kind is AnswerKind.CHOICE:
        text = str(given)
        picked = _key_choice(question, text) or _named_choice(question, text)
        if picked is None:
            raise ValueError(f"{given!r} is not one of the choices")
        return picked == answer, picked, False
    if kind is AnswerKind.SPOTS:
        picked = _picked_spots(question, given)
        shown = spots_text([c for c in question.choices if c in picked]) or "no spot"
        return picked == set(spots_in(str(answer))), shown, False
    if kind is AnswerKind.PHRASE:
        text = str(given).strip()
        if not normalise_phrase(text):
            raise ValueError("nothing was said")
        if question.choices:
            picked = _key_choice(question, text)
            if picked is not None:
                text = picked
        return any(phrases_match(said, text) for said in _phrases_said(question)), text, False
    raise ValueError(f"unknown answer kind {kind!r}")


def _phrases_said(question: Question) -> list[str]:
    """The ways a phrase answer is right: its English key, and its label in the language in force
    (the catalog's, or the one its step gave it)."""
    answer = str(question.answer)
    said = [answer, answer_label(answer), question_label(question, answer)]
    return [phrase for phrase in dict.fromkeys(said) if phrase and normalise_phrase(phrase)]


def _named_choice(question: Question, text: str) -> str | None:
    """The choice ``text`` names: by its key ("draw") or by its label in the language in force ("补牌")."""
    wanted = normalise_phrase(text)
    if not wanted:
        return None
    return next((c for c in question.choices
                 if wanted in (normalise_phrase(c), normalise_phrase(question_label(question, c)))), None)


def _picked_spots(question: Question, given: Any) -> set[str]:
    """The spots a SPOTS answer picks: a collection of spots or keys, or text ("Banker and Tie",
    "B T")."""
    if isinstance(given, str):
        parts: list[str] = list(spots_in(given))
        if len(parts) == 1 and " " in parts[0] and not _spot(question, parts[0]):
            parts = parts[0].split()  # keys pressed one after another: "B T"
    elif isinstance(given, (list, tuple, set, frozenset)) and len(given) <= len(question.choices):
        parts = [str(part) for part in given]
    else:
        raise ValueError(f"{given!r} names no spots")
    picked = set()
    for part in parts:
        spot = _spot(question, part)
        if spot is None:
            raise ValueError(f"{part!r} is not a spot with a bet")
        picked.add(spot)
    return picked


def _spot(question: Question, text: str) -> str | None:
    """A spot named or keyed ("Tie", "t"), as the choice it is."""
    return (_key_choice(question, text) if len(text.strip()) == 1 else None) or _named_choice(question, text)


def _key_choice(question: Question, text: str) -> str | None:
    """A single-key shortcut ("D") turned into what it stands for ("Draw")."""
    key = text.strip()
    for letter, meaning in question.keys:
        if key.casefold() == letter.casefold():
            if question.answer_kind is AnswerKind.YES_NO:
                return meaning
            return next((c for c in question.choices if normalise_phrase(c) == normalise_phrase(meaning)), meaning)
    return None
