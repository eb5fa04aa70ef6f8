"""What every screen shares: the records, the trainee, the theme, and a few knobs for tests."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtGui import QColor

from dealertrainer.storage.records import Records, Trainee
from dealertrainer.storage.settings import AppSettings
from dealertrainer.ui.theme import Theme, backdrop

__all__ = ["AppContext"]


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
    config_dir: Path | None = None  # where settings files live (None: the user's config directory)
    settings: AppSettings = field(default_factory=AppSettings)
    rules: dict[str, Any] = field(default_factory=dict)  # game -> its saved house rules
    shoe_panel_shown: bool | None = None  # the trainee's choice this run (None: by the window's width)
    _seeds: random.Random = field(default_factory=random.Random)

    def __post_init__(self) -> None:
        if self.seed is not None:
            self._seeds = random.Random(self.seed)

    # --- the settings in force ------------------------------------------------------------
    def load_settings(self) -> list[str]:
        """Read the app settings and every game's house rules; returns problems to show."""
        from dealertrainer.storage.settings import load_settings

        problems = []
        loaded = load_settings(AppSettings, self.config_dir)
        self.settings = loaded.settings
        problems += [loaded.problem] if loaded.problem else []
        for game, model in _rules_models().items():
            found = load_settings(model, self.config_dir)
            self.rules[game] = found.settings
            problems += [found.problem] if found.problem else []
        return problems

    def apply_saved(self, saved: Any) -> None:
        """Settings were just saved: from now on they are the ones in force."""
        if isinstance(saved, AppSettings):
            self.settings = saved
            return
        for game, model in _rules_models().items():
            if isinstance(saved, model):
                self.rules[game] = saved

    def rules_for(self, game: str) -> Any:
        model = _rules_models().get(game)
        if model is None:
            raise ValueError(f"no house rules for {game!r}; the games are baccarat, blackjack and stud")
        return self.rules.get(game) or model()

    @property
    def targets(self) -> Any:
        """The mastery targets in force (the school standards and the instructor's times)."""
        from dealertrainer.training.mastery import targets_in_force

        return targets_in_force(self.settings.target_seconds)

    def drill_config(self, drill_id: str) -> dict[str, Any]:
        """The config fields a drill takes from the saved settings (house rules, chip set)."""
        game = drill_id.split(".")[0]
        if drill_id in ("baccarat.seat", "blackjack.seat", "stud.seat"):
            rules = self.rules_for(game)
            config: dict[str, Any] = {"rules": rules}
            if game in ("baccarat", "blackjack"):  # the drill's usual seats, as many as the table has
                config["seats"] = min(5 if game == "baccarat" else 3, rules.seats)
            return config
        if drill_id == "payouts":
            from dealertrainer.training.drills.payouts import house_payouts

            return house_payouts(self.rules_for("baccarat"), self.rules_for("blackjack"), self.settings.chip_set())
        return {}

    def next_seed(self) -> int:
        return self._seeds.randrange(2**31)

    def backdrop(self) -> QColor:
        return backdrop(self.theme)


def _rules_models() -> dict[str, type]:
    from dealertrainer.engine.baccarat.rules import BaccaratRules
    from dealertrainer.engine.blackjack.rules import BlackjackRules
    from dealertrainer.engine.stud.rules import StudRules

    return {"baccarat": BaccaratRules, "blackjack": BlackjackRules, "stud": StudRules}
