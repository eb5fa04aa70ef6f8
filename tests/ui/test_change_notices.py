"""Screens follow the change notices themselves: the one who changes something announces it,
and a screen that is gone stops listening."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from dealertrainer.training.changes import Change
from dealertrainer.ui.home import HomeScreen
from dealertrainer.ui.progress.progress_view import ProgressView


def test_ending_a_session_on_home_is_announced_and_home_reads_again(qtbot, window, context, records):
    me = context.trainee.id
    left = records.start_session(me, "totals", "{}")
    records.record_answer(me, "totals.blackjack.hard", True, 1.0, session_id=left)
    heard: list[Change] = []
    context.changes.subscribe(heard.append)
    window.open("settings")
    with qtbot.waitSignal(window.home.loaded, timeout=5000):
        window.open("home")  # shown again: it reads the records written behind its back
    assert window.home.facts.unfinished == [(left, "totals", 1)]
    (end,) = [b for b in window.home.unfinished_box.findChildren(QPushButton) if b.text() == "End it" and b.isVisible()]
    with qtbot.waitSignal(window.home.loaded, timeout=5000):
        end.click()
    assert heard == [Change.RECORDS]
    assert window.home.facts.unfinished == [] and records.unfinished_sessions(me) == []


def test_a_screen_that_is_gone_stops_listening(qtbot, context):
    before = len(context.changes)
    home = HomeScreen(context, [])
    progress = ProgressView.of_trainee_in_seat(context)
    assert len(context.changes) == before + 2
    home.deleteLater()
    progress.deleteLater()
    qtbot.waitUntil(lambda: len(context.changes) == before)
    context.changes.announce(Change.RECORDS | Change.SETTINGS)  # nobody left to call: no error


def test_progress_follows_the_trainee_and_the_target_times(qtbot, context, records):
    from dealertrainer.storage.settings import AppSettings

    other = records.add_trainee("Second Trainee")
    for i in range(3):
        records.record_answer(other.id, "baccarat.banker.5.vs.4", True, 1.5, at=1_700_000_000 + i)
    progress = ProgressView.of_trainee_in_seat(context)
    qtbot.addWidget(progress)
    assert progress.title.text() == "Progress: Test Trainee"
    context.trainee = other
    context.changes.announce(Change.TRAINEE)
    assert progress.title.text() == "Progress: Second Trainee"
    assert progress.stats["baccarat.banker.5.vs.4"].target_seconds == 2.0
    context.settings.save(AppSettings(target_seconds={"baccarat.banker.5.vs.4": 1.0}))
    assert progress.stats["baccarat.banker.5.vs.4"].target_seconds == 1.0
