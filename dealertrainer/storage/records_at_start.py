"""The records file as the app opens it at start: a damaged one is kept aside and a new one
begun, and what the trainee should know about either is said in words.

``Records`` itself refuses a damaged file and never touches it; here, at start, that file is
renamed (with its journal) to ``records.sqlite3.broken-<time>``, byte for byte as it was, so the
app can start on a new file and the old one can still be rescued. A file written by a newer
DealerTrainer, or in a place that refuses (a read-only folder), is not damaged: it stays where
it is and ``Records`` raises as before.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from dealertrainer.storage.places import keep_aside
from dealertrainer.storage.records import Records, RecordsDamaged, RecordsError, default_records_path

__all__ = ["Opened", "open_records"]

_JOURNALS = ("-wal", "-shm", "-journal")


@dataclass(frozen=True)
class Opened:
    """The records to start on, and what the trainee should be told about them."""

    records: Records
    kept_aside: str | None = None  # the damaged file was kept aside and a new one begun: say so at once
    left_out: str | None = None  # rows that cannot be read are left out: worth a line on the banner


def open_records(path: Path | str | None = None) -> Opened:
    """The records to start on and what to tell the trainee about them (nothing when all is well).

    ``RecordsError`` when they cannot be opened at all (a newer file, a read-only place, a
    damaged file that cannot be moved aside)."""
    path = Path(path) if path is not None else default_records_path()
    kept_aside = left_out = None
    try:
        records = Records(path, check_pages=True)
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
        records = Records(path)
    if unreadable := records.count_unreadable_rows():
        left_out = (
            f"{_rows(unreadable)} in your records ({path}) hold values that cannot be read "
            "(a damaged time, number or text). They are left out of Progress, Home and exports, "
            "and kept in the file as they are."
        )
    return Opened(records, kept_aside, left_out)


def _rows(count: int) -> str:
    return "1 answer or session" if count == 1 else f"{count} answers or sessions"
