"""The painted felt's things as accessible objects: one invisible child of the table canvas
(``ui.painted_items``) over each seat, hand, card, bet and commission box
(``training.felt_items``), with its accessible name and description, in the dealer's order.

The children paint nothing and let every mouse press through to the canvas (a seat is still
clicked on the felt), and they take no keyboard focus: the trainee's keys stay with the question
panel, whose answer keys must work whatever is on the felt.

Focus follows the dealer's order: the children are kept in the order ``felt_items`` gives, and
when the question moves to another seat (the canvas's highlight), assistive technology is told
that the seat now asked about has the focus, so a screen reader follows the play round the
table as the dealer works it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QWidget

from dealertrainer.engine.steps import TableView
from dealertrainer.training.felt_items import FeltItem, felt_items
from dealertrainer.ui.painted_items import Item, PaintedItems

if TYPE_CHECKING:
    from dealertrainer.ui.table.felt import Layout, TableCanvas

__all__ = ["FeltSpots"]


class FeltSpots:
    """The canvas's painted things as accessible children (``PaintedItems``), kept in step with
    the table it shows and placed over their things at the canvas's size."""

    def __init__(self, canvas: TableCanvas) -> None:
        self.canvas = canvas
        self.children = PaintedItems(canvas, "feltItem")
        self.placed: list[tuple[FeltItem, QRectF]] = []  # each thing and where it lies on the felt
        self._current: int | None = None

    def show_table(self, layout: Layout, table: TableView, highlight: int | None) -> None:
        """One child per thing on ``table`` that lies on the felt, in the dealer's order."""
        cards, bets = layout.card_places(table), layout.bet_rects(table)
        self.placed = []
        for item in felt_items(table, layout.seats):
            rect = layout.item_rect(item, cards, bets)
            if rect is not None and not rect.isEmpty():
                self.placed.append((item, rect))
        self.place()
        if highlight != self._current:
            self._current = highlight
            current = self.current()
            if current is not None and QAccessible.isActive():
                QAccessible.updateAccessibility(QAccessibleEvent(current, QAccessible.Event.Focus))

    @property
    def spots(self) -> list[tuple[FeltItem, QWidget]]:
        """Each thing with its accessible child, in the dealer's order."""
        return [(item, child) for (item, _), child in zip(self.placed, self.children.widgets, strict=True)]

    def current(self) -> QWidget | None:
        """The child of the seat the question is about (the canvas's highlight)."""
        if self._current is None:
            return None
        return next((child for item, child in self.spots if item.kind == "seat" and item.seat == self._current), None)

    def place(self) -> None:
        """Each child over its thing, at the felt's scale in the canvas now."""
        self.children.show([Item(item.name, item.description, self.canvas.on_widget(rect)) for item, rect in self.placed])
