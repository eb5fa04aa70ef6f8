"""A person signed in to a class database, as the app keeps them: the connection made as them
(``connecting.open_class_database``), who they are there, the class they are in and the school's
profile for it.

``SignedIn`` is the handle the app keeps (``AppContext.classroom``): ``engine`` signed in as the
person (PostgreSQL's row-level security decides what it sees), ``person_id``, ``role`` ("trainee"
or "instructor", as the database says), the class and its profile. Failures are
``connecting.ClassroomError``s whose text can be shown as it is; ``unreachable`` tells those
worth trying again later (the server down or the connection dropped) from the rest.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Engine, select
from sqlalchemy.exc import SQLAlchemyError

from dealertrainer.storage.classroom.connecting import (
    ClassDatabase,
    ClassroomError,
    ConnectionLost,
    ServerUnreachable,
    address,
    explained,
    open_class_database,
)
from dealertrainer.storage.classroom.schema import class_people, classes

__all__ = ["SignedIn", "database_key", "read_class", "sign_in", "unreachable"]


@dataclass(frozen=True)
class SignedIn:
    """A person signed in to a class database, and their class."""

    opened: ClassDatabase
    database: str  # the address without user or password (``database_key``): how the records name it
    class_id: str | None = None  # the class they are in (the first by name, if several)
    class_name: str = ""
    profile_json: str = "{}"  # the school's profile for that class, as stored (data: read with caps)

    @property
    def engine(self) -> Engine:
        return self.opened.engine

    @property
    def person_id(self) -> str:
        return self.opened.person.id

    @property
    def name(self) -> str:
        return self.opened.person.name

    @property
    def role(self) -> str:
        return self.opened.person.role

    @property
    def instructor(self) -> bool:
        return self.role == "instructor"

    def close(self) -> None:
        self.opened.close()


def database_key(url: str) -> str:
    """``url`` without a user or password, in one spelling: how the records name a class database
    (``BadAddress`` for what is not one)."""
    parsed = address(url, person_allowed=True)
    backend = parsed.get_backend_name()
    return parsed._replace(username=None, password=None, drivername=backend).render_as_string(hide_password=False)


def read_class(opened: ClassDatabase, database: str) -> SignedIn:
    """The class ``opened``'s person is in (the first by name), with its profile."""
    try:
        with opened.engine.connect() as db:
            row = db.execute(
                select(classes.c.id, classes.c.name, classes.c.profile_json)
                .join(class_people, class_people.c.class_id == classes.c.id)
                .where(class_people.c.person_id == opened.person.id)
                .order_by(classes.c.name, classes.c.id).limit(1)
            ).first()
    except (SQLAlchemyError, OSError) as error:
        raise explained(error, opened.address) from None
    if row is None:
        return SignedIn(opened, database)
    return SignedIn(opened, database, row.id, row.name, row.profile_json if isinstance(row.profile_json, str) else "{}")


def sign_in(url: str, name: str, password: str) -> SignedIn:
    """Sign ``name`` in to the class database at ``url``, with their class (``ClassroomError``)."""
    database = database_key(url)
    opened = open_class_database(url, name, password)
    try:
        return read_class(opened, database)
    except ClassroomError:
        opened.close()
        raise


#: What SQLite says when a class database file is out of reach for now (a share gone, a lock held).
_OUT_OF_REACH = ("unable to open database file", "database is locked", "disk i/o error")


def unreachable(error: ClassroomError) -> bool:
    """The server could not be reached or dropped the connection: worth trying again later."""
    return isinstance(error, (ServerUnreachable, ConnectionLost)) or any(
        words in str(error).lower() for words in _OUT_OF_REACH)
