"""What a trainee cannot read: every visible label, button or drop-down on a screen narrower
than its text, every word-wrapped label shorter than its wrapped lines, and every column of a
list or tree that is out of sight or too narrow for its heading or its rows (shared by the
screen-size tests and the screenshot look-over)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QRect, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QComboBox, QLabel, QStyle, QStyleOptionComboBox, QTableView, QToolButton, QTreeView, QWidget,
)

CHECK_ROOM = 24  # a check box drawn in a row, with its margin


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
    if isinstance(button, QToolButton):  # a small glyph button: its own padding is not the text's
        needed = button.fontMetrics().horizontalAdvance(button.text()) + 6
    else:
        needed = button.minimumSizeHint().width()
    if needed > button.width() + 1:
        return f"needs {needed} px, has {button.width()}"
    return None


def _combo_cut(combo: QComboBox) -> str | None:
    text = combo.currentText()
    if not text:
        return None
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    needed = combo.fontMetrics().horizontalAdvance(text)
    if needed > field.width() + 1:
        return f"text needs {needed} px, has {field.width()}"
    return None


def _view_cut(view: QAbstractItemView) -> list[str]:
    """Columns out of sight (a horizontal scroll bar) or too narrow for their heading, and rows
    whose text the view would cut short with "…"."""
    if not isinstance(view, (QTreeView, QTableView)) or view.model() is None:
        return []
    found = []
    header = view.header() if isinstance(view, QTreeView) else view.horizontalHeader()
    model = view.model()
    if view.horizontalScrollBar().isVisible():
        found.append(f"{type(view).__name__} {view.objectName()}: columns out of sight (a horizontal scroll bar)")
    for column in range(model.columnCount()):
        if header.isSectionHidden(column) or view.isColumnHidden(column):
            continue
        title = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
        needed = header.fontMetrics().horizontalAdvance(title) + 12
        if not header.isHidden() and title and header.sectionSize(column) < needed:
            found.append(f"heading {title!r}: needs {needed} px, has {header.sectionSize(column)}")

    def rows(parent: QModelIndex, depth: int = 0):
        for row in range(min(model.rowCount(parent), 200)):
            for column in range(model.columnCount(parent)):
                yield model.index(row, column, parent)
            if depth < 3:
                yield from rows(model.index(row, 0, parent), depth + 1)

    for index in rows(QModelIndex()):
        text = str(index.data() or "")
        place = view.visualRect(index)
        if not text or place.isEmpty() or not view.viewport().rect().intersects(place):
            continue
        room = place.width() - 6  # the item's text margins (Fusion)
        if index.data(Qt.ItemDataRole.CheckStateRole) is not None:
            room -= CHECK_ROOM
        if isinstance(view, QTableView) and view.wordWrap():  # wrapped: the row must be tall enough
            tall = view.fontMetrics().boundingRect(QRect(0, 0, max(1, room), 100_000),
                                                   Qt.TextFlag.TextWordWrap, text).height()
            if tall > place.height():
                found.append(f"wrapped row {text[:60]!r}: needs {tall} px of height, has {place.height()}")
            continue
        needed = view.fontMetrics().horizontalAdvance(text)
        if needed > room:
            found.append(f"row {text[:60]!r}: needs {needed} px, has {room}")
    return found


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
        elif isinstance(widget, QComboBox):
            why = _combo_cut(widget)
        elif isinstance(widget, QAbstractItemView):
            found += _view_cut(widget)
            continue
        else:
            continue
        if why:
            text = widget.currentText() if isinstance(widget, QComboBox) else widget.text()
            found.append(f"{type(widget).__name__} {widget.objectName() or ''} {text[:60]!r}: {why}")
    return found
