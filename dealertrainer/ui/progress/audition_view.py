"""The audition: its settings (the school's, under the house rules in force), the timed run at
the table with the time left and the pace meter, then the result and the report to file.

Thin over ``training.audition``: the run (``AuditionRun``) deals, times and stores; the same
play page and session loop as every table show it; the result is read back from the records
(``training.audition_report``) and saved as HTML or PDF (``ui.report_pdf``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from dealertrainer.training.audition import AuditionConfig, AuditionRun, audition_config
from dealertrainer.training.audition_report import audition_result
from dealertrainer.training.changes import Change
from dealertrainer.ui.app_handle import AppContext, refresh_when_shown_again
from dealertrainer.ui.plain_text import plain_label
from dealertrainer.ui.progress.audition_result import AuditionResultPage
from dealertrainer.ui.progress.exam_result import bold
from dealertrainer.ui.session.pace_meter import PaceMeterLabel
from dealertrainer.ui.session.play_page import PlayPage
from dealertrainer.ui.session.session_loop import SessionLoop
from dealertrainer.ui.table.signage import signage_in_force

__all__ = ["AuditionView"]


class AuditionView(QWidget):
    """Set up (from the settings), deal and review one audition for the trainee in the seat."""

    audition_finished = Signal(object)  # the AuditionResult

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AuditionView")
        self.context = context
        self.config: AuditionConfig | None = None
        self.run: AuditionRun | None = None
        self.stack = QStackedWidget()
        self.stack.addWidget(self._setup_page())
        self.stack.addWidget(self._run_page())
        self.result = AuditionResultPage()
        self.result.again.connect(self.show_setup)
        self.stack.addWidget(self.result)
        layout = QVBoxLayout(self)
        layout.addWidget(self.stack)
        self._tick = QTimer(self)
        self._tick.setInterval(500)
        self._tick.timeout.connect(self._show_time)
        context.listen(self, self._changed)
        refresh_when_shown_again(self, lambda: self.show_setup() if self.stack.currentIndex() == 0 else None)
        self.show_setup()

    # --- setup ------------------------------------------------------------------------------
    def _setup_page(self) -> QWidget:
        page = QWidget()
        title = plain_label(self.tr("Audition"))
        title.setObjectName("screenTitle")
        bold(title, 1.6)
        about = plain_label(self.tr(
            "A timed run of one game through a shoe, as a school's table test: every dealer decision is asked, "
            "no verdict until the end. Scored on accuracy (money and hands), procedure and pace; the report "
            "lists every missed hand for the instructor to file."))
        about.setWordWrap(True)
        self.settings_lines = plain_label()
        self.settings_lines.setObjectName("auditionSettings")
        self.settings_lines.setWordWrap(True)
        self.where = where = plain_label()
        where.setObjectName("muted")
        where.setWordWrap(True)
        self.start_button = QPushButton(self.tr("Start the audition  [Enter]"))
        self.start_button.setObjectName("primary")
        self.start_button.clicked.connect(self.start)
        self.problem = plain_label()
        self.problem.setObjectName("muted")
        self.problem.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(40, 32, 40, 32)
        for widget in (title, about, self.settings_lines, where):
            layout.addWidget(widget)
        layout.addSpacing(12)
        layout.addLayout(buttons)
        layout.addWidget(self.problem)
        layout.addStretch(1)
        return page

    def show_setup(self) -> None:
        """The audition the settings in force set, or why they cannot be dealt."""
        self.stack.setCurrentIndex(0)
        # While the PC follows its school's profile, the game, seats, length and pass marks are the instructor's.
        self.where.setText(self.context.settings.school_notice() or self.tr(
            "The game, seats, length and pass marks are set in Settings › Game pace and auditions; the house rules "
            "are the table's in force."))
        try:
            self.config = audition_config(self.context.settings, **self.context.drill_overrides.get("audition", {}))
        except ValueError as error:
            self.config = None
            self.settings_lines.setText("")
            self.problem.setText(self.tr("The audition cannot be dealt as set: %1").replace("%1", str(error)))
            self.start_button.setEnabled(False)
            return
        self.problem.setText("")
        self.start_button.setEnabled(True)
        self.settings_lines.setText("\n".join(f"{name}: {value}" for name, value in self.config.in_words()))

    def _changed(self, change: Change) -> None:
        if Change.SETTINGS in change and self.stack.currentIndex() == 0:
            self.show_setup()
        if Change.THEME in change:
            self.play.set_backdrop(self.context.backdrop())

    # --- the run ------------------------------------------------------------------------------
    def _run_page(self) -> QWidget:
        page = QWidget()
        self.time_left = plain_label()
        self.time_left.setObjectName("timer")
        self.pace = PaceMeterLabel()
        self.play = PlayPage(self.context.backdrop())
        self.panel = self.play.panel
        self.loop = SessionLoop(self.play, motion_delay=lambda: self.context.motion_delay_ms, bare_hands=False,
                                parent=self)
        self.loop.beat_dealt.connect(self._beat)
        self.loop.finished.connect(self._ended)
        self.stop_button = QPushButton(self.tr("End the audition now  [Esc]"))
        self.stop_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys go to the question panel
        self.stop_button.clicked.connect(self.finish)
        head = QHBoxLayout()
        head.addWidget(self.pace, 1)
        head.addWidget(self.time_left)
        foot = QHBoxLayout()
        foot.addStretch(1)
        foot.addWidget(self.stop_button)
        layout = QVBoxLayout(page)
        layout.addLayout(head)
        layout.addWidget(self.play, 1)
        layout.addLayout(foot)
        return page

    @property
    def session(self):
        """The audition's session while it is dealt (None otherwise)."""
        return self.loop.session

    def start(self) -> None:
        context = self.context
        if self.config is None or context.records is None or context.trainee is None or self.session is not None:
            return
        self.play.set_signage(signage_in_force(context.settings))
        self.run = AuditionRun(self.config, context.records, context.trainee.id, seed=context.next_seed(),
                               clock=context.clock, wall_clock=context.wall_clock,
                               rules_json=context.settings.rules_json(), targets=context.targets)
        self.pace.follow(self.run.meter)
        self.stack.setCurrentIndex(1)
        self._tick.start()
        self.loop.run(self.run.session)

    def _beat(self, beat: object) -> None:
        if self.run is not None:
            self.run.beat(beat)  # type: ignore[arg-type]
            self._show_time()

    def _show_time(self) -> None:
        if self.run is None:
            return
        left = max(0, int(self.run.seconds_left()))
        self.time_left.setText(self.tr("Time left %1").replace("%1", f"{left // 60}:{left % 60:02d}") if left
                               else self.tr("Time is up: finish this hand"))

    def finish(self) -> None:
        """End the audition now (a run ended before its time is not passed)."""
        self.loop.finish()

    def escape(self) -> bool:
        """Esc ends the audition under way (True if one was)."""
        if self.stack.currentIndex() == 1 and self.session is not None:
            self.finish()
            return True
        return False

    def _ended(self, _summary: object, session: object) -> None:
        run, self.run = self.run, None
        self._tick.stop()
        self.pace.follow(None)
        if run is None:
            return
        run.finish()
        records = self.context.records
        if records is None or run.session.session_id is None:
            self.result.show_problem(self.tr("The audition could not be stored: %1")
                                     .replace("%1", run.session.write_problem or ""))
        else:
            found = audition_result(records, run.session.session_id)
            self.result.show_result(found, records, lambda rules: signage_in_force(self.context.settings, rules),
                                    self.context.backdrop())
            self.audition_finished.emit(found)
        self.stack.setCurrentIndex(2)
        self.context.changes.announce(Change.RECORDS)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        page = self.stack.currentIndex()
        if page == 1 and self.panel.handle_key(event):
            return
        if page == 1 and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.loop.skip_deal():
            return
        if page == 0 and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.start()
            return
        super().keyPressEvent(event)

    def focus_default(self) -> None:
        if self.stack.currentIndex() == 1:
            self.panel.focus_answer()
        else:
            self.setFocus()
