"""Mini Baccarat: the tableau, the coup, settlement and commission, shoe odds, roads and
the dealer's steps from the shuffle to the cut card."""

from __future__ import annotations

from dealertrainer.engine.baccarat.coup import Coup, Winner, coup_from_cards, deal_coup, play_coup
from dealertrainer.engine.baccarat.odds import exact_odds, point_counts
from dealertrainer.engine.baccarat.roads import (
    BeadCell,
    RoadCell,
    Scoreboard,
    bead_plate,
    big_road,
    derived_road,
    scoreboard,
)
from dealertrainer.engine.baccarat.rules import AfterCutCard, BaccaratRules, CommissionStyle
from dealertrainer.engine.baccarat.session import ShoeSession
from dealertrainer.engine.baccarat.settlement import (
    Bet,
    CommissionBox,
    PlacedBet,
    Result,
    Settlement,
    commission_on,
    place_bets,
    settle,
    settle_bet,
    settle_table,
)
from dealertrainer.engine.baccarat.steps import collect_box_steps, coup_steps, new_shoe_steps
from dealertrainer.engine.baccarat.tableau import (
    Decision,
    banker_decision,
    banker_draws,
    banker_draws_on_point,
    hand_total,
    is_natural,
    player_decision,
    player_draws,
    point,
)

__all__ = [
    "AfterCutCard",
    "BaccaratRules",
    "BeadCell",
    "Bet",
    "CommissionBox",
    "CommissionStyle",
    "Coup",
    "Decision",
    "PlacedBet",
    "Result",
    "RoadCell",
    "Scoreboard",
    "Settlement",
    "ShoeSession",
    "Winner",
    "banker_decision",
    "banker_draws",
    "banker_draws_on_point",
    "bead_plate",
    "big_road",
    "collect_box_steps",
    "commission_on",
    "coup_from_cards",
    "coup_steps",
    "deal_coup",
    "derived_road",
    "exact_odds",
    "hand_total",
    "is_natural",
    "new_shoe_steps",
    "place_bets",
    "play_coup",
    "player_decision",
    "player_draws",
    "point",
    "point_counts",
    "scoreboard",
    "settle",
    "settle_bet",
    "settle_table",
]
