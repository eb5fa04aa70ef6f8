"""A missed hand replayed on the felt, beat by beat (``training.hand_replay`` deals it again).

Each dealer step of the hand in turn: the felt as it stood, the dealer's words. At the step
the answer was given, the felt as it was while the question was up, the question, what the
trainee said and the right answer with its reason. Keys: → or N next, ← or P previous,
M the missed step, Esc close. Opened from the summary, from Progress and from a report's list.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QDialog, QFrame, QHBoxLayout, QMessageBox, QPushButton, QVBoxLayout, QWidget

from dealertrainer.engine.steps import BetView
from dealertrainer.training.answer_labels import answer_label
from dealertrainer.training.hand_replay import CannotReplay, HandPlace, HandReplay, MissedAnswer, replay_hand
from dealertrainer.ui.plain_text import message_box, plain_label
from dealertrainer.ui.session.play_page import layout_for
from dealertrainer.ui.table.felt import TableCanvas
from dealertrainer.ui.table.paid_bets import paid_bet, with_paid
from dealertrainer.ui.table.signage import Signage
from dealertrainer.ui.workers import run_job

__all__ = ["HandReplayView", "replay_when_dealt", "show_replay", "show_why_not"]

GAME_NAMES = {"baccarat": "Mini Baccarat", "blackjack": "Blackjack", "stud": "Stud"}


class HandReplayView(QDialog):
    """One replayed hand: the felt, the step's words, and at the missed step the two answers."""

    def __init__(self, replay: HandReplay, *, signage: Signage | None = None, backdrop: QColor | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.replay = replay
        self.index = 0
        self.setObjectName("hand_replay")
        self.setWindowTitle(self.tr("Replay: %1, %2").replace("%1", self.tr(GAME_NAMES.get(replay.game, replay.game)))
                            .replace("%2", replay.title))
        self.canvas = TableCanvas(layout_for(replay.game))
        if signage is not None:
            self.canvas.set_signage(signage)
        if backdrop is not None:
            self.canvas.set_backdrop(backdrop)
        self.canvas.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.position = plain_label()
        self.position.setObjectName("muted")
        self.dealer = plain_label()
        self.dealer.setWordWrap(True)
        self.question = plain_label()
        self.question.setWordWrap(True)
        self.given = plain_label()
        self.given.setObjectName("replay_given")
        self.given.setWordWrap(True)
        self.expected = plain_label()
        self.expected.setObjectName("replay_expected")
        self.expected.setWordWrap(True)
        self.why = plain_label()
        self.why.setWordWrap(True)
        self.given.setStyleSheet("color: #e5534b; font-weight: bold;")
        self.expected.setStyleSheet("color: #2f8f52; font-weight: bold;")
        self.missed_box = QFrame()
        self.missed_box.setObjectName("card")
        box = QVBoxLayout(self.missed_box)
        for label in (self.question, self.given, self.expected, self.why):
            box.addWidget(label)
        self.previous_button = QPushButton(self.tr("Previous  [←]"))
        self.previous_button.clicked.connect(self.previous)
        self.missed_button = QPushButton(self.tr("The missed step  [M]"))
        self.missed_button.clicked.connect(lambda: self.show_step(self.replay.asked))
        self.next_button = QPushButton(self.tr("Next  [→]"))
        self.next_button.setObjectName("primary")
        self.next_button.clicked.connect(self.next)
        close = QPushButton(self.tr("Close  [Esc]"))
        close.clicked.connect(self.reject)
        for button in (self.previous_button, self.missed_button, self.next_button, close):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys move the replay, not a button's focus
        buttons = QHBoxLayout()
        buttons.addWidget(self.position, 1)
        for button in (self.previous_button, self.missed_button, self.next_button, close):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.canvas, 1)
        layout.addWidget(self.dealer)
        layout.addWidget(self.missed_box)
        layout.addLayout(buttons)
        self.resize(960, 660)
        self.show_step(0)

    @property
    def at_missed_step(self) -> bool:
        return self.index == self.replay.asked

    def show_step(self, index: int) -> None:
        """Step ``index`` of the hand on the felt (kept within the hand)."""
        replay = self.replay
        self.index = max(0, min(index, len(replay.steps) - 1))
        step = replay.steps[self.index]
        missed = self.at_missed_step
        table = (step.question_table or step.table) if missed else step.table
        self.canvas.set_table(with_paid(table, self._paid_by(self.index)), step.seat if missed else None)
        self.position.setText(self.tr("%1 · %2 · step %3 of %4")
                              .replace("%1", self.tr(GAME_NAMES.get(replay.game, replay.game)))
                              .replace("%2", replay.title).replace("%3", str(self.index + 1))
                              .replace("%4", str(len(replay.steps))))
        self.dealer.setText(self.tr("The dealer: %1").replace("%1", step.say) if step.say else "")
        self.missed_box.setVisible(missed)
        if missed:
            answer = replay.answer
            self.question.setText(self.tr("The question: %1").replace("%1", answer.prompt or (step.question or "")))
            self.given.setText(self.tr("You said: %1").replace("%1", answer_label(answer.given)))
            self.expected.setText(self.tr("The right answer: %1").replace("%1", answer_label(answer.expected)))
            self.why.setText(self.tr("Why: %1").replace("%1", replay.explanation) if replay.explanation else "")
        self.previous_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(self.index < len(replay.steps) - 1)

    def _paid_by(self, index: int) -> list[BetView]:
        """The payouts beside their bets at step ``index``, as the table showed them: each paid
        step's payout until the cards are collected; the missed step's own only once it is past."""
        paid: list[BetView] = []
        for i, step in enumerate(self.replay.steps[:index + 1]):
            cards = step.table.cards_in_play
            if cards == 0 or (step.action == "deal" and cards <= 1):  # collected, or a new round's first card
                paid.clear()
            bet = paid_bet(step) if not (i == index == self.replay.asked) else None
            if bet is not None:
                paid.append(bet)
        return paid

    def next(self) -> None:
        self.show_step(self.index + 1)

    def previous(self) -> None:
        self.show_step(self.index - 1)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_N, Qt.Key.Key_Space, Qt.Key.Key_Down):
            self.next()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_P, Qt.Key.Key_Up):
            self.previous()
        elif key == Qt.Key.Key_M:
            self.show_step(self.replay.asked)
        elif key == Qt.Key.Key_Home:
            self.show_step(0)
        elif key == Qt.Key.Key_End:
            self.show_step(len(self.replay.steps) - 1)
        else:
            super().keyPressEvent(event)  # Esc closes


