"""Pixmaps of what is painted again and again (chip stacks, cards), so a repaint after a key
press is a few blits rather than hundreds of paths.

A picture is keyed by what it shows, its size and the device scale (the painter's zoom times
the screen's devicePixelRatio), so it stays crisp on HiDPI screens and at any felt size.
A painter that rotates or shears paints directly.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

__all__ = ["MAX_PIXMAPS", "cache_size", "clear", "paint_cached"]

MAX_PIXMAPS = 600  # a full baccarat layout shows well under a hundred distinct pictures
_CACHE: OrderedDict[Hashable, QPixmap] = OrderedDict()


def paint_cached(painter: QPainter, key: Hashable, origin: QPointF, bounds: QRectF,
                 paint: Callable[[QPainter, QPointF], None]) -> None:
    """Paint ``paint(p, QPointF(0, 0))`` at ``origin`` through a cached pixmap.

    ``bounds`` is the area the picture covers around the origin (in the painter's units).
    """
    t = painter.worldTransform()
    device = painter.device()
    if t.isRotating() or t.m11() <= 0 or abs(t.m11() - t.m22()) > 1e-9 or device is None:
        paint(painter, origin)
        return
    scale = t.m11() * device.devicePixelRatioF()
    full = (key, round(bounds.x(), 2), round(bounds.y(), 2), round(bounds.width(), 2), round(bounds.height(), 2),
            round(scale, 3))
    pixmap = _CACHE.get(full)
    if pixmap is None:
        pixmap = QPixmap(max(1, math.ceil(bounds.width() * scale)), max(1, math.ceil(bounds.height() * scale)))
        pixmap.fill(Qt.GlobalColor.transparent)
        pixmap.setDevicePixelRatio(scale)
        inner = QPainter(pixmap)
        inner.setRenderHints(painter.renderHints())
        inner.translate(-bounds.left(), -bounds.top())
        paint(inner, QPointF(0, 0))
        inner.end()
        _CACHE[full] = pixmap
        if len(_CACHE) > MAX_PIXMAPS:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(full)
    painter.drawPixmap(QPointF(origin.x() + bounds.left(), origin.y() + bounds.top()), pixmap)


def cache_size() -> int:
    return len(_CACHE)


def clear() -> None:
    _CACHE.clear()
