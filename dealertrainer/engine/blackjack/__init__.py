"""Blackjack from the dealer's seat: totals, the dealer's rule, payouts, exact dealer
outcomes, and the round as a state machine and as a list of dealer steps."""

from __future__ import annotations

from dealertrainer.engine.blackjack.dealing import new_shoe, play_round, round_steps
from dealertrainer.engine.blackjack.hands import (
    call_total,
    card_points,
    dealer_hits,
    hand_value,
    is_blackjack,
    is_pair,
)
from dealertrainer.engine.blackjack.ledger import Ledger, Spot
from dealertrainer.engine.blackjack.outcomes import dealer_outcome_table, dealer_outcomes
from dealertrainer.engine.blackjack.payouts import (
    blackjack_payout,
    even_money_payout,
    insurance_maximum,
    insurance_payout,
    surrender_refund,
    win_payout,
)
from dealertrainer.engine.blackjack.players import (
    BasicStrategyPlayer,
    RandomPlayer,
    basic_strategy,
    basic_strategy_player,
)
from dealertrainer.engine.blackjack.round import BlackjackRound
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.engine.blackjack.seats import (
    Action,
    HandResult,
    IllegalAction,
    Outcome,
    Phase,
    PlayerHand,
    RoundResult,
    SeatPlay,
)

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
