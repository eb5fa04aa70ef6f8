"""Stud, chips and payouts in Chinese (issue 23): every skill of the three, asked under several
houses with zh_CN and zh_TW in force, reads as Chinese — the prompt, the dealer's words, the felt's
note, the choices as shown, and (where this area writes it) the explanation — with every
placeholder filled, and the right answer still judged right. Also the words these questions are
made of (hand names, card names, chip counts, the shoe log) and a new process started under a
Chinese system language."""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
from decimal import Decimal

import pytest

from dealertrainer.engine.cards import Card, Rank, parse_cards, with_article
from dealertrainer.engine.chip_change import in_words
from dealertrainer.engine.money import DEFAULT_CHIPS, Chip
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.shoe_events import Shuffled
from dealertrainer.engine.steps import AnswerKind, DealerStep, TableView
from dealertrainer.engine.stud.hands import HandCategory, HandRank, best_hand
from dealertrainer.engine.stud.rules import StudGame, StudRules
from dealertrainer.language import ENGLISH, use_language
from dealertrainer.training import mistakes
from dealertrainer.training.answers import check
from dealertrainer.training.drills.payouts import PayoutKind
from dealertrainer.training.drills.practice import ask, exam_skills
from dealertrainer.training.skills import catalogue
from dealertrainer.ui.shoe.shoe_log import describe_event
from tests.training.test_house_in_force import HOUSES

CHINESE = ("zh_CN", "zh_TW")
PAYOUT_SKILLS = frozenset(kind.value for kind in PayoutKind)
SEEDS = (0, 1, 2)
# Explanations this area does not write: the payout engines of baccarat and blackjack (their
# engineers' catalogs) explain these; the prompt is checked here, the explanation there.
EXPLAINED_ELSEWHERE = ("baccarat.", "blackjack.payout.3to2", "blackjack.payout.6to5", "blackjack.payout.perfect_pairs",
                       "blackjack.payout.21plus3", "chips.size.blackjack", "chips.size.banco")
# The replay drill's prompt and its clean-hand reason are the shared mistakes module's.
PROMPT_ELSEWHERE = ("stud.mistake.",)

_HAN = re.compile(r"[\u4e00-\u9fff]")
_ASCII_WORD = re.compile(r"[A-Za-z]{2,}")


def _in_chinese(text: str, what: str) -> list[str]:
    """What is wrong with ``text`` as Chinese: no Chinese at all, a placeholder left, an ASCII word
    (card ranks, numbers, money and key letters are single letters, digits and signs)."""
    problems = []
    if not _HAN.search(text):
        problems.append(f"{what} has no Chinese: {text!r}")
    if "{" in text or "}" in text:
        problems.append(f"{what} keeps a placeholder: {text!r}")
    words = _ASCII_WORD.findall(text)
    if words:
        problems.append(f"{what} keeps English words {words}: {text!r}")
    elif re.search(r"[a-z]", text):  # a rank letter lowered as if it began an English word ("q大")
        problems.append(f"{what} has a lower-case letter: {text!r}")
    return problems


def _house(house) -> dict:
    return {"baccarat": house.baccarat, "blackjack": house.blackjack, "stud": house.stud, "app": house.app}


def _area_skills() -> list[str]:
    return [s.id for s in catalogue() if s.game in ("stud", "chips") or s.id in PAYOUT_SKILLS]


def _right_answer(question):
    """The right answer as the trainee gives it: the chips of an answer asked in chips, else the key."""
    if question.chips_accepted:
        return dict(question.chips_accepted[0])
    return question.answer


def _key_for_answer(question) -> str | None:
    return next((key for key, meaning in question.keys if meaning == question.answer), None)


def test_every_stud_chips_and_payouts_skill_reads_as_chinese_under_every_house(chinese):
    problems: list[str] = []
    asked: set[str] = set()
    skills = _area_skills()
    for house in HOUSES:
        rules = _house(house)
        here = set(exam_skills(rules))
        for skill in skills:
            if skill not in here:
                continue
            for seed in SEEDS:
                question = ask(skill, random.Random(seed), rules)
                if question is None:
                    continue
                step = question.step
                if skill in PAYOUT_SKILLS and step.action != "ask":
                    continue  # a payout dealt at the game's table: the game's own messages, not the drill's
                asked.add(skill)
                where = f"{skill} at {house.name[:30]!r} seed {seed}"
                if not skill.startswith(PROMPT_ELSEWHERE):
                    problems += _in_chinese(question.prompt, f"{where}: prompt")
                if step.say:
                    problems += _in_chinese(step.say, f"{where}: words")
                note = (question.table.note if question.table is not None else "")
                if note:
                    problems += _in_chinese(note, f"{where}: felt note")
                for choice in question.choices:
                    if choice != mistakes.CLEAN:  # the replay drill's own answer (the shared mistakes module)
                        problems += _in_chinese(step.label(choice), f"{where}: choice {choice!r}")
                if not skill.startswith(EXPLAINED_ELSEWHERE) and (
                        not skill.startswith(PROMPT_ELSEWHERE) or not skill.endswith(".clean")):
                    problems += _in_chinese(question.explanation, f"{where}: explanation")
                for beat in question.replay:  # a hand to watch: every word the dealer says in it
                    if beat.say:
                        problems += _in_chinese(beat.say, f"{where}: a beat's words")
                right, _given, unreadable = check(question, _right_answer(question))
                if not right or unreadable:
                    problems.append(f"{where}: the right answer {question.answer!r} is judged wrong")
                key = _key_for_answer(question)
                if key is not None and question.answer_kind in (AnswerKind.CHOICE, AnswerKind.PHRASE):
                    if not check(question, key)[0]:
                        problems.append(f"{where}: the right answer's key {key!r} is judged wrong")
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:40])
    # every skill of the three areas was asked under one house or another
    assert asked == set(skills), sorted(set(skills) - asked)


