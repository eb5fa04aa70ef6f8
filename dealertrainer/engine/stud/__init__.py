"""Stud: the dealer's side of five-card stud, seven-card stud and the home seven-card game.

The contract used outside the package: ``first_to_act``, ``describe_showing``,
``possible_straight``, ``possible_flush``, ``best_hand``/``HandRank``, ``StudRules``,
``StudGame``, and for whole hands ``deal_hand`` / ``hand_steps`` with the player models
``RandomPlayers`` and ``ScriptedPlayers``.
"""

from __future__ import annotations

from dealertrainer.engine.stud.deal import (
    Decision,
    Interval,
    Players,
    RandomPlayers,
    ScriptedPlayers,
    Showdown,
    StudHand,
)
from dealertrainer.engine.stud.hands import HandCategory, HandRank, best_hand, winners
from dealertrainer.engine.stud.patterns import PATTERNS, DealingPattern, Face, Street, pattern_for
from dealertrainer.engine.stud.rules import StudGame, StudRules
from dealertrainer.engine.stud.showing import (
    Showing,
    ShowingCategory,
    describe_showing,
    first_to_act,
    possible_flush,
    possible_straight,
    showing_rank,
)
from dealertrainer.engine.stud.steps import StudDeal, deal_hand, hand_steps

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
