"""Blackjack from the dealer's seat: totals, the dealer's rule, payouts, exact dealer
outcomes, and the round as a state machine and as a list of dealer steps."""

from __future__ import annotations

from dealertrainer.engine.lazy_exports import exports_on_demand

# Each module's names, imported when first used (see lazy_exports: the house rules are read at start).
__getattr__ = exports_on_demand(__name__, {
    "dealing": ("new_shoe", "play_round", "round_steps"),
    "hands": ("call_total", "card_points", "dealer_hits", "hand_value", "is_blackjack", "is_pair"),
    "ledger": ("Ledger", "Spot"),
    "outcomes": ("dealer_outcome_table", "dealer_outcomes"),
    "payouts": ("blackjack_payout", "even_money_payout", "insurance_maximum", "insurance_payout", "surrender_refund",
                "win_payout"),
    "players": ("BasicStrategyPlayer", "RandomPlayer", "basic_strategy", "basic_strategy_player"),
    "round": ("BlackjackRound",),
    "rules": ("BlackjackPays", "BlackjackRules"),
    "seats": ("Action", "HandResult", "IllegalAction", "Outcome", "Phase", "PlayerHand", "RoundResult", "SeatPlay"),
})

__all__ = [
    "Action",
    "BasicStrategyPlayer",
    "BlackjackPays",
    "BlackjackRound",
    "BlackjackRules",
    "HandResult",
    "IllegalAction",
    "Ledger",
    "Outcome",
    "Phase",
    "PlayerHand",
    "RandomPlayer",
    "RoundResult",
    "SeatPlay",
    "Spot",
    "basic_strategy",
    "basic_strategy_player",
    "blackjack_payout",
    "call_total",
    "card_points",
    "dealer_hits",
    "dealer_outcome_table",
    "dealer_outcomes",
    "even_money_payout",
    "hand_value",
    "insurance_maximum",
    "insurance_payout",
    "is_blackjack",
    "is_pair",
    "new_shoe",
    "play_round",
    "round_steps",
    "surrender_refund",
    "win_payout",
]
