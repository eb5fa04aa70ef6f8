"""Progress: the stored answers on the skill tree, in charts, exams listed, CSV export."""

from __future__ import annotations

import csv

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from dealertrainer.storage.records import Records
from dealertrainer.training.mastery import MasteryLevel
from dealertrainer.training.memory_fit import personal
from dealertrainer.training.progress_figures import daily_series, streak
from dealertrainer.ui.progress.progress_view import ProgressView
from tests.training.progress_records import DAY, NOW, START
from tests.training.progress_records import fill as _fill


@pytest.fixture
def records(tmp_path):
    with Records(tmp_path / "records.sqlite3") as opened:
        yield opened


def _row_for(view: ProgressView, node: str) -> list[str]:
    model = view.model
    match = model.match(model.index(0, 0), Qt.ItemDataRole.UserRole, node, 1, Qt.MatchFlag.MatchRecursive)
    assert match, node
    index = match[0]
    return [model.itemFromIndex(index.siblingAtColumn(c)).text() for c in range(model.columnCount())]


def test_progress_shows_stored_records_on_the_tree(qtbot, records):
    ana = _fill(records)
    view = ProgressView(records, ana, wall_clock=lambda: NOW)
    qtbot.addWidget(view)
    assert view.title.text() == "Progress: Ana"
    assert _row_for(view, "")[1] == "30"
    cell = _row_for(view, "baccarat.banker.5.vs.4")
    assert cell[0] == "Banker 5, Player's third card 4"
    assert cell[1:4] == ["20", "100%", "1.2 s"] and cell[4] == "2 s" and cell[5] == "Mastered"
    assert cell[6] == "20 (best 20)"
    payout = _row_for(view, "blackjack.payout.3to2")
    assert payout[1:3] == ["6", "50%"] and payout[5] == "Learning"
    assert _row_for(view, "blackjack")[1] == "6"
    assert view.stats["baccarat.banker.5.vs.4"].mastery.level is MasteryLevel.MASTERED
    assert "30 answers" in view.summary.text() and "1 of 3 skills mastered" in view.summary.text()
    assert _row_for(view, "")[5] == "1 of 3"  # the header and the "All skills" row: one count
    assert view.schedule_note.text() == (
        "Your review schedule uses the standard memory model for now. It is personalised once 200 of your answers "
        f"come a day or more after your last answer on the same skill ({personal(records, ana).reviews} so far).")
    assert 0 < personal(records, ana).reviews < 200


def test_mastery_fades_to_review_due(qtbot, records):
    ana = _fill(records)
    view = ProgressView(records, ana, wall_clock=lambda: NOW + 120 * DAY)
    qtbot.addWidget(view)
    assert _row_for(view, "baccarat.banker.5.vs.4")[5] == "Review due"
    assert "0 of 3 skills mastered" in view.summary.text()


def test_charts_follow_the_chosen_skill(qtbot, records):
    ana = _fill(records)
    view = ProgressView(records, ana, wall_clock=lambda: NOW)
    qtbot.addWidget(view)
    assert len(view.accuracy_chart.points) == 3  # three days with answers
    with qtbot.waitSignal(view.skill_chosen) as chosen:
        assert view.select_skill("blackjack.payout.3to2")
    assert chosen.args == ["blackjack.payout.3to2"]
    accuracy = view.accuracy_chart.points
    assert len(accuracy) == 1 and accuracy[0][1] == pytest.approx(50.0)
    low, high = view.accuracy_chart.span
    assert low < 0 and high > 100  # a dot at 0% or 100% is drawn whole, not cut by the edge
    assert view.accuracy_chart.ticks == [0, 20, 40, 60, 80, 100]  # the labels still read 0, 20 … 100
    assert view.time_chart.points[0][1] == pytest.approx(5.0)
    assert view.time_chart.target == pytest.approx(3.0)  # the 3:2 payout target, dashed
    assert "target 3 s" in view.time_chart.title
    assert view.time_chart.ticks[-1] >= 5.0 * 1.25  # the slowest day and its headroom fit
    assert not view.select_skill("no.such.skill")


def test_exam_history_lists_exam_sessions(qtbot, records):
    ana = _fill(records)
    view = ProgressView(records, ana, wall_clock=lambda: NOW)
    qtbot.addWidget(view)
    assert view.exams.rowCount() == 1
    cells = [view.exams.item(0, c).text() for c in range(5)]
    assert cells[1:] == ["exam.payouts", "4", "3 (75%)", "3.0 s"]


