"""The shared answer generator answers what is on screen, right when asked right and wrong when
asked wrong, at every table and drill and on an exam paper."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from dealertrainer.ui.harness import answer_on_screen, keys_for, question_on_screen


@pytest.mark.parametrize("drill_id", ["baccarat.seat", "blackjack.seat", "stud.seat", "payouts", "totals"])
def test_the_answer_on_screen_is_right_or_wrong_as_asked(qtbot, window, context, drill_id):
    context.drill_overrides[drill_id] = {"length": 12}
    screen = window.open(drill_id)
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        qtbot.keyClick(screen, Qt.Key.Key_Return)  # Start [Enter]
    rng = random.Random(3)
    verdicts = []
    for number in range(8):
        qtbot.waitUntil(lambda: screen.session is None or question_on_screen(window) is not None, timeout=10000)
        if screen.session is None:
            break
        with qtbot.waitSignal(screen.verdict_shown, timeout=5000) as shown:
            assert answer_on_screen(window, right=number % 3 != 1, rng=rng)
        verdicts.append((number % 3 != 1, shown.args[0].correct))
        qtbot.keyClick(screen.panel, Qt.Key.Key_Space)
    assert len(verdicts) >= 4
    assert all(asked == given for asked, given in verdicts), verdicts
    assert question_on_screen(window) is None or screen.session is not None


def test_an_exam_paper_is_answered_from_its_buttons_and_field(qtbot, window):
    exam = window.open("exam")
    exam.choose("baccarat.banker", "blackjack.payout", "stud.first_to_act")
    exam.length.setValue(9)
    exam.start()
    assert exam.stack.currentIndex() == 1, exam.setup_problem.text()
    asked = []
    while exam.stack.currentIndex() == 1:
        question = question_on_screen(window)
        assert question is not None and question is exam.question
        asked.append(question.answer_kind)
        assert answer_on_screen(window, right=len(asked) != 2)
    assert exam.report is not None and (exam.report.answered, exam.report.correct) == (9, 8)
    assert question_on_screen(window) is None
    assert len(set(asked)) >= 2  # buttons and a typed amount, at least


def test_keys_for_a_wrong_answer_never_match_the_right_ones(qtbot, window, context):
    context.drill_overrides["payouts"] = {"length": 6, "chips": True}
    screen = window.open("payouts")
    screen.start()
    qtbot.waitUntil(lambda: question_on_screen(window) is not None, timeout=10000)
    question = question_on_screen(window)
    assert question.chips_wanted
    assert keys_for(question, right=True) != keys_for(question, right=False)
    assert keys_for(question, right=True)[-1] == Qt.Key.Key_Return


def test_one_losing_spot_is_picked_and_sent_like_several(qtbot, window, context):
    """"Which bets lose?" with one losing spot (a tie: only a pair bet loses) is still picked and
    sent with Enter: the answer generator once pressed only its key, and the question waited."""
    from dealertrainer.engine.steps import AnswerKind, spots_in

    context.drill_overrides["baccarat.seat"] = {"coups": 40, "seats": 1, "pair_bets": 1.0}
    screen = window.open("baccarat.seat")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    single = 0
    for _ in range(600):
        qtbot.waitUntil(lambda: screen.session is None or question_on_screen(window) is not None, timeout=10000)
        question = question_on_screen(window)
        if question is None or single >= 2:
            break
        one_spot = question.answer_kind is AnswerKind.SPOTS and len(spots_in(str(question.answer))) == 1
        with qtbot.waitSignal(screen.verdict_shown, timeout=5000) as shown:
            assert answer_on_screen(window, right=True)
        assert shown.args[0].correct, question.prompt
        single += one_spot
        with qtbot.waitSignal(screen.question_shown, timeout=5000, raising=False):
            qtbot.keyClick(screen.panel, Qt.Key.Key_Space)
    assert single >= 2
