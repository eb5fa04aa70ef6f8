"""The draw table as a heatmap: the Banker's tableau (Banker total against the Player's third
card, or "Player stood") and the Player's row, each cell coloured by accuracy and marked with
the median answer time."""

from __future__ import annotations

import statistics
from collections.abc import Iterable

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from dealertrainer.training.panel_words import draw_cell_name, draw_cell_words
from dealertrainer.training.skill_ids import skill_id
from dealertrainer.ui.painted_items import Item, PaintedItems
from dealertrainer.ui.table.felt import font

__all__ = ["DrawTableHeatmap"]

COLUMNS = ("stood",) + tuple(str(n) for n in range(10))
ROWS = tuple(str(n) for n in range(8))
HEAD = (92.0, 30.0)  # the row labels' width, the column labels' height


class DrawTableHeatmap(QWidget):
    """Accuracy (colour) and median seconds (number) per cell of the draw table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cells: dict[tuple[str, str], tuple[int, int, float]] = {}
        self._target = 2.0
        self.setMinimumSize(560, 330)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setAccessibleName(self.tr("Draw table heatmap"))
        self.items = PaintedItems(self, "drawTableCell")
        self._place_items()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(760, 380)

    def set_answers(self, answers: Iterable[tuple[str, bool, float]], target_seconds: float = 2.0) -> None:
        """``answers``: (skill, correct, seconds) for every draw-table answer to count."""
        grouped: dict[tuple[str, str], list[tuple[bool, float]]] = {}
        for skill, correct, seconds in answers:
            key = skill_id(skill).draw_table_cell
            if key is not None:
                grouped.setdefault(key, []).append((correct, seconds))
        self._cells = {
            key: (len(items), sum(c for c, _ in items), statistics.median(s for _, s in items))
            for key, items in grouped.items()
        }
        self._target = target_seconds
        self._place_items()
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place_items()

    def _place_items(self) -> None:
        """Each cell of the draw table an accessible object, row by row, left to right."""
        items = []
        for row, column, rect in self._layout()[2]:
            answered, correct, median = self._cells.get((row, column), (0, 0, None))
            items.append(Item(draw_cell_name(row, column), draw_cell_words(answered, correct, median), rect))
        self.items.show(items)

    def _layout(self) -> tuple[list[tuple[str, float, float]], float, list[tuple[str, str, QRectF]]]:
        """Row labels (row, top, height), the legend's top, and each cell that exists with its rect."""
        head_w, head_h = HEAD
        rows = ("player", "natural player", "natural banker") + ROWS
        cell_w = (self.width() - head_w - 8) / len(COLUMNS)
        cell_h = min(38.0, (self.height() - head_h - 30) / (len(rows) + 0.4))
        labels, cells = [], []
        y = head_h
        for r, row in enumerate(rows):
            if r == 3:
                y += cell_h * 0.4
            labels.append((row, y, cell_h))
            for c, column in enumerate(COLUMNS):
                if _exists(row, column):
                    cells.append((row, column, QRectF(head_w + c * cell_w + 2, y + 2, cell_w - 4, cell_h - 4)))
            y += cell_h
        return labels, y, cells

    def cell(self, row: str, column: str) -> tuple[int, int, float] | None:
        return self._cells.get((row, column))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().windowText().color()
        head_w, head_h = HEAD
        cell_w = (self.width() - head_w - 8) / len(COLUMNS)
        p.setFont(font(12, True))
        p.setPen(text)
        p.drawText(QRectF(0, 0, head_w, head_h), Qt.AlignmentFlag.AlignCenter, self.tr("Total"))
        for c, column in enumerate(COLUMNS):
            label = self.tr("stood") if column == "stood" else column
            p.drawText(QRectF(head_w + c * cell_w, 0, cell_w, head_h), Qt.AlignmentFlag.AlignCenter, label)
        labels, y, cells = self._layout()
        for row, top, cell_h in labels:
            p.setPen(text)
            p.setFont(font(12, True))
            label = {
                "player": self.tr("Player"),
                "natural player": self.tr("Natural P"),
                "natural banker": self.tr("Natural B"),
            }.get(row, row)
            p.drawText(QRectF(0, top, head_w - 8, cell_h), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
        for row, column, rect in cells:
            self._paint_cell(p, rect, self._cells.get((row, column)))
        p.setFont(font(11))
        p.setPen(text)
        p.drawText(
            QRectF(0, y + 4, self.width(), 22),
            Qt.AlignmentFlag.AlignLeft,
            self.tr("Rows: the hand's total. Columns: the Player's third card. Colour: accuracy. Number: median seconds."),
        )
        p.end()

    def _paint_cell(self, p: QPainter, rect: QRectF, data: tuple[int, int, float] | None) -> None:
        if data is None:
            p.setPen(QColor(128, 128, 128, 90))
            p.setBrush(QColor(128, 128, 128, 35))
            p.drawRoundedRect(rect, 4, 4)
            return
        answered, correct, median = data
        accuracy = correct / answered
        colour = _blend(QColor("#c0392b"), QColor("#f1c40f"), QColor("#1e8449"), accuracy)
        if median > self._target:  # slow cells are paler: right but not yet automatic
            colour = colour.lighter(130)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawRoundedRect(rect, 4, 4)
        p.setPen(QColor("#ffffff") if accuracy < 0.5 or accuracy > 0.8 else QColor("#1b1b1b"))
        p.setFont(font(min(13.0, rect.height() * 0.42), True))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"{median:.1f}")


def _exists(row: str, column: str) -> bool:
    """Whether the draw table has this cell (the Player's row covers 0-7, naturals 8-9)."""
    if row == "player":
        return column.isdigit() and int(column) <= 7
    if row.startswith("natural"):
        return column in ("8", "9")
    return True


def _blend(low: QColor, mid: QColor, high: QColor, t: float) -> QColor:
    a, b, u = (low, mid, t * 2) if t < 0.5 else (mid, high, (t - 0.5) * 2)
    return QColor(
        round(a.red() + (b.red() - a.red()) * u),
        round(a.green() + (b.green() - a.green()) * u),
        round(a.blue() + (b.blue() - a.blue()) * u),
    )
