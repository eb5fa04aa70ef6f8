"""The payouts drill's table: the wager as chips on the spot it was bet on, on a piece of felt.

A payout question carries its bet as data: a ``TableView`` with the wager as a ``BetView``
on its spot and the hands that won it. A dealer sees that bet as chips on a printed spot, so
this widget draws it — a blackjack circle with the winning cards, the insurance line under
the dealer's blackjack, the banco box or the tie box between the Player and Banker hands, a
pair spot — with the wager stacked on it in the cached chip art. The printed felt is cached
per spot and size; the chips come from the chip pixmap cache.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from decimal import Decimal

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from dealertrainer.engine.money import DEFAULT_CHIPS, Chip, format_money
from dealertrainer.engine.places import BANKER, DEALER, PLAYER, Place
from dealertrainer.engine.chip_stacks import Stack
from dealertrainer.engine.steps import BetView, HandView, TableView
from dealertrainer.language import N_
from dealertrainer.training.panel_words import bet_words, stack_name, stack_words
from dealertrainer.ui.painted_items import Item, PaintedItems
from dealertrainer.ui.table.card_art import CARD_RATIO, paint_card
from dealertrainer.ui.table.chip_art import bet_stacks, chip_stack_area, paint_bet, paint_chip_stack
from dealertrainer.ui.table.felt import CHALK, GOLD, Layout, arc_text, font, paint_cloth
from dealertrainer.ui.table.signage import Signage

__all__ = ["HANDS_ONLY", "STACKS", "PrintedSpot", "SPOTS", "WagerFelt", "bet_on", "hands_only", "spot_for"]

W, H = 640.0, 300.0  # the piece of felt, in logical units
RED = "#e0574f"
BLUE = "#6fa8ff"
GREEN = "#7fe0a0"


@dataclass(frozen=True)
class PrintedSpot:
    """How a kind of bet is printed: its shape, its words and its colour."""

    shape: str  # "circle" (a blackjack betting circle or a pair spot), "line" (insurance), "box" (baccarat)
    title: str
    pays: str  # with the house's prices in braces ("{pair_pays}"), filled in from its ``Signage``
    colour: str = GOLD.name()  # the printing's colour, as "#rrggbb"
    bets: tuple[str, ...] = ()  # the BetView spots a wager printed this way may be on


def _t(text: str) -> str:
    """The felt's printed words in the language in force."""
    return QCoreApplication.translate("WagerFelt", text)


#: A pair spot printed with its side: its title and price line.
PAIR_SIDES = {"player pair": (N_("PLAYER PAIR"), N_("PLAYER PAIR PAYS {pair_pays} TO 1")),
              "banker pair": (N_("BANKER PAIR"), N_("BANKER PAIR PAYS {pair_pays} TO 1"))}
#: The hands' names printed beside a baccarat spot.
HAND_WORDS = {PLAYER: N_("PLAYER"), BANKER: N_("BANKER")}


