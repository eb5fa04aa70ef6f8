"""A table's or drill's start page: what it asks, the house rules in force, the session's
options (feedback, time limit, the drill's own choice, the deal's speed) and Start / Resume."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from dealertrainer.training.offer import SEAT_DRILLS
from dealertrainer.ui import offer_labels
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.session.start_options import DealSpeedChoice, GamePaceChoice, start_options_for
from dealertrainer.ui.plain_text import plain_label

__all__ = ["StartPage"]


class StartPage(QWidget):
    """The start card of ``entry``; its buttons are wired by the screen that shows it."""

    def __init__(self, entry: offer_labels.DrillEntry, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 32, 40, 32)
        title = plain_label(entry.label)
        title.setObjectName("screenTitle")
        about = plain_label(self.tr(offer_labels.drill_info(entry.drill_id).description))  # marked N_() where defined
        about.setWordWrap(True)
        self.waiting = plain_label()  # Daily practice: what is waiting ("12 due · 8 new"), as Home says it
        self.waiting.setObjectName("waitingCounts")
        self.waiting.hide()
        self.rules_line = plain_label()  # the house rules in force, in one line of plain words
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
        self.resume_button = QPushButton(self.tr("Resume the unfinished session  [R]"))
        self.resume_button.hide()
        options = QHBoxLayout()  # the feedback, and the time limit on the row below: never cut short
        options.addWidget(self.feedback_mode)
        options.addStretch(1)
        timing = QHBoxLayout()
        timing.addWidget(self.timed)
        timing.addWidget(self.limit)
        timing.addStretch(1)
        for widget in (self.feedback_mode, self.timed, self.limit):
            widget.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.game_speed: DealSpeedChoice | None = None
        self.game_pace: GamePaceChoice | None = None
        if entry.drill_id in SEAT_DRILLS:
            self.game_speed = DealSpeedChoice(context)
            self.game_pace = GamePaceChoice(context)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.resume_button)
        buttons.addStretch(1)
        self.error = plain_label()
        self.error.setObjectName("muted")
        self.error.setWordWrap(True)
        outer.addWidget(title)
        outer.addWidget(about)
        outer.addWidget(self.waiting)
        outer.addWidget(self.rules_line)
        outer.addSpacing(16)
        self.start_option = start_options_for(entry.drill_id, context)  # Payouts: amount or chips
        if self.start_option is not None:
            outer.addWidget(self.start_option)
            outer.addSpacing(8)
        outer.addLayout(options)
        outer.addSpacing(6)
        outer.addLayout(timing)
        if self.game_speed is not None and self.game_pace is not None:
            outer.addSpacing(6)
            outer.addWidget(self.game_speed)
            outer.addWidget(self.game_pace)
        outer.addSpacing(12)
        outer.addLayout(buttons)
        outer.addWidget(self.error)
        outer.addStretch(1)

    def show_rules(self, line: str) -> None:
        """The house rules in force in words ("" for a drill no house rule touches)."""
        self.rules_line.setText(self.tr("House rules: %1").replace("%1", line) if line else "")
        self.rules_line.setVisible(bool(line))

    def show_waiting(self, words: str) -> None:
        """What Daily practice has waiting, in Home's words ("" for none to show)."""
        self.waiting.setText(words)
        self.waiting.setVisible(bool(words))

    def options(self) -> dict[str, Any]:
        """The session's options as drill config fields: feedback, the drill's own choice, time limit."""
        config: dict[str, Any] = {"feedback": self.feedback_mode.currentData()}
        if self.start_option is not None:
            config.update(self.start_option.config())
        if self.timed.isChecked():
            config["time_limit"] = self.limit.currentData()
        return config

    def fast(self) -> bool:
        """Deal straight to the next question: the default, unless game speed or game pace is ticked."""
        return self.game_speed is None or not (self.game_speed.isChecked() or self.paced())

    def paced(self) -> bool:
        """The table at game pace (a full table, each hand timed)."""
        return self.game_pace is not None and self.game_pace.isChecked()
