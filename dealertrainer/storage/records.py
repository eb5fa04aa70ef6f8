"""Trainee records: who trains, which sessions they ran, every answer they gave.

One SQLite file in the user's data directory (``records.sqlite3``), or a path given by
the caller. The rules this module keeps:

- every answer is committed the moment it is recorded, so a crash loses nothing;
- WAL journal and a busy timeout, so two copies of the app can share the file;
- a schema version table; older files are migrated forward by Alembic's revisions
  (``storage/records_migrations``, tables described in ``storage/records_schema.py``) inside
  one transaction; a file from a newer version, or one that is not a records file at all,
  is refused with a ``RecordsError`` that says so, and is never written to;
- a write the disk or the lock refuses, at open or mid-run, is a ``RecordsWriteError``
  naming why and what to do (``storage/records_write.py``), never "move the file aside";
- a file is checked when it is opened, before anything is written to it (its version, the
  tables its version must have; with ``check_pages``, as at the app's start when no stamp of
  a clean close vouches for the file (``storage/records_stamp.py``), SQLite's
  ``integrity_check`` of every page and index too): a damaged one is refused with a
  ``RecordsDamaged`` and left untouched (at start, ``storage/records_at_start.py`` keeps it aside);
- a row holding what its columns cannot (text where a time should be, a time past 2100, a
  config that is not JSON) is left out of every read (``count_unreadable_rows`` counts them);
  text that is not UTF-8 is read with U+FFFD in place of the bad bytes, never a traceback.
"""

from __future__ import annotations

import functools
import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from dealertrainer.storage.answer_uids import answers_carry_uids, new_uid
from dealertrainer.storage.class_marks import ClassMarks
from dealertrainer.storage.hand_times import HandTimes, keep_hand_times
from dealertrainer.storage.dealt_hands import DealtHands, answers_know_their_hand
from dealertrainer.storage.memory_model import MemoryModelRow, MemoryModels, keep_memory_models
from dealertrainer.storage.places import make_folder, records_file_problem
from dealertrainer.storage.records_write import (
    RecordsDamaged,
    RecordsError,
    RecordsWriteError,
    RecordWrites,
    bad_text_replaced,
    replacing_bad_text,
    transaction,
    write_failure,
)
from dealertrainer.storage.review_state import ReviewStateRow, ReviewStates, mark_chip_answers
from dealertrainer.storage.session_game import sessions_carry_their_game
from dealertrainer.storage.skill_ids import catalogue_ids_and_fsrs
from dealertrainer.storage.skill_reads import SkillReads, index_answers_by_skill_time
from dealertrainer.storage.trainee_results import ResultRecords, ResultRow, keep_results

__all__ = [
    "AnswerRow",
    "MemoryModelRow",
    "Records",
    "RecordsDamaged",
    "RecordsError",
    "RecordsWriteError",
    "SCHEMA_VERSION",
    "ResultRow",
    "ReviewStateRow",
    "SessionRow",
    "Trainee",
    "default_records_path",
    "stored_version",
]

APP_ID = "dealertrainer-records"
BUSY_TIMEOUT_MS = 10_000
#: What SQLite says (as an OperationalError) of a file whose bytes are wrong, not of its place.
_DAMAGED_FILE = ("unsupported file format", "malformed", "not a database", "decode", "no such table", "no such column")
LATEST = 4_102_444_800.0  # 2100-01-01 UTC: a later time in the records is a damaged value
LONGEST_ANSWER = 10_000_000.0  # seconds (115 days): an answer that took longer is a damaged value


@dataclass(frozen=True)
class Trainee:
    id: int
    name: str
    created: float
    last_used: float | None


@dataclass(frozen=True)
class SessionRow:
    id: int
    trainee_id: int
    drill_id: str
    config_json: str
    started: float
    ended: float | None
    rules_json: str = "{}"  # the house rules in force when the session was taken (JSON, per game)
    game: str | None = None  # the game its drill deals ("baccarat"); None: several games


@dataclass(frozen=True)
class AnswerRow:
    id: int
    trainee_id: int
    session_id: int | None
    skill: str
    correct: bool
    seconds: float
    at: float  # wall-clock time (seconds since the epoch) the answer was given
    prompt: str = ""
    expected: str = ""
    given: str = ""
    unreadable: bool = False
    standard_chips: bool = True  # False: a chip payout right in amount, not in the fewest chips


