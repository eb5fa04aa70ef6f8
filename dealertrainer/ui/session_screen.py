"""A table or drill screen: the start card, then the felt with the question panel, then the
summary. Drives a training ``Session``: next → show → shown → answer → verdict."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealertrainer.engine.steps import AnswerKind, TableView
from dealertrainer.training.offer import drill_config, rules_line
from dealertrainer.ui import catalog
from dealertrainer.ui.context import AppContext
from dealertrainer.ui.felt import Layout, TableCanvas
from dealertrainer.ui.question_panel import QuestionPanel
from dealertrainer.ui.signage import Signage, signage_for
from dealertrainer.ui.summary_view import SummaryView
from dealertrainer.ui.wager_felt import WagerFelt
from dealertrainer.ui.workers import run_job

__all__ = ["SessionScreen", "layout_for"]

SEATS = {"baccarat": 9, "blackjack": 7, "stud": 8}
#: Tables that show the shoe panel beside the felt.
SHOE_TABLES = {"baccarat.seat": "baccarat", "blackjack.seat": "blackjack", "stud.seat": "stud"}


def layout_for(game: str) -> Layout:
    if game == "baccarat":
        from dealertrainer.ui.baccarat_felt import BaccaratLayout

        return BaccaratLayout()
    if game == "blackjack":
        from dealertrainer.ui.blackjack_felt import BlackjackLayout

        return BlackjackLayout()
    if game == "stud":
        from dealertrainer.ui.stud_felt import StudLayout

        return StudLayout()
    raise ValueError(f"no table layout for {game!r}; the games are baccarat, blackjack and stud")


class SessionScreen(QWidget):
    """One table or drill, from its start card to its summary."""

    session_started = Signal()
    question_shown = Signal()
    verdict_shown = Signal(object)
    session_finished = Signal(object)  # the Summary
    shoe_shown = Signal(object)  # the ShoeSnapshot the shoe panel now shows
    status = Signal(str)

    def __init__(self, context: AppContext, drill_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.entry = catalog.entry(drill_id)
        self.session: Any = None
        self._canvases: dict[str, TableCanvas] = {}
        self._resume_id: int | None = None
        self._building = False
        self._snapshot_shown = 0

        self.pages = QStackedWidget()
        self.pages.addWidget(self._build_intro())
        self.pages.addWidget(self._build_play())
        self.summary = SummaryView(context)
        self.summary.again.connect(self.start)
        self.pages.addWidget(self.summary)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.pages, 1)
        self.shoe_panel = None
        game = SHOE_TABLES.get(drill_id)
        if game is not None:
            from dealertrainer.ui.shoe_panel import ShoePanel

            self.shoe_panel = ShoePanel(game, context.rules_for(game), instructor=True)
            self.shoe_panel.replay_requested.connect(self.replay_shoe)
            self.shoe_panel.stacked_shoe_loaded.connect(self.deal_shoe)
            scroll = QScrollArea()
            scroll.setObjectName("shoeScroll")
            scroll.setWidget(self.shoe_panel)
            scroll.setWidgetResizable(True)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            # As wide as the panel needs (the roads, the figures, the two buttons) plus the scroll bar.
            width = self.shoe_panel.minimumSizeHint().width() + scroll.verticalScrollBar().sizeHint().width() + 6
            scroll.setFixedWidth(max(380, width))
            # The keys are the trainee's answers: nothing in the panel may take the focus.
            for widget in [scroll, self.shoe_panel, *self.shoe_panel.findChildren(QWidget)]:
                widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.shoe_scroll = scroll
            layout.addWidget(scroll)

    # --- pages --------------------------------------------------------------------------
    def _build_intro(self) -> QWidget:
        page = QWidget()
        outer = QVBoxLayout(page)
        outer.setContentsMargins(40, 32, 40, 32)
        title = QLabel(self.entry.label)
        title.setObjectName("screenTitle")
        info = catalog.drill_info(self.entry.drill_id)
        about = QLabel(getattr(info, "description", ""))
        about.setWordWrap(True)
        self.rules_line = QLabel()  # the house rules in force, in one line of plain words
        self.rules_line.setObjectName("rulesLine")
        self.rules_line.setWordWrap(True)
        self.feedback_mode = QComboBox()
        self.feedback_mode.addItem(self.tr("Feedback after every answer"), "now")
        self.feedback_mode.addItem(self.tr("Feedback at the end"), "at_end")
        self.timed = QCheckBox(self.tr("Time limit per question (seconds):"))
        self.limit = QComboBox()
        for seconds in (3, 5, 8, 10, 15, 30):
            self.limit.addItem(f"{seconds}", float(seconds))
        self.limit.setCurrentIndex(2)
        self.start_button = QPushButton(self.tr("Start  [Enter]"))
        self.start_button.setObjectName("primary")
        self.start_button.clicked.connect(self.start)
        self.resume_button = QPushButton(self.tr("Resume the unfinished session  [R]"))
        self.resume_button.clicked.connect(self.resume)
        self.resume_button.hide()
        options = QHBoxLayout()
        options.addWidget(self.feedback_mode)
        options.addSpacing(20)
        options.addWidget(self.timed)
        options.addWidget(self.limit)
        options.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.resume_button)
        buttons.addStretch(1)
        self.error = QLabel()
        self.error.setObjectName("muted")
        self.error.setWordWrap(True)
        outer.addWidget(title)
        outer.addWidget(about)
        outer.addWidget(self.rules_line)
        outer.addSpacing(16)
        outer.addLayout(options)
        outer.addSpacing(12)
        outer.addLayout(buttons)
        outer.addWidget(self.error)
        outer.addStretch(1)
        return page

    def _build_play(self) -> QWidget:
        page = QWidget()
        self.table_stack = QStackedWidget()
        self.flash = QLabel()
        self.flash.setObjectName("flash")
        self.flash.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.flash.setWordWrap(True)
        flash_holder = QWidget()
        flash_layout = QVBoxLayout(flash_holder)
        flash_layout.setContentsMargins(60, 40, 60, 40)
        flash_layout.addStretch(1)
        flash_layout.addWidget(self.flash)
        # The payouts drill's bet, as chips on its spot beneath the question.
        self.wager_felt = WagerFelt()
        self.wager_felt.signage = self._signage()
        self.wager_felt.hide()
        flash_layout.addSpacing(14)
        flash_layout.addWidget(self.wager_felt, 3)
        flash_layout.addStretch(1)
        self.flash.setMinimumHeight(220)
        self.table_stack.addWidget(flash_holder)
        self.panel = QuestionPanel()
        self.panel.submitted.connect(self._answer)
        self.panel.next_requested.connect(self._advance)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.table_stack, 1)
        layout.addWidget(self.panel)
        return page

    def canvas(self, game: str) -> TableCanvas:
        if game not in self._canvases:
            canvas = TableCanvas(layout_for(game))
            canvas.set_backdrop(self.context.backdrop())
            canvas.set_signage(self._signage())
            canvas.seat_clicked.connect(self.panel.choose_seat)
            canvas.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self._canvases[game] = canvas
            self.table_stack.addWidget(canvas)
        return self._canvases[game]

    def apply_theme(self) -> None:
        for canvas in self._canvases.values():
            canvas.set_backdrop(self.context.backdrop())

    def settings_changed(self) -> None:
        """New settings were saved: the start card states them, the felts print them, the next
        deal uses them."""
        if self.shoe_panel is not None:
            self.shoe_panel.rules = self.context.rules_for(self.shoe_panel.game)
        signage = self._signage()
        self.wager_felt.signage = signage
        for canvas in self._canvases.values():
            canvas.set_signage(signage)
        self._show_rules_line()

    def _signage(self) -> Signage:
        return signage_for(self.context.rules_for("baccarat"), self.context.rules_for("blackjack"))

    def _show_rules_line(self) -> None:
        line = rules_line(self.entry.drill_id, self.context.settings)
        self.rules_line.setText(self.tr("House rules: %1").replace("%1", line) if line else "")
        self.rules_line.setVisible(bool(line))

    def refresh_intro(self) -> None:
        """State the house rules in force; offer to resume this drill's unfinished session, if
        there is one."""
        self._show_rules_line()
        self._resume_id = None
        records, trainee = self.context.records, self.context.trainee
        if records is not None and trainee is not None:
            rows = [row for row in records.unfinished_sessions(trainee.id) if row.drill_id == self.entry.drill_id]
            if rows:
                self._resume_id = rows[-1].id
        self.resume_button.setVisible(self._resume_id is not None)

    # --- session flow -------------------------------------------------------------------
    @property
    def in_session(self) -> bool:
        return self.session is not None and self.pages.currentIndex() == 1

    def _config(self) -> dict[str, Any]:
        config: dict[str, Any] = drill_config(self.entry.drill_id, self.context.settings)
        config["feedback"] = self.feedback_mode.currentData()
        if self.timed.isChecked():
            config["time_limit"] = self.limit.currentData()
        config.update(self.context.drill_overrides.get(self.entry.drill_id, {}))
        return config

    def start(self) -> None:
        self._begin(self._config(), resume_id=None)

    def deal_shoe(self, shoe: Any) -> None:
        """Start a new session dealing ``shoe`` (an instructor's stacked shoe or a replay).
        A session in progress is ended first; its answers are already stored."""
        if self.session is not None:
            self.session.end()
            self.session = None
            self.panel.clear()
        self._begin(self._config(), resume_id=None, shoe=shoe)

    def replay_shoe(self, log: str) -> None:
        """Deal the shoe of this log again, card for card."""
        from dealertrainer.training.drills.seat import shoe_for_replay

        try:
            shoe = shoe_for_replay(log)
        except ValueError as error:
            self.status.emit(self.tr("The shoe cannot be replayed: %1").replace("%1", str(error)))
            return
        self.deal_shoe(shoe)

    def resume(self) -> None:
        if self._resume_id is None or self.context.records is None:
            return
        row = self.context.records.session(self._resume_id)
        data = json.loads(row.config_json or "{}")
        self._begin(data.get("config", {}), resume_id=row.id, seed=data.get("seed"))

    def _begin(self, config: dict[str, Any], *, resume_id: int | None, seed: int | None = None,
               shoe: Any = None) -> None:
        if self._building:
            return
        self._building = True
        self.error.clear()
        self.start_button.setEnabled(False)
        drill_id = self.entry.drill_id
        if seed is None:
            seed = self.context.next_seed()
        extras = {"shoe": shoe} if shoe is not None else {}
        run_job(
            lambda: catalog.make(drill_id, config, seed, **extras),
            lambda drill: self._open(drill, config, resume_id),
            self._failed,
        )

    def _failed(self, message: str) -> None:
        self._building = False
        self.start_button.setEnabled(True)
        self.error.setText(self.tr("The drill could not start: %1").replace("%1", message))

    def _open(self, drill: Any, config: dict[str, Any], resume_id: int | None) -> None:
        from dealertrainer.training.session import Feedback, Session

        self._building = False
        self.start_button.setEnabled(True)
        records, trainee = self.context.records, self.context.trainee
        keep = records is not None and trainee is not None
        if self.shoe_panel is not None and hasattr(drill, "keep_snapshots"):
            drill.keep_snapshots = True
            self._snapshot_shown = 0
        self.session = Session(
            drill,
            records=records if keep else None,
            trainee_id=trainee.id if keep else None,
            clock=self.context.clock,
            feedback=Feedback(config.get("feedback", "now")),
            time_limit=config.get("time_limit"),
            resume_session_id=resume_id if keep else None,
            targets=self.context.targets,
            wall_clock=self.context.wall_clock,
            rules_json=self.context.settings.rules_json(),
        )
        self.pages.setCurrentIndex(1)
        self.session_started.emit()
        self._advance()

    def _advance(self) -> None:
        session = self.session
        if session is None:
            return
        while True:
            try:
                beat = session.next()
            except ValueError as error:  # a stacked shoe too short for the round it started
                self.status.emit(self.tr("The shoe ran out: %1").replace("%1", str(error)))
                self.finish()
                return
            self._show_shoe()
            if beat is None:
                self.finish()
                return
            if beat.question is not None or self.context.motion_delay_ms > 0:
                break
            # No pause between motions: nobody could see the cards arrive one by one, so the
            # motions are played straight through and only the table they end on is painted.
        total = session.total
        done = session.answered
        self.panel.set_progress(
            self.tr("%1 of %2").replace("%1", str(done + 1)).replace("%2", str(total))
            if total
            else self.tr("%1 answered").replace("%1", str(done))
        )
        step = beat.step
        if beat.question is None:
            if step is not None:
                self._show_table(step.table, None)
                self.panel.show_motion(step.say)
            QTimer.singleShot(self.context.motion_delay_ms, self._advance)
            return
        question = beat.question
        table = question.table if question.table is not None else (step.table if step is not None else None)
        if self._show_wager(question):
            table = None  # a payout's one bet, drawn on the small felt below the question
        # The step's words are the dealer's answer: they are shown only with the verdict.
        self.panel.show_motion(self.tr("Your call."))
        highlight = question.seat if _highlight_safe(question) else None
        self._show_table(table, highlight, flash=question.prompt)
        game = table.game if table is not None else None
        seats = _seats_in(table) if table is not None else SEATS.get(game or "", 9)
        limit = getattr(session, "time_limit", None)
        self.panel.show_question(
            question, seats=seats, timed=self.entry.flash, limit=limit, prompt_shown=self.table_stack.currentIndex() != 0
        )
        # The response clock starts once the question is really on screen.
        self.table_stack.currentWidget().repaint()
        self.panel.repaint()
        session.shown()
        self.question_shown.emit()

    def _show_shoe(self) -> None:
        """Bring the shoe panel up to date when a coup, a round or a shuffle has finished."""
        session = self.session
        snapshot = getattr(session.drill, "snapshot", None) if session is not None else None
        if self.shoe_panel is None or snapshot is None or snapshot.number == self._snapshot_shown:
            return
        self._snapshot_shown = snapshot.number
        self.shoe_panel.update_from(snapshot.shoe, snapshot.results)
        self.shoe_shown.emit(snapshot)

    def _show_wager(self, question: Any) -> bool:
        """A payout question's bet, read from its table, as chips on its spot with the hands
        that won it; nothing for other questions. Returns whether the bet is shown."""
        shown = question is not None and self.wager_felt.show_bet(
            question.skill, question.table, getattr(question, "chip_set", ()) or ()
        )
        if self.wager_felt.isHidden() == shown:
            self.wager_felt.setVisible(shown)
            self.flash.setMinimumHeight(120 if shown else 220)
        return shown

    def _show_table(self, table: TableView | None, highlight: int | None, flash: str = "") -> None:
        if table is None or table.game not in SEATS:
            self.flash.setText(flash)
            self.table_stack.setCurrentIndex(0)
            return
        canvas = self.canvas(table.game)
        canvas.set_table(table, highlight)
        self.table_stack.setCurrentWidget(canvas)

    def _answer(self, given: object) -> None:
        session = self.session
        if session is None or not session.waiting_for_answer:
            return
        verdict = session.answer(given)
        self.status.emit(
            self.tr("%1 of %2 right").replace("%1", str(session.correct)).replace("%2", str(session.answered))
        )
        if session.show_feedback:
            step = session.current.step if session.current is not None else None
            if step is not None and step.say:
                self.panel.show_motion(self.tr("The dealer: %1").replace("%1", step.say))
            self.panel.show_verdict(verdict)
            self.verdict_shown.emit(verdict)
        else:
            self.verdict_shown.emit(verdict)
            self._advance()

    def finish(self) -> None:
        """End the session (everything answered is already stored) and show the summary."""
        session = self.session
        if session is None:
            return
        summary = session.end()
        self.session = None
        self.panel.clear()
        self.summary.show_summary(summary, self.entry, session.show_feedback)
        self.pages.setCurrentIndex(2)
        self.session_finished.emit(summary)

    def leave(self) -> None:
        """The window closes or the trainee goes elsewhere: answers stay, the session stays open
        in the records so it can be resumed or ended later."""
        self.session = None
        self.panel.clear()
        self.pages.setCurrentIndex(0)
        self.refresh_intro()

    # --- keys ---------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        page = self.pages.currentIndex()
        if page == 0 and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.start()
            return
        if page == 0 and event.key() == Qt.Key.Key_R and self.resume_button.isVisible():
            self.resume()
            return
        if page == 1 and self.panel.handle_key(event):
            return
        if page == 2 and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.start()
            return
        super().keyPressEvent(event)

    def focus_default(self) -> None:
        if self.pages.currentIndex() == 1:
            self.panel.focus_answer()
        else:
            self.setFocus()


def _highlight_safe(question) -> bool:
    """Light up the seat a question is about, unless that gives the answer away (which seat,
    or who speaks first at stud)."""
    if question.seat is None or question.answer_kind is AnswerKind.SEAT:
        return False
    return not (question.skill.startswith("stud.") and question.answer_kind in (AnswerKind.CHOICE, AnswerKind.PHRASE))


def _seats_in(table: TableView) -> int:
    from dealertrainer.ui.felt import hand_number

    seats = [hand_number(h.owner)[0] for h in table.hands] + [b.seat for b in table.bets]
    highest = max((s for s in seats if s), default=0)
    return max(SEATS.get(table.game, 9) if table.game != "stud" else 0, highest) or SEATS.get(table.game, 9)
