"""Opening a class database: its address, a person's sign-in, and what went wrong, in words.

A class database's address names the server and the database, never a person:
``postgresql://host:port/dbname`` (a class on a PostgreSQL server) or ``sqlite:///path`` (one
machine, and tests of the schema: no row-level security there, and ``ClassDatabase.notice``
says so). The person signs in with their name and password: on PostgreSQL the server checks
them (SCRAM), on SQLite the app does (scrypt, ``people.password_hash``).

Every failure is a ``ClassroomError`` whose text can be shown as it is: a wrong address, a
wrong name or password, a server that cannot be reached, a schema from a newer release, a
connection dropped mid-way. ``explained`` turns a driver's error into one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import create_engine, select
from sqlalchemy.engine import URL, Connection, Engine, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, SQLAlchemyError

from dealertrainer.storage.classroom.migrate import SchemaState, schema_state
from dealertrainer.storage.classroom.passwords import password_matches
from dealertrainer.storage.classroom.people import NameRefused, Person, check_name, role_for
from dealertrainer.storage.classroom.schema import people

__all__ = [
    "BadAddress", "ClassDatabase", "ClassroomError", "ConnectionLost", "NotAClassDatabase", "SchemaNewer",
    "SchemaOlder", "ServerUnreachable", "SignInRefused", "admin_engine", "address", "check_schema", "explained",
    "open_class_database", "shown",
]

MAX_ADDRESS = 2000
CONNECT_SECONDS = 5


class ClassroomError(Exception):
    """Something about the class database a person can act on; ``str()`` says what, in words."""


class BadAddress(ClassroomError):
    pass


class SignInRefused(ClassroomError):
    pass


class ServerUnreachable(ClassroomError):
    pass


class ConnectionLost(ClassroomError):
    pass


class SchemaNewer(ClassroomError):
    pass


class SchemaOlder(ClassroomError):
    pass


class NotAClassDatabase(ClassroomError):
    pass


@dataclass
class ClassDatabase:
    """A class database a person has signed in to."""

    engine: Engine
    person: Person
    address: str  # as given, without any password
    row_security: bool  # False on SQLite: the app alone keeps people apart there

    @property
    def notice(self) -> str:
        if self.row_security:
            return ""
        return ("This class database is a SQLite file: it has no row-level security, so anyone who can open "
                "the file can read every record in it. Use a PostgreSQL server for a class on several PCs.")

    def close(self) -> None:
        self.engine.dispose()


def address(url: str, *, person_allowed: bool = False) -> URL:
    """The parsed address (``BadAddress`` with the reason when it is not one we can use)."""
    if len(url) > MAX_ADDRESS:
        raise BadAddress(f"A class database's address may hold at most {MAX_ADDRESS} characters.")
    given = url.strip()
    if given.startswith("postgres://"):
        given = "postgresql://" + given[len("postgres://"):]
    try:
        parsed = make_url(given)
    except (ArgumentError, ValueError):
        raise BadAddress(f"'{shown(url)}' is not a database address; write postgresql://host:port/database "
                         "or sqlite:///path/to/file.") from None
    if parsed.drivername in ("postgresql", "postgresql+psycopg"):
        if not parsed.database:
            raise BadAddress("The address names no database: write postgresql://host:port/database.")
        if parsed.port is not None and not 0 < parsed.port < 65536:
            raise BadAddress(f"{parsed.port} is not a port number (1 to 65535).")
        if parsed.username and not person_allowed:
            raise BadAddress("The address must not hold a user name: each person signs in with their own name "
                             "and password.")
        return parsed.set(drivername="postgresql+psycopg")
    if parsed.drivername == "sqlite":
        if not parsed.database or parsed.database == ":memory:":
            raise BadAddress("A SQLite class database needs a file: write sqlite:///path/to/file.")
        return parsed
    raise BadAddress(f"'{shown(url)}' is neither a PostgreSQL nor a SQLite address; write "
                     "postgresql://host:port/database or sqlite:///path/to/file.")


def shown(url: str) -> str:
    """An address as it may be shown: capped, without a password."""
    return re.sub(r"(://[^/:@]*):[^@/]*@", r"\1:***@", url)[:200]


def _engine(url: URL) -> Engine:
    if url.drivername == "sqlite":
        return create_engine(url, pool_pre_ping=True)
    return create_engine(url, pool_pre_ping=True, pool_size=2, max_overflow=2,
                         connect_args={"connect_timeout": CONNECT_SECONDS, "application_name": "DealerTrainer"})


def admin_engine(url: str) -> Engine:
    """An engine for the class's administrator: the address may name a user (and libpq's PGUSER,
    PGPASSWORD and ~/.pgpass apply), for making the schema and the first instructor."""
    parsed = address(url, person_allowed=True)
    return _engine(parsed)


def check_schema(connection: Connection, where: str) -> None:
    """``SchemaNewer``/``SchemaOlder``/``NotAClassDatabase`` unless the schema is this release's."""
    state, revision = schema_state(connection)
    if state is SchemaState.NEWER:
        raise SchemaNewer(f"The class database at {where} was made by a newer release of DealerTrainer (schema "
                          f"{revision}). Nothing was changed; update DealerTrainer on this PC to use it.")
    if state is SchemaState.OLDER:
        raise SchemaOlder(f"The class database at {where} has an older schema ({revision}); its administrator "
                          "upgrades it with: dealertrainer classroom upgrade URL")
    if state is not SchemaState.CURRENT:
        raise NotAClassDatabase(f"There is no class database at {where} yet; its administrator makes one with: "
                                "dealertrainer classroom init URL")


