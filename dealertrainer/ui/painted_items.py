"""Accessible names for things a widget paints itself (a road, a stack of chips, a cell).

A painted widget is one object to a screen reader. ``PaintedItems`` puts a transparent child
widget over each painted item, in the order a dealer reads them, each with its own accessible
name and description; the widget hands it the items (name, description, rectangle) every time
it lays them out (after a change and on resize), so the children follow the painting.

Why child widgets and not ``QAccessibleInterface`` subclasses: Python subclasses of the
accessibility interface can be collected while Qt still holds them; plain child widgets are
owned by Qt, are found by ``QAccessible.queryAccessibleInterface(widget).child(i)``, and cost
nothing to draw (no background, mouse events pass through to the widget underneath).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtWidgets import QWidget

__all__ = ["Item", "PaintedItems"]


@dataclass(frozen=True)
class Item:
    """One painted thing: what a screen reader calls it and says about it, and where it is."""

    name: str
    description: str
    rect: QRectF | QRect


class PaintedItems:
    """The accessible children of one painted widget; ``show`` replaces them all."""

    def __init__(self, owner: QWidget, object_name: str = "paintedItem") -> None:
        self.owner = owner
        self.object_name = object_name
        self.widgets: list[QWidget] = []

    def show(self, items: Sequence[Item]) -> None:
        """Give ``owner`` one accessible child per item, in the order given (reading order)."""
        while len(self.widgets) < len(items):
            child = QWidget(self.owner)
            child.setObjectName(self.object_name)
            child.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            child.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
            child.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.widgets.append(child)
        while len(self.widgets) > len(items):
            gone = self.widgets.pop()
            gone.setParent(None)  # out of the accessible tree at once, not at the next event loop
            gone.deleteLater()
        for child, item in zip(self.widgets, items, strict=True):
            rect = item.rect.toAlignedRect() if isinstance(item.rect, QRectF) else item.rect
            child.setGeometry(rect)
            if child.accessibleName() != item.name:
                child.setAccessibleName(item.name)
            if child.accessibleDescription() != item.description:
                child.setAccessibleDescription(item.description)
            child.show()

    def items(self) -> list[tuple[str, str, QRect]]:
        """What a screen reader finds, in order: (name, description, geometry)."""
        return [(w.accessibleName(), w.accessibleDescription(), w.geometry()) for w in self.widgets]
