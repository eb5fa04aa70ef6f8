"""The records of game pace: how long each coup, round or hand of a timed run took.

Mixed into ``Records``; ``keep_hand_times`` is the records migration that adds the table
(appended last to ``MIGRATIONS``, independent of any other step). ``hand_times`` holds one row
per hand dealt in a timed session (a table at game pace, an audition): its number in the
session (1, 2, …), the game, when it began (wall clock) and its seconds, from its first card to
the first card of the next hand (the dealer's whole work on it). Which hand each answer came
from is kept with the answer itself (``storage/dealt_hands.py``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass

from dealertrainer.storage.records_write import bad_text_replaced

__all__ = ["HandTime", "HandTimes", "keep_hand_times"]

#: A hand's time beyond this (a day) is a damaged value, left out of every read.
LONGEST_HAND = 86_400.0


def keep_hand_times(db: sqlite3.Connection) -> None:
    """The ``hand_times`` table (nothing older changes)."""
    db.execute(
        """CREATE TABLE hand_times (
            id INTEGER PRIMARY KEY,
            trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
            session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
            game TEXT NOT NULL,
            hand INTEGER NOT NULL,
            started REAL NOT NULL,
            seconds REAL NOT NULL)"""
    )
    db.execute("CREATE INDEX hand_times_by_trainee ON hand_times (trainee_id, started)")


@dataclass(frozen=True)
class HandTime:
    """One timed hand: the session it was dealt in, its game and number, when it began, how long."""

    session_id: int
    game: str
    hand: int
    started: float
    seconds: float


_READABLE_TIME = (
    "typeof(game) = 'text' AND typeof(hand) = 'integer' AND typeof(started) IN ('integer', 'real')"
    " AND started BETWEEN 0 AND 4102444800 AND typeof(seconds) IN ('integer', 'real')"
    f" AND seconds BETWEEN 0 AND {LONGEST_HAND}"
)


class HandTimes:
    """Methods of ``Records`` for the hand times."""

    _db: sqlite3.Connection  # set by Records
    _writing: Callable  # RecordWrites'

    def record_hand_time(self, trainee_id: int, session_id: int, game: str, hand: int, started: float,
                         seconds: float) -> None:
        """Store one timed hand, committed before returning."""
        if seconds < 0:
            raise ValueError(f"a hand cannot take a negative time: {seconds}")
        with self._writing():
            self._db.execute(
                "INSERT INTO hand_times (trainee_id, session_id, game, hand, started, seconds) VALUES (?, ?, ?, ?, ?, ?)",
                (trainee_id, session_id, game, hand, started, float(seconds)))

    @bad_text_replaced
    def hand_times(self, trainee_id: int, *, session_id: int | None = None) -> list[HandTime]:
        """A trainee's timed hands (of one session, if given), oldest first."""
        sql = f"SELECT session_id, game, hand, started, seconds FROM hand_times WHERE trainee_id = ? AND {_READABLE_TIME}"
        args: list[object] = [trainee_id]
        if session_id is not None:
            sql += " AND session_id = ?"
            args.append(session_id)
        return [HandTime(*row) for row in self._db.execute(sql + " ORDER BY started, id", args)]
