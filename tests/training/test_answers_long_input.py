"""Long answers through every reader: refused at once past ``MAX_ANSWER_CHARS``, and below it
read with work that grows with the text's length only.

The issue's paste ("5", 32,700 spaces, "x") took the money reader 10.5 s, the seat reader 18 s
and the chip reader 52 s: their patterns tried every way of splitting a run of spaces between
two ``\\s*``. Work is counted here, never timed: the characters each reader hands to the
pattern engine, and the patterns themselves (no two runs of spaces side by side).
"""

from __future__ import annotations

import inspect
import re
from decimal import Decimal

import pytest
from hypothesis import given, settings, strategies as st

from dealertrainer.engine.steps import AnswerKind
from dealertrainer.training import answers
from dealertrainer.training.answers import (
    MAX_ANSWER_CHARS,
    check,
    normalise_phrase,
    parse_chips,
    parse_count,
    parse_money,
    parse_seat,
    parse_yes_no,
    phrases_match,
)
from dealertrainer.training.questions import Question

PASTED = "5" + " " * 32_700 + "x"
READERS = {"money": parse_money, "chips": parse_chips, "seat": parse_seat, "count": parse_count, "yes/no": parse_yes_no}
QUESTIONS = {
    "money": Question.flash("payouts.blackjack.3to2", "Pay?", AnswerKind.MONEY, Decimal("52.50"), (), "", None),
    "chips": Question.flash("payouts.blackjack.3to2", "Pay?", AnswerKind.MONEY, Decimal("52.50"), (), "", None,
                            chips_wanted=True),
    "seat": Question.flash("stud.first_to_act.pair", "Who?", AnswerKind.SEAT, 3, (), "", None),
    "count": Question.flash("baccarat.burn.7", "Burn?", AnswerKind.COUNT, 7, (), "", None),
    "yes/no": Question.flash("blackjack.peek.ace", "Peek?", AnswerKind.YES_NO, True, (), "", None),
    "choice": Question.flash("baccarat.banker.5.vs.4", "Banker?", AnswerKind.CHOICE, "Draw", ("Draw", "Stand"), "", None),
    "phrase": Question.flash("stud.announce.pair", "Say?", AnswerKind.PHRASE, "Pair of fours", (), "", None),
    "both ways": Question.flash("totals.blackjack.soft.17", "Call it", AnswerKind.PHRASE, "7 or 17", (), "", None),
}
#: Shapes that made the old patterns try every split of a run of spaces (or of digits).
LONG = [PASTED, "seat" + " " * 32_700 + "!", "2" + " " * 32_700 + "x green", "3 x" + " " * 32_700 + "$",
        "1," * 16_000 + "x", "#" + " " * 32_700 + "#"]


@pytest.mark.parametrize("typed", LONG, ids=lambda t: repr(t[:6]))
@pytest.mark.parametrize("reader", READERS, ids=str)
def test_every_reader_refuses_a_page_as_too_long(reader, typed):
    with pytest.raises(ValueError, match=rf"too long to be an answer \({len(typed):,} characters; at most 200\)"):
        READERS[reader](typed)


@pytest.mark.parametrize("kind", QUESTIONS, ids=str)
def test_a_page_given_to_any_question_is_unreadable_and_shown_short(kind):
    correct, shown, unreadable = check(QUESTIONS[kind], PASTED)
    assert (correct, unreadable) == (False, True)
    assert len(shown) == MAX_ANSWER_CHARS and shown.startswith("5") and shown.endswith("…")


def test_answers_up_to_the_limit_still_read():
    assert parse_money(" " * (MAX_ANSWER_CHARS - 5) + "52.50") == Decimal("52.50")
    assert parse_seat("seat" + " " * (MAX_ANSWER_CHARS - 5) + "3") == 3
    assert parse_count("7" + " " * (MAX_ANSWER_CHARS - 1)) == 7
    assert sum(parse_chips(", ".join(["1 white"] * 22)).values()) == 22  # 196 characters
    with pytest.raises(ValueError, match="too long"):
        parse_chips(", ".join(["1 white"] * 23))  # 205 characters


class _CountingPatterns:
    """Stands in for ``re`` inside ``answers``: counts the characters each call hands the
    pattern engine (the work a linear pattern does) and remembers the longest."""

    def __init__(self) -> None:
        self.scanned = 0
        self.longest = 0

    def __getattr__(self, name):
        real = getattr(re, name)
        if name not in ("fullmatch", "match", "search", "split", "sub", "findall"):
            return real

        def counted(pattern, text, *args, **kwargs):
            subject = args[0] if name == "sub" else text  # re.sub(pattern, repl, string)
            self.scanned += len(subject)
            self.longest = max(self.longest, len(subject))
            return real(pattern, text, *args, **kwargs)
        return counted


_PIECES = st.sampled_from([" ", "  ", "\t", "5", "52", ".", ",", "$", "/", "-", "x", "#", "seat", "and", "or",
                           "green", "s", "!", "½", "1/2", "twenty", "chips"])


@settings(max_examples=150, deadline=None)
@given(st.one_of(st.lists(_PIECES, max_size=60), st.lists(_PIECES, min_size=100, max_size=2_000)).map("".join),
       st.sampled_from(sorted(QUESTIONS)))
def test_readers_hand_the_pattern_engine_work_in_proportion_to_the_text(typed, kind):
    counting = _CountingPatterns()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(answers, "re", counting)
        check(QUESTIONS[kind], typed)
        for reader in READERS.values():
            try:
                reader(typed)
            except ValueError:
                pass
    n = len(typed)
    if n > MAX_ANSWER_CHARS:  # refused before any pattern looks at it
        assert counting.scanned == 0
    else:  # each reader scans the text a few times over (a "½" becomes " 1/2": four times as long),
        # besides the question's own short texts (the choices, the expected phrase)
        assert counting.longest <= 4 * n + 20
        assert counting.scanned <= 40 * n + 200


def test_no_pattern_over_typed_text_has_runs_of_spaces_that_can_split_two_ways():
    """The patterns read text whose runs of spaces are one space already (``_typed``): a
    ``\\s*`` or ``\\s+`` beside another could split a long run in every way again."""
    source = inspect.getsource(answers)
    patterns = re.findall(r'r"((?:[^"\\]|\\.)*)"', source)
    assert len(patterns) >= 10  # the readers' patterns were found
    offending = [p for p in patterns if re.search(r"\\s[*+]", p)]
    assert offending == []


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=" \t\n5xseat#,og", max_size=3 * MAX_ANSWER_CHARS))
def test_phrase_readers_agree_with_spaces_made_one(typed):
    """Making runs of spaces one never changes what a phrase says."""
    assert normalise_phrase(typed) == normalise_phrase(" ".join(typed.split()))
    assert phrases_match("7 or 17", typed) == phrases_match("7 or 17", " ".join(typed.split()))