#: Payout skill -> the spot its wager is on (its words marked N_(), printed through _t()).
SPOTS: dict[str, PrintedSpot] = {
    "blackjack.payout.3to2": PrintedSpot("circle", N_("BLACKJACK"), N_("BLACKJACK PAYS 3 TO 2"), bets=("wager",)),
    "blackjack.payout.6to5": PrintedSpot("circle", N_("BLACKJACK"), N_("BLACKJACK PAYS 6 TO 5"), bets=("wager",)),
    "blackjack.payout.even_money": PrintedSpot("circle", N_("BLACKJACK"), N_("EVEN MONEY AGAINST AN ACE"), bets=("wager",)),
    "blackjack.payout.insurance": PrintedSpot("line", N_("INSURANCE"), "{insurance}", bets=("insurance",)),
    "baccarat.payout.banco": PrintedSpot("box", N_("BANCO"), N_("BANCO PAYS 1 TO 1 LESS {commission} COMMISSION"), RED, ("banker",)),
    "baccarat.commission.box": PrintedSpot("box", N_("BANCO"), N_("{commission} COMMISSION TO THE BOX, UP TO {box_step}"), RED,
                                           ("banker",)),
    "baccarat.payout.no_commission": PrintedSpot("box", N_("BANCO"), N_("BANCO PAYS 1 TO 1 · NO COMMISSION"), RED, ("banker",)),
    "baccarat.payout.dragon7": PrintedSpot("box", N_("DRAGON 7"), N_("DRAGON 7 PAYS {dragon_seven_pays} TO 1"), RED, ("dragon 7",)),
    "baccarat.payout.panda8": PrintedSpot("box", N_("PANDA 8"), N_("PANDA 8 PAYS {panda_eight_pays} TO 1"), BLUE, ("panda 8",)),
    **{f"blackjack.payout.perfect_pairs.{hand}": PrintedSpot("circle", N_("PERFECT PAIRS"), N_("PERFECT PAIRS: {perfect_pairs_pays}"),
                                                             bets=("perfect pairs",))
       for hand in ("mixed", "coloured", "perfect")},
    **{f"blackjack.payout.21plus3.{hand}": PrintedSpot("circle", N_("21+3"), N_("21+3: {twenty_one_plus_three_pays}"), bets=("21+3",))
       for hand in ("flush", "straight", "three_of_a_kind", "straight_flush", "suited_trips")},
    "baccarat.payout.tie.8to1": PrintedSpot("box", N_("TIE"), N_("TIE PAYS 8 TO 1"), GREEN, ("tie",)),
    "baccarat.payout.tie.9to1": PrintedSpot("box", N_("TIE"), N_("TIE PAYS 9 TO 1"), GREEN, ("tie",)),
    "baccarat.payout.pair": PrintedSpot("circle", N_("PAIR"), N_("PAIR PAYS {pair_pays} TO 1"), BLUE, ("player pair", "banker pair")),
}


#: No spot at all: the piece of felt with only the hands on it (the draw table, totals).
HANDS_ONLY = PrintedSpot("none", "", "")
#: No spot: chips standing in stacks before the dealer (a pile to read, a wager to size into).
STACKS = PrintedSpot("none", "", "", bets=("stacks",))


def spot_for(skill: str, bet: str | None = None, signage: Signage = Signage()) -> PrintedSpot | None:
    """The printed spot of a payout skill with a wager on ``bet`` (a BetView spot), at the
    house's prices (``signage``), or None for a question that is not a payout or a bet that
    cannot lie on that spot. A pair spot is printed with its side ("PLAYER PAIR PAYS 11 TO 1")."""
    spot = SPOTS.get(skill)
    if spot is None or (bet is not None and bet not in spot.bets):
        return None
    title, pays = PAIR_SIDES.get(bet, (spot.title, spot.pays)) if len(spot.bets) > 1 else (spot.title, spot.pays)
    return replace(spot, title=_t(title), pays=_t(pays).format(**vars(signage)))


def hands_only(table: TableView | None) -> bool:
    """Whether ``table`` is a question's hands with nothing else: no bets, no commission, and
    only the Player and Banker hands or one blackjack hand."""
    if table is None or table.bets or table.commission or not table.hands:
        return False
    places = {hand.place for hand in table.hands}
    if table.game == "baccarat":
        return places <= {PLAYER, BANKER}
    return table.game == "blackjack" and len(places) == 1 and places <= {Place.at_seat(1), DEALER}


def bet_on(table: TableView | None) -> BetView | None:
    """The one wager a payout question's table holds, or None when it holds none (or several)."""
    if table is None or len(table.bets) != 1 or table.bets[0].amount <= 0:
        return None
    return table.bets[0]


