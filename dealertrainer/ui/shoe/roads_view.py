"""The Mini Baccarat scoreboard, drawn the way the display above a casino table draws it.

- Bead plate: a filled disc per coup (red Banker, blue Player, green Tie) with the hand's
  letter, filled down six rows then across; small dots mark a Banker pair (red, top left)
  and a Player pair (blue, bottom right).
- Big road: hollow rings, a new column when the winner changes; a tie is a green slash
  across the last ring (with the count when there are several); long streaks turn right
  along the bottom (the dragon tail), as laid out by ``engine.baccarat.roads``.
- Big eye boy (hollow rings), small road (filled dots) and cockroach pig (slashes) in
  half-size cells, red or blue.

The view only draws: every position comes from the engine's ``Scoreboard``. When a road
has more columns than fit, the newest are shown, as a display scrolls.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from dealertrainer.engine.baccarat.coup import Coup, Winner
from dealertrainer.engine.baccarat.roads import BeadCell, RoadCell, Scoreboard, scoreboard
from dealertrainer.language import _
from dealertrainer.training.panel_words import ROAD_NAMES, road_words
from dealertrainer.ui.painted_items import Item, PaintedItems

__all__ = ["RoadsView", "ROAD_COLOURS"]

FELT = QColor("#0c4a2b")
FELT_LINE = QColor(255, 255, 255, 38)
CHALK = QColor("#f4ecd2")
ROAD_COLOURS = {
    "banker": QColor("#e23b3b"),
    "player": QColor("#3f8cff"),
    "tie": QColor("#39c36e"),
    "red": QColor("#e23b3b"),
    "blue": QColor("#3f8cff"),
}
ROWS = 6
CAPTION = 15.0  # height of a road's caption strip, in pixels
GAP = 6.0


def _font(size: float, bold: bool = True) -> QFont:
    return _sized_font(max(1, round(size)), bold)


@lru_cache(maxsize=64)
def _sized_font(pixels: int, bold: bool) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


class RoadsView(QWidget):
    """All five roads of the current shoe; call ``set_results`` after every coup."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RoadsView")
        self.board: Scoreboard = scoreboard([])
        self.counts = {w: 0 for w in Winner}
        self.pairs = (0, 0)  # banker pairs, player pairs
        self._grid_pixmap: QPixmap | None = None
        self._grid_key: tuple[int, int, float] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumSize(240, 240)
        self.setAccessibleName(self.tr("Scoreboard"))
        self.items = PaintedItems(self, "road")
        self._place_items()

    def sizeHint(self) -> QSize:
        return QSize(360, 380)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        cell = self._cell(width)
        return round(2 * (CAPTION + ROWS * cell) + 2 * (CAPTION + ROWS * cell / 2) + 4 * GAP + 2)

    @staticmethod
    def _cell(width: float) -> float:
        return max(10.0, min(26.0, (width - 2) / 22))

    def set_results(self, results: Sequence[Coup | Winner | str]) -> None:
        """Redraw from the shoe's results so far (coups, or winners)."""
        self.board = scoreboard(list(results))
        self.counts = {w: sum(1 for c in self.board.bead_plate if c.winner is w) for w in Winner}
        self.pairs = (
            sum(c.banker_pair for c in self.board.bead_plate),
            sum(c.player_pair for c in self.board.bead_plate),
        )
        self.setToolTip(self._summary())
        self._place_items()
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place_items()

    def _place_items(self) -> None:
        """Each road an accessible object, top to bottom as painted, its results in reading order;
        then the counts box beside the cockroach pig."""
        board = self.board
        cells = {"bead plate": board.bead_plate, "big road": board.big_road, "big eye boy": board.big_eye_boy,
                 "small road": board.small_road, "cockroach pig": board.cockroach_pig}
        roads = self._roads()
        pig, small = roads[-1][0], roads[3][0]
        totals = Item(self.tr("Results so far"), self._summary(),
                      QRectF(pig.right() + GAP, pig.top(), small.width(), pig.height()))
        self.items.show([Item(_(ROAD_NAMES[key]), road_words(key, cells[key]), road[0])
                         for key, road in zip(cells, roads, strict=True)] + [totals])

    def _summary(self) -> str:
        return self.tr("Banker %1 · Player %2 · Tie %3 · Banker pairs %4 · Player pairs %5").replace(
            "%1", str(self.counts[Winner.BANKER])).replace("%2", str(self.counts[Winner.PLAYER])).replace(
            "%3", str(self.counts[Winner.TIE])).replace("%4", str(self.pairs[0])).replace("%5", str(self.pairs[1]))

    # ------------------------------------------------------------------ painting
    def _roads(self) -> list[tuple[QRectF, str, float, Callable[..., None], Sequence[Any]]]:
        """Each road's panel, caption, cell size, mark painter and cells, top to bottom."""
        width = float(self.width())
        cell = self._cell(width)
        half = cell / 2
        bead = QRectF(0, 0, width, CAPTION + ROWS * cell)
        big = QRectF(0, bead.bottom() + GAP, width, CAPTION + ROWS * cell)
        left = QRectF(0, big.bottom() + GAP, (width - GAP) / 2, CAPTION + ROWS * half)
        right = QRectF(left.right() + GAP, left.top(), width - left.width() - GAP, left.height())
        pig = QRectF(0, left.bottom() + GAP, left.width(), left.height())
        return [
            (bead, self.tr("Bead plate"), cell, self._paint_bead, self.board.bead_plate),
            (big, self.tr("Big road"), cell, self._paint_big, self.board.big_road),
            (left, self.tr("Big eye boy"), half, self._paint_ring, self.board.big_eye_boy),
            (right, self.tr("Small road"), half, self._paint_dot, self.board.small_road),
            (pig, self.tr("Cockroach pig"), half, self._paint_slash, self.board.cockroach_pig),
        ]

    def paintEvent(self, event: QPaintEvent) -> None:
        roads = self._roads()
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._grids(roads))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for rect, _title, cell, paint_one, cells in roads:
            self._marks(painter, rect, cell, paint_one, cells)
        pig = roads[-1][0]
        self._paint_counts(painter, QRectF(pig.right() + GAP, pig.top(), roads[3][0].width(), pig.height()))
        painter.end()

    def _grids(self, roads) -> QPixmap:
        """The panels, captions and ruled grids: the same for every coup, so drawn once per size."""
        ratio = self.devicePixelRatioF() or 1.0
        key = (self.width(), self.height(), ratio)
        if self._grid_key != key or self._grid_pixmap is None:
            pixmap = QPixmap(max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio)))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            for rect, title, cell, _paint_one, _cells in roads:
                self._panel(painter, rect, title, cell)
            pig, small = roads[-1][0], roads[3][0]
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(FELT)
            painter.drawRoundedRect(QRectF(pig.right() + GAP, pig.top(), small.width(), pig.height()), 5, 5)
            painter.end()
            self._grid_pixmap = pixmap
            self._grid_key = key
        return self._grid_pixmap

    @staticmethod
    def _grid(rect: QRectF, cell: float) -> tuple[QRectF, int]:
        grid = QRectF(rect.left() + 1, rect.top() + CAPTION, rect.width() - 2, ROWS * cell)
        return grid, max(1, int(grid.width() // cell))

    def _panel(self, painter: QPainter, rect: QRectF, title: str, cell: float) -> None:
        """A felt panel with a caption and a ruled grid."""
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(FELT)
        painter.drawRoundedRect(rect, 5, 5)
        painter.setPen(CHALK)
        painter.setFont(_font(10))
        painter.drawText(QRectF(rect.left() + 6, rect.top(), rect.width() - 12, CAPTION),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title.upper())
        grid, columns = self._grid(rect, cell)
        painter.setPen(QPen(FELT_LINE, 1))
        for c in range(columns + 1):
            x = grid.left() + c * cell
            painter.drawLine(QPointF(x, grid.top()), QPointF(x, grid.bottom()))
        for r in range(ROWS + 1):
            yy = grid.top() + r * cell
            painter.drawLine(QPointF(grid.left(), yy), QPointF(grid.left() + columns * cell, yy))

    def _marks(self, painter: QPainter, rect: QRectF, cell: float, paint_one, cells) -> None:
        """A road's marks; the newest columns when they do not all fit."""
        grid, columns = self._grid(rect, cell)
        last = max((c.col for c in cells), default=-1)
        first = max(0, last + 2 - columns)  # keep one empty column for the next mark
        for item in cells:
            if item.col < first:
                continue
            box = QRectF(grid.left() + (item.col - first) * cell, grid.top() + item.row * cell, cell, cell)
            paint_one(painter, box.adjusted(1.5, 1.5, -1.5, -1.5), item)

    @staticmethod
    def _pair_dots(painter: QPainter, box: QRectF, banker_pair: bool, player_pair: bool) -> None:
        r = max(1.8, box.width() * 0.13)
        painter.setPen(QPen(CHALK, 0.8))
        if banker_pair:
            painter.setBrush(ROAD_COLOURS["banker"])
            painter.drawEllipse(QPointF(box.left() + r, box.top() + r), r, r)
        if player_pair:
            painter.setBrush(ROAD_COLOURS["player"])
            painter.drawEllipse(QPointF(box.right() - r, box.bottom() - r), r, r)

    def _paint_bead(self, painter: QPainter, box: QRectF, cell: BeadCell) -> None:
        colour = ROAD_COLOURS[cell.winner.value]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawEllipse(box)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(_font(box.height() * 0.55))
        letter = {Winner.BANKER: self.tr("B"), Winner.PLAYER: self.tr("P"), Winner.TIE: self.tr("T")}[cell.winner]
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, letter)
        self._pair_dots(painter, box, cell.banker_pair, cell.player_pair)

    def _paint_big(self, painter: QPainter, box: QRectF, cell: RoadCell) -> None:
        ring = box.adjusted(1, 1, -1, -1)
        if cell.mark != Winner.TIE.value:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(ROAD_COLOURS[cell.mark], max(1.8, box.width() * 0.14)))
            painter.drawEllipse(ring)
        if cell.ties:
            painter.setPen(QPen(ROAD_COLOURS["tie"], max(1.8, box.width() * 0.13)))
            painter.drawLine(ring.bottomLeft(), ring.topRight())
            if cell.ties > 1:
                painter.setPen(CHALK)
                painter.setFont(_font(box.height() * 0.5))
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(cell.ties))
        self._pair_dots(painter, box, cell.banker_pair, cell.player_pair)

    @staticmethod
    def _paint_ring(painter: QPainter, box: QRectF, cell: RoadCell) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(ROAD_COLOURS[cell.mark], max(1.4, box.width() * 0.16)))
        painter.drawEllipse(box.adjusted(0.5, 0.5, -0.5, -0.5))

    @staticmethod
    def _paint_dot(painter: QPainter, box: QRectF, cell: RoadCell) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ROAD_COLOURS[cell.mark])
        painter.drawEllipse(box)

    @staticmethod
    def _paint_slash(painter: QPainter, box: QRectF, cell: RoadCell) -> None:
        painter.setPen(QPen(ROAD_COLOURS[cell.mark], max(1.6, box.width() * 0.2)))
        painter.drawLine(box.bottomLeft(), box.topRight())

    def _paint_counts(self, painter: QPainter, rect: QRectF) -> None:
        rows = [
            (self.tr("Banker"), self.counts[Winner.BANKER], ROAD_COLOURS["banker"]),
            (self.tr("Player"), self.counts[Winner.PLAYER], ROAD_COLOURS["player"]),
            (self.tr("Tie"), self.counts[Winner.TIE], ROAD_COLOURS["tie"]),
            (self.tr("Pairs B / P"), f"{self.pairs[0]} / {self.pairs[1]}", CHALK),
        ]
        line = rect.height() / (len(rows) + 0.4)
        size = min(13.0, line * 0.62)
        for i, (label, value, colour) in enumerate(rows):
            row = QRectF(rect.left() + 8, rect.top() + line * (0.2 + i), rect.width() - 16, line)
            painter.setBrush(colour)
            painter.setPen(Qt.PenStyle.NoPen)
            dot = size * 0.36
            painter.drawEllipse(QPointF(row.left() + dot, row.center().y()), dot, dot)
            painter.setPen(CHALK)
            painter.setFont(_font(size, bold=False))
            painter.drawText(row.adjusted(dot * 2 + 6, 0, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
            painter.setFont(_font(size))
            painter.drawText(row, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(value))
