"""Saving a report or export an instructor files (exam HTML or CSV): the one place such files are
written (Progress's CSV export goes through ``history_export``, which uses it too)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

__all__ = ["ReportFileError", "save_report"]


class ReportFileError(ValueError):
    """A report could not be written where it was asked to go."""


def save_report(text: str, path: Path | str) -> Path:
    """Write ``text`` (UTF-8) to ``path`` atomically: a failed save leaves any old file as it was."""
    path = Path(path)
    if path.is_dir():
        raise ReportFileError(f"{path} is a folder; choose a file name for the report")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as error:
        raise ReportFileError(f"cannot write the report to {path}: {error.strerror or error}") from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as stream:
            stream.write(text)
        os.replace(temp, path)
    except OSError as error:
        Path(temp).unlink(missing_ok=True)
        raise ReportFileError(f"cannot write the report to {path}: {error.strerror or error}") from None
    return path
