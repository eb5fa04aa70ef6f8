"""The Blackjack layout: seven betting circles on an arc (seat 1, first base, at the dealer's
left), the insurance line, the house's blackjack payout and the dealer's standing rule."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from dealertrainer.engine.money import DEFAULT_CHIPS
from dealertrainer.engine.places import DEALER, Role
from dealertrainer.engine.steps import BetView, HandView, TableView
from dealertrainer.ui.table.card_art import CARD_RATIO, sideways_box
from dealertrainer.ui.table.chip_art import CHIP_COLOURS, paint_bet
from dealertrainer.ui.table.felt import CHALK, FELT_W, GOLD, CardPlace, Layout, arc_text, around, font, paint_half_round_cloth, polar

__all__ = ["BlackjackLayout"]

CENTRE = QPointF(FELT_W / 2, 18)
R_FELT = 600.0
R_INSURANCE = (292.0, 336.0)
R_HAND = 392.0
R_CIRCLE = 474.0
R_NUMBER = 548.0
CIRCLE = 36.0
FIRST_ANGLE, LAST_ANGLE = 30.0, 150.0
SEATS = 7
CARD_W = 48.0
FAN_STEP = 15.0  # a seat's cards overlap, each this far right of the last (and 8 lower)
DEALER_TOP = 76.0
#: Where a split hand's bets stand below its cards: how far out from the circles' arc, and how
#: far along it (a double beside the wager, as at an unsplit seat; the payout in front of it).
SPLIT_SPOTS = {"wager": (-16.0, 0.0), "paid": (26.0, 0.0), "double": (-16.0, -40.0)}
#: The side-bet spots, printed on either side of the seat's number where the house offers them.
SIDE_SPOTS = {"perfect pairs": ("PP", 5.6), "21+3": ("21+3", -5.6)}
SIDE_SPOT_R = 15.0
#: The side bets' paytables, on plaques under the discard tray and the shoe.
SIDE_PLAQUES = (QRectF(40, 117, 200, 72), QRectF(1000, 117, 200, 72))


def seat_angle(seat: int) -> float:
    return FIRST_ANGLE + (LAST_ANGLE - FIRST_ANGLE) * (seat - 1) / (SEATS - 1)


class BlackjackLayout(Layout):
    game = "blackjack"
    seats = SEATS

    def seat_centre(self, seat: int) -> QPointF:
        return polar(CENTRE, R_CIRCLE, seat_angle(seat))

    def side_spot_centre(self, seat: int, spot: str) -> QPointF:
        """Where a side bet ("perfect pairs", "21+3") is printed at ``seat``: beside its number."""
        return polar(CENTRE, R_NUMBER, seat_angle(seat) + SIDE_SPOTS[spot][1])

    def seat_at(self, point: QPointF) -> int | None:
        dx, dy = point.x() - CENTRE.x(), point.y() - CENTRE.y()
        radius = math.hypot(dx, dy)
        if radius < R_INSURANCE[0]:
            return None
        angle = math.degrees(math.atan2(dy, dx))
        step = (LAST_ANGLE - FIRST_ANGLE) / (SEATS - 1)
        seat = round((angle - FIRST_ANGLE) / step) + 1
        return seat if 1 <= seat <= SEATS and abs(angle - seat_angle(seat)) < step / 2 else None

    def paint_felt(self, p: QPainter) -> None:
        paint_half_round_cloth(p, CENTRE, R_FELT)
        s = self.signage
        arc_text(p, s.blackjack_pays, CENTRE, 228, 90, 26, colour=GOLD)
        arc_text(p, s.dealer_rule, CENTRE, 262, 90, 14, colour=CHALK)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(GOLD, 2.2))
        for radius in R_INSURANCE:
            rect = QRectF(CENTRE.x() - radius, CENTRE.y() - radius, 2 * radius, 2 * radius)
            p.drawArc(rect, round(-20 * 16), round(-140 * 16))
        insurance = " · ".join(part for part in (s.insurance, s.blackjack_rounding) if part)
        arc_text(p, insurance, CENTRE, sum(R_INSURANCE) / 2, 90, 17, colour=GOLD)
        for seat in range(1, SEATS + 1):
            centre = self.seat_centre(seat)
            p.setPen(QPen(GOLD, 2.5))
            p.setBrush(QColor(0, 0, 0, 40))
            p.drawEllipse(centre, CIRCLE, CIRCLE)
            p.setPen(QPen(GOLD, 1))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(centre, CIRCLE - 5, CIRCLE - 5)
            number = polar(CENTRE, R_NUMBER, seat_angle(seat))
            p.setPen(CHALK)
            p.setFont(font(20, True))
            p.drawText(QRectF(number.x() - 30, number.y() - 14, 60, 28), Qt.AlignmentFlag.AlignCenter, str(seat))
            for spot in s.blackjack_side_spots:
                centre = self.side_spot_centre(seat, spot)
                p.setPen(QPen(GOLD, 1.8))
                p.setBrush(QColor(0, 0, 0, 40))
                p.drawEllipse(centre, SIDE_SPOT_R, SIDE_SPOT_R)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setFont(font(8.5, True))
                box = QRectF(centre.x() - SIDE_SPOT_R, centre.y() - SIDE_SPOT_R, 2 * SIDE_SPOT_R, 2 * SIDE_SPOT_R)
                p.drawText(box, Qt.AlignmentFlag.AlignCenter, SIDE_SPOTS[spot][0])
        for (title, lines), plaque in zip(s.blackjack_side_odds, SIDE_PLAQUES):
            p.setPen(GOLD)
            p.setFont(font(12, True))
            p.drawText(QRectF(plaque.left(), plaque.top(), plaque.width(), 15), Qt.AlignmentFlag.AlignCenter, title)
            p.setPen(CHALK)
            p.setFont(font(10, True))
            for row, line in enumerate(lines):
                p.drawText(QRectF(plaque.left(), plaque.top() + 15 + row * 11.5, plaque.width(), 11.5),
                           Qt.AlignmentFlag.AlignCenter, line)
        p.setPen(GOLD)
        p.setFont(font(12, True))
        p.drawText(QRectF(1040, 190, 150, 20), Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("BlackjackFelt", "FIRST BASE"))
        p.drawText(QRectF(50, 190, 150, 20), Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("BlackjackFelt", "THIRD BASE"))
        _paint_rack(p)
        if s.blackjack_shoe:  # a pitch game's deck is in the dealer's hand
            _paint_shoe(p)
        _paint_discard_tray(p)

    def paint_play(self, p: QPainter, table: TableView, highlight: int | None) -> None:
        if highlight is not None and 1 <= highlight <= SEATS:
            centre = self.seat_centre(highlight)
            p.setPen(QPen(QColor("#ffe082"), 4))
            p.setBrush(QColor(255, 236, 150, 45))
            p.drawEllipse(centre, CIRCLE + 9, CIRCLE + 9)
        self.paint_cards(p, table)
        dealer = table.hand(DEALER)
        if dealer and dealer.cards and dealer.label:
            self.tag(p, QPointF(FELT_W / 2, DEALER_TOP + CARD_W * 1.1 * CARD_RATIO + 18), dealer.label, 15)
        for hand, centre, top, _ in self._seat_hands(table):
            if hand.label:
                self.tag(p, QPointF(centre.x(), top - 14), hand.label, 14)
            if hand.folded:
                self.tag(p, QPointF(centre.x(), centre.y()), "OUT", 13, fill=QColor(210, 210, 210, 230))
        for bet, centre, radius, columns in self.bet_spots(table):
            if bet.paid:  # the payout beside the bet it pays, marked "+"
                paint_bet(p, centre, radius, bet.amount, columns=columns, accent=GOLD, prefix="+")
            else:
                paint_bet(p, centre, radius, bet.amount, columns=columns)

    def bet_spots(self, table: TableView) -> list[tuple[BetView, QPointF, float, int]]:
        """Each bet on the felt with where its chips stand, their radius and most columns: a
        wager in its circle, a double beside it, insurance on the line, a split hand's bets
        under that hand's cards, and a payout beside the bet it pays."""
        split_hands = self._split_hand_offsets(table)
        spots = []
        for bet in table.bets:
            if not 1 <= bet.seat <= SEATS or bet.amount <= 0:
                continue
            offset = split_hands.get((bet.seat, bet.hand or 0))
            if offset is not None and bet.spot != "insurance":  # under its own hand of a split seat
                spots.append((bet, self._split_bet_centre(bet, offset), 13.0 if bet.paid else 14.0, 2))
                continue
            angle = seat_angle(bet.seat)
            if bet.spot in SIDE_SPOTS:  # on its own spot; the payout beside it, toward the seat's number
                centre = self.side_spot_centre(bet.seat, bet.spot)
                if bet.paid:
                    centre = polar(CENTRE, R_NUMBER + 26, angle + SIDE_SPOTS[bet.spot][1])
                spots.append((bet, centre, 12.0, 2))
                continue
            if bet.paid:
                radius = sum(R_INSURANCE) / 2 - 6 if bet.spot == "insurance" else R_CIRCLE + 4
                spots.append((bet, polar(CENTRE, radius, angle + 9.5), 15.0, 2))
                continue
            if bet.spot == "insurance":
                centre = polar(CENTRE, sum(R_INSURANCE) / 2 - 6, angle)
            elif bet.spot == "wager" and bet.hand is None:
                centre = self.seat_centre(bet.seat)
            else:  # a double beside the circle
                centre = polar(CENTRE, R_CIRCLE + 14, angle - 8.5)
            spots.append((bet, QPointF(centre.x(), centre.y() - 6), 17.0, 4))
        return spots

    def _split_hand_offsets(self, table: TableView) -> dict[tuple[int, int], QPointF]:
        """(seat, hand) of each hand of a split seat still on the felt, and how far its cards
        lie from the seat's middle along the arc: its wager, double and payout go there too."""
        offsets = {}
        for hand, centre, _, _ in self._seat_hands(table):
            place = hand.place
            if place.seat is not None and place.hand is not None:
                middle = polar(CENTRE, R_HAND, seat_angle(place.seat))
                offsets[(place.seat, place.hand)] = centre - middle
        return offsets

    @staticmethod
    def _split_bet_centre(bet: BetView, offset: QPointF) -> QPointF:
        """Where a split hand's bet stands, below the hand's cards: the wager on the circles'
        arc, its double beside it, the payout in front of the wager it pays."""
        angle = seat_angle(bet.seat)
        out, along = SPLIT_SPOTS["paid" if bet.paid else bet.spot]
        tangent = QPointF(-math.sin(math.radians(angle)), math.cos(math.radians(angle)))
        return polar(CENTRE, R_CIRCLE + out, angle) + offset + tangent * along

    def _seat_hands(self, table: TableView) -> list[tuple[HandView, QPointF, float, float]]:
        """Each seat's hands with the point they are centred on, the top of their cards and
        the cards' width;
        split hands spread along the arc, the first to the dealer's left (screen right)."""
        seat_hands: dict[int, list[tuple[int, HandView]]] = {}
        for hand in table.hands:
            place = hand.place
            if place.role is Role.SEAT and place.seat is not None:
                seat_hands.setdefault(place.seat, []).append((place.number, hand))
        found = []
        for seat, hands in sorted(seat_hands.items()):
            hands.sort(key=lambda item: item[0])
            angle = seat_angle(seat)
            base = polar(CENTRE, R_HAND, angle)
            tangent = QPointF(-math.sin(math.radians(angle)), math.cos(math.radians(angle)))
            spread = 92.0 if len(hands) > 1 else 0.0
            for index, (_, hand) in enumerate(hands):
                shift = (index - (len(hands) - 1) / 2) * spread
                centre = QPointF(base.x() + shift * tangent.x(), base.y() + shift * tangent.y())
                width = self._card_width(len(hands))
                count = len(hand.cards)
                top = centre.y() - width * 0.7 - (count - 1) * 4
                found.append((hand, centre, top, width))
        return found

    @staticmethod
    def _card_width(hands: int) -> float:
        return CARD_W * 0.92 if hands > 1 else CARD_W

    def card_places(self, table: TableView) -> list[CardPlace]:
        places: list[CardPlace] = []
        dealer = table.hand(DEALER)
        if dealer and dealer.cards:
            width = CARD_W * 1.1
            step = width + 6
            origin = QPointF(FELT_W / 2 - (step * (len(dealer.cards) - 1) + width) / 2, DEALER_TOP)
            places += self.hand_places(dealer, origin, width, step)
        doubled = _doubled_hands(table)
        for hand, centre, top, width in self._seat_hands(table):
            upright = len(hand.cards)
            if (hand.place.seat, hand.place.number) in doubled and upright == 3:
                upright = 2  # the double card lies sideways across the two, as dealers place it
            fan = HandView(hand.place, hand.cards[:upright], hand.face_down[:upright])
            left = centre.x() - (width + FAN_STEP * (upright - 1)) / 2
            places += self.hand_places(fan, QPointF(left, top), width, FAN_STEP, drop=8)
            if upright < len(hand.cards):
                card_h = width * CARD_RATIO
                box = sideways_box(centre.x() - card_h / 2, top + card_h * 0.78, width)
                places.append(CardPlace(hand.place, 2, hand.cards[2], box, hand.is_down(2), True))
        return places

    def seat_rect(self, seat: int) -> QRectF:
        """The seat's betting circle."""
        return around(self.seat_centre(seat), CIRCLE)

    def bet_rects(self, table: TableView) -> dict[BetView, QRectF]:
        return {bet: around(centre, radius) for bet, centre, radius, _ in self.bet_spots(table)}

    def printed_places(self) -> dict[str, QRectF]:
        places = {}
        for seat in range(1, SEATS + 1):
            centre = self.seat_centre(seat)
            places[f"seat {seat}"] = QRectF(centre.x() - CIRCLE, centre.y() - CIRCLE, 2 * CIRCLE, 2 * CIRCLE)
            number = polar(CENTRE, R_NUMBER, seat_angle(seat))
            places[f"seat {seat} number"] = QRectF(number.x() - 14, number.y() - 14, 28, 28)
            for spot in self.signage.blackjack_side_spots:
                centre, r = self.side_spot_centre(seat, spot), SIDE_SPOT_R
                places[f"seat {seat} {spot}"] = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
        return places


