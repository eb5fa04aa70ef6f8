"""A user answers at the draw table and ends the session with Esc; Progress and Home, opened
before, show the new answers without anyone refreshing them by hand: they follow the change
notices. The app started in a new process on folders of its own, driven by keys."""

from __future__ import annotations

from dealertrainer.storage.records import Records
from tests.ui.start_as_a_user import folders, no_traceback, start_app, use_the_window  # noqa: F401

ANSWER_THREE_AND_END_WITH_ESC = """
import json
from pathlib import Path

sys.path.insert(0, str(Path.cwd().parents[1]))  # the tests' key presses for a question
from dealertrainer.ui.harness import keys_for


def keys(*presses):
    for press in presses:
        focus = QApplication.focusWidget() or window_shown[0]
        if isinstance(press, str):
            QTest.keyClicks(focus, press)
        else:
            QTest.keyClick(focus, press)


def ctrl(window, key):
    QTest.keyClick(window, key, Qt.KeyboardModifier.ControlModifier)


window_shown = []


def use(window):
    window_shown.append(window)
    assert wait(lambda: window.registry_ready)
    ctrl(window, Qt.Key.Key_P)  # Progress, before any answer
    print("progress before:", window.progress.summary.text())
    ctrl(window, Qt.Key.Key_0)  # Home
    assert wait(lambda: window.home.facts is not None)
    print("home before:", window.home.facts.answered_ever)
    ctrl(window, Qt.Key.Key_4)  # the draw table
    screen = window.current_screen()
    print("drill:", screen.entry.drill_id)
    QTest.keyClick(screen, Qt.Key.Key_Return)  # Start
    for answered in range(3):
        assert wait(lambda: screen.session is not None and screen.session.waiting_for_answer), "no question"
        keys(*keys_for(screen.session.current.question, True))
        assert wait(lambda: screen.panel.waiting_for_next)
        if answered < 2:
            keys(Qt.Key.Key_Space)
    QTest.keyClick(window, Qt.Key.Key_Escape)  # the session ends: its summary
    assert wait(lambda: screen.pages.currentIndex() == 2)
    print("progress after:", window.progress.summary.text())  # hidden, yet up to date
    wait(lambda: window.home.facts.answered_ever > 0)
    print("home after:", json.dumps([window.home.facts.answered_ever,
                                     [[drill, n] for drill, _started, n, _right in window.home.facts.recent]]))
    ctrl(window, Qt.Key.Key_P)
    print("progress shown:", window.progress.summary.text())
"""


def test_progress_and_home_follow_a_session_that_ends(folders, tmp_path):
    config, data = folders
    started = start_app(config, data, open_first=None, script=use_the_window(tmp_path, ANSWER_THREE_AND_END_WITH_ESC))
    no_traceback(started)
    assert started.code == 0, started.stderr
    assert started.line("progress before: ").startswith("No answers yet") and started.line("home before: ") == "0"
    assert started.line("drill: ") == "baccarat.draw_table"
    assert started.line("progress after: ").startswith("3 answers · 100% right")
    assert started.line("home after: ") == '[3, [["baccarat.draw_table", 3]]]'
    assert started.line("progress shown: ").startswith("3 answers")
    with Records(data / "records.sqlite3") as records:
        (ana,) = records.trainees()
        assert len(records.answers(ana.id)) == 3
