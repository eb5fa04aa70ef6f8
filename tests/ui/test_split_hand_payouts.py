"""An instructor loads a stacked shoe at the blackjack table where the seat splits eights and
both hands win; the trainee pays them by keys. Each payout lies beside the wager of the hand
it pays, found by the hand's place on the layout (seat and hand), not by reading the
dealer's words."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dealertrainer.engine.places import Place
from dealertrainer.engine.steps import BetView

#: Burned, seat, dealer's upcard, seat, hole card: eights; the split hands get tens and
#: stand on 18, the dealer's 16 draws a ten and busts. Spare tens behind.
SPLIT_EIGHTS = "# eights split, the dealer busts\n2c 8s 8h 8d 8c\nTs Th Td Tc Ks Kh Kd\n"


def test_each_split_hand_is_paid_beside_its_own_wager(qtbot, window, context, tmp_path):
    context.drill_overrides["blackjack.seat"] = {
        "feedback": "now", "seats": 1, "play": "basic", "player_mistake_rate": 0, "rounds": 1,
        "quiz_skills": ("blackjack.settle.split",),
    }
    screen = window.open("blackjack.seat")
    scenario = tmp_path / "split-eights.txt"
    scenario.write_text(SPLIT_EIGHTS, encoding="utf-8")
    with qtbot.waitSignal(screen.question_shown, timeout=20000):
        assert screen.shoe_panel.load_stacked_shoe(scenario) is not None
    paid_hands = []
    for _ in range(2):
        qtbot.waitUntil(lambda: screen.session.waiting_for_answer, timeout=20000)
        step, question = screen.session.current.step, screen.session.current.question
        assert step.action == "pay" and question.skill == "blackjack.settle.split"
        seat = step.seat
        QTest.keyClicks(screen.panel.amount, str(question.answer))
        QTest.keyClick(screen.panel.amount, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: not screen.session.waiting_for_answer, timeout=5000)
        table = screen.canvas("blackjack").table
        payout = [b for b in table.bets if b.paid][-1]
        assert payout == BetView(seat, "wager", question.answer, payout.hand, paid=True)
        assert (seat, payout.hand) in {(b.seat, b.hand) for b in table.bets if b.spot == "wager" and not b.paid}
        assert table.hand(Place.at_seat(seat, payout.hand)).cards  # the hand it pays lies on the felt
        assert f"seat {seat} hand {payout.hand}" in step.say  # the hand the dealer names
        paid_hands.append(payout.hand)
        QTest.keyClick(screen.panel, Qt.Key.Key_Space)  # deal on
    assert paid_hands == [2, 1]  # third base to first: the second hand is paid first
