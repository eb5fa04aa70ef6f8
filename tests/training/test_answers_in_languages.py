"""Answers in the trainee's language: keys kept, labels shown, calls matched per language.

A phrase was matched after folding to ASCII, so a Chinese call folded to "" and any two
Chinese calls matched each other (and an all-Chinese answer was "nothing said"). Now other
scripts are kept: an empty or wrong Chinese call is wrong, the right Chinese call is right in
the language in force, and the English call is right in every language.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealertrainer.engine.steps import AnswerKind, DealerStep
from dealertrainer.language import use_language
from dealertrainer.training.answer_labels import answer_label, question_label
from dealertrainer.training.answers import check, normalise_phrase, phrases_match
from dealertrainer.training.drills.practice import ask
from dealertrainer.training.mistakes import question as mistake_question
from dealertrainer.training.questions import NO_TABLE, Question
from dealertrainer.storage.records import Records
from dealertrainer.training.drills.draw_table import NEXT_CARD, DrawTableConfig, DrawTableDrill
from dealertrainer.training.session import Session


@pytest.fixture(params=["zh_CN", "zh_TW"])
def language(request):
    assert use_language(request.param) == request.param
    yield request.param
    use_language("en")


def _phrase(answer: str, choices: tuple[str, ...] = (), labels: tuple[str, ...] = ()) -> Question:
    step = DealerStep("call", "", NO_TABLE, question="What do you call?", answer_kind=AnswerKind.PHRASE,
                      answer=answer, choices=choices, labels=labels, explanation="", skill="stud.announce.showing")
    return Question(step)


def test_other_scripts_are_kept_when_folding():
    assert normalise_phrase("一对四") == "一对四"
    assert normalise_phrase("对子4") == normalise_phrase("对 子 4") == normalise_phrase("对子，4") == "对子 4"
    assert normalise_phrase("  Possible   straight. ") == "possible straight"
    assert normalise_phrase("Café") == "cafe"  # accents still dropped
    assert not phrases_match("一对四", "两对")  # both folded to "" before: a match
    assert not phrases_match("一对四", "")
    assert phrases_match("一对四", "一对四。")


def test_an_empty_or_all_chinese_wrong_call_is_wrong(language):
    question = _phrase("Pair of fours", ("Pair of fours", "Pair of fives"), ("一对4", "一对5"))
    for given in ("", "   ", "两对", "一对5", "。。"):
        right, _given, _unreadable = check(question, given)
        assert not right, given


def test_the_right_call_in_the_language_in_force_is_right(language):
    question = _phrase("Pair of fours", ("Pair of fours", "Pair of fives"), ("一对4", "一对5"))
    for given in ("一对4", "一对 4", "Pair of fours", "pair of 4s"):
        right, _given, unreadable = check(question, given)
        assert right and not unreadable, given
    # a call whose label is its key's translation: a baccarat mistake stopped at its beat
    hand = mistake_question("baccarat.mistake.burn", random.Random(3))
    assert hand is not None and hand.answer.startswith("Beat ")
    said = answer_label(str(hand.answer))
    assert said != hand.answer and "步" in said
    assert check(hand, said)[0] and check(hand, hand.answer)[0]
    assert not check(hand, said.replace("烧", "x").replace("燒", "x"))[0]


def test_english_calls_are_right_in_english():
    question = _phrase("Pair of fours", ("Pair of fours", "Pair of fives"), ("一对4", "一对5"))
    assert check(question, "pair of 4s")[0]
    assert not check(question, "一对5")[0]
    assert check(question, "一对4")[0]  # the step's own label, in whatever language it was made


def test_a_choice_is_named_by_its_key_or_its_label(language):
    question = next(q for q in (ask("baccarat.banker.6.vs.7", random.Random(seed)) for seed in range(50))
                    if q.answer_kind is AnswerKind.CHOICE)  # the row, not the column
    label = question_label(question, str(question.answer))
    assert check(question, label) == (True, question.answer, False)  # shown as the key, kept as the key
    wrong = next(c for c in question.choices if c != question.answer)
    assert check(question, question_label(question, wrong))[0] is False


def test_labels_are_shown_and_keys_kept(language):
    simplified = language == "zh_CN"
    assert answer_label("draw") == ("补牌" if simplified else "補牌")
    assert answer_label("Seat 3") == ("3号位" if simplified else "3號位")
    assert answer_label("Beat 7: Burn miscounted") == ("第7步：烧牌数错" if simplified else "第7步：燒牌數錯")
    assert answer_label("Banker, Tie and Player Pair") == ("庄、和及闲对" if simplified else "莊、和及閒對")
    assert answer_label("$52.50") == "$52.50" and answer_label("17") == "17"
    assert answer_label("Yes") == "是"


def test_a_verdict_shows_labels_and_the_records_keep_keys(language, tmp_path):
    simplified = language == "zh_CN"
    with Records(tmp_path / "records.sqlite3") as records:
        trainee = records.add_trainee("Mei").id
        session = Session(DrawTableDrill(DrawTableConfig(length=40), seed=5), records=records, trainee_id=trainee,
                          clock=iter(range(1000)).__next__)
        while True:  # to the first question answered by a key of Player, Banker or Neither
            beat = session.next()
            if beat.question is not None and beat.question.choices == NEXT_CARD:
                break
            if beat.question is not None:
                session.skip()
        question = beat.question
        key = next(k for k, choice in question.keys if choice == question.answer)
        verdict = session.answer(key)
        assert verdict.correct and verdict.expected == verdict.given == question.answer  # the key, in English
        labels = {"Player": ("闲", "閒"), "Banker": ("庄", "莊"), "Neither": ("都不补", "都不補")}[question.answer]
        assert verdict.expected_label == verdict.given_label == labels[0 if simplified else 1]
        assert question.answer not in verdict.message and verdict.expected_label in verdict.message
        kept = records.answers(trainee)[-1]
        assert (kept.expected, kept.given) == (question.answer, question.answer)


def test_english_labels_are_the_keys():
    assert answer_label("draw") == "draw" and answer_label("Seat 3") == "Seat 3"
    assert answer_label("Beat 7: Burn miscounted") == "Beat 7: Burn miscounted"


_HAN = st.characters(min_codepoint=0x4E00, max_codepoint=0x9FFF)


@given(said=st.text(_HAN, min_size=1, max_size=12), given_=st.text(_HAN, min_size=1, max_size=12),
       spaces=st.sampled_from(["", " ", "。", "，", "  "]))
def test_two_chinese_calls_match_only_when_they_say_the_same(said, given_, spaces):
    assert normalise_phrase(said)  # never nothing
    assert phrases_match(said, spaces.join(given_) if len(given_) > 1 else given_) == (said == given_)
