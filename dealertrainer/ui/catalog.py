"""What the window offers: the tables and drills the training core has registered.

The navigation shows only what exists; nothing is a placeholder. The training core's
registry (``dealertrainer.training.drills.DRILLS``) is read lazily so start-up stays fast.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

__all__ = ["DrillEntry", "TABLES", "DRILL_ORDER", "available", "drill_info", "make"]


@dataclass(frozen=True)
class DrillEntry:
    drill_id: str
    title: str  # untranslated; shown through QCoreApplication.translate("catalog", ...)
    game: str | None  # the felt it shows ("baccarat", "blackjack", "stud") or None for flash questions
    flash: bool  # a quick-fire drill (timer always shown, heatmap for the draw table)

    @property
    def label(self) -> str:
        return QCoreApplication.translate("catalog", self.title)


TABLES = (
    DrillEntry("baccarat.seat", QT_TRANSLATE_NOOP("catalog", "Mini Baccarat"), "baccarat", False),
    DrillEntry("blackjack.seat", QT_TRANSLATE_NOOP("catalog", "Blackjack"), "blackjack", False),
    DrillEntry("stud.seat", QT_TRANSLATE_NOOP("catalog", "Stud"), "stud", False),
)
DRILL_ORDER = (
    DrillEntry("baccarat.draw_table", QT_TRANSLATE_NOOP("catalog", "Draw table"), "baccarat", True),
    DrillEntry("payouts", QT_TRANSLATE_NOOP("catalog", "Payouts"), None, True),
    DrillEntry("totals", QT_TRANSLATE_NOOP("catalog", "Totals"), None, True),
    DrillEntry("stud.announcements", QT_TRANSLATE_NOOP("catalog", "Stud announcements"), "stud", True),
)


#: Registered drills that have a screen of their own rather than a drill screen.
OWN_SCREENS = ("exam",)

EXPECTED = ("baccarat.seat", "blackjack.seat", "stud.seat", "baccarat.draw_table", "payouts", "totals")


def expected() -> tuple[list[DrillEntry], list[DrillEntry]]:
    """The entries the window lists before the registry has loaded (it loads off the GUI
    thread: importing every drill takes longer than start-up may)."""
    return (
        [e for e in TABLES if e.drill_id in EXPECTED],
        [e for e in DRILL_ORDER if e.drill_id in EXPECTED],
    )


def _registry() -> dict[str, Any]:
    from dealertrainer.training import drills

    return dict(getattr(drills, "DRILLS", {}))


def available() -> tuple[list[DrillEntry], list[DrillEntry]]:
    """(tables, drills) that the training core has registered, in the window's order."""
    registry = _registry()
    known = {entry.drill_id for entry in TABLES + DRILL_ORDER}
    tables = [entry for entry in TABLES if entry.drill_id in registry]
    drills = [entry for entry in DRILL_ORDER if entry.drill_id in registry]
    for drill_id, info in registry.items():
        if drill_id not in known and drill_id not in OWN_SCREENS:
            game = drill_id.split(".")[0] if drill_id.split(".")[0] in ("baccarat", "blackjack", "stud") else None
            drills.append(DrillEntry(drill_id, getattr(info, "title", drill_id), game, True))
    return tables, drills


def entry(drill_id: str) -> DrillEntry:
    for item in TABLES + DRILL_ORDER:
        if item.drill_id == drill_id:
            return item
    info = _registry().get(drill_id)
    game = drill_id.split(".")[0] if drill_id.split(".")[0] in ("baccarat", "blackjack", "stud") else None
    return DrillEntry(drill_id, getattr(info, "title", drill_id), game, True)


def drill_info(drill_id: str) -> Any:
    registry = _registry()
    if drill_id not in registry:
        raise ValueError(f"no drill {drill_id!r}; the registered drills are {', '.join(sorted(registry)) or 'none'}")
    return registry[drill_id]


def make(drill_id: str, config: dict[str, Any] | None = None, seed: int | None = None, **extras: Any) -> Any:
    """A new drill from the registry (runs in a worker thread: it may deal a shoe).

    ``extras`` go to the drill (``shoe``: a shoe to deal, for a replay or a stacked shoe)."""
    from dealertrainer.training import drills

    info = drill_info(drill_id)
    model = info.config_model
    parsed = model.model_validate(config or {})
    return drills.make_drill(drill_id, parsed, seed=seed, **extras)
