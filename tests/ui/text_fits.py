"""What a trainee cannot read: every visible label or button on a screen narrower than its
text, and every word-wrapped label shorter than its wrapped lines (shared by the screen-size
tests and the screenshot look-over)."""

from __future__ import annotations

from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget


def _label_cut(label: QLabel) -> str | None:
    text = label.text()
    if not text or label.pixmap() is not None and not label.pixmap().isNull():
        return None
    room = label.contentsRect()
    indent = max(label.indent(), 0) + 2 * max(label.margin(), 0)
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        if needed > label.height() + 1:
            return f"wrapped text needs {needed} px of height, has {label.height()}"
        return None
    if label.textFormat() == label.textFormat().RichText or (
            label.textFormat() == label.textFormat().AutoText and "<" in text):
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setHtml(text)
        document.setDocumentMargin(0)
        wide = document.idealWidth()
    else:
        wide = max(label.fontMetrics().horizontalAdvance(line) for line in text.split("\n"))
    if wide > room.width() - indent + 1:
        return f"text needs {wide:.0f} px, has {room.width()}"
    return None


def _button_cut(button: QAbstractButton) -> str | None:
    if not button.text():
        return None
    needed = button.minimumSizeHint().width()
    if needed > button.width() + 1:
        return f"needs {needed} px, has {button.width()}"
    return None


def visible(widget: QWidget) -> bool:
    """Shown on screen: visible and not clipped away by a scroll area (partly in view counts)."""
    return widget.isVisible() and not widget.visibleRegion().isEmpty()


def cut_text(root: QWidget) -> list[str]:
    """'Class "text": why' for every visible label or button under ``root`` its text does not fit."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not visible(widget):
            continue
        if isinstance(widget, QLabel):
            why = _label_cut(widget)
        elif isinstance(widget, QAbstractButton):
            why = _button_cut(widget)
        else:
            continue
        if why:
            found.append(f"{type(widget).__name__} {widget.objectName() or ''} {widget.text()[:60]!r}: {why}")
    return found
