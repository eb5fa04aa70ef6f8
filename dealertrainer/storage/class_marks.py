"""What a trainee PC has sent to its class database, kept in the records file (``class_links``,
made by ``storage/answer_uids.py``), and the rows still waiting, read as the class database
stores them.

``ClassMarks`` is mixed into ``Records``. A local trainee is linked to their person in one class
database (``link_to_class``); from then on every answer and session past the marks is waiting.
``unsent`` reads the next batch; ``mark_sent`` moves the marks once the class database has
committed it. A batch sent and not marked (the app killed between the two) is sent again: the
class database keeps the first copy, so nothing is doubled; a batch not committed there is not
marked, so nothing is lost.

``database`` names the class database as the sender keys it: its URL without any password.
Rows whose values cannot be read (``readable_answer``) are passed over, never sent.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass, field

__all__ = ["ClassLink", "ClassMarks", "Unsent"]


@dataclass(frozen=True)
class ClassLink:
    """A local trainee and who they are in one class database, with the marks of what was sent."""

    trainee_id: int
    database: str
    person_id: str
    answers_sent: int = 0  # the highest local answer id the class database holds (with all before it)
    sessions_sent: int = 0  # the same for sessions
    open_sessions: tuple[int, ...] = ()  # sessions sent while open: sent again once they end
    results_sent: int = 0  # the same for results (exams, auditions, pace runs)


@dataclass(frozen=True)
class Unsent:
    """The next batch to send: rows as the class database's ``sessions``, ``answers`` and
    ``results`` take them."""

    link: ClassLink
    sessions: list[dict] = field(default_factory=list)
    answers: list[dict] = field(default_factory=list)
    sessions_upto: int = 0  # the marks once this batch is in
    answers_upto: int = 0
    open_sessions: tuple[int, ...] = ()
    more: bool = False  # answers past this batch wait too
    results: list[dict] = field(default_factory=list)
    results_upto: int = 0

    @property
    def empty(self) -> bool:
        return not self.sessions and not self.answers and not self.results \
            and self.answers_upto == self.link.answers_sent and self.sessions_upto == self.link.sessions_sent \
            and self.results_upto == self.link.results_sent and self.open_sessions == self.link.open_sessions


_LINK = "SELECT trainee_id, database, person_id, answers_sent, sessions_sent, open_sessions, results_sent FROM class_links"


class ClassMarks:
    """Methods of ``Records`` for the class link and what it has sent."""

    _db: sqlite3.Connection  # set by Records
    _writing: Callable[[], AbstractContextManager[None]]

    def link_to_class(self, trainee_id: int, database: str, person_id: str) -> ClassLink:
        """Link ``trainee_id`` to ``person_id`` in ``database``; a link to another person there
        starts its marks again (that person holds none of these rows yet)."""
        with self._writing():
            self._db.execute(
                "INSERT INTO class_links (trainee_id, database, person_id) VALUES (?, ?, ?)"
                " ON CONFLICT (trainee_id, database) DO UPDATE SET person_id = excluded.person_id,"
                " answers_sent = CASE WHEN person_id = excluded.person_id THEN answers_sent ELSE 0 END,"
                " sessions_sent = CASE WHEN person_id = excluded.person_id THEN sessions_sent ELSE 0 END,"
                " open_sessions = CASE WHEN person_id = excluded.person_id THEN open_sessions ELSE '[]' END,"
                " results_sent = CASE WHEN person_id = excluded.person_id THEN results_sent ELSE 0 END",
                (trainee_id, database, person_id),
            )
        link = self.class_link(trainee_id, database)
        assert link is not None
        return link

    def class_link(self, trainee_id: int, database: str) -> ClassLink | None:
        row = self._db.execute(_LINK + " WHERE trainee_id = ? AND database = ?", (trainee_id, database)).fetchone()
        return _link(row) if row else None

    def linked_trainee(self, database: str, person_id: str) -> int | None:
        """The local trainee linked to ``person_id`` in ``database`` (None: not yet on this PC)."""
        row = self._db.execute(
            "SELECT trainee_id FROM class_links WHERE database = ? AND person_id = ? ORDER BY trainee_id LIMIT 1",
            (database, person_id),
        ).fetchone()
        return int(row[0]) if row else None

    def waiting_to_send(self, link: ClassLink) -> int:
        """How many answers and results of the linked trainee the class database does not hold yet."""
        return sum(self.waiting_kinds(link))

    def waiting_kinds(self, link: ClassLink) -> tuple[int, int]:
        """(answers, results) of the linked trainee the class database does not hold yet."""
        answers, results = self._db.execute(
            "SELECT (SELECT count(*) FROM answers WHERE id > ? AND trainee_id = ?),"
            " (SELECT count(*) FROM results WHERE id > ? AND trainee_id = ?)",
            (link.answers_sent, link.trainee_id, link.results_sent, link.trainee_id),
        ).fetchone()
        return int(answers), int(results)

    def waiting_for(self, trainee_id: int, database: str) -> int:
        """Answers and results of ``trainee_id`` that ``database`` does not hold (all of them before a first link)."""
        return sum(self.waiting_kinds_for(trainee_id, database))

    def waiting_kinds_for(self, trainee_id: int, database: str) -> tuple[int, int]:
        """(answers, results) of ``trainee_id`` that ``database`` does not hold."""
        link = self.class_link(trainee_id, database) or ClassLink(trainee_id, database, "")
        return self.waiting_kinds(link)

    def unsent(self, link: ClassLink, batch: int = 5000) -> Unsent:
        """The sessions and results waiting (all of them: they are few) and up to ``batch`` answers,
        oldest first."""
        from dealertrainer.storage.records import LATEST, readable_answer  # records imports this module

        sessions, upto, still_open = [], link.sessions_sent, []
        ended_since = set(link.open_sessions)
        rows = self._db.execute(
            f"SELECT id, uid, drill_id, game, rules_json, started, ended FROM sessions WHERE trainee_id = ?"
            f" AND (id > ? OR id IN ({','.join('?' * len(ended_since))})) ORDER BY id",
            (link.trainee_id, link.sessions_sent, *ended_since),
        )
        for sid, uid, drill, game, rules, started, ended in rows:
            upto = max(upto, sid)
            if not _uid(uid) or not isinstance(drill, str) or not _time(started, LATEST) \
                    or (ended is not None and not _time(ended, LATEST)):
                continue  # a damaged row: left out here as in every read
            if sid in ended_since and ended is None:
                still_open.append(sid)  # sent already, still open: nothing new to say
                continue
            if ended is None:
                still_open.append(sid)
            sessions.append({"uid": uid, "trainee_id": link.person_id, "drill_id": drill[:120],
                             "game": game if isinstance(game, str) else "", "rules_json": _text(rules, "{}"),
                             "started": float(started), "ended": None if ended is None else float(ended)})
        answers, answers_upto = [], link.answers_sent
        rows = self._db.execute(
            f"SELECT a.id, ({readable_answer('a.')}), a.uid, s.uid, a.skill, a.correct, a.seconds, a.at, a.expected,"
            " a.given, a.unreadable, a.standard_chips FROM answers a LEFT JOIN sessions s ON s.id = a.session_id"
            " WHERE a.id > ? AND a.trainee_id = ? ORDER BY a.id LIMIT ?",
            (link.answers_sent, link.trainee_id, batch + 1),
        ).fetchall()
        more = len(rows) > batch
        for aid, readable, uid, session_uid, skill, correct, seconds, at, expected, given, unreadable, chips in rows[:batch]:
            answers_upto = aid
            if not readable or not _uid(uid):
                continue
            answers.append({"uid": uid, "trainee_id": link.person_id,
                            "session_uid": session_uid if _uid(session_uid) else None, "skill": skill[:120],
                            "correct": bool(correct), "seconds": float(seconds), "at": float(at),
                            "expected": expected, "given": given, "unreadable": bool(unreadable),
                            "standard_chips": bool(chips)})
        results, results_upto = self._unsent_results(link)
        return Unsent(link, sessions, answers, upto, answers_upto, tuple(sorted(still_open)), more, results,
                      results_upto)

    def _unsent_results(self, link: ClassLink) -> tuple[list[dict], int]:
        from dealertrainer.storage.records import LATEST  # records imports this module
        from dealertrainer.storage.trainee_results import MAX_DETAIL_CHARS

        out, upto = [], link.results_sent
        rows = self._db.execute(
            "SELECT id, uid, kind, game, started, ended, detail_json FROM results WHERE id > ? AND trainee_id = ?"
            " ORDER BY id", (link.results_sent, link.trainee_id))
        for rid, uid, kind, game, started, ended, detail in rows:
            upto = max(upto, rid)
            if not _uid(uid) or not isinstance(kind, str) or not isinstance(game, str) or not _time(ended, LATEST) \
                    or not _time(started, ended) or not isinstance(detail, str) or len(detail) > MAX_DETAIL_CHARS:
                continue  # a damaged row: left out here as in every read
            out.append({"uid": uid, "trainee_id": link.person_id, "kind": kind[:16], "game": game[:32],
                        "started": float(started), "ended": float(ended), "detail_json": detail})
        return out, upto

    def mark_sent(self, batch: Unsent) -> ClassLink:
        """The class database has committed ``batch``: move the marks past it (never back)."""
        link = batch.link
        with self._writing():
            self._db.execute(
                "UPDATE class_links SET answers_sent = max(answers_sent, ?), sessions_sent = max(sessions_sent, ?),"
                " results_sent = max(results_sent, ?), open_sessions = ? WHERE trainee_id = ? AND database = ?"
                " AND person_id = ?",
                (batch.answers_upto, batch.sessions_upto, batch.results_upto, json.dumps(list(batch.open_sessions)),
                 link.trainee_id, link.database, link.person_id),
            )
        marked = self.class_link(link.trainee_id, link.database)
        assert marked is not None
        return marked

    def uids_by_id(self, table: str, trainee_id: int) -> dict[int, str]:
        """The uids of a trainee's ``table`` rows ("answers" or "sessions"), by local id."""
        if table not in ("answers", "sessions"):
            raise ValueError(f"rows with uids are answers or sessions, not {table!r}")
        rows = self._db.execute(f"SELECT id, uid FROM {table} WHERE trainee_id = ?", (trainee_id,))
        return {int(rid): uid for rid, uid in rows if _uid(uid)}

    def holder_of(self, uids: list[str]) -> int | None:
        """The local trainee who holds any of these answer or session uids (None: no one here)."""
        for table in ("sessions", "answers"):
            for start in range(0, len(uids), 500):
                part = uids[start:start + 500]
                row = self._db.execute(
                    f"SELECT trainee_id FROM {table} WHERE uid IN ({','.join('?' * len(part))}) LIMIT 1", part
                ).fetchone()
                if row is not None:
                    return int(row[0])
        return None

    def class_links(self) -> Iterator[ClassLink]:
        yield from (_link(row) for row in self._db.execute(_LINK + " ORDER BY trainee_id, database").fetchall())


def _link(row: tuple) -> ClassLink:
    try:
        opened = json.loads(row[5]) if isinstance(row[5], str) else []
    except ValueError:
        opened = []
    ids = tuple(sorted(i for i in opened if type(i) is int)) if isinstance(opened, list) else ()
    return ClassLink(int(row[0]), str(row[1]), str(row[2]), int(row[3] or 0), int(row[4] or 0), ids, int(row[6] or 0))


def _uid(value: object) -> bool:
    return isinstance(value, str) and len(value) == 32


def _time(value: object, latest: float) -> bool:
    return type(value) in (int, float) and 0 <= value <= latest  # type: ignore[operator]


def _text(value: object, default: str) -> str:
    return value if isinstance(value, str) else default
