"""The instructor's screen as an instructor uses it: the keys they press and what they see —
the roster and who is audition-ready, assignments set and removed, the school's profile
edited and saved, the class report saved; a damaged profile and an unreachable database told
in words."""

from __future__ import annotations

import csv
from html.parser import HTMLParser

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog
from sqlalchemy import create_engine, update

import dealertrainer.ui  # noqa: F401  (installs the PySide6 6.12 None-refcount workaround first)
from dealertrainer.storage.school_standards import SchoolStandards
from dealertrainer.storage.classroom.profile import load_profile, profile_text
from dealertrainer.training.classroom_roster import game_skills
from dealertrainer.storage.classroom.schema import classes
from dealertrainer.ui.classroom.instructor_view import InstructorView
from tests.classroom.class_rows import DAY, NOW, master, result, school
from tests.classroom.class_rows import db  # noqa: F401  (a fixture: a class database for the test)
from tests.classroom.test_instructor_roster import LOW_BAR


@pytest.fixture
def known(db):
    s = school(db)
    master(db, s.ann)
    master(db, s.cid)
    result(db, s.ann, "exam", "", NOW - DAY, {"passed": True, "accuracy": 0.95})
    result(db, s.ann, "pace", "stud", NOW - DAY, {"per_hour": 35})
    result(db, s.bob, "pace", "blackjack", NOW - DAY, {"per_hour": 71})
    return s


def open_view(qtbot, db, person_id):
    view = InstructorView(db, person_id, wall_clock=lambda: NOW)
    qtbot.addWidget(view)
    view.resize(794, 700)  # the room it has at 1024 x 700 beside the window's list
    with qtbot.waitSignal(view.loaded, timeout=20_000):
        view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    qtbot.waitActive(view)
    return view


def column(view, title_start):
    table = view.roster.table
    return next(c for c in range(table.columnCount()) if table.horizontalHeaderItem(c).text().startswith(title_start))


def cells(table, col):
    return [table.item(r, col).text() for r in range(table.rowCount())]


def test_the_roster_shows_the_class_and_who_is_ready(qtbot, db, known):
    view = open_view(qtbot, db, known.instructor_x)
    table = view.roster.table
    assert view.chooser.currentText() == "Evening X" and view.chooser.count() == 1  # class Y is not theirs
    assert cells(table, 0) == ["Ann Lee", "Bob Ray"]
    assert cells(table, column(view, "Answers")) == ["20 (100%)", "0"]
    stud_share = f"{1 / len(game_skills()['stud']):.0%}"  # one stud skill of the catalogue's
    assert cells(table, column(view, "Mastered")) == [f"0%\u2009·\u20090%\u2009·\u2009{stud_share}", "0%\u2009·\u20090%\u2009·\u20090%"]
    assert cells(table, column(view, "Pace")) == ["–\u2009·\u2009–\u2009·\u200935", "–\u2009·\u200971\u2009·\u2009–"]
    assert cells(table, column(view, "Ready to")) == ["Not yet", "Not yet"]  # 80% of a game's skills asked
    assert f"Stud: not yet — 1 of {len(game_skills()['stud'])} skills mastered ({stud_share}; needs 80%)" in view.roster.detail.text()
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Down)  # the instructor moves to Bob
    assert view.roster.detail_title.text() == "Bob Ray"
    assert (f"Blackjack: not yet — 0 of {len(game_skills()['blackjack'])} skills mastered (0%; needs 80%); no exam taken"
            in view.roster.detail.text())


def test_the_school_lowers_the_bar_in_its_profile_and_the_roster_follows(qtbot, db, known):
    view = open_view(qtbot, db, known.instructor_x)
    QTest.keyClick(view, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)  # School profile
    assert view.tabs.currentWidget() is view.profile
    view.profile.parts.setFocus()
    QTest.keyClick(view.profile.parts, Qt.Key.Key_End)  # the last part: the audition standards
    form = view.profile.form(SchoolStandards)
    assert view.profile.stack.currentWidget() is form
    share = form.field_widget("mastered_share")
    share.setFocus()
    share.selectAll()
    QTest.keyClicks(share, "0.04")
    assert form.save_button.isEnabled()
    with qtbot.waitSignal(view.loaded, timeout=20_000):
        QTest.mouseClick(form.save_button, Qt.MouseButton.LeftButton)
    assert load_profile(db, known.class_x).profile.audition.mastered_share == 0.04  # in the class database
    assert cells(view.roster.table, column(view, "Ready to")) == ["Stud", "Not yet"]
    assert view.tabs.currentWidget() is view.profile  # still where the instructor was
    assert view.profile.stack.currentWidget() is view.profile.form(SchoolStandards)