def test_a_chinese_label_is_only_shown_the_key_is_kept(chinese):
    """The records keep and the scoring compares the English key; the label is what is shown."""
    rules = {"stud": StudRules(game=StudGame.FIVE_CARD)}
    question = ask("stud.showdown.hand_name", random.Random(4), rules)
    assert question is not None
    assert not _HAN.search(str(question.answer)) and question.answer in question.choices
    assert _HAN.search(question.step.label(question.answer))
    assert check(question, question.answer)[0]
    wrong = next(c for c in question.choices if c != question.answer)
    assert not check(question, wrong)[0]


def test_hand_and_board_names_in_chinese(chinese):
    full = HandRank(HandCategory.FULL_HOUSE, (13, 3))
    assert full.name == "Full house, kings over threes"  # the key, whatever the language
    expected = {"zh_CN": ("葫芦K带3", "一对7", "A大同花", "皇家同花顺", "红心7"),
                "zh_TW": ("葫蘆K帶3", "一對7", "A大同花", "皇家同花順", "紅心7")}[chinese]
    assert full.label == expected[0]
    assert best_hand(parse_cards("7h 7s 2d 9c Kd")).label == expected[1]
    assert best_hand(parse_cards("Ah 9h 7h 4h 2h")).label == expected[2]
    assert best_hand(parse_cards("Ah Kh Qh Jh Th")).label == expected[3]
    assert Card.parse("7h").name == expected[4] and Card.parse("7h").key_name == "seven of hearts"
    assert with_article("8") == "8" and with_article(Rank.ACE.word) == "A"
    assert Rank.SIX.plural == "6"


def test_chip_counts_and_colours_in_chinese(chinese):
    red, green = DEFAULT_CHIPS[2], DEFAULT_CHIPS[3]
    words = in_words({green: 3, red: 1})
    assert words == {"zh_CN": "3个绿色筹码和1个红色筹码", "zh_TW": "3個綠色籌碼和1個紅色籌碼"}[chinese]
    assert Chip(Decimal(7), "teal").count_words(2) == {"zh_CN": "2个teal筹码", "zh_TW": "2個teal籌碼"}[chinese]


def test_the_english_words_are_as_before():
    use_language(ENGLISH)
    red, green = DEFAULT_CHIPS[2], DEFAULT_CHIPS[3]
    assert in_words({green: 3, red: 1}) == "3 greens and 1 red"
    assert in_words({green: 3, red: 2, DEFAULT_CHIPS[0]: 4}) == "3 greens, 2 reds and 4 whites"
    assert best_hand(parse_cards("Kh Ks Kd 3c 3s")).label == "Full house, kings over threes"
    assert best_hand(parse_cards("6h 6s 2d 9c Kd")).name == "Pair of sixes"
    assert with_article("8") == "an 8" and with_article("king") == "a king" and with_article("11") == "an 11"
    assert Card.parse("Qd").name == "queen of diamonds"


def test_the_shoe_log_counts_its_decks():
    """A pitch game is shuffled from one deck: "1 deck", not "1 decks"."""
    use_language(ENGLISH)
    assert describe_event(Shuffled(2, 77, 1), str) == "Shoe 2 shuffled (1 deck, seed 77)"
    assert describe_event(Shuffled(1, 5, 8), str) == "Shoe 1 shuffled (8 decks, seed 5)"
    try:
        use_language("zh_TW")
        assert describe_event(Shuffled(2, 77, 1), str) == "牌靴2已洗牌（1副牌，種子77）"
    finally:
        use_language(ENGLISH)


def test_a_missed_call_is_still_found_when_the_words_are_chinese(chinese):
    """The replay looks for the draw call by its key, not by the words said (now Chinese)."""
    rules = {"stud": StudRules(game=StudGame.FIVE_CARD, seats=8)}
    for skill in ("stud.mistake.possible_flush", "stud.mistake.possible_straight"):
        found = [mistakes.question(skill, random.Random(seed), rules) for seed in range(6)]
        assert any(q is not None and q.answer != mistakes.CLEAN for q in found), skill


def test_a_step_refuses_labels_that_do_not_match_its_choices():
    with pytest.raises(ValueError, match="labels"):
        DealerStep("ask", "", TableView("stud"), question="?", answer_kind=AnswerKind.CHOICE, answer="a",
                   choices=("a", "b"), labels=("甲",), skill="stud.fold.procedure")


def test_shoe_errors_in_chinese(chinese):
    shoe = Shoe(1, seed=1)
    shoe.draw()
    with pytest.raises(ValueError) as error:
        shoe.shuffle()
    assert not _in_chinese(str(error.value), "error"), str(error.value)
    rules = StudRules(game=StudGame.SEVEN_CARD, seats=8)
    assert not _in_chinese(rules.in_words().replace(" · ", "，"), "rules in words"), rules.in_words()


@pytest.mark.parametrize("language", CHINESE)
def test_a_new_process_under_a_chinese_system_asks_stud_in_chinese(language):
    """Where the trainee starts: the system's language, a fresh process, a question asked."""
    code = ("import random\n"
            "from dealertrainer.language import use_language\n"
            "from dealertrainer.training.drills.practice import ask\n"
            "print(use_language(None))\n"
            "q = ask('stud.first_to_act.pair', random.Random(1), None)\n"
            "print(q.prompt)\nprint(q.explanation)\n")
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env["LANG"] = f"{language}.UTF-8"
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    chosen, prompt, explanation = done.stdout.strip().split("\n")
    assert chosen == language
    assert not _in_chinese(prompt, "prompt") and not _in_chinese(explanation, "explanation"), done.stdout