def open_class_database(url: str, name: str, password: str) -> ClassDatabase:
    """Sign ``name`` in to the class database at ``url`` (a ``ClassroomError`` when that fails)."""
    parsed = address(url)
    where = shown(url)
    try:
        name = check_name(name)
    except NameRefused as refused:
        raise SignInRefused(f"{str(refused)[:1].upper()}{str(refused)[1:]}.") from None
    on_sqlite = parsed.drivername == "sqlite"
    if on_sqlite:  # no server: the app checks the password against people.password_hash
        if not Path(parsed.database).is_file():
            raise BadAddress(f"There is no class database file at {parsed.database}.")
        db_role, engine = role_for("", name), _engine(parsed)
    else:  # the server checks the password of the person's own role
        db_role = role_for(parsed.database, name)
        engine = _engine(parsed.set(username=db_role, password=password))
    try:
        with engine.connect() as db:
            check_schema(db, where)
            row = db.execute(select(people.c.id, people.c.school_id, people.c.name, people.c.role, people.c.db_role)
                             .where(people.c.db_role == db_role)).first()
            if row is not None and on_sqlite:
                stored = db.execute(select(people.c.password_hash).where(people.c.id == row.id)).scalar_one()
                row = row if password_matches(password, stored) else None
    except ClassroomError:
        engine.dispose()
        raise
    except (SQLAlchemyError, OSError) as error:
        engine.dispose()
        told = explained(error, where)
        if isinstance(told, ConnectionLost):  # dropped while signing in: the server is not there to use
            told = ServerUnreachable(f"The class database at {where} cannot be reached: {_first_line(error)}")
        raise told from None
    if row is None:  # on PostgreSQL: a sign-in left from an earlier database of the same name
        engine.dispose()
        raise SignInRefused(f"The class database at {where} refused that name and password.")
    return ClassDatabase(engine, Person(*row), where, row_security=not on_sqlite)


_UNREACHABLE = ("connection refused", "could not connect", "timeout expired", "could not translate host name",
                "name or service not known", "no route to host", "network is unreachable", "connection timed out",
                "the database system is starting up", "the database system is shutting down",
                "temporary failure in name resolution", "nodename nor servname")
_NOT_POSTGRESQL = ("invalid response to ssl negotiation", "expected authentication request",
                   "unsupported frontend protocol", "invalid startup packet", "received invalid response")
_LOST = ("server closed the connection", "terminating connection", "connection already closed",
         "consuming input failed", "connection is closed", "ssl syscall error", "eof detected",
         "connection reset", "broken pipe", "lost synchronization", "the connection is lost")


def _first_line(error: BaseException) -> str:
    original = error.orig if isinstance(error, DBAPIError) and error.orig is not None else error
    message = str(original).strip()
    return message.splitlines()[0][:300] if message else type(original).__name__


def explained(error: BaseException, where: str = "") -> ClassroomError:
    """A driver's error as a ``ClassroomError`` a person can act on (``where``: the address shown)."""
    if isinstance(error, ClassroomError):
        return error
    place = f"the class database at {where}" if where else "the class database"
    subject = place[0].upper() + place[1:]
    original = error.orig if isinstance(error, DBAPIError) and error.orig is not None else error
    lower = str(original).lower()
    sqlstate = getattr(original, "sqlstate", None) or ""
    first_line = _first_line(error)
    if "password authentication failed" in lower or "no password supplied" in lower or sqlstate == "28P01":
        return SignInRefused(f"{subject} refused that name and password.")
    if "no pg_hba.conf entry" in lower or sqlstate == "28000":
        return SignInRefused(f"The server of {place} does not let this PC sign in (its pg_hba.conf has no entry "
                             "for it); ask the class's administrator.")
    if any(words in lower for words in _NOT_POSTGRESQL):
        return BadAddress(f"Nothing at {where or 'that address'} answers as a PostgreSQL server; check the host "
                          "and the port in the address.")
    if re.search(r'database ".*" does not exist', lower) or sqlstate == "3D000":
        return BadAddress(f"The server of {place} has no database of that name; check the address (its "
                          "administrator makes one with createdb NAME).")
    if any(words in lower for words in _LOST) or sqlstate.startswith("57P") or sqlstate.startswith("08"):
        # a connection still being made when the server went (it is stopping): nothing was lost
        if any(words in lower for words in _UNREACHABLE) or lower.startswith("connection failed"):
            return ServerUnreachable(f"{subject} cannot be reached: {first_line}")
        return ConnectionLost(f"The connection to {place} was lost ({first_line}).")
    if any(words in lower for words in _UNREACHABLE):
        return ServerUnreachable(f"{subject} cannot be reached: {first_line}")
    if "permission denied" in lower or "row-level security" in lower or sqlstate == "42501":
        return ClassroomError(f"The class database refused that: {first_line}")
    if isinstance(original, OSError) and not isinstance(original, DBAPIError):
        return ClassroomError(f"{subject} cannot be used: {first_line}")
    return ClassroomError(f"{subject} answered: {first_line}")
