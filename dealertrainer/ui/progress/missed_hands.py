"""Progress's missed hands: the trainee's missed answers, newest first, each hand dealt at a
table replayable on the felt (``training.hand_replay``); one that cannot be says why."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealertrainer.storage.records import Records, RecordsError
from dealertrainer.training.answer_labels import answer_label
from dealertrainer.training.hand_replay import CannotReplay, MissedHand, hand_of_answer, missed_hands
from dealertrainer.training.skill_names import skill_name
from dealertrainer.ui.plain_text import plain_label, plain_tip
from dealertrainer.ui.session.hand_replay_view import replay_when_dealt, show_why_not

__all__ = ["MissedHandsDialog", "SHOWN"]

SHOWN = 200  # the newest misses listed


class MissedHandsDialog(QDialog):
    """The newest missed answers; Enter (or a double click) replays the chosen one's hand."""

    def __init__(self, records: Records, trainee_id: int, *, signage=None, backdrop=None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("missed_hands")
        self.setWindowTitle(self.tr("Missed hands"))
        self.records, self.signage, self.backdrop = records, signage, backdrop
        self.opened: QWidget | None = None  # the replay (or the message why not) opened last
        self.missed: list[MissedHand] = list(reversed(missed_hands(records, trainee_id, newest=SHOWN)))
        note = plain_label(self.tr("Your missed answers, newest first. Enter replays the chosen hand on the felt; "
                                   "answers asked on their own, or recorded before hands were kept, say so."))
        note.setWordWrap(True)
        self.table = QTableWidget(len(self.missed), 5)
        self.table.setObjectName("missed_hands_table")
        self.table.setHorizontalHeaderLabels([self.tr("When"), self.tr("Skill"), self.tr("You said"),
                                              self.tr("Right answer"), self.tr("Hand")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for row, miss in enumerate(self.missed):
            cells = (datetime.fromtimestamp(miss.at).strftime("%Y-%m-%d %H:%M"), skill_name(miss.skill),
                     answer_label(miss.given), answer_label(miss.expected), self.tr("Replay") if miss.replayable else "—")
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(plain_tip(miss.prompt))  # the question, as data
                self.table.setItem(row, column, item)
        if self.missed:
            self.table.selectRow(0)
        self.table.doubleClicked.connect(lambda index: self.replay(index.row()))
        replay = QPushButton(self.tr("Replay  [Enter]"))
        replay.setObjectName("primary")
        replay.clicked.connect(lambda: self.replay(self.table.currentRow()))
        close = QPushButton(self.tr("Close  [Esc]"))
        close.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(replay)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        if not self.missed:
            layout.addWidget(plain_label(self.tr("No missed answers yet.")))
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.resize(900, 520)

    def replay(self, row: int) -> None:
        """Replay the hand of row ``row`` (or say plainly why it cannot be); ``opened`` holds what opens."""
        if not 0 <= row < len(self.missed):
            return
        try:
            place, answer = hand_of_answer(self.records, self.missed[row])  # read here: the records are this thread's
        except (CannotReplay, RecordsError) as problem:
            self.opened = show_why_not(self, problem)
            return
        signage = self.signage if callable(self.signage) else (lambda _rules: self.signage)
        replay_when_dealt(self, place, answer, signage=signage, backdrop=self.backdrop,
                          opened=lambda widget: setattr(self, "opened", widget))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.replay(self.table.currentRow())
            return
        super().keyPressEvent(event)
