"""Counting paints: an event filter that counts each watched widget's Paint events."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject


class Paints(QObject):
    """Install on widgets (``installEventFilter``); ``count[widget]`` is how often each was painted."""

    def __init__(self) -> None:
        super().__init__()
        self.count: dict[QObject, int] = {}

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            self.count[watched] = self.count.get(watched, 0) + 1
        return False
