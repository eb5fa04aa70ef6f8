"""Assignments: what the class has been set (title, paper or drill, due date), a form to set a
new one, and Remove (the Delete key in the list). Setting and removing go through
``training.classroom_assignments``, which checks the assignment under the class's profile and
says in words what is wrong."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QDateTime, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateTimeEdit,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealertrainer.language import day_and_time, language_in_force
from dealertrainer.storage.settings_in_force import GAME_TITLES
from dealertrainer.training import offer
from dealertrainer.training.classroom_assignments import MAX_TITLE, Assignment
from dealertrainer.training.drills.practice import DEFAULT_EXAM_SKILLS
from dealertrainer.training.skills import skill_title
from dealertrainer.ui.plain_text import plain_label
from dealertrainer.ui.settings.settings_editors import ERROR_COLOUR

__all__ = ["AssignmentsPage", "when"]

#: What a paper covers: (its label, a game named in it or "", the skills ticked on it).
PAPERS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (QT_TRANSLATE_NOOP("AssignmentsPage", "The standard paper (7 topics)"), "", DEFAULT_EXAM_SKILLS),
    *((QT_TRANSLATE_NOOP("AssignmentsPage", "%1: every topic"), game, (game,)) for game in GAME_TITLES),
    (QT_TRANSLATE_NOOP("AssignmentsPage", "All three games"), "", tuple(GAME_TITLES)),
)


def when(at: float | None) -> str:
    """A due date in the instructor's local time ("" when there is none)."""
    return "" if at is None else day_and_time(datetime.fromtimestamp(at))


class AssignmentsPage(QWidget):
    """The class's assignments and the form to set one."""

    set_requested = Signal(dict)  # title, kind, drill_id, config, due: the screen sets it
    remove_requested = Signal(str)  # an assignment's id

    def __init__(self, wall_clock: Callable[[], float], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.wall_clock = wall_clock
        self.shown: list[Assignment] = []
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("assignments")
        self.table.setHorizontalHeaderLabels([self.tr("Title"), self.tr("Paper or drill"), self.tr("Due"),
                                              self.tr("Note")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setTabKeyNavigation(False)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.installEventFilter(self)
        self.remove_button = QPushButton(self.tr("Re&move  [Del]"))
        self.remove_button.clicked.connect(self.remove_current)

        self.title = QLineEdit()
        self.title.setObjectName("assignment_title")
        self.title.setMaxLength(MAX_TITLE)
        self.title.setPlaceholderText(self.tr("e.g. Blackjack payouts, before Friday's audition"))
        self.kind = QComboBox()
        self.kind.setObjectName("assignment_kind")
        self.kind.addItem(self.tr("Paper (an exam)"), "paper")
        self.kind.addItem(self.tr("Drill or table"), "drill")
        self.what = QComboBox()
        self.what.setObjectName("assignment_what")
        self.length = QSpinBox()
        self.length.setObjectName("assignment_length")
        self.length.setRange(1, 500)
        self.length.setValue(30)
        self.length.setSuffix(self.tr(" questions"))
        self.due = QDateTimeEdit()
        self.due.setObjectName("assignment_due")
        self.due.setCalendarPopup(True)
        # the day as the language writes it (Qt's day and month names would be English)
        self.due.setDisplayFormat("ddd dd MMM yyyy HH:mm" if language_in_force() == "en" else "yyyy年M月d日 HH:mm")
        self.set_button = QPushButton(self.tr("Set assi&gnment"))
        self.set_button.setObjectName("primary")
        self.set_button.clicked.connect(self.submit)
        self.title.returnPressed.connect(self.submit)
        self.message = plain_label()
        self.message.setObjectName("assignment_message")
        self.message.setWordWrap(True)
        self.kind.currentIndexChanged.connect(lambda *_: self._fill_what())
        self._drills: list[tuple[str, str]] = []
        self._fill_what()
        self.reset_due()

        form = QFormLayout()
        form.addRow(self.tr("&Title"), self.title)
        form.addRow(self.tr("&Kind"), self.kind)
        form.addRow(self.tr("&What"), self.what)
        form.addRow(self.tr("&Length"), self.length)
        form.addRow(self.tr("D&ue"), self.due)
        buttons = QHBoxLayout()
        buttons.addWidget(self.message, 1)
        buttons.addWidget(self.set_button)
        above = QHBoxLayout()
        heading = plain_label(self.tr("Set for this class"))
        heading.setObjectName("sectionTitle")
        above.addWidget(heading, 1)
        above.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.addLayout(above)
        layout.addWidget(self.table, 1)
        new = plain_label(self.tr("A new assignment"))
        new.setObjectName("sectionTitle")
        layout.addWidget(new)
        layout.addLayout(form)
        layout.addLayout(buttons)

    def _fill_what(self) -> None:
        self.what.clear()
        if self.kind.currentData() == "paper":
            for label, game, skills in PAPERS:
                self.what.addItem(self.tr(label).replace("%1", self.tr(GAME_TITLES[game]) if game else ""),
                                  ("exam", skills))
            return
        if not self._drills:
            tables, drills = offer.available()
            self._drills = [(e.drill_id, e.title) for e in tables + drills if e.drill_id not in offer.HOUSE_WIDE]
        for drill_id, title in self._drills:
            self.what.addItem(self.tr(title), (drill_id, ()))

    def reset_due(self) -> None:
        """A week from now, at the hour: the usual time to give."""
        week = QDateTime.fromSecsSinceEpoch(int(self.wall_clock()) + 7 * 86_400)
        self.due.setDateTime(week.addSecs(-(week.time().minute() * 60 + week.time().second())))

    def request(self) -> dict[str, Any]:
        """What the form asks for."""
        drill_id, skills = self.what.currentData()
        config: dict[str, Any] = {"length": self.length.value()}
        if skills:
            config["skills"] = list(skills)
        return {"title": self.title.text(), "kind": self.kind.currentData(), "drill_id": drill_id,
                "config": config, "due": float(self.due.dateTime().toSecsSinceEpoch())}

    def submit(self) -> None:
        self.set_requested.emit(self.request())

    def tell(self, text: str, problem: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(f"color: {ERROR_COLOUR}; font-weight: 600;" if problem else "")

    def show_assignments(self, found: Sequence[Assignment]) -> None:
        self.shown = list(found)
        self.table.setRowCount(len(self.shown))
        now = self.wall_clock()
        for row, a in enumerate(self.shown):
            skills = ", ".join(skill_title(s) for s in a.config.get("skills", ()) if isinstance(s, str))
            what = self.tr("Paper: %1").replace("%1", skills[:60]) \
                if a.kind == "paper" else self.tr(offer.entry(a.drill_id).title)
            length = a.config.get("length")
            if isinstance(length, int):
                what = self.tr("%1 · %2 questions").replace("%1", what).replace("%2", str(length))
            note = a.problem or ("; ".join(a.profile_problems) if a.profile_problems else "")
            if not note and a.due is not None and a.due < now:
                note = self.tr("past due")
            for column, text in enumerate((a.title, what, when(a.due) or self.tr("no date"), note)):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.remove_button.setEnabled(bool(self.shown))

    def remove_current(self) -> None:
        row = self.table.currentRow()
        if 0 <= row < len(self.shown):
            self.remove_requested.emit(self.shown[row].id)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if watched is self.table and isinstance(event, QKeyEvent) and event.type() == QKeyEvent.Type.KeyPress \
                and event.key() == Qt.Key.Key_Delete:
            self.remove_current()
            return True
        return super().eventFilter(watched, event)
