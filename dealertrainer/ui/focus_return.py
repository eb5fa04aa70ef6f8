"""The keyboard focus goes back to the window a dialog was over when the dialog closes.

A window manager does that; without one (a kiosk, a bare X session, a test server) the
focus goes nowhere when a dialog closes, and no key works until a click. So when the focus
leaves the app because one of its windows was closed (not because the user went to another
program: then the window that had the focus is still shown), the window under it is
activated again.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication, QWindow
from PySide6.QtWidgets import QApplication, QMainWindow

__all__ = ["give_focus_back"]


class _FocusReturn:
    """Watches the window that has the focus; when it is hidden, activates the one under it."""

    def __init__(self, app: QGuiApplication) -> None:
        self.app = app
        self.watched: QWindow | None = None  # the window with the focus
        self.connected: set[QWindow] = set()  # windows whose hiding is listened to
        app.focusWindowChanged.connect(self.changed)
        self.changed(app.focusWindow())

    def changed(self, window: QWindow | None) -> None:
        if window is None:
            return  # Qt drops the focus of a closed window without a word: its hiding is watched instead
        self.watched = window
        if window not in self.connected:
            self.connected.add(window)
            window.visibleChanged.connect(lambda visible, w=window: self.hidden(w, visible))

    def hidden(self, window: QWindow, visible: bool) -> None:
        if visible:
            return
        self.connected.discard(window)  # it may be deleted now; if it shows again it is listened to again
        if window is not self.watched:
            return  # hidden without the focus: nothing to give back
        self.watched = None
        under = window.transientParent()
        QTimer.singleShot(0, lambda: self.give_back(window, under))

    def give_back(self, closed: QWindow, under: QWindow | None) -> None:
        focus = self.app.focusWindow()
        if focus is not None and focus is not closed and _shown(focus):
            return  # a window manager (or the next dialog) gave it already
        if under is not None and _shown(under):
            under.requestActivate()
            return
        main = next((w for w in QApplication.topLevelWidgets() if isinstance(w, QMainWindow) and w.isVisible()), None)
        if main is not None:
            main.activateWindow()


def _shown(window: QWindow) -> bool:
    try:
        return window.isVisible()
    except RuntimeError:  # deleted along with its dialog
        return False


_installed: list[_FocusReturn] = []


def give_focus_back(app: QGuiApplication) -> None:
    """Watch ``app``'s focus for the rest of its run (once per application)."""
    if not any(watch.app is app for watch in _installed):
        _installed.append(_FocusReturn(app))
