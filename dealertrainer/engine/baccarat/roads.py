"""Scoreboard roads, as plain data a view can draw.

- Bead plate: one cell per coup, six rows, filled down then across; colour by result,
  with dots for a Player or Banker pair.
- Big road: a column per streak of Banker or Player wins. A tie is not a cell: it is a
  slash on the last cell, with a count when there are several (ties before the first
  result go on the first cell). A streak longer than the six rows, or one that runs into
  an earlier streak's tail, turns right along the row it reached (the "dragon tail").
- Derived roads (big eye boy, small road, cockroach pig) read the big road's columns and
  mark each new entry red when the road is "regular" and blue when it is not, comparing
  with the column one, two or three columns back.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from dealertrainer.engine.baccarat.coup import Coup, Winner

__all__ = [
    "BeadCell",
    "RoadCell",
    "Scoreboard",
    "bead_plate",
    "big_road",
    "big_road_columns",
    "derived_marks",
    "derived_road",
    "lay_out",
    "scoreboard",
]

ROWS = 6
RED = "red"
BLUE = "blue"
#: How far back each derived road looks.
DERIVED_ROADS = {"big eye boy": 1, "small road": 2, "cockroach pig": 3}


@dataclass(frozen=True)
class BeadCell:
    """One coup on the bead plate."""

    col: int
    row: int
    winner: Winner
    total: int  # the winning total (either total on a tie)
    player_pair: bool = False
    banker_pair: bool = False


@dataclass(frozen=True)
class RoadCell:
    """A mark on the big road or a derived road. ``mark`` is a Winner (big road) or a colour."""

    col: int
    row: int
    mark: str
    ties: int = 0  # big road: ties slashed on this cell
    player_pair: bool = False
    banker_pair: bool = False
    natural: bool = False


@dataclass(frozen=True)
class Scoreboard:
    """All five roads for a shoe."""

    bead_plate: tuple[BeadCell, ...]
    big_road: tuple[RoadCell, ...]
    big_eye_boy: tuple[RoadCell, ...]
    small_road: tuple[RoadCell, ...]
    cockroach_pig: tuple[RoadCell, ...]


def _result(item: Coup | Winner | str) -> tuple[Winner, Coup | None]:
    if isinstance(item, Coup):
        return item.winner, item
    try:
        return Winner(item), None
    except ValueError:
        raise ValueError(f"a road takes coups or results 'player', 'banker', 'tie', not {item!r}") from None


def bead_plate(results: Iterable[Coup | Winner | str], rows: int = ROWS) -> list[BeadCell]:
    """One cell per coup, filled top to bottom, then the next column."""
    cells = []
    for i, item in enumerate(results):
        winner, coup = _result(item)
        total = 0
        if coup is not None:
            total = coup.player_total if winner is Winner.PLAYER else coup.banker_total
        cells.append(
            BeadCell(
                i // rows,
                i % rows,
                winner,
                total,
                bool(coup and coup.player_pair),
                bool(coup and coup.banker_pair),
            )
        )
    return cells


def lay_out(columns: Sequence[Sequence[RoadCell]], rows: int = ROWS) -> list[RoadCell]:
    """Place logical columns (streaks) on a grid of ``rows`` rows with dragon tails.

    Each streak starts at the top of its own column; it goes down while the cell below is
    free and on the board, otherwise it turns right along the row it is on.
    """
    taken: set[tuple[int, int]] = set()
    placed: list[RoadCell] = []
    for index, streak in enumerate(columns):
        col, row = index, 0
        while (col, row) in taken:  # an earlier tail runs along the top row: go past it
            col += 1
        for n, cell in enumerate(streak):
            if n:
                if row + 1 < rows and (col, row + 1) not in taken:
                    row += 1
                else:
                    col += 1
            taken.add((col, row))
            placed.append(
                RoadCell(col, row, cell.mark, cell.ties, cell.player_pair, cell.banker_pair, cell.natural)
            )
    return placed


def big_road_columns(results: Iterable[Coup | Winner | str]) -> list[list[RoadCell]]:
    """The big road as logical columns (one per streak), ties counted on the last cell."""
    columns: list[list[RoadCell]] = []
    leading_ties = 0
    for item in results:
        winner, coup = _result(item)
        if winner is Winner.TIE:
            if not columns:
                leading_ties += 1
            else:
                last = columns[-1][-1]
                columns[-1][-1] = RoadCell(
                    0, 0, last.mark, last.ties + 1, last.player_pair, last.banker_pair, last.natural
                )
            continue
        cell = RoadCell(
            0,
            0,
            winner.value,
            leading_ties,
            bool(coup and coup.player_pair),
            bool(coup and coup.banker_pair),
            bool(coup and coup.natural),
        )
        leading_ties = 0
        if columns and columns[-1][0].mark == winner.value:
            columns[-1].append(cell)
        else:
            columns.append([cell])
    if leading_ties and not columns:
        # Only ties so far: one empty-coloured cell carries them.
        columns.append([RoadCell(0, 0, Winner.TIE.value, leading_ties)])
    return columns


def big_road(results: Iterable[Coup | Winner | str], rows: int = ROWS) -> list[RoadCell]:
    """The big road laid out on the board."""
    return lay_out(big_road_columns(results), rows)


def derived_marks(lengths: Sequence[int], back: int) -> list[str]:
    """Red/blue marks of a derived road from the big road's column lengths.

    For each big-road entry from the road's starting point (column ``back`` row 2, or the
    first cell of column ``back + 1`` if that comes first):
    - first cell of a column: red if the two columns before it are the same length
      (compare the previous column with the one ``back`` columns further), else blue;
    - any other cell: look ``back`` columns to the left at the same row; red if a cell is
      there, blue if that column stopped exactly one row above, red if shorter still.
    """
    marks = []
    for col, length in enumerate(lengths):
        for row in range(length):
            if row == 0:
                if col < back + 1:
                    continue
                same = lengths[col - 1] == lengths[col - 1 - back]
                marks.append(RED if same else BLUE)
            else:
                if col < back:
                    continue
                other = lengths[col - back]
                marks.append(BLUE if other == row else RED)
    return marks


def derived_road(
    results: Iterable[Coup | Winner | str], back: int, rows: int = ROWS
) -> list[RoadCell]:
    """A derived road (``back`` 1: big eye boy, 2: small road, 3: cockroach pig), laid out."""
    if back not in (1, 2, 3):
        raise ValueError(f"a derived road looks 1, 2 or 3 columns back, not {back!r}")
    lengths = [
        len(c) for c in big_road_columns(results) if c[0].mark != Winner.TIE.value
    ]
    columns: list[list[RoadCell]] = []
    for mark in derived_marks(lengths, back):
        cell = RoadCell(0, 0, mark)
        if columns and columns[-1][0].mark == mark:
            columns[-1].append(cell)
        else:
            columns.append([cell])
    return lay_out(columns, rows)


def scoreboard(results: Sequence[Coup | Winner | str]) -> Scoreboard:
    """All the roads for the coups of a shoe so far."""
    return Scoreboard(
        tuple(bead_plate(results)),
        tuple(big_road(results)),
        tuple(derived_road(results, 1)),
        tuple(derived_road(results, 2)),
        tuple(derived_road(results, 3)),
    )
