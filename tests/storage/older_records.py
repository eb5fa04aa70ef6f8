"""A records file as an older release wrote it: its migrations only, for the upgrade tests."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from dealertrainer.storage.records import MIGRATIONS


def records_at(path: Path, version: int) -> sqlite3.Connection:
    """A new records file at ``path`` at records ``version``, open (autocommit) for its rows."""
    db = sqlite3.connect(path, isolation_level=None)
    for step in MIGRATIONS[:version]:
        step(db)
    db.execute("UPDATE schema_info SET version = ?", (version,))
    return db
