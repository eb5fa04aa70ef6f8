"""What the soak run found piling up, counted: the same work done again and again leaves no more
objects alive after the tenth time than after the first (a 10,000-event soak grew by ~200 MB).

Counted, never timed: live Qt objects of a class, found through Python's collector."""

from __future__ import annotations

import gc

from PySide6.QtCharts import QChart
from PySide6.QtCore import QCoreApplication, QEvent
from shiboken6 import isValid

from dealertrainer.ui.progress_view import ProgressView
from dealertrainer.ui.workers import Job, import_core, run_job
from tests.training.progress_records import NOW
from tests.training.progress_records import fill as _fill


def _alive(kind: type) -> int:
    """Objects of ``kind`` alive now, once deletions asked for are done and garbage collected."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    return sum(1 for thing in gc.get_objects() if type(thing) is kind and isValid(thing))


def test_progress_charts_redrawn_again_and_again_leave_two_charts(qtbot, records):
    ana = _fill(records)
    view = ProgressView(records, ana, wall_clock=lambda: NOW)
    qtbot.addWidget(view)
    skills = ["blackjack.payout.3to2", "baccarat.banker.5.vs.4"]
    assert view.select_skill(skills[0])
    first = _alive(QChart)
    for turn in range(10):
        assert view.select_skill(skills[(turn + 1) % 2])
        view.refresh()  # the records read again, as when Progress is shown again
    assert _alive(QChart) == first
    for shown in (view.accuracy_chart.chart(), view.time_chart.chart()):  # the charts on screen are not the ones deleted
        assert isValid(shown) and shown.series()


def test_background_jobs_that_reported_are_gone(qtbot):
    import_core()
    heard: list[int] = []
    for n in range(3):
        run_job(lambda n=n: n, heard.append)
    qtbot.waitUntil(lambda: len(heard) == 3, timeout=10_000)
    first = _alive(Job)
    for n in range(10):
        run_job(lambda n=n: n, heard.append)
    qtbot.waitUntil(lambda: len(heard) == 13, timeout=10_000)
    assert _alive(Job) == first
    assert sorted(heard) == sorted([0, 1, 2, *range(10)])
