"""Stud: the dealer's side of five-card stud, seven-card stud and the home seven-card game.

The contract used outside the package: ``first_to_act``, ``describe_showing``,
``possible_straight``, ``possible_flush``, ``best_hand``/``HandRank``, ``StudRules``,
``StudGame``, and for whole hands ``deal_hand`` / ``hand_steps`` with the player models
``RandomPlayers`` and ``ScriptedPlayers``.
"""

from __future__ import annotations

from dealertrainer.engine.lazy_exports import exports_on_demand

# Each module's names, imported when first used (see lazy_exports: the house rules are read at start).
__getattr__ = exports_on_demand(__name__, {
    "deal": ("Decision", "Interval", "Players", "RandomPlayers", "ScriptedPlayers", "Showdown", "StudHand"),
    "hands": ("HandCategory", "HandRank", "best_hand", "winners"),
    "patterns": ("PATTERNS", "DealingPattern", "Face", "Street", "pattern_for"),
    "rules": ("StudGame", "StudRules"),
    "showing": ("Showing", "ShowingCategory", "describe_showing", "first_to_act", "possible_flush",
                "possible_straight", "showing_rank"),
    "hand_procedure": ("StudDeal", "deal_hand", "hand_steps"),
})

__all__ = [
    "PATTERNS",
    "DealingPattern",
    "Decision",
    "Face",
    "HandCategory",
    "HandRank",
    "Interval",
    "Players",
    "RandomPlayers",
    "ScriptedPlayers",
    "Showdown",
    "Showing",
    "ShowingCategory",
    "Street",
    "StudDeal",
    "StudGame",
    "StudHand",
    "StudRules",
    "best_hand",
    "deal_hand",
    "describe_showing",
    "first_to_act",
    "hand_steps",
    "pattern_for",
    "possible_flush",
    "possible_straight",
    "showing_rank",
    "winners",
]
