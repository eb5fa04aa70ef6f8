"""The round as dealer steps: questions, answers, skills and the felt at each step."""

from __future__ import annotations

from decimal import Decimal

from dealertrainer.engine.blackjack import BlackjackRules, round_steps
from dealertrainer.engine.blackjack.step_builders import chips_text
from dealertrainer.engine.money import DEFAULT_CHIPS
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.steps import AnswerKind, questions


def test_a_real_shoe_round_starts_with_the_new_shoe_procedure():
    shoe = Shoe(6, seed=21)
    result, steps = round_steps(shoe, {1: 25, 4: 35, 7: 15})
    assert [s.action for s in steps[:4]] == ["shuffle", "cut", "cut_card", "burn"]
    assert steps[3].answer == 1 and steps[3].skill == "blackjack.burn"
    assert steps[2].answer == 52
    assert shoe.burned == 1
    asked = questions(steps)
    assert {s.skill for s in asked} >= {"blackjack.deal.order", "blackjack.insurance.offer", "blackjack.total.hard"}
    for s in asked:
        assert s.explanation and len(s.explanation) < 200


def test_many_rounds_cover_the_skills_and_stay_well_formed():
    shoe = Shoe(6, seed=3)
    seen: set[str] = set()
    for _ in range(400):
        _, steps = round_steps(shoe, {s: 25 for s in range(1, 8)}, BlackjackRules())
        for s in steps:
            if s.is_question:
                seen.add(s.skill)
                if s.answer_kind is AnswerKind.MONEY:
                    assert isinstance(s.answer, Decimal)
                if s.skill == "blackjack.total.soft" and isinstance(s.answer, str):  # in play: both ways
                    low, high = s.answer.split(" or ")
                    assert int(high) == int(low) + 10
                elif s.skill == "blackjack.total.soft":  # finished: the final total
                    assert s.answer_kind is AnswerKind.COUNT and 12 <= s.answer <= 20
    for skill in ("blackjack.peek.ten", "blackjack.peek.ace", "blackjack.total.soft", "blackjack.dealer.hit.16",
                  "blackjack.payout.3to2", "blackjack.payout.win", "blackjack.settle.push", "blackjack.settle.double",
                  "blackjack.settle.split", "blackjack.cut_card", "blackjack.settle.bust",
                  "blackjack.dealer.soft17", "blackjack.insurance.max"):
        assert skill in seen, skill


def test_chips_for_a_payout():
    assert chips_text(Decimal("52.50"), DEFAULT_CHIPS) == "2 green $25, 1 pink $2.50"
    assert chips_text(Decimal("0.50"), DEFAULT_CHIPS) == ""