def _doubled_hands(table: TableView) -> set[tuple[int, int]]:
    """(seat, hand) of every hand with a double down on it (hand 1 when the seat has not split)."""
    return {(bet.seat, bet.hand or 1) for bet in table.bets if bet.spot == "double" and not bet.paid and bet.amount > 0}


def _paint_rack(p: QPainter) -> None:
    """The dealer's chip rack, at the dealer's edge of the table."""
    rack = QRectF(FELT_W / 2 - 150, 20, 300, 40)
    p.setPen(QPen(QColor("#2a2a2a"), 2))
    p.setBrush(QColor("#4a4f55"))
    p.drawRoundedRect(rack, 6, 6)
    column = rack.width() / len(DEFAULT_CHIPS)
    for i, chip in enumerate(reversed(DEFAULT_CHIPS)):
        face = QColor(CHIP_COLOURS[chip.colour][0])
        cell = QRectF(rack.left() + i * column + 4, rack.top() + 5, column - 8, rack.height() - 10)
        p.setPen(QPen(face.darker(160), 1))
        p.setBrush(face)
        p.drawRoundedRect(cell, 4, 4)
        p.setPen(QPen(face.darker(140), 1))
        for k in range(1, 6):
            x = cell.left() + cell.width() * k / 6
            p.drawLine(QPointF(x, cell.top() + 1), QPointF(x, cell.bottom() - 1))


def _paint_shoe(p: QPainter) -> None:
    shoe = QRectF(980, 40, 96, 56)
    p.setPen(QPen(QColor("#111"), 2))
    p.setBrush(QColor("#26292d"))
    p.drawRoundedRect(shoe, 8, 8)
    p.setBrush(QColor("#8e1b25"))
    p.drawRoundedRect(QRectF(shoe.left() + 10, shoe.top() + 10, 50, 36), 4, 4)
    p.setPen(CHALK)
    p.setFont(font(11, True))
    p.drawText(QRectF(shoe.left(), shoe.bottom() + 2, shoe.width(), 16), Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("BlackjackFelt", "SHOE"))


def _paint_discard_tray(p: QPainter) -> None:
    tray = QRectF(164, 40, 96, 56)
    p.setPen(QPen(QColor("#111"), 2))
    p.setBrush(QColor("#26292d"))
    p.drawRoundedRect(tray, 8, 8)
    p.setPen(CHALK)
    p.setFont(font(11, True))
    p.drawText(QRectF(tray.left(), tray.bottom() + 2, tray.width(), 16), Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("BlackjackFelt", "DISCARDS"))
