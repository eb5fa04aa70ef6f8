"""Scoreboard roads against examples worked out by hand."""

from __future__ import annotations

import pytest

from dealertrainer.engine.baccarat import (
    RoadCell,
    Winner,
    bead_plate,
    big_road,
    coup_from_cards,
    derived_road,
    scoreboard,
)
from dealertrainer.engine.baccarat.roads import derived_marks
from dealertrainer.engine.cards import parse_cards


def seq(text: str) -> list[str]:
    """'BBPT' -> results."""
    names = {"B": "banker", "P": "player", "T": "tie"}
    return [names[ch] for ch in text]


def cells(road: list[RoadCell]) -> list[tuple[int, int, str]]:
    return [(c.col, c.row, c.mark[0].upper()) for c in road]


def test_bead_plate_fills_six_down_then_across_with_pair_marks() -> None:
    pairs = coup_from_cards(parse_cards("7s 2h 7d 2c 3s 3h"))  # tie 7-7, both pairs
    natural = coup_from_cards(parse_cards("9s 5h Th 2c"))  # player 9
    plate = bead_plate([natural] * 6 + [pairs, "banker"])
    assert [(c.col, c.row) for c in plate] == [(0, r) for r in range(6)] + [(1, 0), (1, 1)]
    assert plate[0].winner is Winner.PLAYER and plate[0].total == 9
    assert plate[6].winner is Winner.TIE and plate[6].player_pair and plate[6].banker_pair
    assert plate[7].winner is Winner.BANKER and not plate[7].player_pair


def test_big_road_columns_by_streak() -> None:
    assert cells(big_road(seq("BBPPPB"))) == [
        (0, 0, "B"), (0, 1, "B"), (1, 0, "P"), (1, 1, "P"), (1, 2, "P"), (2, 0, "B"),
    ]


def test_ties_are_counted_on_the_last_cell() -> None:
    road = big_road(seq("TBTTPT"))
    assert cells(road) == [(0, 0, "B"), (1, 0, "P")]
    assert [c.ties for c in road] == [3, 1]  # the leading tie joins the first cell
    only_ties = big_road(seq("TT"))
    assert [(c.mark, c.ties) for c in only_ties] == [("tie", 2)]


def test_long_streak_turns_along_the_bottom() -> None:
    road = big_road(seq("PPPPPPPP" + "BBBBBBB" + "P"))
    player = [(c.col, c.row) for c in road if c.mark == "player"]
    banker = [(c.col, c.row) for c in road if c.mark == "banker"]
    assert player[:8] == [(0, r) for r in range(6)] + [(1, 5), (2, 5)]
    # The next streak runs down column 1 until the earlier tail blocks it, then turns right.
    assert banker == [(1, 0), (1, 1), (1, 2), (1, 3), (1, 4), (2, 4), (3, 4)]
    assert player[8:] == [(2, 0)]


def test_big_eye_boy_by_the_comparison_rules() -> None:
    # columns B2 P3 B1: P row 2 compares with B column (length 2) -> red (cell there);
    # P row 3: column 1 back stopped exactly a row above -> blue;
    # new B column: previous two columns 3 and 2 differ -> blue.
    assert [c.mark for c in derived_road(seq("BBPPPB"), 1)] == ["red", "blue", "blue"]
    assert cells(derived_road(seq("BBPPPB"), 1)) == [(0, 0, "R"), (1, 0, "B"), (1, 1, "B")]
    # B2 P1 B1: starts at column 3 (column 2 has no second row): 1 against 2 -> blue.
    assert derived_marks([2, 1, 1], 1) == ["blue"]
    # Equal columns give red when a new column starts.
    assert derived_marks([1, 1, 1, 1], 1) == ["red", "red"]


def test_small_road_and_cockroach_pig() -> None:
    assert derived_marks([1, 2, 3, 1, 1], 2) == ["blue", "red", "blue", "blue"]
    road = derived_road(seq("B" + "PP" + "BBB" + "P" + "B"), 2)
    assert cells(road) == [(0, 0, "B"), (1, 0, "R"), (2, 0, "B"), (2, 1, "B")]
    assert derived_marks([1, 1, 1, 2, 2], 3) == ["blue", "blue", "blue"]
    assert [c.mark for c in derived_road(seq("BPBPPBB"), 3)] == ["blue", "blue", "blue"]


def test_derived_roads_ignore_ties_and_need_enough_columns() -> None:
    assert derived_road(seq("BTBTPTPP"), 1) == derived_road(seq("BBPPP"), 1)
    assert derived_road(seq("BBBB"), 1) == []
    assert derived_road(seq("BPB"), 3) == []
    with pytest.raises(ValueError, match="1, 2 or 3"):
        derived_road(seq("BP"), 4)


def test_scoreboard_collects_every_road() -> None:
    board = scoreboard(seq("BBPPPBTPB"))
    assert len(board.bead_plate) == 9
    assert len(board.big_road) == 8
    assert board.big_eye_boy and board.small_road and isinstance(board.cockroach_pig, tuple)


def test_road_refuses_unknown_results() -> None:
    with pytest.raises(ValueError, match="road"):
        big_road(["banco"])
