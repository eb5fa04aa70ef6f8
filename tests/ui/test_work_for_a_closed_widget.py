"""Work off the GUI thread that ends after its widget is gone is dropped, not drawn on a deleted widget
(Home's figures arriving after its window closed raised "already deleted" in a test run)."""

from __future__ import annotations

import threading

from PySide6.QtCore import QThreadPool
from PySide6.QtWidgets import QLabel
from shiboken6 import isValid

from dealertrainer.ui.workers import import_core, run_job


def test_a_result_for_a_deleted_widget_is_dropped_and_one_for_a_live_widget_is_drawn(qtbot):
    # The pool is shared with the tests before: work of theirs still running (in full runs it has
    # outlasted a 60 s wait) would hold this test's two jobs back, so the pool gets two threads
    # more for them while the test runs.
    pool = QThreadPool.globalInstance()
    pool.waitForDone(5_000)
    threads = pool.maxThreadCount()
    pool.setMaxThreadCount(threads + 2)
    try:
        _one_dropped_one_drawn(qtbot)
    finally:
        pool.setMaxThreadCount(threads)


def _one_dropped_one_drawn(qtbot) -> None:
    import_core()
    release = threading.Event()
    gone, kept = QLabel(), QLabel()
    qtbot.addWidget(kept)
    drawn: list[str] = []

    def work() -> str:
        release.wait(10)
        return "figures"

    run_job(work, lambda text: (drawn.append("gone"), gone.setText(text)), owner=gone)
    run_job(work, lambda text: (drawn.append("kept"), kept.setText(text)), owner=kept)
    gone.deleteLater()
    qtbot.waitUntil(lambda: not _alive(gone), timeout=5000)
    release.set()
    # What the trainee would see: the live widget drawn. (Waiting on ``live.done`` with a second
    # listener of our own was flaky: in a stress loop the result reached the job's own ``on_done``
    # and the label, and once not the extra listener; full runs timed out on it.)
    qtbot.waitUntil(lambda: kept.text() == "figures", timeout=15_000)
    qtbot.wait(50)  # the dropped job's done signal is delivered in the same turn of the loop
    assert drawn == ["kept"]
    assert kept.text() == "figures"


def _alive(widget: QLabel) -> bool:
    return isValid(widget)


def test_at_close_running_work_is_waited_for_and_work_not_started_is_dropped(qtbot, tmp_path, monkeypatch):
    """The self-test once failed removing its folder: Home's figures, read on a worker with a
    connection of their own, wrote SQLite's side files into it after the window had closed."""
    from dealertrainer.ui import workers

    import_core()
    started = threading.Event()
    folder = tmp_path / "records"
    folder.mkdir()

    def slow_reader() -> None:
        started.set()
        threading.Event().wait(0.3)  # still reading when the window closes
        (folder / "records.sqlite3-wal").write_text("late")

    run_job(slow_reader, lambda _: None)
    assert started.wait(10)
    monkeypatch.setattr(workers, "_core_imported", False)  # as before the first paint: jobs wait
    never: list[str] = []
    run_job(lambda: never.append("ran"), lambda _: None)
    assert workers._WAITING

    assert workers.stop_jobs()
    assert (folder / "records.sqlite3-wal").read_text() == "late"  # written before stop_jobs returned
    assert not workers._WAITING
    monkeypatch.setattr(workers, "_core_imported", True)
    import_core()  # what the first paint would do: nothing is left to start
    qtbot.wait(100)
    assert never == []
