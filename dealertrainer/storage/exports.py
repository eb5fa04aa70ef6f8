"""Writing a report or export file an instructor keeps (exam reports as CSV or HTML)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

__all__ = ["write_export"]


def write_export(path: Path | str, text: str) -> Path:
    """Write ``text`` to ``path`` whole or not at all (a temporary file renamed into place)."""
    path = Path(path)
    if path.is_dir():
        raise ValueError(f"{path} is a folder; give a file name such as report.html")
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=path.name + ".", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as out:
            out.write(text)
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    return path
