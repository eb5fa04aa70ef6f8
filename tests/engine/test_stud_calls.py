"""The dealer's explanations and pick lists for stud name the deciding facts."""

from __future__ import annotations

from dealertrainer.engine.cards import parse_cards
from dealertrainer.engine.stud import best_hand, showing_rank
from dealertrainer.engine.stud.calls import (
    explain_first_to_act,
    explain_possible_straight,
    explain_winner,
    hand_name_choices,
    showing_choices,
)


def _rival(seat, text):
    cards = parse_cards(text)
    return seat, cards, showing_rank(cards)


def test_ace_two_beats_king_queen_is_explained_card_by_card():
    first = parse_cards("Ah 2c")
    text = explain_first_to_act(2, first, showing_rank(first), [_rival(1, "Kc Qd")], None)
    assert "A-2 beats K-Q" in text and "seat 2" in text


def test_equal_pair_kicker_is_explained():
    first = parse_cards("4d 4s Ac")
    text = explain_first_to_act(2, first, showing_rank(first), [_rival(1, "4c 4h 2s")], None)
    assert "4-A beats 4-2" in text


def test_exact_tie_names_the_dealers_left():
    first = parse_cards("Kc Qd")
    text = explain_first_to_act(1, first, showing_rank(first), [_rival(3, "Ks Qh")], None)
    assert "Seat 3 shows exactly the same ranks" in text and "dealer's left" in text


def test_bring_in_explanation_names_suit_order_only_when_ranks_tie():
    first = parse_cards("2c")
    tied = explain_first_to_act(2, first, showing_rank(first), [_rival(1, "2h")], first[0])
    assert "clubs, diamonds, hearts, spades" in tied and "two of clubs" in tied
    plain = explain_first_to_act(2, first, showing_rank(first), [_rival(1, "9h")], first[0])
    assert "suit" not in plain


def test_winner_explanation_with_kickers_and_with_categories():
    hands = {1: best_hand(parse_cards("Kc Kd Ah 4s 3c")), 2: best_hand(parse_cards("Ks Kh Qh Js Tc"))}
    assert "K-A-4-3 against K-Q-J-10" in explain_winner([1], hands)
    hands[2] = best_hand(parse_cards("2s 2h Qh Js Tc"))
    text = explain_winner([1], hands)
    assert "next best is seat 2's pair of twos." in text and "next ranks" not in text


def test_the_straight_call_shows_its_working_on_the_showing_cards_only():
    assert "10 less 6 is 4, at most 4" in explain_possible_straight(parse_cards("6h Tc 9d"))
    assert "5 less 1 is 4" in explain_possible_straight(parse_cards("Ah 3c 5d"))  # the ace low
    assert "14 less 10 is 4" in explain_possible_straight(parse_cards("Ah Kc Td"))  # the ace high
    assert "11 less 6 is 5, more than 4" in explain_possible_straight(parse_cards("6h Jc 9d"))
    # Nothing but the showing cards is named: no rank of a run that is not on the board.
    assert "seven" not in explain_possible_straight(parse_cards("6h Tc 9d"))


def test_pick_lists_hold_the_answer_once_and_near_misses():
    showing = showing_rank(parse_cards("4d 4c"))
    choices = showing_choices("Pair of fours bets", showing, ["King high bets", "Pair of fours bets"], " bets")
    assert choices[0] == "Pair of fours bets" and len(set(choices)) == len(choices)
    assert "Pair of fives bets" in choices and "Four high bets" in choices
    full = best_hand(parse_cards("Kc Kd Kh 3s 3c"))
    names = hand_name_choices(full, [best_hand(parse_cards("2s 2h Qh Js Tc"))])
    assert names[0] == "Full house, kings over threes"
    assert "Full house, threes over kings" in names and "Pair of twos" in names
