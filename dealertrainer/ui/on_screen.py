"""The main window on the screens there are: it opens inside the available area of a screen
(never 1360×900 on a 1024×768 screen, its question and answer field off the edge), where
it was last time when that place is still on a screen, and brought back onto one when it
is not (a screen unplugged, a smaller desktop)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, QSize, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from dealertrainer.storage.window_place import WindowPlace

__all__ = ["MINIMUM", "WANTED", "fit", "first_place", "keep_frame_on_screen", "place_window", "window_place"]

WANTED = QSize(1360, 900)  # the size the screens are laid out for, where the screen has room
MINIMUM = QSize(900, 640)
NO_REAL_SCREEN = ("offscreen", "minimal")  # platforms whose "screen" (800×600) nobody looks at
FRAME_SETTLES_MS = 700  # a window manager puts its frame round a new window within this


def _overlap(a: QRect, b: QRect) -> int:
    shared = a.intersected(b)
    return 0 if shared.isEmpty() else shared.width() * shared.height()


def first_place(area: QRect) -> QRect:
    """The wanted size, no bigger than ``area``, in the middle of it."""
    size = WANTED.boundedTo(area.size())
    rect = QRect(0, 0, size.width(), size.height())
    rect.moveCenter(area.center())
    return rect


def fit(rect: QRect, areas: Sequence[QRect], primary: QRect) -> QRect:
    """``rect`` moved, and shrunk where it must be, inside the screen area it overlaps most;
    inside ``primary``, in its middle, when it overlaps none."""
    best = max(areas, key=lambda area: _overlap(rect, area), default=primary)
    if _overlap(rect, best) == 0:
        best = primary
        rect = QRect(rect)
        rect.moveCenter(primary.center())
    width, height = min(rect.width(), best.width()), min(rect.height(), best.height())
    x = min(max(rect.x(), best.left()), best.left() + best.width() - width)
    y = min(max(rect.y(), best.top()), best.top() + best.height() - height)
    return QRect(x, y, width, height)


def place_window(window: QWidget, saved: WindowPlace | None = None) -> None:
    """Give ``window`` its place before it is shown: ``saved`` if it is on a screen (brought
    back onto one if not), else the wanted size in the middle of the primary screen."""
    screen = QGuiApplication.primaryScreen()
    if screen is None or QGuiApplication.platformName() in NO_REAL_SCREEN:
        window.setMinimumSize(MINIMUM)  # drawn for tests and pictures, never seen: the size the screens are laid out for
        window.resize(WANTED)
        return
    primary = screen.availableGeometry()
    areas = [each.availableGeometry() for each in QGuiApplication.screens()]
    wanted = QRect(saved.x, saved.y, saved.width, saved.height) if saved is not None else first_place(primary)
    place = fit(wanted, areas, primary)
    window.setMinimumSize(MINIMUM.boundedTo(place.size()))  # a small screen: the window may be smaller
    window.setGeometry(place)


def keep_frame_on_screen(window: QWidget) -> None:
    """Once the window is shown, a window manager frames it (title bar, borders) round the
    place it was given; if the frame then sticks out of the screen (a title bar above its top
    edge: the window could not be dragged), the window is moved and shrunk to bring it in."""
    if QGuiApplication.platformName() not in NO_REAL_SCREEN:  # offscreen "frames" are no window manager's
        QTimer.singleShot(FRAME_SETTLES_MS, window, lambda: _frame_inside(window))


def _frame_inside(window: QWidget) -> None:
    frame, inner = window.frameGeometry(), window.geometry()
    if frame == inner or window.isMaximized() or window.isFullScreen() or not window.isVisible():
        return  # no frame (no window manager), or one the window manager keeps in place itself
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return
    placed = fit(frame, [each.availableGeometry() for each in QGuiApplication.screens()], screen.availableGeometry())
    if placed == frame:
        return
    left, top = inner.x() - frame.x(), inner.y() - frame.y()
    right, bottom = frame.width() - inner.width() - left, frame.height() - inner.height() - top
    window.setMinimumSize(window.minimumSize().boundedTo(QSize(placed.width() - left - right, placed.height() - top - bottom)))
    window.setGeometry(placed.x() + left, placed.y() + top, placed.width() - left - right, placed.height() - top - bottom)


def window_place(window: QWidget) -> WindowPlace | None:
    """Where the window is now (its normal place when maximized), to remember; None on a
    platform with no real screen."""
    if QGuiApplication.platformName() in NO_REAL_SCREEN:
        return None
    normal = window.normalGeometry() if window.isMaximized() or window.isFullScreen() else window.geometry()
    return WindowPlace(normal.x(), normal.y(), normal.width(), normal.height(), window.isMaximized())
