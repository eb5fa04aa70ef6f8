"""The table a single question was dealt on (a stud board, a blackjack round, a baccarat coup),
drawn on the game's own felt: one canvas per game, made when first needed."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QStackedWidget, QWidget

from dealertrainer.engine.steps import AnswerKind
from dealertrainer.training.questions import Question
from dealertrainer.ui.felt import TableCanvas
from dealertrainer.ui.play_page import layout_for

__all__ = ["QuestionFelt"]

GAMES = ("baccarat", "blackjack", "stud")


class QuestionFelt(QStackedWidget):
    """Shows a question's table, or hides itself for a question with none."""

    seat_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.felts: dict[str, TableCanvas] = {}
        self.hide()

    def show_question(self, question: Question) -> bool:
        """Draw ``question``'s table (the seat it concerns lit, unless the seat is the answer)."""
        table = question.table
        if table is None or table.game not in GAMES:
            self.hide()
            return False
        felt = self.felts.get(table.game)
        if felt is None:
            felt = self.felts[table.game] = TableCanvas(layout_for(table.game))
            felt.setObjectName(f"question_felt_{table.game}")
            felt.seat_clicked.connect(self.seat_clicked.emit)
            self.addWidget(felt)
        felt.set_table(table, None if question.answer_kind is AnswerKind.SEAT else question.seat)
        self.setCurrentWidget(felt)
        self.show()
        return True
