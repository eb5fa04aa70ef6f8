"""The skill catalogue: every question any drill or seat can ask carries one of its ids."""

from __future__ import annotations

import itertools
import random

import pytest

from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.engine.stud.rules import StudGame, StudRules
from dealertrainer.training.drills import make_drill
from dealertrainer.training.drills.payouts import PayoutKind
from dealertrainer.training.drills.practice import askable_skills, exam_skills
from dealertrainer.training.practice import ask
from dealertrainer.training.skills import (
    TARGET_SECONDS,
    catalogue,
    find_skill,
    is_known_skill,
    skill_title,
    target_seconds,
)

# Every drill, and the seats under house rules that bring out their rarer decisions.
RUNS = [
    ("baccarat.seat", {}),
    ("baccarat.seat", {"rules": {"tie_pays": 9, "commission_style": "box"}, "quiz_skills": (), "skip_skills": ()}),
    ("baccarat.seat", {"rules": {"no_commission": True}, "tie_bets": 1.0}),
    ("baccarat.seat", {"rules": {"no_commission": True, "tie_pays": 9, "pair_bets": True}, "skip_skills": (),
                       "pair_bets": 1.0, "coups": 60}),
    ("blackjack.seat", {"rounds": 80, "play": "random", "seats": 7}),
    ("blackjack.seat", {"rounds": 80, "seats": 7, "skip_skills": (),
                        "rules": {"late_surrender": True, "dealer_peeks": False, "dealer_hits_soft_17": True,
                                  "blackjack_pays": "6:5"}}),
    ("stud.seat", {"hands": 60}),
    ("stud.seat", {"hands": 40, "rules": {"game": "seven_card"}}),
    ("stud.seat", {"hands": 40, "rules": {"game": "home_seven"}}),
    ("baccarat.draw_table", {}),
    ("payouts", {"length": 200}),
    ("payouts", {"length": 200, "kinds": tuple(k.value for k in PayoutKind)}),  # the no-commission game's too
    ("totals", {"length": 100}),
]


def _asked(drill_id: str, config: dict, seed: int) -> set[str]:
    drill = make_drill(drill_id, config, seed=seed)
    return {b.question.skill for b in itertools.islice(drill.beats(), 6000) if b.question is not None}


@pytest.mark.parametrize(("drill_id", "config"), RUNS)
def test_every_question_a_drill_or_seat_asks_is_a_catalogue_skill(drill_id, config):
    asked = set().union(*(_asked(drill_id, config, seed) for seed in (1, 2)))
    assert asked, drill_id
    unknown = sorted(s for s in asked if find_skill(s) is None)
    assert unknown == [], f"{drill_id} asks skills the catalogue does not list: {unknown}"


def test_the_table_and_the_flash_drills_share_ids():
    """The competences the issue found under two ids now have one."""
    table = _asked("baccarat.seat", {"rules": {"tie_pays": 8}, "tie_bets": 1.0}, 3)
    flash = set(askable_skills())
    shared = table & flash
    assert {"baccarat.total.two_cards", "baccarat.total.three_cards", "baccarat.payout.tie.8to1",
            "baccarat.payout.banco"} <= shared
    assert any(s.startswith("baccarat.natural.player.") or s.startswith("baccarat.natural.banker.") for s in shared)
    assert not {"baccarat.total.player", "baccarat.natural", "baccarat.payout.tie"} & table


def test_catalogue_entries_are_whole():
    skills = catalogue()
    ids = [s.id for s in skills]
    assert len(ids) == len(set(ids))
    assert set(askable_skills()) <= set(ids)  # every flash cell is a catalogue skill
    for s in skills:
        assert s.game in ("baccarat", "blackjack", "stud", "chips") and s.id.startswith(s.topic + ".") or s.id == s.topic
        assert s.title and s.title == skill_title(s.id) and s.target_seconds > 0
        assert s.target_seconds == target_seconds(s.id)
        assert not any(other.startswith(s.id + ".") for other in ids), f"{s.id} is also a group"
    assert {s.game for s in skills} == {"baccarat", "blackjack", "stud", "chips"}
    assert find_skill("baccarat.banker.5.vs.4").target_seconds == TARGET_SECONDS["baccarat.banker"]
    assert find_skill("baccarat.payout.banco").target_seconds == TARGET_SECONDS["baccarat.payout.banco"]


def test_is_known_skill_takes_skills_and_the_groups_above_them():
    assert is_known_skill("baccarat.banker.5.vs.4")
    assert is_known_skill("baccarat.banker") and is_known_skill("stud") and is_known_skill("blackjack.payout")
    assert not is_known_skill("baccarat.banker.5.vs") and not is_known_skill("roulette")
    assert not is_known_skill("") and not is_known_skill("baccarat.total.player")


def test_ask_puts_a_question_on_exactly_the_skill():
    rng = random.Random(5)
    for skill in ["baccarat.banker.6.vs.7", "blackjack.payout.3to2", "baccarat.total.three_cards",
                  "blackjack.insurance.max", "stud.first_to_act.high_card", "baccarat.natural.none"]:
        question = ask(skill, rng)
        assert question is not None and question.skill == skill
        assert question.answer is not None and question.answer_kind is not None
    assert ask("roulette.straight_up", rng) is None


def test_the_no_commission_game_pays_banco_under_its_own_skill():
    asked = _asked("baccarat.seat", {"rules": {"no_commission": True}, "coups": 60}, 4)
    assert "baccarat.payout.no_commission" in asked and "baccarat.payout.banco" not in asked
    assert "baccarat.payout.banco" in _asked("baccarat.seat", {"coups": 60}, 4)


# The standard house, and houses that make the rarer skills possible (or impossible).
HOUSES = [
    {},
    {"baccarat": BaccaratRules(no_commission=True, tie_pays=9, pair_bets=False),
     "blackjack": BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE, dealer_hits_soft_17=True,
                                 late_surrender=True, dealer_peeks=False, even_money=False, perfect_pairs=True,
                                 twenty_one_plus_three=True),
     "stud": StudRules(game=StudGame.FIVE_CARD, seats=2)},
    {"baccarat": BaccaratRules(commission_style=CommissionStyle.BOX, decks=1, seats=1, cut_card_from_end=14),
     "blackjack": BlackjackRules(decks=1, seats=1, cut_card_from_end=15),
     "stud": StudRules(game=StudGame.HOME_SEVEN, seats=8, bring_in=False, open_pair_raises_limit=False)},
    {"blackjack": BlackjackRules(dealer_peeks=False, no_peek_original_bets_only=True),
     "stud": StudRules(game=StudGame.SEVEN_CARD, seats=8)},
]


@pytest.mark.parametrize("house", range(len(HOUSES)))
def test_a_house_is_asked_exactly_the_skills_it_deals(house):
    """Daily practice and exams ask a skill under the house's own rules, or not at all."""
    rng = random.Random(house)
    dealt = set(exam_skills(HOUSES[house]))
    wrong = []
    for skill in catalogue():
        question = ask(skill.id, rng, HOUSES[house])
        if skill.id in dealt and (question is None or question.skill != skill.id or question.answer is None):
            wrong.append(skill.id)
        if skill.id not in dealt and question is not None:
            wrong.append(skill.id)
    assert wrong == []


def test_every_catalogue_skill_is_dealt_at_one_of_the_houses():
    dealt = set().union(*(exam_skills(house) for house in HOUSES))
    assert dealt == {s.id for s in catalogue()} == set(exam_skills())
