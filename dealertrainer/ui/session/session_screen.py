"""A table or drill screen: the start card, then the felt with the question panel (run by the
session loop, ``ui.session_loop``), then the summary; the shoe panel beside a table."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QStackedWidget, QWidget

from dealertrainer.engine.steps import TableView
from dealertrainer.storage.records import RecordsError
from dealertrainer.training.changes import FIGURES, Change
from dealertrainer.training.hand_replay import hand_title
from dealertrainer.training.offer import SEAT_DRILLS, drill_config, drill_extras, rules_line
from dealertrainer.training.skill_names import skill_name
from dealertrainer.ui import offer_labels
from dealertrainer.ui.app_handle import AppContext, refresh_when_shown_again
from dealertrainer.ui.table.felt import TableCanvas
from dealertrainer.ui.session.house_lessons import house_words
from dealertrainer.ui.session.mistake_replay import PACE_MS
from dealertrainer.ui.session.play_page import PlayPage, layout_for
from dealertrainer.ui.session.pace_meter import PaceMeterLabel
from dealertrainer.ui.session.session_loop import SessionLoop
from dealertrainer.ui.table.signage import Signage, signage_in_force
from dealertrainer.ui.session.start_page import StartPage
from dealertrainer.ui.session.summary_view import SummaryView
from dealertrainer.ui.waiting_line import waiting_words
from dealertrainer.ui.workers import run_job

if TYPE_CHECKING:
    from dealertrainer.training.drills.base import Drill
    from dealertrainer.training.session import Beat, Session, Summary
    from dealertrainer.ui.shoe.shoe_side import ShoeSide

__all__ = ["SessionScreen", "layout_for"]


class SessionScreen(QWidget):
    """One table or drill, from its start card to its summary."""

    session_started = Signal()
    question_shown = Signal()
    verdict_shown = Signal(object)
    session_finished = Signal(object)  # the Summary
    shoe_shown = Signal(object)  # the ShoeState the shoe panel now shows
    status = Signal(str)

    def __init__(self, context: AppContext, drill_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.entry = offer_labels.entry(drill_id)
        self._resume_id: int | None = None
        self._building = False
        self._shoe_beat: Beat | None = None  # the beat on the felt: its shoe events go to the panel once it is played
        self._missed: list[tuple[Any, Any, Any]] = []  # (place, question, verdict) of the shoe panel's missed hands
        context.listen(self, self._changed)

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
        self.shoe_side: ShoeSide | None = None
        game = SEAT_DRILLS.get(drill_id)
        if game is not None:
            # lazy: the shoe panel and its odds load with the first table screen, not at start
            from dealertrainer.ui.shoe.shoe_panel import ShoePanel
            from dealertrainer.ui.shoe.shoe_side import ShoeSide  # lazy: as above

            self.shoe_panel = ShoePanel(game, context.rules_for(game), instructor=True)
            self.shoe_panel.replay_requested.connect(self.replay_shoe)
            self.shoe_panel.stacked_shoe_loaded.connect(self.deal_shoe)
            self.shoe_panel.replay_missed.connect(self.replay_missed)
            self.shoe_side = ShoeSide(context, self.shoe_panel, self)
            layout.addWidget(self.shoe_side)
        self.refresh_intro()
        refresh_when_shown_again(self, self._shown_again)

    # --- pages --------------------------------------------------------------------------
    def _build_intro(self) -> QWidget:
        self.intro = StartPage(self.entry, self.context)
        self.intro.start_button.clicked.connect(self.start)
        self.intro.resume_button.clicked.connect(self.resume)
        # its parts, as the screen's own (the tests and the screenshot stage read them here)
        (self.rules_line, self.start_option, self.feedback_mode, self.timed, self.limit, self.game_speed,
         self.start_button, self.resume_button, self.error) = (
            self.intro.rules_line, self.intro.start_option, self.intro.feedback_mode, self.intro.timed,
            self.intro.limit, self.intro.game_speed, self.intro.start_button, self.intro.resume_button,
            self.intro.error)
        return self.intro

    def _build_play(self) -> QWidget:
        self.play = PlayPage(self.context.backdrop())
        self.table_stack, self.flash, self.wager_felt = self.play.table_stack, self.play.flash, self.play.wager_felt
        self.panel = self.play.panel
        self._print_felts(signage_in_force(self.context.settings))
        self.loop = SessionLoop(
            self.play, motion_delay=lambda: 0 if self.intro.fast() else self.context.motion_delay_ms,
            timed=self.entry.flash, bare_hands=self.entry.drill_id not in SEAT_DRILLS,
            house_words=lambda session, skill: house_words(self.context, session.drill, skill),
            replay_pace=lambda: PACE_MS if self.context.motion_delay_ms else 0, parent=self)
        self._motion = self.loop.motion
        self.loop.question_shown.connect(self.question_shown)
        self.loop.verdict_shown.connect(self.verdict_shown)
        self.loop.answered.connect(self._tell_answered)
        self.loop.beat_dealt.connect(self._show_shoe)
        self.loop.table_shown.connect(self._count_on_table)
        self.loop.ran_out.connect(
            lambda why: self.status.emit(self.tr("The shoe ran out: %1").replace("%1", why)))
        self.loop.ran_out.connect(lambda _why: self._show_shoe(None))  # the last beat played was the shoe's last
        self.loop.finished.connect(self._summed_up)
        self.pace = PaceMeterLabel()  # over the felt at game pace
        self.play.layout().insertWidget(0, self.pace)
        self.loop.beat_dealt.connect(self._time_beat)
        return self.play

    def canvas(self, game: str) -> TableCanvas:
        return self.play.canvas(game)

    def apply_theme(self) -> None:
        self.play.set_backdrop(self.context.backdrop())

    def _changed(self, change: Change) -> None:
        if Change.THEME in change:
            self.apply_theme()
        if Change.SETTINGS in change:
            self.settings_changed()
        if Change.TRAINEE in change:
            self.refresh_intro()  # their unfinished session to resume, their start options
        elif change & FIGURES and not self.in_session:
            self._show_waiting()  # answers stored, target times saved: the counts move

    def settings_changed(self) -> None:
        """New settings were saved: the start card states them, the felts print them, the next
        deal uses them."""
        if self.shoe_panel is not None:
            self.shoe_panel.rules = self.context.rules_for(self.shoe_panel.game)
        if not self.in_session:  # a session deals to its end by the rules it started with
            self._print_felts(signage_in_force(self.context.settings))
        self._show_rules_line()

    def _print_felts(self, signage: Signage) -> None:
        self.play.set_signage(signage)

    def _show_rules_line(self) -> None:
        self.intro.show_rules(rules_line(self.entry.drill_id, self.context.settings))

    def _shown_again(self) -> None:
        """Back in view (from the sidebar, from Home): the start card says what is so now."""
        if not self.in_session:
            self.refresh_intro()

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
        for choice in (self.start_option, self.game_speed, self.intro.game_pace):
            if choice is not None:
                choice.load()  # the trainee in the seat may have changed
        self._show_waiting()

    def _show_waiting(self) -> None:
        """Daily practice's start card counts what is waiting, as Home does ("12 due · 8 new")."""
        records, trainee = self.context.records, self.context.trainee
        if self.entry.drill_id != "daily" or records is None or trainee is None:
            return
        from dealertrainer.training.practice import waiting  # lazy: as daily_practice below

        try:
            counts = waiting(records, trainee.id, self.context.wall_clock(), targets=self.context.targets,
                             rules=self.context.settings.house_rules())
        except RecordsError as error:
            self.intro.show_waiting(self.tr("Could not read the records: %1").replace("%1", str(error)))
            return
        self.intro.show_waiting(waiting_words(counts))

    # --- session flow -------------------------------------------------------------------
    @property
    def session(self) -> Session | None:
        """The session on the felt, if one is under way."""
        return self.loop.session

    @property
    def in_session(self) -> bool:
        return self.session is not None and self.pages.currentIndex() == 1

    def _config(self) -> dict[str, Any]:
        config: dict[str, Any] = drill_config(self.entry.drill_id, self.context.settings)
        config.update(self.intro.options())
        game = SEAT_DRILLS.get(self.entry.drill_id)
        if game is not None and self.intro.paced():  # game pace: a full table
            from dealertrainer.training.pace import full_table  # lazy: as the session, at the first Start

            config.update(full_table(game, self.context.rules_for(game)))
        config.update(self.context.drill_overrides.get(self.entry.drill_id, {}))
        return config

    def start(self) -> None:
        self._begin(self._config(), resume_id=None)

    def start_with(self, config: dict[str, Any]) -> None:
        """Start a session with these config fields over the usual ones (an assignment's: its
        length, and the house rules and chips of the school's profile it was set under). A
        session in progress is left first: its answers are kept and it stays resumable."""
        if self.in_session:
            self.leave()
        self._begin({**self._config(), **config}, resume_id=None)

    def deal_shoe(self, shoe: Any) -> None:
        """Start a new session dealing ``shoe`` (an instructor's stacked shoe or a replay).
        A session in progress is ended first; its answers are already stored."""
        if self.session is not None:
            self.session.end()
            self.loop.stop()
        self._begin(self._config(), resume_id=None, shoe=shoe)

    def replay_shoe(self, log: str) -> None:
        """Deal the shoe of this log again, card for card."""
        from dealertrainer.training.drills.seat import shoe_for_replay  # lazy: the drill registry is not read at start

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
        if row.ended is not None:  # ended meanwhile (Home's row was older, or another window on these records)
            self.refresh_intro()
            self.error.setText(self.tr("That session is no longer unfinished; its answers are kept. Start a new one."))
            return
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
        extras = drill_extras(drill_id, self.context.settings)  # daily practice: the house in force
        if shoe is not None:
            extras["shoe"] = shoe
        records, trainee = self.context.records, self.context.trainee
        if drill_id == "daily" and records is not None and trainee is not None:
            # The headless API's own function, planned from this trainee's records (read here,
            # on the thread that owns the records; the questions are made as they are asked).
            from dealertrainer.training.practice import daily_practice  # lazy: the drill registry is not read at start

            try:
                drill = daily_practice(records, trainee.id, self.context.wall_clock(), seed=seed, config=config,
                                       targets=self.context.targets, wall_clock=self.context.wall_clock,
                                       rules=extras["rules"])
            except ValueError as error:
                self._failed(str(error))
                return
            self._open(drill, resume_id)
            return
        run_job(
            lambda: offer_labels.make(drill_id, config, seed, **extras),
            lambda drill: self._open(drill, resume_id),
            self._failed,
            owner=self,
        )

    def _failed(self, message: str) -> None:
        self._building = False
        self.start_button.setEnabled(True)
        self.error.setText(self.tr("The drill could not start: %1").replace("%1", message))

    def _open(self, drill: Drill, resume_id: int | None) -> None:
        # lazy: the session's checking and scheduling code is not needed before the first Start
        from dealertrainer.training.session import Session

        self._building = False
        self.start_button.setEnabled(True)
        records, trainee = self.context.records, self.context.trainee
        keep = records is not None and trainee is not None
        self._print_felts(signage_in_force(self.context.settings, drill.dealt_under))
        if self.shoe_panel is not None:
            self.shoe_panel.start_over()  # the drill's beats bring its shoe's events
            self._shoe_beat = None
            self._missed = []
        session = Session(
            drill,
            records=records if keep else None,
            trainee_id=trainee.id if keep else None,
            clock=self.context.clock,
            resume_session_id=resume_id if keep else None,
            targets=self.context.targets,
            wall_clock=self.context.wall_clock,
            rules_json=self.context.settings.rules_json(),
        )
        self.pages.setCurrentIndex(1)
        self._time_the_hands(session)
        self.session_started.emit()
        self.loop.run(session)

    def _time_beat(self, beat: Beat | None) -> None:
        """A beat dealt at game pace: the meter times the hands (those the drill has dealt)."""
        meter, session = self.pace.meter, self.session
        if meter is not None:
            meter.beat(beat, getattr(session.drill, "hands_dealt", None) if session is not None else None)

    def _time_the_hands(self, session: Session) -> None:
        """At game pace, a pace meter times each hand of ``session`` (shown over the felt, stored)."""
        game = SEAT_DRILLS.get(self.entry.drill_id)
        if game is None or not self.intro.paced():
            self.pace.follow(None)
            return
        from dealertrainer.training.pace import PaceMeter, pace_standard  # lazy: as the session above

        self.pace.follow(PaceMeter(pace_standard(self.context.settings.standards, game), clock=self.context.clock,
                                   wall_clock=self.context.wall_clock, records=session.records,
                                   trainee_id=session.trainee_id, session_id=lambda: session.session_id))

    def _keep_pace(self, meter: Any, session: Session) -> None:
        """A run at game pace is over: its pace is kept as a result (sent to the class, if in one); a
        refused write is told by the window's banner, as for every answer."""
        if session.records is None or session.trainee_id is None:
            return
        from dealertrainer.training.finished_runs import record_pace  # lazy: as the meter

        game = meter.standard.game
        record_pace(session.records, session.trainee_id, session.session_id, meter, self.entry.drill_id,
                    self.context.settings.rules(game), self.context.wall_clock())

    def _advance(self) -> None:
        self.loop.advance()

    def _answer(self, given: object) -> None:
        self.loop.answer(given)

    def skip_deal(self) -> bool:
        """Deal the rest of the motion at once, up to the next question; False if none is under way."""
        return self.loop.skip_deal()

    def _show_shoe(self, beat: Beat | None) -> None:
        """A beat is dealt (None: the session is over): the shoe events of the one before it, now
        played (a coup, a round or a shuffle finished), go to the panel. A motion's own events
        go at once, as its cards reach the felt (the burn while the burned cards are shown); a
        question's wait for its answer (a hand's result would give the answer away)."""
        played, self._shoe_beat = self._shoe_beat, beat
        self._played(played)
        if beat is not None and beat.question is None:
            self._shoe_beat = None
            self._played(beat)

    def _played(self, beat: Beat | None) -> None:
        if self.shoe_panel is None or beat is None or not beat.shoe:
            return
        self.shoe_panel.show_events(beat.shoe)
        self.shoe_shown.emit(self.shoe_panel.state)

    def _count_on_table(self, table: TableView | None) -> None:
        """Cards on the felt came out of the shoe after the events it was last given: the panel counts them."""
        if self.shoe_panel is not None and table is not None:
            self.shoe_panel.show_on_table(table.cards_in_play)

    def _tell_answered(self, verdict: object) -> None:
        session = self.session
        if session is not None and self._shoe_beat is not None and session.current is self._shoe_beat:
            # The question is answered: the beat is played, and what the shoe did by its end
            # (a burn, a coup finished) shows with the verdict, not a key press later.
            played, self._shoe_beat = self._shoe_beat, None
            self._played(played)
        if session is not None and session.show_feedback:  # never a verdict the trainee has not been shown
            self._list_missed(session, len(session.verdicts) - 1)
        if session is not None:
            self.status.emit(
                self.tr("%1 of %2 right").replace("%1", str(session.correct)).replace("%2", str(session.answered))
                + (self.tr(" · %1 not saved yet").replace("%1", str(session.unsaved)) if session.unsaved else ""))

    def _list_missed(self, session: Session, index: int) -> None:
        """The ``index``-th answer, if missed at a hand of the shoe, goes on the shoe panel's list."""
        place = session.hand_place(index)
        question, verdict = session.verdicts[index]
        if self.shoe_panel is None or place is None or verdict.correct:
            return
        closing = place.hand > getattr(session.drill, "hands_dealt", place.hand)
        self._missed.append((place, question, verdict))
        self.shoe_panel.add_missed(self.tr("%1 · %2: you said %3")
                                   .replace("%1", hand_title(self.shoe_panel.game, place.hand, closing))
                                   .replace("%2", skill_name(question.skill).split(" · ", 1)[-1])  # the table says the game
                                   .replace("%3", verdict.given_label))

    def replay_missed(self, row: int) -> None:
        """Replay the shoe panel's ``row``-th missed hand on the felt."""
        if 0 <= row < len(self._missed):
            self.summary.replay(*self._missed[row])

    def finish(self) -> None:
        """End the session (everything answered is already stored) and show the summary."""
        self.loop.finish()

    def _summed_up(self, summary: Summary, session: Session) -> None:
        if self.pace.meter is not None:
            self.pace.meter.finish()  # the last hand is timed to the end of the run
            self.pace.refresh()
            self._keep_pace(self.pace.meter, session)
            self.pace.follow(None)
        self.summary.show_summary(summary, self.entry, session.show_feedback,
                                  [session.hand_place(i) for i in range(len(summary.verdicts))])
        if not session.show_feedback:  # the verdicts are shown now: the missed hands go beside the shoe log
            for index in range(len(session.verdicts)):
                self._list_missed(session, index)
        self.pages.setCurrentIndex(2)
        self.session_finished.emit(summary)
        self.context.changes.announce(Change.RECORDS)
        if session.unsaved:  # the records still refuse writes: say plainly what is lost
            self.status.emit(self.tr("Answers of this session not saved: %1. %2")
                             .replace("%1", str(session.unsaved)).replace("%2", session.write_problem or ""))

    def leave(self) -> None:
        """The window closes or the trainee goes elsewhere: answers stay, the session stays open
        in the records so it can be resumed or ended later."""
        if self.pace.meter is not None:
            self.pace.meter.finish()
            self.pace.follow(None)
        self.loop.stop()
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
        if page == 1 and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.skip_deal():
            return
        if page == 2 and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.start()
            return
        if page == 2 and Qt.Key.Key_1 <= event.key() <= Qt.Key.Key_9 and self.summary.press_replay(
                event.key() - Qt.Key.Key_0):
            return
        super().keyPressEvent(event)

    def focus_default(self) -> None:
        if self.pages.currentIndex() == 1:
            self.panel.focus_answer()
        else:
            self.setFocus()
