"""Which bets lose? on the question panel: a button per spot with a bet under its own key, a
key picks a spot (shown picked) or puts it back, Enter sends the spots picked."""

from __future__ import annotations

from PySide6.QtCore import Qt

from dealertrainer.training.answers import check
from dealertrainer.training.drills import make_drill
from dealertrainer.ui.session.question_panel import QuestionPanel


def _losing_question(wanted_spots: int):
    for seed in range(20):
        for beat in make_drill("baccarat.seat", {"coups": 20}, seed=seed).beats():
            q = beat.question
            if q is not None and q.skill == "baccarat.settle.lose" and len(q.choices) >= wanted_spots:
                return q
    raise AssertionError("no coup with that many spots")


def test_spots_are_picked_by_their_keys_and_sent_with_enter(qtbot):
    panel = QuestionPanel()
    qtbot.addWidget(panel)
    panel.show()
    q = _losing_question(4)
    panel.show_question(q)
    buttons = panel.answer_buttons()
    assert [b.text() for b in buttons] == [f"{label}  [{key}]" for key, label in q.keys] + ["Done  [Enter]"]
    qtbot.keyClick(panel, Qt.Key.Key_B)
    qtbot.keyClick(panel, Qt.Key.Key_T)
    qtbot.keyClick(panel, Qt.Key.Key_P)
    qtbot.keyClick(panel, Qt.Key.Key_P)  # again: put back
    picked = [b.text().split("  [")[0] for b in buttons if b.isChecked()]
    assert picked == ["Banker", "Tie"]
    with qtbot.waitSignal(panel.submitted) as sent:
        qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert sent.args[0] == ("Banker", "Tie")
    assert check(q, sent.args[0])[1] == "Banker and Tie"
    # The next question, a plain choice on a row of as many buttons, picks nothing by itself.
    choice = next(b.question for b in make_drill("baccarat.seat", {"coups": 3}, seed=1).beats()
                  if b.question is not None and b.question.skill == "baccarat.result")
    panel.show_question(choice)
    assert not any(b.isCheckable() or b.isChecked() for b in panel.answer_buttons())
