"""The Mini Baccarat layout: nine seats, each with player, banker and tie spots and two
pair spots, numbered commission boxes in front of the dealer, and the player and banker
card areas, signed in English and Chinese (闲 player, 庄 banker, 和 tie)."""

from __future__ import annotations

import math
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from dealertrainer.engine.money import format_money
from dealertrainer.engine.places import BANKER, BURN, PLAYER
from dealertrainer.engine.steps import BetView, HandView, TableView
from dealertrainer.language import language_in_force
from dealertrainer.ui.table.chip_art import paint_amount, paint_bet
from dealertrainer.ui.table.felt import CHALK, GOLD, FELT_W, CardPlace, Layout, arc_text, around, chinese_ok, font, paint_half_round_cloth, polar

__all__ = ["BaccaratLayout"]

CENTRE = QPointF(FELT_W / 2, 18)
R_FELT = 600.0
BANDS = {"tie": (285.0, 345.0), "banker": (345.0, 415.0), "player": (415.0, 485.0)}
R_PAIRS = 507.0
R_SEAT = 548.0
FIRST_ANGLE, LAST_ANGLE = 17.0, 163.0
SEATS = 9
CARD_W = 60.0
CARD_STEP = CARD_W + 6
#: The card areas: two upright cards and the third lying sideways, over the hand's name.
PLAYER_BOX = QRectF(378, 34, 232, 120)
BANKER_BOX = QRectF(630, 34, 232, 120)
#: The burned cards, below the card areas and clear of every betting spot.
BURN_CARD_W = 50.0
BURN_TOP = 206.0
BOX_W, BOX_H = 56.0, 48.0
LABEL_DEPTH = 17.0  # how far in from a band's inner edge its name is printed
BOX_GAP = 6.0
LABELS = {"tie": ("TIE", "和"), "banker": ("BANKER", "庄"), "player": ("PLAYER", "闲")}
#: The same words as the Traditional edition's felts print them (Macau, Hong Kong, Taiwan).
TRADITIONAL = {"和": "和", "庄": "莊", "闲": "閒"}


def felt_chinese(word: str) -> str:
    """A bilingual box's Chinese word in the edition's script: Traditional in zh_TW, else Simplified."""
    return TRADITIONAL[word] if language_in_force() == "zh_TW" else word
SPOT_COLOUR = {"tie": QColor("#e9cf7d"), "banker": QColor("#ff8a80"), "player": QColor("#8ab4ff")}
PAIR_SPOTS = ("player pair", "banker pair")
#: The no-commission game's side bets, printed beside the seat's number where the house offers
#: them: Panda 8 (a Player win) on the Player's side, Dragon 7 (a Banker win) on the Banker's.
SIDE_SPOTS = {"panda 8": ("P8", 5.8, "player"), "dragon 7": ("D7", -5.8, "banker")}
SIDE_SPOT_R = 15.0
#: A bet's chips are accented in its side's colour.
_SIDE = {"player": "player", "player pair": "player", "banker": "banker", "banker pair": "banker",
         "panda 8": "player", "dragon 7": "banker"}


def seat_angle(seat: int) -> float:
    """Seat 1 sits at the dealer's left (the right of the picture)."""
    width = (LAST_ANGLE - FIRST_ANGLE) / SEATS
    return FIRST_ANGLE + width * (seat - 0.5)


def commission_box(seat: int) -> QRectF:
    """Boxes 1–5 to the right of the card areas, 6–9 to the left, numbered outward."""
    if seat <= 5:
        x = 1184 - BOX_W - (seat - 1) * (BOX_W + BOX_GAP)
    else:
        x = 1240 - 1184 + (9 - seat) * (BOX_W + BOX_GAP)
    return QRectF(x, 26, BOX_W, BOX_H)


