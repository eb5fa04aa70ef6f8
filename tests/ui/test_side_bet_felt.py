"""The side-bet spots are printed on the felt where the house offers them, and only there; a
side bet's chips lie on its own spot, and the felt with them still fits 1024×700."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import QPointF

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.steps import BetView, TableView
from dealertrainer.ui.table.baccarat_felt import BaccaratLayout
from dealertrainer.ui.table.blackjack_felt import BlackjackLayout
from dealertrainer.ui.table.felt import FELT_H, FELT_W, TableCanvas
from dealertrainer.ui.table.signage import signage_for

OFFERED = signage_for(BaccaratRules(no_commission=True, panda_eight_pays=30),
                      BlackjackRules(perfect_pairs=True, twenty_one_plus_three=True, twenty_one_plus_three_flush_pays=7))
STANDARD = signage_for(BaccaratRules(), BlackjackRules())
SPOTS = {BlackjackLayout: ("perfect pairs", "21+3"), BaccaratLayout: ("dragon 7", "panda 8")}


@pytest.mark.parametrize("layout", [BlackjackLayout, BaccaratLayout])
def test_the_side_bet_spots_are_printed_only_where_offered(qtbot, layout):
    offered, standard = layout(OFFERED), layout(STANDARD)
    images = {}
    for name, felt in (("offered", offered), ("standard", standard)):
        canvas = TableCanvas(felt)
        qtbot.addWidget(canvas)
        canvas.resize(1024, 700)
        images[name] = canvas.grab().toImage()
    scale = min(1024 / FELT_W, 700 / FELT_H)
    dx, dy = (1024 - FELT_W * scale) / 2, (700 - FELT_H * scale) / 2
    for seat in range(1, 8):
        for spot in SPOTS[layout]:
            rect = offered.printed_places()[f"seat {seat} {spot}"]
            assert f"seat {seat} {spot}" not in standard.printed_places()
            assert 0 <= rect.left() and rect.right() <= FELT_W and 0 <= rect.top() and rect.bottom() <= FELT_H
            centre = rect.center()
            changed = sum(
                images["offered"].pixel(round(dx + (centre.x() + ox) * scale), round(dy + (centre.y() + oy) * scale))
                != images["standard"].pixel(round(dx + (centre.x() + ox) * scale), round(dy + (centre.y() + oy) * scale))
                for ox in range(-14, 15, 2) for oy in range(-14, 15, 2))
            assert changed > 10, (layout.__name__, seat, spot)  # the spot's ring and words are painted


def test_the_prices_printed_are_the_houses():
    assert OFFERED.baccarat_odds.endswith("DRAGON 7 PAYS 40 TO 1 · PANDA 8 PAYS 30 TO 1")
    assert "FLUSH 7 TO 1" in dict(OFFERED.blackjack_side_odds)["21+3"]
    assert dict(OFFERED.blackjack_side_odds)["PERFECT PAIRS"] == ("PERFECT PAIR 25 TO 1", "COLOURED PAIR 12 TO 1",
                                                                  "MIXED PAIR 6 TO 1")
    assert STANDARD.blackjack_side_odds == () and "DRAGON" not in STANDARD.baccarat_odds


@pytest.mark.parametrize("layout", [BlackjackLayout, BaccaratLayout])
def test_a_side_bet_lies_on_its_own_spot(layout):
    felt = layout(OFFERED)
    for spot in SPOTS[layout]:
        rect = felt.printed_places()[f"seat 3 {spot}"]
        if layout is BlackjackLayout:
            (bet, centre, _r, _c), = felt.bet_spots(TableView("blackjack", bets=(BetView(3, spot, Decimal(5)),)))
        else:
            centre = felt.chip_place(3, spot)
        assert rect.contains(QPointF(centre.x(), centre.y())), spot
