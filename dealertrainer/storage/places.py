"""Bad places: why a folder or a file of ours cannot be used, in words a trainee can act on.

Storage asks here before (or after) touching the disk, so that a read-only folder, a file
standing where a folder should be, or a records file the user may not write is reported as
what it is, with what to do, and never as a damaged file to be moved aside.
"""

from __future__ import annotations

import errno
import os
import time
from pathlib import Path

__all__ = ["CONFIG_ENV", "DATA_ENV", "folder_problem", "keep_aside", "make_folder", "records_file_problem", "save_problem"]

DATA_ENV = "DEALERTRAINER_DATA_DIR"
CONFIG_ENV = "DEALERTRAINER_CONFIG_DIR"
_ELSEWHERE = f"or set {DATA_ENV} to a folder you can write to"
_FULL = (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC))


def make_folder(folder: Path, what: str) -> str | None:
    """Make ``folder`` (and its parents) if it is missing; None when it is there, else why not.

    ``what`` says what the folder is for ("your records")."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return folder_problem(folder, what, error)
    if not folder.is_dir():  # exist_ok hides a file of that name on some systems
        return folder_problem(folder, what, FileExistsError(errno.EEXIST, "File exists"))
    return None


def folder_problem(folder: Path, what: str, error: OSError) -> str:
    """The message for a folder that could not be made."""
    blocker = _file_in_the_way(folder)
    if blocker is not None:
        return (
            f"The folder for {what}, {folder}, cannot be made: a file named {blocker.name!r} is where "
            f"a folder should be ({blocker}). That file was left untouched. Rename or move it, {_ELSEWHERE}, "
            "and start DealerTrainer again."
        )
    parent = _nearest_existing(folder)
    if isinstance(error, PermissionError) or error.errno in (errno.EROFS, errno.EACCES):
        return (
            f"The folder for {what}, {folder}, cannot be made: {parent} is read-only for your user. "
            f"Make {parent} writable, {_ELSEWHERE}, and start DealerTrainer again."
        )
    return (
        f"The folder for {what}, {folder}, cannot be made ({error.strerror or error}). "
        f"Check that {parent} is a folder you can write to, {_ELSEWHERE}, and start DealerTrainer again."
    )


def records_file_problem(path: Path) -> str | None:
    """Why the records file at ``path`` cannot be opened to read and write, or None.

    A healthy file in a read-only folder, or a read-only file, is reported as such: the file
    was not changed and must not be moved aside (that would hide the trainee's history)."""
    folder = path.parent
    try:
        exists = path.exists()
    except OSError as error:  # a folder the user may not enter
        return (
            f"The records in {folder} cannot be reached: your user may not open that folder "
            f"({error.strerror or error}). Nothing in it was changed. Give your user read and write permission "
            f"on {folder}, {_ELSEWHERE}, and start DealerTrainer again."
        )
    if exists:
        if not os.access(path, os.R_OK):
            return (
                f"The records file {path} cannot be read: your user has no permission to read it. "
                "It was left untouched. Give your user read and write permission on it and start "
                "DealerTrainer again."
            )
        if not os.access(path, os.W_OK):
            return (
                f"The records file {path} is read-only, so no answer could be saved. It was left untouched "
                "and your records are safe. Make the file writable for your user and start DealerTrainer again."
            )
        if not os.access(folder, os.W_OK | os.X_OK):
            return (
                f"The records in {path} cannot be opened: the folder {folder} is read-only, and the records "
                "need to write their journal files next to it. The file was left untouched and your records "
                f"are safe. Make {folder} writable for your user and start DealerTrainer again."
            )
        return None
    if not os.access(folder, os.W_OK | os.X_OK):
        return (
            f"A new records file cannot be made in {folder}: the folder is read-only for your user. "
            f"Make it writable, {_ELSEWHERE}, and start DealerTrainer again."
        )
    return None


def save_problem(path: Path, error: OSError, what: str = "The settings") -> str:
    """Why saving ``what`` to ``path`` failed, what was kept, and what to do.

    A full disk, a read-only file, a read-only folder (or one that cannot be made) are each
    named as such; the old file, if any, is as it was."""
    folder = path.parent
    kept = f"The file {path.name} was not changed" if path.exists() else "Nothing was written"
    where = f"{what} could not be saved in {folder}"
    if error.errno in _FULL:
        return f"{where}: the disk is full. {kept}. Free some space and save again."
    if path.exists() and not os.access(path, os.W_OK):
        return (
            f"{what} could not be saved: the file {path} is read-only for your user, so it was not changed. "
            "Make the file writable and save again."
        )
    if not folder.is_dir():
        blocker = _file_in_the_way(folder)
        why = (f"a file, {blocker}, is where a folder should be" if blocker is not None
               else f"{_nearest_existing(folder)} is read-only for your user ({error.strerror or error})")
        return (
            f"{where}: the folder cannot be made, because {why}. Nothing was written. Make room for the folder, "
            f"or set {CONFIG_ENV} to a folder you can write to and start DealerTrainer again."
        )
    if isinstance(error, PermissionError) or error.errno in (errno.EROFS, errno.EACCES, errno.EPERM) \
            or not os.access(folder, os.W_OK | os.X_OK):
        return (
            f"{where}: the folder is read-only for your user. {kept}. Make {folder} writable "
            f"and save again, or set {CONFIG_ENV} to a folder you can write to and start DealerTrainer again."
        )
    return f"{where} ({error.strerror or error}). {kept}. Check the folder and save again."


def keep_aside(path: Path, companions: tuple[str, ...] = ()) -> tuple[Path | None, str]:
    """Rename an unusable file to ``<name>.broken-<time>`` next to it, so it is never lost; its
    ``companions`` (suffixes such as "-wal": files that belong with it) go with it, renamed alike.

    Returns the new path, or None and why not (a read-only folder): the file then stays put."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.broken-{stamp}")
    counter = 1
    while any(Path(f"{aside}{c}").exists() for c in ("", *companions)):
        aside = path.with_name(f"{path.name}.broken-{stamp}-{counter}")
        counter += 1
    try:
        path.replace(aside)
        for companion in companions:
            if Path(f"{path}{companion}").exists():
                Path(f"{path}{companion}").replace(Path(f"{aside}{companion}"))
    except OSError as error:
        if isinstance(error, PermissionError) or error.errno == errno.EROFS:
            return None, f"its folder {path.parent} is read-only"
        return None, f"renaming it failed ({error.strerror or error})"
    return aside, ""


def _file_in_the_way(folder: Path) -> Path | None:
    """The file (not a folder) standing at ``folder`` or at one of its parents, if any."""
    for place in (folder, *folder.parents):
        if place.exists() or place.is_symlink():
            return None if place.is_dir() else place
    return None


def _nearest_existing(folder: Path) -> Path:
    for place in folder.parents:
        if place.exists():
            return place
    return Path(folder.anchor or ".")