class BaccaratLayout(Layout):
    game = "baccarat"
    seats = SEATS

    def seat_centre(self, seat: int) -> QPointF:
        return polar(CENTRE, R_SEAT, seat_angle(seat))

    def spot_centre(self, seat: int, spot: str) -> QPointF:
        angle = seat_angle(seat)
        if spot in BANDS:
            inner, outer = BANDS[spot]
            return polar(CENTRE, (inner + outer) / 2, angle)
        if spot in SIDE_SPOTS:
            return polar(CENTRE, R_SEAT, angle + SIDE_SPOTS[spot][1])
        offset = 4.2 if spot == "player pair" else -4.2
        return polar(CENTRE, R_PAIRS, angle + offset)

    def chip_place(self, seat: int, spot: str) -> QPointF:
        """Where a bet's chips stand on a spot: the outer part of a band (its name is printed
        along the inner edge), or on a pair circle's edge toward the seat."""
        if spot in SIDE_SPOTS:  # Dragon 7, Panda 8: on their circles
            return self.spot_centre(seat, spot)
        angle = seat_angle(seat)
        if spot in BANDS:
            inner, outer = BANDS[spot]
            return polar(CENTRE, inner + LABEL_DEPTH + (outer - inner - LABEL_DEPTH) * 0.4, angle - 2.2)
        if spot in PAIR_SPOTS:
            return self.spot_centre(seat, spot)
        return self.spot_centre(seat, "tie")

    def bet_place(self, bet: BetView) -> tuple[QPointF, float]:
        """Where a bet's chips stand and their radius: on its spot, or a payout beside the bet
        it pays (a side bet's outward of it, toward the felt's edge)."""
        angle = seat_angle(bet.seat)
        if bet.spot in SIDE_SPOTS:
            if bet.paid:
                return polar(CENTRE, R_SEAT + 24, angle + SIDE_SPOTS[bet.spot][1]), 10
            return self.chip_place(bet.seat, bet.spot), 12
        place = self.chip_place(bet.seat, bet.spot)
        pair = bet.spot in PAIR_SPOTS
        if bet.paid:  # on the spot's other side
            side = polar(CENTRE, math.hypot(place.x() - CENTRE.x(), place.y() - CENTRE.y()), angle + 4.6)
            return side, 12 if pair else 15
        return place, 12 if pair else 16 if bet.spot in BANDS else 17

    def seat_rect(self, seat: int) -> QRectF:
        """The seat's wedge of the layout, from the tie band to the rail."""
        width = (LAST_ANGLE - FIRST_ANGLE) / SEATS
        a0 = FIRST_ANGLE + width * (seat - 1)
        return _annulus(BANDS["tie"][0], R_FELT - 28, a0, a0 + width).boundingRect()

    def commission_rect(self, seat: int) -> QRectF:
        return commission_box(seat)

    def bet_rects(self, table: TableView) -> dict[BetView, QRectF]:
        return {bet: around(*self.bet_place(bet)) for bet in table.bets if 1 <= bet.seat <= SEATS and bet.amount > 0}

    def seat_at(self, point: QPointF) -> int | None:
        dx, dy = point.x() - CENTRE.x(), point.y() - CENTRE.y()
        radius = math.hypot(dx, dy)
        if not BANDS["tie"][0] <= radius <= R_FELT:
            return None
        angle = math.degrees(math.atan2(dy, dx))
        width = (LAST_ANGLE - FIRST_ANGLE) / SEATS
        index = math.floor((angle - FIRST_ANGLE) / width)
        return index + 1 if 0 <= index < SEATS else None

    def card_places(self, table: TableView) -> list[CardPlace]:
        places: list[CardPlace] = []
        for box, place in ((PLAYER_BOX, PLAYER), (BANKER_BOX, BANKER)):
            hand = table.hand(place)
            if hand and hand.cards:
                places += self.hand_places(hand, QPointF(box.left() + 8, box.top() + 8), CARD_W, CARD_STEP, sideways_from=2)
        burn = table.hand(BURN)
        if burn and burn.cards:
            # The face-up burn card whole, the ones burned face down fanned beside it.
            down = len(burn.cards) - 1
            step = min(22.0, 140.0 / max(1, down - 1))
            width = BURN_CARD_W + (6 + BURN_CARD_W + step * (down - 1) if down else 0)
            left = FELT_W / 2 - width / 2
            places += self.hand_places(HandView(BURN, burn.cards[:1], burn.face_down[:1]),
                                       QPointF(left, BURN_TOP), BURN_CARD_W, step)
            rest = HandView(BURN, burn.cards[1:], burn.face_down[1:])
            places += [replace(place, index=place.index + 1) for place in
                       self.hand_places(rest, QPointF(left + BURN_CARD_W + 6, BURN_TOP), BURN_CARD_W, step)]
        return places

    def printed_places(self) -> dict[str, QRectF]:
        places = {"player cards": PLAYER_BOX, "banker cards": BANKER_BOX}
        for seat in range(1, SEATS + 1):
            centre = self.seat_centre(seat)
            places[f"seat {seat}"] = QRectF(centre.x() - 21, centre.y() - 21, 42, 42)
            places[f"commission box {seat}"] = commission_box(seat)
            for spot in BANDS:
                places[f"seat {seat} {spot}"] = spot_path(seat, spot).boundingRect()
            for spot in ("player pair", "banker pair"):
                centre = self.spot_centre(seat, spot)
                places[f"seat {seat} {spot}"] = QRectF(centre.x() - 15, centre.y() - 15, 30, 30)
            for spot in self.signage.baccarat_side_spots:
                centre = self.spot_centre(seat, spot)
                r = SIDE_SPOT_R
                places[f"seat {seat} {spot}"] = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
        return places

    # The printed felt ---------------------------------------------------------------
    def paint_felt(self, p: QPainter) -> None:
        paint_half_round_cloth(p, CENTRE, R_FELT)
        chinese = chinese_ok()
        width = (LAST_ANGLE - FIRST_ANGLE) / SEATS
        line = QPen(GOLD, 2.2)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for name, (inner, outer) in BANDS.items():
            for seat in range(1, SEATS + 1):
                path = spot_path(seat, name)
                p.fillPath(path, QColor(0, 0, 0, 28))
                p.setPen(QPen(SPOT_COLOUR[name], 2.0))
                p.drawPath(path)
                english, chinese_word = LABELS[name]
                # The name along the spot's inner edge, so chips on the outer part leave it readable.
                words = f"{felt_chinese(chinese_word)} {english}" if chinese else english
                arc_text(p, words, CENTRE, inner + LABEL_DEPTH, seat_angle(seat), 12.5, colour=SPOT_COLOUR[name])
        p.setPen(line)
        for seat in range(1, SEATS + 1):
            angle = seat_angle(seat)
            for spot, text in (("player pair", QCoreApplication.translate("BaccaratFelt", "P\nPAIR")),
                               ("banker pair", QCoreApplication.translate("BaccaratFelt", "B\nPAIR"))):
                centre = self.spot_centre(seat, spot)
                p.setPen(QPen(SPOT_COLOUR["player" if spot == "player pair" else "banker"], 1.8))
                p.drawEllipse(centre, 15, 15)
                p.setFont(font(10, True))
                p.drawText(QRectF(centre.x() - 15, centre.y() - 15, 30, 30), Qt.AlignmentFlag.AlignCenter, text)
            for spot in self.signage.baccarat_side_spots:
                text, _, side = SIDE_SPOTS[spot]
                centre = self.spot_centre(seat, spot)
                p.setPen(QPen(SPOT_COLOUR[side], 1.8))
                p.drawEllipse(centre, SIDE_SPOT_R, SIDE_SPOT_R)
                p.setFont(font(11, True))
                box = QRectF(centre.x() - SIDE_SPOT_R, centre.y() - SIDE_SPOT_R, 2 * SIDE_SPOT_R, 2 * SIDE_SPOT_R)
                p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            centre = polar(CENTRE, R_SEAT, angle)
            p.setPen(QPen(GOLD, 2))
            p.setBrush(QColor(0, 0, 0, 50))
            p.drawEllipse(centre, 21, 21)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setFont(font(20, True))
            p.setPen(CHALK)
            p.drawText(QRectF(centre.x() - 21, centre.y() - 21, 42, 42), Qt.AlignmentFlag.AlignCenter, str(seat))
        s = self.signage
        arc_text(
            p,
            s.baccarat_odds,
            CENTRE,
            R_FELT - 16,
            90,
            12.5,
            colour=CHALK,
        )
        for box, word, chinese_word, colour in (
            (PLAYER_BOX, "PLAYER", "闲", SPOT_COLOUR["player"]),
            (BANKER_BOX, "BANKER", "庄", SPOT_COLOUR["banker"]),
        ):
            p.setPen(QPen(colour, 2.2))
            p.drawRoundedRect(box, 10, 10)
            p.setFont(font(15, True))
            title = f"{word}  {felt_chinese(chinese_word)}" if chinese else word
            p.drawText(QRectF(box.left(), box.bottom() - 26, box.width(), 24), Qt.AlignmentFlag.AlignCenter, title)
        p.setFont(font(11, True))
        for seat in range(1, SEATS + 1):
            box = commission_box(seat)
            p.setPen(QPen(GOLD, 1.6))
            p.drawRect(box)
            p.setPen(GOLD)
            p.drawText(QRectF(box.left() + 3, box.top() + 1, 20, 16), Qt.AlignmentFlag.AlignLeft, str(seat))
        p.setFont(font(11, True))
        p.setPen(GOLD)
        below = commission_box(1).bottom() + 3
        p.drawText(QRectF(commission_box(5).left(), below, commission_box(1).right() - commission_box(5).left(), 16),
                   Qt.AlignmentFlag.AlignCenter, s.commission_heading)
        p.drawText(QRectF(commission_box(9).left(), below, commission_box(6).right() - commission_box(9).left(), 16),
                   Qt.AlignmentFlag.AlignCenter, s.commission_heading)

    def _paint_side_bets(self, p: QPainter, table: TableView) -> None:
        """Dragon 7 and Panda 8 chips on their spots beside the seat's number, a payout outward
        of its bet, toward the felt's edge."""
        for bet in table.bets:
            if bet.spot not in SIDE_SPOTS or not 1 <= bet.seat <= SEATS or bet.amount <= 0:
                continue
            place, radius = self.bet_place(bet)
            if bet.paid:
                paint_bet(p, place, radius, bet.amount, amount_beside="left", columns=2, accent=GOLD, prefix="+")
                continue
            side = "left" if place.x() < self.seat_centre(bet.seat).x() else "right"
            paint_bet(p, place, radius, bet.amount, amount_beside=side, columns=2,
                      accent=SPOT_COLOUR[SIDE_SPOTS[bet.spot][2]])

    # The play on it -------------------------------------------------------------------
    def paint_play(self, p: QPainter, table: TableView, highlight: int | None) -> None:
        if highlight is not None and 1 <= highlight <= SEATS:
            width = (LAST_ANGLE - FIRST_ANGLE) / SEATS
            a0 = FIRST_ANGLE + width * (highlight - 1)
            path = _annulus(BANDS["tie"][0], R_FELT - 28, a0, a0 + width)
            p.fillPath(path, QColor(255, 236, 150, 40))
            p.setPen(QPen(QColor("#ffe082"), 3))
            p.drawPath(path)
        self.paint_cards(p, table)
        for box, place in ((PLAYER_BOX, PLAYER), (BANKER_BOX, BANKER)):
            hand = table.hand(place)
            if hand and hand.cards and hand.label:
                self.tag(p, QPointF(box.center().x(), box.bottom() + 16), hand.label, 15)
        burn = table.hand(BURN)
        if burn and burn.cards:
            self.label(p, QPointF(FELT_W / 2, BURN_TOP - 10), "BURN", 13)
        self._paint_side_bets(p, table)
        for bet in (b for b in table.bets if b.spot not in SIDE_SPOTS):  # the side bets' chips: above
            if 1 <= bet.seat <= SEATS and bet.amount > 0 and bet.paid:
                # The payout beside the bet it pays, on the spot's other side, marked "+".
                place, radius = self.bet_place(bet)
                paint_bet(p, place, radius, bet.amount, amount_beside="left", columns=2, accent=GOLD, prefix="+")
            elif 1 <= bet.seat <= SEATS and bet.amount > 0:
                pair = bet.spot in PAIR_SPOTS
                colour = SPOT_COLOUR[_SIDE.get(bet.spot, "tie")]
                place, radius = self.bet_place(bet)
                if bet.spot in BANDS:  # the amount on the spot's outer edge, clear of every printed name
                    paint_bet(p, place, radius, bet.amount, show_amount=False, columns=2)
                    self.band_amount(p, bet.seat, bet.spot, format_money(bet.amount), colour)
                    continue
                # A pair bet's amount goes on the side away from the seat's number.
                side = "left" if pair and place.x() < self.seat_centre(bet.seat).x() else "right"
                paint_bet(p, place, radius, bet.amount, amount_beside=side, columns=2, accent=colour)
        for seat, amount in table.commission:
            if 1 <= seat <= SEATS and amount:
                box = commission_box(seat)
                p.setPen(QColor("#fff7d6"))
                p.setFont(font(13, True))
                p.drawText(box.adjusted(0, 14, 0, 0), Qt.AlignmentFlag.AlignCenter, format_money(amount))


    @staticmethod
    def band_amount(p: QPainter, seat: int, spot: str, text: str, accent: QColor) -> QPainterPath:
        """A bet's amount in a pill across the outer edge of its spot, turned along the curve
        as the spot's name is: the names are printed along the bands' inner edges, so the pill
        covers none. Returns the outline the pill covers (in felt coordinates)."""
        angle = seat_angle(seat)
        size = 13.0
        p.save()
        at = polar(CENTRE, BANDS[spot][1] - 4, angle)  # on the spot's printed outline
        p.translate(at)
        p.rotate(angle - 90)
        rect = paint_amount(p, QPointF(0, -size * 1.45 / 2), text, size, accent=accent)
        covered = p.transform().map(_rect_path(rect))
        p.restore()
        return covered


def _rect_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(rect)
    return path


def spot_path(seat: int, spot: str) -> QPainterPath:
    """The printed outline of a seat's player, banker or tie spot."""
    width = (LAST_ANGLE - FIRST_ANGLE) / SEATS
    a0 = FIRST_ANGLE + width * (seat - 1)
    inner, outer = BANDS[spot]
    return _annulus(inner + 4, outer - 4, a0 + 0.9, a0 + width - 0.9)


def _annulus(inner: float, outer: float, a0: float, a1: float) -> QPainterPath:
    path = QPainterPath()
    outer_rect = QRectF(CENTRE.x() - outer, CENTRE.y() - outer, 2 * outer, 2 * outer)
    inner_rect = QRectF(CENTRE.x() - inner, CENTRE.y() - inner, 2 * inner, 2 * inner)
    path.arcMoveTo(outer_rect, -a0)
    path.arcTo(outer_rect, -a0, -(a1 - a0))
    path.arcTo(inner_rect, -a1, a1 - a0)
    path.closeSubpath()
    return path
