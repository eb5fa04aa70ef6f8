"""A chart of one value per day, painted by the app: a line with a dot per day, a titled value
axis, dates along the bottom and, if given, a dashed target line.

Progress draws accuracy and median time per day with it. It replaces Qt Charts, which Qt's
open-source edition offers under the GPL only, while the app is MIT and ships a bundle.
"""

from __future__ import annotations

import math
from datetime import datetime, timedelta

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPalette, QPen, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from dealertrainer.training.panel_words import day_words, value_words
from dealertrainer.ui.painted_items import Item, PaintedItems

__all__ = ["DayChart", "nice_ticks"]

GRID = QColor(128, 128, 128, 70)
DOT = 8.0  # a day's dot, in pixels across


def nice_ticks(low: float, high: float, most: int = 6) -> list[float]:
    """Ticks from ``low`` up to at least ``high`` at a round step (1, 2 or 5 times a power of
    ten), at most ``most`` intervals: 0, 2, 4, 6 for a top of 5.2."""
    if high <= low:
        high = low + 1
    rough = (high - low) / most
    power = 10 ** math.floor(math.log10(rough))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= rough)
    first = math.floor(low / step) * step
    count = math.ceil((high - first) / step - 1e-9)
    return [round(first + i * step, 10) for i in range(count + 1)]


