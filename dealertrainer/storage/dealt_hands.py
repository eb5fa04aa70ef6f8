"""Where each answer at a table was dealt: which shoe and which hand, kept so the hand can be
dealt again card for card (a missed hand replayed from the summary, Progress or a report).

The records migration ``answers_know_their_hand`` (appended last to ``MIGRATIONS``, independent
of any other) adds:

- ``dealt_shoes``: one row each time a table's drill starts dealing (a session, or a session
  resumed): its drill id and, as data, what deals the same shoe again (``deal_json``: the
  drill's config, its seed and, for an instructor's stacked shoe or a replayed one, that shoe's
  log). Nothing in it is English to parse back.
- on ``answers``: ``dealt_shoe`` (the row above), ``hand`` (0: readying the shoe before the
  first hand; 1, 2, ...: the coup, round or stud hand; one past the last: closing the shoe) and
  ``hand_step`` (the asked step's place among that hand's dealer steps).

Answers recorded before this version, and answers of quick drills, daily practice and exams
(asked on their own, not dealt from a shoe), have none: they cannot be replayed.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealertrainer.storage.records_write import bad_text_replaced

if TYPE_CHECKING:
    from dealertrainer.storage.records import AnswerRow

__all__ = ["DealtHandRow", "DealtHands", "LONGEST_DEAL", "answers_know_their_hand"]

#: A deal (config, seed, shoe log) longer than this is not one DealerTrainer wrote: left unread.
LONGEST_DEAL = 2_000_000
_ANSWER_COLUMNS = ("id, trainee_id, session_id, skill, correct, seconds, at, prompt, expected, given, unreadable,"
                   " standard_chips")


def answers_know_their_hand(db: sqlite3.Connection) -> None:
    """The ``dealt_shoes`` table, and each answer's shoe, hand and step (none for the answers there)."""
    db.execute(
        """CREATE TABLE dealt_shoes (
            id INTEGER PRIMARY KEY,
            session_id INTEGER REFERENCES sessions(id) ON DELETE CASCADE,
            drill_id TEXT NOT NULL,
            deal_json TEXT NOT NULL)"""
    )
    db.execute("ALTER TABLE answers ADD COLUMN dealt_shoe INTEGER REFERENCES dealt_shoes(id) ON DELETE SET NULL")
    db.execute("ALTER TABLE answers ADD COLUMN hand INTEGER")
    db.execute("ALTER TABLE answers ADD COLUMN hand_step INTEGER")


@dataclass(frozen=True)
class DealtHandRow:
    """An answer's hand as the records keep it: the drill that dealt it, what deals its shoe
    again (JSON data), the hand's number in that deal and the asked step's place in the hand."""

    answer_id: int
    drill_id: str
    deal: dict
    hand: int
    step: int


class DealtHands:
    """Methods of ``Records`` that keep and read where an answer was dealt."""

    _db: sqlite3.Connection  # set by Records

    def record_dealt_shoe(self, session_id: int, drill_id: str, deal_json: str) -> int:
        """A table's drill starts dealing in ``session_id``: what deals its shoe again."""
        with self._writing():  # type: ignore[attr-defined]
            cursor = self._db.execute("INSERT INTO dealt_shoes (session_id, drill_id, deal_json) VALUES (?, ?, ?)",
                                      (session_id, drill_id, deal_json))
        return int(cursor.lastrowid)

    @bad_text_replaced
    def dealt_hand(self, answer_id: int) -> DealtHandRow | None:
        """Where answer ``answer_id`` was dealt; None when the records do not say (an answer
        from before they kept it, a quick drill's, or a row whose values are damaged)."""
        row = self._db.execute(
            "SELECT a.id, d.drill_id, d.deal_json, a.hand, a.hand_step FROM answers a"
            " JOIN dealt_shoes d ON d.id = a.dealt_shoe WHERE a.id = ?", (answer_id,)).fetchone()
        if row is None:
            return None
        answer, drill_id, deal_json, hand, step = row
        if not (isinstance(drill_id, str) and isinstance(deal_json, str) and len(deal_json) <= LONGEST_DEAL
                and isinstance(hand, int) and isinstance(step, int) and hand >= 0 and step >= 0):
            return None
        try:
            deal = json.loads(deal_json)
        except ValueError:
            return None
        return DealtHandRow(answer, drill_id, deal, hand, step) if isinstance(deal, dict) else None

    @bad_text_replaced
    def missed_answers(self, trainee_id: int, *, session_ids: list[int] | None = None, since: float | None = None,
                       newest: int | None = None) -> list[AnswerRow]:
        """A trainee's wrong answers (of ``session_ids``, since ``since``), oldest first; with
        ``newest``, only that many of the latest."""
        from dealertrainer.storage.records import AnswerRow, readable_answer

        sql = (f"SELECT {_ANSWER_COLUMNS} FROM answers WHERE {readable_answer()} AND trainee_id = ? AND correct = 0")
        args: list[object] = [trainee_id]
        if session_ids is not None:
            sql += f" AND session_id IN ({','.join('?' * len(session_ids))})"
            args += session_ids
        if since is not None:
            sql += " AND at >= ?"
            args.append(since)
        sql += " ORDER BY at DESC, id DESC" + (" LIMIT ?" if newest is not None else "")
        if newest is not None:
            args.append(newest)
        rows = [AnswerRow(*row[:4], bool(row[4]), *row[5:10], bool(row[10]), bool(row[11]))
                for row in self._db.execute(sql, args)]
        return rows[::-1]

    def dealt_answers(self, answer_ids: list[int]) -> set[int]:
        """Which of ``answer_ids`` carry the shoe and hand they were dealt from."""
        found: set[int] = set()
        for start in range(0, len(answer_ids), 500):
            chunk = answer_ids[start:start + 500]
            marks = ",".join("?" * len(chunk))
            found.update(row[0] for row in self._db.execute(
                f"SELECT id FROM answers WHERE dealt_shoe IS NOT NULL AND id IN ({marks})", chunk))
        return found
