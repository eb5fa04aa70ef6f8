"""A page of text given to the answer field, as a trainee gives it (typed keys, a paste): the
field keeps no more than an answer can be, and the verdict comes back at once and short."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from dealertrainer.engine.steps import AnswerKind
from dealertrainer.training.answers import MAX_ANSWER_CHARS

PASTED = "5" + " " * 32_700 + "x"  # the paste: it blocked the window for 10.5 s


def _payout_question_up(qtbot, window):
    screen = window.open("payouts")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: screen.session.waiting_for_answer, timeout=5000)
    assert screen.session.current.question.answer_kind is AnswerKind.MONEY
    field = QApplication.focusWidget()
    assert isinstance(field, QLineEdit) and field is screen.panel.amount  # the answer field has the keys
    verdicts = []
    screen.verdict_shown.connect(verdicts.append)
    return screen, field, verdicts


def test_a_pasted_page_is_cut_to_an_answer_and_read_as_unreadable(qtbot, window, context, records):
    screen, field, verdicts = _payout_question_up(qtbot, window)
    QApplication.clipboard().setText(PASTED)
    qtbot.keyClick(field, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert len(field.text()) == MAX_ANSWER_CHARS and field.text().startswith("5 ")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(verdicts) == 1, timeout=5000)
    # the field kept "5" and spaces (the "x" was past the limit): read, in a moment, as $5
    assert verdicts[0].given == "$5" and not verdicts[0].unreadable
    assert verdicts[0].correct is (screen.session.current.question.answer == 5)
    stored = records.answers(context.trainee.id, session_id=screen.session.session_id)[-1]
    assert stored.given == "$5"


def test_typing_past_the_limit_keeps_only_an_answer_and_the_right_amount_still_counts(qtbot, window):
    screen, field, verdicts = _payout_question_up(qtbot, window)
    answer = screen.session.current.question.answer
    amount = f"{answer:.2f}"
    qtbot.keyClicks(field, amount + " " * (MAX_ANSWER_CHARS + 50 - len(amount)) + "x")
    assert field.text() == amount + " " * (MAX_ANSWER_CHARS - len(amount))  # the keys past the limit were not taken
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(verdicts) == 1, timeout=5000)
    assert verdicts[0].correct and not verdicts[0].unreadable  # what the field kept is the amount and spaces
