"""The results of finished exams, auditions and pace runs, kept in the records file to be sent
to a class database, and the uids that keep sending and importing from doubling anything.

``keep_results`` is the records migration (appended last to ``MIGRATIONS``, independent of any
other step). It adds:

- ``results``: one row per finished exam, audition or pace run (``kind``), its game ("" for an
  exam over several games), when it started and ended, and its figures as data
  (``detail_json``: marks, counts, the settings it ran under as JSON; never rendered English),
  with its globally unique ``uid`` (32 hex digits) as the class database's ``results`` keys it;
- ``class_links.results_sent``: the highest local result id the class database holds (the
  marks of ``storage/class_marks.py``);
- unique indexes on ``answers.uid`` and ``sessions.uid``: a history file imported again brings
  the same uids (``storage/history_export.py``), and the records keep each row once. The rare
  file holding a uid twice (none should) has the later copies given new uids first.

``ResultRecords`` is mixed into ``Records``.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from dealertrainer.storage.answer_uids import UUID4_SQL, new_uid
from dealertrainer.storage.records_write import bad_text_replaced

__all__ = ["RESULT_KINDS", "ResultRecords", "ResultRow", "keep_results"]

#: The kinds of result a trainee PC keeps and sends, as the class database's ``results.kind`` holds them.
RESULT_KINDS = ("exam", "audition", "pace")
#: The most of a result's figures stored (ours are a few hundred bytes; a long exam's config a few KB).
MAX_DETAIL_CHARS = 16 * 1024


def keep_results(db: sqlite3.Connection) -> None:
    """The ``results`` table, ``class_links.results_sent``, and ``uid`` unique on answers and sessions."""
    db.execute(
        """CREATE TABLE results (
            id INTEGER PRIMARY KEY,
            uid TEXT NOT NULL UNIQUE,
            trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
            session_id INTEGER REFERENCES sessions(id) ON DELETE SET NULL,
            kind TEXT NOT NULL,
            game TEXT NOT NULL DEFAULT '',
            started REAL NOT NULL,
            ended REAL NOT NULL,
            detail_json TEXT NOT NULL DEFAULT '{}')"""
    )
    db.execute("CREATE INDEX results_by_trainee ON results (trainee_id, id)")
    db.execute("ALTER TABLE class_links ADD COLUMN results_sent INTEGER NOT NULL DEFAULT 0")
    for table in ("answers", "sessions"):
        db.execute(
            f"UPDATE {table} SET uid = {UUID4_SQL} WHERE uid IN (SELECT uid FROM {table} GROUP BY uid HAVING count(*) > 1)"
            f" AND id NOT IN (SELECT min(id) FROM {table} GROUP BY uid)"
        )
        db.execute(f"CREATE UNIQUE INDEX {table}_by_uid ON {table} (uid)")


@dataclass(frozen=True)
class ResultRow:
    """One finished exam, audition or pace run as the records keep it."""

    id: int
    uid: str
    trainee_id: int
    session_id: int | None
    kind: str
    game: str
    started: float
    ended: float
    detail: Mapping[str, Any]


_READABLE_RESULT = (
    "typeof(uid) = 'text' AND length(uid) = 32 AND typeof(kind) = 'text' AND typeof(game) = 'text'"
    " AND typeof(started) IN ('integer', 'real') AND started BETWEEN 0 AND 4102444800"
    " AND typeof(ended) IN ('integer', 'real') AND ended BETWEEN started AND 4102444800"
    f" AND typeof(detail_json) = 'text' AND length(detail_json) <= {MAX_DETAIL_CHARS} AND json_valid(detail_json)"
)
_RESULT_SELECT = "SELECT id, uid, trainee_id, session_id, kind, game, started, ended, detail_json FROM results"


class ResultRecords:
    """Methods of ``Records`` for the results of exams, auditions and pace runs."""

    _db: sqlite3.Connection  # set by Records
    _writing: Callable  # RecordWrites'

    def record_result(self, trainee_id: int, kind: str, game: str, *, started: float, ended: float,
                      detail: Mapping[str, Any], session_id: int | None = None) -> str:
        """Store one finished run, committed before returning; its uid."""
        if kind not in RESULT_KINDS:
            raise ValueError(f"a result is one of {', '.join(RESULT_KINDS)}, not {kind!r}")
        if not 0 <= started <= ended:
            raise ValueError(f"a result cannot end ({ended}) before it started ({started})")
        text = json.dumps(dict(detail), sort_keys=True, ensure_ascii=False, allow_nan=False)
        if len(text) > MAX_DETAIL_CHARS:
            raise ValueError(f"a result's figures take at most {MAX_DETAIL_CHARS} characters, not {len(text)}")
        uid = new_uid()
        with self._writing():
            self._db.execute(
                "INSERT INTO results (uid, trainee_id, session_id, kind, game, started, ended, detail_json)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (uid, trainee_id, session_id, kind, game, float(started), float(ended), text))
        return uid

    @bad_text_replaced
    def results(self, trainee_id: int, kind: str | None = None) -> list[ResultRow]:
        """A trainee's results (of one kind, if given), oldest first; a damaged row is left out."""
        sql = f"{_RESULT_SELECT} WHERE trainee_id = ? AND {_READABLE_RESULT}"
        args: list[object] = [trainee_id]
        if kind is not None:
            sql += " AND kind = ?"
            args.append(kind)
        rows = self._db.execute(sql + " ORDER BY ended, id", args).fetchall()
        out = []
        for rid, uid, trainee, session, kind_, game, started, ended, text in rows:
            try:
                detail = json.loads(text)
            except (ValueError, RecursionError):
                continue
            if isinstance(detail, dict):
                out.append(ResultRow(rid, uid, trainee, session, kind_, game, float(started), float(ended), detail))
        return out
