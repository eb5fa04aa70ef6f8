"""The local records file's migrations, run by Alembic from code, inside the transaction
``Records`` holds on its own sqlite3 connection (``BEGIN IMMEDIATE``: all or nothing).

Imported only when a file needs upgrading: a file at this version opens with plain sqlite3,
and neither SQLAlchemy nor Alembic is loaded at start.

The bridge from files written before Alembic ran them: the number in ``schema_info.version``
(cheap to read, and what an older release checks to refuse a newer file) is the number of
revisions applied, and revision ``"%04d" % n`` is the one that brings a file to version ``n``.
So a file is stamped at the revision its version names (whatever its ``alembic_version``
says: the version is the truth) and upgraded to the head. ``Records`` writes the new version
back in the same transaction.
"""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine
from sqlalchemy.engine import Connection
from sqlalchemy.pool import StaticPool

from dealertrainer.storage.classroom.migrate import alembic_config

__all__ = ["MIGRATIONS_FOLDER", "head", "on_the_file", "revision_of", "upgrade"]


def _migrations_folder() -> Path:
    """Beside this module; in a frozen build, where the bundle's spec copies them."""
    if getattr(sys, "frozen", False):
        return Path(sys._MEIPASS) / "dealertrainer" / "storage" / "records_migrations"
    return Path(__file__).resolve().parent / "records_migrations"


MIGRATIONS_FOLDER = _migrations_folder()


def revision_of(version: int) -> str:
    """The revision that brings a records file to ``version`` (its ``schema_info.version``)."""
    return f"{version:04d}"


class _HeldConnection:
    """The records file's sqlite3 connection as SQLAlchemy sees it: every call passes through,
    but commit and rollback are left to the transaction ``Records`` holds around the upgrade."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.held = db

    def commit(self) -> None:
        pass

    def rollback(self) -> None:
        pass

    def close(self) -> None:
        pass

    def __getattr__(self, name: str) -> object:
        return getattr(self.held, name)


def on_the_file(op: object) -> sqlite3.Connection:
    """In a revision: the records file's own sqlite3 connection, inside the upgrade's transaction
    (for a step written as plain SQL, like those of versions 1 to 11)."""
    return op.get_bind().connection.driver_connection.held  # type: ignore[attr-defined]


def _config(connection: Connection | None = None) -> Config:
    return alembic_config(connection, MIGRATIONS_FOLDER)


def head() -> str:
    """The revision this release's records are at."""
    return ScriptDirectory.from_config(_config()).get_current_head()


def upgrade(db: sqlite3.Connection, version: int) -> None:
    """Bring a records file at ``version`` to the head, on ``db`` inside its open transaction."""
    if not db.in_transaction:
        raise RuntimeError("the records upgrade runs inside the caller's transaction")
    held = _HeldConnection(db)
    engine = create_engine("sqlite://", creator=lambda: held, poolclass=StaticPool, pool_reset_on_return=None)
    try:
        with engine.connect() as connection:
            if version > 0:
                MigrationContext.configure(connection).stamp(ScriptDirectory.from_config(_config()),
                                                             revision_of(version))
            command.upgrade(_config(connection), "head")
    finally:
        engine.dispose()
