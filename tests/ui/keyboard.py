"""Answer questions the way a trainee does: with keys."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt

from dealertrainer.engine.money import chip_breakdown
from dealertrainer.engine.steps import AnswerKind


def keys_for(question, right: bool) -> list:
    """The key presses (str for typed text, Qt.Key for special keys) that answer ``question``."""
    kind = question.answer_kind
    answer = question.answer
    if question.chips_wanted:
        chips = sorted(question.chip_set, key=lambda c: c.value)
        amount = answer if right else answer + chips[0].value
        presses: list = []
        for chip, count in chip_breakdown(amount, chips).items():
            presses += [str(chips.index(chip) + 1)] * count
        return presses + [Qt.Key.Key_Return]
    if question.keys and kind in (AnswerKind.YES_NO, AnswerKind.CHOICE, AnswerKind.PHRASE):
        by_label = {label: key for key, label in question.keys}
        if kind is AnswerKind.YES_NO:
            wanted = answer if right else not answer
            return ["Y" if wanted else "N"]
        if right:
            return [by_label[answer]]
        return [next(key for key, label in question.keys if label != answer)]
    if kind is AnswerKind.SEAT:
        return [str(answer if right else (answer % 7) + 1)]
    if kind is AnswerKind.MONEY:
        amount = answer if right else answer + Decimal("1")
        return [f"{amount}", Qt.Key.Key_Return]
    if kind is AnswerKind.COUNT:
        return [str(answer if right else int(answer) + 1), Qt.Key.Key_Return]
    return [str(answer) if right else "no idea", Qt.Key.Key_Return]


def press(qtbot, widget, presses: list) -> None:
    for item in presses:
        if isinstance(item, str):
            qtbot.keyClicks(widget, item)
        else:
            qtbot.keyClick(widget, item)
