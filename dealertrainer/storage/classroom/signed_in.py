"""A person signed in to a class database: the connection made as them, who they are there, and
what goes wrong signing in, in words.

``SignedIn`` is the handle the app keeps (``AppContext.classroom``): the engine signed in as the
person (PostgreSQL's row-level security decides what it sees), their ``people.id``, their role
("trainee" or "instructor", as the database says), the class they are in and its profile.
``ClassUnavailable`` says why not: the server cannot be reached (``unreachable``: the app
starts on its local records and tries again later), the name or password is wrong, the
schema is from a newer release, the URL is not one of a class database.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Engine
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

__all__ = ["ClassUnavailable", "SignedIn", "database_key"]


class ClassUnavailable(Exception):
    """Signing in to the class database did not work; the message says why and what to do.
    ``unreachable``: the server could not be reached (worth trying again later)."""

    def __init__(self, message: str, *, unreachable: bool = False) -> None:
        super().__init__(message)
        self.unreachable = unreachable


@dataclass(frozen=True)
class SignedIn:
    """A person signed in to a class database."""

    engine: Engine
    database: str  # the URL without user or password (``database_key``)
    person_id: str
    name: str
    role: str  # "trainee" or "instructor", as the class database says
    class_id: str | None = None  # the class a trainee is in (the first, if several)
    class_name: str = ""
    profile_json: str = "{}"  # the school's profile for that class, as stored

    @property
    def instructor(self) -> bool:
        return self.role == "instructor"

    @property
    def shared_by_one_machine(self) -> bool:
        """An SQLite class database: no roles or row-level security, one machine's tests only."""
        return self.engine.dialect.name == "sqlite"


def database_key(url: str) -> str:
    """``url`` without a user or password: how the records name a class database.
    ``ClassUnavailable`` for what is not a class database's URL."""
    try:
        parsed = make_url(url.strip())
    except (ArgumentError, ValueError) as error:
        raise ClassUnavailable(f"{url[:200]!r} is not a database URL ({error}); "
                               "a class database looks like postgresql://host:port/dbname") from None
    backend = parsed.get_backend_name()
    if backend not in ("postgresql", "sqlite"):
        raise ClassUnavailable(f"{url[:200]!r} is not a class database: DealerTrainer's class databases are "
                               "PostgreSQL (postgresql://host:port/dbname) or, on one machine, SQLite (sqlite:///path)")
    return parsed._replace(username=None, password=None, drivername=backend).render_as_string(hide_password=False)
