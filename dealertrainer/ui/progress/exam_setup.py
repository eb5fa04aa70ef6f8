"""The exam's setup page: the skills on the paper, its length, the time per question and the
pass marks, checked as the instructor changes them (``ExamConfig`` and ``paper_cells``: a
skill the house in force never deals cannot go on the paper)."""

from __future__ import annotations

from collections.abc import Callable

from pydantic import ValidationError
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealertrainer.engine.house_rules import HouseRules, explain_validation_error
from dealertrainer.training.drills.practice import ExamConfig, exam_skills, paper_cells
from dealertrainer.training.skills import skill_tree
from dealertrainer.ui.plain_text import plain_label
from dealertrainer.ui.progress.exam_result import ERROR
from dealertrainer.ui.progress.exam_result import bold as _bold

__all__ = ["ExamSetup"]


def _percent(share: float, lowest: int = 0) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(lowest, 100)
    spin.setSuffix(" %")
    spin.setValue(round(share * 100))
    return spin


class ExamSetup(QWidget):
    """The paper's choices; ``check()`` gives the ``ExamConfig`` they make, or None with the
    problem shown (once the instructor has changed something) and Start disabled.

    ``house()``: the house rules, by game, the paper would be dealt under."""

    def __init__(self, house: Callable[[], dict[str, HouseRules]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._house = house
        self._touched = False  # a setup problem is shown only once the instructor has changed something
        title = plain_label(self.tr("Exam"))
        title.setObjectName("screenTitle")
        _bold(title, 1.6)
        intro = plain_label(self.tr("A fixed paper over the skills you choose, every topic with at least three "
                               "questions. No verdicts until the end; a question answered after its time "
                               "(the skill's target time times the factor below) counts as wrong."))
        intro.setObjectName("muted")
        intro.setWordWrap(True)
        defaults = ExamConfig()
        self.skills = self._skill_tree(defaults)
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
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # a narrow window: the label above its field
        form.addRow(plain_label(self.tr("Questions")), self.length)
        form.addRow(plain_label(self.tr("Time per question")), self.time_factor)
        form.addRow(plain_label(self.tr("Pass mark: right answers")), self.pass_accuracy)
        form.addRow(plain_label(self.tr("Pass mark: right answers within target time")), self.pass_on_time)
        form.addRow(plain_label(self.tr("Pass mark: right answers in every topic")), self.topic_floor)
        for spin in (self.length, self.time_factor, self.pass_accuracy, self.pass_on_time, self.topic_floor):
            spin.valueChanged.connect(lambda *_: self.touch())
        self.setup_problem = plain_label()
        self.setup_problem.setObjectName("exam_problem")
        self.setup_problem.setWordWrap(True)
        self.setup_problem.setStyleSheet(f"color: {ERROR}; font-weight: 600;")
        self.start_button = QPushButton(self.tr("Start the exam  [Enter]"))
        self.start_button.setObjectName("primary")
        side = QVBoxLayout()
        side.addLayout(form)
        side.addWidget(self.setup_problem)
        side.addStretch(1)
        side.addWidget(self.start_button)
        body = QHBoxLayout()
        body.addWidget(self.skills, 3)
        body.addLayout(side, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(intro)
        layout.addLayout(body, 1)
        self.check()

    def _skill_tree(self, defaults: ExamConfig) -> QTreeWidget:
        """Every game and its topics, with their skill counts; the default paper's topics ticked."""
        skills = QTreeWidget()
        skills.setObjectName("exam_skills")
        skills.setHeaderLabels([self.tr("On the paper"), self.tr("Skills")])
        skills.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        skills.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        skills.header().setStretchLastSection(False)  # the titles take the room, the counts what they need
        tree = skill_tree(exam_skills())
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
            skills.addTopLevelItem(top)
        skills.expandAll()
        skills.itemChanged.connect(lambda *_: self.touch())
        skills.setSizePolicy(QSizePolicy.Policy.MinimumExpanding, QSizePolicy.Policy.Expanding)
        return skills

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        # The skill tree never narrower than its names and counts (it was squeezed to "…"),
        # measured once shown, in the theme's fonts.
        tree = self.skills
        needed = sum(max(tree.sizeHintForColumn(c), tree.header().sectionSizeHint(c)) for c in range(tree.columnCount()))
        tree.setMinimumWidth(needed + tree.verticalScrollBar().sizeHint().width() + 2 * tree.frameWidth() + 4)

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

    def fill(self, paper: ExamConfig) -> None:
        """Set every choice as ``paper`` has it (an assigned paper)."""
        self.choose(*paper.skills)
        self.length.setValue(paper.length or self.length.value())
        self.time_factor.setValue(paper.time_factor or 0)
        self.pass_accuracy.setValue(round(paper.pass_accuracy * 100))
        self.pass_on_time.setValue(round(paper.pass_on_time * 100))
        self.topic_floor.setValue(round(paper.topic_floor * 100))
        self.touch()

    def config(self) -> ExamConfig:
        """The paper the choices make (pydantic's ValidationError when they make none)."""
        return ExamConfig(
            skills=tuple(self.chosen_skills()),
            length=self.length.value(),
            time_factor=self.time_factor.value() or None,
            pass_accuracy=self.pass_accuracy.value() / 100,
            pass_on_time=self.pass_on_time.value() / 100,
            topic_floor=self.topic_floor.value() / 100,
        )

    def touch(self) -> None:
        self._touched = True
        self.check()

    def check(self) -> ExamConfig | None:
        """The paper, or None with the problem told and Start disabled."""
        try:
            config = self.config()
        except ValidationError as error:
            whole = [e["msg"].removeprefix("Value error, ") for e in error.errors() if not e["loc"]]
            text = whole[0][:1].upper() + whole[0][1:] if whole else explain_validation_error(error)
            if not self.chosen_skills():
                text = self.tr("Tick at least one skill for the paper.")
            self.setup_problem.setText(text if self._touched else "")
            self.start_button.setEnabled(False)
            return None
        try:
            paper_cells(config, self._house())
        except ValueError as error:  # the skills ticked are not dealt under this house's rules
            text = str(error)
            self.setup_problem.setText(text[:1].upper() + text[1:])
            self.start_button.setEnabled(False)
            return None
        self.setup_problem.setText("")
        self.start_button.setEnabled(True)
        return config
