"""Text from a user or a file is data: every label and message box the app makes shows it as
it is, never as markup.

Qt reads a string that looks like HTML as rich text (``Qt.AutoText``, the default of labels,
message boxes and tooltips): a trainee named ``<img src="/dev/zero">`` would make Qt read
/dev/zero and abort. So the app makes its labels here: ``plain_label`` (the text as it is,
the rule) or ``rich_label`` (markup the app writes itself, every piece of data in it passed
through ``html.escape``); message boxes through ``message_box``, and a tooltip that carries
data through ``plain_tip``. A test walks every screen and finds no label left to guess.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

__all__ = ["message_box", "plain_label", "plain_tip", "rich_label"]


def plain_label(text: str = "") -> QLabel:
    """A label that shows ``text`` exactly as it is, whatever it looks like."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)  # before the text: nothing is ever guessed
    label.setText(text)
    return label


def rich_label(markup: str) -> QLabel:
    """A label showing markup the app wrote; any data in ``markup`` is already ``html.escape``d."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setText(markup)
    return label


def message_box(icon: QMessageBox.Icon, title: str, text: str, parent: QWidget | None = None,
                buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok,
                default: QMessageBox.StandardButton = QMessageBox.StandardButton.NoButton) -> QMessageBox:
    """A message box whose text is shown as it is (the static QMessageBox helpers guess)."""
    box = QMessageBox(icon, title, "", buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(text)
    if default != QMessageBox.StandardButton.NoButton:
        box.setDefaultButton(default)
    return box


def plain_tip(text: str) -> str:
    """A tooltip that shows ``text`` as it is (a tooltip has no format of its own: Qt guesses)."""
    if "<" not in text:  # nothing Qt could take for a tag
        return text
    return "<p style='white-space:pre-wrap'>" + html.escape(text) + "</p>"
