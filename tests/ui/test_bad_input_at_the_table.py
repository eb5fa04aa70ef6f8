"""Bad input at the table, as the trainee gives it: a count typed with a sign in front is not
read as the number without it ("Could not read", the answer, marked unreadable in the
records), and a stacked shoe that is a pipe or too short is refused on the shoe panel."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from dealertrainer.engine.steps import AnswerKind
from dealertrainer.ui.harness import keys_for, press


def test_minus_seven_is_not_seven(qtbot, window, context, records):
    screen = window.open("totals")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    verdicts = []
    screen.verdict_shown.connect(verdicts.append)
    for _ in range(60):  # answer right until a plain count comes up
        qtbot.waitUntil(lambda: screen.session.waiting_for_answer, timeout=5000)
        question = screen.session.current.question
        focus = QApplication.focusWidget() or screen
        count = len(verdicts)
        if question.answer_kind is AnswerKind.COUNT and isinstance(question.answer, int):
            press(focus, [f"-{question.answer}", Qt.Key.Key_Return])
            qtbot.waitUntil(lambda: len(verdicts) == count + 1, timeout=5000)  # noqa: B023
            break
        press(focus, keys_for(question, right=True))
        qtbot.waitUntil(lambda: len(verdicts) == count + 1, timeout=5000)  # noqa: B023
        qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
    else:
        raise AssertionError("no count question in 60 questions")
    verdict = verdicts[-1]
    assert not verdict.correct and verdict.unreadable
    text = screen.panel.feedback.text()
    assert f"Could not read “-{question.answer}”" in text and f"<b>{question.answer}</b>" in text
    stored = records.answers(context.trainee.id, session_id=screen.session.session_id)[-1]
    assert stored.unreadable and not stored.correct and stored.given == f"-{question.answer}"


def test_a_pipe_or_a_short_shoe_chosen_at_the_table_is_refused_on_the_panel(qtbot, window, tmp_path):
    import os

    screen = window.open("baccarat.seat")
    panel = screen.shoe_panel
    fifo = tmp_path / "scenario.txt"
    os.mkfifo(fifo)
    with qtbot.assertNotEmitted(panel.stacked_shoe_loaded):
        assert panel.load_stacked_shoe(fifo) is None  # what the file dialog's choice runs
    assert "Stacked shoe refused:" in panel.message_text and "is not a plain file" in panel.message_text
    short = tmp_path / "short.txt"
    short.write_text("9s 2h 3d\n", encoding="utf-8")
    with qtbot.assertNotEmitted(panel.stacked_shoe_loaded):
        assert panel.load_stacked_shoe(short) is None
    assert "short.txt holds 3 cards" in panel.message_text and "needs at least 16 cards" in panel.message_text
    assert screen.session is None
