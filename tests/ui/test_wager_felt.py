"""The payouts drill shows the wager as chips on the spot it was bet on."""

from __future__ import annotations

from decimal import Decimal
from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from dealertrainer.engine.money import DEFAULT_CHIPS, chip_breakdown, format_money
from dealertrainer.training.drills.payouts import PayoutKind
from dealertrainer.ui.chip_art import CHIP_COLOURS
from dealertrainer.ui.wager_felt import SPOTS, WagerFelt, spot_for, wager_on


def test_every_payout_has_a_spot_and_nothing_else_does():
    assert set(SPOTS) == {kind.value for kind in PayoutKind}
    assert spot_for("baccarat.banker.5.vs.4") is None
    assert spot_for("blackjack.payout.3to2").shape == "circle"
    assert spot_for("blackjack.payout.insurance").shape == "line"
    assert spot_for("baccarat.payout.tie.8to1").pays == "TIE PAYS 8 TO 1"


def test_the_wager_is_the_bet_on_the_question_table():
    from dealertrainer.training.drills import make_drill
    from dealertrainer.training.drills.payouts import PayoutKind, wager_table

    assert wager_on(SimpleNamespace(table=wager_table(PayoutKind.TIE_8TO1, Decimal("35")))) == Decimal("35")
    assert wager_on(SimpleNamespace(table=None)) is None
    drill = make_drill("payouts", {"length": 12}, seed=4)
    for beat in drill.beats():
        question = beat.question
        wager = wager_on(question)
        assert wager is not None and format_money(wager) in question.prompt
        assert question.table.bets[0].spot in ("wager", "insurance", "banker", "tie", "player pair")


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
    assert felt.show_bet("baccarat.payout.tie.8to1", Decimal("125"))
    image = felt.grab().toImage()
    for chip in chip_breakdown(Decimal("125"), DEFAULT_CHIPS):  # a black 100 and a green 25
        assert _has_colour(image, CHIP_COLOURS[chip.colour][0]), chip
    assert not felt.show_bet("totals.baccarat", Decimal("5"))  # not a payout: nothing shown
    assert felt.spot is None


def test_the_payouts_drill_puts_each_bet_on_the_table_and_other_drills_do_not(qtbot, window, context):
    context.drill_overrides["payouts"] = {"length": 4}
    screen = window.open("payouts")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    for _ in range(3):
        question = screen.session.current.question
        assert screen.wager_felt.isVisible()
        assert screen.wager_felt.spot == SPOTS[question.skill]
        assert screen.wager_felt.wager == wager_on(question) is not None
        assert format_money(screen.wager_felt.wager) in question.prompt
        with qtbot.waitSignal(screen.verdict_shown, timeout=5000):
            screen._answer(str(question.answer))
        with qtbot.waitSignal(screen.question_shown, timeout=5000):
            qtbot.keyClick(screen.panel, Qt.Key.Key_Space)
    screen.finish()
    context.drill_overrides["totals"] = {"length": 2}
    totals = window.open("totals")
    with qtbot.waitSignal(totals.question_shown, timeout=10000):
        qtbot.keyClick(totals, Qt.Key.Key_Return)
    assert not totals.wager_felt.isVisible()
