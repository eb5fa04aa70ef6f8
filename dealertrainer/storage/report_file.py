"""Saving a report or export an instructor files (exam HTML, PDF or CSV): the one place such files are
written (Progress's CSV export goes through ``history_export``, which uses it too).

A report is the user's ordinary file: a new one gets the permissions any program's new file
gets (read and write for everyone, less the user's umask, which the system applies), so an
instructor in the user's group can read it where the umask allows; a report saved over an
old one keeps the old one's permissions."""

from __future__ import annotations

import os
import secrets
import stat
from pathlib import Path

__all__ = ["ReportFileError", "save_report"]

_ORDINARY = 0o666  # what a new file asks for; the umask takes away what the user keeps private


class ReportFileError(ValueError):
    """A report could not be written where it was asked to go."""


def save_report(text: str | bytes, path: Path | str) -> Path:
    """Write ``text`` (UTF-8; bytes as they are, a PDF) to ``path`` atomically: a failed save
    leaves any old file as it was."""
    path = Path(path)
    if path.is_dir():
        raise ReportFileError(f"{path} is a folder; choose a file name for the report")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temp = _new_file_beside(path)
    except OSError as error:
        raise ReportFileError(f"cannot write the report to {path}: {error.strerror or error}") from None
    try:
        with (os.fdopen(handle, "wb") if isinstance(text, bytes)
              else os.fdopen(handle, "w", encoding="utf-8", newline="")) as stream:
            stream.write(text)
            _keep_old_permissions(path, stream.fileno())
        os.replace(temp, path)
    except OSError as error:
        Path(temp).unlink(missing_ok=True)
        raise ReportFileError(f"cannot write the report to {path}: {error.strerror or error}") from None
    return path


def _new_file_beside(path: Path) -> tuple[int, Path]:
    """A new hidden file in ``path``'s folder, made as an ordinary file is (the umask applies)."""
    for _ in range(100):
        temp = path.parent / f".{path.name}.{secrets.token_hex(4)}.tmp"
        try:
            return os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, _ORDINARY), temp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free name for a temporary file beside {path}")


def _keep_old_permissions(path: Path, handle: int) -> None:
    try:
        old = path.stat()
    except FileNotFoundError:
        return
    if stat.S_ISREG(old.st_mode):
        os.fchmod(handle, stat.S_IMODE(old.st_mode))
