"""The tables and drills on offer (``training.offer``), with their titles in the trainee's
language for the navigation, Home and the start pages.

What is on offer, in which order, and how a drill is built are the application layer's;
this module only puts a translated label on each entry.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from dealertrainer.training import offer
from dealertrainer.training.offer import drill_info, make

__all__ = ["DrillEntry", "available", "drill_info", "entry", "expected", "make"]


@dataclass(frozen=True)
class DrillEntry(offer.DrillEntry):
    """An entry on offer, as the window shows it."""

    @property
    def label(self) -> str:
        return QCoreApplication.translate("catalog", self.title)


def _shown(entries: list[offer.DrillEntry]) -> list[DrillEntry]:
    return [DrillEntry(e.drill_id, e.title, e.game, e.flash, e.listed_at_start) for e in entries]


def expected() -> tuple[list[DrillEntry], list[DrillEntry]]:
    """The entries the window lists before the registry has loaded."""
    tables, drills = offer.expected()
    return _shown(tables), _shown(drills)


def available() -> tuple[list[DrillEntry], list[DrillEntry]]:
    """(tables, drills) that the training core has registered, in the window's order."""
    tables, drills = offer.available()
    return _shown(tables), _shown(drills)


def entry(drill_id: str) -> DrillEntry:
    return _shown([offer.entry(drill_id)])[0]
