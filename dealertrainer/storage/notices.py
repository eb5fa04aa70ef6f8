"""A change notice and who listens to it: the one small notifier of the app (plain Python).

The owner of some state announces a value after it changed (the settings just saved, what
the trainee's records, settings or seat had change); every listener is called with it, in
the order they subscribed. The ui adapts notices to its widgets; nothing here knows Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

__all__ = ["Notices"]

T = TypeVar("T")


class Notices(Generic[T]):
    """Listeners of one kind of notice."""

    def __init__(self) -> None:
        self._listeners: list[Callable[[T], None]] = []

    def subscribe(self, listener: Callable[[T], None]) -> Callable[[], None]:
        """Call ``listener(notice)`` on every announcement; returns a function that stops it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def announce(self, notice: T) -> None:
        """Tell every listener (one that stops listening meanwhile is not called)."""
        for listener in list(self._listeners):
            if listener in self._listeners:
                listener(notice)

    def __len__(self) -> int:
        return len(self._listeners)
