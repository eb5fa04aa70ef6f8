"""A situation never runs out of cards: every skill asked on demand, over many seeds.

``practice.ask`` once raised ``ShoeEmptyError`` in a simulated month of practice (about 35,000
asks of ``blackjack.insurance.offer``): the 16-card stacked shoe ran out while the dealer drew.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.blackjack.seats import Action
from dealertrainer.engine.cards import Card
from dealertrainer.training.drills.practice import ask, exam_skills
from dealertrainer.training.situations import blackjack, situation
from tests.training.test_house_in_force import HOUSES


def test_the_month_of_practice_that_emptied_the_shoe_now_asks_its_question():
    question = situation("blackjack.insurance.offer", random.Random(9287))  # raised ShoeEmptyError
    assert question is not None and question.skill == "blackjack.insurance.offer"


def test_a_round_of_small_cards_to_the_most_split_hands_never_runs_out():
    """The worst a round can ask of its shoe: one deck, deuces split to eight hands, each hand
    then drawing deuces (30 placed cards; twelve more stacked after them ran out)."""
    rules = BlackjackRules(decks=1, cut_card_from_end=20, max_split_hands=8)
    deuce = Card.parse("2c")
    for seed in range(100):
        steps = blackjack.deal_round(random.Random(seed), rules, [deuce, deuce], [deuce, Card.parse("6d")],
                                     [deuce] * 26, script=[Action.SPLIT] * 7)
        hands = {step.seat for step in steps if step.seat is not None}
        assert steps and hands  # dealt to its end: a ShoeEmptyError would have stopped it


def _a_house_that_deals(skill: str) -> dict:
    """The rules by game of the first of the house-in-force test's houses that deals ``skill``."""
    house = next(h for h in HOUSES if skill in exam_skills(_by_game(h)))
    return _by_game(house)


def _by_game(house) -> dict:
    return {"baccarat": house.baccarat, "blackjack": house.blackjack, "stud": house.stud}


@settings(max_examples=25, deadline=None, derandomize=True)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
@pytest.mark.parametrize("skill", sorted(exam_skills()))
def test_every_skill_is_asked_without_running_out_of_cards(skill, seed):
    question = ask(skill, random.Random(seed), _a_house_that_deals(skill))
    assert question is not None and question.skill == skill
