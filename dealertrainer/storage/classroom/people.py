"""A school, its classes and its people (trainees and instructors) in the class database.

A person's name is text they typed: tidied (Unicode NFC, spaces collapsed), capped at
``schema.NAME`` characters, refused when it holds control characters, and only ever stored as
a bound value. Their PostgreSQL sign-in (``people.db_role``) is never made from the name's text:
it is ``dt_`` and 16 hex digits of a hash of the database's name and the name folded to lower
case, so a trainee PC can find it from what the trainee types (the database, their name), a
name differs from another only by more than case, and two class databases on one server never
share a sign-in.

On PostgreSQL the administrator (``classroom init``) makes the school, the first class and the
first instructor; after that an instructor adds people to their own classes through the
database's ``dealertrainer_add_person``, which checks that they teach the class. On SQLite (one
machine, no roles) the rows are written directly.
"""

from __future__ import annotations

import hashlib
import re
import time
import unicodedata
import uuid
from dataclasses import dataclass

from sqlalchemy import func, insert, select, text
from sqlalchemy.engine import Connection

from dealertrainer.storage.classroom.passwords import check_password, hash_password, scram_verifier
from dealertrainer.storage.classroom.schema import NAME, class_people, classes, people, schools

__all__ = ["NameRefused", "Person", "add_class", "add_person", "check_name", "make_school", "new_id",
           "role_for"]

ROLES = ("trainee", "instructor")


class NameRefused(ValueError):
    """A name we will not store, with the reason in words."""


@dataclass(frozen=True)
class Person:
    id: str
    school_id: str
    name: str
    role: str  # "trainee" or "instructor"
    db_role: str


def new_id() -> str:
    return uuid.uuid4().hex


def check_name(name: str, what: str = "a name") -> str:
    """The name tidied, or ``NameRefused``."""
    tidy = re.sub(r"\s+", " ", unicodedata.normalize("NFC", name)).strip()
    if not tidy:
        raise NameRefused(f"{what} cannot be empty")
    if len(tidy) > NAME:
        raise NameRefused(f"{what} may hold at most {NAME} characters")
    if any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Cn") for c in tidy):
        raise NameRefused(f"{what} cannot hold control or unassigned characters")
    return tidy


def role_for(database: str, name: str) -> str:
    """The PostgreSQL sign-in of the person called ``name`` in ``database``."""
    key = f"{database}\n{check_name(name).casefold()}".encode("utf-8")
    return "dt_" + hashlib.sha256(key).hexdigest()[:16]


def database_name(connection: Connection) -> str:
    """The name ``role_for`` takes: the database's on PostgreSQL, '' on SQLite (no roles)."""
    if connection.dialect.name == "postgresql":
        return connection.execute(select(func.current_database())).scalar_one()
    return ""


def make_school(connection: Connection, school: str, class_name: str, now: float | None = None) -> tuple[str, str]:
    """A school with its first class: (school id, class id). The administrator's step."""
    now = time.time() if now is None else now
    school_id = new_id()
    connection.execute(insert(schools).values(id=school_id, name=check_name(school, "the school's name"), created=now))
    return school_id, add_class(connection, school_id, class_name)


def add_class(connection: Connection, school_id: str, class_name: str) -> str:
    """Another class of the school (the administrator's step): its id."""
    class_id = new_id()
    connection.execute(insert(classes).values(id=class_id, school_id=school_id,
                                              name=check_name(class_name, "the class's name")))
    return class_id


def add_person(connection: Connection, class_id: str, name: str, password: str, role: str,
               now: float | None = None, *, as_administrator: bool = False) -> Person:
    """A new person in the class, able to sign in with ``password``.

    ``as_administrator``: written directly (the migration's owner, or any SQLite database);
    otherwise through ``dealertrainer_add_person``, which lets only an instructor of the class
    add to it. Raises ``NameRefused``/``PasswordRefused`` before anything is written.
    """
    if role not in ROLES:
        raise ValueError(f"a person is a trainee or an instructor, not {role!r}")
    name = check_name(name)
    check_password(password)
    now = time.time() if now is None else now
    person_id, db_role = new_id(), role_for(database_name(connection), name)
    on_postgresql = connection.dialect.name == "postgresql"
    verifier = scram_verifier(password) if on_postgresql else ""
    stored = hash_password(password)  # the app's own check (SQLite); on PostgreSQL the server checks
    school_id = connection.execute(select(classes.c.school_id).where(classes.c.id == class_id)).scalar()
    if school_id is None:
        raise LookupError("no such class in this class database (or not one of yours)")
    if on_postgresql and not as_administrator:
        connection.execute(text("SELECT dealertrainer_add_person(:id, :name, :role, :db_role, :verifier, :hash, "
                                ":class_id, :now)"),
                           dict(id=person_id, name=name, role=role, db_role=db_role, verifier=verifier, hash=stored,
                                class_id=class_id, now=now))
    else:
        if on_postgresql:
            connection.execute(text("SELECT dealertrainer_create_login(:db_role, :role, :verifier)"),
                               dict(db_role=db_role, role=role, verifier=verifier))
        connection.execute(insert(people).values(id=person_id, school_id=school_id, name=name, role=role,
                                                 db_role=db_role, password_hash=stored, created=now))
        connection.execute(insert(class_people).values(class_id=class_id, person_id=person_id))
    return Person(person_id, school_id, name, role, db_role)
