"""One way to read the app's resource files: from the source tree, a wheel or a frozen build.

The files live in the repository's top-level ``resources/`` folder. An installed wheel ships
them as the package ``dealertrainer.resources``; a PyInstaller build unpacks them under
``sys._MEIPASS/resources``. Screens never open resource files themselves: they call
``resource_text`` / ``resource_bytes`` / ``resource_path`` here.
"""

from __future__ import annotations

import importlib.resources
import sys
from functools import lru_cache
from importlib.abc import Traversable
from pathlib import Path

__all__ = ["ResourceMissing", "resource_bytes", "resource_path", "resource_root", "resource_text"]

_SOURCE_ROOT = Path(__file__).resolve().parents[2] / "resources"


class ResourceMissing(FileNotFoundError):
    """A resource the app needs is not where any supported layout keeps it."""


@lru_cache(maxsize=1)
def resource_root() -> Traversable:
    """The folder that holds the resources, whichever way the app was installed."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        candidate = Path(frozen) / "resources"
        if candidate.is_dir():
            return candidate
    try:
        packaged = importlib.resources.files("dealertrainer.resources")
    except ModuleNotFoundError:
        packaged = None
    if packaged is not None and packaged.joinpath("themes").is_dir():
        return packaged
    if _SOURCE_ROOT.is_dir():
        return _SOURCE_ROOT
    raise ResourceMissing(
        "the resources folder was not found: looked in the frozen bundle, the installed "
        f"package 'dealertrainer.resources' and {_SOURCE_ROOT}"
    )


def _entry(name: str) -> Traversable:
    if not name or name.startswith("/") or ".." in name.split("/"):
        raise ValueError(f"resource names are relative paths inside resources/, not {name!r}")
    entry = resource_root()
    for part in name.split("/"):
        entry = entry.joinpath(part)
    if not entry.is_file():
        raise ResourceMissing(f"resource {name!r} is missing from {resource_root()}")
    return entry


def resource_text(name: str) -> str:
    """A text resource, such as ``"themes/dark.qss"``."""
    return _entry(name).read_text(encoding="utf-8")


def resource_bytes(name: str) -> bytes:
    """A binary resource, such as ``"icons/app.svg"``."""
    return _entry(name).read_bytes()


def resource_path(name: str) -> Path:
    """A real file path for APIs that need one (only for the source tree and frozen builds)."""
    entry = _entry(name)
    if isinstance(entry, Path):
        return entry
    raise ResourceMissing(f"resource {name!r} is inside an archive and has no file path")
