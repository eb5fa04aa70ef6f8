"""Progress's game pace: the hands an hour the trainee dealt, per game and day, against the
school's standard (``training.pace.pace_history``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from dealertrainer.storage.records import Records
from dealertrainer.storage.school_standards import SchoolStandards
from dealertrainer.training.pace import PaceDay, pace_history

__all__ = ["PaceHistory"]

_COLOURS = {"under": "#e5534b", "within": "#2f8f52", "over": "#d9a441"}


#: The pace verdicts (training.pace) as the screen words them.
_VERDICT = {"under": QT_TRANSLATE_NOOP("PaceHistory", "under"), "within": QT_TRANSLATE_NOOP("PaceHistory", "within"),
            "over": QT_TRANSLATE_NOOP("PaceHistory", "over")}


class PaceHistory(QTableWidget):
    """One row per game and day dealt at game pace or in an audition, newest first."""

    def __init__(self, school: Callable[[], SchoolStandards] = SchoolStandards, parent: QWidget | None = None) -> None:
        super().__init__(0, 5, parent)
        self.setObjectName("pace_history")
        self.school = school
        self.days: list[PaceDay] = []
        self.setHorizontalHeaderLabels([self.tr("Date"), self.tr("Game"), self.tr("Hands"), self.tr("Pace"),
                                        self.tr("School")])
        self.verticalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setMaximumHeight(170)

    def show_trainee(self, records: Records, trainee_id: int) -> None:
        self.days = pace_history(records, trainee_id, self.school())
        self.setRowCount(0)
        for day in reversed(self.days):
            row = self.rowCount()
            self.insertRow(row)
            rate, standard = day.rate, day.standard
            verdict = standard.verdict(rate)
            cells = [day.day.isoformat(), day.title, str(day.hands),
                     "–" if rate is None else self.tr("%1 an hour").replace("%1", f"{rate:.0f}"),
                     f"{standard.low}–{standard.high} ({self.tr(_VERDICT[verdict]) if verdict else '–'})"]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 4 and verdict:
                    item.setForeground(QColor(_COLOURS[verdict]))
                self.setItem(row, column, item)
        if not self.days:
            self.insertRow(0)
            self.setItem(0, 0, QTableWidgetItem(self.tr("No hands timed yet: tick Game pace at a table, or take an audition.")))
            self.setSpan(0, 0, 1, 5)
