"""The table on screen: a widget that paints a game's felt layout and the cards and chips on it.

Each game has a ``Layout`` that knows where things are printed on its felt, in a fixed
logical coordinate space (1240 × 690 units). The canvas scales that space to fit the
widget, so the picture is vector-sharp at any size and density. The printed felt is cached
as a pixmap by the scale it is drawn at (and the screen's pixel ratio), not by the widget's
size: a table that grows taller or narrower without changing its scale keeps its felt, and
only cards and chips are painted on each update.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from dealertrainer.engine.cards import Card
from dealertrainer.engine.places import Place
from dealertrainer.engine.steps import BetView, HandView, TableView
from dealertrainer.training.felt_items import FeltItem
from dealertrainer.training.felt_words import felt_name, felt_words
from dealertrainer.ui.cjk_font import cjk_families, with_cjk_fallback
from dealertrainer.ui.table.card_art import CARD_RATIO, paint_card, sideways_box
from dealertrainer.ui.table.felt_spots import FeltSpots
from dealertrainer.ui.table.signage import Signage

__all__ = ["FELT_H", "FELT_W", "CardPlace", "Layout", "covering", "Signage", "TableCanvas", "arc_text", "font", "chinese_ok"]

FELT_W = 1240.0
FELT_H = 690.0
#: Room round the felt (logical units) for the rail, which is stroked outside the felt's edge.
FELT_MARGIN = 30.0
GOLD = QColor("#efd687")  # 4.6:1 on the felt (WCAG AA for text)
CHALK = QColor("#f4ecd2")
FELT = QColor("#0f6b3c")
FELT_EDGE = QColor("#07452a")


def font(size: float, bold: bool = False, family: str = "DejaVu Sans") -> QFont:
    f = with_cjk_fallback(QFont(family))
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    return f


_CHINESE_OK: bool | None = None


def chinese_ok() -> bool:
    """Whether a font can draw the Chinese signage (else it is left off): the bundled one
    (ui/cjk_font.py), or one on this machine."""
    global _CHINESE_OK
    if _CHINESE_OK is None:
        metrics = QFontMetricsF(QFont("DejaVu Sans"))
        _CHINESE_OK = (bundled_draws("闲庄和") or all(metrics.inFontUcs4(ord(ch)) for ch in "闲庄和")
                       or _fallback_has_cjk())
    return _CHINESE_OK


def bundled_draws(text: str) -> bool:
    """Whether one of the bundled Chinese faces has every character of ``text``."""
    return any(all(QFontMetricsF(QFont(family)).inFontUcs4(ord(ch)) for ch in text) for family in cjk_families())


def _fallback_has_cjk() -> bool:
    return bool(QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese))


def arc_text(painter: QPainter, text: str, centre: QPointF, radius: float, mid_angle: float, size: float, *, bold: bool = True, colour: QColor = GOLD) -> None:
    """Write ``text`` along a circle (angles in degrees, screen coordinates, 90 = straight down),
    reading left to right along the bottom of the circle."""
    painter.save()
    painter.setFont(font(size, bold))
    painter.setPen(colour)
    metrics = painter.fontMetrics()
    total = metrics.horizontalAdvance(text)
    # Text below the centre reads right-to-left in angle (angles decrease as x grows).
    angle = mid_angle + math.degrees(total / 2 / radius)
    for ch in text:
        advance = metrics.horizontalAdvance(ch)
        a = angle - math.degrees(advance / 2 / radius)
        rad = math.radians(a)
        painter.save()
        painter.translate(centre.x() + radius * math.cos(rad), centre.y() + radius * math.sin(rad))
        painter.rotate(a - 90)
        painter.drawText(QPointF(-advance / 2, size * 0.35), ch)
        painter.restore()
        angle -= math.degrees(advance / radius)
    painter.restore()


def polar(centre: QPointF, radius: float, angle: float) -> QPointF:
    rad = math.radians(angle)
    return QPointF(centre.x() + radius * math.cos(rad), centre.y() + radius * math.sin(rad))


@dataclass(frozen=True)
class CardPlace:
    """One card on the felt: whose, which, where (logical coordinates), and how it lies."""

    place: Place
    index: int
    card: Card
    rect: QRectF
    face_down: bool = False
    sideways: bool = False


def around(centre: QPointF, radius: float) -> QRectF:
    """The square round a circle of ``radius`` at ``centre``."""
    return QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)


def covering(places: list[CardPlace]) -> QRectF:
    """The area the cards in ``places`` cover together."""
    area = QRectF()
    for place in places:
        area = place.rect if area.isNull() else area.united(place.rect)
    return area


class Layout:
    """Where a game's things are on its felt. Subclasses paint the printed felt and the play."""

    game = ""

    def __init__(self, signage: Signage | None = None) -> None:
        self.signage = signage or Signage()

    def paint_felt(self, painter: QPainter) -> None:
        raise NotImplementedError

    def paint_play(self, painter: QPainter, table: TableView, highlight: int | None) -> None:
        raise NotImplementedError

    def seat_at(self, point: QPointF) -> int | None:
        """The seat whose place contains ``point`` (logical coordinates), if any."""
        return None

    def card_places(self, table: TableView) -> list[CardPlace]:
        """Where every card of ``table`` lies (logical coordinates), in painting order."""
        return []

    def printed_places(self) -> dict[str, QRectF]:
        """The printed things a trainee must see whole: seats, spots, boxes (logical coordinates)."""
        return {}

    #: How many seats the layout prints (each is a thing to click, empty or not).
    seats = 0

    def seat_rect(self, seat: int) -> QRectF | None:
        """The seat's place on the felt (logical coordinates)."""
        return None

    def bet_rects(self, table: TableView) -> dict[BetView, QRectF]:
        """Where each bet's chips stand (logical coordinates)."""
        return {}

    def commission_rect(self, seat: int) -> QRectF | None:
        """The seat's commission box, at a game that has them."""
        return None

    def item_rect(self, item: FeltItem, cards: list[CardPlace], bets: dict[BetView, QRectF]) -> QRectF | None:
        """Where ``item`` (one of ``felt_items``) lies, given the table's ``card_places`` and
        ``bet_rects``: None when it is not on the felt."""
        if item.kind == "card":
            return next((c.rect for c in cards if c.place == item.place and c.index == item.index), None)
        if item.kind == "hand":
            area = covering([c for c in cards if c.place == item.place])
            return None if area.isNull() else area
        if item.kind == "bet":
            return bets.get(item.bet) if item.bet is not None else None
        if item.seat is None:
            return None
        if item.kind == "commission":
            return self.commission_rect(item.seat)
        return self.seat_rect(item.seat)

    def paint_cards(self, painter: QPainter, table: TableView) -> None:
        for place in self.card_places(table):
            paint_card(painter, place.rect, place.card, face_down=place.face_down, sideways=place.sideways)

    # Shared helpers -------------------------------------------------------------------
    @staticmethod
    def hand_places(
        hand: HandView,
        origin: QPointF,
        card_w: float,
        step: float,
        *,
        sideways_from: int | None = None,
        drop: float = 0.0,
    ) -> list[CardPlace]:
        """Cards left to right from ``origin`` (top-left), overlapping by ``step`` and each
        ``drop`` lower than the last; a card at index ``sideways_from`` or later lies sideways
        beside them in its own landscape box (a baccarat third card, a blackjack double),
        centred on the upright cards."""
        card_h = card_w * CARD_RATIO
        x, y = origin.x(), origin.y()
        places = []
        for index, card in enumerate(hand.cards):
            sideways = sideways_from is not None and index >= sideways_from
            if sideways:
                rect = sideways_box(x + (card_w - step) + 4 if index else x, y + card_h / 2, card_w)
                x = rect.right() + 4
            else:
                rect = QRectF(x, y, card_w, card_h)
                x += step
            y += drop
            places.append(CardPlace(hand.place, index, card, rect, hand.is_down(index), sideways))
        return places

    @staticmethod
    def label(painter: QPainter, centre: QPointF, text: str, size: float = 17, colour: QColor = CHALK, bold: bool = True) -> None:
        painter.save()
        painter.setFont(font(size, bold))
        painter.setPen(colour)
        painter.drawText(QRectF(centre.x() - 300, centre.y() - size, 600, size * 2), Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()

    @staticmethod
    def tag(painter: QPainter, centre: QPointF, text: str, size: float = 16, *, fill: QColor | None = None) -> None:
        """A called total or announcement in a light pill beside a hand."""
        if not text:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(font(size, True))
        width = painter.fontMetrics().horizontalAdvance(text) + size
        rect = QRectF(centre.x() - width / 2, centre.y() - size * 0.8, width, size * 1.6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill or QColor(255, 248, 220, 235))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setPen(QColor("#1d1d1d"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()


def paint_half_round_cloth(painter: QPainter, centre: QPointF, radius: float) -> QPainterPath:
    """Rail and felt of a half-round table (baccarat, blackjack) hung from ``centre``; returns its outline."""
    outline = QPainterPath()
    outline.moveTo(centre.x() - radius, centre.y())
    outline.arcTo(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), 180, 180)
    outline.closeSubpath()
    paint_cloth(painter, outline, QPointF(centre.x(), centre.y() + 200), radius)
    return outline


def paint_cloth(painter: QPainter, outline, centre: QPointF, radius: float) -> None:
    """Rail and felt: ``outline`` is the felt's QPainterPath; the rail is stroked round it."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#3a2414"), 46, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(outline)
    painter.setPen(QPen(QColor("#5b3a21"), 30, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(outline)
    painter.setPen(QPen(QColor("#7a5130"), 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(outline)
    gradient = QRadialGradient(centre, radius)
    gradient.setColorAt(0.0, FELT.lighter(118))
    gradient.setColorAt(0.75, FELT)
    gradient.setColorAt(1.0, FELT_EDGE)
    painter.fillPath(outline, gradient)
    painter.restore()


class TableCanvas(QWidget):
    """Paints one table: the felt printing (cached) and the play on it."""

    seat_clicked = Signal(int)

    def __init__(self, layout: Layout, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = layout
        self._table = TableView(game=layout.game)
        self._highlight: int | None = None
        self._felt_cache: QPixmap | None = None
        self._felt_key: tuple[float, float] | None = None
        self.felt_renders = 0  # how many times the printed felt was drawn (not blitted)
        self._backdrop = QColor("#16181b")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 178)  # the felt scales to fit whole, down to a small window
        # Every pixel is painted (the room's colour, then the felt): the screens under the
        # canvas need not paint their backgrounds there first, on every repaint.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setAccessibleName(felt_name(layout.game))
        self.setAccessibleDescription(felt_words(self._table))
        self.spots = FeltSpots(self)  # each painted thing an accessible object of its own
        self.spots.show_table(layout, self._table, None)

    @property
    def table(self) -> TableView:
        return self._table

    @property
    def highlight(self) -> int | None:
        return self._highlight

    def set_table(self, table: TableView | None, highlight: int | None = None) -> None:
        self._table = table or TableView(game=self._layout.game)
        self._highlight = highlight
        # A screen reader reads the painted felt as words: the cards and bets, never a total.
        self.setAccessibleName(felt_name(self._table.game))
        self.setAccessibleDescription(felt_words(self._table))
        self.spots.show_table(self._layout, self._table, highlight)
        self.update()

    def set_backdrop(self, colour: QColor) -> None:
        self._backdrop = QColor(colour)
        self._felt_cache = None
        self.update()

    @property
    def signage(self) -> Signage:
        """The words printed on this felt."""
        return self._layout.signage

    def set_signage(self, signage: Signage) -> None:
        self._layout.signage = signage
        self._felt_cache = None
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        return QSize(992, 552)

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return round(width * FELT_H / FELT_W)

    def _transform(self) -> tuple[float, float, float]:
        """Scale and offset of the felt in the widget; offsets fall on whole device pixels,
        so the cached felt is blitted without resampling."""
        scale = min(self.width() / FELT_W, self.height() / FELT_H)
        ratio = self.devicePixelRatioF() or 1.0
        dx = round((self.width() - FELT_W * scale) / 2 * ratio) / ratio
        dy = round((self.height() - FELT_H * scale) / 2 * ratio) / ratio
        return scale, dx, dy

    def on_widget(self, rect: QRectF) -> QRect:
        """Where ``rect`` of the felt (logical coordinates) lies on this widget."""
        scale, dx, dy = self._transform()
        return QRect(round(rect.x() * scale + dx), round(rect.y() * scale + dy),
                     max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale)))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.spots.place()

    def _margin(self, scale: float) -> float:
        """The rail's room round the felt, in whole device pixels (so the blit stays aligned)."""
        ratio = self.devicePixelRatioF() or 1.0
        return math.ceil(FELT_MARGIN * scale * ratio) / ratio

    def _felt_pixmap(self, scale: float) -> QPixmap:
        """The printed felt (with its rail) at ``scale``, from the cache when it was drawn at
        this scale and pixel ratio before."""
        ratio = self.devicePixelRatioF() or 1.0
        key = (round(scale, 5), ratio)
        if self._felt_cache is None or self._felt_key != key:
            margin = self._margin(scale)
            pixmap = QPixmap(math.ceil((FELT_W * scale + 2 * margin) * ratio),
                             math.ceil((FELT_H * scale + 2 * margin) * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(self._backdrop)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            painter.translate(margin, margin)
            painter.scale(scale, scale)
            self._layout.paint_felt(painter)
            painter.end()
            self._felt_cache = pixmap
            self._felt_key = key
            self.felt_renders += 1
        return self._felt_cache

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        scale, dx, dy = self._transform()
        felt = self._felt_pixmap(scale)
        margin = self._margin(scale)
        painter.fillRect(self.rect(), self._backdrop)
        painter.drawPixmap(QPointF(dx - margin, dy - margin), felt)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.translate(dx, dy)
        painter.scale(scale, scale)
        self._layout.paint_play(painter, self._table, self._highlight)
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        scale, dx, dy = self._transform()
        pos = event.position()
        seat = self._layout.seat_at(QPointF((pos.x() - dx) / scale, (pos.y() - dy) / scale))
        if seat is not None:
            self.seat_clicked.emit(seat)
        super().mousePressEvent(event)

    def seat_position(self, seat: int) -> QPointF | None:
        """Where a seat is on the widget (for tests and tooltips)."""
        point = getattr(self._layout, "seat_centre", lambda s: None)(seat)
        if point is None:
            return None
        scale, dx, dy = self._transform()
        return QPointF(point.x() * scale + dx, point.y() * scale + dy)
