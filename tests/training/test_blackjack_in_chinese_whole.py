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


def _problems_in(question, card_words: set[str], where_from: str) -> list[str]:
    problems = []
    for where, text in _shown(question).items():
        if "{" in text or "}" in text:
            problems.append(f"{where_from}: a placeholder left in the {where}: {text!r}")
        left = _english_left(text, card_words) if _WORD.search(text) else []
        if left or (_WORD.search(text) and not _CJK.search(text)):
            problems.append(f"{where_from}: English {left} in the {where}: {text!r}")
    for given in _right_by_key(question):
        right, _shown_given, unreadable = check(question, given)
        if not right or unreadable:
            problems.append(f"{where_from}: {given!r} was not judged right (answer {question.answer!r})")
    return problems


def test_every_blackjack_skill_reads_in_chinese(chinese):
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
                problems += _problems_in(question, card_words, f"{skill} at {house_name}")
                if isinstance(question.answer, str) and question.answer_kind is not AnswerKind.PHRASE:
                    assert not _CJK.search(question.answer), question.answer  # the key the records keep
    assert not problems, f"{len(problems)} problems, first 40:\n" + "\n".join(problems[:40])
    assert asked == set(BLACKJACK), f"never asked: {sorted(set(BLACKJACK) - asked)}"


@pytest.mark.parametrize("house_name", list(HOUSES))
def test_the_dealers_seat_reads_in_chinese(chinese, house_name):
    """A whole blackjack table dealt at the dealer's seat (players who do anything legal, side
    bets where offered): every question, beat and felt note in Chinese."""
    from dealertrainer.training.drills import BlackjackSeatConfig, make_drill

    house = HOUSES[house_name]
    config = BlackjackSeatConfig(rules=house, seats=5, play="mixed", rounds=6, side_bets=0.8, quiet_chance=1.0)
    drill = make_drill("blackjack.seat", config, seed=7)
    card_words = _card_words()
    problems: list[str] = []
    skills = set()
    for beat in drill.beats():
        if beat.question is not None:
            skills.add(beat.question.skill)
            problems += _problems_in(beat.question, card_words, f"{beat.question.skill} at {house_name}")
        elif beat.step is not None and _english_left(beat.step.say, card_words):
            problems.append(f"{house_name}: English in a motion: {beat.step.say!r}")
    assert not problems, f"{len(problems)} problems, first 40:\n" + "\n".join(problems[:40])
    assert len(skills) >= 8, skills


def test_the_house_rules_read_in_chinese(chinese):
    """The start page's rules line, the settings' titles and the payouts drill's side bets."""
    from dealertrainer.engine.baccarat.rules import BaccaratRules
    from dealertrainer.language import _
    from dealertrainer.training.drills.payouts import payouts_in_words

    for house in (*HOUSES.values(), BlackjackRules(decks=1, twenty_one_plus_three=True)):
        line = house.in_words()
        assert _CJK.search(line) and "{" not in line and not _WORD.search(line), line
        for part in house.side_bets_in_words():
            assert part in payouts_in_words(BaccaratRules(), house) and _CJK.search(part), part
    both = HOUSES["6:5, soft 17, surrender, side bets"]
    assert len(both.side_bets_in_words()) == 2
    from dealertrainer.engine.house_rules import HouseRules

    for name, field in BlackjackRules.model_fields.items():
        if name in HouseRules.model_fields:
            continue  # every game's fields (the settings format), not blackjack's
        extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
        for text in (field.title, field.description, extra.get("section")):
            if text:
                assert _CJK.search(_(text)), (name, text)


def test_english_is_as_it_was():
    """No language chosen: the rules line and the side bets' paytables as before."""
    house = HOUSES["6:5, soft 17, surrender, side bets"]
    assert house.side_bets_in_words() == ["perfect pairs 6/12/25 to 1", "21+3 5/10/30/40/100 to 1"]
    assert house.in_words() == ("6 decks · blackjack pays 6 to 5 · dealer hits soft 17 · no even money · "
                                "late surrender · perfect pairs 6/12/25 to 1 · 21+3 5/10/30/40/100 to 1 · "
                                "limits $10 to $1,000 · cut card 52 cards from the end")
    assert BlackjackRules(decks=1).in_words().startswith("1 deck dealt by hand (pitch) · blackjack pays 3 to 2 "
                                                         "(rounded down to the $0.50)")


def test_the_house_lessons_read_in_chinese(chinese):
    """The lessons a trainee reads the first time a blackjack house rule comes up, at each house."""
    from dealertrainer.training.house_notes import house_note

    for house in (*HOUSES.values(), BlackjackRules(dealer_hits_soft_17=True), BlackjackRules(decks=2)):
        for skill in ("blackjack.shoe.cut_card", "blackjack.dealer.soft17"):
            note = house_note(skill, house)
            for text in (note.setting, note.lesson_text):
                assert _CJK.search(text) and "{" not in text and not _english_left(text, {"A"}), text
