"""The payouts drill shows the wager as chips on the spot it was bet on."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from dealertrainer.engine.money import DEFAULT_CHIPS, chip_breakdown, format_money
from dealertrainer.training.drills.payouts import PayoutKind
from dealertrainer.ui.table.chip_art import CHIP_COLOURS
from dealertrainer.engine.steps import BetView, TableView
from dealertrainer.training.drills.payouts import payout_table
from dealertrainer.ui.table.wager_felt import HANDS_ONLY, SPOTS, WagerFelt, bet_on, spot_for


def test_every_payout_has_a_spot_and_nothing_else_does():
    assert set(SPOTS) == {kind.value for kind in PayoutKind}
    assert spot_for("baccarat.banker.5.vs.4") is None
    assert spot_for("blackjack.payout.3to2").shape == "circle"
    assert spot_for("blackjack.payout.insurance").shape == "line"
    assert spot_for("baccarat.payout.tie.8to1").pays == "TIE PAYS 8 TO 1"


def test_a_pair_spot_is_printed_with_its_side_and_a_bet_must_fit_its_spot():
    assert spot_for("baccarat.payout.pair", "banker pair").pays == "BANKER PAIR PAYS 11 TO 1"
    assert spot_for("baccarat.payout.pair", "player pair").title == "PLAYER PAIR"
    assert spot_for("baccarat.payout.tie.8to1", "tie") == SPOTS["baccarat.payout.tie.8to1"]
    assert spot_for("baccarat.payout.tie.8to1", "banker") is None  # a tie payout is not made on the banco box
    assert spot_for("blackjack.payout.insurance", "wager") is None


def test_the_wager_is_the_one_bet_on_the_question_table():
    table = payout_table(PayoutKind.TIE_8TO1, Decimal("35"))
    assert bet_on(table) == BetView(1, "tie", Decimal("35"))
    assert bet_on(None) is None
    assert bet_on(TableView("baccarat")) is None
    two = TableView("baccarat", bets=(BetView(1, "tie", Decimal("5")), BetView(2, "tie", Decimal("5"))))
    assert bet_on(two) is None  # not one wager: not a payout question's table


def _has_colour(image, colour: str, tolerance: int = 30) -> bool:
    want = QColor(colour)
    return any(
        abs(c.red() - want.red()) + abs(c.green() - want.green()) + abs(c.blue() - want.blue()) < tolerance
        for c in (image.pixelColor(x, y) for x in range(0, image.width(), 2) for y in range(0, image.height(), 2))
    )


def test_the_chips_of_the_wager_are_on_the_felt(qtbot):
    felt = WagerFelt()
    qtbot.addWidget(felt)
    felt.resize(640, 300)
    assert felt.show_bet("baccarat.payout.tie.8to1", payout_table(PayoutKind.TIE_8TO1, Decimal("125")))
    assert felt.wager == Decimal("125") and felt.toolTip() == "$125 on Tie"
    image = felt.grab().toImage()
    for chip in chip_breakdown(Decimal("125"), DEFAULT_CHIPS):  # a black 100 and a green 25
        assert _has_colour(image, CHIP_COLOURS[chip.colour][0]), chip
    assert not felt.show_bet("totals.baccarat", payout_table(PayoutKind.TIE_8TO1, Decimal("5")))  # not a payout
    assert felt.spot is None and felt.wager is None
    assert not felt.show_bet("baccarat.payout.banco", payout_table(PayoutKind.TIE_8TO1, Decimal("5")))  # wrong spot
    assert not felt.show_bet("baccarat.payout.banco", None)
    assert felt.spot is None


def _card_white(image, left: int, right: int, bottom: int) -> bool:
    """Card faces (near white) between ``left`` and ``right``, above ``bottom``, on a 640 x 300 felt."""
    return any(
        min(c.red(), c.green(), c.blue()) > 235
        for c in (image.pixelColor(x, y) for x in range(left, right, 2) for y in range(40, bottom, 2))
    )


@pytest.mark.parametrize(("kind", "left", "right", "bottom"), [
    (PayoutKind.TIE_8TO1, 40, 160, 260),  # the Player hand, left of the box
    (PayoutKind.TIE_8TO1, 480, 600, 260),  # the Banker hand, right of it
    (PayoutKind.BLACKJACK_3TO2, 410, 500, 260),  # the player's blackjack beside the circle
    (PayoutKind.EVEN_MONEY, 80, 150, 260),  # the dealer's ace
    (PayoutKind.INSURANCE, 270, 370, 120),  # the dealer's blackjack above the insurance line
])
def test_the_hands_on_the_question_table_are_drawn(qtbot, kind, left, right, bottom):
    felt = WagerFelt()
    qtbot.addWidget(felt)
    felt.resize(640, 300)
    table = payout_table(kind, Decimal("50"))
    assert felt.show_bet(kind.value, table)
    assert _card_white(felt.grab().toImage(), left, right, bottom)
    assert felt.show_bet(kind.value, TableView(table.game, bets=table.bets))  # the bet alone: no cards there
    assert not _card_white(felt.grab().toImage(), left, right, bottom)


def test_the_payouts_drill_puts_each_bet_on_the_table_and_other_drills_do_not(qtbot, window, context):
    context.drill_overrides["payouts"] = {"length": 4}
    screen = window.open("payouts")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    for _ in range(3):
        question = screen.session.current.question
        assert screen.wager_felt.isVisible()
        bet = question.table.bets[0]
        assert screen.wager_felt.spot == spot_for(question.skill, bet.spot) is not None
        assert screen.wager_felt.wager == bet.amount and screen.wager_felt.hands == question.table.hands
        assert format_money(screen.wager_felt.wager) in question.prompt
        assert screen.table_stack.currentIndex() == 0  # the small felt under the words, not the full layout
        with qtbot.waitSignal(screen.verdict_shown, timeout=5000):
            screen._answer(str(question.answer))
        with qtbot.waitSignal(screen.question_shown, timeout=5000):
            qtbot.keyClick(screen.panel, Qt.Key.Key_Space)
    screen.finish()
    context.drill_overrides["totals"] = {"length": 2}
    totals = window.open("totals")
    with qtbot.waitSignal(totals.question_shown, timeout=10000):
        qtbot.keyClick(totals, Qt.Key.Key_Return)
    # Totals has no bet: its hand alone on the small felt (issue 15), no wager drawn.
    assert totals.wager_felt.spot is HANDS_ONLY and totals.wager_felt.wager is None
