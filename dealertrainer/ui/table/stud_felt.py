"""The Stud table: an oval poker table, the dealer at the top, seats round the rail with
their hole cards (face down) and upcards in dealing order; folded seats are dimmed."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from dealertrainer.engine.steps import HandView, TableView
from dealertrainer.ui.table.card_art import CARD_RATIO, paint_card
from dealertrainer.ui.table.chip_art import paint_bet
from dealertrainer.ui.table.felt import CHALK, FELT_W, GOLD, CardPlace, Layout, font, paint_cloth

__all__ = ["StudLayout"]

CENTRE = QPointF(FELT_W / 2, 352)
RX, RY = 575.0, 300.0
SEAT_PLACES = ((985, 172), (1062, 350), (975, 528), (760, 560), (480, 560), (265, 528), (178, 350), (255, 172))
# Nine or ten players (five-card stud) sit closer together.
CROWDED_PLACES = (
    (905, 150), (1065, 265), (1065, 445), (910, 565), (715, 585),
    (525, 585), (330, 565), (175, 445), (175, 265), (335, 150),
)
CARD_W = 44.0
STEP = 27.0
MAX_SEATS = 10


class StudLayout(Layout):
    game = "stud"

    def __init__(self, *args, seats: int = 8, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        if not 1 <= seats <= MAX_SEATS:
            raise ValueError(f"a stud table has 1 to {MAX_SEATS} seats, not {seats}")
        self.seats = seats

    def seat_centre(self, seat: int) -> QPointF:
        """Seat 1 at the dealer's left (upper right), round clockwise to seat 8 at the upper left."""
        x, y = (SEAT_PLACES if self.seats <= len(SEAT_PLACES) else CROWDED_PLACES)[seat - 1]
        return QPointF(x, y)

    def seat_at(self, point: QPointF) -> int | None:
        best, best_distance = None, 110.0
        for seat in range(1, self.seats + 1):
            centre = self.seat_centre(seat)
            distance = math.hypot(point.x() - centre.x(), point.y() - centre.y())
            if distance < best_distance:
                best, best_distance = seat, distance
        return best

    def paint_felt(self, p: QPainter) -> None:
        outline = QPainterPath()
        outline.addRoundedRect(QRectF(CENTRE.x() - RX, CENTRE.y() - RY, 2 * RX, 2 * RY), RY, RY)
        paint_cloth(p, outline, CENTRE, RX)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(GOLD, 2))
        inner = QRectF(CENTRE.x() - RX + 70, CENTRE.y() - RY + 60, 2 * RX - 140, 2 * RY - 120)
        p.drawRoundedRect(inner, RY - 60, RY - 60)
        p.setPen(QColor(233, 207, 125, 150))
        p.setFont(font(30, True))
        p.drawText(QRectF(CENTRE.x() - 200, CENTRE.y() + 40, 400, 40), Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("StudFelt", "STUD POKER"))
        p.setFont(font(13, True))
        p.drawText(QRectF(CENTRE.x() - 200, CENTRE.y() + 78, 400, 20), Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("StudFelt", "HIGH HAND SHOWING SPEAKS FIRST"))
        dealer = QRectF(CENTRE.x() - 70, CENTRE.y() - RY - 4, 140, 34)
        p.setPen(QPen(GOLD, 1.5))
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(dealer, 8, 8)
        p.setPen(CHALK)
        p.drawText(dealer, Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("StudFelt", "DEALER"))
        for seat in range(1, self.seats + 1):
            centre = self.seat_centre(seat)
            plate = self._plate(seat)
            p.setPen(QPen(GOLD, 1.5))
            p.setBrush(QColor(0, 0, 0, 55))
            p.drawRoundedRect(plate, 10, 10)
            p.setPen(CHALK)
            p.setFont(font(15, True))
            p.drawText(plate, Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("StudFelt", "SEAT {seat}").format(seat=seat))
            del centre

    def seat_rect(self, seat: int) -> QRectF:
        """The seat's place: its cards and name plate (the ring drawn round the seat asked about)."""
        centre = self.seat_centre(seat)
        return QRectF(centre.x() - 118, centre.y() - 70, 236, 150)

    def _hand_origin(self, hand: HandView) -> QPointF:
        """The top left of the seat's first card: the hand centred on the seat."""
        centre = self.seat_centre(hand.place.seat or 1)
        width = CARD_W + STEP * max(0, len(hand.cards) - 1)
        return QPointF(centre.x() - width / 2, centre.y() - CARD_W * CARD_RATIO / 2)

    def card_places(self, table: TableView) -> list[CardPlace]:
        places = []
        for hand in table.hands:
            seat = hand.place.seat
            if seat is None or not 1 <= seat <= self.seats:
                continue
            origin = self._hand_origin(hand)
            for index, card in enumerate(hand.cards):
                down = hand.is_down(index)
                # a hole card sits a little lower than the upcards, as dealt
                rect = QRectF(origin.x() + index * STEP, origin.y() + (8 if down else 0), CARD_W, CARD_W * CARD_RATIO)
                places.append(CardPlace(hand.place, index, card, rect, down))
        return places

    def _plate(self, seat: int) -> QRectF:
        """The seat's name plate, on the rail side of its cards."""
        centre = self.seat_centre(seat)
        below = CARD_W * CARD_RATIO / 2 + 24
        return QRectF(centre.x() - 46, centre.y() + below - 13, 92, 26)

    def paint_play(self, p: QPainter, table: TableView, highlight: int | None) -> None:
        if highlight is not None and 1 <= highlight <= self.seats:
            p.setPen(QPen(QColor("#ffe082"), 4))
            p.setBrush(QColor(255, 236, 150, 40))
            p.drawRoundedRect(self.seat_rect(highlight), 16, 16)
        cards = self.card_places(table)
        for hand in table.hands:
            seat = hand.place.seat
            if seat is None or not 1 <= seat <= self.seats:
                continue
            centre = self.seat_centre(seat)
            origin = self._hand_origin(hand)
            p.save()
            if hand.folded:
                p.setOpacity(0.35)
            for place in (c for c in cards if c.place == hand.place):
                paint_card(p, place.rect, place.card, face_down=place.face_down)
            p.restore()
            if hand.folded:
                self.tag(p, QPointF(centre.x(), centre.y()), QCoreApplication.translate("StudFelt", "FOLDED"), 14, fill=QColor(200, 200, 200, 235))
            elif hand.label:
                self.tag(p, QPointF(centre.x(), origin.y() - 16), hand.label, 14)
        for bet in table.bets:
            if bet.amount <= 0:
                continue
            if bet.seat == 0 or bet.spot == "pot":
                paint_bet(p, QPointF(CENTRE.x(), CENTRE.y() - 30), 19, bet.amount)
                self.label(p, QPointF(CENTRE.x(), CENTRE.y() - 78), "POT", 13, colour=GOLD)
            elif 1 <= bet.seat <= self.seats:
                seat_at = self.seat_centre(bet.seat)
                spot = QPointF(seat_at.x() + (CENTRE.x() - seat_at.x()) * 0.36, seat_at.y() + (CENTRE.y() - 20 - seat_at.y()) * 0.36)
                paint_bet(p, spot, 15, bet.amount)
