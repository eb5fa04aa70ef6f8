"""A trainee PC in a class: Home lists what the instructor assigned and is due; Start opens it
with the assignment's settings (a table dealt under the school's profile, a paper set up as
assigned). An instructor's window lists the Instructor screen (Ctrl+I)."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from sqlalchemy import Engine

import dealertrainer.ui  # noqa: F401  (installs the PySide6 6.12 None-refcount workaround first)
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.storage.classroom.profile import SchoolProfile
from dealertrainer.storage.records import Records
from dealertrainer.training.classroom_assignments import assign
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.classroom.instructor_view import InstructorView
from dealertrainer.ui.harness import answer_for
from dealertrainer.ui.main_window import MainWindow
from dealertrainer.ui.screenshots import ScriptedClock
from dealertrainer.ui.theme import Theme
from tests.classroom.class_rows import DAY, NOW, school, session
from tests.classroom.class_rows import db  # noqa: F401  (a fixture: a class database for the test)

SIX_FIVE = BlackjackRules(decks=2, blackjack_pays="6:5")


@dataclass
class SignedIn:
    """What the app keeps of a person signed in to a class (classsync's ``context.classroom``)."""

    engine: Engine
    person_id: str
    role: str
    name: str = "Ann Lee"
    class_name: str = ""

    @property
    def instructor(self) -> bool:
        return self.role == "instructor"


def window_for(qtbot, tmp_path, signed_in):
    records = Records(tmp_path / "records.sqlite3")
    trainee = records.add_trainee("Ann Lee")
    context = AppContext(records=records, trainee=trainee, theme=Theme.DARK, motion_delay_ms=0, clock=ScriptedClock(3),
                         seed=5, wall_clock=lambda: NOW + 60)
    context.classroom = signed_in
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.registry_ready, timeout=20_000)
    window.activateWindow()
    qtbot.waitActive(window)
    return window, records


def test_a_trainee_starts_what_was_assigned_from_home(qtbot, tmp_path, db):
    s = school(db)
    profile = SchoolProfile().with_part(SIX_FIVE)
    table = assign(db, s.class_x, title="Deal <i>blackjack</i>", kind="drill", drill_id="blackjack.seat",
                   config={"rounds": 3}, profile=profile, due=NOW + DAY, by=s.instructor_x, now=NOW)
    assign(db, s.class_x, title="Payouts paper", kind="paper", drill_id="exam",
           config={"skills": ["blackjack.payout"], "length": 12}, profile=profile, due=NOW + 2 * DAY,
           by=s.instructor_x, now=NOW)
    session(db, s.ann, "totals", NOW + 1)  # done something else: both are still due
    window, records = window_for(qtbot, tmp_path, SignedIn(db, s.ann, "trainee"))
    box = window.home.assigned
    qtbot.waitUntil(lambda: len(box.buttons) == 2, timeout=20_000)
    qtbot.waitUntil(lambda: all(b.isVisible() for b in box.buttons))
    texts = [label.text() for label in box.findChildren(type(box.message)) if label.isVisible()]
    assert any(t.startswith("Deal <i>blackjack</i>\nBlackjack · due ") for t in texts)  # plain text, not markup
    assert any(t.startswith("Payouts paper\nPaper · due ") for t in texts)
    assert box.assignment(0).id == table.id
    box.buttons[0].setFocus()
    QTest.keyClick(box.buttons[0], Qt.Key.Key_Space)  # the trainee presses Start
    screen = window.screens["blackjack.seat"]
    qtbot.waitUntil(lambda: screen.session is not None, timeout=20_000)
    assert window.stack.currentWidget() is screen
    drill = screen.session.drill
    assert drill.config.rules == SIX_FIVE and drill.config.rounds == 3  # the school's profile, the assignment's length
    screen.leave()
    window.open("home")
    qtbot.waitUntil(lambda: len(box.buttons) == 2, timeout=20_000)
    box.buttons[1].setFocus()
    QTest.keyClick(box.buttons[1], Qt.Key.Key_Space)
    assert window.stack.currentWidget() is window.exam
    exam = window.exam
    assert exam.chosen_skills() == ["blackjack.payout"] and exam.length.value() == 12
    assert exam.start_button.isEnabled()
    QTest.mouseClick(exam.start_button, Qt.MouseButton.LeftButton)  # the trainee starts the paper
    qtbot.waitUntil(lambda: exam.question is not None, timeout=20_000)
    exam.answer_with(answer_for(exam.question, True))
    with sqlite3.connect(tmp_path / "records.sqlite3") as saved:  # the paper is dealt and recorded at 6:5
        (rules,) = saved.execute("SELECT rules_json FROM sessions ORDER BY id DESC LIMIT 1").fetchone()
    assert json.loads(rules)["blackjack"] == SIX_FIVE.model_dump(mode="json")
    records.close()


def test_nothing_due_is_said_and_a_class_database_out_of_reach_too(qtbot, tmp_path, db):
    s = school(db)
    window, records = window_for(qtbot, tmp_path, SignedIn(db, s.bob, "trainee"))
    box = window.home.assigned
    qtbot.waitUntil(lambda: box.message.text() != "", timeout=20_000)
    assert box.message.text() == "Nothing is due. Well done."
    db.dispose()
    (tmp_path / "class.sqlite3").unlink()
    (tmp_path / "class.sqlite3").mkdir()  # the file is gone: the class database cannot be read
    with qtbot.waitSignal(box.loaded, timeout=20_000):
        box.refresh()
    assert box.message.text().startswith("The class database could not be read")
    records.close()


def test_an_instructors_window_opens_the_instructor_screen_with_ctrl_i(qtbot, tmp_path, db):
    s = school(db)
    window, records = window_for(qtbot, tmp_path, SignedIn(db, s.instructor_x, "instructor"))
    assert window.home.assigned is None  # an instructor has nothing assigned
    QTest.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    view = window.stack.currentWidget()
    assert isinstance(view, InstructorView)
    qtbot.waitUntil(lambda: view.state is not None, timeout=20_000)
    assert view.chooser.currentText() == "Evening X"
    assert [view.roster.table.item(r, 0).text() for r in range(view.roster.table.rowCount())] == ["Ann Lee", "Bob Ray"]
    records.close()


def test_a_trainee_pc_not_in_a_class_has_neither(qtbot, tmp_path):
    window, records = window_for(qtbot, tmp_path, None)
    assert window.home.assigned is None
    assert "instructor" not in {window.nav.item(r).data(Qt.ItemDataRole.UserRole) for r in range(window.nav.count())}
    records.close()
