"""Choices a drill's start page offers besides feedback and time, remembered per trainee.

The Payouts drill asks either for the amount ("$56.25") or for the chips that pay it
("2 green, 1 red, 1 white, 1 pink"), from the table's chip set. A table deals straight to the
next question unless the trainee asks for the game-speed deal (a pause after each card, as the
cards would come at a real table). The trainee picks on the start page; the choice is kept in
their notes and is there again next time.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QWidget

from dealertrainer.storage.trainee_notes import TraineeNotes
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.plain_text import plain_label

__all__ = ["DealSpeedChoice", "GamePaceChoice", "PayoutAnswerChoice", "start_options_for"]


def _notes(context: AppContext) -> TraineeNotes | None:
    """The notes of the trainee in the seat (None with no records or trainee)."""
    records, trainee = context.records, context.trainee
    return TraineeNotes.beside(records.path, trainee) if records is not None and trainee is not None else None


class PayoutAnswerChoice(QWidget):
    """Pay with an amount, or in chips: a labelled choice on its own row."""

    CHOICE = "payouts.answer"

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.box = QComboBox()
        self.box.setObjectName("payoutAnswer")
        self.box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.box.addItem(self.tr("the amount ($56.25)"), "amount")
        self.box.addItem(self.tr("chips from the table's chip set"), "chips")
        self.box.setToolTip(self.tr("In chips: press a chip's number key once per chip, Backspace takes one back, "
                                    "Enter pays. A payout the chips cannot make exactly is asked as an amount."))
        label = plain_label(self.tr("Pay with:"))
        label.setBuddy(self.box)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(label)
        layout.addWidget(self.box)
        layout.addStretch(1)
        self.load()
        self.box.currentIndexChanged.connect(self._remember)

    def choose(self, value: str) -> None:
        """Pick "amount" or "chips", as the trainee would."""
        index = self.box.findData(value)
        if index < 0:
            raise ValueError(f"payouts are answered with 'amount' or 'chips', not {value!r}")
        self.box.setCurrentIndex(index)

    def chosen(self) -> str:
        return str(self.box.currentData())

    def load(self) -> None:
        """Show the choice the trainee in the seat made last (the amount if none)."""
        notes = _notes(self.context)
        chosen = notes.choice(self.CHOICE, "amount") if notes is not None else "amount"
        self.box.blockSignals(True)
        self.box.setCurrentIndex(max(0, self.box.findData(chosen)))
        self.box.blockSignals(False)

    def _remember(self) -> None:
        notes = _notes(self.context)
        if notes is not None:
            notes.set_choice(self.CHOICE, self.chosen())

    def config(self) -> dict[str, Any]:
        """The drill config fields this choice sets."""
        return {"chips": self.chosen() == "chips"}


class RememberedTick(QCheckBox):
    """A start-page tick box kept in the trainee's notes under ``CHOICE`` (unticked if none)."""

    CHOICE = ""

    def __init__(self, text: str, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.context = context
        self.load()
        self.toggled.connect(self._remember)

    def load(self) -> None:
        """Show the trainee's last choice (unticked if none)."""
        notes = _notes(self.context)
        self.blockSignals(True)
        self.setChecked(bool(notes.choice(self.CHOICE, False)) if notes is not None else False)
        self.blockSignals(False)

    def _remember(self, checked: bool) -> None:
        notes = _notes(self.context)
        if notes is not None:
            notes.set_choice(self.CHOICE, checked)


class DealSpeedChoice(RememberedTick):
    """A table's deal: straight to the next question (the default, for drilling), or at game
    speed, a pause after each card."""

    CHOICE = "table.game_speed"

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Deal at game speed: a pause after each card (Space skips a deal)"), context, parent)
        self.setToolTip(self.tr("Unticked, the cards are dealt at once, straight to the next question"))


class GamePaceChoice(RememberedTick):
    """A table at game pace: a full table dealt at game speed, each coup, round or hand timed, the
    pace meter over the felt, and the hands kept for Progress."""

    CHOICE = "table.game_pace"

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Game pace: a full table at game speed, each hand timed against the school's pace"),
                         context, parent)
        self.setObjectName("gamePace")


def start_options_for(drill_id: str, context: AppContext) -> PayoutAnswerChoice | None:
    """The extra start-page choice a drill offers, if any."""
    return PayoutAnswerChoice(context) if drill_id == "payouts" else None
