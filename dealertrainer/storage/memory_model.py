"""The records side of a trainee's own memory model: FSRS parameters fitted to their answers.

Mixed into ``Records``. One row per trainee who has one (``memory_model``, records version
6 on): the fitted parameters as JSON, how many reviews they were fitted to, when, and the
key of the schedule the stored review states were built under (``cards_under``), so a
change of parameters or of the school's desired retention is seen and the states rebuilt.
A trainee without a row has FSRS's default parameters, and states built under them at the
standard retention (what every file from before version 6 holds).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["MemoryModelRow", "MemoryModels", "keep_memory_models"]


def keep_memory_models(db: sqlite3.Connection) -> None:
    """A records migration: a table for each trainee's fitted memory model."""
    db.execute(
        """CREATE TABLE memory_model (
            trainee_id INTEGER PRIMARY KEY REFERENCES trainees(id) ON DELETE CASCADE,
            parameters_json TEXT,
            reviews INTEGER NOT NULL DEFAULT 0,
            fitted REAL,
            cards_under TEXT NOT NULL DEFAULT '')"""
    )


@dataclass(frozen=True)
class MemoryModelRow:
    trainee_id: int
    parameters_json: str | None  # None: FSRS's defaults (not fitted yet)
    reviews: int  # the reviews the parameters were fitted to
    fitted: float | None  # wall-clock time of the fit
    cards_under: str  # the schedule the stored review states were built under ('' for the standard one)


class MemoryModels:
    """Methods of ``Records`` for the ``memory_model`` table."""

    _db: sqlite3.Connection  # both set by Records
    _now: Callable[[], float]

    def memory_model(self, trainee_id: int) -> MemoryModelRow | None:
        row = self._db.execute(
            "SELECT trainee_id, parameters_json, reviews, fitted, cards_under FROM memory_model WHERE trainee_id = ?",
            (trainee_id,),
        ).fetchone()
        return MemoryModelRow(*row) if row else None

    def save_memory_model(self, trainee_id: int, parameters_json: str, reviews: int, fitted: float,
                          states: dict[str, tuple[str, int]], cards_under: str) -> None:
        """Store fitted parameters with the review states built under them (skill ->
        (card_json, through), schedule ``cards_under``) in place of the trainee's, in one transaction."""
        with self._writing():  # Records' (storage/records_write.py)
            self._db.execute(
                "INSERT INTO memory_model (trainee_id, parameters_json, reviews, fitted) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (trainee_id) DO UPDATE SET parameters_json = excluded.parameters_json, "
                "reviews = excluded.reviews, fitted = excluded.fitted",
                (trainee_id, parameters_json, reviews, fitted),
            )
            self._put_states(trainee_id, states, cards_under)

    def replace_review_states(self, trainee_id: int, states: dict[str, tuple[str, int]], cards_under: str,
                              built_from: str | None) -> bool:
        """Put ``states`` (skill -> (card_json, through)) in place of all the trainee's, built
        under the schedule ``cards_under`` from the parameters ``built_from``, in one transaction.

        False (nothing written) when the trainee's parameters are no longer ``built_from``: a
        refit saved others meanwhile, and the states are built again under those."""
        with self._writing():
            row = self._db.execute("SELECT parameters_json FROM memory_model WHERE trainee_id = ?",
                                   (trainee_id,)).fetchone()
            if (row[0] if row else None) != built_from:
                return False
            self._put_states(trainee_id, states, cards_under)
        return True

    def _put_states(self, trainee_id: int, states: dict[str, tuple[str, int]], cards_under: str) -> None:
        at = self._now()
        self._db.execute("DELETE FROM review_state WHERE trainee_id = ?", (trainee_id,))
        self._db.executemany(
            "INSERT INTO review_state (trainee_id, skill, card_json, through, updated) VALUES (?, ?, ?, ?, ?)",
            [(trainee_id, skill, card, through, at) for skill, (card, through) in states.items()],
        )
        self._db.execute(
            "INSERT INTO memory_model (trainee_id, cards_under) VALUES (?, ?) "
            "ON CONFLICT (trainee_id) DO UPDATE SET cards_under = excluded.cards_under",
            (trainee_id, cards_under),
        )
