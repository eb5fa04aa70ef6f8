"""The roster: one row per trainee of the class (answers, skills mastered per game, exams and
auditions passed, the latest pace per game, and where they are audition-ready), and below it
what the selected trainee still lacks, game by game. Draws what ``training.classroom_*``
gives; every cell is plain text (names come from the class database)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from dealertrainer.storage.school_standards import SchoolStandards
from dealertrainer.storage.settings_in_force import GAME_RULES, GAME_TITLES
from dealertrainer.training.classroom_readiness import readiness
from dealertrainer.training.classroom_roster import TraineeFigures
from dealertrainer.ui.plain_text import plain_label

__all__ = ["RosterPage"]

#: Each game in a column's heading, as short as it goes.
SHORT = {"baccarat": QT_TRANSLATE_NOOP("RosterPage", "Bac"), "blackjack": QT_TRANSLATE_NOOP("RosterPage", "BJ"),
         "stud": QT_TRANSLATE_NOOP("RosterPage", "Stud")}
SEP = "\u2009·\u2009"  # thin spaces: three games' figures in one narrow column


def _mastered(figures: TraineeFigures) -> str:
    return SEP.join(f"{figures.mastery[g].share:.0%}" for g in GAME_RULES)


def _paces(figures: TraineeFigures) -> str:
    def one(game: str) -> str:
        run = figures.latest("pace", game)
        return "–" if run is None or run.per_hour is None else f"{run.per_hour:.0f}"
    return SEP.join(one(g) for g in GAME_RULES)


class RosterPage(QWidget):
    """The class's trainees and their figures; arrow keys move through them."""

    COLUMNS = (QT_TRANSLATE_NOOP("RosterPage", "Trainee"), QT_TRANSLATE_NOOP("RosterPage", "Answers"), QT_TRANSLATE_NOOP("RosterPage", "Mastered"), QT_TRANSLATE_NOOP("RosterPage", "Pace an hour"), QT_TRANSLATE_NOOP("RosterPage", "Exams"), QT_TRANSLATE_NOOP("RosterPage", "Auditions"), QT_TRANSLATE_NOOP("RosterPage", "Ready to\naudition"))
    TIPS = {4: "Exams passed / taken", 5: "Auditions passed / taken", 2: "Share of each game's skills mastered",
            3: "The latest pace run at each game, hands (coups) an hour"}

    NAME_WIDTH = 190  # the most the names take of the table's width

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.figures: list[TraineeFigures] = []
        self.standards = SchoolStandards()
        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.setObjectName("roster")
        games = SEP.join(self.tr(SHORT[g]) for g in GAME_RULES)
        headings = [self.tr(c) for c in self.COLUMNS]
        headings[2] = f"{headings[2]}\n{games}"
        headings[3] = f"{headings[3]}\n{games}"
        self.table.setHorizontalHeaderLabels(headings)
        for column, tip in self.TIPS.items():
            self.table.horizontalHeaderItem(column).setToolTip(self.tr(tip))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table, arrows move in it
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)  # a long name is cut here, shown whole below
        header.setSectionResizeMode(len(self.COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        self.table.currentCellChanged.connect(lambda row, *_: self._show_detail(row))
        self.empty = plain_label(self.tr("No trainees in this class yet."))
        self.empty.setObjectName("muted")
        self.detail_title = plain_label()
        self.detail_title.setObjectName("sectionTitle")
        self.detail = plain_label()
        self.detail.setObjectName("roster_detail")
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.standards_line = plain_label()
        self.standards_line.setObjectName("muted")
        self.standards_line.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.standards_line)
        layout.addWidget(self.table, 3)
        layout.addWidget(self.empty)
        layout.addWidget(self.detail_title)
        layout.addWidget(self.detail, 1)

    def show_figures(self, figures: Sequence[TraineeFigures], standards: SchoolStandards) -> None:
        self.figures, self.standards = list(figures), standards
        self.standards_line.setText(self.tr("Audition-ready means: %1").replace("%1", standards.ready_in_words()))
        self.table.setRowCount(len(self.figures))
        for row, f in enumerate(self.figures):
            verdicts = readiness(f, standards)
            ready = ", ".join(self.tr(GAME_TITLES[g]) for g, v in verdicts.items() if v.ready) or self.tr("Not yet")
            answered = str(f.answers) if f.accuracy is None else f"{f.answers} ({f.accuracy:.0%})"
            cells = (f.name, answered, _mastered(f), _paces(f), f"{f.passed('exam')} / {len(f.of_kind('exam'))}",
                     f"{f.passed('audition')} / {len(f.of_kind('audition'))}", ready)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        self.table.resizeColumnToContents(0)
        self.table.setColumnWidth(0, min(self.table.columnWidth(0), self.NAME_WIDTH))
        self.empty.setVisible(not self.figures)
        if self.figures:
            self.table.setCurrentCell(0, 0)
            self._show_detail(0)
        else:
            self._show_detail(-1)

    def _show_detail(self, row: int) -> None:
        if not 0 <= row < len(self.figures):
            self.detail_title.clear()
            self.detail.clear()
            return
        f = self.figures[row]
        self.detail_title.setText(f.name)
        lines = []
        for game, verdict in readiness(f, self.standards).items():
            m = f.mastery[game]
            if verdict.ready:
                lines.append(self.tr("%1: ready to audition (%2 of %3 skills mastered)").replace("%1", self.tr(GAME_TITLES[game]))
                             .replace("%2", str(m.mastered)).replace("%3", str(m.skills)))
            else:
                lines.append(self.tr("%1: not yet — %2").replace("%1", self.tr(GAME_TITLES[game]))
                             .replace("%2", "; ".join(verdict.missing)))
        self.detail.setText("\n".join(lines))
