"""Questions that hang on a house rule carry that rule's setting: answerable from the screen."""

from __future__ import annotations

import itertools
from decimal import Decimal

import pytest

from dealertrainer.engine.baccarat.rules import AfterCutCard, BaccaratRules
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.stud.rules import StudGame, StudRules
from dealertrainer.engine.steps import AnswerKind
from dealertrainer.training.drills import make_drill
from dealertrainer.training.house_notes import house_note

CUT = {"baccarat.cut_card.place", "baccarat.cut_card.out"}
HOUSES = [  # (drill, house rules, the skills on house rules its deals must ask)
    ("baccarat.seat", BaccaratRules(cut_card_from_end=14, after_cut_card=AfterCutCard.FINISH_COUP, decks=1), CUT),
    ("baccarat.seat", BaccaratRules(cut_card_from_end=70), CUT),
    ("blackjack.seat", BlackjackRules(cut_card_from_end=60, dealer_hits_soft_17=True),
     {"blackjack.shoe.cut_card", "blackjack.dealer.soft17"}),
    ("blackjack.seat", BlackjackRules(cut_card_from_end=26, decks=4), {"blackjack.shoe.cut_card", "blackjack.dealer.soft17"}),
    ("stud.seat", StudRules(small_limit=3, big_limit=6, fold_penalty_chips=4),
     {"stud.limit.street", "stud.limit.open_pair", "stud.fold.penalty"}),
    ("stud.seat", StudRules(game=StudGame.SEVEN_CARD, small_limit=1, big_limit=2, open_pair_raises_limit=False),
     {"stud.limit.street", "stud.fold.penalty"}),
]


def _questions(drill_id, rules, beats=4000):
    for seed in range(12 if drill_id == "blackjack.seat" else 3):  # a dealer's soft 17 is rare
        config = {"rules": rules} if drill_id == "stud.seat" else {"rules": rules, "seats": min(3, rules.seats)}
        drill = make_drill(drill_id, config, seed=seed)
        for beat in itertools.islice(drill.beats(), beats):
            if beat.question is not None:
                yield beat.question


@pytest.mark.parametrize(("drill_id", "rules", "expected"), HOUSES)
def test_every_question_on_a_house_rule_says_the_setting_that_answers_it(drill_id, rules, expected):
    noted = set()
    for question in _questions(drill_id, rules):
        note = house_note(question.skill, rules)
        if note is None:
            continue
        noted.add(question.skill)
        if question.answer_kind is AnswerKind.COUNT and question.skill.startswith("stud.limit"):
            assert f"{question.answer} chips after the" in note.setting or f"the {question.answer}-chip limit" in note.setting
        elif question.answer_kind is AnswerKind.COUNT:
            assert f" {question.answer} " in note.setting, (question.prompt, note.setting)
            assert f"{question.answer}" in note.lesson_text
        elif question.skill == "blackjack.dealer.soft17":
            hits = question.answer == "hit"
            assert ("hits soft 17" in note.setting) is hits and ("stands on soft 17" in note.setting) is not hits
        elif question.skill == "baccarat.cut_card.out":
            assert question.answer in ("deal one more coup, then shuffle", "shuffle now")
            one_more = question.answer.startswith("deal one more")
            assert ("deal one more coup" in note.setting) is one_more
        assert note.lesson_text.startswith("New house rule: ")
        assert note.lesson.startswith("house:")
    assert noted == expected


def test_the_two_stud_limit_questions_share_one_lesson_and_the_settings_name_the_streets():
    rules = StudRules(game=StudGame.SEVEN_CARD, small_limit=2, big_limit=4)
    street, pair = house_note("stud.limit.street", rules), house_note("stud.limit.open_pair", rules)
    assert street == pair
    assert street.setting == ("This house's limits: 2 chips after the third street and fourth street, 4 chips "
                              "after the fifth street, sixth street and seventh street; an open pair brings in "
                              "the 4-chip limit at once.")


def test_questions_the_cards_answer_have_no_note_and_a_wrong_rules_model_is_refused():
    assert house_note("baccarat.banker.5.vs.4", BaccaratRules()) is None
    assert house_note("blackjack.total.soft", BlackjackRules()) is None
    with pytest.raises(ValueError, match="BaccaratRules, not StudRules"):
        house_note("baccarat.cut_card.place", StudRules())
