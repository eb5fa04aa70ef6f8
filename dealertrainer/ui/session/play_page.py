"""The page a session is played on: the table (a game's felt, or the question large with a
small piece of felt under it) above the question panel, and what decides which is shown."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QStackedWidget, QVBoxLayout, QWidget

from dealertrainer.engine.steps import AnswerKind, BetView, TableView
from dealertrainer.training.questions import Question
from dealertrainer.ui.session.answer_slot import AnswerSlot
from dealertrainer.ui.table.felt import Layout, TableCanvas
from dealertrainer.ui.table.paid_bets import paid_bet, with_paid
from dealertrainer.ui.session.question_panel import QuestionPanel
from dealertrainer.ui.table.signage import Signage
from dealertrainer.ui.table.wager_felt import WagerFelt
from dealertrainer.ui.plain_text import plain_label

__all__ = ["SEATS", "PlayPage", "highlight_safe", "layout_for", "seats_in"]

SEATS = {"baccarat": 9, "blackjack": 7, "stud": 8}


def layout_for(game: str) -> Layout:
    if game == "baccarat":
        from dealertrainer.ui.table.baccarat_felt import BaccaratLayout  # lazy: a felt loads when its game is first dealt

        return BaccaratLayout()
    if game == "blackjack":
        from dealertrainer.ui.table.blackjack_felt import BlackjackLayout  # lazy: as above, not at start

        return BlackjackLayout()
    if game == "stud":
        from dealertrainer.ui.table.stud_felt import StudLayout  # lazy: as above, not at start

        return StudLayout()
    raise ValueError(f"no table layout for {game!r}; the games are baccarat, blackjack and stud")


class PlayPage(QWidget):
    """The table stack (the flash page first, then one canvas per game) over the question panel."""

    def __init__(self, backdrop: QColor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._backdrop = backdrop
        self._canvases: dict[str, TableCanvas] = {}
        self._paid: list[BetView] = []  # payouts beside their bets until the cards are collected
        self._signage = Signage()
        self.table_stack = QStackedWidget()
        self.flash = plain_label()
        self.flash.setObjectName("flash")
        self.flash.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.flash.setWordWrap(True)
        flash_holder = QWidget()
        flash_layout = QVBoxLayout(flash_holder)
        flash_layout.setContentsMargins(24, 16, 24, 16)  # the large question keeps its lines in a small window
        flash_layout.addStretch(1)
        flash_layout.addWidget(self.flash)
        # A payout's bet as chips on its spot, or a drill's bare hands, beneath the question.
        self.wager_felt = WagerFelt()
        self.wager_felt.hide()
        flash_layout.addSpacing(14)
        flash_layout.addWidget(self.wager_felt, 3)
        flash_layout.addStretch(1)
        self.flash.setMinimumHeight(120)
        # Held in a slot, as the panel's answers are: a new question in large type is measured
        # and laid out inside it, not again by every layout up to the window.
        flash_page = AnswerSlot()
        flash_page.addWidget(flash_holder)
        self.table_stack.addWidget(flash_page)
        self.panel = QuestionPanel()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.table_stack, 1)
        layout.addWidget(self.panel)

    def canvas(self, game: str) -> TableCanvas:
        if game not in self._canvases:
            canvas = TableCanvas(layout_for(game))
            canvas.set_backdrop(self._backdrop)
            canvas.set_signage(self._signage)
            canvas.seat_clicked.connect(self.panel.choose_seat)
            canvas.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self._canvases[game] = canvas
            self.table_stack.addWidget(canvas)
        return self._canvases[game]

    def set_signage(self, signage: Signage) -> None:
        """The house's prices and rules, printed on every felt and payout spot."""
        self._signage = signage
        self.wager_felt.signage = signage
        for canvas in self._canvases.values():
            canvas.set_signage(signage)

    def set_backdrop(self, backdrop: QColor) -> None:
        self._backdrop = backdrop
        for canvas in self._canvases.values():
            canvas.set_backdrop(backdrop)

    def show_table(self, table: TableView | None, highlight: int | None, flash: str = "") -> bool:
        """The game's felt with ``table`` on it; or, with no table, ``flash`` large. Returns
        whether a felt is shown."""
        if table is None or table.game not in SEATS:
            self.flash.setText(flash)
            self.table_stack.setCurrentIndex(0)
            return False
        canvas = self.canvas(table.game)
        canvas.set_table(with_paid(table, self._paid), highlight)
        self.table_stack.setCurrentWidget(canvas)
        return True

    def follow_payouts(self, step: Any, *, paid: bool) -> None:
        """Keep the payouts made this coup or round, forgotten when its cards are collected (or
        the next round's first card is dealt);
        with ``paid``, ``step`` has just been paid and its payout goes beside its bet now."""
        if step is None:
            return
        cards = step.table.cards_in_play
        if cards == 0 or (step.action == "deal" and cards <= 1):  # collected, or a new round's first card
            self._paid.clear()
        bet = paid_bet(step) if paid else None
        if bet is not None:
            self._paid.append(bet)
            canvas = self.table_stack.currentWidget()
            if isinstance(canvas, TableCanvas):
                canvas.set_table(with_paid(canvas.table, [bet]), canvas.highlight)

    def show_small_felt(self, question: Question | None, bare_hands: bool) -> bool:
        """A payout question's bet, read from its table, as chips on its spot with the hands
        that won it, or (``bare_hands``) a drill question's hands with no bets; nothing for
        other questions. Returns whether the small felt is shown."""
        shown = question is not None and (
            self.wager_felt.show_bet(question.skill, question.table, question.chip_set)
            or self.wager_felt.show_stacks(question.table)  # the chips drill's piles and wagers
            # the draw table's and totals' hands, not a nine-seat table with empty bets
            or (bare_hands and self.wager_felt.show_hands(question.table))
        )
        if self.wager_felt.isHidden() == shown:
            self.wager_felt.setVisible(shown)
            self.flash.setMinimumHeight(120 if shown else 220)
        return shown


def highlight_safe(question: Question) -> bool:
    """Light up the seat a question is about, unless that gives the answer away (which seat,
    or who speaks first at stud)."""
    if question.seat is None or question.answer_kind is AnswerKind.SEAT:
        return False
    return not (question.skill_id.game == "stud" and question.answer_kind in (AnswerKind.CHOICE, AnswerKind.PHRASE))


def seats_in(table: TableView) -> int:
    seats = [h.place.seat for h in table.hands] + [b.seat for b in table.bets]
    highest = max((s for s in seats if s), default=0)
    return max(SEATS.get(table.game, 9) if table.game != "stud" else 0, highest) or SEATS.get(table.game, 9)
