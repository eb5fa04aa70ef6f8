"""Every skill only the dealer's seat meets can be asked on demand, with the engine's answer."""

from __future__ import annotations

import random
import re
from decimal import Decimal
from functools import cache

import pytest

from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.engine.stud.rules import StudGame, StudRules
from dealertrainer.training.drills.seat import (
    BaccaratSeatConfig,
    BaccaratSeatDrill,
    BlackjackSeatConfig,
    BlackjackSeatDrill,
    StudSeatConfig,
    StudSeatDrill,
)
from dealertrainer.training.situations import dealt_at, situation, situation_skills


@cache
def seat_skills() -> frozenset[str]:
    """Every skill id the three seat drills produced over many seeded hands and house rules."""
    drills = [
        BaccaratSeatDrill(BaccaratSeatConfig(skip_skills=(), coups=40), seed=1),
        BaccaratSeatDrill(BaccaratSeatConfig(skip_skills=(), rules=BaccaratRules(
            commission_style=CommissionStyle.BOX, decks=1, cut_card_from_end=14)), seed=2),
        BlackjackSeatDrill(BlackjackSeatConfig(skip_skills=(), play="random", rounds=250, seats=7), seed=3),
        BlackjackSeatDrill(BlackjackSeatConfig(skip_skills=(), play="random", rounds=120, seats=7, rules=BlackjackRules(
            blackjack_pays=BlackjackPays.SIX_TO_FIVE, dealer_hits_soft_17=True, late_surrender=True,
            dealer_peeks=False, no_peek_original_bets_only=True)), seed=4),
        StudSeatDrill(StudSeatConfig(hands=40, fold_chance=0.3), seed=5),
        StudSeatDrill(StudSeatConfig(hands=25, rules=StudRules(game=StudGame.SEVEN_CARD)), seed=6),
        StudSeatDrill(StudSeatConfig(hands=25, rules=StudRules(game=StudGame.HOME_SEVEN)), seed=7),
    ]
    return frozenset(b.question.skill for d in drills for b in d.beats() if b.question is not None)


def test_every_skill_the_seats_produce_has_a_situation():
    missing = sorted(seat_skills() - set(situation_skills()))
    assert not missing, f"no situation for {missing}"
    # the rare ones the seats met in this run, so the list above is not trivially short
    assert {"blackjack.settle.split", "blackjack.settle.double", "stud.first_to_act.tie",
            "baccarat.commission.collect", "stud.bring_in"} <= seat_skills()


def _a_house_dealing(skill: str) -> dict:
    """The first house of ``HOUSES`` (or the standard one) whose rules deal ``skill``."""
    game = skill.split(".", 1)[0]
    for house in [None, *HOUSES[game]]:
        rules = {} if house is None else {game: house}
        if dealt_at(skill, rules):
            return rules
    raise AssertionError(f"no house of the tests deals {skill}")


@pytest.mark.parametrize("skill", sorted(situation_skills()))
def test_situation_asks_that_skill_and_is_repeatable(skill):
    house = _a_house_dealing(skill)
    for seed in (0, 1, 2):
        question = situation(skill, random.Random(seed), house)
        assert question is not None and question.skill == skill
        again = situation(skill, random.Random(seed), house)
        assert (again.prompt, again.answer, again.table) == (question.prompt, question.answer, question.table)


def test_unknown_or_flash_only_skills_have_no_situation():
    assert situation("payouts.tie.8to1", random.Random(0)) is None
    assert situation("baccarat.nonsense", random.Random(0)) is None


