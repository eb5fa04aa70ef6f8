"""Setting up a class database, headless (``dealertrainer classroom init/upgrade/add-trainee``).

- ``init_class``: the class's administrator makes the schema (by migration), the school, its
  first class and the first instructor, in one transaction: all of it or nothing. On
  PostgreSQL the administrator signs in as a server role that may create roles (the address
  may name it; libpq's PGPASSWORD or ~/.pgpass give its password).
- ``upgrade_class``: the administrator brings an older release's schema up to this one's.
- ``add_person``: a signed-in instructor adds a trainee (or a fellow instructor) to their class.

Every refusal is a ``ClassroomError`` (or ``NameRefused``/``PasswordRefused``) whose text says
what to do; nothing is half written.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Engine, func, select
from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from dealertrainer.storage.classroom import migrate
from dealertrainer.storage.classroom.connecting import (
    ClassDatabase, ClassroomError, SchemaNewer, admin_engine, explained, shown,
)
from dealertrainer.storage.classroom.passwords import check_password
from dealertrainer.storage.classroom.people import Person, check_name, make_school
from dealertrainer.storage.classroom.people import add_person as _add_person
from dealertrainer.storage.classroom.schema import people
from dealertrainer.training.classroom_roster import classes_of

__all__ = ["ClassMade", "add_person", "init_class", "upgrade_class"]


@dataclass(frozen=True)
class ClassMade:
    school: str
    class_name: str
    instructor: Person


def _admin(url: str) -> tuple[Engine, str]:
    return admin_engine(url), shown(url)


def _state_not_newer(db, where: str) -> tuple[migrate.SchemaState, str | None]:
    """The schema's state; ``SchemaNewer`` when a newer release made it (it is left alone)."""
    state, revision = migrate.schema_state(db)
    if state is migrate.SchemaState.NEWER:
        raise SchemaNewer(f"The class database at {where} was made by a newer release of DealerTrainer "
                          f"(schema {revision}); nothing was changed.")
    return state, revision


def init_class(url: str, instructor: str, password: str, school: str = "Dealer School",
               class_name: str = "Class 1") -> ClassMade:
    """Make the class database at ``url`` with its first instructor (see the module docstring)."""
    instructor = check_name(instructor, "the instructor's name")
    school, class_name = check_name(school, "the school's name"), check_name(class_name, "the class's name")
    check_password(password)
    engine, where = _admin(url)
    try:
        with engine.begin() as db:
            state, _ = _state_not_newer(db, where)
            if state is migrate.SchemaState.FOREIGN:
                raise ClassroomError(f"The database at {where} holds tables that are not a class database's; "
                                     "nothing was changed. Give an empty database.")
            if state is not migrate.SchemaState.EMPTY and db.execute(select(func.count()).select_from(people)).scalar():
                raise ClassroomError(f"The class database at {where} is already set up; nothing was changed. "
                                     "Add people with: dealertrainer classroom add-trainee URL NAME")
            migrate.upgrade(db)
            _, class_id = make_school(db, school, class_name)
            made = _add_person(db, class_id, instructor, password, "instructor", as_administrator=True)
    except IntegrityError as error:
        raise ClassroomError(f"The class database at {where} refused that: "
                             f"{str(error.orig).splitlines()[0][:200]}") from None
    except SQLAlchemyError as error:
        raise _told(error, where) from None
    finally:
        engine.dispose()
    return ClassMade(school, class_name, made)


def _told(error: SQLAlchemyError, where: str) -> ClassroomError:
    text = str(getattr(error, "orig", None) or error).lower()
    if "permission denied to create role" in text or "must have createrole" in text:
        return ClassroomError(f"The server role used for {where} may not create sign-ins; run init as the "
                              "server's administrator (a role with CREATEROLE, e.g. postgres).")
    if "already exists on this server" in text:
        return ClassroomError(f"A sign-in for that name is left on the server from an earlier database of the same "
                              f"name ({str(getattr(error, 'orig', error)).splitlines()[0][:120]}); drop that role "
                              "or use another database name.")
    return explained(error, where)


def upgrade_class(url: str) -> tuple[str | None, str]:
    """Bring the class database at ``url`` to this release's schema: (revision before, after)."""
    engine, where = _admin(url)
    try:
        with engine.begin() as db:
            state, revision = _state_not_newer(db, where)
            if state in (migrate.SchemaState.EMPTY, migrate.SchemaState.FOREIGN):
                raise ClassroomError(f"There is no class database at {where} to upgrade; make one with: "
                                     "dealertrainer classroom init URL")
            migrate.upgrade(db)
    except SQLAlchemyError as error:
        raise _told(error, where) from None
    finally:
        engine.dispose()
    return revision, migrate.head()


def add_person(signed: ClassDatabase, name: str, password: str, role: str = "trainee",
               class_name: str | None = None) -> Person:
    """Add ``name`` to the signed-in instructor's class (their only one unless ``class_name``)."""
    if signed.person.role != "instructor":
        raise ClassroomError(f"{signed.person.name} is a trainee; only an instructor adds people to a class.")
    name = check_name(name)
    check_password(password)
    try:
        classes = classes_of(signed.engine, signed.person.id)
        if class_name is not None:
            classes = [c for c in classes if c.name.casefold() == class_name.strip().casefold()]
        if len(classes) != 1:
            mine = ", ".join(f"'{c.name}'" for c in classes_of(signed.engine, signed.person.id))
            raise ClassroomError(f"Name one of your classes with --class ({mine or 'you teach none'}).")
        with signed.engine.begin() as db:
            return _add_person(db, classes[0].id, name, password, role)
    except IntegrityError:
        raise ClassroomError(f"Someone named '{name}' (or the same name in other capitals) is already in the "
                             "school; nothing was changed.") from None
    except SQLAlchemyError as error:
        raise _told(error, signed.address) from None
