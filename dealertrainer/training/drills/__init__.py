"""The drills, and the registry the screens pick them from.

``DRILLS`` maps a drill id to its ``DrillInfo`` (title, description, factory, config
model); ``make_drill(drill_id, config, seed=..., weak=...)`` builds one. ``weak`` is a
list of skills the trainee struggles with (from progress): flash drills ask them first.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from dealertrainer.training.drills.base import Drill, DrillConfig, DrillInfo
from dealertrainer.training.drills.draw_table import DrawTableConfig, DrawTableDrill
from dealertrainer.training.drills.flash import CellRounds, FlashDrill
from dealertrainer.training.drills.payouts import PayoutKind, PayoutsConfig, PayoutsDrill
from dealertrainer.training.drills.totals import TotalsCell, TotalsConfig, TotalsDrill

__all__ = [
    "DRILLS",
    "CellRounds",
    "DrawTableConfig",
    "DrawTableDrill",
    "Drill",
    "DrillConfig",
    "DrillInfo",
    "FlashDrill",
    "PayoutKind",
    "PayoutsConfig",
    "PayoutsDrill",
    "TotalsCell",
    "TotalsConfig",
    "TotalsDrill",
    "make_drill",
    "register",
]

DRILLS: dict[str, DrillInfo] = {}


def register(info: DrillInfo) -> DrillInfo:
    DRILLS[info.id] = info
    return info


register(DrillInfo(
    "baccarat.draw_table", "Baccarat draw table",
    "Flash cards over the whole tableau: the Player's rule, naturals, and every Banker total against "
    "every Player third card and against 'Player stood'. Each round covers every cell; missed and slow "
    "cells come back in a review pass and lead the next round.",
    DrawTableDrill, DrawTableConfig,
))
register(DrillInfo(
    "payouts", "Payouts",
    "Timed payouts: blackjack 3:2 and 6:5, insurance, even money, banco less commission and the "
    "commission box, tie 8:1 and 9:1, pairs 11:1. Wagers run from round amounts to awkward ones; "
    "optionally answered in chips.",
    PayoutsDrill, PayoutsConfig,
))
register(DrillInfo(
    "totals", "Totals",
    "Call hands fast: blackjack hard totals, soft totals both ways (\"7 or 17\"), blackjacks, and "
    "baccarat two- and three-card totals.",
    TotalsDrill, TotalsConfig,
))


def make_drill(
    drill_id: str,
    config: DrillConfig | dict[str, Any] | None = None,
    *,
    seed: int | None = None,
    weak: Iterable[str] = (),
    **extras: Any,
) -> Drill:
    """Build a drill by id; ``config`` may be the drill's config model, a dict for it, or None."""
    info = DRILLS.get(drill_id)
    if info is None:
        raise ValueError(f"no drill {drill_id!r}; the drills are {', '.join(sorted(DRILLS))}")
    if isinstance(config, dict):
        config = info.config_model.model_validate(config)
    elif config is not None and not isinstance(config, info.config_model):
        raise ValueError(
            f"drill {drill_id!r} takes a {info.config_model.__name__}, not a {type(config).__name__}"
        )
    return info.factory(config, seed=seed, weak=tuple(weak), **extras)
