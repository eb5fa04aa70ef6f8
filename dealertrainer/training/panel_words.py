"""What a screen reader says about the painted panels: the baccarat roads, stacks of chips,
a wager's chips and the cells of the draw-table heatmap, in the words a dealer uses and the
language in force. The widgets only place these sentences over what they paint, so the tests
and the screens read the same words.

Nothing here names a pile's worth: a stack is read by its colour and count, as a dealer cuts it
(its worth is often the question)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from decimal import Decimal

from dealertrainer.engine.baccarat.roads import BeadCell, RoadCell
from dealertrainer.engine.chip_stacks import Stack
from dealertrainer.engine.money import Chip, format_money
from dealertrainer.language import N_, _, ngettext, pgettext, short_day

__all__ = ["ROAD_NAMES", "bet_words", "chips_words", "draw_cell_name", "draw_cell_words", "road_words",
           "chance_words", "day_words", "shoe_words", "value_words", "stack_name", "stack_words"]

#: The roads, in the order the scoreboard shows them, as dealers call them.
ROAD_NAMES = {"bead plate": N_("Bead plate"), "big road": N_("Big road"), "big eye boy": N_("Big eye boy"),
              "small road": N_("Small road"), "cockroach pig": N_("Cockroach pig")}

#: A run of one mark: "banker 3", "red 2".
_RUNS = {"banker": N_("banker {n}"), "player": N_("player {n}"), "tie": N_("tie {n}"),
         "red": N_("red {n}"), "blue": N_("blue {n}")}
_WINNERS = {"banker": N_("banker"), "player": N_("player"), "tie": N_("tie")}


def _listed(parts: Sequence[str]) -> str:
    return pgettext("a list's separator", ", ").join(parts)


def road_words(road: str, cells: Sequence[BeadCell | RoadCell]) -> str:
    """A road's results in reading order. The bead plate is read coup by coup, column by column
    from the left, top to bottom ("banker, player with a player pair, tie"); the big road streak
    by streak ("banker 3, player 1 with 1 tie"); a derived road run by run ("red 2, blue 1")."""
    if not cells:
        return _("No coups yet")
    if road == "bead plate":
        return _listed([_bead_words(cell) for cell in sorted(cells, key=lambda c: (c.col, c.row))])
    runs: list[tuple[str, int, int]] = []  # mark, cells, ties
    for cell in cells:
        mark, ties = (cell.mark, cell.ties) if isinstance(cell, RoadCell) else (cell.winner.value, 0)
        if runs and runs[-1][0] == mark:
            runs[-1] = (mark, runs[-1][1] + 1, runs[-1][2] + ties)
        else:
            runs.append((mark, 1, ties))
    return _listed([_run_words(mark, n, ties) for mark, n, ties in runs])


def _run_words(mark: str, n: int, ties: int) -> str:
    run = _(_RUNS[mark]).format(n=n) if mark in _RUNS else f"{mark} {n}"
    if not ties or mark == "tie":
        return run
    return ngettext("{run} with {n} tie", "{run} with {n} ties", ties).format(run=run, n=ties)


def _bead_words(cell: BeadCell) -> str:
    winner = _(_WINNERS[cell.winner.value])
    if cell.banker_pair and cell.player_pair:
        return _("{winner} with both pairs").format(winner=winner)
    if cell.banker_pair:
        return _("{winner} with a banker pair").format(winner=winner)
    if cell.player_pair:
        return _("{winner} with a player pair").format(winner=winner)
    return winner


def stack_name(number: int) -> str:
    """A stack of chips before the dealer, counted from his left: "Stack 1"."""
    return _("Stack {n}").format(n=number)


def stack_words(stack: Stack) -> str:
    """A stack as a dealer reads it: colour and count ("8 reds"), never its worth."""
    return stack.chip.count_words(stack.count)


def chips_words(stacks: Sequence[tuple[Chip, int]]) -> str:
    """Columns of chips, largest first, by colour and count: "2 greens, 1 red"."""
    return _listed([chip.count_words(count) for chip, count in stacks])


def bet_words(amount: Decimal, stacks: Sequence[tuple[Chip, int]]) -> str:
    """A wager on its spot (a payout question shows its amount; the payout is the question):
    "$25: 1 green"."""
    if not stacks:
        return format_money(amount)
    return _("{amount}: {chips}").format(amount=format_money(amount), chips=chips_words(stacks))


def draw_cell_name(row: str, column: str) -> str:
    """A cell of the draw table: "Banker 5, Player's third card 3", "Player 4", "Natural 9 for the Banker"."""
    if row == "player":
        return _("Player {total}").format(total=column)
    if row == "natural player":
        return _("Natural {total} for the Player").format(total=column)
    if row == "natural banker":
        return _("Natural {total} for the Banker").format(total=column)
    if column == "stood":
        return _("Banker {total}, the Player stood").format(total=row)
    return _("Banker {total}, Player's third card {card}").format(total=row, card=column)


def draw_cell_words(answered: int, correct: int, median: float | None) -> str:
    """A heatmap cell's accuracy and pace: "4 of 5 right, median 1.8 seconds"."""
    if not answered:
        return _("Not answered yet")
    return ngettext("{correct} of {n} right, median {seconds} seconds", "{correct} of {n} right, median {seconds} seconds",
                    answered).format(correct=correct, n=answered, seconds=f"{median or 0:.1f}")


def shoe_words(dealt: float, cut_at: float | None, cut_out: bool) -> str:
    """The shoe bar as a dealer says it: "40% dealt, the cut card at 75%" ("... the cut card is out")."""
    dealt_pct, cut_pct = round(dealt * 100), None if cut_at is None else round(cut_at * 100)
    if cut_out:
        return _("{dealt}% dealt, the cut card is out").format(dealt=dealt_pct)
    if cut_pct is None:
        return _("{dealt}% dealt").format(dealt=dealt_pct)
    return _("{dealt}% dealt, the cut card at {cut}%").format(dealt=dealt_pct, cut=cut_pct)


def chance_words(fraction: float) -> str:
    """A chance's bar: "42%"."""
    return _("{percent}%").format(percent=round(fraction * 100))


#: The months as a chart's dates name them.
def day_words(day: date) -> str:
    """A day as short as a chart wants it, as the language in force writes it (Babel): "14 Nov", "11月14日"."""
    return short_day(day)


def value_words(value: float, decimals: int, unit: str) -> str:
    """A day's value with its unit (the unit already in the language in force): "92 %"."""
    return _("{value} {unit}").format(value=f"{value:.{decimals}f}", unit=unit)