class DayChart(QWidget):
    """Daily points as a line and dots; what is drawn is kept as plain data (``title``,
    ``points``, ``span``, ``ticks``, ``target``) for tests and accessibility."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.unit = ""
        self.points: list[tuple[datetime, float]] = []
        self.colour = QColor("#2f8f52")
        self.target: float | None = None
        self.span: tuple[float, float] = (0.0, 1.0)  # the value axis as drawn, padding included
        self.ticks: list[float] = []
        self.decimals = 0
        self.dates_drawn: list[tuple[str, QRectF]] = []  # the date labels as last painted, and where
        self.setMinimumHeight(200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.items = PaintedItems(self, "day")

    def sizeHint(self) -> QSize:
        return QSize(360, 240)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place_items()

    def _place_items(self) -> None:
        """Each day's dot an accessible object, from the first day: its date and its value."""
        plot = self._plot(QFontMetricsF(self.font()))
        if plot is None:
            self.items.show([])
            return
        self.items.show([Item(day_words(day), value_words(value, self.decimals, self.unit),
                              QRectF(point.x() - DOT, point.y() - DOT, 2 * DOT, 2 * DOT))
                         for (day, value), point in zip(self.points, self._placed(plot), strict=True)])

    def _plot(self, metrics: QFontMetricsF) -> QRectF | None:
        """The plotting area inside the axes' labels, or None when the widget is too small to plot."""
        line_height = metrics.height()
        lines = len(self.title.split("\n"))
        labels = [f"{tick:.{self.decimals}f}" for tick in self.ticks]
        widest_date = max(metrics.horizontalAdvance(_day_label(day)) for day in self.date_ticks())
        left = line_height + 6 + max((metrics.horizontalAdvance(label) for label in labels), default=0.0) + 6
        plot = QRectF(left, lines * line_height + 8, self.width() - left - widest_date / 2 - 4,
                      self.height() - lines * line_height - 8 - line_height - 8)
        return None if plot.width() < 20 or plot.height() < 20 else plot

    def _at(self, plot: QRectF, day: datetime, value: float) -> QPointF:
        start, end = self.days()
        seconds = max((end - start).total_seconds(), 1.0)
        low, high = self.span
        x = plot.left() + plot.width() * (day - start).total_seconds() / seconds
        y = plot.bottom() - plot.height() * (value - low) / (high - low)
        return QPointF(x, y)

    def _placed(self, plot: QRectF) -> list[QPointF]:
        return [self._at(plot, day, value) for day, value in self.points]

    def show_days(self, title: str, unit: str, points: list[tuple[datetime, float]], colour: QColor,
                  span: tuple[float, float], target: float | None = None, step: float | None = None) -> None:
        """Draw ``points`` (one per day) on a value axis over ``span``. With ``step`` the axis is
        ticked every ``step`` from ``span``'s low end and padded a little, so a dot at either end
        (0% or 100%) is drawn whole; without it the axis takes round ticks covering ``span``."""
        self.title, self.unit, self.points, self.colour, self.target = title, unit, list(points), colour, target
        low, high = span
        if step is None:
            self.ticks = nice_ticks(low, high)
            self.span = (self.ticks[0], self.ticks[-1])
            step = self.ticks[1] - self.ticks[0]
        else:
            count = int(round((high - low) / step))
            self.ticks = [low + i * step for i in range(count + 1)]
            pad = (high - low) * 0.04
            self.span = (low - pad, high + pad)
        self.decimals = 0 if step >= 1 else 1
        self.setAccessibleName(title.replace("\n", " "))
        self.setAccessibleDescription(", ".join(
            f"{_day_label(day)}: {value:.{self.decimals}f} {unit}" for day, value in self.points))
        self._place_items()
        self.update()

    # ------------------------------------------------------------------ painting
    def days(self) -> tuple[datetime, datetime]:
        """The date axis: a day before the first point to a day after the last."""
        first = self.points[0][0] if self.points else datetime.now()
        last = self.points[-1][0] if self.points else first
        return first - timedelta(days=1), last + timedelta(days=1)

    def date_ticks(self, most: int = 5) -> list[datetime]:
        """Dates to label: three to five (no more than ``most``, at least two), spread evenly over the axis."""
        start, end = self.days()
        count = max(2, min(5, most, max(3, len(self.points) + 2)))
        return [start + (end - start) * (i / (count - 1)) for i in range(count)]

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().color(QPalette.ColorRole.WindowText)
        metrics = QFontMetricsF(self.font())
        line_height = metrics.height()

        title_font = self.font()
        title_font.setBold(True)
        painter.setFont(title_font)
        title_lines = self.title.split("\n")
        painter.setPen(text)
        for i, line in enumerate(title_lines):
            painter.drawText(QRectF(0, i * line_height, self.width(), line_height),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, line)
        painter.setFont(self.font())

        labels = [f"{tick:.{self.decimals}f}" for tick in self.ticks]
        dates = self.date_ticks()
        date_labels = [_day_label(day) for day in dates]
        left = line_height + 6 + max(metrics.horizontalAdvance(label) for label in labels) + 6
        plot = self._plot(metrics)
        if plot is None:
            return
        # as many dates as fit side by side with a gap between them (a Chinese date is wider: "11月19日")
        widest_date = max(metrics.horizontalAdvance(label) for label in date_labels)
        fit = int(plot.width() // (widest_date + metrics.horizontalAdvance("   "))) + 1
        if fit < len(dates):
            dates = self.date_ticks(most=fit)
            date_labels = [_day_label(day) for day in dates]
        start, end = self.days()
        low = self.span[0]

        def at(day: datetime, value: float) -> QPointF:
            return self._at(plot, day, value)

        # the value axis: grid lines and labels, the unit written up the side
        for tick, label in zip(self.ticks, labels, strict=True):
            y = at(start, tick).y()
            painter.setPen(QPen(GRID, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            painter.drawText(QRectF(line_height + 6, y - line_height / 2, left - line_height - 12, line_height),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
        painter.save()
        painter.translate(0, plot.center().y())
        painter.rotate(-90)
        painter.drawText(QRectF(-plot.height() / 2, 0, plot.height(), line_height),
                         Qt.AlignmentFlag.AlignCenter, self.unit)
        painter.restore()

        # the date axis
        painter.setPen(QPen(GRID, 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.topLeft(), plot.bottomLeft())
        painter.setPen(text)
        self.dates_drawn = []
        for day, label in zip(dates, date_labels, strict=True):
            x = at(day, low).x()
            width = metrics.horizontalAdvance(label) + 4
            place = QRectF(x - width / 2, plot.bottom() + 4, width, line_height)
            painter.drawText(place, Qt.AlignmentFlag.AlignCenter, label)
            self.dates_drawn.append((label, place))

        if self.target is not None:
            pen = QPen(QColor("#b8453d"), 1.6)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawLine(at(start, self.target), at(end, self.target))

        placed = self._placed(plot)
        painter.setPen(QPen(self.colour, 2.5))
        for a, b in zip(placed, placed[1:]):
            painter.drawLine(a, b)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        for point in placed:
            painter.drawEllipse(point, DOT / 2, DOT / 2)


def _day_label(day: datetime) -> str:
    """A date as short as a chart wants it, as the language in force writes it: "14 Nov", "11月14日"."""
    return day_words(day)
