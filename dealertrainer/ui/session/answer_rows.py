"""The question panel's rows of answer buttons, kept per set of labels: the same row comes
back for the same labels (seats, draw/stand, chips), so a key press reuses it instead of
building and laying out new buttons. Labels seen for the first time (a stud hand's names, a
baccarat side bet's choices) go on a kept row of as many buttons, relabelled: building and
styling new buttons was the slowest part of such a key press. A row wraps onto more lines
when its buttons do not fit side by side (``FlowLayout``): a long choice is never cut short."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from dealertrainer.ui.session.flow_layout import FlowLayout

__all__ = ["AnswerRows"]

KEPT = 24  # rows for label sets long gone (stud phrases) are let go past this many


class AnswerRows:
    """Rows of buttons in ``holder``; a click on the button at index i calls ``chosen(i)``."""

    def __init__(self, holder: QHBoxLayout, chosen: Callable[[int], None]) -> None:
        self._holder = holder
        self._chosen = chosen
        self._rows: OrderedDict[tuple[str, ...], QWidget] = OrderedDict()  # least recently shown first
        self.row: QWidget | None = None  # the row on screen

    def show(self, texts: tuple[str, ...]) -> None:
        """Put up the row for ``texts`` (none for no texts), hiding the one before."""
        row = None
        if texts:
            row = self._rows.get(texts) or self._relabelled(texts) or self._make(texts)
            self._rows.move_to_end(texts)
        if row is self.row:
            return
        if self.row is not None:
            self.row.hide()
        self.row = row
        if row is not None:
            row.show()

    def buttons(self) -> list[QPushButton]:
        return self.row.findChildren(QPushButton) if self.row is not None else []

    def _relabelled(self, texts: tuple[str, ...]) -> QWidget | None:
        """The least recently shown row of as many buttons, off screen, with ``texts`` on it."""
        for old_texts, row in self._rows.items():
            if len(old_texts) == len(texts) and row is not self.row:
                del self._rows[old_texts]
                for button, text in zip(row.findChildren(QPushButton), texts):
                    button.setText(text)
                self._rows[texts] = row
                return row
        return None

    def _make(self, texts: tuple[str, ...]) -> QWidget:
        if len(self._rows) >= KEPT:
            for old_texts, old in list(self._rows.items()):
                if old is not self.row:
                    del self._rows[old_texts]
                    old.deleteLater()
        row = QWidget()
        row.setObjectName("answerRow")  # the themes keep it see-through on the panel
        flow = FlowLayout(row, spacing=8, line_spacing=6)
        for index, text in enumerate(texts):
            button = QPushButton(text)
            button.setObjectName("answerButton")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, i=index: self._chosen(i))
            flow.addWidget(button)
        row.hide()
        self._holder.addWidget(row)
        self._rows[texts] = row
        return row
