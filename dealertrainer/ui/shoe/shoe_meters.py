"""The shoe panel's bars: the shoe's penetration with the cut card's place, and a slim meter
for one chance. Both read on light and dark screens."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from dealertrainer.engine.shoe_state import ShoeState
from dealertrainer.training.panel_words import chance_words, shoe_words

__all__ = ["Meter", "PenetrationBar"]

TRACK = QColor(128, 128, 128, 60)  # an empty bar: reads on light and dark screens
TRACK_EDGE = QColor(128, 128, 128, 140)


class PenetrationBar(QWidget):
    """The shoe drawn as a bar: dealt part filled, the cut card a gold mark at its place."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.penetration = 0.0
        self.cut_at: float | None = None  # fraction of the shoe in front of the cut card
        self.cut_out = False
        self.setMinimumHeight(30)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(self.tr("Shoe penetration"))
        self.setAccessibleDescription(shoe_words(0.0, None, False))

    def sizeHint(self) -> QSize:
        return QSize(300, 30)

    def set_shoe(self, shoe: ShoeState, dealt: float | None = None) -> None:
        """Show ``shoe``; ``dealt``: the fraction to fill, when more than the shoe's own
        penetration is out (cards on the felt that its events do not count yet)."""
        self.penetration = shoe.penetration if dealt is None else dealt
        self.cut_at = None if shoe.cut_card_at is None else shoe.cut_card_at / shoe.total_cards
        self.cut_out = shoe.cut_card_reached
        self.setAccessibleDescription(shoe_words(self.penetration, self.cut_at, self.cut_out))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bar = QRectF(1, 8, self.width() - 2, self.height() - 14)
        painter.setPen(QPen(TRACK_EDGE, 1))
        painter.setBrush(TRACK)
        painter.drawRoundedRect(bar, 4, 4)
        dealt = QRectF(bar.left(), bar.top(), bar.width() * self.penetration, bar.height())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#b8453d") if self.cut_out else QColor("#2f8f52"))
        painter.drawRoundedRect(dealt, 4, 4)
        if self.cut_at is not None:
            x = bar.left() + bar.width() * self.cut_at
            painter.setBrush(QColor("#e9cf7d"))
            painter.setPen(QPen(QColor("#6b5a1e"), 1))
            painter.drawRect(QRectF(x - 2.5, 1, 5, self.height() - 2))
        painter.end()


class Meter(QWidget):
    """A slim bar for one chance (0..1)."""

    def __init__(self, colour: QColor, name: str = "") -> None:
        super().__init__()
        self.colour = colour
        self.fraction = 0.0
        self.setAccessibleName(name)
        self.setAccessibleDescription(chance_words(0.0))
        self.setMinimumSize(60, 12)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_fraction(self, fraction: float) -> None:
        self.fraction = max(0.0, min(1.0, fraction))
        self.setAccessibleDescription(chance_words(self.fraction))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        track = QRectF(0, 2, self.width(), self.height() - 4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(TRACK)
        painter.drawRoundedRect(track, 3, 3)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(QRectF(track.left(), track.top(), track.width() * self.fraction, track.height()), 3, 3)
        painter.end()
