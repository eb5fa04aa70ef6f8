"""The stud table deals an instructor's stacked deck as written: the first hand from its first
cards, later hands from the cards after them with no shuffle, and it stops when what is left
would not make a whole hand. A replayed deck deals the same hand again."""

from __future__ import annotations

import pytest

from dealertrainer.engine.cards import full_deck
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.shoe_events import Dealt, Shuffled
from dealertrainer.engine.shoe_state import ShoeState
from dealertrainer.engine.stud.rules import StudGame, StudRules
from dealertrainer.storage.stacked_shoe_file import StackedShoeFileError, read_stacked_shoe
from dealertrainer.engine.table import stud_cards_for_a_hand
from dealertrainer.training.drills.seat import StudSeatConfig, StudSeatDrill, shoe_for_replay


def dealt(shoe: Shoe) -> list[str]:
    return [str(event.card) for event in shoe.log if isinstance(event, Dealt)]


def shown(beats) -> ShoeState:
    """The deck as the panel beside the table shows it after ``beats``: their events replayed."""
    return ShoeState(news for beat in beats for news in beat.shoe)


@pytest.mark.parametrize("game", list(StudGame))
def test_a_stacked_deck_is_dealt_in_the_order_written_hand_after_hand(game):
    rules = StudRules(game=game, seats=4)
    order = list(reversed(full_deck()))  # anything but the order a new deck comes in
    drill = StudSeatDrill(StudSeatConfig(rules=rules, hands=50, fold_chance=0.3), seed=11, shoe=Shoe.stacked(order))
    beats = list(drill.beats())
    cards = dealt(drill.shoe)
    assert cards == [str(c) for c in order[:len(cards)]]  # never a shuffled card
    assert not any(isinstance(event, Shuffled) for event in drill.shoe.log)
    assert drill.shoe.cards_left < stud_cards_for_a_hand(rules)  # stopped when no whole hand was left
    assert shown(beats).seed is None  # the panel shows the stacked deck


def test_the_first_hand_of_a_stacked_deck_reaches_the_seats_as_written():
    rules = StudRules(game=StudGame.FIVE_CARD, seats=3)
    order = [str(c) for c in full_deck()][:20]
    drill = StudSeatDrill(StudSeatConfig(rules=rules, hands=1, fold_chance=0), seed=1, shoe=Shoe.stacked(order))
    list(drill.beats())
    to_seats = [(event.to, str(event.card)) for event in drill.shoe.log if isinstance(event, Dealt)]
    assert to_seats[:6] == [("seat 1", order[0]), ("seat 2", order[1]), ("seat 3", order[2]),
                            ("seat 1", order[3]), ("seat 2", order[4]), ("seat 3", order[5])]


def test_a_random_deck_is_still_shuffled_for_every_hand():
    drill = StudSeatDrill(StudSeatConfig(hands=3), seed=4)
    list(drill.beats())
    assert sum(isinstance(event, Shuffled) for event in drill.shoe.log) == 3


def test_a_replayed_stud_deck_deals_the_same_hand_again():
    first = StudSeatDrill(StudSeatConfig(hands=2, fold_chance=0), seed=8)
    beats = list(first.beats())
    last_hand = dealt(first.shoe)[-len(dealt(first.shoe)) // 2:]
    again = StudSeatDrill(StudSeatConfig(hands=1, fold_chance=0), seed=99, shoe=shoe_for_replay(shown(beats).to_json()))
    list(again.beats())
    assert dealt(again.shoe)[-len(last_hand):] == last_hand


def test_a_stud_file_with_a_card_written_twice_is_refused(tmp_path):
    path = tmp_path / "twice.txt"
    path.write_text(" ".join(str(c) for c in full_deck()[:40]) + " A♠\n", encoding="utf-8")
    with pytest.raises(StackedShoeFileError, match="twice.txt lists A♠ more than once; stud is dealt from a single deck"):
        read_stacked_shoe(path, game="stud", rules=StudRules())
    assert read_stacked_shoe(path, game="baccarat").cards_left == 41  # a baccarat shoe holds several decks
