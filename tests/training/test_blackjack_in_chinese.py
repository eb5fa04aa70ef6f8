"""Every blackjack question in Chinese: under zh_CN and zh_TW each blackjack skill of the
catalogue is asked at several houses (as daily practice and exams ask it), and the dealer's
seat deals whole blackjack shoes (shoe and pitch games); each prompt, explanation and dealer's
words come out Chinese with every placeholder filled, and the right answer, given by its
language-neutral key, is still judged right."""

from __future__ import annotations

import random
import re

import pytest

from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.training.answers import check
from dealertrainer.training.drills.seat import BlackjackSeatConfig, BlackjackSeatDrill
from dealertrainer.training.practice import ask
from dealertrainer.training.skills import catalogue

from tests.training.test_house_in_force import HOUSES, deals

SEEDS = (1, 2, 3)
# What may stay ASCII in a Chinese sentence: card ranks and corner letters, numbers, money,
# sums ("10 + 6 = 16"), key letters and the side bet "21+3".
_ALLOWED = re.compile(r"21\+3|US\$|HK\$|MOP\$|S\$|\$|[0-9][0-9.,:%]*|\b[AJQK]\b|[+=/×x()\[\]·:;,.!?'\"%-]")


def english_left(text: str) -> list[str]:
    """The ASCII words left in ``text`` once ranks, numbers, money and key letters are taken out."""
    stripped = _ALLOWED.sub(" ", text)
    return re.findall(r"[A-Za-z]{2,}", stripped)


def chinese_problems(where: str, text: str) -> list[str]:
    problems = []
    if "{" in text or "}" in text:
        problems.append(f"{where}: a placeholder is left: {text!r}")
    if english_left(text):
        problems.append(f"{where}: English left {english_left(text)}: {text!r}")
    if text and not re.search(r"[\u4e00-\u9fff]", text):
        problems.append(f"{where}: no Chinese: {text!r}")
    return problems


def test_the_checks_catch_english():
    assert english_left("Pay seat 3 $52.50") == ["Pay", "seat"]
    assert english_left("付3号位 $52.50（A + K = 21）") == []


def blackjack_skills() -> list[str]:
    return [s.id for s in catalogue() if s.id.startswith("blackjack.")]


@pytest.mark.parametrize("house", HOUSES[:4], ids=[h.name.split(",")[0] for h in HOUSES[:4]])
def test_every_blackjack_skill_is_asked_in_chinese(chinese, house):
    rules = {"baccarat": house.baccarat, "blackjack": house.blackjack, "stud": house.stud, "app": house.app}
    problems: list[str] = []
    asked = 0
    for skill in blackjack_skills():
        if not deals(skill, house):
            continue
        for seed in SEEDS:
            question = ask(skill, random.Random(seed), rules)
            assert question is not None and question.skill == skill, skill
            asked += 1
            problems += chinese_problems(f"{skill} prompt", question.prompt)
            problems += chinese_problems(f"{skill} explanation", question.explanation)
            if question.dealer_says:
                problems += chinese_problems(f"{skill} dealer's words", question.dealer_says)
            right, _, _ = check(question, question.answer)
            if not right:
                problems.append(f"{skill}: the right answer {question.answer!r} is judged wrong")
    assert asked > 0
    assert problems == [], f"{len(problems)} of {asked} asked:\n" + "\n".join(problems[:40])


@pytest.mark.parametrize("rules", [BlackjackRules(), BlackjackRules(decks=1), BlackjackRules(
    decks=2, dealer_hits_soft_17=True, perfect_pairs=True, twenty_one_plus_three=True, late_surrender=True)],
                         ids=["shoe", "pitch one deck", "pitch two decks, side bets"])
def test_the_dealers_seat_deals_blackjack_in_chinese(chinese, rules):
    drill = BlackjackSeatDrill(BlackjackSeatConfig(rules=rules, rounds=6), seed=7)
    problems: list[str] = []
    steps = 0
    for _hand, _index, step in drill.dealt_steps():
        steps += 1
        where = f"{step.action} ({step.skill})"
        problems += chinese_problems(f"{where} words", step.say)
        if step.question is not None:
            problems += chinese_problems(f"{where} question", step.question)
            problems += chinese_problems(f"{where} explanation", step.explanation)
    assert steps > 20
    assert problems == [], f"{len(problems)} of {steps} steps:\n" + "\n".join(problems[:40])


@pytest.mark.parametrize("rules", [BlackjackRules(), BlackjackRules(
    decks=1, blackjack_pays="6:5", dealer_hits_soft_17=True, dealer_peeks=False, no_peek_original_bets_only=True,
    late_surrender=True, perfect_pairs=True, twenty_one_plus_three=True, payout_rounding="exact")])
def test_the_house_rules_read_in_chinese(chinese, rules):
    """The house's blackjack rules as an exam and the payouts drill list them, and the reason a
    rule is overruled (even money at a 6:5 table), in Chinese."""
    from dealertrainer.engine.baccarat.rules import BaccaratRules
    from dealertrainer.training.drills.payouts import payouts_in_words

    lines = [rules.in_words(), *(reason for _value, reason in rules.overruled().values())]
    payouts = payouts_in_words(BaccaratRules(), rules).split(" · ")
    lines += payouts[:3] + [part for part in payouts if part in rules.side_bets_in_words()]
    problems = [p for line in lines for p in chinese_problems("house", line)]
    assert problems == [], "\n".join(problems)
    assert len(lines) >= 4
