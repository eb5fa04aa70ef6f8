"""The records migration that gives every answer and session a globally unique id (appended last
to ``MIGRATIONS``, independent of any other), and the marks of what was sent to a class.

A class database takes the answers of many trainee PCs, so a row's local id (1, 2, 3 on every
PC) cannot name it there: each answer and session carries ``uid``, a uuid4 as 32 hex digits,
made on the PC when the row is written and sent with it, so sending it again is harmless
(``INSERT ... ON CONFLICT (uid) DO NOTHING``). Rows written before this version get theirs here,
in one ``UPDATE`` made by SQLite itself (a million answers in a few seconds); a trigger gives one
to any row written without it, whatever code wrote it.

What was sent costs nothing to a trainee who never joins a class: no flag on every answer, no
index. ``class_links`` holds one row per local trainee and class database they signed in to:
the class person they are there, and the highest answer and session ids sent so far (local ids
only grow: a row past the mark is waiting). A session sent while it was still open is listed in
``open_sessions`` and sent again, with its end, once it has ended.
"""

from __future__ import annotations

import sqlite3
import uuid

__all__ = ["UUID4_SQL", "answers_carry_uids", "new_uid"]

# A uuid4 as 32 lowercase hex digits, made by SQLite: random, version nibble 4, variant 8-b.
UUID4_SQL = (
    "lower(hex(randomblob(6)) || '4' || substr(hex(randomblob(2)), 2) "
    "|| substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || hex(randomblob(6)))"
)


def new_uid() -> str:
    """A new row's uid, as the class database keys it."""
    return uuid.uuid4().hex


def answers_carry_uids(db: sqlite3.Connection) -> None:
    """``uid`` on answers and sessions, filled in for the rows already there; ``class_links``."""
    for table in ("answers", "sessions"):
        db.execute(f"ALTER TABLE {table} ADD COLUMN uid TEXT")
        db.execute(f"UPDATE {table} SET uid = {UUID4_SQL}")
        db.execute(
            f"CREATE TRIGGER {table}_get_uid AFTER INSERT ON {table} WHEN NEW.uid IS NULL "
            f"BEGIN UPDATE {table} SET uid = {UUID4_SQL} WHERE id = NEW.id; END"
        )
    db.execute(
        """CREATE TABLE class_links (
            trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
            database TEXT NOT NULL,
            person_id TEXT NOT NULL,
            answers_sent INTEGER NOT NULL DEFAULT 0,
            sessions_sent INTEGER NOT NULL DEFAULT 0,
            open_sessions TEXT NOT NULL DEFAULT '[]',
            PRIMARY KEY (trainee_id, database))"""
    )
