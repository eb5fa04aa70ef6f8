"""What the soak run found piling up, counted: the same work done again and again leaves no more
objects alive after the tenth time than after the first (a 10,000-event soak grew by ~200 MB).

Counted, never timed: live Qt objects of a class, found through Python's collector."""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QEvent
from shiboken6 import isValid

from dealertrainer.ui.progress.day_chart import DayChart
from dealertrainer.ui.progress.progress_view import ProgressView
from dealertrainer.ui.workers import Job, import_core, run_job
from tests.training.progress_records import NOW
from tests.training.progress_records import fill as _fill
from tests.ui.start_as_a_user import folders, no_traceback, start_app, use_the_window  # noqa: F401


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
    first = _alive(DayChart)
    for turn in range(10):
        assert view.select_skill(skills[(turn + 1) % 2])
        view.refresh()  # the records read again, as when Progress is shown again
    assert _alive(DayChart) == first
    for shown in (view.accuracy_chart, view.time_chart):  # the charts on screen are drawn again, not replaced
        assert isValid(shown) and shown.points


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


OPEN_PROGRESS_AND_HOME_AGAIN_AND_AGAIN = """
import gc

from PySide6.QtCore import QCoreApplication, QEvent
from shiboken6 import isValid

from dealertrainer.ui import workers
from dealertrainer.ui.progress.day_chart import DayChart
from dealertrainer.ui.workers import Job


def alive(kind):
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    return sum(1 for thing in gc.get_objects() if type(thing) is kind and isValid(thing))


def there_and_back(window):
    QTest.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)  # Progress: its charts drawn again
    assert wait(lambda: window.progress is not None and window.progress.isVisible())
    QTest.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)  # Home: its figures read on a worker
    asked = window.home._asked
    assert wait(lambda: window.home._asked == asked and window.home.facts is not None)
    assert wait(lambda: not workers._ALIVE)  # every job has reported (a fixed pause was too short under load)


def counts(window):
    return f"{alive(DayChart)} charts, {alive(Job)} jobs, {len(window.context.changes)} listeners"


def use(window):
    assert wait(lambda: window.registry_ready)
    there_and_back(window)
    print("after once:", counts(window), flush=True)
    for _ in range(10):
        there_and_back(window)
    print("after eleven times:", counts(window), flush=True)
"""


def test_a_user_going_between_progress_and_home_leaves_nothing_behind(folders, tmp_path):
    """In a new process on folders of its own, the user opens Progress and Home by keys, once
    and then ten times more: as many charts, background jobs and change listeners live after."""
    config, data = folders
    started = start_app(config, data, open_first=None,
                        script=use_the_window(tmp_path, OPEN_PROGRESS_AND_HOME_AGAIN_AND_AGAIN))
    no_traceback(started)
    assert started.code == 0, started.stderr
    once = started.line("after once: ")
    assert once.startswith("2 charts")  # the two on Progress, whatever the jobs and listeners
    assert started.line("after eleven times: ") == once
