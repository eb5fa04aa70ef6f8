"""The instructor's screen: the class chosen at the top; its roster (mastery, pace, exams,
auditions, who is audition-ready), its assignments, and the school's profile on three tabs;
the class report saved as HTML or CSV.

Thin over the application layer (``training.classroom_*``, ``storage.classroom.profile``): the
class's figures are read off the GUI thread (``run_job``) through the Engine the instructor
signed in with, so the database shows only their classes. A database that cannot be reached
is said in words above the tabs; F5 reads it again.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QComboBox, QFileDialog, QHBoxLayout, QPushButton, QTabWidget, QVBoxLayout, QWidget
from sqlalchemy import Engine

from dealertrainer.storage.classroom.profile import ClassProfile
from dealertrainer.storage.report_file import ReportFileError, save_report
from dealertrainer.storage.settings import SkillCheck
from dealertrainer.training.classroom_assignments import Assignment, AssignmentError, assign, assignments, remove
from dealertrainer.training.classroom_export import report_csv, report_html
from dealertrainer.training.classroom_roster import (
    ClassInfo, Replays, TraineeFigures, classes_of, read_problem, trainee_figures,
)
from dealertrainer.training.skills import is_known_skill
from dealertrainer.ui.classroom.assignments_page import AssignmentsPage
from dealertrainer.ui.classroom.profile_page import ProfilePage
from dealertrainer.ui.classroom.roster_page import RosterPage
from dealertrainer.ui.plain_text import plain_label
from dealertrainer.ui.settings.settings_editors import ERROR_COLOUR
from dealertrainer.ui.workers import run_job

__all__ = ["InstructorView"]


@dataclass(frozen=True)
class ClassState:
    """What the screen shows of one class, read together."""

    classes: list[ClassInfo]
    chosen: ClassInfo | None
    profile: ClassProfile | None
    figures: list[TraineeFigures]
    assignments: list[Assignment]


def read_class(engine: Engine, person_id: str, class_id: str | None, now: float,
               known_skill: SkillCheck | None, replays: Replays | None = None) -> ClassState | str:
    """The instructor's classes and the chosen one's figures (the first class when none is
    chosen or it is gone); a message in words when the database cannot be read."""
    try:
        found = classes_of(engine, person_id)
        chosen = next((c for c in found if c.id == class_id), found[0] if found else None)
        if chosen is None:
            return ClassState(found, None, None, [], [])
        profile = ClassProfile(engine, chosen.id, known_skill=known_skill)
        return ClassState(found, chosen, profile, trainee_figures(engine, chosen.id, profile.profile, now, replays),
                          assignments(engine, chosen.id))
    except Exception as error:  # noqa: BLE001 - a database that cannot be read is told, never a traceback
        return read_problem(error)


class InstructorView(QWidget):
    loaded = Signal()  # the class's figures are on screen (or the reason they are not)

    def __init__(self, engine: Engine, person_id: str, *, wall_clock: Callable[[], float] = time.time,
                 known_skill: SkillCheck | None = is_known_skill, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("InstructorView")
        self.engine, self.person_id, self.wall_clock, self.known_skill = engine, person_id, wall_clock, known_skill
        self.state: ClassState | None = None
        self.replays = Replays()  # each reading replays only the answers sent since the last
        self._asked = 0
        title = plain_label(self.tr("Instructor"))
        title.setObjectName("screenTitle")
        self.chooser = QComboBox()
        self.chooser.setObjectName("class_chooser")
        self.chooser.setMinimumWidth(200)
        self.chooser.activated.connect(lambda *_: self.refresh())
        chooser_label = plain_label(self.tr("Cla&ss:"))  # its & marks the key, as in a form
        chooser_label.setBuddy(self.chooser)
        self.export_html = QPushButton(self.tr("Export &HTML…"))
        self.export_html.clicked.connect(lambda: self.ask_export("html"))
        self.export_csv = QPushButton(self.tr("Export &CSV…"))
        self.export_csv.clicked.connect(lambda: self.ask_export("csv"))
        top = QHBoxLayout()
        top.addWidget(title)
        top.addStretch(1)
        top.addWidget(chooser_label)
        top.addWidget(self.chooser)
        top.addWidget(self.export_html)
        top.addWidget(self.export_csv)
        self.status = plain_label()
        self.status.setObjectName("instructor_status")
        self.status.setWordWrap(True)
        self.roster = RosterPage()
        self.assignments = AssignmentsPage(wall_clock)
        self.assignments.set_requested.connect(self.set_assignment)
        self.assignments.remove_requested.connect(self.remove_assignment)
        self.profile: ProfilePage | None = None
        self.tabs = QTabWidget()
        self.tabs.setObjectName("instructor_tabs")
        self.tabs.addTab(self.roster, self.tr("&Roster"))
        self.tabs.addTab(self.assignments, self.tr("&Assignments"))
        self.tabs.addTab(QWidget(), self.tr("School &profile"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 12)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addWidget(self.tabs, 1)
        again = QShortcut(QKeySequence(Qt.Key.Key_F5), self)
        again.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        again.activated.connect(self.refresh)
        self.refresh()

    # --- reading ------------------------------------------------------------------------
    @property
    def class_id(self) -> str | None:
        return self.chooser.currentData()

    def refresh(self) -> None:
        """Read the chosen class again (off the GUI thread); only the newest reading is shown."""
        self._asked += 1
        asked, class_id, now = self._asked, self.class_id, self.wall_clock()
        self.tell(self.tr("Reading the class database…"))
        run_job(lambda: read_class(self.engine, self.person_id, class_id, now, self.known_skill, self.replays),
                lambda state: self._show(state) if asked == self._asked else None,
                lambda message: self._show(message) if asked == self._asked else None, owner=self)

    def _show(self, state: ClassState | str) -> None:
        if isinstance(state, str):  # what was shown stays; the reason it could not be read again is said
            self.tell(state, problem=True)
            self._exports_shown()
            self.loaded.emit()
            return
        self.state = state
        self.chooser.clear()
        for info in state.classes:
            self.chooser.addItem(info.name, info.id)
        if state.chosen is None:
            self.tell(self.tr("You teach no class in this database yet."), problem=True)
            self.roster.show_figures([], self.roster.standards)
            self.assignments.show_assignments([])
        else:
            self.chooser.setCurrentIndex(self.chooser.findData(state.chosen.id))
            assert state.profile is not None
            self.roster.show_figures(state.figures, state.profile.profile.audition)
            self.assignments.show_assignments(state.assignments)
            self._show_profile(state.profile)
            self._tell_counts()
        self._exports_shown()
        self.loaded.emit()

    def _exports_shown(self) -> None:
        for button in (self.export_html, self.export_csv):
            button.setEnabled(self.state is not None and self.state.chosen is not None)

    def _show_profile(self, owner: ClassProfile) -> None:
        page = ProfilePage(owner)
        if self.profile is not None:  # the same part stays open when the class is read again
            page.parts.setCurrentRow(self.profile.parts.currentRow())
        owner.subscribe(lambda _saved: self.refresh())  # new standards or target times: the roster follows
        index = self.tabs.indexOf(self.profile) if self.profile is not None else 2
        current = self.tabs.currentIndex()
        old = self.tabs.widget(index)
        self.tabs.removeTab(index)
        self.tabs.insertTab(index, page, self.tr("School &profile"))
        self.tabs.setCurrentIndex(current)
        old.deleteLater()
        self.profile = page

    def tell(self, text: str, problem: bool = False) -> None:
        self.status.setText(text)
        self.status.setStyleSheet(f"color: {ERROR_COLOUR}; font-weight: 600;" if problem else "")

    # --- assignments ----------------------------------------------------------------------
    def set_assignment(self, request: dict) -> bool:
        state = self.state
        if state is None or state.chosen is None or state.profile is None:
            return False
        try:
            made = assign(self.engine, state.chosen.id, profile=state.profile.profile, by=self.person_id,
                          now=self.wall_clock(), **request)
        except AssignmentError as error:
            self.assignments.tell(str(error)[:1].upper() + str(error)[1:], problem=True)
            return False
        self.assignments.tell(self.tr("Set: %1").replace("%1", made.title))
        self.assignments.title.clear()
        self._reread_assignments()
        return True

    def remove_assignment(self, assignment_id: str) -> None:
        try:
            remove(self.engine, assignment_id)
            self.assignments.tell(self.tr("Removed."))
        except AssignmentError as error:
            self.assignments.tell(str(error)[:1].upper() + str(error)[1:], problem=True)
        self._reread_assignments()

    def _reread_assignments(self) -> None:
        state = self.state
        if state is None or state.chosen is None:
            return
        try:
            found = assignments(self.engine, state.chosen.id)
        except Exception as error:  # noqa: BLE001 - told, never a traceback
            self.tell(read_problem(error), problem=True)
            return
        self.state = ClassState(state.classes, state.chosen, state.profile, state.figures, found)
        self.assignments.show_assignments(found)
        self._tell_counts()  # the line above the tabs counts the assignment just set or removed

    def _tell_counts(self) -> None:
        """"12 trainees · 2 assignments": the class read."""
        if self.state is None:
            return
        trainees, set_ = len(self.state.figures), len(self.state.assignments)
        self.tell(" · ".join((self.tr("1 trainee") if trainees == 1 else self.tr("%1 trainees").replace("%1", str(trainees)),
                              self.tr("1 assignment") if set_ == 1 else self.tr("%1 assignments").replace("%1", str(set_)))))

    # --- the class report -------------------------------------------------------------------
    def report_text(self, kind: str) -> str:
        state = self.state
        if state is None or state.chosen is None or state.profile is None:
            raise ValueError("no class is shown")
        standards = state.profile.profile.audition
        if kind == "csv":
            return report_csv(state.figures, standards)
        return report_html(state.chosen.name, state.figures, standards, self.wall_clock())

    def ask_export(self, kind: str) -> None:
        name = (self.state.chosen.name if self.state and self.state.chosen else "class").replace("/", "-")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the class report"), str(Path.home() / f"class report {name}.{kind}"),
            self.tr("Web page (*.html)") if kind == "html" else self.tr("Spreadsheet (*.csv)"))
        if path:
            self.save_class_report(path, kind)

    def save_class_report(self, path: Path | str, kind: str) -> Path | None:
        try:
            written = save_report(self.report_text(kind), path)
        except (ReportFileError, ValueError) as error:
            self.tell(str(error), problem=True)
            return None
        self.tell(self.tr("Class report saved to %1").replace("%1", str(written)))
        return written
