"""Run in a fresh process by ``test_instructor_user_path``: a person signs in to the class
database with their name and password (``sign_in``, as the app does),
then works the window with keys, and prints what they see, one ``key: value`` line each.

    python -m tests.classroom.instructor_user_run instructor   # sets a drill, the school's pace
    python -m tests.classroom.instructor_user_run trainee      # Home's assigned work, Start

The class database's address, the name and the password come in DT_CLASS_URL, DT_NAME and
DT_PASSWORD; the records and settings folders in DEALERTRAINER_DATA_DIR / _CONFIG_DIR.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import dealertrainer.ui  # noqa: E402,F401
from dealertrainer.storage.school_standards import SchoolStandards  # noqa: E402
from dealertrainer.storage.classroom.signed_in import SignedIn, sign_in  # noqa: E402
from dealertrainer.storage.records import Records  # noqa: E402
from dealertrainer.ui.app_handle import AppContext  # noqa: E402
from dealertrainer.ui.harness import wait_until  # noqa: E402
from dealertrainer.ui.main_window import MainWindow  # noqa: E402
from dealertrainer.ui.theme import Theme, apply_theme  # noqa: E402


def say(key: str, value: object) -> None:
    print(f"{key}: {value}", flush=True)


def window(app: QApplication, who: SignedIn, name: str) -> MainWindow:
    records = Records(Path(os.environ["DEALERTRAINER_DATA_DIR"]) / "records.sqlite3")
    trainee = records.add_trainee(name)
    context = AppContext(records=records, trainee=trainee, theme=Theme.DARK, motion_delay_ms=0)
    context.classroom = who  # type: ignore[attr-defined]
    apply_theme(app, Theme.DARK)
    win = MainWindow(context)
    win.resize(1024, 700)
    win.show()
    win.activateWindow()
    if not wait_until(lambda: win.registry_ready, timeout=30):
        raise SystemExit("the drills did not load")
    return win


def as_instructor(app: QApplication, who: SignedIn) -> None:
    win = window(app, who, os.environ["DT_NAME"])
    QTest.keyClick(win, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    view = win.stack.currentWidget()
    wait_until(lambda: view.state is not None, timeout=30)
    table = view.roster.table
    say("screen", type(view).__name__)
    say("roster", ", ".join(table.item(r, 0).text() for r in range(table.rowCount())))
    QTest.keyClick(view, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    page = view.assignments
    QTest.keyClick(view, Qt.Key.Key_K, Qt.KeyboardModifier.AltModifier)
    QTest.keyClick(page.kind, Qt.Key.Key_Down)  # a drill or table
    page.what.setCurrentIndex(page.what.findText("Totals"))
    QTest.keyClick(view, Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)
    QTest.keyClicks(page.title, "Totals warm-up")
    QTest.keyClick(page.title, Qt.Key.Key_Return)
    say("assignment message", page.message.text())
    QTest.keyClick(view, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
    view.profile.show_part(SchoolStandards)
    form = view.profile.form(SchoolStandards)
    pace = form.field_widget("stud_pace_low")
    pace.setFocus()
    pace.selectAll()
    QTest.keyClicks(pace, "45")
    read_again: list[bool] = []
    view.loaded.connect(lambda: read_again.append(True))
    QTest.mouseClick(form.save_button, Qt.MouseButton.LeftButton)
    say("profile status", form.status.text())
    wait_until(lambda: read_again, timeout=30)  # the class read again, under the profile just saved
    say("audition line", view.roster.standards_line.text())
    win.close()


def as_trainee(app: QApplication, who: SignedIn) -> None:
    win = window(app, who, os.environ["DT_NAME"])
    box = win.home.assigned
    wait_until(lambda: box is not None and (box.buttons or box.message.text()), timeout=30)
    say("assigned", " | ".join(d.assignment.title for d in box.due) or box.message.text())
    if box.buttons:
        box.buttons[0].setFocus()
        QTest.keyClick(box.buttons[0], Qt.Key.Key_Space)
        screen = win.stack.currentWidget()
        wait_until(lambda: getattr(screen, "session", None) is not None, timeout=30)
        say("opened", screen.entry.drill_id)
        say("questions", screen.session.drill.total)
    win.close()


def main() -> None:
    app = QApplication(sys.argv[:1])
    signed = sign_in(os.environ["DT_CLASS_URL"], os.environ["DT_NAME"], os.environ["DT_PASSWORD"])  # as the app signs in
    started = time.monotonic()
    try:
        (as_instructor if sys.argv[1] == "instructor" else as_trainee)(app, signed)
    finally:
        signed.close()
    say("seconds", f"{time.monotonic() - started:.1f}")


if __name__ == "__main__":
    main()