# --- schema ------------------------------------------------------------------------------
# How the records file changes (Alembic, like the class database; one description of the
# tables: storage/records_schema.py):
#
# - A file's version (``schema_info.version``, read with plain sqlite3 at every open: a current
#   file never loads SQLAlchemy or Alembic) is the number of revisions applied to it. The
#   revisions live in storage/records_migrations/versions, shipped as package data; revision
#   "0007" brings a file to version 7. An older file is stamped at its version's revision and
#   upgraded to the head by Alembic, inside one BEGIN IMMEDIATE transaction on the file's own
#   connection (storage/records_migrate.py); a newer one is refused untouched.
# - To add a column or a table (say version 12): write its step as a function of the file's
#   sqlite3 connection in a small module of its own (as storage/hand_times.py does), APPEND it
#   to MIGRATIONS below (a file at version n is checked against MIGRATIONS[:n] at every open,
#   with no library loaded), add the revision
#   storage/records_migrations/versions/0012_<what>.py (copy 0011_hand_times.py: revision
#   "0012", down_revision "0011", ``upgrade`` calls the step on ``on_the_file(op)``), and
#   describe the new column or table in storage/records_schema.py. SCHEMA_VERSION follows
#   MIGRATIONS; tests/storage/test_records_alembic.py fails until the step, the revision and the
#   description agree, and upgrades a file written by the release before.
#
# MIGRATIONS[n] turns a version-n file into version n+1 (version 0 is an empty file); revision
# "%04d" % (n + 1) runs it.

def start_records(db: sqlite3.Connection) -> None:
    db.execute("CREATE TABLE schema_info (app TEXT NOT NULL, version INTEGER NOT NULL)")
    db.execute("INSERT INTO schema_info (app, version) VALUES (?, 0)", (APP_ID,))
    db.execute(
        """CREATE TABLE trainees (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE,
            created REAL NOT NULL,
            last_used REAL)"""
    )
    db.execute(
        """CREATE TABLE sessions (
            id INTEGER PRIMARY KEY,
            trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
            drill_id TEXT NOT NULL,
            config_json TEXT NOT NULL DEFAULT '{}',
            started REAL NOT NULL,
            ended REAL)"""
    )
    db.execute(
        """CREATE TABLE answers (
            id INTEGER PRIMARY KEY,
            trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
            session_id INTEGER REFERENCES sessions(id) ON DELETE SET NULL,
            skill TEXT NOT NULL,
            correct INTEGER NOT NULL,
            seconds REAL NOT NULL,
            at REAL NOT NULL,
            prompt TEXT NOT NULL DEFAULT '',
            expected TEXT NOT NULL DEFAULT '',
            given TEXT NOT NULL DEFAULT '')"""
    )
    db.execute("CREATE INDEX answers_by_trainee_skill ON answers (trainee_id, skill)")


def mark_unreadable_answers(db: sqlite3.Connection) -> None:
    # Version 2: unreadable answers are marked, and the spaced-repetition state is kept.
    db.execute("ALTER TABLE answers ADD COLUMN unreadable INTEGER NOT NULL DEFAULT 0")
    db.execute(
        """CREATE TABLE skill_state (
            trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
            skill TEXT NOT NULL,
            box INTEGER NOT NULL,
            due REAL NOT NULL,
            updated REAL NOT NULL,
            PRIMARY KEY (trainee_id, skill))"""
    )


def record_house_rules(db: sqlite3.Connection) -> None:
    # Each session keeps the house rules it was taken under (an exam at 3:2 or at 6:5).
    db.execute("ALTER TABLE sessions ADD COLUMN rules_json TEXT NOT NULL DEFAULT '{}'")


# catalogue_ids_and_fsrs (storage/skill_ids.py): one skill id per competence, FSRS cards for Leitner boxes.
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    start_records, mark_unreadable_answers, record_house_rules, catalogue_ids_and_fsrs, mark_chip_answers, keep_memory_models,
    index_answers_by_skill_time, sessions_carry_their_game, answers_know_their_hand, answers_carry_uids, keep_hand_times,
    keep_results,
)
SCHEMA_VERSION = len(MIGRATIONS)


