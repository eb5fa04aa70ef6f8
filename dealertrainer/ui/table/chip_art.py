"""Casino chips painted in their colours, alone, in stacks, and as a bet with its amount."""

from __future__ import annotations

import math
from decimal import Decimal
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from dealertrainer.engine.money import DEFAULT_CHIPS, Chip, UnmakeableAmount, chip_breakdown, format_money
from dealertrainer.ui.table.pixmap_cache import paint_cached

__all__ = ["CHIP_COLOURS", "bet_stacks", "chip_label", "chip_stack_area", "paint_bet", "paint_chip", "paint_chip_stack"]

# colour name -> (face, edge spots, text)
CHIP_COLOURS: dict[str, tuple[str, str, str]] = {
    "white": ("#f3f1ea", "#1f5fbf", "#1b1b1b"),
    "pink": ("#f27fb2", "#ffffff", "#3a0c22"),
    "red": ("#c62828", "#ffffff", "#ffffff"),
    "green": ("#1f8a3b", "#ffffff", "#ffffff"),
    "black": ("#1c1c1e", "#e9e9e9", "#ffffff"),
    "purple": ("#6a1b9a", "#f5d33c", "#ffffff"),
    "orange": ("#ee7c11", "#ffffff", "#2b1600"),
    "yellow": ("#f2c40f", "#1b1b1b", "#1b1b1b"),
    "blue": ("#1e4fb8", "#ffffff", "#ffffff"),
    "grey": ("#9e9e9e", "#ffffff", "#1b1b1b"),
}


def chip_label(value: Decimal) -> str:
    """What is printed on a chip: "1", "2½", "25", "1K"."""
    if value == Decimal("2.5"):
        return "2½"
    if value >= 1000 and value % 1000 == 0:
        return f"{int(value // 1000)}K"
    if value == value.to_integral_value():
        return str(int(value))
    return f"{value:.2f}".rstrip("0").rstrip(".")


def _colours(colour: str) -> tuple[QColor, QColor, QColor]:
    face, spots, text = CHIP_COLOURS.get(colour, CHIP_COLOURS["grey"])
    return QColor(face), QColor(spots), QColor(text)


def _font(size: float, bold: bool = True) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    return font


def paint_chip(painter: QPainter, centre: QPointF, radius: float, chip: Chip, *, label: bool = True) -> None:
    """One chip seen from above: face colour, six edge spots, an inlay and its value."""
    face, spots, text = _colours(chip.colour)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(face.darker(160), max(0.5, radius * 0.06)))
    painter.setBrush(face)
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(spots)
    for i in range(6):
        painter.save()
        painter.translate(centre)
        painter.rotate(i * 60)
        painter.drawRect(QRectF(-radius * 0.16, -radius * 0.98, radius * 0.32, radius * 0.24))
        painter.restore()
    painter.setBrush(face.lighter(112))
    painter.setPen(QPen(spots, max(0.4, radius * 0.05), Qt.PenStyle.DotLine))
    painter.drawEllipse(centre, radius * 0.64, radius * 0.64)
    if label:
        painter.setPen(text)
        text_label = chip_label(chip.value)
        painter.setFont(_font(radius * (0.62 if len(text_label) <= 2 else 0.46)))
        painter.drawText(
            QRectF(centre.x() - radius, centre.y() - radius, radius * 2, radius * 2),
            Qt.AlignmentFlag.AlignCenter,
            text_label,
        )
    painter.restore()


def _disc(painter: QPainter, centre: QPointF, radius: float, chip: Chip, thickness: float) -> None:
    """One chip in a stack seen at an angle: an ellipse with a striped edge."""
    face, spots, _ = _colours(chip.colour)
    ry = radius * 0.5
    painter.setPen(QPen(face.darker(170), max(0.4, radius * 0.05)))
    painter.setBrush(face.darker(115))
    painter.drawRoundedRect(QRectF(centre.x() - radius, centre.y() - ry, radius * 2, ry + thickness + ry), radius, ry)
    painter.setPen(QPen(spots, max(0.6, thickness * 0.9)))
    for k in (-0.7, -0.25, 0.25, 0.7):
        x = centre.x() + radius * k
        y = centre.y() + ry * math.sqrt(max(0.0, 1 - k * k)) + thickness * 0.5
        painter.drawLine(QPointF(x - radius * 0.07, y), QPointF(x + radius * 0.07, y))
    painter.setPen(QPen(face.darker(150), max(0.4, radius * 0.04)))
    painter.setBrush(face)
    painter.drawEllipse(centre, radius, ry)


def paint_chip_stack(painter: QPainter, base: QPointF, radius: float, chip: Chip, count: int, *,
                     most: int = 12, thickness: float = 0.22) -> QRectF:
    """A stack of ``count`` equal chips standing on ``base``; returns the area it covers. At most
    ``most`` chips are drawn (a taller bet says its count above it); ``thickness`` is a chip's
    edge against its radius (a stack to be read by its height is drawn with every chip, thinner).

    Drawn once per (chip, count, size, device scale) and blitted from then on."""
    thickness = radius * thickness
    shown = min(count, most)
    top_y = -(shown - 1) * thickness
    pad = max(2.0, radius * 0.2)
    bounds = QRectF(-radius - pad, top_y - radius * 1.7 - pad, 2 * (radius + pad),
                    -top_y + radius * 2.4 + thickness + 2 * pad)
    key = ("chips", chip.value, chip.colour, count if count > shown else shown, round(radius, 2), most, round(thickness, 3))
    paint_cached(painter, key, base, bounds, lambda p, at: _paint_chip_stack(p, at, radius, chip, count, most, thickness))
    return chip_stack_area(base, radius, count, most=most, thickness=thickness / radius)


