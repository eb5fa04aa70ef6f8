"""One table shape for the three games: each table readies its shoe, deals hand after hand
(steps and a result), says when its shoe is finished, and deals an instructor's stacked shoe
in the order written; one loop written against ``Table`` runs any of them."""

from __future__ import annotations

import random
from itertools import takewhile
from decimal import Decimal

import pytest

from dealertrainer.engine.baccarat.coup import Coup
from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.blackjack.players import basic_strategy_player
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.blackjack.seats import RoundResult
from dealertrainer.engine.cards import full_deck
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.shoe_events import Burned, Dealt, Shuffled
from dealertrainer.engine.steps import DealerStep
from dealertrainer.engine.stud.deal import RandomPlayers
from dealertrainer.engine.stud.rules import StudRules
from dealertrainer.engine.stud.hand_procedure import StudDeal
from dealertrainer.engine.table import BaccaratTable, BlackjackRound, BlackjackTable, StudTable, Table
from dealertrainer.engine.table import is_stacked, stud_cards_for_a_hand


def deal_the_shoe(table: Table, layout, most: int = 500) -> list:
    """What a dealer's seat does at any table: ready the shoe, deal until it is finished."""
    steps: list[DealerStep] = list(table.start_shoe())
    hands = []
    while not table.shoe_finished and len(hands) < most:
        if hands:
            table.between_hands()
            if table.shoe_finished:
                break
        hand = table.deal_hand(layout)
        steps += hand.steps
        hands.append(hand)
    steps += table.end_shoe()
    assert all(isinstance(step, DealerStep) for step in steps)
    table.shoe.check_conservation()
    return hands


BACCARAT_BETS = {1: {"banker": Decimal(25)}, 3: {"player": Decimal(10), "tie": Decimal(5)}}
BLACKJACK_ROUND = BlackjackRound({2: Decimal(10), 5: Decimal(25)}, basic_strategy_player)


def test_a_baccarat_table_deals_coups_to_the_cut_card_and_scores_each():
    table = BaccaratTable(BaccaratRules(), random.Random(1))
    hands = deal_the_shoe(table, BACCARAT_BETS)
    assert len(hands) > 40 and table.shoe.cut_card_reached and table.shoe_finished
    assert all(isinstance(h.result, Coup) and h.scored is h.result for h in hands)
    assert [h.result for h in hands] == table.coups


def test_a_blackjack_table_ends_its_shoe_with_the_round_that_brings_out_the_cut_card():
    table = BlackjackTable(BlackjackRules(), random.Random(2))
    assert table.start_shoe() == [] and table.reshuffles_itself  # the first round readies the shoe
    hands = deal_the_shoe(table, BLACKJACK_ROUND)
    assert all(isinstance(h.result, RoundResult) and h.scored is None for h in hands)
    assert hands[-1].result.shuffle_due and not any(h.result.shuffle_due for h in hands[:-1])
    assert table.shoe.number == 2  # shuffled up by the last round, ready for the next shoe


def test_a_stud_table_shuffles_a_new_deck_for_every_hand():
    table = StudTable(StudRules(), random.Random(3))
    hands = deal_the_shoe(table, RandomPlayers(3), most=4)
    assert len(hands) == 4 and all(isinstance(h.result, StudDeal) for h in hands)
    assert table.shoe.number == 4 and not table.shoe_finished


@pytest.mark.parametrize("make", [
    lambda shoe: BaccaratTable(BaccaratRules(), random.Random(4), shoe),
    lambda shoe: BlackjackTable(BlackjackRules(), random.Random(4), shoe),
    lambda shoe: StudTable(StudRules(seats=3), random.Random(4), shoe),
], ids=["baccarat", "blackjack", "stud"])
def test_every_table_deals_a_stacked_shoe_in_the_order_written(make):
    written = list(reversed(full_deck()))
    stacked = Shoe.stacked(written)
    assert is_stacked(stacked)
    table = make(stacked)
    layout = {BaccaratTable: BACCARAT_BETS, BlackjackTable: BLACKJACK_ROUND,
              StudTable: RandomPlayers(4, fold_chance=0)}[type(table)]
    table.start_shoe()
    table.deal_hand(layout)
    log = list(takewhile(lambda e: not isinstance(e, Shuffled), table.shoe.log))  # (a blackjack round may shuffle up)
    burned = [c for e in log if isinstance(e, Burned) for c in e.cards]
    dealt = [e.card for e in log if isinstance(e, Dealt)]
    assert burned + dealt == written[:len(burned) + len(dealt)]


def test_a_stacked_stud_deck_is_finished_when_no_whole_hand_is_left():
    rules = StudRules(seats=4)
    table = StudTable(rules, random.Random(5), Shoe.stacked(full_deck()))
    hands = deal_the_shoe(table, RandomPlayers(5, fold_chance=0))
    assert table.shoe_finished and table.shoe.cards_left < stud_cards_for_a_hand(rules)
    cards = sum(isinstance(e, Dealt) for e in table.shoe.log)
    assert len(hands) == 2 and cards == 40 and table.shoe.number == 1  # four seats, five cards each; never shuffled
