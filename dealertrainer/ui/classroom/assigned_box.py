"""Home's box on a trainee PC in a class: what the instructor has assigned and is still due,
soonest first, each with a button that opens it with the assignment's settings.

Reads ``training.classroom_assignments.due_for`` through the Engine the trainee signed in with
(off the GUI thread); an assignment that cannot be opened, or a class database out of reach,
is said in words and nothing else on Home waits for it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget
from sqlalchemy import Engine

from dealertrainer.training import offer
from dealertrainer.training.classroom_assignments import Assignment, Due, due_for
from dealertrainer.training.classroom_roster import read_problem
from dealertrainer.ui.classroom.assignments_page import when
from dealertrainer.ui.plain_text import plain_label
from dealertrainer.ui.settings.settings_editors import ERROR_COLOUR
from dealertrainer.ui.workers import run_job

__all__ = ["AssignedWork"]


def read_due(engine: Engine, person_id: str, now: float) -> list[Due] | str:
    """What is due, or a message in words when the class database cannot be read."""
    try:
        return due_for(engine, person_id, now)
    except Exception as error:  # noqa: BLE001 - told on Home, never a traceback
        return read_problem(error)


class AssignedWork(QFrame):
    """The box: a line per assignment due, with its Start button."""

    start = Signal(object)  # the Assignment to open
    loaded = Signal()

    def __init__(self, engine: Engine, person_id: str, wall_clock: Callable[[], float],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.engine, self.person_id, self.wall_clock = engine, person_id, wall_clock
        self.due: list[Due] = []
        self._asked = 0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 12, 18, 14)
        heading = plain_label(self.tr("Assigned by your instructor"))
        heading.setObjectName("sectionTitle")
        layout.addWidget(heading)
        self.message = plain_label()
        self.message.setObjectName("assigned_message")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.lines = QVBoxLayout()
        layout.addLayout(self.lines)
        self.buttons: list[QPushButton] = []

    def refresh(self) -> None:
        self._asked += 1
        asked, now = self._asked, self.wall_clock()
        run_job(lambda: read_due(self.engine, self.person_id, now),
                lambda found: self.show_due(found) if asked == self._asked else None, owner=self)

    def tell(self, text: str, problem: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(f"color: {ERROR_COLOUR}; font-weight: 600;" if problem else "")
        self.message.setVisible(bool(text))

    def show_due(self, found: Sequence[Due] | str) -> None:
        if isinstance(found, str):
            self.tell(found, problem=True)
            self.loaded.emit()
            return
        while self.lines.count():
            item = self.lines.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        self.due = list(found)
        self.buttons = []
        self.tell("" if self.due else self.tr("Nothing is due. Well done."))
        for due in self.due:
            self.lines.addWidget(self._line(due))
        self.loaded.emit()

    def _line(self, due: Due) -> QWidget:
        a = due.assignment
        what = self.tr("Paper") if a.kind == "paper" else self.tr(offer.entry(a.drill_id).title)
        date = when(a.due)
        if date:
            what += " · " + (self.tr("was due %1") if due.overdue else self.tr("due %1")).replace("%1", date)
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 2, 0, 2)
        text = plain_label(f"{a.title}\n{what}" + (f"\n{a.problem}" if a.problem else ""))
        text.setWordWrap(True)
        if due.overdue or a.problem:
            text.setStyleSheet(f"color: {ERROR_COLOUR};")
        button = QPushButton(self.tr("Start"))
        button.setObjectName("primary")
        button.setEnabled(a.problem is None)
        button.setAccessibleName(self.tr("Start %1").replace("%1", a.title))
        button.clicked.connect(lambda _=False, chosen=a: self.start.emit(chosen))
        self.buttons.append(button)
        layout.addWidget(text, 1)
        layout.addWidget(button)
        return row

    def assignment(self, index: int) -> Assignment:
        return self.due[index].assignment
