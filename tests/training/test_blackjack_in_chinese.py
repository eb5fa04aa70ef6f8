"""Every blackjack skill asked in Chinese (zh_CN and zh_TW), under several houses.

Each skill of the catalogue is asked the way practice and exams ask it (``drills.practice.ask``)
at houses that between them deal every blackjack skill (a six-deck shoe, a 6:5 table hitting
soft 17 with surrender and both side bets, a pitch game, a table without a peek). What the
trainee reads — the prompt, the explanation, the dealer's words, the answers on the buttons and
the right answer as the verdict shows it, a replayed hand's beats — is Chinese, every
placeholder filled, and no English word left but card ranks and money; the answer is still the
English key, judged right as given by its key, its key letter and its Chinese label.
"""

from __future__ import annotations

import random
import re

import pytest

from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.engine.money import Rounding
from dealertrainer.engine.steps import AnswerKind
from dealertrainer.language import use_language
from dealertrainer.training.answers import check
from dealertrainer.training.drills.practice import ask
from dealertrainer.training.skills import catalogue
from tests.training.test_baccarat_in_chinese import _card_words, _english_left, _right_by_key, _shown

HOUSES = {
    "six-deck shoe": BlackjackRules(),
    "6:5, soft 17, surrender, side bets": BlackjackRules(
        blackjack_pays=BlackjackPays.SIX_TO_FIVE, dealer_hits_soft_17=True, late_surrender=True,
        perfect_pairs=True, twenty_one_plus_three=True, payout_rounding=Rounding.EXACT),
    "pitch, one deck": BlackjackRules(decks=1),
    "no peek, two decks dealt face up": BlackjackRules(decks=2, dealer_peeks=False, no_peek_original_bets_only=True,
                                                       pitch_double_card_down=False, perfect_pairs=True),
}
BLACKJACK = [skill.id for skill in catalogue() if skill.game == "blackjack"]
SEEDS = 3
_CJK = re.compile(r"[\u4e00-\u9fff]")
_WORD = re.compile(r"[A-Za-z]+")


@pytest.fixture(params=["zh_CN", "zh_TW"])
def language(request):
    assert use_language(request.param) == request.param
    yield request.param
    use_language("en")


def test_every_blackjack_skill_reads_in_chinese(language):
    card_words = _card_words()
    asked: set[str] = set()
    problems: list[str] = []
    for house_name, house in HOUSES.items():
        for skill in BLACKJACK:
            for seed in range(SEEDS):
                question = ask(skill, random.Random(f"{skill} {seed}"), {"blackjack": house})
                if question is None:
                    break  # this house does not deal it
                asked.add(skill)
                for where, text in _shown(question).items():
                    if "{" in text or "}" in text:
                        problems.append(f"{skill} at {house_name}: a placeholder left in the {where}: {text!r}")
                    left = _english_left(text, card_words) if _WORD.search(text) else []
                    if left or (_WORD.search(text) and not _CJK.search(text)):
                        problems.append(f"{skill} at {house_name}: English {left} in the {where}: {text!r}")
                for given in _right_by_key(question):
                    right, _shown_given, unreadable = check(question, given)
                    if not right or unreadable:
                        problems.append(f"{skill} at {house_name}: {given!r} was not judged right "
                                        f"(answer {question.answer!r})")
                if isinstance(question.answer, str) and question.answer_kind is not AnswerKind.PHRASE:
                    assert not _CJK.search(question.answer), question.answer  # the key the records keep
    assert not problems, f"{len(problems)} problems, first 40:\n" + "\n".join(problems[:40])
    assert asked == set(BLACKJACK), f"never asked: {sorted(set(BLACKJACK) - asked)}"
