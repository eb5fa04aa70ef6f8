"""Work off the GUI thread that ends after its widget is gone is dropped, not drawn on a deleted widget
(Home's figures arriving after its window closed raised "already deleted" in a test run)."""

from __future__ import annotations

import threading

from PySide6.QtWidgets import QLabel
from shiboken6 import isValid

from dealertrainer.ui.workers import import_core, run_job


def test_a_result_for_a_deleted_widget_is_dropped_and_one_for_a_live_widget_is_drawn(qtbot):
    import_core()
    release = threading.Event()
    gone, kept = QLabel(), QLabel()
    qtbot.addWidget(kept)
    drawn: list[str] = []

    def work() -> str:
        release.wait(10)
        return "figures"

    run_job(work, lambda text: (drawn.append("gone"), gone.setText(text)), owner=gone)
    live = run_job(work, lambda text: (drawn.append("kept"), kept.setText(text)), owner=kept)
    gone.deleteLater()
    qtbot.waitUntil(lambda: not _alive(gone), timeout=5000)
    with qtbot.waitSignal(live.done, timeout=10_000):
        release.set()
    qtbot.wait(50)  # the dropped job's done signal is delivered in the same turn of the loop
    assert drawn == ["kept"]
    assert kept.text() == "figures"


def _alive(widget: QLabel) -> bool:
    return isValid(widget)
