"""Stacked shoes: an instructor's prepared scenario, read from a plain text file of cards.

The file lists cards in dealing order, the first card dealt first: separated by spaces,
commas or new lines, written as people write them ("As", "10h", "Q♦"). A ``#`` starts a
comment that runs to the end of the line, so a scenario can explain itself::

    # Banker draws on 6 when the Player's third card is a 7
    9s           # burn card: burn nine more
    ...

A file that cannot be used is refused with a ``StackedShoeFileError`` that names the file,
the line and the card that could not be read, and says what is accepted. Nothing else in
the app opens these files.
"""

from __future__ import annotations

import os
import re
import stat
from collections import Counter
from pathlib import Path

from dealertrainer.engine.cards import Card
from dealertrainer.engine.shoe import MAX_DECKS, Shoe
from dealertrainer.engine.table import TABLES

__all__ = ["MAX_FILE_BYTES", "StackedShoeFileError", "cards_for_one_round", "parse_stacked_shoe", "read_stacked_shoe"]

MAX_FILE_BYTES = 256 * 1024  # a full 8-deck shoe written out is under 4 KB; anything huge is not a shoe


class StackedShoeFileError(ValueError):
    """A stacked-shoe file that cannot be dealt from, with the reason (file, line, card)."""


def parse_stacked_shoe(text: str, source: str = "the stacked shoe") -> list[Card]:
    """The cards of a stacked-shoe text in dealing order; ``StackedShoeFileError`` if any is bad.

    Every card is checked: a real shoe holds at most one of each card per deck, and at most
    eight decks, so a card written more often than that is refused too.
    """
    cards: list[Card] = []
    for number, line in enumerate(text.splitlines(), start=1):
        body = line.split("#", 1)[0]
        for word in (w for w in re.split(r"[\s,;]+", body.strip()) if w):
            try:
                cards.append(Card.parse(word))
            except ValueError as error:
                raise StackedShoeFileError(
                    f"{source}, line {number}: {word!r} is not a card. {_reason(error)}"
                ) from None
    if not cards:
        raise StackedShoeFileError(f"{source} holds no cards (only blank lines or comments)")
    too_many = [(card, n) for card, n in Counter(cards).items() if n > MAX_DECKS]
    if too_many:
        card, n = max(too_many, key=lambda item: item[1])
        raise StackedShoeFileError(
            f"{source} lists {card} {n} times; a shoe holds at most {MAX_DECKS} decks, "
            f"so at most {MAX_DECKS} of any card"
        )
    return cards


def read_stacked_shoe(path: Path | str, game: str | None = None, rules: object = None) -> Shoe:
    """Read a stacked-shoe file and return a shoe that deals exactly its cards in order.

    With ``game`` ("baccarat", "blackjack", "stud"), a shoe too short for one coup, round or
    hand of that game (under ``rules``, else the standard rules) is refused too."""
    path = Path(path)
    raw = _read_capped(path)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise StackedShoeFileError(
            f"{path.name} is not a UTF-8 text file (byte {error.start} cannot be read); "
            "save the list of cards as plain text"
        ) from None
    cards = parse_stacked_shoe(text, source=path.name)
    if game in TABLES and TABLES[game].one_deck:
        twice = next((card for card, n in Counter(cards).items() if n > 1), None)
        if twice is not None:
            raise StackedShoeFileError(
                f"{path.name} lists {twice} more than once; {game} is dealt from a single deck, "
                "so each card may be written once"
            )
    if game is not None:
        needed, why = cards_for_one_round(game, cards, rules)
        if len(cards) < needed:
            raise StackedShoeFileError(
                f"{path.name} holds {len(cards)} card{'s' if len(cards) != 1 else ''}; {why}, "
                f"so the file needs at least {needed} cards"
            )
    return Shoe.stacked(cards)


def _read_capped(path: Path) -> bytes:
    """The file's bytes, at most ``MAX_FILE_BYTES``: only a regular file is read, and it is
    opened without waiting, so a pipe or a device (``/dev/zero``) is refused, never read."""
    try:
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except IsADirectoryError:
        raise StackedShoeFileError(f"{path} is a folder, not a text file of cards") from None
    except OSError as error:
        raise StackedShoeFileError(f"cannot read {path}: {error.strerror or error}") from None
    try:
        mode = os.fstat(handle).st_mode
        if stat.S_ISDIR(mode):
            raise StackedShoeFileError(f"{path} is a folder, not a text file of cards")
        if not stat.S_ISREG(mode):
            raise StackedShoeFileError(
                f"{path} is not a plain file (it is a pipe, a device or a socket); "
                "a stacked shoe is a short text file of cards"
            )
        with os.fdopen(handle, "rb", closefd=False) as stream:
            raw = stream.read(MAX_FILE_BYTES + 1)
    except StackedShoeFileError:
        raise
    except OSError as error:
        raise StackedShoeFileError(f"cannot read {path}: {error.strerror or error}") from None
    finally:
        os.close(handle)
    if len(raw) > MAX_FILE_BYTES:
        raise StackedShoeFileError(
            f"{path.name} is over {MAX_FILE_BYTES // 1024} KB; a stacked shoe is a short text file of cards "
            f"(at most {MAX_FILE_BYTES // 1024} KB)"
        )
    return raw


def cards_for_one_round(game: str, cards: list[Card], rules: object = None) -> tuple[int, str]:
    """How many cards a stacked shoe must hold to deal its first coup (baccarat), round
    (blackjack, one seat) or hand (stud, every seat of ``rules``), and why, in words."""
    table = TABLES.get(game)
    if table is None:
        raise ValueError(f"stacked shoes are dealt at {', '.join(TABLES)}, not {game!r}")
    return table.cards_for_first_hand(cards, rules)


def _reason(error: ValueError) -> str:
    """The part of ``Card.parse``'s message that says what is accepted."""
    message = str(error)
    marker = "expected "
    return "Expected " + message.split(marker, 1)[1] + "." if marker in message else message