def test_an_assignment_is_set_and_removed_by_keys(qtbot, db, known):
    view = open_view(qtbot, db, known.instructor_x)
    QTest.keyClick(view, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)  # Assignments
    page = view.assignments
    assert view.tabs.currentWidget() is page
    QTest.keyClick(view, Qt.Key.Key_K, Qt.KeyboardModifier.AltModifier)  # Kind
    QTest.keyClick(page.kind, Qt.Key.Key_Down)  # a drill or table
    QTest.keyClick(view, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)  # What
    page.what.setCurrentIndex(page.what.findText("Draw table"))
    QTest.keyClick(view, Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)  # Title
    assert page.title.hasFocus()
    QTest.keyClicks(page.title, "Draw table <b>before</b> Friday")
    QTest.keyClick(page.title, Qt.Key.Key_Return)
    assert page.message.text() == "Set: Draw table <b>before</b> Friday"
    assert cells(page.table, 0) == ["Draw table <b>before</b> Friday"]  # shown as the text it is
    assert page.table.item(0, 1).text() == "Draw table · 30 questions"
    assert view.status.text().endswith(" · 1 assignment")  # the count above the tabs follows
    # A paper too long for its topics is refused, and says why.
    QTest.keyClick(view, Qt.Key.Key_K, Qt.KeyboardModifier.AltModifier)
    QTest.keyClick(page.kind, Qt.Key.Key_Up)  # a paper
    page.what.setCurrentIndex(page.what.findText("All three games"))
    page.title.setText("Everything")
    QTest.keyClick(page.title, Qt.Key.Key_Return)
    assert "questions or more" in page.message.text() and page.table.rowCount() == 1
    page.table.setFocus()
    page.table.setCurrentCell(0, 0)
    QTest.keyClick(page.table, Qt.Key.Key_Delete)
    assert page.table.rowCount() == 0 and page.message.text() == "Removed."


def test_the_class_report_is_saved_as_html_and_csv(qtbot, db, known, tmp_path, monkeypatch):
    view = open_view(qtbot, db, known.instructor_x)
    target = tmp_path / "reports" / "evening.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    QTest.keyClick(view, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)  # Export CSV…
    qtbot.waitUntil(target.exists)  # a button's key clicks it as a press would, a moment later
    rows = list(csv.DictReader(target.open(encoding="utf-8")))
    assert [r["trainee"] for r in rows] == ["Ann Lee", "Bob Ray"]
    assert view.status.text() == f"Class report saved to {target}"
    page = view.save_class_report(tmp_path / "evening.html", "html")
    text = page.read_text(encoding="utf-8")
    parser = HTMLParser()
    parser.feed(text)  # a page the standard parser reads through
    assert "<title>Class report: Evening X</title>" in text and "Bob Ray" in text
    assert view.save_class_report(tmp_path, "html") is None  # a folder: told, nothing written
    assert "is a folder" in view.status.text()


def test_a_damaged_profile_is_told_and_the_roster_still_shows(qtbot, db, known):
    with db.begin() as conn:
        conn.execute(update(classes).where(classes.c.id == known.class_x).values(profile_json="{" * 70))
    view = open_view(qtbot, db, known.instructor_x)
    assert cells(view.roster.table, 0) == ["Ann Lee", "Bob Ray"]
    assert "could not be used" in view.profile.problems.text()
    with db.begin() as conn:  # the instructor of class Y sees Y only, under its own profile
        conn.execute(update(classes).where(classes.c.id == known.class_y).values(profile_json=profile_text(LOW_BAR)))
    other = open_view(qtbot, db, known.instructor_y)
    assert cells(other.roster.table, 0) == ["Cid Moss"]
    assert cells(other.roster.table, column(other, "Ready to")) == ["Not yet"]  # no exam, no pace run
    assert other.chooser.currentText() == "Morning Y"


def test_a_database_that_cannot_be_read_is_told_in_words(qtbot, tmp_path):
    engine = create_engine(f"sqlite:///{tmp_path / 'no such folder' / 'class.sqlite3'}")
    view = open_view(qtbot, engine, "0" * 32)
    assert view.status.text().startswith("The class database could not be read (")
    assert "press F5" in view.status.text()
    assert not view.export_csv.isEnabled()
    engine.dispose()


def test_the_class_chooser_is_reached_by_its_key(qtbot, db, known):
    view = open_view(qtbot, db, known.instructor_x)
    QTest.keyClick(view, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)  # Class:
    assert view.chooser.hasFocus()


def test_the_profile_sets_the_schools_chips_and_times_not_a_pcs_theme(qtbot, db, known):
    from dealertrainer.storage.settings import AppSettings

    view = open_view(qtbot, db, known.instructor_x)
    view.tabs.setCurrentWidget(view.profile)
    view.profile.show_part(AppSettings)
    form = view.profile.form(AppSettings)
    assert view.profile.stack.currentWidget() is form
    with pytest.raises(KeyError):
        form.field_widget("theme")  # each trainee's own
    retention = form.field_widget("desired_retention")
    retention.selectAll()
    QTest.keyClicks(retention, "0.95")
    with qtbot.waitSignal(view.loaded, timeout=20_000):
        QTest.mouseClick(form.save_button, Qt.MouseButton.LeftButton)
    saved = load_profile(db, known.class_x).profile.app
    assert saved.desired_retention == 0.95 and saved == AppSettings(desired_retention=0.95)


def test_an_instructor_of_two_classes_switches_between_them_by_keys(qtbot, db, known):
    from sqlalchemy import insert

    from dealertrainer.storage.classroom.schema import class_people

    with db.begin() as conn:  # Irene teaches class Y as well
        conn.execute(insert(class_people).values(class_id=known.class_y, person_id=known.instructor_x))
    view = open_view(qtbot, db, known.instructor_x)
    assert [view.chooser.itemText(i) for i in range(view.chooser.count())] == ["Evening X", "Morning Y"]
    QTest.keyClick(view, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    with qtbot.waitSignal(view.loaded, timeout=20_000):
        QTest.keyClick(view.chooser, Qt.Key.Key_Down)  # the next class
    assert view.chooser.currentText() == "Morning Y"
    assert cells(view.roster.table, 0) == ["Cid Moss"]
    assert view.status.text() == "1 trainee · 0 assignments"
