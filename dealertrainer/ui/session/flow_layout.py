"""A layout that lines its widgets up left to right and starts a new line when the next one
would not fit: the answer buttons wrap onto a second row instead of being cut short.

Each widget keeps its own size hint (its whole label and key), measured at every layout, so a
theme applied after the buttons were made still gives them their full width."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget

__all__ = ["FlowLayout"]


class FlowLayout(QLayout):
    """Widgets in lines as wide as the layout; as tall as its lines (height for width)."""

    def __init__(self, parent: QWidget | None = None, *, spacing: int = 8, line_spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self._line_spacing = line_spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._arrange(QRect(0, 0, width, 0), place=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._arrange(rect, place=True)

    def sizeHint(self) -> QSize:  # noqa: N802
        """Every widget on one line."""
        shown = self._shown()
        width = sum(item.sizeHint().width() for item in shown) + self._spacing * max(0, len(shown) - 1)
        height = max((item.sizeHint().height() for item in shown), default=0)
        return QSize(width, height) + self._margins()

    def minimumSize(self) -> QSize:  # noqa: N802
        """As wide as the widest widget: one to a line."""
        shown = self._shown()
        width = max((item.sizeHint().width() for item in shown), default=0)
        height = max((item.sizeHint().height() for item in shown), default=0)
        return QSize(width, height) + self._margins()

    def _margins(self) -> QSize:
        margins = self.contentsMargins()
        return QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _arrange(self, rect: QRect, *, place: bool) -> int:
        """Lay the widgets out in ``rect`` (or only measure); returns the height used."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        x, y, line_height = area.x(), area.y(), 0
        for item in self._shown():
            size = item.sizeHint()
            if x > area.x() and x + size.width() > area.right() + 1:  # a new line
                x, y = area.x(), y + line_height + self._line_spacing
                line_height = 0
            if place:
                item.setGeometry(QRect(QPoint(x, y), size))
            x += size.width() + self._spacing
            line_height = max(line_height, size.height())
        return y + line_height - rect.y() + margins.bottom()
