"""Painted panels other than the table felt: each painted item is its own accessible object,
named and described in the dealer's words (English and Chinese), in reading order, following a
resize, and never saying a pile's worth."""

from __future__ import annotations

import re
from decimal import Decimal

from PySide6.QtGui import QAccessible

from dealertrainer.engine.baccarat.coup import Winner
from dealertrainer.engine.chip_stacks import Stack
from dealertrainer.engine.money import DEFAULT_CHIPS
from dealertrainer.engine.steps import BetView, TableView
from dealertrainer.ui.session.heatmap import DrawTableHeatmap
from dealertrainer.ui.shoe.roads_view import RoadsView
from dealertrainer.ui.table.wager_felt import WagerFelt

B, P, T = Winner.BANKER, Winner.PLAYER, Winner.TIE
RED, GREEN = (next(c for c in DEFAULT_CHIPS if c.value == v) for v in (Decimal(5), Decimal(25)))


def accessible_children(widget) -> list[tuple[str, str]]:
    """What a screen reader finds inside ``widget``: (name, description) of each child object."""
    face = QAccessible.queryAccessibleInterface(widget)
    children = [face.child(i) for i in range(face.childCount())]
    return [(c.text(QAccessible.Text.Name), c.text(QAccessible.Text.Description)) for c in children
            if c.text(QAccessible.Text.Name)]


def test_each_road_is_read_in_order_as_a_dealer_reads_it(qtbot):
    view = RoadsView()
    qtbot.addWidget(view)
    view.resize(360, 380)
    view.set_results([B, B, B, P, T, B, B])
    roads = accessible_children(view)
    assert [name for name, _ in roads] == ["Bead plate", "Big road", "Big eye boy", "Small road", "Cockroach pig",
                                           "Results so far"]
    assert roads[0][1] == "banker, banker, banker, player, tie, banker, banker"
    assert roads[1][1] == "banker 3, player 1 with 1 tie, banker 2"
    assert re.fullmatch(r"((red|blue) \d+(, )?)+", roads[2][1])
    assert roads[4][1] == "No coups yet"
    assert roads[5][1] == "Banker 5 · Player 1 · Tie 1 · Banker pairs 0 · Player pairs 0"



def test_the_roads_in_chinese(qtbot, chinese_screens):
    chinese = chinese_screens
    view = RoadsView()
    qtbot.addWidget(view)
    view.resize(360, 380)
    view.set_results([B, B, P])
    roads = dict(accessible_children(view))
    big = next(d for n, d in roads.items() if n in ("大路",))
    assert big == ("庄 2，闲 1" if chinese == "zh_CN" else "莊 2，閒 1")
    for name, words in roads.items():
        assert not re.search(r"[A-Za-z]", name + words), (name, words)


def test_the_road_objects_follow_a_resize(qtbot):
    view = RoadsView()
    qtbot.addWidget(view)
    view.resize(300, 380)
    view.show()
    view.set_results([B, P])
    narrow = [w.geometry().width() for w in view.items.widgets]
    view.resize(500, 500)
    wide = [w.geometry().width() for w in view.items.widgets]
    assert all(b > a for a, b in zip(narrow, wide, strict=True))


def test_stacks_are_read_by_colour_and_count_from_the_left_never_by_worth(qtbot):
    felt = WagerFelt()
    qtbot.addWidget(felt)
    felt.resize(640, 300)
    felt.show()
    assert felt.show_stacks(TableView("chips", stacks=(Stack(GREEN, 4), Stack(RED, 20), Stack(RED, 3))))
    stacks = accessible_children(felt)
    assert stacks == [("Stack 1", "4 greens"), ("Stack 2", "20 reds"), ("Stack 3", "3 reds")]
    assert not any("$" in words or "215" in words for _, words in stacks)  # the pile's worth is the question
    lefts = [w.geometry().left() for w in felt.items.widgets]
    assert lefts == sorted(lefts)
    before = felt.items.widgets[1].geometry()
    felt.resize(1000, 470)
    assert felt.items.widgets[1].geometry().height() > before.height()