def show_why_not(parent: QWidget, problem: CannotReplay | str) -> QMessageBox:
    """Say plainly why a hand cannot be replayed (returns the open message box)."""
    box = message_box(QMessageBox.Icon.Information, parent.tr("Replay"), str(problem), parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def show_replay(parent: QWidget, replay: HandReplay, *, signage: Signage | None = None,
                backdrop: QColor | None = None) -> HandReplayView:
    """Open the replay of ``replay`` over ``parent`` (window-modal; returns the dialog)."""
    view = HandReplayView(replay, signage=signage, backdrop=backdrop, parent=parent)
    view.setWindowModality(Qt.WindowModality.WindowModal)
    view.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    view.show()
    return view


def replay_when_dealt(parent: QWidget, place: HandPlace, answer: MissedAnswer, *,
                      signage: Callable[[object], Signage] | None = None, backdrop: QColor | None = None,
                      opened: Callable[[QWidget], None] = lambda _widget: None) -> None:
    """Deal the hand again off the GUI thread (a late hand of a shoe takes a moment: every hand
    before it is dealt), then open its replay, or say why it cannot be; ``opened`` hears which."""
    def deal() -> HandReplay | CannotReplay:
        try:
            return replay_hand(place, answer)
        except CannotReplay as problem:
            return problem

    def show(dealt: HandReplay | CannotReplay) -> None:
        if isinstance(dealt, CannotReplay):
            opened(show_why_not(parent, dealt))
        else:
            opened(show_replay(parent, dealt, signage=signage(dealt.rules) if signage else None, backdrop=backdrop))

    run_job(deal, show, lambda message: opened(show_why_not(parent, message)), owner=parent)
