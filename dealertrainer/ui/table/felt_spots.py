"""The painted felt's things as accessible objects: one small invisible child widget of the
table canvas over each seat, hand, card, bet and commission box (``training.felt_items``), with
its accessible name and description, in the dealer's order.

Why child widgets: a screen reader walks a widget's children, and Qt gives each its own
accessible object with a place on the screen, with nothing written in C++. They paint nothing
and let every mouse press through to the canvas (a seat is still clicked on the felt), and they
take no keyboard focus: the trainee's keys stay with the question panel, whose answer keys
must work whatever is on the felt.

Focus follows the dealer's order: the children are kept in the order ``felt_items`` gives, and
when the question moves to another seat (the canvas's highlight), assistive technology is told
that the seat now asked about has the focus, so a screen reader follows the play round the
table as the dealer works it.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QWidget

from typing import TYPE_CHECKING

from dealertrainer.engine.steps import TableView
from dealertrainer.training.felt_items import FeltItem, felt_items

if TYPE_CHECKING:
    from dealertrainer.ui.table.felt import Layout, TableCanvas

__all__ = ["FeltSpot", "FeltSpots"]


class FeltSpot(QWidget):
    """One painted thing: invisible, its words for assistive technology only."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.item: FeltItem | None = None
        self.logical = QRectF()  # where it lies on the felt, in the felt's own coordinates

    def show_item(self, item: FeltItem, logical: QRectF) -> None:
        self.item, self.logical = item, logical
        if self.accessibleName() != item.name:
            self.setAccessibleName(item.name)
        if self.accessibleDescription() != item.description:
            self.setAccessibleDescription(item.description)


class FeltSpots:
    """The canvas's spots, kept in step with the table it shows."""

    def __init__(self, canvas: TableCanvas) -> None:
        self.canvas = canvas
        self.spots: list[FeltSpot] = []
        self._current: int | None = None

    def show_table(self, layout: Layout, table: TableView, highlight: int | None) -> None:
        """One spot per thing on ``table`` that lies on the felt, in the dealer's order."""
        cards, bets = layout.card_places(table), layout.bet_rects(table)
        placed = []
        for item in felt_items(table, layout.seats):
            rect = layout.item_rect(item, cards, bets)
            if rect is not None and not rect.isEmpty():
                placed.append((item, rect))
        while len(self.spots) < len(placed):
            spot = FeltSpot(self.canvas)
            spot.show()
            self.spots.append(spot)
        for spot in self.spots[len(placed):]:
            spot.hide()
            spot.setParent(None)  # out of the felt's children (the screen reader's list) at once
            spot.deleteLater()
        del self.spots[len(placed):]
        for spot, (item, rect) in zip(self.spots, placed):
            spot.show_item(item, rect)
        self.place()
        if highlight != self._current:
            self._current = highlight
            current = self.current()
            if current is not None and QAccessible.isActive():
                QAccessible.updateAccessibility(QAccessibleEvent(current, QAccessible.Event.Focus))

    def current(self) -> FeltSpot | None:
        """The spot of the seat the question is about (the canvas's highlight)."""
        if self._current is None:
            return None
        return next((s for s in self.spots if s.item is not None and s.item.kind == "seat"
                     and s.item.seat == self._current), None)

    def place(self) -> None:
        """Each spot over its thing, at the felt's scale in the canvas now."""
        for spot in self.spots:
            spot.setGeometry(self.canvas.on_widget(spot.logical))
