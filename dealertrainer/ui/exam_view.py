"""Exams: choose the skills, the number of questions, the time allowed and the pass marks; sit
the paper with no feedback until the end; see the result per topic and skill and save the report.

Runs on the training layer's exam: ``ExamConfig`` checks the choices, ``ExamDrill`` sets the
paper (any skill of any game; a dealer's-seat skill comes with the table it was dealt on,
drawn here), a ``Session`` with deferred feedback times and stores every answer, and
``exam_report`` makes the result (``ExamResult`` shows and saves it).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealertrainer.engine.house_rules import explain_validation_error
from dealertrainer.engine.steps import AnswerKind
from dealertrainer.storage.records import Records
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.training.drills.practice import ExamConfig, ExamDrill, exam_skills
from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryTargets
from dealertrainer.training.progress import ExamReport, exam_report
from dealertrainer.training.questions import Question
from dealertrainer.training.session import Feedback, Session
from dealertrainer.training.skills import skill_tree
from dealertrainer.ui.exam_result import ERROR, ExamResult
from dealertrainer.ui.exam_result import bold as _bold
from dealertrainer.ui.question_felt import QuestionFelt

__all__ = ["ExamView"]


def _percent(share: float, lowest: int = 0) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(lowest, 100)
    spin.setSuffix(" %")
    spin.setValue(round(share * 100))
    return spin


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
        self._touched = False  # a setup problem is shown only once the instructor has changed something
        self.session: Session | None = None
        self.drill: ExamDrill | None = None  # the paper being sat
        self.config: ExamConfig | None = None
        self.question: Question | None = None
        self.report: ExamReport | None = None
        self._taken = 0.0
        self.stack = QStackedWidget()
        self.stack.addWidget(self._setup_page())
        self.stack.addWidget(self._paper_page())
        self.result = ExamResult()
        self.result.new_exam.connect(lambda: self.stack.setCurrentIndex(0))
        self.stack.addWidget(self.result)
        # the result page's parts, as the screen's own
        self.verdict, self.result_summary = self.result.verdict, self.result.result_summary
        self.by_topic, self.by_skill, self.missed = self.result.by_topic, self.result.by_skill, self.result.missed
        self.saved_label, self.save_report = self.result.saved_label, self.result.save_report
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
        intro = QLabel(self.tr("A fixed paper over the skills you choose, every topic with at least three "
                               "questions. No verdicts until the end; a question answered after its time "
                               "(the skill's target time times the factor below) counts as wrong."))
        intro.setObjectName("muted")
        intro.setWordWrap(True)
        self.skills = QTreeWidget()
        self.skills.setObjectName("exam_skills")
        self.skills.setHeaderLabels([self.tr("On the paper"), self.tr("Skills")])
        self.skills.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.skills.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.skills.header().setStretchLastSection(False)  # the titles take the room, the counts what they need
        tree = skill_tree(exam_skills())
        defaults = ExamConfig()
        for game in sorted(tree.children.values(), key=lambda n: n.id):
            top = QTreeWidgetItem([self.tr(game.title), str(len(game.leaves()))])
            top.setData(0, Qt.ItemDataRole.UserRole, game.id)
            top.setFlags(top.flags() | Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsAutoTristate)
            top.setCheckState(0, Qt.CheckState.Unchecked)
            for topic in sorted(game.children.values(), key=lambda n: n.id):
                child = QTreeWidgetItem([self.tr(topic.title), str(len(topic.leaves()))])
                child.setData(0, Qt.ItemDataRole.UserRole, topic.id)
                child.setFlags(child.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                ticked = topic.id in defaults.skills or game.id in defaults.skills
                child.setCheckState(0, Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
                top.addChild(child)
            self.skills.addTopLevelItem(top)
        self.skills.expandAll()
        self.skills.itemChanged.connect(lambda *_: self._touch())

        self.length = QSpinBox()
        self.length.setRange(1, 500)
        self.length.setValue(defaults.length or 30)
        self.time_factor = QDoubleSpinBox()
        self.time_factor.setRange(0, 20)
        self.time_factor.setDecimals(1)
        self.time_factor.setSingleStep(0.5)
        self.time_factor.setSuffix(self.tr(" × target time"))
        self.time_factor.setSpecialValueText(self.tr("no limit"))
        self.time_factor.setValue(defaults.time_factor or 0)
        self.pass_accuracy = _percent(defaults.pass_accuracy, lowest=1)
        self.pass_on_time = _percent(defaults.pass_on_time)
        self.topic_floor = _percent(defaults.topic_floor)
        form = QFormLayout()
        form.addRow(self.tr("Questions"), self.length)
        form.addRow(self.tr("Time per question"), self.time_factor)
        form.addRow(self.tr("Pass mark: right answers"), self.pass_accuracy)
        form.addRow(self.tr("Pass mark: right answers within target time"), self.pass_on_time)
        form.addRow(self.tr("Pass mark: right answers in every topic"), self.topic_floor)
        for spin in (self.length, self.time_factor, self.pass_accuracy, self.pass_on_time, self.topic_floor):
            spin.valueChanged.connect(lambda *_: self._touch())
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
        body.addWidget(self.skills, 1)
        body.addLayout(side, 1)
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
        """Tick exactly these skills by id (games or topics), as an instructor would."""
        for i in range(self.skills.topLevelItemCount()):
            top = self.skills.topLevelItem(i)
            whole = top.data(0, Qt.ItemDataRole.UserRole) in nodes
            for j in range(top.childCount()):
                child = top.child(j)
                ticked = whole or child.data(0, Qt.ItemDataRole.UserRole) in nodes
                child.setCheckState(0, Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)

    def _setup_config(self) -> ExamConfig:
        return ExamConfig(
            skills=tuple(self.chosen_skills()),
            length=self.length.value(),
            time_factor=self.time_factor.value() or None,
            pass_accuracy=self.pass_accuracy.value() / 100,
            pass_on_time=self.pass_on_time.value() / 100,
            topic_floor=self.topic_floor.value() / 100,
        )

    def _touch(self) -> None:
        self._touched = True
        self._check_setup()

    def _check_setup(self) -> ExamConfig | None:
        try:
            config = self._setup_config()
        except ValidationError as error:
            whole = [e["msg"].removeprefix("Value error, ") for e in error.errors() if not e["loc"]]
            text = whole[0][:1].upper() + whole[0][1:] if whole else explain_validation_error(error)
            if not self.chosen_skills():
                text = self.tr("Tick at least one skill for the paper.")
            self.setup_problem.setText(text if self._touched else "")
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
        self.felt = QuestionFelt()  # the table a dealer's-seat question was dealt on
        self.felt.seat_clicked.connect(self._seat_clicked)
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
        layout.addWidget(self.felt, 6)
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
        rules = self.settings.house_rules() if self.settings is not None else None
        self.drill = ExamDrill(config, seed=self._seed, targets=self.targets, rules=rules)
        self.session = Session(
            self.drill, records=self.records,
            trainee_id=self.trainee_id, clock=self._clock, wall_clock=self._wall, feedback=Feedback.AT_END,
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
        self.felt.show_question(question)
        while self.choices.count() > 2:  # keep the two stretches round the buttons
            item = self.choices.takeAt(1)
            if item.widget():
                item.widget().hide()  # out of the layout now: never left showing until deleted
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

    def _seat_clicked(self, seat: int) -> None:
        if self.question is not None and self.question.answer_kind is AnswerKind.SEAT:
            self.answer_with(seat)

    def _show_time(self) -> None:
        if self.session is None or self.question is None or self.stack.currentIndex() != 1:
            return
        limit = self.question.time_limit
        if limit is None:
            self.timer_label.setText(f"{self.session.elapsed:.0f} s")
            return
        left = max(0.0, limit - self.session.question_seconds)
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
    def finish(self) -> None:
        """Hand in: end the session, build the report and show it."""
        if self.session is None or self.config is None:
            return
        self._tick.stop()
        summary = self.session.end()
        name = self.records.trainee(self.trainee_id).name
        report = exam_report(summary, self.config, name, self._taken, self.session.targets, self._house_rules,
                             paper=self.drill.paper if self.drill is not None else ())
        self.report = report
        self.session = None
        self.question = None
        self.result.show_report(report, self.config.length or 0)
        self.stack.setCurrentIndex(2)
        self.exam_finished.emit(report)
