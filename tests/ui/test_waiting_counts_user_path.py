"""Home and Daily practice's start page say what is waiting, counted ("2 due · 30 new"), in a new
process on saved records, reached by the keys a user presses; "Nothing is due" only when no
review and no new skill waits."""

from __future__ import annotations

import time

from dealertrainer.storage.records import Records
from dealertrainer.training.skills import catalogue
from tests.ui.start_as_a_user import folders, no_traceback, start_app, use_the_window  # noqa: F401

DAY = 86_400.0

READ_THE_COUNTS = """
from PySide6.QtWidgets import QLabel


def use(window):
    assert wait(lambda: window.registry_ready)
    QTest.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)  # Home
    assert wait(lambda: window.home.facts is not None)
    today = [label.text() for label in window.home.today_box.findChildren(QLabel) if label.isVisibleTo(window)]
    print("home:", " | ".join(today[1:]))  # after the box's heading
    number = [entry.drill_id for entry in window.entries].index("daily") + 1
    QTest.keyClick(window, Qt.Key.Key_0 + number, Qt.KeyboardModifier.ControlModifier)  # Daily practice
    screen = window.current_screen()
    print("daily:", screen.entry.drill_id, "|", screen.intro.waiting.text() if screen.intro.waiting.isVisibleTo(window) else "")
"""


def _answer(records: Records, trainee: int, skills: list[str], at: float, seconds: float) -> None:
    for skill in skills:
        records.record_answer(trainee, skill, True, seconds, at=at)


def test_home_and_daily_practice_count_what_is_waiting(folders, tmp_path):
    config, data = folders
    with Records(data / "records.sqlite3") as records:
        (ana,) = records.trainees()
        _answer(records, ana.id, ["baccarat.result", "blackjack.payout.3to2"], time.time() - 30 * DAY, 1.0)
    started = start_app(config, data, open_first=None, script=use_the_window(tmp_path, READ_THE_COUNTS))
    no_traceback(started)
    assert started.code == 0, started.stderr
    home = started.line("home: ").split(" | ")
    assert home[0] == "2 due · 30 new"  # two reviews due, a day's new skills (30) not met yet
    assert "Nothing is due" not in started.line("home: ")
    assert started.line("daily: ") == "daily | 2 due · 30 new"


def test_nothing_is_due_only_when_nothing_is(folders, tmp_path):
    config, data = folders
    with Records(data / "records.sqlite3") as records:
        (ana,) = records.trainees()
        # today's 30 new skills met, each answered right at once (rated Easy: due again in days)
        _answer(records, ana.id, [s.id for s in catalogue()[:30]], time.time() - 2, 0.2)
    started = start_app(config, data, open_first=None, script=use_the_window(tmp_path, READ_THE_COUNTS))
    no_traceback(started)
    assert started.line("home: ").startswith("Nothing is due right now.")
    assert started.line("daily: ") == "daily | Nothing is due right now."
