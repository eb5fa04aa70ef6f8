"""The class database's migrations, run from code: Alembic's scripts ship inside the package
(``migrations/``), so nothing needs an alembic.ini at run time.

``upgrade`` brings a database to this release's schema; ``schema_state`` tells what a database
holds: nothing yet, this release's schema, an older one (to upgrade), or one made by a newer
release (which this release must not touch).
"""

from __future__ import annotations

import enum
import sys
from functools import lru_cache
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from alembic.util import CommandError
from sqlalchemy import inspect
from sqlalchemy.engine import Connection

__all__ = ["MIGRATIONS", "SchemaState", "alembic_config", "head", "schema_state", "upgrade"]


def _migrations_folder() -> Path:
    """Beside this module; in a frozen build, where the bundle's spec copies them."""
    if getattr(sys, "frozen", False):
        return Path(sys._MEIPASS) / "dealertrainer" / "storage" / "classroom" / "migrations"
    return Path(__file__).resolve().parent / "migrations"


MIGRATIONS = _migrations_folder()


class SchemaState(enum.Enum):
    EMPTY = "empty"  # no class database here yet
    CURRENT = "current"  # this release's schema
    OLDER = "older"  # an older release's: upgrade it
    NEWER = "newer"  # made by a newer release: leave it alone
    FOREIGN = "foreign"  # tables, but not a class database's


def alembic_config(connection: Connection | None = None, scripts: Path = MIGRATIONS) -> Config:
    """Alembic's configuration, made in code: the scripts in the package (the class database's,
    unless ``scripts`` names another folder), the caller's connection."""
    config = Config()
    config.set_main_option("script_location", str(scripts))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


@lru_cache(maxsize=1)
def _scripts() -> ScriptDirectory:
    return ScriptDirectory.from_config(alembic_config())


def head() -> str:
    """The revision this release's schema is at."""
    return _scripts().get_current_head()


def schema_state(connection: Connection) -> tuple[SchemaState, str | None]:
    """What the database holds, and its revision (None when it has none)."""
    revision = MigrationContext.configure(connection).get_current_revision()
    if revision is None:
        tables = set(inspect(connection).get_table_names())
        return (SchemaState.FOREIGN if "people" in tables or "answers" in tables else SchemaState.EMPTY), None
    if revision == head():
        return SchemaState.CURRENT, revision
    try:
        _scripts().get_revision(revision)
    except CommandError:
        return SchemaState.NEWER, revision
    return SchemaState.OLDER, revision


def upgrade(connection: Connection) -> None:
    """Run every migration the database lacks, inside the caller's transaction."""
    command.upgrade(alembic_config(connection), "head")
