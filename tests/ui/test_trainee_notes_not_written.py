"""Trainee notes that cannot be written, tried as a user would: the app started in a new process,
the data folder made read-only under it, the Payouts start page's answer choice changed by keys.
The banner says once that the choice is kept only until they quit; the choice holds for the
rest of the run; no traceback escapes; the notes file is not touched."""

from __future__ import annotations

from tests.ui.start_as_a_user import folders, no_traceback, start_app, use_the_window  # noqa: F401

CHOOSE_CHIPS_IN_A_READ_ONLY_FOLDER = """
from PySide6.QtGui import QKeySequence


def open_by_key(window, target):
    (keys,) = [b.keys for b in window.key_bindings() if b.target == target]
    QTest.keySequence(window, QKeySequence(keys))
    return window.current_screen()


def use(window):
    import os

    for _ in range(500):
        if window.registry_ready:
            break
        QTest.qWait(20)
    os.chmod(window.context.records.path.parent, 0o555)  # read-only from now on (the test makes it writable again)
    screen = open_by_key(window, "payouts")
    box = screen.start_option.box
    box.setFocus()
    QTest.keyClick(box, Qt.Key.Key_Down)  # answer in chips
    print("banner:", window.start_problems.heading.text() + " | " + window.start_problems.text())
    window.start_problems.dismiss.click()
    QTest.keyClick(box, Qt.Key.Key_Up)
    QTest.keyClick(box, Qt.Key.Key_Down)
    print("banner again:", "shown" if window.start_problems.isVisible() else "(hidden)")
    open_by_key(window, "home")
    open_by_key(window, "payouts")
    print("choice on coming back:", screen.start_option.chosen())
"""


def test_a_choice_that_cannot_be_written_is_told_once_and_kept_for_the_run(folders, tmp_path):
    config, data = folders
    started = start_app(config, data, open_first=None,
                        script=use_the_window(tmp_path, CHOOSE_CHIPS_IN_A_READ_ONLY_FOLDER))
    no_traceback(started)
    assert started.code == 0, started.stderr
    assert started.line("banner: ") == (
        f"Lessons and start-page choices are remembered only until you quit | {data / 'trainee-notes.json'} could not "
        "be written (Permission denied); kept for this run only. Training goes on as usual; after a restart a lesson "
        "may be shown once more."
    )
    assert started.line("banner again: ") == "(hidden)"  # told once
    assert started.line("choice on coming back: ") == "chips"
    assert not (data / "trainee-notes.json").exists() or "chips" not in (data / "trainee-notes.json").read_text()
