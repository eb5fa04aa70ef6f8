"""Stacked-shoe files in bad places: pipes and devices are refused without being read, a file is
read only up to its cap, and a shoe too short for one coup, round or hand is refused at load
with the number of cards it needs."""

from __future__ import annotations

import os

import pytest

from dealertrainer.engine.baccarat.coup import coup_from_cards
from dealertrainer.engine.stud.rules import StudGame, StudRules
from dealertrainer.storage.stacked_shoe_file import (
    MAX_FILE_BYTES,
    StackedShoeFileError,
    cards_for_one_round,
    parse_stacked_shoe,
    read_stacked_shoe,
)

def test_a_fifo_with_no_writer_is_refused_at_once(tmp_path):
    fifo = tmp_path / "scenario.txt"
    os.mkfifo(fifo)
    with pytest.raises(StackedShoeFileError, match="not a plain file.*short text file of cards"):
        read_stacked_shoe(fifo, game="baccarat")  # a blocking open() would wait here for ever


def test_a_device_that_never_ends_is_refused_without_reading_it():
    with pytest.raises(StackedShoeFileError, match="/dev/zero is not a plain file"):
        read_stacked_shoe("/dev/zero")


def test_a_huge_file_is_read_only_up_to_the_cap(tmp_path, monkeypatch):
    huge = tmp_path / "huge.txt"
    with huge.open("wb") as stream:  # a sparse file: a gigabyte on paper, nothing on disk
        stream.truncate(1 << 30)
    sizes = []
    real_read = os.fdopen

    def spy(*args, **kwargs):
        stream = real_read(*args, **kwargs)
        original = stream.read
        stream.read = lambda size=-1: sizes.append(size) or original(size)  # type: ignore[method-assign]
        return stream

    monkeypatch.setattr(os, "fdopen", spy)
    with pytest.raises(StackedShoeFileError, match=f"over {MAX_FILE_BYTES // 1024} KB"):
        read_stacked_shoe(huge)
    assert sizes == [MAX_FILE_BYTES + 1]


def test_a_file_the_user_cannot_read_is_named(tmp_path):
    with pytest.raises(StackedShoeFileError, match="cannot read .*missing.txt"):
        read_stacked_shoe(tmp_path / "missing.txt", game="blackjack")


# --- too short for one coup, round or hand -------------------------------------------------
def test_a_baccarat_shoe_must_hold_the_burn_and_the_first_coup(tmp_path):
    burn_four = "4s 9h 5d 2c 8s"  # the burn card calls for four more face down
    natural = "8d Kh Kc Qs"  # player 8, banker 0: a natural, four cards
    path = tmp_path / "short.txt"
    path.write_text(f"{burn_four} {natural}\n", encoding="utf-8")
    assert read_stacked_shoe(path, game="baccarat").cards_left == 9
    path.write_text(f"{burn_four} 8d Kh Kc\n", encoding="utf-8")
    with pytest.raises(StackedShoeFileError) as refused:
        read_stacked_shoe(path, game="baccarat")
    message = str(refused.value)
    assert "short.txt holds 8 cards" in message
    assert "burn card (4♠), the 4 it burns and up to 6 for the hands" in message
    assert "needs at least 11 cards" in message


def test_a_baccarat_coup_that_draws_needs_each_card_it_draws():
    cards = parse_stacked_shoe("As Kd  2h 3c 3d 2s  6h 7c")  # burn 1; player 5 draws a 6, banker 5 draws
    coup = coup_from_cards(cards[2:])
    needed, why = cards_for_one_round("baccarat", cards)
    assert needed == 2 + len(coup.player_cards) + len(coup.banker_cards) == 8
    assert "and 6 for the hands" in why


def test_a_blackjack_shoe_must_deal_one_seat_and_the_dealer(tmp_path):
    path = tmp_path / "bj.txt"
    path.write_text("2s As Kd 9h\n", encoding="utf-8")
    with pytest.raises(StackedShoeFileError, match=r"holds 4 cards; a round takes at least 5: one burned, "
                                                     r"two for a seat and two for the dealer, so the file needs at least 5"):
        read_stacked_shoe(path, game="blackjack")
    path.write_text("2s As Kd 9h 7c\n", encoding="utf-8")
    assert read_stacked_shoe(path, game="blackjack").cards_left == 5


def test_a_stud_shoe_must_deal_every_seat_to_the_last_street(tmp_path):
    rules = StudRules(game=StudGame.FIVE_CARD, seats=3)
    needed, why = cards_for_one_round("stud", [], rules)
    assert needed == 3 * 4 + 1
    assert "for 3 players takes 4 cards each" in why and "community card" in why
    path = tmp_path / "stud.txt"
    path.write_text("As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s\n", encoding="utf-8")
    with pytest.raises(StackedShoeFileError, match="holds 12 cards.*needs at least 13 cards"):
        read_stacked_shoe(path, game="stud", rules=rules)


def test_without_a_game_only_the_cards_are_checked(tmp_path):
    path = tmp_path / "two.txt"
    path.write_text("As Kd\n", encoding="utf-8")
    assert read_stacked_shoe(path).cards_left == 2
    with pytest.raises(ValueError, match="not 'poker'"):
        cards_for_one_round("poker", parse_stacked_shoe("As"))