def stored_version(path: Path) -> int | None:
    """The records version of the file at ``path``, read-only (None: no such file, or it cannot
    be read as a records file; opening it says why)."""
    try:
        db = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
    except sqlite3.Error:
        return None
    try:
        rows = db.execute("SELECT app, version FROM schema_info LIMIT 2").fetchall()
    except sqlite3.Error:
        return None
    finally:
        db.close()
    return rows[0][1] if len(rows) == 1 and rows[0][0] == APP_ID and type(rows[0][1]) is int else None


def default_records_path() -> Path:
    """``records.sqlite3`` in the data directory (``DEALERTRAINER_DATA_DIR`` overrides it)."""
    folder = os.environ.get("DEALERTRAINER_DATA_DIR")
    if folder:
        return Path(folder) / "records.sqlite3"
    import platformdirs

    return Path(platformdirs.user_data_dir("dealertrainer", appauthor=False)) / "records.sqlite3"


class Records(ReviewStates, MemoryModels, SkillReads, DealtHands, ClassMarks, HandTimes, ResultRecords,
              RecordWrites):
    """The records file, open. Use as a context manager or call ``close()``."""

    def __init__(self, path: Path | str | None = None, *, wall_clock: Callable[[], float] = time.time,
                 check_pages: bool = False) -> None:
        self.path = Path(path) if path is not None else default_records_path()
        self._now = wall_clock
        if problem := make_folder(self.path.parent, "your records") or records_file_problem(self.path):
            raise RecordsError(problem)  # a bad place, not a bad file: never advise moving the file
        self._check_pages = check_pages  # every page and index read through: some seconds for a million answers
        self._db = self._open()

    # --- opening -----------------------------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        if self.path.exists():  # checked on a read-only connection: a refused file, or its journal, is never written
            checking = self._connect(read_only=True)
            with self._refusals(checking):
                self._check_file(checking)
            checking.close()
        db = self._connect()
        with self._refusals(db):
            db.execute("PRAGMA foreign_keys = ON")
            mode = db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise RecordsError(f"the records file {self.path} cannot use a WAL journal (got {mode})")
            db.execute("PRAGMA synchronous = FULL")  # fsync at every commit: a power cut loses nothing either
            self._migrate(db)
            db.text_factory = str  # fast; a read meeting bad text switches back (``bad_text_replaced``)
        return db

    def _connect(self, read_only: bool = False) -> sqlite3.Connection:
        target = f"{self.path.resolve().as_uri()}?mode=ro" if read_only else str(self.path)
        try:
            db = sqlite3.connect(target, uri=read_only, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
            db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        except sqlite3.Error as error:
            raise RecordsError(records_file_problem(self.path) or f"cannot open the records file {self.path}: {error}") from None
        db.text_factory = replacing_bad_text  # a damaged table name is read, and refused, not raised
        return db

    @contextmanager
    def _refusals(self, db: sqlite3.Connection) -> Iterator[None]:
        """What SQLite's refusal while opening means: a bad place, a write refused, or a damaged
        file (``RecordsDamaged``); ``db`` is closed when anything fails."""
        try:
            yield
        except sqlite3.OperationalError as error:  # the place refuses (disk, lock), not the file: never "move it"
            db.close()
            if any(words in str(error) for words in _DAMAGED_FILE) and not records_file_problem(self.path):
                raise RecordsDamaged(self.path, f"it is not a readable DealerTrainer records file ({error})") from None
            problem = records_file_problem(self.path)
            raise (RecordsError(problem) if problem else write_failure(error, self.path)) from None
        except (sqlite3.DatabaseError, UnicodeDecodeError) as error:  # "file is not a database", "malformed", ...
            db.close()
            if problem := records_file_problem(self.path):
                raise RecordsError(problem) from None
            why = "SQLite's own message about it is not text" if isinstance(error, UnicodeDecodeError) else error
            raise RecordsDamaged(self.path, f"it is not a readable DealerTrainer records file ({why})") from None
        except BaseException:
            db.close()
            raise

    def _stored_version(self, db: sqlite3.Connection) -> int:
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not tables:
            return 0
        if "schema_info" not in tables:
            raise RecordsDamaged(
                self.path, "it is an SQLite database but not a DealerTrainer records file "
                f"(it holds tables {', '.join(sorted(tables))[:200]})"
            )
        rows = db.execute("SELECT app, version FROM schema_info LIMIT 2").fetchall()
        if len(rows) != 1 or rows[0][0] != APP_ID or not isinstance(rows[0][1], int):
            raise RecordsDamaged(self.path, f"its version table is damaged ({rows!r:.200})")
        return rows[0][1]

    def _check_file(self, db: sqlite3.Connection) -> None:
        """Refuse a newer, damaged or incomplete file before anything is written to it."""
        self._check_version(db)
        # quick_check misses a damaged index, which fails reads later ("disk image is malformed")
        found = db.execute("PRAGMA integrity_check(1)").fetchone()[0] if self._check_pages else "ok"
        if found != "ok":
            raise RecordsDamaged(self.path, f"SQLite's check of the file found: {' '.join(str(found).split())[:200]}")
        version = self._stored_version(db)
        for table, columns in _tables_of(version).items():
            held = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
            if not held:
                raise RecordsDamaged(self.path, f"its version {version} should hold the table {table!r}, and it does not")
            if missing := sorted(columns - held):
                raise RecordsDamaged(self.path, f"its table {table!r} lacks the columns {', '.join(missing)}")

    def count_unreadable_rows(self) -> int:
        """How many answers and sessions every read leaves out, for the values they hold (a full scan)."""
        return self._db.execute(
            f"SELECT (SELECT count(*) FROM answers WHERE NOT ({readable_answer()})) "
            f"+ (SELECT count(*) FROM sessions WHERE NOT ({_READABLE_SESSION}))"
        ).fetchone()[0]

    def _check_version(self, db: sqlite3.Connection) -> None:
        version = self._stored_version(db)
        if version > SCHEMA_VERSION:
            raise RecordsError(
                f"{self.path} was written by a newer DealerTrainer (records version {version}; "
                f"this version reads up to {SCHEMA_VERSION}). Update the app to open it; "
                "the file was left untouched."
            )
        if version < 0:
            raise RecordsError(f"{self.path} has an impossible records version {version}; it was left untouched.")

    def _migrate(self, db: sqlite3.Connection) -> None:
        with transaction(db, self.path):
            version = self._stored_version(db)  # again, under the write lock: another copy may have migrated
            if version > SCHEMA_VERSION:
                raise RecordsError(f"{self.path} was upgraded by a newer DealerTrainer meanwhile; not touched.")
            if version < SCHEMA_VERSION:  # only now SQLAlchemy and Alembic are loaded: a current file opens without
                from dealertrainer.storage.records_migrate import upgrade

                upgrade(db, version)
                db.execute("UPDATE schema_info SET version = ?", (SCHEMA_VERSION,))

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Records:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def schema_version(self) -> int:
        return self._stored_version(self._db)

    # --- trainees ----------------------------------------------------------------------
    @bad_text_replaced
    def trainees(self) -> list[Trainee]:
        rows = self._db.execute(_TRAINEE_SELECT + " ORDER BY name COLLATE NOCASE")
        return [Trainee(*row) for row in rows]

    @bad_text_replaced
    def trainee(self, trainee_id: int) -> Trainee:
        row = self._db.execute(_TRAINEE_SELECT + " AND id = ?", (trainee_id,)).fetchone()
        if row is None:
            raise RecordsError(f"no trainee with id {trainee_id}")
        return Trainee(*row)

    def add_trainee(self, name: str) -> Trainee:
        name = _clean_name(name)
        try:
            with self._writing():
                cursor = self._db.execute("INSERT INTO trainees (name, created) VALUES (?, ?)", (name, self._now()))
        except sqlite3.IntegrityError:
            raise RecordsError(f"a trainee called {name!r} already exists; choose another name") from None
        return self.trainee(int(cursor.lastrowid))

    def rename_trainee(self, trainee_id: int, name: str) -> Trainee:
        name = _clean_name(name)
        self.trainee(trainee_id)
        try:
            with self._writing():
                self._db.execute("UPDATE trainees SET name = ? WHERE id = ?", (name, trainee_id))
        except sqlite3.IntegrityError:
            raise RecordsError(f"a trainee called {name!r} already exists; choose another name") from None
        return self.trainee(trainee_id)

    def delete_trainee(self, trainee_id: int) -> None:
        """Remove a trainee with every session, answer and schedule entry."""
        self.trainee(trainee_id)
        with self._writing():
            self._db.execute("DELETE FROM trainees WHERE id = ?", (trainee_id,))

    def touch_trainee(self, trainee_id: int) -> None:
        """Mark the trainee as the one used last (done by ``start_session`` too)."""
        with self._writing():
            self._db.execute("UPDATE trainees SET last_used = ? WHERE id = ?", (self._now(), trainee_id))

    @bad_text_replaced
    def last_trainee(self) -> Trainee | None:
        row = self._db.execute(
            _TRAINEE_SELECT + " AND last_used IS NOT NULL ORDER BY last_used DESC, id DESC LIMIT 1"
        ).fetchone()
        return Trainee(*row) if row else None

    # --- sessions ----------------------------------------------------------------------
    def start_session(self, trainee_id: int, drill_id: str, config_json: str = "{}", *, started: float | None = None,
                      rules_json: str = "{}", game: str | None = None) -> int:
        """A new session of ``drill_id``; ``game``: the game the drill deals (None: several)."""
        self.trainee(trainee_id)
        at = self._now() if started is None else started
        with self._writing():
            cursor = self._db.execute(
                "INSERT INTO sessions (trainee_id, drill_id, config_json, started, rules_json, game, uid)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (trainee_id, drill_id, config_json, at, rules_json, game, new_uid()),
            )
            self._db.execute("UPDATE trainees SET last_used = ? WHERE id = ?", (at, trainee_id))
        return int(cursor.lastrowid)

    def end_session(self, session_id: int) -> None:
        with self._writing():
            cursor = self._db.execute("UPDATE sessions SET ended = ? WHERE id = ?", (self._now(), session_id))
        if cursor.rowcount == 0:
            raise RecordsError(f"no session with id {session_id}")

    @bad_text_replaced
    def session(self, session_id: int) -> SessionRow:
        row = self._db.execute(_SESSION_SELECT + " id = ?", (session_id,)).fetchone()
        if row is None:
            raise RecordsError(f"no session with id {session_id}")
        return SessionRow(*row)

    @bad_text_replaced
    def sessions(self, trainee_id: int) -> list[SessionRow]:
        rows = self._db.execute(_SESSION_SELECT + " trainee_id = ? ORDER BY started, id", (trainee_id,))
        return [SessionRow(*row) for row in rows]

    @bad_text_replaced
    def unfinished_sessions(self, trainee_id: int) -> list[SessionRow]:
        """Sessions started and never ended (the app closed or crashed): newest first, to resume."""
        rows = self._db.execute(
            _SESSION_SELECT + " trainee_id = ? AND ended IS NULL ORDER BY started DESC, id DESC", (trainee_id,)
        )
        return [SessionRow(*row) for row in rows]

    # --- answers -----------------------------------------------------------------------
    def record_answer(
        self,
        trainee_id: int,
        skill: str,
        correct: bool,
        seconds: float,
        *,
        session_id: int | None = None,
        at: float | None = None,
        prompt: str = "",
        expected: str = "",
        given: str = "",
        unreadable: bool = False,
        standard_chips: bool = True,
        dealt: tuple[int, int, int] | None = None,
    ) -> int:
        """Store one answer and commit it before returning; ``dealt``: (the ``dealt_shoes`` row, the
        hand, the step in the hand) it was asked at, for a table's answer (``storage/dealt_hands.py``)."""
        if not skill:
            raise ValueError("an answer needs the skill it tested")
        if seconds < 0:
            raise ValueError(f"response time cannot be negative: {seconds}")
        with self._writing():
            cursor = self._db.execute(
                "INSERT INTO answers (trainee_id, session_id, skill, correct, seconds, at, prompt, expected, given,"
                " unreadable, standard_chips, dealt_shoe, hand, hand_step, uid)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (trainee_id, session_id, skill, int(bool(correct)), float(seconds), self._now() if at is None else at,
                 prompt, expected, given, int(bool(unreadable)), int(bool(standard_chips)), *(dealt or (None,) * 3),
                 new_uid()),
            )
        return int(cursor.lastrowid)

    @bad_text_replaced
    def answers(self, trainee_id: int, skill_prefix: str | None = None, *, session_id: int | None = None) -> list[AnswerRow]:
        """A trainee's answers, oldest first; ``skill_prefix`` "baccarat.banker" picks a subtree."""
        sql = _ANSWER_SELECT + " trainee_id = ?"
        args: list[object] = [trainee_id]
        if skill_prefix:
            sql += " AND (skill = ? OR substr(skill, 1, ?) = ?)"
            args += [skill_prefix, len(skill_prefix) + 1, skill_prefix + "."]
        if session_id is not None:
            sql += " AND session_id = ?"
            args.append(session_id)
        rows = self._db.execute(sql + " ORDER BY at, id", args)
        return [_answer(row) for row in rows]

    @contextmanager
    def bulk(self) -> Iterator[sqlite3.Connection]:
        """One transaction for many writes (used by history import)."""
        with self._writing():
            yield self._db


