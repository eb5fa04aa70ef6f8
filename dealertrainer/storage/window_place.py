"""Where the main window was and how big, kept across a restart: ``window.json`` in the config
folder. Losing it costs nothing (the window opens in the middle of the screen), so a file
that cannot be read counts as absent, and one that cannot be written is told to the caller."""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path

__all__ = ["FILE_NAME", "WindowPlace", "read_window_place", "write_window_place"]

FILE_NAME = "window.json"
MAX_BYTES = 4096  # a place is a few numbers; anything bigger is not ours
MAX_COORDINATE = 100_000  # pixels, either way: beyond any desktop


@dataclass(frozen=True)
class WindowPlace:
    """The window's normal (not maximized) place on the desktop, in pixels, and whether it was maximized."""

    x: int
    y: int
    width: int
    height: int
    maximized: bool = False


def read_window_place(folder: Path) -> WindowPlace | None:
    """The place last written to ``folder``, or None when there is none that makes sense."""
    path = Path(folder) / FILE_NAME
    try:
        with path.open("rb") as file:
            raw = file.read(MAX_BYTES + 1)
        if len(raw) > MAX_BYTES:
            return None
        data = json.loads(raw.decode("utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    numbers = [data.get(key) for key in ("x", "y", "width", "height")]
    if not all(type(n) is int and -MAX_COORDINATE <= n <= MAX_COORDINATE for n in numbers):
        return None
    x, y, width, height = numbers
    if width <= 0 or height <= 0:
        return None
    return WindowPlace(x, y, width, height, data.get("maximized") is True)


def write_window_place(folder: Path, place: WindowPlace) -> None:
    """Write the place atomically; raises OSError when the folder refuses it."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=".window-", suffix=".json", dir=folder)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            json.dump(asdict(place), file)
        os.replace(temporary, folder / FILE_NAME)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
