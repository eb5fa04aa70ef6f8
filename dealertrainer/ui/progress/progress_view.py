"""Progress: how a trainee is doing per skill, over time, against the target times.

Reads the stored answers (``Records.answers``), groups them on the skill tree from game down
to the single tableau cell, and shows for each node the answers, accuracy, median time,
target time, mastery and the current run of right answers. Two charts follow the node
picked in the tree: accuracy per day and median time per day against the target. The
exam history lists the exam sessions. "Export CSV…" writes the trainee's history through
the storage layer.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QModelIndex, Qt, Signal
from PySide6.QtGui import QColor, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QBoxLayout,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QSplitter,
    QTabWidget,
    QTableWidget,
    QTableWidgetItem,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from dealertrainer.storage.history_export import export_history
from dealertrainer.storage.records import AnswerRow, Records
from dealertrainer.storage.school_standards import SchoolStandards
from dealertrainer.training.changes import FIGURES, Change
from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryLevel, MasteryTargets
from dealertrainer.training.memory_fit import Personal
from dealertrainer.training.progress import SkillStats
from dealertrainer.training.progress_figures import ExamLine, NodeFigures, daily_series, progress_figures
from dealertrainer.training.skills import SkillNode
from dealertrainer.ui.app_handle import AppContext, refresh_when_shown_again
from dealertrainer.ui.progress.day_chart import DayChart
from dealertrainer.ui.progress.pace_history import PaceHistory
from dealertrainer.ui.plain_text import plain_label
from dealertrainer.ui.table.signage import signage_in_force
from dealertrainer.language import in_seconds

__all__ = ["ProgressView"]
COLUMNS = (QT_TRANSLATE_NOOP("ProgressView", "Skill"), QT_TRANSLATE_NOOP("ProgressView", "Answers"), QT_TRANSLATE_NOOP("ProgressView", "Accuracy"), QT_TRANSLATE_NOOP("ProgressView", "Median"), QT_TRANSLATE_NOOP("ProgressView", "Target"), QT_TRANSLATE_NOOP("ProgressView", "Mastery"), QT_TRANSLATE_NOOP("ProgressView", "Streak"))
ACCURACY_COLOUR = QColor("#2f8f52")
TIME_COLOUR = QColor("#d9a441")
_LEVEL_TEXT = {
    MasteryLevel.NEW: QT_TRANSLATE_NOOP("ProgressView", "New"),
    MasteryLevel.LEARNING: QT_TRANSLATE_NOOP("ProgressView", "Learning"),
    MasteryLevel.SLOW: QT_TRANSLATE_NOOP("ProgressView", "Too slow"),
    MasteryLevel.REVIEW_DUE: QT_TRANSLATE_NOOP("ProgressView", "Review due"),
    MasteryLevel.MASTERED: QT_TRANSLATE_NOOP("ProgressView", "Mastered"),
}


class ProgressView(QWidget):
    """One trainee's progress, drawn from ``training.progress_figures``."""

    skill_chosen = Signal(str)  # a skill node picked in the tree ("" for all)

    def __init__(self, records: Records, trainee_id: int, targets: MasteryTargets = DEFAULT_TARGETS,
                 parent: QWidget | None = None, *, wall_clock: Callable[[], float] = time.time,
                 school: Callable[[], SchoolStandards] = SchoolStandards) -> None:
        super().__init__(parent)
        self.wall_clock = wall_clock  # mastery is judged at this moment (it fades)
        self.setObjectName("ProgressView")
        self.records = records
        self.trainee_id = trainee_id
        self.targets = targets
        self.answers: list[AnswerRow] = []
        self.figures: dict[str, SkillStats] = {}  # per skill
        self.stats: dict[str, NodeFigures] = {}  # per node of the skill tree
        self.node = ""
        self._leaves: list[str] = []

        self.title = plain_label()
        self.title.setObjectName("screenTitle")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.6)
        self.title.setFont(font)
        self.export_button = QPushButton(self.tr("Export CSV…"))
        self.export_button.setToolTip(self.tr("Save every answer of this trainee as a CSV file"))
        self.export_button.clicked.connect(self._choose_export)
        self.missed_button = QPushButton(self.tr("&Missed hands…"))
        self.missed_button.setToolTip(self.tr("Your missed answers; replay a table's hand on the felt"))
        self.missed_button.clicked.connect(self.open_missed_hands)
        self.replay_looks: dict = {}  # the felt's signage (per the hand's rules) and backdrop, from the window
        self.summary = plain_label()
        self.summary.setObjectName("progress_summary")
        self.summary.setWordWrap(True)
        self.schedule_note = plain_label()
        self.schedule_note.setObjectName("schedule_note")
        self.schedule_note.setWordWrap(True)

        self.model = QStandardItemModel(0, len(COLUMNS))
        self.model.setHorizontalHeaderLabels([self.tr(c) for c in COLUMNS])
        self.tree = QTreeView()
        self.tree.setObjectName("skills_tree")
        self.tree.setModel(self.model)
        self.tree.setUniformRowHeights(True)
        self.tree.setIndentation(14)  # a skill three levels down keeps its whole name at 1024 px
        self.tree.setAlternatingRowColors(False)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        for column in range(1, len(COLUMNS)):
            self.tree.header().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(True)
        self.tree.selectionModel().currentChanged.connect(self._picked)

        self.accuracy_chart = DayChart()
        self.accuracy_chart.setObjectName("accuracy_chart")
        self.time_chart = DayChart()
        self.time_chart.setObjectName("time_chart")

        self.exams = QTableWidget(0, 5)
        self.exams.setObjectName("exam_history")
        self.exams.setHorizontalHeaderLabels(
            [self.tr("Date"), self.tr("Exam"), self.tr("Questions"), self.tr("Right"), self.tr("Median time")])
        self.exams.verticalHeader().hide()
        self.exams.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.exams.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.exams.setMaximumHeight(170)
        self.pace = PaceHistory(school)  # game pace per day against the school's

        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.missed_button)
        head.addWidget(self.export_button)
        charts = QWidget()
        charts_layout = QVBoxLayout(charts)
        charts_layout.setContentsMargins(0, 0, 0, 0)
        charts_layout.addWidget(self.accuracy_chart)
        charts_layout.addWidget(self.time_chart)
        self._charts_layout = charts_layout
        self.split = split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.tree)
        split.addWidget(charts)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([800, 360])
        self.history = QTabWidget()  # the exams taken and the pace dealt, one tab each: the skills keep their height
        self.history.setObjectName("history_tabs")
        self.history.addTab(self.exams, self.tr("Exam history"))
        self.history.addTab(self.pace, self.tr("Game pace"))
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(self.summary)
        layout.addWidget(self.schedule_note)
        layout.addWidget(split, 1)
        layout.addWidget(self.history)
        self.tree.expanded.connect(lambda _index: self._fit())
        self.refresh()

    def _fit(self) -> None:
        """Every column of the skills in sight: the names as wide as the longest shown; where
        the window is too narrow for the columns and the charts side by side, the charts go
        under the skills, next to each other."""
        self.tree.setColumnWidth(0, max(200, self.tree.sizeHintForColumn(0)))
        header = self.tree.header()
        columns = header.sectionSize(0) + sum(max(header.sectionSizeHint(c), self.tree.sizeHintForColumn(c))
                                              for c in range(1, self.model.columnCount()))
        needed = columns + self.tree.verticalScrollBar().sizeHint().width() + 2 * self.tree.frameWidth()
        narrow = self.width() - 24 < needed + 300  # the charts need about 300 px beside the skills
        orientation = Qt.Orientation.Vertical if narrow else Qt.Orientation.Horizontal
        if self.split.orientation() != orientation:
            self.split.setOrientation(orientation)
            self._charts_layout.setDirection(QBoxLayout.Direction.LeftToRight if narrow else QBoxLayout.Direction.TopToBottom)
            self.split.setSizes([600, 300] if narrow else [800, 360])
            for table in (self.exams, self.pace):
                table.setMaximumHeight(120 if narrow else 170)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    # ------------------------------------------------------------------ data
    @classmethod
    def of_trainee_in_seat(cls, context: AppContext) -> ProgressView:
        """The progress of the trainee in the seat, kept up to date: it follows the change
        notices (records, target times, another trainee) and reads the records again each
        time it comes back into view."""
        view = cls(context.records, context.trainee.id, context.targets, wall_clock=context.wall_clock,
                   school=lambda: context.settings.standards)
        view.replay_looks = {"signage": lambda rules: signage_in_force(context.settings, rules),
                             "backdrop": context.backdrop()}
        context.listen(view, lambda change: view.changed(change, context))
        refresh_when_shown_again(view, view.refresh)
        return view

    def changed(self, change: Change, context: AppContext) -> None:
        """Records, settings or the trainee changed: show them as they are now."""
        if not change & FIGURES:
            return
        if Change.TRAINEE in change:
            self.trainee_id = context.trainee.id
            self.node = ""
        if Change.SETTINGS in change:
            self.targets = context.targets  # mastery is judged against the target times in force
        self.refresh()

    def refresh(self) -> None:
        """Read the trainee's answers again and redraw everything."""
        figures = progress_figures(self.records, self.trainee_id, self.targets, self.wall_clock())
        self.title.setText(self.tr("Progress: %1").replace("%1", figures.trainee))
        self.answers, self.figures, self.stats = figures.answers, figures.skills, figures.nodes
        self._leaves = figures.tree.leaves()
        self._fill_tree(figures.tree)
        self._fill_summary()
        self._fill_schedule_note(figures.personal)
        self._fill_exams(figures.exams)
        self.pace.show_trainee(self.records, self.trainee_id)
        self._draw_charts()

    def _fill_tree(self, tree: SkillNode) -> None:
        self.model.removeRows(0, self.model.rowCount())

        def add(parent: QStandardItem, node: SkillNode) -> None:
            for child in sorted(node.children.values(), key=lambda n: n.id):
                row = self._row(child)
                parent.appendRow(row)
                add(row[0], child)

        root = self._row(tree)
        self.model.appendRow(root)
        add(root[0], tree)
        self.tree.expandToDepth(1)
        self._fit()
        self.tree.setCurrentIndex(self.model.index(0, 0))

    def _row(self, node: SkillNode) -> list[QStandardItem]:
        stats = self.stats[node.id]
        title = node.title if node.id else self.tr("All skills")
        level = stats.mastery.level if stats.mastery is not None else None
        cells = [
            title,
            str(len(stats.answers)),
            "–" if stats.accuracy is None else f"{stats.accuracy * 100:.0f}%",
            "–" if stats.median is None else in_seconds(stats.median),
            in_seconds(stats.target_seconds, "g"),
            self.tr(_LEVEL_TEXT[level]) if level is not None
            else self.tr("%1 of %2").replace("%1", str(stats.mastered)).replace("%2", str(stats.skills)),
            self.tr("%1 (best %2)").replace("%1", str(stats.current_streak)).replace("%2", str(stats.best_streak)),
        ]
        items = [QStandardItem(text) for text in cells]
        for item in items:
            item.setEditable(False)
        items[0].setData(node.id, Qt.ItemDataRole.UserRole)
        items[0].setToolTip(node.id or self.tr("every skill"))
        colour = {MasteryLevel.MASTERED: "#2f8f52", MasteryLevel.SLOW: "#d9a441", MasteryLevel.LEARNING: "#e5534b",
                  MasteryLevel.REVIEW_DUE: "#d9a441"}.get(level)
        if colour:
            items[5].setForeground(QColor(colour))
        for item in items[1:]:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return items

    def _fill_summary(self) -> None:
        overall = self.stats.get("")
        if overall is None or not overall.answers:
            self.summary.setText(self.tr("No answers yet. Every answer in a drill, at a table or in an exam shows up here."))
            return
        mastered, skills = overall.mastered, overall.skills  # the "All skills" row's count: one count
        self.summary.setText(
            self.tr("%1 answers · %2% right · median %3 s · streak %4 (best %5) · %6 of %7 skills mastered")
            .replace("%1", str(len(overall.answers)))
            .replace("%2", f"{(overall.accuracy or 0) * 100:.0f}")
            .replace("%3", "–" if overall.median is None else f"{overall.median:.1f}")
            .replace("%4", str(overall.current_streak)).replace("%5", str(overall.best_streak))
            .replace("%6", str(mastered)).replace("%7", str(skills)))

    def _fill_schedule_note(self, personal: Personal) -> None:
        if personal.fitted:
            text = self.tr("Your review schedule is personalised: it has learnt how fast you forget from %1 of "
                           "your answers given a day or more apart.").replace("%1", f"{personal.reviews:,}")
        else:
            text = (self.tr("Your review schedule uses the standard memory model for now. It is personalised once "
                            "%1 of your answers come a day or more after your last answer on the same skill "
                            "(%2 so far).").replace("%1", str(personal.needed)).replace("%2", f"{personal.reviews:,}"))
        self.schedule_note.setText(text)

    def _fill_exams(self, exams: list[ExamLine]) -> None:
        self.exams.setRowCount(0)
        for exam in exams:
            row = self.exams.rowCount()
            self.exams.insertRow(row)
            cells = [
                datetime.fromtimestamp(exam.started).strftime("%Y-%m-%d %H:%M"),
                exam.title,
                str(exam.questions),
                f"{exam.right} ({exam.right / exam.questions * 100:.0f}%)" if exam.questions else "–",
                "–" if exam.median_seconds is None else in_seconds(exam.median_seconds),
            ]
            for column, text in enumerate(cells):
                self.exams.setItem(row, column, QTableWidgetItem(text))

    # ------------------------------------------------------------------ charts
    def _picked(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            return
        node = self.model.itemFromIndex(current.siblingAtColumn(0)).data(Qt.ItemDataRole.UserRole) or ""
        if node != self.node:
            self.node = node
            self._draw_charts()
            self.skill_chosen.emit(node)

    def select_skill(self, node: str) -> bool:
        """Pick a node of the tree by id (as a click would); False if it has no answers."""
        matches = self.model.match(self.model.index(0, 0), Qt.ItemDataRole.UserRole, node, 1,
                                   Qt.MatchFlag.MatchExactly | Qt.MatchFlag.MatchRecursive)
        if not matches:
            return False
        self.tree.setCurrentIndex(matches[0])
        return True

    def _draw_charts(self) -> None:
        stats = self.stats.get(self.node)
        series = daily_series(stats.answers) if stats else []
        name = self.model.itemFromIndex(self.tree.currentIndex().siblingAtColumn(0)).text() \
            if self.tree.currentIndex().isValid() else self.tr("All skills")
        target = stats.target_seconds if stats else self.targets.default_seconds
        self.accuracy_chart.show_days(
            self.tr("Accuracy per day: %1").replace("%1", name), self.tr("% right"),
            [(d, a * 100) for d, a, _ in series], ACCURACY_COLOUR, (0, 100), step=20)
        times = [(d, m) for d, _, m in series if m is not None]
        top = max([m for _, m in times] + [target]) * 1.25
        self.time_chart.show_days(
            self.tr("Median time per day: %1\n(dashed: target %2 s)").replace("%1", name).replace("%2", f"{target:g}"),
            self.tr("seconds"), times, TIME_COLOUR, (0, top), target)

    def open_missed_hands(self) -> QWidget:
        """The trainee's missed answers, each table hand replayable (``ui/progress/missed_hands.py``)."""
        from dealertrainer.ui.progress.missed_hands import MissedHandsDialog  # lazy: the list and its felt, when first asked for

        dialog = MissedHandsDialog(self.records, self.trainee_id, parent=self, **self.replay_looks)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    # ------------------------------------------------------------------ export
    def _choose_export(self) -> None:
        name = self.records.trainee(self.trainee_id).name.replace(" ", "_")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export history"), f"{name}-history.csv",
                                              self.tr("CSV files (*.csv)"))
        if path:
            self.export_csv(path)

    def export_csv(self, path: Path | str) -> Path:
        """Write the trainee's answers as CSV (through the storage layer); returns the file."""
        path = Path(path)
        if path.suffix.lower() != ".csv":
            path = path.with_suffix(".csv")
        written = export_history(self.records, self.trainee_id, path)
        self.summary.setText(self.summary.text().split("\n")[0] + "\n"
                             + self.tr("Exported to %1").replace("%1", str(written)))
        return written

