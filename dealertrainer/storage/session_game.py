"""The records migration that gives every session its game (appended last to ``MIGRATIONS``,
independent of any other), and the game of each drill DealerTrainer shipped before it.

A session is saved with the game its drill deals (``training/offer.py``: a drill's
``DrillInfo.game``; None for a drill of several games: daily practice, exams, payouts,
totals), so nothing has to work the game out of a drill id. Sessions saved before this
version are given theirs once, by this migration, from the drill ids DealerTrainer has shipped:
the one place such a mapping lives (a history file from before this version is read through it
too). A drill id it does not know leaves the game empty: such a session is read as one of
several games.
"""

from __future__ import annotations

import sqlite3

__all__ = ["GAMES_OF_SHIPPED_DRILLS", "game_of_shipped_drill", "sessions_carry_their_game"]

#: The drills DealerTrainer shipped before sessions carried their game, and the game each deals.
GAMES_OF_SHIPPED_DRILLS = {
    "baccarat.seat": "baccarat",
    "baccarat.draw_table": "baccarat",
    "blackjack.seat": "blackjack",
    "stud.seat": "stud",
    "stud.announcements": "stud",
}


def game_of_shipped_drill(drill_id: object) -> str | None:
    """The game of a drill DealerTrainer shipped before sessions carried it (None: several, or unknown)."""
    return GAMES_OF_SHIPPED_DRILLS.get(drill_id) if isinstance(drill_id, str) else None


def sessions_carry_their_game(db: sqlite3.Connection) -> None:
    """The ``game`` column on sessions, filled in for the sessions already there."""
    db.execute("ALTER TABLE sessions ADD COLUMN game TEXT")
    db.executemany("UPDATE sessions SET game = ? WHERE drill_id = ?",
                   [(game, drill_id) for drill_id, game in GAMES_OF_SHIPPED_DRILLS.items()])
