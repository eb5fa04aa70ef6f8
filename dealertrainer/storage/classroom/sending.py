"""Sending a trainee PC's waiting sessions, answers and results to the class database.

Each batch goes in one transaction of the class database: the sessions waiting, the results
waiting (finished exams, auditions and pace runs, with ``ON CONFLICT (uid) DO NOTHING``: a result
is never changed), then up to ``BATCH`` answers, bulk-inserted with ``ON CONFLICT (uid) DO NOTHING`` (a session's end with
``DO UPDATE`` of ``ended`` alone), committed, and only then marked sent in the records file.
So a connection dropped or a server restarted mid-send loses nothing (the batch was not
committed, nothing was marked: it is sent again) and doubles nothing (a batch committed and
not marked is sent again, and the class database keeps the rows it has).

What the class database refuses is said in words (``SendingFailed``): the server cannot be
reached (``unreachable``: try again later), or it refuses these rows (a role without the
right, a schema that is not this one's).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import Boolean, Connection, Engine, Float, literal_column, text
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import SQLAlchemyError

from dealertrainer.storage.class_marks import ClassLink, Unsent
from dealertrainer.storage.classroom.connecting import explained
from dealertrainer.storage.classroom.schema import answers, results, sessions
from dealertrainer.storage.classroom.signed_in import unreachable
from dealertrainer.storage.records import Records

__all__ = ["BATCH", "Sent", "SendingFailed", "send_batch", "send_waiting"]

BATCH = 5000  # answers per transaction: some 50 ms of the server's time, 2 MB of rows at most


class SendingFailed(Exception):
    """The class database did not take a batch; nothing was marked sent. ``unreachable``: the
    server could not be reached or dropped the connection (it is worth trying again later)."""

    def __init__(self, message: str, *, unreachable: bool) -> None:
        super().__init__(message)
        self.unreachable = unreachable


@dataclass(frozen=True)
class Sent:
    """What one sending did: answers and sessions the class database took, and what still waits
    (answers and results)."""

    answers: int
    sessions: int
    waiting: int
    link: ClassLink
    results: int = 0


#: When an SQLite class database took a row, by its own clock (seconds since the epoch).
_SQLITE_NOW = literal_column("((julianday('now') - 2440587.5) * 86400.0)")


def _insert(connection: Connection):  # noqa: ANN202 - the dialect's insert, which knows ON CONFLICT
    return postgresql.insert if connection.dialect.name == "postgresql" else sqlite.insert


def send_batch(connection: Connection, batch: Unsent) -> int:
    """Insert ``batch`` on ``connection`` (in the caller's transaction): the answers that were new."""
    insert = _insert(connection)
    if connection.dialect.name == "postgresql":
        # Marked sent once committed, so committed must mean on the server's disk: whatever the
        # server's own setting, a crash right after this commit must not lose the batch.
        connection.execute(text("SET LOCAL synchronous_commit = on"))
    if batch.sessions:
        statement = insert(sessions)
        connection.execute(
            statement.on_conflict_do_update(index_elements=["uid"], set_={"ended": statement.excluded.ended},
                                            where=sessions.c.ended.is_(None)),
            batch.sessions,
        )
    if batch.results:
        connection.execute(insert(results).on_conflict_do_nothing(index_elements=["uid"]), batch.results)
    if not batch.answers:
        return 0
    if connection.dialect.name == "postgresql":
        result = connection.execute(_UNNEST_ANSWERS, {c: [row[c] for row in batch.answers] for c in _ANSWER_COLUMNS})
    else:
        statement = insert(answers).values(received=_SQLITE_NOW).on_conflict_do_nothing(index_elements=["uid"])
        result = connection.execute(statement, batch.answers)
    return max(result.rowcount, 0)


_ANSWER_COLUMNS = ("uid", "trainee_id", "session_uid", "skill", "correct", "seconds", "at", "expected", "given",
                   "unreadable", "standard_chips")


def _array_of(column: str) -> str:
    kind = answers.c[column].type
    return "boolean[]" if isinstance(kind, Boolean) else "double precision[]" if isinstance(kind, Float) else "text[]"


# On PostgreSQL a batch goes as one array per column, unnested by the server: one statement of 11
# parameters, not 5,000 rows of them to parse (three times the answers a second). COPY would be
# faster still, but PostgreSQL refuses it on a table with row-level security.
_UNNEST_ANSWERS = text(
    f"INSERT INTO {answers.name} ({', '.join(_ANSWER_COLUMNS)}, received) "
    f"SELECT batch.*, extract(epoch FROM now()) FROM unnest("
    + ", ".join(f"CAST(:{c} AS {_array_of(c)})" for c in _ANSWER_COLUMNS)
    + ") AS batch ON CONFLICT (uid) DO NOTHING"
)


def send_waiting(records: Records, link: ClassLink, engine: Engine, *, batch: int = BATCH,
                 after_batch: Callable[[Sent], None] | None = None) -> Sent:
    """Send every waiting row of ``link``'s trainee, batch by batch; ``SendingFailed`` when the
    class database does not take one (the batches before it stay sent and marked).
    ``after_batch``: told after each batch is marked (a progress line, a test's hook)."""
    sent_answers = sent_sessions = sent_results = 0
    while True:
        waiting = records.unsent(link, batch)
        if waiting.empty:
            break
        try:
            with engine.begin() as connection:
                send_batch(connection, waiting)
        except (SQLAlchemyError, OSError) as error:
            problem = explained(error)
            raise SendingFailed(str(problem), unreachable=unreachable(problem)) from None
        link = records.mark_sent(waiting)
        sent_answers += len(waiting.answers)
        sent_sessions += len(waiting.sessions)
        sent_results += len(waiting.results)
        if after_batch is not None:
            after_batch(Sent(sent_answers, sent_sessions, records.waiting_to_send(link), link, sent_results))
        if not waiting.more:
            break
    return Sent(sent_answers, sent_sessions, records.waiting_to_send(link), link, sent_results)
