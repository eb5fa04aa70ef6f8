"""Stacked-shoe files: good files deal their cards in order, bad ones are refused clearly."""

from __future__ import annotations

import pytest

from dealertrainer.engine.cards import Card, full_deck
from dealertrainer.engine.shoe import Shoe
from dealertrainer.storage.stacked_shoe_file import (
    MAX_FILE_BYTES,
    StackedShoeFileError,
    parse_stacked_shoe,
    read_stacked_shoe,
)


def test_cards_in_dealing_order_with_comments_commas_and_symbols(tmp_path):
    path = tmp_path / "banker6.txt"
    path.write_text(
        "# Banker draws on 6 against a Player's 7\n"
        "3s 9d, 2h   # first four: P B P B\n"
        "\n"
        "10c;Q♦ 7h  # player's third\n"
        "as\n",
        encoding="utf-8",
    )
    shoe = read_stacked_shoe(path)
    assert isinstance(shoe, Shoe)
    expected = [Card.parse(c) for c in ("3s", "9d", "2h", "Tc", "Qd", "7h", "As")]
    assert shoe.peek_order() == expected
    assert [shoe.draw() for _ in range(7)] == expected
    assert shoe.cards_left == 0


def test_byte_order_mark_is_accepted(tmp_path):
    path = tmp_path / "bom.txt"
    path.write_bytes("\ufeffAs Kd".encode("utf-8"))
    assert read_stacked_shoe(path).peek_order() == [Card.parse("As"), Card.parse("Kd")]


@pytest.mark.parametrize(
    ("text", "line", "word"),
    [
        ("As Kd\n11h Qs\n", 2, "11h"),
        ("As Kx", 1, "Kx"),
        ("# intro\n\nAs\n2s 3s 1s", 4, "1s"),
        ("ace-of-spades", 1, "ace-of-spades"),
    ],
)
def test_a_bad_card_is_named_with_its_line(text, line, word):
    with pytest.raises(StackedShoeFileError) as info:
        parse_stacked_shoe(text, source="scenario.txt")
    message = str(info.value)
    assert f"scenario.txt, line {line}:" in message
    assert repr(word) in message
    assert "Expected a rank" in message


def test_empty_or_comment_only_is_refused():
    with pytest.raises(StackedShoeFileError, match="holds no cards"):
        parse_stacked_shoe("# nothing here\n\n   \n")


def test_more_of_one_card_than_eight_decks_hold_is_refused():
    parse_stacked_shoe(" ".join(["As"] * 8))
    with pytest.raises(StackedShoeFileError, match=r"A♠ 9 times.*at most 8"):
        parse_stacked_shoe(" ".join(["As"] * 9))


def test_a_whole_eight_deck_shoe_round_trips(tmp_path):
    cards = full_deck() * 8
    path = tmp_path / "full.txt"
    path.write_text("\n".join(" ".join(str(c) for c in cards[i : i + 13]) for i in range(0, len(cards), 13)))
    assert read_stacked_shoe(path).peek_order() == cards


def test_missing_file_folder_binary_and_huge_files_are_refused(tmp_path):
    with pytest.raises(StackedShoeFileError, match="cannot read"):
        read_stacked_shoe(tmp_path / "nope.txt")
    with pytest.raises(StackedShoeFileError, match="is a folder"):
        read_stacked_shoe(tmp_path)
    binary = tmp_path / "shoe.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(StackedShoeFileError, match="not a UTF-8 text file"):
        read_stacked_shoe(binary)
    huge = tmp_path / "huge.txt"
    huge.write_text("As " * (MAX_FILE_BYTES // 3 + 10))
    with pytest.raises(StackedShoeFileError, match="short text file"):
        read_stacked_shoe(huge)


def test_error_is_a_value_error():
    assert issubclass(StackedShoeFileError, ValueError)


def test_reports_are_saved_atomically_and_refuse_folders(tmp_path):
    from dealertrainer.storage.report_file import ReportFileError, save_report

    path = save_report("<p>Passed ✓</p>", tmp_path / "reports" / "ana.html")
    assert path.read_text(encoding="utf-8") == "<p>Passed ✓</p>"
    save_report("again", path)
    assert path.read_text(encoding="utf-8") == "again"
    assert [p.name for p in path.parent.iterdir()] == ["ana.html"]
    with pytest.raises(ReportFileError, match="is a folder"):
        save_report("x", tmp_path)
