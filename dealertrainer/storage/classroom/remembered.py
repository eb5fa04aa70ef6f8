"""A trainee's own sign-in, kept on their PC only when they tick "Remember me" in the sign-in
dialog, so the next start signs in without asking.

One file in the config folder, ``class-sign-in.json``: for each class database (named without
any password, ``signed_in.database_key``) the name and password, readable by the user alone
(mode 0600, as libpq's ``.pgpass``). A PC keeps no one's password but that one. The file is
data: read capped in size, parsed as JSON of exactly that shape; anything else is as if there
were none (the dialog asks). Unticking the box, or a remembered password the server refuses,
removes it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from dealertrainer.storage.capped_text import FileRefused, read_capped

__all__ = ["forget", "remember", "remembered", "remembered_path"]

MAX_BYTES = 16 * 1024
_NAME = "class-sign-in.json"


def remembered_path(folder: Path) -> Path:
    return Path(folder) / _NAME


def _read(folder: Path) -> dict[str, dict[str, str]]:
    try:
        data = json.loads(read_capped(remembered_path(folder), MAX_BYTES))
    except (OSError, FileRefused, UnicodeDecodeError, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {key: value for key, value in data.items()
            if isinstance(key, str) and isinstance(value, dict) and sorted(value) == ["name", "password"]
            and all(isinstance(v, str) and 0 < len(v) <= 1024 for v in value.values())}


def remembered(folder: Path, database: str) -> tuple[str, str] | None:
    """The name and password remembered for ``database`` (None: none, or a file that is not ours)."""
    entry = _read(folder).get(database)
    return (entry["name"], entry["password"]) if entry else None


def _write(folder: Path, data: dict[str, dict[str, str]]) -> None:
    path = remembered_path(folder)
    if not data:
        path.unlink(missing_ok=True)
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)  # never readable by others
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            json.dump(data, stream)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def remember(folder: Path, database: str, name: str, password: str) -> None:
    """Keep ``name`` and ``password`` for ``database`` (it replaces whoever was remembered there).
    ``OSError`` when the folder refuses: the caller says so; signing in worked all the same."""
    _write(folder, {database: {"name": name, "password": password}})


def forget(folder: Path, database: str) -> None:
    """Remember no one for ``database`` (the file goes when it holds no one)."""
    data = _read(folder)
    if database in data or not data:
        data.pop(database, None)
        try:
            _write(folder, data)
        except OSError:
            pass  # nothing more can be done; the file stays only readable by the user
