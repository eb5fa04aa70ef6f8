"""Cards and chip stacks are drawn once per look and size, then blitted; the blit matches."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from dealertrainer.engine.cards import Card
from dealertrainer.engine.money import Chip
from dealertrainer.ui.table import pixmap_cache
from dealertrainer.ui.table.card_art import paint_card
from dealertrainer.ui.table.chip_art import paint_chip_stack


def _image() -> QImage:
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.darkGreen)
    return image


def test_the_same_card_and_stack_are_drawn_once(qtbot):
    pixmap_cache.clear()
    first, second = _image(), _image()
    for image, x in ((first, 10), (second, 10)):
        painter = QPainter(image)
        paint_card(painter, QRectF(x, 10, 60, 84), Card.parse("Qh"))
        paint_chip_stack(painter, QPointF(150, 150), 18, Chip(Decimal(25), "green"), 4)
        painter.end()
    assert pixmap_cache.cache_size() == 2
    assert first == second  # the blit is the picture
    third = _image()
    painter = QPainter(third)
    paint_card(painter, QRectF(10, 10, 60, 84), Card.parse("Qs"))  # another card: another picture
    paint_chip_stack(painter, QPointF(150, 150), 18, Chip(Decimal(25), "green"), 5)
    painter.scale(2, 2)
    paint_card(painter, QRectF(10, 10, 60, 84), Card.parse("Qh"))  # twice the zoom: a sharper picture
    painter.end()
    assert pixmap_cache.cache_size() == 5


def test_a_cached_card_looks_like_a_painted_one(qtbot):
    from dealertrainer.ui.table.card_art import _paint_card

    pixmap_cache.clear()
    cached, direct = _image(), _image()
    painter = QPainter(cached)
    paint_card(painter, QRectF(20, 20, 60, 84), Card.parse("7d"))
    painter.end()
    painter = QPainter(direct)
    _paint_card(painter, QRectF(20, 20, 60, 84), Card.parse("7d"))
    painter.end()
    same = sum(cached.pixel(x, y) == direct.pixel(x, y) for x in range(0, 200, 4) for y in range(0, 200, 4))
    assert same / 2500 > 0.97