def readable_answer(table: str = "") -> str:
    """SQL that holds for an answer row whose values are what its columns promise (``table``:
    the alias in a join, "a.")."""
    number = "('integer', 'real')"
    return " AND ".join(c.replace("@", table) for c in (
        "typeof(@skill) = 'text'", "@correct IN (0, 1)", f"typeof(@seconds) IN {number}",
        f"@seconds BETWEEN 0 AND {LONGEST_ANSWER}", f"typeof(@at) IN {number}", f"@at BETWEEN 0 AND {LATEST}",
        "typeof(@prompt) = 'text'", "typeof(@expected) = 'text'", "typeof(@given) = 'text'",
        "@unreadable IN (0, 1)", "@standard_chips IN (0, 1)", "(@session_id IS NULL OR typeof(@session_id) = 'integer')",
    ))


def _json_object(column: str) -> str:
    return f"(CASE WHEN json_valid({column}) THEN json_type({column}) = 'object' ELSE 0 END)"


_READABLE_SESSION = " AND ".join((
    "typeof(drill_id) = 'text'", _json_object("config_json"), _json_object("rules_json"),
    "typeof(started) IN ('integer', 'real')", f"started BETWEEN 0 AND {LATEST}",
    f"(ended IS NULL OR (typeof(ended) IN ('integer', 'real') AND ended BETWEEN 0 AND {LATEST}))",
    "(game IS NULL OR typeof(game) = 'text')",
))
_TIME = "CASE WHEN typeof({0}) IN ('integer', 'real') AND {0} BETWEEN 0 AND %s THEN {0} END" % LATEST
# A trainee is never left out (their answers hang on them): a damaged name is read as text, a damaged time as none.
_TRAINEE_SELECT = (
    f"SELECT id, CAST(name AS TEXT), coalesce({_TIME.format('created')}, 0), {_TIME.format('last_used')} FROM trainees"
    " WHERE typeof(id) = 'integer'"
)
_SESSION_SELECT = (
    "SELECT id, trainee_id, drill_id, config_json, started, ended, rules_json, game FROM sessions"
    f" WHERE {_READABLE_SESSION} AND"
)
_ANSWER_SELECT = (
    "SELECT id, trainee_id, session_id, skill, correct, seconds, at, prompt, expected, given, unreadable,"
    f" standard_chips FROM answers WHERE {readable_answer()} AND"
)


@functools.cache
def _tables_of(version: int) -> dict[str, frozenset[str]]:
    """The tables (and their columns) a records file of ``version`` holds at least."""
    db = sqlite3.connect(":memory:", isolation_level=None)
    try:
        for step in MIGRATIONS[:version]:
            step(db)
        tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {t: frozenset(row[1] for row in db.execute(f"PRAGMA table_info({t})")) for t in tables}
    finally:
        db.close()


def _answer(row: tuple) -> AnswerRow:
    values = list(row)
    for flag in (4, 10, 11):
        values[flag] = bool(values[flag])
    return AnswerRow(*values)


def _clean_name(name: str) -> str:
    if not isinstance(name, str) or not name.strip():
        raise ValueError("a trainee needs a name (some letters, not only spaces)")
    name = " ".join(name.split())
    if len(name) > 80:
        raise ValueError(f"a trainee name is at most 80 characters, not {len(name)}")
    return name
