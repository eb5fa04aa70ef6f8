"""A user's file read as data: a regular file only, no bigger and no deeper than we allow.

Settings files and history files come from the user (or from anyone who can write to their
folders). Before a parser sees one, it is checked here: a named pipe or a device would hang
the read, a huge file would fill memory, arrays nested a few thousand deep overflow the
parsers' recursion, and a TOML key dotted thousands of parts deep takes memory in the square
of its depth. Each of those is refused with a ``FileRefused`` that says which, in words.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

__all__ = ["FileRefused", "NotARegularFile", "check_nesting", "read_capped"]

MAX_NESTING = 64  # arrays and tables inside each other; our files need fewer than 5
MAX_KEY_PARTS = 256  # dots outside strings on one TOML line (a key's parts, a float's point): ours hold a few


class FileRefused(ValueError):
    """A file we will not parse: too big, nested too deep, or not a regular file."""


class NotARegularFile(FileRefused):
    """A named pipe, a device or a socket where a file should be (reading it could hang)."""


_KINDS = {stat.S_IFIFO: "a named pipe", stat.S_IFCHR: "a device", stat.S_IFBLK: "a device",
          stat.S_IFSOCK: "a socket", stat.S_IFDIR: "a folder"}


def read_capped(path: Path, limit: int, encoding: str = "utf-8") -> str:
    """The text of the regular file at ``path``, at most ``limit`` bytes.

    ``NotARegularFile`` for a pipe, device, socket or folder (opened without waiting, so a
    pipe with no writer does not hang); ``FileRefused`` when it is bigger than ``limit``;
    ``UnicodeDecodeError`` when it is not text; ``OSError`` when it cannot be opened."""
    handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    with os.fdopen(handle, "rb") as stream:
        mode = os.fstat(stream.fileno()).st_mode
        if not stat.S_ISREG(mode):
            kind = _KINDS.get(stat.S_IFMT(mode), "not a regular file")
            raise NotARegularFile(f"it is {kind}, not a file")
        data = stream.read(limit + 1)
    if len(data) > limit:
        raise FileRefused(f"it is larger than {_size(limit)}, the most this file may hold")
    return data.decode(encoding)


_TOML_SKIPPED = re.compile(r'"""[\s\S]*?"""|\'\'\'[\s\S]*?\'\'\'|"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\'|#[^\n]*')
_JSON_SKIPPED = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKETS = re.compile(r"[\[\]{}]")


def check_nesting(text: str, *, toml: bool) -> None:
    """``FileRefused`` when arrays or tables nest deeper than ``MAX_NESTING`` or, in TOML, a
    line holds more than ``MAX_KEY_PARTS`` dots outside strings (a key dotted that deep).

    Strings and comments are left out first, so a dot or bracket inside a text is not counted;
    an unclosed string is left to the parser, which reports it."""
    bare = (_TOML_SKIPPED if toml else _JSON_SKIPPED).sub('""', text)
    depth = deepest = 0
    for bracket in _BRACKETS.finditer(bare):
        depth += 1 if bracket.group() in "[{" else -1
        deepest = max(deepest, depth)
        if deepest > MAX_NESTING:
            raise FileRefused(f"its lists or tables are nested more than {MAX_NESTING} deep")
    if toml and any(line.count(".") > MAX_KEY_PARTS for line in bare.splitlines()):
        raise FileRefused(f"a line holds a key of more than {MAX_KEY_PARTS} parts")


def _size(limit: int) -> str:
    return f"{limit // (1 << 20)} MB" if limit >= 1 << 20 else f"{limit // 1024} KB"