def test_a_wager_is_its_spot_with_the_chips_in_it(qtbot, chinese):
    felt = WagerFelt()
    qtbot.addWidget(felt)
    felt.resize(640, 300)
    assert felt.show_bet("baccarat.payout.banco", TableView("baccarat", bets=(BetView(1, "banker", Decimal(30)),)))
    [(name, words)] = accessible_children(felt)
    assert name == felt.spot.title.title()
    assert words.startswith("$30") and ("绿" in words or "綠" in words) and ("红" in words or "紅" in words)
    felt.clear()
    assert accessible_children(felt) == []


def test_each_draw_table_cell_says_where_it_is_and_how_it_went(qtbot):
    heatmap = DrawTableHeatmap()
    qtbot.addWidget(heatmap)
    heatmap.resize(760, 380)
    heatmap.set_answers([("baccarat.banker.5.vs.3", True, 1.2), ("baccarat.banker.5.vs.3", False, 2.0)])
    cells = accessible_children(heatmap)
    assert cells[0] == ("Player 0", "Not answered yet")
    assert ("Banker 5, Player's third card 3", "1 of 2 right, median 1.6 seconds") in cells
    assert ("Banker 3, the Player stood", "Not answered yet") in cells
    assert len(cells) == 8 + 2 + 2 + 8 * 11


def _day_chart(qtbot):
    from datetime import datetime

    from PySide6.QtGui import QColor

    from dealertrainer.ui.progress.day_chart import DayChart

    chart = DayChart()
    qtbot.addWidget(chart)
    chart.resize(360, 240)
    chart.show()
    chart.show_days("Accuracy", "%", [(datetime(2026, 11, 14), 80.0), (datetime(2026, 11, 16), 92.0)],
                    QColor("#2f8f52"), (0.0, 100.0), step=20.0)
    return chart


def test_each_day_of_a_chart_is_its_dot_with_its_value(qtbot):
    chart = _day_chart(qtbot)
    assert accessible_children(chart) == [("14 Nov", "80 %"), ("16 Nov", "92 %")]
    first, second = (w.geometry() for w in chart.items.widgets)
    assert first.center().x() < second.center().x() and first.center().y() > second.center().y()
    chart.resize(720, 480)
    assert chart.items.widgets[1].geometry().center().x() > second.center().x()


def test_a_chart_s_days_in_chinese(qtbot, chinese):
    chart = _day_chart(qtbot)
    assert [name for name, _ in accessible_children(chart)] == ["11月14日", "11月16日"]


def test_the_draw_table_cells_in_chinese(qtbot, chinese):
    heatmap = DrawTableHeatmap()
    qtbot.addWidget(heatmap)
    heatmap.resize(760, 380)
    heatmap.set_answers([("baccarat.banker.5.vs.3", True, 1.2)])
    cells = dict(accessible_children(heatmap))
    name = "庄5点，闲家第三张牌3" if chinese == "zh_CN" else "莊5點，閒家第三張牌3"
    assert cells[name] == ("1 题答对 1 题，中位用时 1.2 秒" if chinese == "zh_CN" else "1 題答對 1 題，中位用時 1.2 秒")
    for name, words in cells.items():
        assert not re.search(r"[A-Za-z{}]", name + words), (name, words)


def test_the_shoe_bar_and_a_chance_meter_say_what_they_show(qtbot, chinese):
    from PySide6.QtGui import QColor

    from types import SimpleNamespace

    from dealertrainer.ui.shoe.shoe_meters import Meter, PenetrationBar

    bar, meter = PenetrationBar(), Meter(QColor("#e23b3b"), "Banker")
    qtbot.addWidget(bar)
    qtbot.addWidget(meter)
    shoe = SimpleNamespace(penetration=0.25, cut_card_at=312, total_cards=416, cut_card_reached=False)  # what the bar reads
    bar.set_shoe(shoe)
    meter.set_fraction(0.4586)
    assert bar.accessibleDescription() == ("已发 25%，切牌卡在 75%" if chinese == "zh_CN" else "已發 25%，切牌卡在 75%")
    assert (meter.accessibleName(), meter.accessibleDescription()) == ("Banker", "46%")
