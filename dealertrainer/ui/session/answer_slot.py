"""The question panel's answer slot: the answer controls and the verdict take turns in it.

It does what a stacked widget does, without a layout of its own. Showing a widget in Qt lays
out every ancestor that has a layout, up to the window, at once; inside a stacked widget each
key press (answer → verdict → next question) re-measured the panel's word-wrapped lines and
the screen around it, most of a key press's work. Here the pages are placed by hand over the
slot's whole area, so turning one page for the other stops at the slot. The slot still tells
the panel when its pages' minimum size changes (a longer row of buttons), so the window is never
made narrower than the answer buttons."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QWidget

__all__ = ["AnswerSlot"]


class AnswerSlot(QWidget):
    """Pages filling one area, one shown at a time (the first added is shown first)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pages: list[QWidget] = []
        self._current: QWidget | None = None
        self._minimum = QSize()

    def addWidget(self, page: QWidget) -> None:  # noqa: N802  (as QStackedWidget names it)
        page.setParent(self)
        page.setGeometry(self.rect())
        self._pages.append(page)
        if self._current is None:
            self._current = page
            page.show()
        else:
            page.hide()
        self._minimum = self.minimumSizeHint()
        self.updateGeometry()

    def currentWidget(self) -> QWidget | None:  # noqa: N802
        return self._current

    def setCurrentWidget(self, page: QWidget) -> None:  # noqa: N802
        if page not in self._pages:
            raise ValueError("not a page of this slot")
        if page is self._current:
            return
        page.setGeometry(self.rect())
        page.show()
        if self._current is not None:
            self._current.hide()
        self._current = page

    def sizeHint(self) -> QSize:  # noqa: N802
        return _largest(page.sizeHint() for page in self._pages)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return _largest(page.minimumSizeHint() for page in self._pages)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        for page in self._pages:
            page.setGeometry(self.rect())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # a page's size hints may have changed
            minimum = self.minimumSizeHint()
            if minimum != self._minimum:
                self._minimum = minimum
                self.updateGeometry()  # only then is the panel laid out again
        return super().event(event)


def _largest(sizes) -> QSize:
    width = height = 0
    for size in sizes:
        width, height = max(width, size.width()), max(height, size.height())
    return QSize(width, height)
