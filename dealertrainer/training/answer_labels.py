"""Answers as the trainee sees them: a language-neutral key, shown by its label.

A CHOICE answer (and a yes-no, a seat, the spots of a SPOTS answer, a mistake named after a
stop) is kept as its key, the English words its question was made with: the records keep it
and the scoring compares it, whatever the language. Everything the trainee sees shows the
key's label in the language in force: the answer buttons, the verdict, the summary and the
missed lists. The keys are marked for the catalogs where they are defined (``N_()``); a label
is the key's translation, or the key itself in English.

A choice whose key is made of parts ("Seat 3 bets") is labelled by its step when the question
is made (``DealerStep.labels``); a phrase is accepted by its English key, its label, or the
label its step gives it (``training.answers``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from dealertrainer.engine.steps import listed, spots_in
from dealertrainer.language import N_, _, language_in_force, pgettext, translated

if TYPE_CHECKING:
    from dealertrainer.training.questions import Question

__all__ = ["NOTHING", "SKIPPED", "answer_label", "question_label", "spots_label", "yes_no_key"]

#: What a verdict shows for an answer that was not given.
SKIPPED = N_("(skipped)")
NOTHING = N_("(nothing)")
_YES, _NO = N_("Yes"), N_("No")
_SEAT = re.compile(r"Seat (\d+)")
_SOFT = re.compile(r"(\d+) or (\d+)")
_BEAT = re.compile(r"Beat (\d+): (.+)")
_CHIPS = re.compile(r"(.+) \((\S+)\)")


def yes_no_key(value: bool) -> str:
    """A yes-no answer as its key: "Yes" or "No"."""
    return _YES if value else _NO


def spots_label(spots: Sequence[str]) -> str:
    """Spots (their keys) in the language in force, in the order given: "Banker, Tie and Player Pair"."""
    return listed([_(spot) for spot in spots])


def answer_label(text: str) -> str:
    """An answer as recorded (a key, "Seat 3", "Beat 7: Burn miscounted", "Banker and Tie") in
    the language in force; anything else (an amount, a count, words typed) as it is."""
    text = str(text)
    if language_in_force() == "en" or not text:
        return text
    found = translated(text)
    if found is not None:
        return found
    soft = _SOFT.fullmatch(text)
    if soft:  # a soft total called both ways: "7 or 17"
        return _("{low} or {high}").format(low=soft.group(1), high=soft.group(2))
    seat = _SEAT.fullmatch(text)
    if seat:
        return _("Seat {seat}").format(seat=seat.group(1))
    beat = _BEAT.fullmatch(text)
    if beat:
        return _("Beat {beat}: {mistake}").format(beat=beat.group(1), mistake=answer_label(beat.group(2)))
    parts = spots_in(text)
    if len(parts) > 1 and all(translated(part) is not None for part in parts):
        return spots_label(parts)
    chips = _CHIPS.fullmatch(text)
    if chips:  # "2 green, 1 red ($55.00)": the chips' colours in the language in force, when it names them
        shown = _chips_label(chips.group(1))
        if shown is not None:
            return f"{shown} ({chips.group(2)})"
    return text


def _chips_label(text: str) -> str | None:
    """"2 green, 1 red" with the colours' names in the language in force; None when one is not named."""
    parts = []
    for part in text.split(","):
        count, _space, colour = part.strip().partition(" ")
        if not count.isdigit() or translated(colour) is None:
            return None
        parts.append(_("{count} {colour}").format(count=count, colour=_(colour)))
    return pgettext("list", ", ").join(parts)


def question_label(question: Question, text: str) -> str:
    """An answer to ``question`` as the trainee sees it: a choice by the label its step gives it
    (a key made of parts, "Seat 3 bets", labelled when the question was made), else by
    ``answer_label``."""
    step = question.step
    if step.labels and text in step.choices:
        return step.label(text)
    return answer_label(text)
