"""Skill names for lists that stand on their own, and the drill each skill is practised in."""

from __future__ import annotations

import itertools

import pytest

from dealertrainer.training.drills import DRILLS, BaccaratSeatDrill, BlackjackSeatDrill, StudSeatDrill, drill_for
from dealertrainer.training.drills.practice import askable_skills
from dealertrainer.training.skill_names import skill_name


def _every_skill_asked() -> set[str]:
    skills = set(askable_skills())
    for drill in (BaccaratSeatDrill, BlackjackSeatDrill, StudSeatDrill):
        for seed in range(2):
            skills |= {b.question.skill for b in itertools.islice(drill(seed=seed).beats(), 2500) if b.question}
    return skills


SKILLS = sorted(_every_skill_asked())


def test_names_say_the_game_and_the_decision_in_dealers_words():
    assert skill_name("baccarat.cut_card.place") == "Mini Baccarat · Where the cut card goes"
    assert skill_name("baccarat.settle.lose") == "Mini Baccarat · Taking a losing bet"
    assert skill_name("baccarat.payout.punto") == "Mini Baccarat · Paying a Player bet"
    assert skill_name("baccarat.player.draws.0") == "Mini Baccarat · Player's hand of 0: draw or stand"
    assert skill_name("baccarat.banker.3.vs.stood") == "Mini Baccarat · Does the Banker draw? Banker 3, Player stood"
    assert skill_name("blackjack.dealer.hit.16") == "Blackjack · Dealer's 16: hit"
    assert skill_name("baccarat") == "Mini Baccarat"


@pytest.mark.parametrize("skill", SKILLS)
def test_no_skill_a_drill_asks_is_named_by_an_internal_word(skill):
    name = skill_name(skill)
    game, _, decision = name.partition(" · ")
    assert game in ("Mini Baccarat", "Blackjack", "Stud", "Chips"), name
    words = decision.split()
    assert len(words) >= 2, name  # "Place", "Count", "Lose", "Punto" alone say nothing
    assert "Punto" not in decision and "Banco" not in decision and "_" not in decision, name
    assert not any(w.isdigit() for w in words[:1]), name


@pytest.mark.parametrize("skill", SKILLS)
def test_every_skill_has_a_drill_that_asks_it(skill):
    drill = drill_for(skill)
    assert drill in DRILLS
    if drill.endswith(".seat"):
        assert drill.split(".")[0] == skill.split(".")[0]
    else:
        assert skill in DRILLS[drill].factory(seed=0).skills()


def test_quick_drills_are_preferred_to_a_whole_table():
    assert drill_for("baccarat.banker.6.vs.7") == "baccarat.draw_table"
    assert drill_for("blackjack.payout.6to5") == "payouts"
    assert drill_for("blackjack.total.soft") == "totals"
    assert drill_for("baccarat.cut_card.place") == "baccarat.seat"
    assert drill_for("roulette.anything") is None
