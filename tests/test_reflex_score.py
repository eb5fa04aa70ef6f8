"""No free points: a trainee who gives each kind of question its most common answer, without
looking at the cards, scores at most 40% at every table and drill, through the same Session
the window drives (benchmarks/reflex.py measures it over more questions)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _reflex():
    spec = importlib.util.spec_from_file_location("benchmarks_reflex", ROOT / "benchmarks" / "reflex.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


reflex = _reflex()

SEAT_TABLES = ("baccarat.seat", "blackjack.seat", "stud.seat")


@pytest.mark.parametrize("drill_id", [*SEAT_TABLES, "baccarat.draw_table", "payouts", "chips", "totals", "mistakes"])
def test_a_reflex_trainee_scores_at_most_40_percent(drill_id):
    assert reflex.reflex_score(drill_id, questions=400) <= reflex.GOAL


def test_the_prompt_kind_blanks_the_cards_and_numbers_but_keeps_the_words():
    kind = reflex.prompt_kind
    assert kind("The Q♠ lands on seat 2, whose board is 8♠ K♦ Q♠. What do you announce?") == (
        "The <card> lands on seat <n>, whose board is <card>. What do you announce?")
    assert kind("You show an eight. Do you check your hole card for blackjack?") == (
        "You show <card>. Do you check your hole card for blackjack?")
    assert kind("Seat 6's $140 on Banker wins. How much do you pay?") == "Seat <n>'s <n> on Banker wins. How much do you pay?"
    # A total written two ways is a different kind of prompt: a reflex trainee would see it.
    assert kind("The dealer holds 7 or 17. Hit or stand?") != kind("The dealer holds 17. Hit or stand?")


def test_no_kind_of_draw_table_question_is_passed_by_one_key():
    """The draw table asks who takes the next card, a Banker row or a third card's column: no
    kind has one answer more than 40% of the time (draw-or-stand had Draw 63%)."""
    kinds = reflex.by_kind("baccarat.draw_table", questions=600)
    assert len(kinds) == 3
    for kind, asked, share in kinds:
        assert share <= reflex.GOAL, (kind, asked, share)


def test_every_kind_of_question_at_the_stud_table_is_answered_by_the_cards_not_by_habit():
    """No kind of stud question asked often has one answer most of the time (the fold's
    procedure and the limits, always the same, are asked once a session)."""
    for kind, asked, share in reflex.by_kind("stud.seat", questions=600):
        if asked >= 30:
            assert share <= 0.6, (kind, asked, share)
