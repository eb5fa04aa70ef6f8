"""Exams: choose the skills, the number of questions, the time allowed and the pass marks; sit
the paper with no feedback until the end; see the result per topic and skill and save the report.

Runs on the training layer's exam: ``ExamConfig`` checks the choices, ``ExamDrill`` sets the
paper (any skill of any game; a dealer's-seat skill comes with the table it was dealt on), a
``Session`` with deferred feedback times and stores every answer, and ``exam_report`` makes
the result (``ExamResult`` shows and saves it). The paper is sat on the same play page and
session loop as any table or drill (``ui.session_loop``): the felt with its seats to click,
the question panel and its keys. This screen adds only the paper's counter and clock, hand
in, and the result.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.storage.records import Records
from dealertrainer.storage.settings_in_force import GAME_RULES, SettingsInForce, house_line
from dealertrainer.training.changes import Change
from dealertrainer.training.drills.practice import ExamConfig, ExamDrill
from dealertrainer.training.finished_runs import record_exam
from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryTargets
from dealertrainer.training.progress import ExamReport, exam_report
from dealertrainer.training.questions import Question
from dealertrainer.training.session import Session, Summary
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.progress.exam_result import ExamResult
from dealertrainer.ui.progress.exam_setup import ExamSetup
from dealertrainer.ui.session.play_page import PlayPage
from dealertrainer.ui.session.session_loop import SessionLoop
from dealertrainer.ui.table.signage import signage_for, signage_in_force
from dealertrainer.ui.plain_text import plain_label
from dealertrainer.language import in_seconds

__all__ = ["ExamView"]


class ExamView(QWidget):
    """Set up, sit and review an exam for one trainee."""

    exam_started = Signal(object)  # the ExamConfig
    exam_finished = Signal(object)  # the ExamReport

    def __init__(self, records: Records, trainee_id: int, *, clock: Callable[[], float] = time.monotonic,
                 wall_clock: Callable[[], float] = time.time, seed: int | None = None,
                 targets: MasteryTargets | None = None, settings: SettingsInForce | None = None,
                 backdrop: QColor | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ExamView")
        self.settings = settings  # the house rules in force: recorded with the exam and on its report
        self._house_rules: tuple[str, ...] = ()
        self._paper_house: dict[str, HouseRules] | None = None  # an assigned paper's house rules, by game
        self.records, self.trainee_id = records, trainee_id
        self.targets = targets or DEFAULT_TARGETS  # the mastery targets in force: the exam's time marks
        self._clock, self._wall, self._seed = clock, wall_clock, seed
        self._backdrop = backdrop if backdrop is not None else QColor("#16181b")
        self.drill: ExamDrill | None = None  # the paper being sat
        self.config: ExamConfig | None = None
        self.report: ExamReport | None = None
        self._taken = 0.0
        self.setup = ExamSetup(self._house)
        self.setup.start_button.clicked.connect(self.start)
        # the setup page's parts, as the screen's own
        self.skills, self.length, self.time_factor = self.setup.skills, self.setup.length, self.setup.time_factor
        self.pass_accuracy, self.pass_on_time = self.setup.pass_accuracy, self.setup.pass_on_time
        self.topic_floor, self.setup_problem, self.start_button = (
            self.setup.topic_floor, self.setup.setup_problem, self.setup.start_button)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.setup)
        self.stack.addWidget(self._paper_page())
        self.result = ExamResult()
        self.result.new_exam.connect(self._new_exam)
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

    @classmethod
    def of_trainee_in_seat(cls, context: AppContext) -> ExamView:
        """The exam for the trainee in the seat, under the settings in force: it follows the
        change notices (target times saved, the theme switched) and announces its result."""
        view = cls(context.records, context.trainee.id, clock=context.clock, wall_clock=context.wall_clock,
                   seed=context.next_seed(), targets=context.targets, settings=context.settings,
                   backdrop=context.backdrop())
        context.listen(view, lambda change: view.changed(change, context))
        view.exam_finished.connect(lambda _report: context.changes.announce(Change.RECORDS))
        return view

    def changed(self, change: Change, context: AppContext) -> None:
        """The next paper is timed by the target times in force; the felt sits in the room's theme."""
        if Change.SETTINGS in change:
            self.targets = context.targets
            if self.stack.currentIndex() == 0:
                self.setup.check()  # the skills ticked may not all be dealt under the house now in force
        if Change.THEME in change:
            self.set_backdrop(context.backdrop())

    # ------------------------------------------------------------------ setup
    def chosen_skills(self) -> list[str]:
        """The nodes ticked: a whole game when all of it is ticked, else its ticked topics."""
        return self.setup.chosen_skills()

    def choose(self, *nodes: str) -> None:
        """Tick exactly these skills by id (games or topics), as an instructor would."""
        self.setup.choose(*nodes)

    def _new_exam(self) -> None:
        """Back to the setup: the next paper is the trainee's own, under the rules in force."""
        self._paper_house = None
        self.stack.setCurrentIndex(0)

    def set_paper(self, config: dict[str, Any], house: Mapping[str, HouseRules] | None = None) -> None:
        """Set the paper up as given (an assignment's ``ExamConfig`` fields); the trainee starts it.
        ``house``: the house rules (by game) it is dealt under, an assignment's school profile;
        None: the rules in force. A new exam after this one is dealt under the rules in force."""
        paper = ExamConfig.model_validate(config)
        self._paper_house = dict(house) if house is not None else None
        self.stack.setCurrentIndex(0)
        self.setup.fill(paper)

    def _house(self) -> dict[str, HouseRules]:
        """The house rules in force, by game (or the assigned paper's): every question on the
        paper is dealt under them."""
        if self._paper_house is not None:
            return self._paper_house
        return self.settings.house_rules() if self.settings is not None else {}

    # ------------------------------------------------------------------ the paper
    def set_backdrop(self, backdrop: QColor) -> None:
        """The felt's surround in the theme in force (a theme switched while the exam is open)."""
        self._backdrop = backdrop
        self.play.set_backdrop(backdrop)

    def _paper_page(self) -> QWidget:
        """The paper: its counter and clock, then the table and question panel every session is
        played on, run by the same session loop (verdicts kept for the end), then hand in."""
        page = QWidget()
        self.counter = plain_label()
        self.counter.setObjectName("progress")
        self.timer_label = plain_label()
        self.timer_label.setObjectName("timer")
        self.timer_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.play = PlayPage(self._backdrop)
        if self.settings is not None:
            self.play.set_signage(signage_in_force(self.settings))
        self.panel = self.play.panel
        self.panel.progress.hide()  # the paper's own counter says how far the trainee is
        self.felt, self.answer_edit = self.play.table_stack, self.panel.amount
        self.loop = SessionLoop(self.play, parent=self)
        self.loop.question_shown.connect(self._show_question)
        self.loop.finished.connect(self._handed_in)
        self.skip_button = QPushButton(self.tr("Skip"))
        self.skip_button.setToolTip(self.tr("Leave this question (it counts as wrong)"))
        self.skip_button.clicked.connect(self.skip)
        self.stop_button = QPushButton(self.tr("Hand in now  [Esc]"))
        self.stop_button.clicked.connect(self.finish)
        for button in (self.skip_button, self.stop_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys go to the question panel
        head = QHBoxLayout()
        head.addWidget(self.counter, 1)
        head.addWidget(self.timer_label)
        foot = QHBoxLayout()
        foot.addWidget(self.skip_button)
        foot.addStretch(1)
        foot.addWidget(self.stop_button)
        layout = QVBoxLayout(page)
        layout.addLayout(head)
        layout.addWidget(self.play, 1)
        layout.addLayout(foot)
        return page

    @property
    def session(self) -> Session | None:
        """The paper being sat, as a session (None between exams)."""
        return self.loop.session

    @property
    def question(self) -> Question | None:
        """The question on the paper now, waiting for an answer."""
        return self.loop.question

    def start(self) -> None:
        config = self.setup.check()
        if config is None:
            return
        self.config = config
        self.drill = ExamDrill(config, seed=self._seed, targets=self.targets, rules=self._house())
        assigned = self._paper_house
        rules_json = self.settings.rules_json() if self.settings is not None else "{}"
        if assigned is not None:  # an assigned paper: the school's profile it was set under, on the felt and report
            self.play.set_signage(signage_for(assigned["baccarat"], assigned["blackjack"]))  # type: ignore[arg-type]
            rules_json = json.dumps({g: assigned[g].model_dump(mode="json") for g in GAME_RULES}, sort_keys=True)
        elif self.settings is not None:  # the felt prints the prices of the house the paper is dealt under
            self.play.set_signage(signage_in_force(self.settings))
        session = Session(
            self.drill, records=self.records, trainee_id=self.trainee_id, clock=self._clock, wall_clock=self._wall,
            update_schedule=False, targets=self.targets, rules_json=rules_json,
        )
        if assigned is not None:
            self._house_rules = tuple(house_line(g, assigned[g]) for g in GAME_RULES)
        else:
            self._house_rules = tuple(self.settings.house_in_words()) if self.settings is not None else ()
        self._taken = self._wall()
        self.stack.setCurrentIndex(1)
        self.exam_started.emit(config)
        self._tick.start()
        self.loop.run(session)

    def _show_question(self) -> None:
        session = self.session
        if session is None:
            return
        number, total = session.answered + 1, session.total
        self.counter.setText(self.tr("Question %1 of %2").replace("%1", str(number)).replace("%2", str(total or "?")))
        self._show_time()

    def _show_time(self) -> None:
        session, question = self.session, self.question
        if session is None or question is None or self.stack.currentIndex() != 1:
            return
        limit = question.time_limit
        if limit is None:
            self.timer_label.setText(in_seconds(session.elapsed, ".0f"))
            return
        left = max(0.0, limit - session.question_seconds)
        self.timer_label.setText(in_seconds(left, ".0f"))
        self.timer_label.setProperty("late", left <= 3)
        self.timer_label.style().unpolish(self.timer_label)
        self.timer_label.style().polish(self.timer_label)

    def focus_default(self) -> None:
        """The keys go to the paper's question panel while it is sat, else to the screen (Enter starts)."""
        if self.stack.currentIndex() == 1:
            self.panel.focus_answer()
        else:
            self.setFocus()

    def answer_with(self, given: Any) -> None:
        """Give an answer to the question on screen (no verdict is shown until the end)."""
        if self.question is None or (isinstance(given, str) and not given.strip()):
            return
        self.loop.answer(given)

    def skip(self) -> None:
        self.loop.skip()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if self.stack.currentIndex() == 1 and self.panel.handle_key(event):
            return
        if self.stack.currentIndex() == 0 and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.start()  # as on every start page (F1: "Enter: Start a session")
            return
        super().keyPressEvent(event)

    def escape(self) -> bool:
        """Esc, as at every table: hand the paper in (True if one was being sat)."""
        if self.stack.currentIndex() == 1 and self.session is not None:
            self.finish()
            return True
        return False

    # ------------------------------------------------------------------ the result
    def finish(self) -> None:
        """Hand in: end the session; the report follows (``_handed_in``)."""
        self.loop.finish()

    def _handed_in(self, summary: Summary, session: Session) -> None:
        """Build the report of the paper handed in and show it."""
        if self.config is None:
            return
        self._tick.stop()
        name = self.records.trainee(self.trainee_id).name
        report = exam_report(summary, self.config, name, self._taken, session.targets, self._house_rules,
                             paper=self.drill.paper if self.drill is not None else ())
        self.report = report
        if session.records is not None:  # kept to be sent to the class; a refused write is told by the window's banner
            record_exam(self.records, self.trainee_id, session.session_id, report, self.config, self._wall())
        self.result.show_report(report, self.config.length or 0)
        self.stack.setCurrentIndex(2)
        self.exam_finished.emit(report)
