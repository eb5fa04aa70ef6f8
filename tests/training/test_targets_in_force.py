"""The targets in force: the school standards, the instructor's saved times on top, and every
standard naming skills the drills really ask."""

from __future__ import annotations

import pytest

from dealertrainer.training.drills import make_drill
from dealertrainer.training.drills.payouts import PayoutKind
from dealertrainer.training.mastery import DEFAULT_TARGET_SECONDS, DEFAULT_TARGETS, MasteryLevel, assess, targets_in_force
from dealertrainer.training.skills import is_under


def test_no_instructor_times_means_the_school_standards():
    assert targets_in_force(None) is DEFAULT_TARGETS
    assert targets_in_force({}) is DEFAULT_TARGETS


def test_instructor_times_override_the_standards_most_specific_first():
    targets = targets_in_force({"baccarat.banker": 1.0, "blackjack": 9})
    assert targets.target_for("baccarat.banker.5.vs.4") == 1.0
    assert targets.target_for("baccarat.player.5") == DEFAULT_TARGET_SECONDS["baccarat.player"]
    assert targets.target_for("blackjack.total.soft") == DEFAULT_TARGET_SECONDS["blackjack.total"]  # more specific wins
    assert targets.target_for("blackjack.surrender") == 9.0


def test_a_tighter_target_turns_mastered_into_too_slow():
    recent = [(True, 1.5, 1_700_000_000.0 + i * 7200) for i in range(20)]  # 20 answers over two days
    assert assess(recent, "baccarat.banker.5.vs.4", targets_in_force({})).level is MasteryLevel.MASTERED
    assert assess(recent, "baccarat.banker.5.vs.4", targets_in_force({"baccarat.banker": 1.0})).level is MasteryLevel.SLOW


def _asked_skills() -> set[str]:
    skills: set[str] = set()
    runs = [("baccarat.seat", {}), ("blackjack.seat", {"rounds": 60, "play": "random", "seats": 7}),
            ("blackjack.seat", {"rounds": 20, "play": "random", "seats": 3, "rules": {"decks": 1}}),  # by hand
            ("stud.seat", {"hands": 60}), ("payouts", {}), ("totals", {}), ("baccarat.draw_table", {}), ("chips", {}),
            # the side bets, where a house offers them
            ("payouts", {"kinds": [kind.value for kind in PayoutKind]}),
            ("mistakes", {"length": 12})]  # the dealer's mistakes, each game's
    for drill_id, config in runs:
        for seed in range(3):
            drill = make_drill(drill_id, config, seed=seed)
            asked = 0
            for beat in drill.beats():
                if beat.question is not None:
                    skills.add(beat.question.skill)
                    asked += 1
                if asked >= 400:
                    break
            skills.update(getattr(drill, "cells", ()))
    return skills


@pytest.fixture(scope="module")
def asked_skills() -> set[str]:
    return _asked_skills()


def test_every_standard_names_skills_the_drills_ask(asked_skills):
    dead = [node for node in DEFAULT_TARGET_SECONDS if not any(is_under(s, node) for s in asked_skills)]
    assert dead == []


def test_stud_possible_calls_have_their_own_target():
    assert DEFAULT_TARGETS.target_for("stud.announce.possible_straight") == DEFAULT_TARGET_SECONDS["stud.announce.possible_straight"]
    assert "stud.possible" not in DEFAULT_TARGET_SECONDS
