"""A records file as an older release wrote it: its migrations only, for the upgrade tests."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

from dealertrainer.storage.records import MIGRATIONS


def records_at(path: Path, version: int) -> sqlite3.Connection:
    """A new records file at ``path`` at records ``version``, open (autocommit) for its rows."""
    db = sqlite3.connect(path, isolation_level=None)
    for step in MIGRATIONS[:version]:
        step(db)
    db.execute("UPDATE schema_info SET version = ?", (version,))
    return db


def table_rows(path: Path, table: str) -> list[tuple]:
    """Every row of ``table`` in a records file, in a fixed order (its first two columns)."""
    db = sqlite3.connect(path)
    try:
        return db.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall()
    finally:
        db.close()


def open_in_a_new_process(path: Path) -> None:
    """Open the records file as the app does at start, in a process of its own (it upgrades the
    file); it must be neither kept aside nor leave rows out."""
    subprocess.run([sys.executable, "-c", textwrap.dedent(f"""
        from dealertrainer.storage.records_at_start import open_records
        opened = open_records({str(path)!r})
        assert opened.kept_aside is None and opened.left_out is None
        opened.records.close()
    """)], check=True, timeout=60)


def assert_nothing_lost(path: Path, before: dict[str, list[tuple]]) -> None:
    """Every row ``before`` held is still there with every value (columns added since come after)."""
    for table, rows in before.items():
        after = table_rows(path, table)
        assert [row[:len(rows[0])] for row in after] == rows if rows else after == [], table
