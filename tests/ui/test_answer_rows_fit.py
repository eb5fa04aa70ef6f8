"""Every question kind's answer row, on the table screen of the real window at 1024×700 and
1440×900, in both themes: every button shows its whole label and key, inside the answer slot
(a row too long for one line wraps onto the next)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest

from dealertrainer.training.situations import situation, situation_skills
from dealertrainer.ui.theme import Theme, apply_theme

SIZES = ((1024, 700), (1440, 900))


def _questions():
    """One question per skill a situation can be dealt for; every answer kind and choice set."""
    rng = random.Random(19)
    for skill in situation_skills():
        question = situation(skill, rng)
        if question is not None:
            yield question


def _at_the_table(qtbot, window):
    """The baccarat table started as a trainee starts it, its first question up."""
    screen = window.open("baccarat.seat")
    screen.start()
    qtbot.waitUntil(lambda: screen.session is not None and screen.session.waiting_for_answer, timeout=10000)
    return screen


def _unreadable(panel) -> list[str]:
    slot = panel.slot
    found = []
    for button in panel.answer_buttons():
        if not button.isVisible():
            found.append(f"{button.text()!r} hidden")
            continue
        if button.width() < button.sizeHint().width():
            found.append(f"{button.text()!r} {button.width()} px wide, needs {button.sizeHint().width()}")
        place = QRect(button.mapTo(slot, button.rect().topLeft()), button.size())
        if not slot.rect().contains(place):
            found.append(f"{button.text()!r} at {place.getRect()} outside the answer slot {slot.rect().getRect()}")
    return found


@pytest.mark.parametrize("theme", [Theme.DARK, Theme.LIGHT])
def test_every_answer_row_is_readable(qtbot, window, qapp, theme):
    apply_theme(qapp, theme)
    screen = _at_the_table(qtbot, window)
    questions = list(_questions())
    assert len({q.answer_kind for q in questions}) >= 4 and len(questions) > 100
    problems = []
    for width, height in SIZES:
        window.resize(width, height)
        qtbot.waitUntil(lambda: window.width() == width)
        for question in questions:
            screen.panel.show_question(question, seats=7)
            qapp.processEvents()
            problems += [f"{width}x{height} {question.skill}: {p}" for p in _unreadable(screen.panel)]
    assert problems == []


def test_the_stud_fold_and_baccarat_losing_bets_rows_read_whole_the_first_time(qtbot, window, qapp):
    """The two rows seen cut: a stud fold at 1440×900, and baccarat's losing bets the first
    time in a session (the buttons were measured before the theme was applied)."""
    window.resize(1440, 900)
    screen = _at_the_table(qtbot, window)
    rng = random.Random(3)
    for skill in ("stud.fold.procedure", "baccarat.settle.lose"):
        question = situation(skill, rng)
        screen.panel.show_question(question, seats=7)
        qapp.processEvents()
        assert screen.panel.answer_buttons(), skill
        assert _unreadable(screen.panel) == [], skill


def test_a_row_made_before_the_theme_reads_whole_after_it(qtbot, window, qapp):
    """Baccarat's "Which bets lose?" row was cut the first time in a session: its buttons were
    measured before the theme's larger bold type was applied. Ctrl+T switches the theme with
    the row already made; shown again, every button is whole."""
    window.resize(1024, 700)
    screen = _at_the_table(qtbot, window)
    from dealertrainer.engine.steps import AnswerKind
    from dealertrainer.training.questions import Question

    choices = ("Player and Tie", "Player, Tie and Player pair", "Player, Tie, Player pair and Banker pair")
    question = Question.flash("baccarat.settle.lose", "Banker wins. Which bets lose?", AnswerKind.CHOICE,
                              choices[1], choices, "", None)  # side bets on the layout: long choices
    screen.panel.show_question(question, seats=7)
    qapp.processEvents()
    for _ in range(2):  # to the other theme and back
        QTest.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
        screen.panel.show_question(question, seats=7)
        qapp.processEvents()
        assert screen.panel.answer_buttons() and _unreadable(screen.panel) == []
