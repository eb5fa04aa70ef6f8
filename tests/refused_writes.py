"""A records file whose writes SQLite refuses, for tests of writes that fail mid-run: the open
connection is wrapped so that the statement starting with ``on`` raises the OperationalError
SQLite gives (``message``) while ``refusing`` is on; reads always pass."""

from __future__ import annotations

import sqlite3

from dealertrainer.storage.records import Records

DISK_FULL = "database or disk is full"


class RefusedWrites:
    def __init__(self, db: sqlite3.Connection, message: str = DISK_FULL, on: str = "BEGIN IMMEDIATE") -> None:
        self.db, self.message, self.on, self.refusing = db, message, on, True

    @property
    def in_transaction(self) -> bool:
        return self.db.in_transaction

    def execute(self, sql: str, *args):
        if self.refusing and sql.lstrip().upper().startswith(self.on):
            raise sqlite3.OperationalError(self.message)
        return self.db.execute(sql, *args)

    def executemany(self, sql: str, rows):
        return self.db.executemany(sql, rows)

    def close(self) -> None:
        self.db.close()


def refuse_writes(records: Records, message: str = DISK_FULL, on: str = "BEGIN IMMEDIATE") -> RefusedWrites:
    """From now on the records refuse writes (``.refusing = False`` lets them through again)."""
    records._db = RefusedWrites(records._db, message, on)
    return records._db
