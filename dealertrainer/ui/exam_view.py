"""Exams: choose the skills, the number of questions, the time limit and the pass mark; sit
the paper with no feedback until the end; see the result per skill and save the report.

Runs on the training layer's exam: ``ExamConfig`` checks the choices, ``ExamDrill`` sets the
paper, a ``Session`` with deferred feedback times and stores every answer, and
``exam_report`` / ``report_html`` / ``report_csv`` make the result an instructor can file.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealertrainer.engine.house_rules import explain_validation_error
from dealertrainer.storage.records import Records
from dealertrainer.storage.report_file import ReportFileError, save_report
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryTargets
from dealertrainer.training.drills.practice import ExamConfig, ExamDrill, askable_skills
from dealertrainer.training.progress import ExamReport, exam_report, report_csv, report_html
from dealertrainer.training.questions import Question
from dealertrainer.training.session import Feedback, Session
from dealertrainer.training.skills import skill_tree

__all__ = ["ExamView"]

ERROR = "#e5534b"
PASS = "#2f8f52"


def _bold(widget: QWidget, scale: float = 1.0) -> None:
    font = widget.font()
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * scale)
    widget.setFont(font)


class ExamView(QWidget):
    """Set up, sit and review an exam for one trainee."""

    exam_started = Signal(object)  # the ExamConfig
    exam_finished = Signal(object)  # the ExamReport

    def __init__(self, records: Records, trainee_id: int, *, clock: Callable[[], float] = time.monotonic,
                 wall_clock: Callable[[], float] = time.time, seed: int | None = None,
                 targets: MasteryTargets | None = None, settings: SettingsInForce | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ExamView")
        self.settings = settings  # the house rules in force: recorded with the exam and on its report
        self._house_rules: tuple[str, ...] = ()
        self.records, self.trainee_id = records, trainee_id
        self.targets = targets or DEFAULT_TARGETS  # the mastery targets in force: the exam's time marks
        self._clock, self._wall, self._seed = clock, wall_clock, seed
        self.session: Session | None = None
        self.config: ExamConfig | None = None
        self.question: Question | None = None
        self.report: ExamReport | None = None
        self._taken = 0.0
        self.stack = QStackedWidget()
        self.stack.addWidget(self._setup_page())
        self.stack.addWidget(self._paper_page())
        self.stack.addWidget(self._result_page())
        layout = QVBoxLayout(self)
        layout.addWidget(self.stack)
        self._tick = QTimer(self)
        self._tick.setInterval(200)
        self._tick.timeout.connect(self._show_time)

    # ------------------------------------------------------------------ setup
    def _setup_page(self) -> QWidget:
        page = QWidget()
        title = QLabel(self.tr("Exam"))
        title.setObjectName("screenTitle")
        _bold(title, 1.6)
        intro = QLabel(self.tr("A fixed paper over the skills you choose. No verdicts until the end; "
                               "a question left past its time limit counts as wrong."))
        intro.setObjectName("muted")
        intro.setWordWrap(True)
        self.skills = QTreeWidget()
        self.skills.setObjectName("exam_skills")
        self.skills.setHeaderLabels([self.tr("Skills on the paper"), self.tr("Cells")])
        self.skills.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.skills.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        tree = skill_tree(askable_skills())
        for game in sorted(tree.children.values(), key=lambda n: n.id):
            top = QTreeWidgetItem([self.tr(game.title), str(len(game.leaves()))])
            top.setData(0, Qt.ItemDataRole.UserRole, game.id)
            top.setFlags(top.flags() | Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsAutoTristate)
            top.setCheckState(0, Qt.CheckState.Unchecked)
            for topic in sorted(game.children.values(), key=lambda n: n.id):
                child = QTreeWidgetItem([self.tr(topic.title), str(len(topic.leaves()))])
                child.setData(0, Qt.ItemDataRole.UserRole, topic.id)
                child.setFlags(child.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                child.setCheckState(0, Qt.CheckState.Unchecked)
                top.addChild(child)
            self.skills.addTopLevelItem(top)
        self.skills.expandAll()
        self.skills.itemChanged.connect(lambda *_: self._check_setup())

        defaults = ExamConfig()
        self.length = QSpinBox()
        self.length.setRange(1, 500)
        self.length.setValue(defaults.length or 30)
        self.time_limit = QDoubleSpinBox()
        self.time_limit.setRange(0, 600)
        self.time_limit.setDecimals(0)
        self.time_limit.setSuffix(self.tr(" s"))
        self.time_limit.setSpecialValueText(self.tr("no limit"))
        self.time_limit.setValue(defaults.time_limit or 0)
        self.pass_accuracy = QSpinBox()
        self.pass_accuracy.setRange(1, 100)
        self.pass_accuracy.setSuffix(" %")
        self.pass_accuracy.setValue(round(defaults.pass_accuracy * 100))
        self.pass_on_time = QSpinBox()
        self.pass_on_time.setRange(0, 100)
        self.pass_on_time.setSuffix(" %")
        self.pass_on_time.setValue(round(defaults.pass_on_time * 100))
        form = QFormLayout()
        form.addRow(self.tr("Questions"), self.length)
        form.addRow(self.tr("Time per question"), self.time_limit)
        form.addRow(self.tr("Pass mark: right answers"), self.pass_accuracy)
        form.addRow(self.tr("Pass mark: right answers within target time"), self.pass_on_time)
        for spin in (self.length, self.time_limit, self.pass_accuracy, self.pass_on_time):
            spin.valueChanged.connect(lambda *_: self._check_setup())
        self.setup_problem = QLabel()
        self.setup_problem.setObjectName("exam_problem")
        self.setup_problem.setWordWrap(True)
        self.setup_problem.setStyleSheet(f"color: {ERROR}; font-weight: 600;")
        self.start_button = QPushButton(self.tr("Start the exam"))
        self.start_button.setObjectName("primary")
        self.start_button.clicked.connect(self.start)
        side = QVBoxLayout()
        side.addLayout(form)
        side.addWidget(self.setup_problem)
        side.addStretch(1)
        side.addWidget(self.start_button)
        body = QHBoxLayout()
        body.addWidget(self.skills, 3)
        body.addLayout(side, 2)
        layout = QVBoxLayout(page)
        layout.addWidget(title)
        layout.addWidget(intro)
        layout.addLayout(body, 1)
        self._check_setup()
        return page

    def chosen_skills(self) -> list[str]:
        """The nodes ticked: a whole game when all of it is ticked, else its ticked topics."""
        chosen = []
        for i in range(self.skills.topLevelItemCount()):
            top = self.skills.topLevelItem(i)
            if top.checkState(0) == Qt.CheckState.Checked:
                chosen.append(top.data(0, Qt.ItemDataRole.UserRole))
                continue
            for j in range(top.childCount()):
                child = top.child(j)
                if child.checkState(0) == Qt.CheckState.Checked:
                    chosen.append(child.data(0, Qt.ItemDataRole.UserRole))
        return chosen

    def choose(self, *nodes: str) -> None:
        """Tick skills by id (games or topics), as an instructor would."""
        for i in range(self.skills.topLevelItemCount()):
            top = self.skills.topLevelItem(i)
            items = [top] + [top.child(j) for j in range(top.childCount())]
            for item in items:
                if item.data(0, Qt.ItemDataRole.UserRole) in nodes:
                    item.setCheckState(0, Qt.CheckState.Checked)

    def _setup_config(self) -> ExamConfig:
        return ExamConfig(
            skills=tuple(self.chosen_skills()),
            length=self.length.value(),
            time_limit=self.time_limit.value() or None,
            pass_accuracy=self.pass_accuracy.value() / 100,
            pass_on_time=self.pass_on_time.value() / 100,
        )

    def _check_setup(self) -> ExamConfig | None:
        try:
            config = self._setup_config()
        except ValidationError as error:
            text = explain_validation_error(error)
            if not self.chosen_skills():
                text = self.tr("Tick at least one skill for the paper.")
            self.setup_problem.setText(text)
            self.start_button.setEnabled(False)
            return None
        self.setup_problem.setText("")
        self.start_button.setEnabled(True)
        return config

    # ------------------------------------------------------------------ the paper
    def _paper_page(self) -> QWidget:
        page = QWidget()
        self.counter = QLabel()
        self.counter.setObjectName("progress")
        self.timer_label = QLabel()
        self.timer_label.setObjectName("timer")
        self.timer_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        _bold(self.prompt, 1.5)
        self.choices = QHBoxLayout()
        self.choices.addStretch(1)
        self.choices.addStretch(1)
        self.answer_edit = QLineEdit()
        self.answer_edit.setObjectName("amount")
        self.answer_edit.setPlaceholderText(self.tr("Type the answer and press Enter"))
        self.answer_edit.returnPressed.connect(lambda: self.answer_with(self.answer_edit.text()))
        self.skip_button = QPushButton(self.tr("Skip"))
        self.skip_button.setToolTip(self.tr("Leave this question (it counts as wrong)"))
        self.skip_button.clicked.connect(self.skip)
        self.stop_button = QPushButton(self.tr("Hand in now"))
        self.stop_button.clicked.connect(self.finish)
        self._shortcuts: list[QShortcut] = []
        entry = QHBoxLayout()
        entry.addStretch(1)
        entry.addWidget(self.answer_edit, 2)
        entry.addStretch(1)
        head = QHBoxLayout()
        head.addWidget(self.counter, 1)
        head.addWidget(self.timer_label)
        foot = QHBoxLayout()
        foot.addWidget(self.skip_button)
        foot.addStretch(1)
        foot.addWidget(self.stop_button)
        layout = QVBoxLayout(page)
        layout.addLayout(head)
        layout.addStretch(1)
        layout.addWidget(self.prompt)
        layout.addSpacing(18)
        layout.addLayout(self.choices)
        layout.addLayout(entry)
        layout.addStretch(2)
        layout.addLayout(foot)
        return page

    def start(self) -> None:
        config = self._check_setup()
        if config is None:
            return
        self.config = config
        self.session = Session(
            ExamDrill(config, seed=self._seed), records=self.records, trainee_id=self.trainee_id,
            clock=self._clock, wall_clock=self._wall, feedback=Feedback.AT_END, time_limit=config.time_limit,
            session_time_limit=config.session_time_limit, update_schedule=False, targets=self.targets,
            rules_json=self.settings.rules_json() if self.settings is not None else "{}",
        )
        self._house_rules = tuple(self.settings.house_in_words()) if self.settings is not None else ()
        self._taken = self._wall()
        self.stack.setCurrentIndex(1)
        self.exam_started.emit(config)
        self._tick.start()
        self._next()

    def _next(self) -> None:
        assert self.session is not None
        beat = self.session.next()
        while beat is not None and beat.question is None:  # motions: nothing to show in an exam
            beat = self.session.next()
        if beat is None:
            self.finish()
            return
        self.question = beat.question
        self._show_question(beat.question)
        self.session.shown()

    def _show_question(self, question: Question) -> None:
        total = self.session.total if self.session else None
        number = (self.session.answered if self.session else 0) + 1
        self.counter.setText(self.tr("Question %1 of %2").replace("%1", str(number)).replace("%2", str(total or "?")))
        self.prompt.setText(question.prompt)
        while self.choices.count() > 2:  # keep the two stretches round the buttons
            item = self.choices.takeAt(1)
            if item.widget():
                item.widget().deleteLater()
        for shortcut in self._shortcuts:
            shortcut.setEnabled(False)
            shortcut.deleteLater()
        self._shortcuts = []
        keys = {label.lower(): key for key, label in question.keys}
        for choice in question.choices:
            key = keys.get(choice.lower())
            button = QPushButton(f"{choice}  [{key}]" if key else choice)
            button.setObjectName("answerButton")
            button.clicked.connect(lambda _=False, c=choice: self.answer_with(c))
            self.choices.insertWidget(self.choices.count() - 1, button)
            if key:
                shortcut = QShortcut(QKeySequence(key), self)
                shortcut.activated.connect(lambda c=choice: self.answer_with(c))
                self._shortcuts.append(shortcut)
        self.answer_edit.setVisible(not question.choices)
        self.answer_edit.clear()
        if not question.choices:
            self.answer_edit.setFocus()
        self._show_time()

    def _show_time(self) -> None:
        if self.session is None or self.config is None or self.stack.currentIndex() != 1:
            return
        limit = self.config.time_limit
        if limit is None:
            self.timer_label.setText(f"{self.session.elapsed:.0f} s")
            return
        shown = getattr(self.session, "_shown_at", None) or self._clock()
        left = max(0.0, limit - (self._clock() - shown))
        self.timer_label.setText(f"{left:.0f} s")
        self.timer_label.setProperty("late", left <= 3)
        self.timer_label.style().unpolish(self.timer_label)
        self.timer_label.style().polish(self.timer_label)

    def answer_with(self, given: Any) -> None:
        """Give an answer to the question on screen (no verdict is shown until the end)."""
        if self.session is None or self.question is None or not self.session.waiting_for_answer:
            return
        if isinstance(given, str) and not given.strip():
            return
        self.session.answer(given)
        self._next()

    def skip(self) -> None:
        if self.session is not None and self.session.waiting_for_answer:
            self.session.skip()
            self._next()

    # ------------------------------------------------------------------ the result
    def _result_page(self) -> QWidget:
        page = QWidget()
        self.verdict = QLabel()
        self.verdict.setObjectName("exam_verdict")
        _bold(self.verdict, 1.8)
        self.result_summary = QLabel()
        self.result_summary.setWordWrap(True)
        self.by_skill = QTableWidget(0, 4)
        self.by_skill.setObjectName("exam_by_skill")
        self.by_skill.setHorizontalHeaderLabels(
            [self.tr("Skill"), self.tr("Right"), self.tr("Median time"), self.tr("Target")])
        self.by_skill.verticalHeader().hide()
        self.by_skill.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.by_skill.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.by_skill.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.missed = QTableWidget(0, 3)
        self.missed.setObjectName("exam_missed")
        self.missed.setHorizontalHeaderLabels([self.tr("Missed question"), self.tr("Expected"), self.tr("Given")])
        self.missed.verticalHeader().hide()
        self.missed.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.missed.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.missed.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.missed.setWordWrap(True)
        self.save_html_button = QPushButton(self.tr("Save report (HTML)…"))
        self.save_html_button.setObjectName("primary")
        self.save_html_button.clicked.connect(lambda: self._choose_save("html"))
        self.save_csv_button = QPushButton(self.tr("Save results (CSV)…"))
        self.save_csv_button.clicked.connect(lambda: self._choose_save("csv"))
        again = QPushButton(self.tr("New exam"))
        again.clicked.connect(lambda: self.stack.setCurrentIndex(0))
        self.saved_label = QLabel()
        self.saved_label.setObjectName("muted")
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_html_button)
        buttons.addWidget(self.save_csv_button)
        buttons.addWidget(self.saved_label, 1)
        buttons.addWidget(again)
        missed_title = QLabel(self.tr("Missed questions"))
        missed_title.setObjectName("sectionTitle")
        _bold(missed_title)
        skill_title = QLabel(self.tr("Result per skill"))
        skill_title.setObjectName("sectionTitle")
        _bold(skill_title)
        title = QLabel(self.tr("Exam result"))
        title.setObjectName("screenTitle")
        _bold(title, 1.6)
        layout = QVBoxLayout(page)
        layout.addWidget(title)
        layout.addWidget(self.verdict)
        layout.addWidget(self.result_summary)
        layout.addWidget(skill_title)
        layout.addWidget(self.by_skill, 2)
        layout.addWidget(missed_title)
        layout.addWidget(self.missed, 1)
        layout.addLayout(buttons)
        return page

    def finish(self) -> None:
        """Hand in: end the session, build the report and show it."""
        if self.session is None or self.config is None:
            return
        self._tick.stop()
        summary = self.session.end()
        name = self.records.trainee(self.trainee_id).name
        report = exam_report(summary, self.config, name, self._taken, self.session.targets, self._house_rules)
        self.report = report
        self.session = None
        self.question = None
        self._show_report(report)
        self.stack.setCurrentIndex(2)
        self.exam_finished.emit(report)

    def _show_report(self, report: ExamReport) -> None:
        self.verdict.setText(self.tr("Passed") if report.passed else self.tr("Not passed"))
        self.verdict.setStyleSheet(f"color: {PASS if report.passed else ERROR};")
        self.result_summary.setText(
            self.tr("%1 of %2 right (%3%; the pass mark is %4%). %5% of the right answers were within "
                    "their target time (the pass mark is %6%).")
            .replace("%1", str(report.correct)).replace("%2", str(max(report.answered, self.config.length or 0)))
            .replace("%3", f"{report.accuracy * 100:.0f}").replace("%4", f"{report.pass_accuracy * 100:.0f}")
            .replace("%5", f"{report.on_time * 100:.0f}").replace("%6", f"{report.pass_on_time * 100:.0f}")
            + "".join(f"\n{line}" for line in ([self.tr("House rules in force:")] if report.house_rules else [])
                      + list(report.house_rules)))
        self.by_skill.setRowCount(0)
        for row in report.rows:
            cells = [row.title, f"{row.correct} / {row.answered}",
                     "–" if row.median_seconds is None else f"{row.median_seconds:.1f} s", f"{row.target_seconds:g} s"]
            self._append(self.by_skill, cells, row.skill)
        self.missed.setRowCount(0)
        for skill, prompt, expected, given in report.missed:
            self._append(self.missed, [prompt, expected, given], skill)
        self.missed.resizeRowsToContents()
        for table in (self.by_skill, self.missed):  # no row picked out before the trainee picks one
            table.setCurrentCell(-1, -1)
            table.clearSelection()
            table.scrollToTop()
        self.saved_label.setText("")

    @staticmethod
    def _append(table: QTableWidget, cells: list[str], tip: str) -> None:
        row = table.rowCount()
        table.insertRow(row)
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setToolTip(tip)
            table.setItem(row, column, item)

    def _choose_save(self, kind: str) -> None:
        if self.report is None:
            return
        name = self.report.trainee.replace(" ", "_")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the exam report"), f"exam-{name}.{kind}",
            self.tr("Web page (*.html)") if kind == "html" else self.tr("CSV file (*.csv)"))
        if path:
            self.save_report(path, kind)

    def save_report(self, path: Path | str, kind: str = "html") -> Path | None:
        """Write the report as an HTML page or CSV (through the storage layer)."""
        if self.report is None:
            raise ValueError("there is no exam report to save yet")
        if kind not in ("html", "csv"):
            raise ValueError(f"an exam report is saved as 'html' or 'csv', not {kind!r}")
        text = report_html(self.report) if kind == "html" else report_csv(self.report)
        try:
            written = save_report(text, path)
        except ReportFileError as error:
            self.saved_label.setText(str(error))
            return None
        self.saved_label.setText(self.tr("Saved to %1").replace("%1", str(written)))
        return written
