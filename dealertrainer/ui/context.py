"""What every screen shares: the records, the trainee, the settings in force, the theme, and a
few knobs for tests."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtGui import QColor

from dealertrainer.storage.records import Records, Trainee
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.ui.theme import Theme, backdrop

__all__ = ["AppContext", "settings_at_start"]


def settings_at_start() -> SettingsInForce:
    """The settings and house rules in force, read once from the config directory; target
    times are checked against the skills the training layer knows."""
    from dealertrainer.training.skills import is_known_skill

    return SettingsInForce(known_skill=is_known_skill)


@dataclass
class AppContext:
    records: Records | None
    trainee: Trainee | None
    theme: Theme = Theme.DARK
    motion_delay_ms: int = 320  # pause between dealt cards, so the trainee sees the procedure
    clock: Callable[[], float] = time.monotonic
    seed: int | None = None  # fixed seed for reproducible runs (screenshots, tests)
    drill_overrides: dict[str, dict[str, Any]] = field(default_factory=dict)  # drill id -> config fields
    wall_clock: Callable[[], float] = time.time
    settings: SettingsInForce = field(default_factory=settings_at_start)  # the settings and house rules in force
    shoe_panel_shown: bool | None = None  # the trainee's choice this run (None: by the window's width)
    _seeds: random.Random = field(default_factory=random.Random)

    def __post_init__(self) -> None:
        if self.seed is not None:
            self._seeds = random.Random(self.seed)

    def rules_for(self, game: str) -> Any:
        """The house rules in force at ``game``'s table."""
        return self.settings.rules(game)

    @property
    def targets(self) -> Any:
        """The mastery targets in force (the school standards and the instructor's times)."""
        from dealertrainer.training.mastery import targets_in_force

        return targets_in_force(self.settings.app.target_seconds)

    def next_seed(self) -> int:
        return self._seeds.randrange(2**31)

    def backdrop(self) -> QColor:
        return backdrop(self.theme)

