"""What the tables and drills on offer take from the settings in force.

The first piece of the application layer: the window asks here for a drill's config and for
the start page's line of house rules, and the same functions serve scripts and tests.
"""

from __future__ import annotations

from typing import Any

from dealertrainer.storage.settings_in_force import SettingsInForce

__all__ = ["SEAT_DRILLS", "drill_config", "rules_line"]

#: The tables: a drill id -> the game whose house rules it deals by.
SEAT_DRILLS = {"baccarat.seat": "baccarat", "blackjack.seat": "blackjack", "stud.seat": "stud"}
#: The seats a table drill usually deals to (as many as the table has, if it has fewer).
_USUAL_SEATS = {"baccarat": 5, "blackjack": 3}


def drill_config(drill_id: str, settings: SettingsInForce) -> dict[str, Any]:
    """The config fields a drill takes from the settings in force (house rules, chip set)."""
    game = SEAT_DRILLS.get(drill_id)
    if game is not None:
        rules = settings.rules(game)
        config: dict[str, Any] = {"rules": rules}
        if game in _USUAL_SEATS:
            config["seats"] = min(_USUAL_SEATS[game], rules.seats)
        return config
    if drill_id == "payouts":
        from dealertrainer.training.drills.payouts import house_payouts

        return house_payouts(settings.rules("baccarat"), settings.rules("blackjack"), settings.app.chip_set())
    return {}


def rules_line(drill_id: str, settings: SettingsInForce) -> str:
    """The start page's one line of house rules in force for ``drill_id`` ("" when the drill
    does not depend on them): the table's rules, or the payouts the house makes."""
    game = SEAT_DRILLS.get(drill_id)
    if game is not None:
        return settings.rules(game).in_words()
    if drill_id == "payouts":
        from dealertrainer.training.drills.payouts import payouts_in_words

        return payouts_in_words(settings.rules("baccarat"), settings.rules("blackjack"))
    return ""
