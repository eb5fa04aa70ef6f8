"""Playing cards painted by the app: crisp at any size, any screen density.

A face card is a rounded white card with the rank and suit in two corners and a large pip
(or the court letter) in the centre; a face-down card shows a patterned back. Everything is
vector painting with QPainter, so a card is as sharp on a 4K screen as in a screenshot.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen

from dealertrainer.engine.cards import Card, Rank
from dealertrainer.ui.table.pixmap_cache import paint_cached

__all__ = ["CARD_RATIO", "card_size", "paint_card", "paint_card_back", "sideways_box"]

CARD_RATIO = 3.5 / 2.5  # height over width of a poker-size card
RED = QColor("#c8102e")
BLACK = QColor("#15171a")
BACK_RED = QColor("#8e1b25")
BACK_LINE = QColor(255, 255, 255, 70)
FONT_FAMILY = "DejaVu Sans"


def card_size(width: float) -> tuple[float, float]:
    return width, width * CARD_RATIO


def sideways_box(left: float, centre_y: float, card_w: float) -> QRectF:
    """The landscape box of a card ``card_w`` wide lying sideways, from ``left``, centred on ``centre_y``."""
    return QRectF(left, centre_y - card_w / 2, card_w * CARD_RATIO, card_w)


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    font.setStyleHint(QFont.StyleHint.SansSerif)
    return font


def _outline(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    radius = rect.width() * 0.09
    path.addRoundedRect(rect, radius, radius)
    return path


def paint_card(painter: QPainter, rect: QRectF, card: Card, *, face_down: bool = False, sideways: bool = False) -> None:
    """Paint one card into ``rect``: the card's own box, upright, or landscape for a card that
    lies ``sideways`` (a baccarat third card, a blackjack double). A sideways card is the same
    card turned a quarter, so its index is as large as an upright card's.

    Drawn once per (card, face, size, device scale) and blitted from then on."""
    w, h = rect.width(), rect.height()
    pad = max(2.0, max(w, h) * 0.06)
    bounds = QRectF(-pad, -pad, w + 2 * pad, h + 2 * pad)
    key = ("card", None if face_down else card, face_down, sideways, round(w, 2), round(h, 2))
    paint_cached(painter, key, rect.topLeft(), bounds,
                 lambda p, at: _paint_card(p, QRectF(at.x(), at.y(), w, h), card, face_down=face_down, sideways=sideways))


def _paint_card(painter: QPainter, rect: QRectF, card: Card, *, face_down: bool = False, sideways: bool = False) -> None:
    if sideways:  # ``rect`` is landscape: an upright card of its height turned a quarter
        painter.save()
        centre = rect.center()
        painter.translate(centre)
        painter.rotate(90)
        upright = QRectF(-rect.height() / 2, -rect.width() / 2, rect.height(), rect.width())
        _paint_card(painter, upright, card, face_down=face_down)
        painter.restore()
        return
    if face_down:
        paint_card_back(painter, rect)
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _shadow(painter, rect)
    path = _outline(rect)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, QColor("#ffffff"))
    gradient.setColorAt(1, QColor("#eeeeea"))
    painter.fillPath(path, QBrush(gradient))
    painter.setPen(QPen(QColor("#8a8a86"), max(0.6, rect.width() * 0.012)))
    painter.drawPath(path)

    colour = RED if card.suit.is_red else BLACK
    painter.setPen(colour)
    w, h = rect.width(), rect.height()
    rank = card.rank.letter
    index_size = h * (0.20 if len(rank) == 1 else 0.175)
    corner = QRectF(rect.left() + w * 0.04, rect.top() + h * 0.025, w * 0.34, h * 0.22)
    suit_box = QRectF(corner.left(), corner.bottom() - h * 0.03, corner.width(), h * 0.17)
    for flip in (False, True):
        painter.save()
        if flip:
            painter.translate(rect.center())
            painter.rotate(180)
            painter.translate(-rect.center())
        painter.setFont(_font(index_size, bold=True))
        painter.drawText(corner, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, rank)
        painter.setFont(_font(h * 0.15))
        painter.drawText(suit_box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, card.suit.symbol)
        painter.restore()

    centre = QRectF(rect.left() + w * 0.2, rect.top() + h * 0.2, w * 0.6, h * 0.6)
    if card.rank >= Rank.JACK:
        frame = centre.adjusted(w * 0.02, h * 0.02, -w * 0.02, -h * 0.02)
        painter.setPen(QPen(QColor(colour.red(), colour.green(), colour.blue(), 110), max(0.5, w * 0.015)))
        painter.drawRoundedRect(frame, w * 0.04, w * 0.04)
        painter.setPen(colour)
        painter.setFont(QFont(_font(h * 0.30, bold=True)))
        painter.drawText(
            QRectF(frame.left(), frame.top(), frame.width(), frame.height() * 0.62),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
            card.rank.letter,
        )
        painter.setFont(_font(h * 0.2))
        painter.drawText(
            QRectF(frame.left(), frame.top() + frame.height() * 0.55, frame.width(), frame.height() * 0.45),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            card.suit.symbol,
        )
    else:
        size = h * (0.46 if card.rank is Rank.ACE else 0.38)
        painter.setFont(_font(size))
        painter.drawText(centre, Qt.AlignmentFlag.AlignCenter, card.suit.symbol)
    painter.restore()


def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    """The back of a card: a white border round a red lattice."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _shadow(painter, rect)
    path = _outline(rect)
    painter.fillPath(path, QColor("#fbfbf8"))
    painter.setPen(QPen(QColor("#8a8a86"), max(0.6, rect.width() * 0.012)))
    painter.drawPath(path)
    inner = rect.adjusted(rect.width() * 0.08, rect.width() * 0.08, -rect.width() * 0.08, -rect.width() * 0.08)
    inner_path = QPainterPath()
    inner_path.addRoundedRect(inner, rect.width() * 0.05, rect.width() * 0.05)
    painter.fillPath(inner_path, BACK_RED)
    painter.save()
    painter.setClipPath(inner_path)
    painter.setPen(QPen(BACK_LINE, max(0.5, rect.width() * 0.018)))
    step = rect.width() / 7
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x + inner.height(), inner.top()), QPointF(x, inner.bottom()))
        x += step
    painter.restore()
    painter.setPen(QPen(QColor(255, 255, 255, 160), max(0.5, rect.width() * 0.02)))
    painter.drawRoundedRect(inner.adjusted(step * 0.35, step * 0.35, -step * 0.35, -step * 0.35), 2, 2)
    painter.restore()


def _shadow(painter: QPainter, rect: QRectF) -> None:
    offset = max(0.8, rect.width() * 0.03)
    shadow = _outline(rect.translated(offset * 0.6, offset))
    painter.fillPath(shadow, QColor(0, 0, 0, 70))