class WagerFelt(QWidget):
    """One betting spot with a wager on it; ``show_bet`` sets it, ``clear`` empties it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("wagerFelt")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 100)  # a small window: the question above it keeps its lines
        self.setAccessibleName(self.tr("The bet on the table"))
        self.spot: PrintedSpot | None = None
        self.wager: Decimal | None = None
        self.hands: tuple[HandView, ...] = ()
        self.stacks: tuple[Stack, ...] = ()
        self.chips: tuple[Chip, ...] = DEFAULT_CHIPS
        self.signage = Signage()  # the house's prices, printed on the spots
        self._cache: dict[tuple, QPixmap] = {}
        self.items = PaintedItems(self, "wagerItem")

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(640, 300)

    def show_bet(self, skill: str, table: TableView | None, chips: tuple[Chip, ...] = DEFAULT_CHIPS) -> bool:
        """Put the wager of ``table`` on the spot of ``skill``, with the table's hands; returns
        False (and shows nothing) when the skill is not a payout or the table holds no wager
        on a spot of that payout."""
        bet = bet_on(table)
        spot = spot_for(skill, bet.spot, self.signage) if bet is not None else None
        if spot is None or bet is None or table is None:
            self.clear()
            return False
        self.spot, self.wager, self.chips = spot, bet.amount, tuple(chips) or DEFAULT_CHIPS
        self.hands = table.hands
        self.setToolTip(self.tr("%1 on %2").replace("%1", format_money(bet.amount)).replace("%2", spot.title.title()))
        self._place_items()
        self.update()
        return True

    def show_hands(self, table: TableView | None) -> bool:
        """Put the hands of a question with no bets on the felt (the Draw table and Totals drills:
        the Player and Banker hands, or one blackjack hand); returns False (and shows nothing)
        for a table that holds bets or hands of other places."""
        if not hands_only(table):
            self.clear()
            return False
        assert table is not None
        self.spot, self.wager, self.hands = HANDS_ONLY, None, table.hands
        self.setToolTip("")
        self._place_items()
        self.update()
        return True

    def show_stacks(self, table: TableView | None) -> bool:
        """Put a question's stacks of chips on the felt, each as tall as it is and no sum written
        (the pile's worth is often the question); returns False (and shows nothing) for a table
        with no stacks."""
        if table is None or not table.stacks:
            self.clear()
            return False
        self.spot, self.wager, self.hands, self.stacks = STACKS, None, (), table.stacks
        self.setToolTip("")
        self._place_items()
        self.update()
        return True

    def clear(self) -> None:
        self.spot = self.wager = None
        self.hands = ()
        self.stacks = ()
        self.setToolTip("")
        self._place_items()
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place_items()

    def _place_items(self) -> None:
        """One accessible object per thing the trainee reads: the spot with its chips, or each
        stack from the dealer's left (as he pays, first base to third); no pile's worth."""
        scale, dx, dy = self._transform()

        def placed(rect: QRectF) -> QRectF:
            return QRectF(dx + rect.left() * scale, dy + rect.top() * scale, rect.width() * scale, rect.height() * scale)

        items: list[Item] = []
        if self.spot is STACKS:
            items = [Item(stack_name(n), stack_words(stack), placed(area))
                     for n, (stack, area) in enumerate(zip(self.stacks, _stack_areas(self.stacks), strict=True), 1)]
        elif self.spot is not None and self.spot is not HANDS_ONLY and self.wager is not None:
            items = [Item(self.spot.title.title(), bet_words(self.wager, bet_stacks(self.wager, self.chips)[:BET_COLUMNS]),
                          placed(_spot_area(self.spot)))]
        self.items.show(items)

    # ------------------------------------------------------------------ painting
    def _transform(self) -> tuple[float, float, float]:
        scale = min(self.width() / W, self.height() / H)
        ratio = self.devicePixelRatioF() or 1.0
        dx = round((self.width() - W * scale) / 2 * ratio) / ratio
        dy = round((self.height() - H * scale) / 2 * ratio) / ratio
        return scale, dx, dy

    def _printed(self, spot: PrintedSpot, scale: float) -> QPixmap:
        ratio = self.devicePixelRatioF() or 1.0
        key = (spot, round(scale, 4), ratio)
        pixmap = self._cache.get(key)
        if pixmap is None:
            pixmap = QPixmap(math.ceil(W * scale * ratio), math.ceil(H * scale * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)  # the room shows round the felt's corners
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            painter.scale(scale, scale)
            _paint_spot(painter, spot)
            painter.end()
            if len(self._cache) > 24:
                self._cache.clear()
            self._cache[key] = pixmap
        return pixmap

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        if self.spot is None or (self.wager is None and self.spot not in (HANDS_ONLY, STACKS)):
            painter.end()
            return
        scale, dx, dy = self._transform()
        painter.drawPixmap(QPointF(dx, dy), self._printed(self.spot, scale))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.translate(dx, dy)
        painter.scale(scale, scale)
        if self.spot is STACKS:
            _paint_stacks(painter, self.stacks)
        else:
            _paint_play(painter, self.spot, self.wager, self.chips, self.hands)
        painter.end()


# ---------------------------------------------------------------------- the printed spot
BET_CENTRE = QPointF(W / 2, 186)
LINE_CENTRE = QPointF(W / 2, -250)  # the insurance line is an arc round the dealer's side, below his cards
LINE_BAND = (448.0, 520.0)
CARD_W = 58.0
BET_COLUMNS = 4  # a bet stands in at most this many columns (``paint_bet``'s default)


def _spot_area(spot: PrintedSpot) -> QRectF:
    """Where a printed spot is, in the felt's units."""
    if spot.shape == "line":
        return QRectF(W / 2 - 200, LINE_CENTRE.y() + LINE_BAND[0] - 20, 400, LINE_BAND[1] - LINE_BAND[0] + 20)
    if spot.shape == "box":
        return QRectF(BET_CENTRE.x() - 150, BET_CENTRE.y() - 70, 300, 140)
    return QRectF(BET_CENTRE.x() - 62, BET_CENTRE.y() - 62, 124, 124)


def _paint_spot(p: QPainter, spot: PrintedSpot) -> None:
    """The felt and the spot's printing (everything but the chips and the cards)."""
    colour = QColor(spot.colour)
    outline = QPainterPath()
    outline.addRoundedRect(QRectF(26, 24, W - 52, H - 48), 40, 40)
    paint_cloth(p, outline, QPointF(W / 2, H / 2), W / 2)
    p.setBrush(Qt.BrushStyle.NoBrush)
    if spot.shape == "none":
        return
    if spot.shape == "circle":
        p.setPen(QPen(colour, 3))
        p.drawEllipse(BET_CENTRE, 62, 62)
        p.setPen(QPen(colour, 1.2))
        p.drawEllipse(BET_CENTRE, 55, 55)
        arc_text(p, spot.pays, QPointF(W / 2, -330), 430, 90, 15 if len(spot.pays) <= 48 else 10, colour=colour)
    elif spot.shape == "line":  # the insurance band across the table, its words just above it
        arc_text(p, spot.pays, LINE_CENTRE, LINE_BAND[0] - 14, 90, 15, colour=colour)
        p.setPen(QPen(colour, 2))
        p.setClipPath(outline)  # the line is printed on the felt, not the rail
        for radius in LINE_BAND:
            p.drawArc(QRectF(LINE_CENTRE.x() - radius, LINE_CENTRE.y() - radius, 2 * radius, 2 * radius),
                      -52 * 16, -76 * 16)
        p.setClipping(False)
    else:
        box = QRectF(BET_CENTRE.x() - 150, BET_CENTRE.y() - 70, 300, 140)
        p.fillRect(box, QColor(0, 0, 0, 30))
        p.setPen(QPen(colour, 2.4))
        p.drawRoundedRect(box, 16, 16)
        p.setFont(font(26, True))
        p.drawText(QRectF(box.left(), box.top() + 4, box.width(), 34), Qt.AlignmentFlag.AlignCenter, spot.title)
        arc_text(p, spot.pays, QPointF(W / 2, -330), 430, 90, 15, colour=colour)


def _label(p: QPainter, centre: QPointF, text: str) -> None:
    p.save()
    p.setFont(font(12, True))
    p.setPen(CHALK)
    p.drawText(QRectF(centre.x() - 60, centre.y() - 10, 120, 20), Qt.AlignmentFlag.AlignCenter, text)
    p.restore()


def _paint_hand(p: QPainter, hand: HandView, left: float, top: float) -> None:
    for index, card in enumerate(hand.cards):
        paint_card(p, QRectF(left + index * 30, top, CARD_W, CARD_W * CARD_RATIO), card, face_down=hand.is_down(index))


def _paint_hands_only(p: QPainter, hands: tuple[HandView, ...]) -> None:
    """A question's hands, large, side by side: a baccarat third card lies sideways."""
    card_w = 66.0
    card_h = card_w * CARD_RATIO
    top = H / 2 - card_h / 2 + 12
    for index, hand in enumerate(hands):
        baccarat = hand.place in (PLAYER, BANKER)
        step = card_w + 6 if baccarat else 34.0
        places = Layout.hand_places(hand, QPointF(0, top), card_w, step, sideways_from=2 if baccarat else None)
        width = max(place.rect.right() for place in places)
        centre_x = W / 2 if len(hands) == 1 else (W / 4 + 10 if index == 0 else W * 3 / 4 - 10)
        for place in places:
            paint_card(p, place.rect.translated(centre_x - width / 2, 0), place.card,
                       face_down=place.face_down, sideways=place.sideways)
        if baccarat:
            _label(p, QPointF(centre_x, top - 18), _t(HAND_WORDS[hand.place]))


def _paint_play(p: QPainter, spot: PrintedSpot, wager: Decimal | None, chips: tuple[Chip, ...], hands: tuple[HandView, ...]) -> None:
    """The hands that won and the wager's chips on the spot."""
    if spot is HANDS_ONLY or wager is None:
        _paint_hands_only(p, hands)
        return
    card_h = CARD_W * CARD_RATIO
    for hand in hands:
        width = CARD_W + 30 * (len(hand.cards) - 1)
        if hand.place == DEALER and spot.shape == "line":  # top middle, above the insurance line
            _label(p, QPointF(W / 2 - width / 2 - 52, 36 + card_h / 2), QCoreApplication.translate("WagerFelt", "DEALER"))
            _paint_hand(p, hand, W / 2 - width / 2, 36)
        elif hand.place == DEALER:  # the dealer's side, top left
            _label(p, QPointF(112, 70), QCoreApplication.translate("WagerFelt", "DEALER"))
            _paint_hand(p, hand, 112 - CARD_W / 2, 84)
        elif hand.place in (PLAYER, BANKER):  # either side of the baccarat spot
            centre_x = 98.0 if hand.place == PLAYER else W - 98.0
            top = BET_CENTRE.y() - card_h / 2 + 4
            words = _t(HAND_WORDS[hand.place]) + (f" {hand.label}" if hand.label else "")
            _label(p, QPointF(centre_x, top - 16), words)
            _paint_hand(p, hand, centre_x - width / 2, top)
        else:  # the player's hand, beside the betting circle
            _paint_hand(p, hand, BET_CENTRE.x() + 92, BET_CENTRE.y() - card_h / 2 - 6)
    radius = 21.0
    if spot.shape == "line":  # on the band, between its two lines
        centre = QPointF(W / 2, LINE_CENTRE.y() + sum(LINE_BAND) / 2 - 18)
    else:
        centre = QPointF(BET_CENTRE.x(), BET_CENTRE.y() - (4 if spot.shape != "box" else -2))
    paint_bet(p, centre, radius, wager, chips)


def _stacks_layout(stacks: tuple[Stack, ...]) -> tuple[list[QPointF], float, float]:
    """Each stack's base, the chips' radius and thickness: side by side on one line."""
    radius = min(30.0, (560.0 / max(1, len(stacks)) - 8) / 2)
    gap = radius * 2 + 8
    left = W / 2 - gap * (len(stacks) - 1) / 2
    tallest = max((stack.count for stack in stacks), default=1)
    thickness = min(0.22, 170.0 / radius / max(1, tallest - 1))  # a full stack of 40 still fits
    return [QPointF(left + index * gap, H - 58) for index in range(len(stacks))], radius, thickness


def _stack_areas(stacks: tuple[Stack, ...]) -> list[QRectF]:
    bases, radius, thickness = _stacks_layout(stacks)
    return [chip_stack_area(base, radius, stack.count, most=stack.count, thickness=thickness)
            for base, stack in zip(bases, stacks, strict=True)]


def _paint_stacks(p: QPainter, stacks: tuple[Stack, ...]) -> None:
    """Stacks side by side on one line, largest chip on the left, every chip drawn so a stack is
    read by its height as at the table."""
    bases, radius, thickness = _stacks_layout(stacks)
    for base, stack in zip(bases, stacks, strict=True):
        paint_chip_stack(p, base, radius, stack.chip, stack.count, most=stack.count, thickness=thickness)
