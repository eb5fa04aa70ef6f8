"""The stamp a clean close leaves beside the records file, so the next start can skip the
check that reads every page.

Reading every page and index of a records file (SQLite's ``integrity_check``) and every row
(the count of rows no read can use) takes seconds at a million answers. Neither is needed
when the file is byte for byte as this app left it. So when the app closes the file cleanly
it writes ``records.sqlite3.checked`` beside it: the file's size, its modification time (in
nanoseconds), its inode, the file change counter from its SQLite header, the records version,
and how many unreadable rows it held. The stamp is removed at start, before anything is
written, so an app that is killed leaves none. At the next start a stamp that matches the
file in every field (and no journal left with writes in it) vouches for the file: only the
cheap checks run (header, version, the tables and columns that version must have). Anything
else — no stamp, a stamp that does not match, a stamp that cannot be read — means the full
check, once.

The stamp is data like any file in the user's folders: read capped at ``MAX_STAMP_BYTES``,
parsed as JSON of exactly the fields above (non-negative integers), and anything else about
it only means "check in full". It is written to a temporary file and renamed over the old
one, so it is whole or absent.

What a stamp cannot catch: a change that leaves the size, the modification time to the
nanosecond, the inode and the header's change counter all as they were. That is bit rot on a
failing disk under an unchanged file; a program that writes into the file and then sets its
modification time back (``touch -d``, ``os.utime``) without moving the change counter; or, on
a file system that keeps times to the second or coarser (FAT, some network shares), another
program's WAL-mode write of the same size within that second (SQLite need not move the change
counter in WAL mode). A damaged page is then met only when a read reaches it (SQLite reports
the file malformed), as damage done while the app runs always was. A row no read can use is
still left out of every read, only not counted on the banner until the next full check. A
file replaced by another (a backup copied in) has another inode and is checked in full.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from dealertrainer.storage.capped_text import FileRefused, read_capped

__all__ = ["Stamp", "forget_stamp", "leave_stamp", "stamp_path", "vouched_for"]

MAX_STAMP_BYTES = 1024
_HEADER = b"SQLite format 3\x00"
_JOURNALS = ("-wal", "-journal")  # either one holding bytes: writes the file itself does not show yet
_LARGEST = 1 << 63


@dataclass(frozen=True)
class Stamp:
    size: int
    mtime_ns: int
    inode: int
    change_counter: int  # bytes 24-27 of the SQLite header
    version: int  # the records version the file was closed at
    unreadable: int  # rows every read left out, when it was closed


def stamp_path(path: Path) -> Path:
    return path.with_name(path.name + ".checked")


def _as_it_is(path: Path, version: int, unreadable: int) -> Stamp | None:
    """The stamp ``path`` would have now (None: not a regular SQLite file, or unreadable)."""
    try:
        with path.open("rb") as stream:
            info = os.fstat(stream.fileno())
            header = stream.read(100) if stat.S_ISREG(info.st_mode) else b""
    except OSError:
        return None
    if len(header) < 100 or not header.startswith(_HEADER):
        return None
    if any(_holds_bytes(Path(f"{path}{journal}")) for journal in _JOURNALS):
        return None
    return Stamp(info.st_size, info.st_mtime_ns, info.st_ino, int.from_bytes(header[24:28], "big"), version, unreadable)


def _holds_bytes(path: Path) -> bool:
    try:
        return path.stat().st_size > 0
    except FileNotFoundError:
        return False
    except OSError:
        return True  # cannot tell: take it that it does


def read_stamp(path: Path) -> Stamp | None:
    """The stamp beside ``path``, or None when there is none or it is not exactly a stamp."""
    try:
        data = json.loads(read_capped(stamp_path(path), MAX_STAMP_BYTES))
    except (OSError, FileRefused, UnicodeDecodeError, ValueError, RecursionError):
        return None
    names = [field.name for field in fields(Stamp)]
    if not isinstance(data, dict) or sorted(data) != sorted(names):
        return None
    if not all(type(data[name]) is int and 0 <= data[name] < _LARGEST for name in names):
        return None
    return Stamp(**data)


def vouched_for(path: Path, version: int) -> Stamp | None:
    """The stamp beside ``path`` when it matches the file as it is now and ``version``; None
    means the file may have changed behind the app's back: check it in full."""
    stamp = read_stamp(path)
    if stamp is None or stamp.version != version:
        return None
    return stamp if _as_it_is(path, version, stamp.unreadable) == stamp else None


def forget_stamp(path: Path) -> None:
    """Remove the stamp, before the file is written to (a kill from here on leaves none)."""
    try:
        stamp_path(path).unlink(missing_ok=True)
    except OSError:
        pass  # a stamp that stays matches nothing once the file is written: the full check runs


def leave_stamp(path: Path, version: int, unreadable: int) -> bool:
    """Write the stamp of ``path`` as it is now, after a clean close; whole or not at all.
    False when it could not be written (no harm: the next start checks in full)."""
    stamp = _as_it_is(path, version, unreadable)
    if stamp is None:
        return False
    target = stamp_path(path)
    temporary = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    try:
        with temporary.open("w", encoding="utf-8") as stream:
            json.dump(asdict(stamp), stream)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except OSError:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)
        return False
    return True