def test_export_csv_writes_every_answer(qtbot, records, tmp_path):
    ana = _fill(records)
    view = ProgressView(records, ana, wall_clock=lambda: NOW)
    qtbot.addWidget(view)
    path = view.export_csv(tmp_path / "ana")
    assert path.suffix == ".csv"
    with path.open(newline="", encoding="utf-8") as stream:
        rows = list(csv.DictReader(stream))
    assert len(rows) == 30 and "Exported to" in view.summary.text()


def test_a_new_trainee_sees_an_empty_progress(qtbot, records):
    ben = records.add_trainee("Ben").id
    view = ProgressView(records, ben)
    qtbot.addWidget(view)
    assert "No answers yet" in view.summary.text()
    records.record_answer(ben, "totals.blackjack.hard", True, 1.0, at=START)
    view.refresh()
    assert _row_for(view, "totals")[1] == "1"


def test_streak_and_daily_series():
    class A:
        def __init__(self, correct, seconds, at):
            self.correct, self.seconds, self.at = correct, seconds, at

    rows = [A(True, 1, START), A(True, 3, START + 1), A(False, 9, START + 2), A(True, 2, START + DAY)]
    assert streak(rows) == (1, 2)
    series = daily_series(rows)
    assert [(round(a, 3), m) for _, a, m in series] == [(0.667, 2.0), (1.0, 2.0)]


def test_a_chart_paints_its_line_dots_and_labels(qtbot, records):
    """Painted by the app (no Qt Charts): the accuracy line's colour and the target's are on the
    picture, and a day's dot stands where its value is."""
    ana = _fill(records)
    view = ProgressView(records, ana, wall_clock=lambda: NOW)
    qtbot.addWidget(view)
    view.resize(1200, 800)
    view.show()
    qtbot.waitExposed(view)
    assert view.select_skill("blackjack.payout.3to2")
    picture = view.time_chart.grab().toImage()
    colours = {(c.hsvHue(), c.hsvSaturation()) for c in (
        picture.pixelColor(x, y) for x in range(picture.width()) for y in range(picture.height()))}

    def drawn(colour: str) -> bool:  # a pixel of that hue, strongly coloured (edges are blended)
        want = QColor(colour).hsvHue()
        return any(saturation > 100 and abs(hue - want) <= 6 for hue, saturation in colours)

    assert drawn("#d9a441") and drawn("#b8453d")  # the day's dot and the dashed target


def test_round_ticks_cover_the_span():
    from dealertrainer.ui.progress.day_chart import nice_ticks
    assert nice_ticks(0, 5.2) == [0, 1, 2, 3, 4, 5, 6]
    assert nice_ticks(0, 100) == [0, 20, 40, 60, 80, 100]
    assert nice_ticks(0, 0.7) == [0, 0.2, 0.4, 0.6, 0.8]
    assert nice_ticks(0, 0) == [0, 0.2, 0.4, 0.6, 0.8, 1.0]


@pytest.mark.parametrize("language,day,unit", [("en", r"\d{1,2} [A-Z][a-z]{2}", " s"),
                                               ("zh_CN", r"\d{1,2}月\d{1,2}日", " 秒"), ("zh_TW", r"\d{1,2}月\d{1,2}日", " 秒")])
def test_chart_dates_and_seconds_in_the_language_in_force_fit_at_1024x700(qtbot, records, language, day, unit):
    """Before: "19 Nov" and "1.2 s" in Chinese too. The dates as the language writes them (Babel),
    side by side without touching, inside the chart, at the smallest window."""
    import re

    from dealertrainer.language import ENGLISH, use_language

    use_language(language)
    try:
        ana = _fill(records)
        view = ProgressView(records, ana, wall_clock=lambda: NOW)
        qtbot.addWidget(view)
        view.resize(1024 - 230, 700)  # the window at 1024x700, less the navigation list
        view.show()
        qtbot.waitExposed(view)
        assert _row_for(view, "baccarat.banker.5.vs.4")[3:5] == [f"1.2{unit}", f"2{unit}"]
        assert view.exams.item(0, 4).text() == f"3.0{unit}"
        for chart in (view.accuracy_chart, view.time_chart):
            chart.grab()  # painted as shown
            labels = [label for label, _ in chart.dates_drawn]
            assert len(labels) >= 2 and all(re.fullmatch(day, label) for label in labels), labels
            places = [place for _, place in chart.dates_drawn]
            assert all(a.right() < b.left() for a, b in zip(places, places[1:])), places  # none touches the next
            assert places[0].left() >= 0 and places[-1].right() <= chart.width(), (places, chart.width())
            assert re.search(day, chart.accessibleDescription())
    finally:
        use_language(ENGLISH)
