"""The drills, and the registry the screens pick them from.

``DRILLS`` maps a drill id to its ``DrillInfo`` (title, description, factory, config
model); ``make_drill(drill_id, config, seed=..., weak=...)`` builds one. ``weak`` is a
list of skills the trainee struggles with (from progress): flash drills ask them first.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from dealertrainer.language import N_
from dealertrainer.training.drills.base import Drill, DrillConfig, DrillInfo
from dealertrainer.training.drills.chips import ChipsConfig, ChipsDrill
from dealertrainer.training.drills.draw_table import DrawTableConfig, DrawTableDrill
from dealertrainer.training.drills.flash import CellRounds, FlashDrill
from dealertrainer.training.drills.mistakes import MistakesConfig, MistakesDrill
from dealertrainer.training.drills.payouts import PayoutKind, PayoutsConfig, PayoutsDrill
from dealertrainer.training.drills.practice import (
    DailyConfig,
    DailyPracticeDrill,
    ExamConfig,
    ExamDrill,
    askable_skills,
    expand_skills,
)
from dealertrainer.training.drills.seat import (
    BaccaratSeatConfig,
    BaccaratSeatDrill,
    BlackjackSeatConfig,
    BlackjackSeatDrill,
    SeatConfig,
    StudSeatConfig,
    StudSeatDrill,
    steps_to_beats,
)
from dealertrainer.training.drills.totals import TotalsCell, TotalsConfig, TotalsDrill
from dealertrainer.training.skill_ids import skill_id

__all__ = [
    "DRILLS",
    "BaccaratSeatConfig",
    "BaccaratSeatDrill",
    "BlackjackSeatConfig",
    "BlackjackSeatDrill",
    "CellRounds",
    "ChipsConfig",
    "ChipsDrill",
    "DailyConfig",
    "DailyPracticeDrill",
    "ExamConfig",
    "ExamDrill",
    "askable_skills",
    "drill_for",
    "expand_skills",
    "DrawTableConfig",
    "DrawTableDrill",
    "Drill",
    "DrillConfig",
    "DrillInfo",
    "FlashDrill",
    "PayoutKind",
    "PayoutsConfig",
    "PayoutsDrill",
    "SeatConfig",
    "StudSeatConfig",
    "StudSeatDrill",
    "TotalsCell",
    "TotalsConfig",
    "TotalsDrill",
    "make_drill",
    "register",
    "steps_to_beats",
]

DRILLS: dict[str, DrillInfo] = {}


def register(info: DrillInfo) -> DrillInfo:
    DRILLS[info.id] = info
    return info


register(DrillInfo(
    "baccarat.seat", "Dealer's seat: Mini Baccarat",
    N_("Deal a real shoe from the shuffle to the cut card with up to nine seats betting punto, banco, tie "
       "and pairs: burn count, totals, naturals, third cards, the result, every settlement and commission "
       "(deducted or boxed), and what to do when the cut card appears."),
    BaccaratSeatDrill, BaccaratSeatConfig, game="baccarat",
))
register(DrillInfo(
    "blackjack.seat", "Dealer's seat: Blackjack",
    N_("Deal rounds through a shoe to one to seven seats: the peek, insurance and even money, totals "
       "(soft ones both ways), the dealer's hit or stand, each seat's settlement including splits and "
       "doubles, and the cut card coming out mid-hand."),
    BlackjackSeatDrill, BlackjackSeatConfig, game="blackjack",
))
register(DrillInfo(
    "stud.seat", "Dealer's seat: Stud",
    N_("Deal five- or seven-card stud: who speaks first on every interval, the words to announce, "
       "possible straights and flushes, folds, and the showdown winner."),
    StudSeatDrill, StudSeatConfig, game="stud",
))
register(DrillInfo(
    "baccarat.draw_table", "Baccarat draw table",
    N_("Flash cards over the whole tableau: the Player's rule, naturals, and every Banker total against "
       "every Player third card and against 'Player stood'. Each round covers every cell; missed and slow "
       "cells come back in a review pass and lead the next round."),
    DrawTableDrill, DrawTableConfig, game="baccarat",
))
register(DrillInfo(
    "payouts", "Payouts",
    N_("Timed payouts: blackjack 3:2 and 6:5, insurance, even money, banco less commission and the "
       "commission box, tie 8:1 and 9:1, pairs 11:1. Wagers run from round amounts to awkward ones; "
       "optionally answered in chips."),
    PayoutsDrill, PayoutsConfig,
))
register(DrillInfo(
    "chips", "Chips",
    N_("Chips as a dealer handles them: read piles of stacks, size payouts into the wager with the chip keys, "
       "colour up a leaving player, change a chip as asked and give a buy-in in the house's breakdown, all with "
       "the house's chips and stack sizes."),
    ChipsDrill, ChipsConfig,
))
register(DrillInfo(
    "totals", "Totals",
    N_("Call hands fast: blackjack hard totals, soft totals both ways (\"7 or 17\"), blackjacks, and "
       "baccarat two- and three-card totals."),
    TotalsDrill, TotalsConfig,
))

register(DrillInfo(
    "mistakes", "Dealer's mistakes",
    N_("Watch a hand replayed beat by beat and stop at the dealer's mistake: a wrong draw, a burn missed "
       "or miscounted, the commission or insurance paid wrong, settlement out of order, the wrong player "
       "named first at stud, a possible flush not called. Name it, or pass a clean hand as clean. A missed "
       "call is caught at the beat that comes in its place."),
    MistakesDrill, MistakesConfig,
))

register(DrillInfo(
    "daily", "Daily practice",
    N_("The skills your schedule says are due today, most urgent first, with a few new ones mixed in."),
    DailyPracticeDrill, DailyConfig,
))
register(DrillInfo(
    "exam", "Exam",
    N_("A fixed paper over chosen skills of any game, every topic with at least three questions, each timed "
       "at its skill's target; no feedback until the end; passed on accuracy, speed and every topic's own "
       "mark, with a report per topic and skill and every miss explained."),
    ExamDrill, ExamConfig,
))


@lru_cache(maxsize=1)
def _flash_skills() -> dict[str, str]:
    return {skill: drill_id for drill_id in ("baccarat.draw_table", "payouts", "chips", "totals")
            for skill in DRILLS[drill_id].factory(seed=0).skills()}


def drill_for(skill: str) -> str | None:
    """The drill to practise a skill in: the quick drill that asks it, else its game's table."""
    found = _flash_skills().get(skill)
    if found is not None:
        return found
    table = skill_id(skill).game + ".seat"
    return table if table in DRILLS else None


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