def chip_stack_area(base: QPointF, radius: float, count: int, *, most: int = 12, thickness: float = 0.22) -> QRectF:
    """The area a stack drawn by ``paint_chip_stack`` with these sizes covers."""
    thickness = radius * thickness
    top_y = -(min(count, most) - 1) * thickness
    return QRectF(base.x() - radius, base.y() + top_y - radius * 0.5, radius * 2, -top_y + radius + thickness)


def _paint_chip_stack(painter: QPainter, base: QPointF, radius: float, chip: Chip, count: int, most: int,
                      thickness: float) -> QRectF:
    shown = min(count, most)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i in range(shown):
        _disc(painter, QPointF(base.x(), base.y() - i * thickness), radius, chip, thickness)
    top = QPointF(base.x(), base.y() - (shown - 1) * thickness)
    face, spots, text = _colours(chip.colour)
    painter.setPen(QPen(spots, max(0.4, radius * 0.05), Qt.PenStyle.DotLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(top, radius * 0.66, radius * 0.33)
    painter.setPen(text)
    painter.setFont(_font(radius * 0.42))
    painter.drawText(QRectF(top.x() - radius, top.y() - radius * 0.5, radius * 2, radius), Qt.AlignmentFlag.AlignCenter, chip_label(chip.value))
    if count > shown:
        painter.setPen(QColor("#ffffff"))
        painter.setFont(_font(radius * 0.5))
        painter.drawText(QRectF(top.x() - radius, top.y() - radius * 1.6, radius * 2, radius), Qt.AlignmentFlag.AlignCenter, f"×{count}")
    painter.restore()
    return QRectF(base.x() - radius, top.y() - radius * 0.5, radius * 2, base.y() - top.y() + radius + thickness)


def paint_bet(
    painter: QPainter,
    centre: QPointF,
    radius: float,
    amount: Decimal,
    chips: tuple[Chip, ...] = DEFAULT_CHIPS,
    *,
    show_amount: bool = True,
    amount_beside: str = "",
    columns: int = 4,
    accent: QColor | None = None,
    prefix: str = "",
) -> QRectF:
    """A bet as a dealer would stack it: one column per denomination (at most ``columns``),
    largest on the left, standing on ``centre``, with the amount written underneath (or
    ``amount_beside`` it, "left" or "right", so the bet stays low on a narrow spot). ``accent``
    rings the amount in the spot's colour; ``prefix`` goes before it ("+" for a payout). Returns the area the chips and amount cover."""
    stacks = _stacks(amount, tuple(chips))[:columns]
    gap = radius * 1.9
    left = centre.x() - gap * (len(stacks) - 1) / 2
    base_y = centre.y() + radius * 0.5
    covered = QRectF()
    for i, (chip, count) in enumerate(stacks):
        area = paint_chip_stack(painter, QPointF(left + i * gap, base_y), radius, chip, count)
        covered = area if covered.isNull() else covered.united(area)
    if show_amount:
        size = max(radius * 0.78, 13.0)
        text = prefix + format_money(amount)
        if amount_beside:
            if amount_beside == "left":
                painter.setFont(_font(size))
                width = painter.fontMetrics().horizontalAdvance(text) + size * 0.9
                at = left - radius - size * 0.3 - width
            else:
                at = left + gap * max(0, len(stacks) - 1) + radius + size * 0.3
            area = paint_amount(painter, QPointF(at, base_y - size * 0.72), text, size, accent=accent, anchor_left=True)
        else:
            area = paint_amount(painter, QPointF(centre.x(), base_y + radius * 1.05), text, size, accent=accent)
        covered = area if covered.isNull() else covered.united(area)
    return covered


def bet_stacks(amount: Decimal, chips: tuple[Chip, ...]) -> tuple[tuple[Chip, int], ...]:
    """The columns ``paint_bet`` stands a bet in: (chip, count), largest chip first."""
    return _stacks(amount, tuple(chips))


@lru_cache(maxsize=1024)
def _stacks(amount: Decimal, chips: tuple[Chip, ...]) -> tuple[tuple[Chip, int], ...]:
    """A bet's stacks, largest chip first: worked out once per amount and chip set, not on
    every repaint of the felt it lies on."""
    try:
        breakdown = chip_breakdown(amount, chips)
    except (UnmakeableAmount, ValueError):
        breakdown = {}
    return tuple(sorted(breakdown.items(), key=lambda item: item[0].value, reverse=True))


def paint_amount(painter: QPainter, top_centre: QPointF, text: str, size: float, *,
                 accent: QColor | None = None, anchor_left: bool = False) -> QRectF:
    """A small dark pill with an amount in it, readable on any felt; ``top_centre`` is its
    top-left corner when ``anchor_left``. Returns the pill's rectangle."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = _font(size)
    painter.setFont(font)
    width = painter.fontMetrics().horizontalAdvance(text) + size * 0.9
    left = top_centre.x() if anchor_left else top_centre.x() - width / 2
    rect = QRectF(left, top_centre.y(), width, size * 1.45)
    painter.setPen(QPen(accent, max(1.0, size * 0.12)) if accent is not None else Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 175))
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    painter.setPen(QColor("#fff7d6"))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()
    return rect
