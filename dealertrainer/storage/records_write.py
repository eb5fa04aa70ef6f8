"""Writing to the records file, and what a write that fails mid-run becomes.

Every write goes through one transaction (``transaction``): BEGIN IMMEDIATE first, so two
copies of the app queue rather than clash; COMMIT at the end. When SQLite refuses the write
(the disk is full, the file or its folder went read-only, another program holds the lock,
the file was moved away), the transaction is rolled back and a ``RecordsWriteError`` says
why in plain words and what to do: the caller decides how the run goes on (a session keeps
its answers in memory and writes them when the file takes writes again).

``RecordWrites`` is mixed into ``Records``: its ``_writing()`` is that transaction on the
open file, and it tells one listener (``on_write_problem``, set by the window) when writing
fails, and with None when writing works again after a failure.
"""

from __future__ import annotations

import functools
import shutil
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

__all__ = ["RecordWrites", "RecordsDamaged", "RecordsError", "bad_text_replaced", "replacing_bad_text", "RecordsWriteError", "transaction", "write_failure"]


class RecordsError(Exception):
    """The records file cannot be used as asked (newer version, broken file, unknown trainee)."""


class RecordsDamaged(RecordsError):
    """A records file that cannot be read (damaged pages, missing tables, not ours): it was
    left untouched; ``why`` in plain words."""

    def __init__(self, path: Path, why: str) -> None:
        self.path, self.why = path, why
        super().__init__(f"{path} is damaged: {why}. It was left untouched.")


class RecordsWriteError(RecordsError):
    """A write to the records file failed; ``reason`` in plain words, ``advice`` what to do."""

    def __init__(self, path: Path, reason: str, advice: str) -> None:
        self.path, self.reason, self.advice = path, reason, advice
        super().__init__(f"DealerTrainer could not write to your records ({path}): {reason}. {advice}")


def write_failure(error: sqlite3.Error, path: Path) -> RecordsWriteError:
    """What SQLite's refusal means for the trainee, as a ``RecordsWriteError``."""
    text = str(error).lower()
    if not Path(path).exists():
        reason, advice = ("the file was moved or deleted while DealerTrainer was running",
                          "Put it back where it was, then quit and start DealerTrainer again.")
    elif "full" in text or ("i/o" in text and _nearly_full(Path(path).parent)):
        reason, advice = "the disk is full", "Free some space on that disk."
    elif "readonly" in text or "read-only" in text or "permission" in text:
        reason, advice = ("the file or its folder is read-only",
                          "Make the file and its folder writable again (ask whoever looks after this computer).")
    elif "locked" in text or "busy" in text:
        reason, advice = ("another program holds the file locked",
                          "Close the other program (or the other DealerTrainer window) that has it open.")
    elif "i/o" in text:
        reason, advice = "the disk reported an error (disk I/O error)", "Check that disk: it may be full, removed or failing."
    else:
        reason, advice = f"SQLite refused the write ({error})", "Check the disk and the file."
    return RecordsWriteError(Path(path), reason, advice)


def _nearly_full(folder: Path) -> bool:
    """Less than a megabyte free: an I/O error there is most likely the full disk."""
    try:
        return shutil.disk_usage(folder).free < 1 << 20
    except OSError:
        return False


def _refused(error: sqlite3.Error) -> bool:
    """A refusal of the place (disk, permissions, lock), not of the data (a duplicate name)."""
    return isinstance(error, sqlite3.OperationalError) or type(error) is sqlite3.DatabaseError


@contextmanager
def transaction(db: sqlite3.Connection, path: Path) -> Iterator[None]:
    """BEGIN IMMEDIATE ... COMMIT; a refused write is rolled back and raised as ``RecordsWriteError``.
    Nested (a bulk import): the outer transaction commits, and converts what fails inside it."""
    if db.in_transaction:
        yield
        return
    try:
        db.execute("BEGIN IMMEDIATE")
    except sqlite3.Error as error:
        if _refused(error):
            raise write_failure(error, path) from error
        raise
    try:
        yield
        db.execute("COMMIT")
    except BaseException as error:
        if db.in_transaction:
            try:
                db.execute("ROLLBACK")
            except sqlite3.Error:
                pass  # the failure being raised says more; SQLite rolls back on close anyway
        if isinstance(error, sqlite3.Error) and _refused(error):
            raise write_failure(error, path) from error
        raise


class RecordWrites:
    """Methods of ``Records`` for writing: one transaction, and a listener told of failures."""

    _db: sqlite3.Connection  # both set by Records
    path: Path
    on_write_problem: Callable[[RecordsWriteError | None], None] | None = None
    _write_failing = False

    @contextmanager
    def _writing(self) -> Iterator[None]:
        nested = self._db.in_transaction
        try:
            with transaction(self._db, self.path):
                yield
        except RecordsWriteError as problem:
            self._write_failing = True
            if self.on_write_problem is not None:
                self.on_write_problem(problem)
            raise
        if self._write_failing and not nested:
            self._write_failing = False
            if self.on_write_problem is not None:
                self.on_write_problem(None)


def replacing_bad_text(raw: bytes) -> str:
    """Text from the file, with U+FFFD where its bytes are not UTF-8."""
    return raw.decode("utf-8", "replace")


def bad_text_replaced(read: F) -> F:
    """Decorate a read of ``Records``: text that is not UTF-8 (a flipped bit) is read with U+FFFD
    in place of the bad bytes, not raised. The fast decoding stays until such text is met."""

    @functools.wraps(read)
    def reading(self: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return read(self, *args, **kwargs)
        except (sqlite3.OperationalError, UnicodeDecodeError) as error:
            if "decode" not in str(error) or self._db.text_factory is replacing_bad_text:
                raise
        self._db.text_factory = replacing_bad_text  # this file holds bad text: read it all the careful way
        return read(self, *args, **kwargs)

    return reading  # type: ignore[return-value]
