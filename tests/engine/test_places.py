"""A hand on the layout is a typed place: the engines make them, and they print as a dealer
names them."""

from __future__ import annotations

import random

import pytest

from dealertrainer.engine.baccarat import ShoeSession
from dealertrainer.engine.blackjack import BlackjackRules, RandomPlayer, new_shoe, round_steps
from dealertrainer.engine.places import BANKER, BURN, CENTER, DEALER, DRAWN, PLAYER, Place, Role
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.steps import BetView, HandView, TableView
from dealertrainer.engine.stud.deal import RandomPlayers
from dealertrainer.engine.stud.rules import StudRules
from dealertrainer.engine.stud.hand_procedure import deal_hand
from tests.engine.test_blackjack_round import play, stacked


def test_a_place_prints_as_the_dealer_names_it():
    assert [str(p) for p in (PLAYER, BANKER, DEALER, BURN, DRAWN, CENTER)] == [
        "player", "banker", "dealer", "burn", "drawn", "center"]
    assert str(Place.at_seat(3)) == "seat 3" and str(Place.at_seat(3, 2)) == "seat 3 hand 2"
    assert Place.at_seat(3, 1) != Place.at_seat(3)  # a split seat's first hand is named as such
    assert Place.at_seat(3, 1).number == Place.at_seat(3).number == 1


@pytest.mark.parametrize(("role", "seat", "hand"), [(Role.SEAT, None, None), (Role.DEALER, 2, None),
                                                    (Role.SEAT, 2, 0), (Role.PLAYER, None, 1)])
def test_a_place_that_cannot_be_on_the_layout_is_refused(role, seat, hand):
    with pytest.raises(ValueError):
        Place(role, seat, hand)


def test_a_table_finds_a_hand_by_its_place_or_its_printed_name():
    seat = HandView(Place.at_seat(4, 2), ())
    table = TableView("blackjack", (HandView(DEALER, ()), seat))
    assert table.hand(Place.at_seat(4, 2)) is seat and table.hand("seat 4 hand 2") is seat
    assert table.hand(Place.at_seat(4)) is None and table.hand("seat 4") is None


def test_a_split_seat_names_each_hand_and_its_bets():
    rnd = play(stacked({1: "8s 8d"}, "6h Td", "8c 3h Ts Kc 9h Tc"), {1: 25}, ["split", "split", ("double", None), "stand", "stand"])
    places = {h.place for s in rnd.steps for h in s.table.hands}
    assert {Place.at_seat(1), Place.at_seat(1, 1), Place.at_seat(1, 2), DEALER} <= places
    split_bets = {(b.spot, b.hand) for s in rnd.steps for b in s.table.bets if b.hand is not None}
    assert ("wager", 2) in split_bets and all(b.hand is None for b in rnd.steps[0].table.bets)
    assert BetView(1, "double", 25, 1).name == "hand 1 double" and BetView(1, "banker", 9, paid=True).name == "banker paid"


def test_every_engine_lays_its_hands_on_typed_places():
    shoe = Shoe(6, seed=3)
    new_shoe(shoe, BlackjackRules())
    _, steps = round_steps(shoe, {2: 25, 5: 25}, BlackjackRules(), RandomPlayer(random.Random(1)))
    baccarat = ShoeSession(seed=2)
    coup_steps = list(baccarat.start_shoe()) + baccarat.deal({3: {"banker": 20}})[1]
    stud = deal_hand(StudRules(), Shoe(1, seed=5), RandomPlayers(5)).steps
    for game, game_steps, roles in (("blackjack", steps, {Role.SEAT, Role.DEALER}),
                                    ("baccarat", coup_steps, {Role.PLAYER, Role.BANKER, Role.BURN, Role.DRAWN}),
                                    ("stud", stud, {Role.SEAT})):
        hands = [h for s in game_steps for h in s.table.hands]
        assert hands and all(isinstance(h.place, Place) for h in hands), game
        assert {h.place.role for h in hands} == roles, game
