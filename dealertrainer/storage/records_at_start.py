"""The records file as the app opens it at start: a damaged one is kept aside and a new one
begun, and what the trainee should know about either is said in words.

``Records`` itself refuses a damaged file and never touches it; here, at start, that file is
renamed (with its journal) to ``records.sqlite3.broken-<time>``, byte for byte as it was, so the
app can start on a new file and the old one can still be rescued. A file written by a newer
DealerTrainer, or in a place that refuses (a read-only folder), is not damaged: it stays where
it is and ``Records`` raises as before.

The full check (every page and index read through, every row that cannot be read counted)
runs only when the file may have changed behind the app's back: a file the app closed cleanly
carries a stamp (``storage/records_stamp.py``) and, while it matches, gets the cheap checks
only (header, version, tables and columns), which cost the same at 20 answers as at a million.
The app killed, another program writing the file, a file copied in: the stamp is gone or does
not match, and the full check runs once.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from dealertrainer.storage.places import keep_aside
from dealertrainer.storage.records import (
    SCHEMA_VERSION,
    Records,
    RecordsDamaged,
    RecordsError,
    default_records_path,
    stored_version,
)
from dealertrainer.storage.records_stamp import forget_stamp, leave_stamp, vouched_for

__all__ = ["UPGRADE_NOTICE_BYTES", "Opened", "StampedRecords", "open_records", "upgrade_ahead"]

_JOURNALS = ("-wal", "-shm", "-journal")
#: A file this large takes seconds to bring up to this version (about 2.7 s at a million
#: answers from version 5, more from older ones; any upgrade also loads Alembic and SQLAlchemy,
#: about 0.4 s here): the trainee is told before it starts.
UPGRADE_NOTICE_BYTES = 16 * 1024 * 1024


def upgrade_ahead(path: Path | str | None = None, min_bytes: int = UPGRADE_NOTICE_BYTES) -> bool:
    """Whether opening the records at ``path`` will first bring a file of at least ``min_bytes``
    up to this version (read-only and cheap: the size, then the version; anything unreadable
    is left for ``open_records`` to say)."""
    path = Path(path) if path is not None else default_records_path()
    try:
        if path.stat().st_size < min_bytes:
            return False
    except OSError:
        return False
    version = stored_version(path)
    return version is not None and 0 < version < SCHEMA_VERSION


class StampedRecords(Records):
    """The records the app runs on: closed cleanly, they leave the stamp that spares the next
    start the full check."""

    unreadable = 0  # rows every read leaves out, as last counted (carried in the stamp)

    def close(self) -> None:
        super().close()  # the last connection closed: SQLite folds its journal into the file
        leave_stamp(self.path, SCHEMA_VERSION, self.unreadable)


@dataclass(frozen=True)
class Opened:
    """The records to start on, and what the trainee should be told about them."""

    records: StampedRecords
    kept_aside: str | None = None  # the damaged file was kept aside and a new one begun: say so at once
    left_out: str | None = None  # rows that cannot be read are left out: worth a line on the banner
    checked_in_full: bool = True  # every page read through and every row counted (no stamp vouched for the file)


def open_records(path: Path | str | None = None) -> Opened:
    """The records to start on and what to tell the trainee about them (nothing when all is well).

    ``RecordsError`` when they cannot be opened at all (a newer file, a read-only place, a
    damaged file that cannot be moved aside)."""
    path = Path(path) if path is not None else default_records_path()
    kept_aside = left_out = None
    stamp = vouched_for(path, SCHEMA_VERSION)  # None: the file may have changed since the app closed it
    forget_stamp(path)  # before anything is written: an app killed from here on leaves no stamp
    try:
        records = StampedRecords(path, check_pages=stamp is None)
    except RecordsDamaged as damaged:
        aside, why_not = keep_aside(path, _JOURNALS)
        if aside is None:
            raise RecordsError(
                f"Your records file {path} is damaged ({damaged.why}) and could not be moved aside because "
                f"{why_not}. It was left untouched. Move it elsewhere yourself and start DealerTrainer again."
            ) from None
        kept_aside = (
            f"Your records file {path} is damaged ({damaged.why}), so DealerTrainer started a new one. "
            f"The old file was kept, unchanged, as {aside.name} in the same folder: keep it if you want "
            "its answers rescued."
        )
        records = StampedRecords(path)
    # The app writes only rows it can read back, so a stamp that found none vouches there are
    # none; one that found some is counted again (a trainee deleted since may have taken them).
    if stamp is None or stamp.unreadable:
        records.unreadable = records.count_unreadable_rows()
    if unreadable := records.unreadable:
        left_out = (
            f"{_rows(unreadable)} in your records ({path}) hold values that cannot be read "
            "(a damaged time, number or text). They are left out of Progress, Home and exports, "
            "and kept in the file as they are."
        )
    return Opened(records, kept_aside, left_out, checked_in_full=stamp is None)


def _rows(count: int) -> str:
    return "1 answer or session" if count == 1 else f"{count} answers or sessions"
