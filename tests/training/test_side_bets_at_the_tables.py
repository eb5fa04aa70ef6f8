"""Side bets at the dealer's seat and on demand: the table's players bet them where the house
offers them (never where it does not), each is settled at the house's price, and practice asks
a side-bet skill only under a house that deals it."""

from __future__ import annotations

import itertools
import random
from decimal import Decimal

import pytest

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.training.drills import make_drill
from dealertrainer.training.drills.payouts import PayoutKind, house_payouts
from dealertrainer.training.practice import ask
from dealertrainer.training.situations import dealt_at, situation

SIDE_SKILLS = [k.value for k in PayoutKind if k.side_bet is not None] + ["baccarat.payout.panda8", "baccarat.payout.dragon7"]
PRICES = {"mixed": 6, "coloured": 12, "perfect": 25, "flush": 5, "straight": 10, "three_of_a_kind": 30,
          "straight_flush": 40, "suited_trips": 100}


def _steps(drill_id: str, config: dict, seed: int, beats: int = 4000):
    drill = make_drill(drill_id, config, seed=seed)
    return [b.step for b in itertools.islice(drill.beats(), beats) if b.step is not None]


def test_the_blackjack_table_deals_side_bets_where_the_house_offers_them():
    rules = {"perfect_pairs": True, "twenty_one_plus_three": True}
    steps = _steps("blackjack.seat", {"rules": rules, "rounds": 40, "seats": 5}, seed=4)
    side = [s for s in steps if s.bet is not None and s.bet.spot in ("perfect pairs", "21+3")]
    paid = [s for s in side if s.action == "pay_side_bet"]
    assert {s.bet.spot for s in side} == {"perfect pairs", "21+3"}
    assert paid and any(s.action == "take_side_bet" for s in side)
    for step in paid:  # asked, at the common paytable, on the stake lying on the spot
        assert step.is_question and step.answer == step.bet.amount * PRICES[step.skill.rsplit(".", 1)[1]]
    assert not any(s.bet is not None and s.bet.spot in ("perfect pairs", "21+3")
                   for s in _steps("blackjack.seat", {"rounds": 40, "seats": 5}, seed=4))


def test_the_ez_baccarat_table_deals_dragon_7_and_panda_8_where_offered():
    steps = _steps("baccarat.seat", {"rules": {"no_commission": True}, "coups": 60}, seed=2)
    spots = {s.bet.spot for s in steps if s.bet is not None}
    assert {"dragon 7", "panda 8"} <= spots
    swept = [s for s in steps if s.skill == "baccarat.settle.lose" and ("Dragon 7" in s.choices or "Panda 8" in s.choices)]
    assert swept
    off = _steps("baccarat.seat", {"rules": {"no_commission": True, "panda_eight_bet": False}, "coups": 60}, seed=2)
    assert "panda 8" not in {s.bet.spot for s in off if s.bet is not None}
    assert not {"dragon 7", "panda 8"} & {s.bet.spot for s in _steps("baccarat.seat", {"coups": 60}, seed=2)
                                          if s.bet is not None}


@pytest.mark.parametrize("skill", SIDE_SKILLS)
def test_a_side_bet_skill_is_asked_only_where_the_house_deals_it(skill):
    on = {"baccarat": BaccaratRules(no_commission=True), "blackjack": BlackjackRules(perfect_pairs=True,
                                                                                      twenty_one_plus_three=True)}
    off = {"baccarat": BaccaratRules(no_commission=True, dragon_seven_bet=False, panda_eight_bet=False),
           "blackjack": BlackjackRules()}
    assert dealt_at(skill, on) and not dealt_at(skill, off) and not dealt_at(skill, {})
    assert ask(skill, random.Random(1), off) is None and ask(skill, random.Random(1), None) is None
    for rng in map(random.Random, range(3)):  # the table's situation and the Payouts drill alike
        for question in (situation(skill, rng, on), ask(skill, rng, on)):
            assert question is not None and question.skill == skill and question.answer > 0


@pytest.mark.parametrize("skill", ["blackjack.payout.perfect_pairs.perfect", "blackjack.payout.21plus3.suited_trips"])
def test_one_deck_never_deals_two_cards_alike(skill):
    one_deck = {"blackjack": BlackjackRules(decks=1, seats=1, cut_card_from_end=15, perfect_pairs=True,
                                            twenty_one_plus_three=True)}
    assert not dealt_at(skill, one_deck) and ask(skill, random.Random(0), one_deck) is None
    assert PayoutKind(skill) not in house_payouts(BaccaratRules(), one_deck["blackjack"])["kinds"]


def test_payouts_asks_the_side_bets_at_the_house_paytable():
    house = BlackjackRules(perfect_pairs=True, perfect_pairs_mixed_pays=7, twenty_one_plus_three=True,
                           twenty_one_plus_three_suited_trips_pays=150)
    config = house_payouts(BaccaratRules(no_commission=True, panda_eight_pays=30), house)
    drill = make_drill("payouts", {**config, "length": 300}, seed=3)
    seen = {}
    for beat in itertools.islice(drill.beats(), 300):
        q = beat.question
        if q is not None:
            stake = q.table.bets[0].amount
            seen[q.skill] = q.answer / stake
            if q.skill in SIDE_SKILLS:
                assert stake <= 100  # a side bet is capped below the table maximum
    assert seen["blackjack.payout.perfect_pairs.mixed"] == 7
    assert seen["blackjack.payout.21plus3.suited_trips"] == 150
    assert seen["baccarat.payout.panda8"] == 30 and seen["baccarat.payout.dragon7"] == 40
    assert Decimal(seen["blackjack.payout.21plus3.straight"]) == 10
