"""What the dealer calls for a hand: soft totals both ways while the hand is in play, the
final total once it takes no more cards; and the deal-order question does not show its answer."""

from __future__ import annotations

import random
import re

import pytest

from dealertrainer.engine.blackjack import BlackjackRound, BlackjackRules, RandomPlayer, play_round
from dealertrainer.engine.cards import Card
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.steps import AnswerKind, DealerStep
from dealertrainer.training.questions import question_from_step
from tests.engine.test_blackjack_round import stacked

MOVES = {"player_hit", "player_stand", "player_double", "player_split", "player_surrender"}


def calls(rnd: BlackjackRound, owner: str) -> list[object]:
    return [s.answer for s in rnd.steps if s.action == "call" and dict(s.extra)["owner"] == owner]


def test_a_dealer_standing_on_soft_17_is_called_17():
    rnd = BlackjackRound(stacked({1: "Ts 8h"}, "2s Ac", "4d"), {1: 10}, BlackjackRules(dealer_hits_soft_17=False))
    rnd.act("stand")
    assert calls(rnd, "dealer") == ["3 or 13", 17]
    last = [s for s in rnd.steps if s.action == "call" and dict(s.extra)["owner"] == "dealer"][-1]
    assert last.answer_kind is AnswerKind.COUNT and last.skill == "blackjack.total.soft"
    assert "final total" in last.explanation and "1 or 11" not in last.explanation
    decision = next(s for s in rnd.steps if s.action == "dealer_stands")
    assert decision.question == "Your hand is up. Hit or stand?" and decision.answer == "stand"
    # The decision is asked before the hand is called, and neither names the other's answer.
    dealer_steps = [s.action for s in rnd.steps if s.action in ("call", "dealer_hits", "dealer_stands")
                    and (s.action != "call" or dict(s.extra)["owner"] == "dealer")]
    assert dealer_steps == ["dealer_hits", "call", "dealer_stands", "call"]
    assert decision.say == "Dealer stands" and "17" not in decision.question


def test_a_dealer_who_hits_soft_17_calls_it_both_ways():
    rnd = BlackjackRound(stacked({1: "Ts 8h"}, "2s Ac", "4d 3h"), {1: 10}, BlackjackRules(dealer_hits_soft_17=True))
    rnd.act("stand")
    assert calls(rnd, "dealer") == ["3 or 13", "7 or 17", 20]


def test_a_doubled_soft_hand_is_called_by_its_final_total():
    rnd = BlackjackRound(stacked({1: "As 6d"}, "5c Td", "3h 9c"), {1: 10})
    assert calls(rnd, "seat 1") == ["7 or 17"]
    rnd.act("double")
    assert calls(rnd, "seat 1") == ["7 or 17", 20]
    assert rnd.result.hand(1).outcome.value == "win"


def test_split_aces_that_may_not_hit_are_called_by_their_final_totals():
    rnd = BlackjackRound(stacked({1: "As Ad"}, "9c 7d", "8h 9s Kc"), {1: 10})
    assert calls(rnd, "seat 1") == ["2 or 12"]
    rnd.act("split")
    assert calls(rnd, "seat 1 hand 1") == [19]
    assert calls(rnd, "seat 1 hand 2") == [20]


def test_a_soft_hand_still_in_play_is_called_both_ways_after_a_hit():
    rnd = BlackjackRound(stacked({1: "As 2d"}, "9c 7d", "3h 5s Kc"), {1: 10})
    rnd.act("hit")
    assert calls(rnd, "seat 1") == ["3 or 13", "6 or 16"]
    rnd.act("hit")
    assert calls(rnd, "seat 1")[-1] == 21  # 21 is called 21: it takes no more cards


# ---------------------------------------------------------------------- an independent reading
def _value(cards: tuple[Card, ...]) -> tuple[int, bool]:
    hard = sum(min(int(c.rank), 10) for c in cards)
    soft = any(int(c.rank) == 1 for c in cards) and hard + 10 <= 21
    return (hard + 10, True) if soft else (hard, False)


def _mover(step: DealerStep) -> str:
    match = re.match(r"(Seat \d+(?: hand \d+)?) ", step.say)
    assert match, step.say
    return match.group(1).lower()


def _takes_no_more(steps: list[DealerStep], index: int, owner: str) -> bool:
    """Read from what happens next: a player hand is finished when its player never decides
    again; the dealer's when no more cards come to it (the dealer's draws are forced)."""
    later = steps[index + 1 :]
    if owner == "dealer":
        return not any(s.action == "deal" and s.answer == "dealer" for s in later)
    same = {owner, owner + " hand 1"}  # a seat that splits goes on as its hand 1
    return not any(s.action in MOVES and _mover(s) in same for s in later)


def _expected_call(steps: list[DealerStep], index: int) -> object:
    step = steps[index]
    owner = dict(step.extra)["owner"]
    cards = step.table.hand(owner).cards
    total, soft = _value(cards)
    points = sorted(min(int(c.rank), 10) for c in cards)
    if len(cards) == 2 and points == [1, 10] and " hand " not in owner:
        return "blackjack"
    if soft and total < 21 and not _takes_no_more(steps, index, owner):
        return f"{total - 10} or {total}"
    return total


RULES = [
    BlackjackRules(),
    BlackjackRules(dealer_hits_soft_17=True, late_surrender=True),
    BlackjackRules(hit_split_aces=True, resplit_aces=True, double_after_split=False),
    BlackjackRules(dealer_peeks=False, resplit_aces=True, decks=2),
]


@pytest.mark.parametrize("rules", RULES)
def test_every_call_agrees_with_an_independent_reading_of_the_round(rules):
    rng = random.Random(15)
    checked = finals = 0
    shoe = Shoe(rules.decks, seed=rng.randrange(2**32))
    for _ in range(300):
        if shoe.cut_card_reached or shoe.cut_card_at is None:
            shoe.collect_all()
            shoe.shuffle(rng.randrange(2**32))
            shoe.place_cut_card(from_end=52)
        seats = {seat: 10 for seat in rng.sample(range(1, 8), rng.randint(1, 7))}
        rnd = BlackjackRound(shoe, seats, rules)
        play_round(rnd, RandomPlayer(random.Random(rng.randrange(2**32))))
        shoe.collect_all()
        for index, step in enumerate(rnd.steps):
            if step.action == "call":
                expected = _expected_call(rnd.steps, index)
                assert step.answer == expected, (step.say, [s.say for s in rnd.steps])
                checked += 1
                finals += isinstance(expected, int) and _value(step.table.hand(dict(step.extra)["owner"]).cards)[1]
    assert checked > 1000 and finals > 20  # finished soft hands were met and checked


# ---------------------------------------------------------------------- the deal order
def test_the_deal_order_question_does_not_show_the_card_on_its_spot():
    rnd = BlackjackRound(stacked({1: "9s 7d", 4: "Ts 8h"}, "5c 6d", "Kc"), {1: 10, 4: 10})
    deals = [s for s in rnd.steps if s.action == "deal"]
    for number, step in enumerate(deals):
        asked = question_from_step(step).table
        owner = step.answer
        held = asked.hand(owner).cards if asked.hand(owner) else ()
        shown = step.table.hand(owner).cards
        assert len(held) == len(shown) - 1, number  # one card fewer while the question is up
        assert shown[-1] == Card.parse(dict(step.extra)["card"])
