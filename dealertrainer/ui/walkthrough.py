"""The first-run walkthrough: four short pages on what the app does, what a coup, a round
and a shoe are, how to answer from the keyboard, and where to start.

Shown once to each new trainee when the app starts (remembered in their notes), and again
whenever they ask for it from Home or the keyboard map (F1). Its last page opens the draw
table, the same "Start here" Home offers.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealertrainer.storage.trainee_notes import TraineeNotes
from dealertrainer.ui.plain_text import plain_label, rich_label

__all__ = ["LESSON", "START_HERE", "WalkthroughDialog", "offer_walkthrough", "pages", "show_walkthrough"]

#: The lesson's name in the trainee's notes.
LESSON = "walkthrough"
#: Where a new trainee starts: the draw table (Home's "Start here" and the walkthrough's last page).
START_HERE = "baccarat.draw_table"


def pages() -> list[tuple[str, str]]:
    """(title, rich text) of each page, in order."""
    tr = lambda text: QDialog.tr(text)  # noqa: E731 - one translation context for the walkthrough
    keys = [
        (tr("Y, N, …"), tr("the key in brackets on an answer button: Y for Yes, N for No, and so on")),
        (tr("1 … 9"), tr("a seat by its number; in a chip answer, add a chip")),
        (tr("Type, then Enter"), tr("an amount, a count or the words to announce")),
        (tr("Space"), tr("after a verdict: the next question (Enter works too)")),
        (tr("Esc"), tr("end the session and see the summary; every answer is already saved")),
        (tr("F1"), tr("every key, and this walkthrough again")),
    ]
    rows = "".join(f"<tr><td style='padding:4px 18px 4px 0'><b>{k}</b></td><td style='padding:4px 0'>{v}</td></tr>"
                   for k, v in keys)
    return [
        (tr("You are the dealer"), tr(
            "<p>DealerTrainer deals real games of Mini Baccarat, Blackjack and Stud and stops at each "
            "decision a dealer makes: how many cards to burn, whether the Banker draws, who speaks "
            "first, what a winning bet is paid.</p>"
            "<p>You answer, and you see at once whether it was right and which rule decides it. "
            "Every answer is timed and kept, so the app knows what to bring back.</p>")),
        (tr("Coups, rounds and shoes"), tr(
            "<p><b>A coup</b> is one deal of Mini Baccarat: the Player and Banker hands, any third "
            "cards, then every bet on the layout settled.</p>"
            "<p><b>A round</b> is one deal of Blackjack or Stud: every seat and the dealer, from the "
            "first card to the last chip paid or taken.</p>"
            "<p><b>A shoe</b> is the shuffled cards in the dealing box. Coups and rounds are dealt from "
            "it until the cut card comes out; then the dealer shuffles. Each house sets where the cut "
            "card goes: the first time a house rule is asked, the app explains it before you answer.</p>")),
        (tr("How to answer"), tr("<p>Everything is answered from the keyboard (the mouse works too):</p>")
         + f"<table>{rows}</table>"),
        (tr("Where to start"), tr(
            "<p>Start with the <b>draw table</b>: the Banker's third-card rule, one quick question at a "
            "time. Then sit at a table and deal a whole shoe.</p>"
            "<p>Home shows what is due today and your weakest skills; each one opens the drill that "
            "practises it. This walkthrough is on Home and behind F1 whenever you want it again.</p>")),
    ]


class WalkthroughDialog(QDialog):
    """The pages one at a time: Next / Back (or the arrow keys and Enter), Esc closes."""

    start_here = Signal()  # the trainee chose to start with the draw table

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("walkthrough")
        self.setWindowTitle(self.tr("How DealerTrainer works"))
        self.resize(620, 440)  # not a minimum of its own: the layout's (every page, every button whole) holds
        self.stack = QStackedWidget()
        for title, text in pages():
            page = QWidget()
            layout = QVBoxLayout(page)
            heading = plain_label(title)
            heading.setObjectName("screenTitle")
            body = rich_label(text)
            body.setObjectName("walkthroughText")
            body.setWordWrap(True)
            body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            layout.addWidget(heading)
            layout.addWidget(body, 1)
            self.stack.addWidget(page)
        self.where = plain_label()
        self.where.setObjectName("muted")
        self.back = QPushButton(self.tr("Back  [←]"))
        self.back.clicked.connect(lambda: self.turn(-1))
        self.next = QPushButton()
        self.next.setObjectName("primary")
        self.next.clicked.connect(self._forward)
        self.close_button = QPushButton(self.tr("Close  [Esc]"))
        self.close_button.clicked.connect(self.reject)
        for button in (self.back, self.next, self.close_button):
            button.setAutoDefault(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.where)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.back)
        buttons.addWidget(self.next)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 18)
        layout.addWidget(self.stack, 1)
        layout.addLayout(buttons)
        self._show(0)

    @property
    def page(self) -> int:
        return self.stack.currentIndex()

    def page_text(self) -> str:
        """The title and words of the page on screen, as plain text (for a screen reader or a test)."""
        widget = self.stack.currentWidget()
        labels = widget.findChildren(QLabel)
        document = QTextDocument()
        document.setHtml(labels[1].text())
        return labels[0].text() + "\n" + document.toPlainText()

    def turn(self, by: int) -> None:
        self._show(max(0, min(self.stack.count() - 1, self.page + by)))

    def _show(self, index: int) -> None:
        self.stack.setCurrentIndex(index)
        last = index == self.stack.count() - 1
        self.back.setEnabled(index > 0)
        self.next.setText(self.tr("Start with the draw table  [Enter]") if last else self.tr("Next  [Enter]"))
        self.where.setText(self.tr("%1 of %2").replace("%1", str(index + 1)).replace("%2", str(self.stack.count())))

    def _forward(self) -> None:
        if self.page == self.stack.count() - 1:
            self.accept()
            self.start_here.emit()
        else:
            self.turn(1)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._forward()
        elif key == Qt.Key.Key_Right:
            self.turn(1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Backspace):
            self.turn(-1)
        else:
            super().keyPressEvent(event)  # Esc closes


def show_walkthrough(parent: QWidget, open_target: Callable[[str], object]) -> WalkthroughDialog:
    """Open the walkthrough over ``parent`` (not blocking); its last page calls
    ``open_target(START_HERE)``."""
    dialog = WalkthroughDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.start_here.connect(lambda: open_target(START_HERE))
    dialog.open()
    return dialog


def offer_walkthrough(window) -> WalkthroughDialog | None:
    """At start: the walkthrough for a trainee who has not had it yet, remembered at once
    (a trainee who closes it early can open it again from Home or F1)."""
    records, trainee = window.context.records, window.context.trainee
    if records is None or trainee is None:
        return None
    notes = TraineeNotes.beside(records.path, trainee)
    if notes.given(LESSON):
        return None
    notes.mark_given(LESSON)
    return show_walkthrough(window, window.open)