def test_answers_are_the_engines_under_the_house_rules():
    hits = situation("blackjack.dealer.soft17", random.Random(0), {"blackjack": BlackjackRules(dealer_hits_soft_17=True)})
    stands = situation("blackjack.dealer.soft17", random.Random(0), {"blackjack": BlackjackRules()})
    assert (hits.answer, stands.answer) == ("hit", "stand")
    insurance = situation("blackjack.insurance.max", random.Random(5))
    wager = next(b.amount for b in insurance.table.bets if b.spot == "wager")
    assert insurance.answer == wager / 2
    split = situation("blackjack.settle.split", random.Random(2))
    assert split.answer == next(b.amount for b in split.table.bets if b.spot.endswith("wager"))
    boxed = {"baccarat": BaccaratRules(commission_style=CommissionStyle.BOX)}
    collect = situation("baccarat.commission.collect", random.Random(4), boxed)
    marks = re.findall(r"\$([\d,.]+\d)", collect.prompt)
    assert marks and collect.answer == sum(Decimal(m.replace(",", "")) for m in marks)
    six_five = situation("blackjack.payout.6to5", random.Random(1),
                         {"blackjack": BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE)})
    wager = next(b.amount for b in six_five.table.bets if b.spot == "wager")
    assert six_five.answer == wager * Decimal("1.2")


def test_a_skill_the_house_cannot_produce_is_not_dealt_under_other_rules():
    # five-card stud has no bring-in; seven-card stud without one neither
    for house in (StudRules(game=StudGame.FIVE_CARD), StudRules(game=StudGame.SEVEN_CARD, bring_in=False)):
        assert situation("stud.bring_in", random.Random(0), {"stud": house}) is None
    no_open_pair = StudRules(open_pair_raises_limit=False)
    assert situation("stud.limit.open_pair", random.Random(0), {"stud": no_open_pair}) is None
    # eight players of home seven-card stud share a community card at the end: trips are dealt to fewer players
    trips = situation("stud.first_to_act.trips", random.Random(0), {"stud": StudRules(game=StudGame.HOME_SEVEN, seats=8)})
    assert trips is not None and trips.table.note.startswith("Home seven-card stud")
    assert situation("blackjack.settle.surrender", random.Random(0), {"blackjack": BlackjackRules()}) is None
    # no peek: only a house that takes the original bets alone pushes the split bets
    for house in (BlackjackRules(), BlackjackRules(dealer_peeks=False)):
        assert situation("blackjack.settle.no_peek", random.Random(0), {"blackjack": house}) is None
    assert situation("baccarat.commission.box", random.Random(0), {"baccarat": BaccaratRules()}) is None
    assert situation("baccarat.payout.banco", random.Random(0), {"baccarat": BaccaratRules(no_commission=True)}) is None


HOUSES = {
    "stud": [StudRules(game=StudGame.SEVEN_CARD, seats=8), StudRules(game=StudGame.HOME_SEVEN, seats=8),
             StudRules(game=StudGame.FIVE_CARD, seats=2), StudRules(game=StudGame.SEVEN_CARD, bring_in=False),
             StudRules(open_pair_raises_limit=False, fold_penalty_chips=0)],
    "blackjack": [BlackjackRules(dealer_hits_soft_17=True, blackjack_pays=BlackjackPays.SIX_TO_FIVE, even_money=False),
                  BlackjackRules(dealer_peeks=False), BlackjackRules(decks=1, seats=1, cut_card_from_end=15),
                  BlackjackRules(table_minimum=Decimal(100), table_maximum=Decimal(200)),
                  BlackjackRules(late_surrender=True, dealer_peeks=False, no_peek_original_bets_only=True),
                  BlackjackRules(perfect_pairs=True, twenty_one_plus_three=True)],
    "baccarat": [BaccaratRules(commission_style=CommissionStyle.BOX), BaccaratRules(no_commission=True),
                 BaccaratRules(pair_bets=False, tie_pays=9, decks=1, seats=1, cut_card_from_end=14),
                 BaccaratRules(table_minimum=Decimal(1000), table_maximum=Decimal(5000))],
}


@pytest.mark.parametrize("game", sorted(HOUSES))
def test_every_situation_a_house_deals_comes_up_under_its_rules(game):
    for house in HOUSES[game]:
        for skill in (s for s in situation_skills() if s.startswith(game + ".")):
            question = situation(skill, random.Random(7), {game: house})
            if dealt_at(skill, {game: house}):
                assert question is not None and question.skill == skill, (skill, house)
            else:
                assert question is None, (skill, house)
