"""The replay's felt: each step's table, the payouts made beside their bets until the cards are
collected (as the table showed them), and at the missed step the question's felt without its
own payout; the keys move within the hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dealertrainer.training.hand_replay import MissedAnswer, replay_hand
from dealertrainer.training.offer import make
from dealertrainer.training.session import Session
from dealertrainer.ui.session.hand_replay_view import HandReplayView
from dealertrainer.ui.table.paid_bets import paid_bet


def _a_missed_payout(seed: int = 1):
    """A baccarat session's replay at a quizzed payout that is not the coup's first."""
    session = Session(make("baccarat.seat", {"coups": 8, "seats": 7, "quiz_skills": ("baccarat.payout",)}, seed=seed))
    while (beat := session.next()) is not None:
        if beat.question is not None:
            session.answer("1")
    for index, (question, verdict) in enumerate(session.verdicts):
        replay = replay_hand(session.hand_place(index),
                             MissedAnswer(question.skill, question.prompt, verdict.given, verdict.expected))
        if any(paid_bet(step) for step in replay.steps[:replay.asked]) and paid_bet(replay.steps[replay.asked]):
            return replay
    raise AssertionError("no coup with two payouts in eight")


@pytest.fixture
def view(qtbot):
    shown = HandReplayView(_a_missed_payout())
    qtbot.addWidget(shown)
    shown.show()
    return shown


def test_payouts_stay_beside_their_bets_and_the_missed_one_shows_after_it(qtbot, view):
    replay = view.replay
    qtbot.keyClick(view, Qt.Key.Key_M)
    asked = replay.steps[replay.asked]
    paid = [bet for bet in view.canvas.table.bets if bet.paid]
    earlier = [paid_bet(step) for step in replay.steps[:replay.asked] if paid_bet(step)]
    assert paid and all(bet in earlier for bet in paid)  # the payouts made before it, beside their bets
    assert paid_bet(asked) not in paid  # its own is the question: not on the felt yet
    assert view.canvas.table.hands == (asked.question_table or asked.table).hands
    qtbot.keyClick(view, Qt.Key.Key_Right)
    if view.index > replay.asked and view.canvas.table.cards_in_play:
        assert paid_bet(asked) in [bet for bet in view.canvas.table.bets if bet.paid]


def test_the_keys_stay_within_the_hand(qtbot, view):
    replay = view.replay
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.index == 0 and not view.previous_button.isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert view.index == len(replay.steps) - 1 and not view.next_button.isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.index == len(replay.steps) - 1
    qtbot.keyClick(view, Qt.Key.Key_P)
    assert view.index == len(replay.steps) - 2
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not view.isVisible()
