"""Mini Baccarat: the tableau, the coup, settlement and commission, shoe odds, roads and
the dealer's steps from the shuffle to the cut card."""

from __future__ import annotations

from dealertrainer.engine.lazy_exports import exports_on_demand

# Each module's names, imported when first used (see lazy_exports: the house rules are read at start).
__getattr__ = exports_on_demand(__name__, {
    "coup": ("Coup", "Winner", "coup_from_cards", "deal_coup", "play_coup"),
    "odds": ("exact_odds", "point_counts"),
    "roads": ("BeadCell", "RoadCell", "Scoreboard", "bead_plate", "big_road", "derived_road", "scoreboard"),
    "rules": ("AfterCutCard", "BaccaratRules", "CommissionStyle"),
    "shoe_session": ("ShoeSession",),
    "settlement": ("Bet", "CommissionBox", "PlacedBet", "Result", "Settlement", "commission_on", "place_bets",
                   "settle", "settle_bet", "settle_table"),
    "coup_procedure": ("collect_box_steps", "coup_steps", "new_shoe_steps"),
    "tableau": ("Decision", "banker_decision", "banker_draws", "banker_draws_on_point", "hand_total", "is_natural",
                "player_decision", "player_draws", "point"),
})

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
