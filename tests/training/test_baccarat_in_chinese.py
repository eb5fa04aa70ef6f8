"""Every baccarat skill asked in Chinese (zh_CN and zh_TW), under several houses.

Each skill of the catalogue is asked the way practice and exams ask it (``drills.practice.ask``)
at houses that between them deal every baccarat skill (commission off the payout, in boxes, the
no-commission game with its side bets, a tie at 9 to 1 with the cut card's coup finished). What
the trainee reads — the prompt, the explanation, the dealer's words, the answers on the buttons
and the right answer as the verdict shows it, a replayed hand's beats — is Chinese, every
placeholder filled, and no English word left but card ranks, key letters and money; the answer
is still the English key, judged right as given by its key, its key letter and its Chinese label.
"""

from __future__ import annotations

import random
import re

from dealertrainer.engine.baccarat.rules import AfterCutCard, BaccaratRules, CommissionStyle
from dealertrainer.engine.cards import Card, Rank, Suit, with_article
from dealertrainer.engine.money import Rounding
from dealertrainer.engine.steps import AnswerKind
from dealertrainer.training.answer_labels import question_label
from dealertrainer.training.answers import check
from dealertrainer.training.drills.practice import ask
from dealertrainer.training.questions import Question
from dealertrainer.training.skills import catalogue

HOUSES = {
    "off the payout": BaccaratRules(),
    "boxes": BaccaratRules(commission_style=CommissionStyle.BOX),
    "no commission": BaccaratRules(no_commission=True),
    "tie 9, finish the coup": BaccaratRules(tie_pays=9, commission_rounding=Rounding.HALF,
                                            after_cut_card=AfterCutCard.FINISH_COUP),
}
BACCARAT = [skill.id for skill in catalogue() if skill.game == "baccarat"]
SEEDS = 3
_CJK = re.compile(r"[\u4e00-\u9fff]")
_WORD = re.compile(r"[A-Za-z]+")
_RANK_LETTERS = {"A", "J", "Q", "K"}


def _card_words() -> set[str]:
    """The words cards are named with in the language in force (rank and suit names, articles:
    the cards' own messages, in cards.py). English here until those are translated."""
    words: set[str] = set()
    for rank in Rank:
        for suit in Suit:
            card = Card(rank, suit)
            for text in (card.name, with_article(card.name), with_article(rank.word), with_article(int(rank))):
                words |= set(_WORD.findall(text))
    return words


def _shown(question: Question) -> dict[str, str]:
    """Everything the trainee reads about a question, by where it is shown."""
    shown = {"prompt": question.prompt, "explanation": question.explanation,
             "answer shown": question.expected_label}
    if question.dealer_says:
        shown["dealer says"] = question.dealer_says
    for key, choice in question.keys:
        shown[f"button {key}"] = question_label(question, choice)
    for index, beat in enumerate(question.replay, 1):
        shown[f"beat {index}"] = beat.say
        if beat.table.note:
            shown[f"beat {index} felt"] = beat.table.note
    table = question.table
    if table is not None and table.note:
        shown["felt"] = table.note
    return shown


def _english_left(text: str, card_words: set[str]) -> list[str]:
    return [word for word in _WORD.findall(text) if word not in _RANK_LETTERS and word not in card_words]


def _right_by_key(question: Question) -> list[object]:
    """The answer given the ways a trainee gives it: the key itself, its key letter, its label."""
    answer = question.answer
    given: list[object] = [answer]
    if question.answer_kind in (AnswerKind.CHOICE, AnswerKind.PHRASE, AnswerKind.SPOTS):
        given += [key for key, choice in question.keys if choice == answer]
        given.append(question.expected_label)
    return given


def test_every_baccarat_skill_reads_in_chinese(chinese):
    card_words = _card_words()
    asked: set[str] = set()
    problems: list[str] = []
    for house_name, house in HOUSES.items():
        for skill in BACCARAT:
            for seed in range(SEEDS):
                question = ask(skill, random.Random(f"{skill} {seed}"), {"baccarat": house})
                if question is None:
                    break  # this house does not deal it (a commission box where commission comes off)
                asked.add(skill)
                for where, text in _shown(question).items():
                    if "{" in text or "}" in text:
                        problems.append(f"{skill} at {house_name}: a placeholder left in the {where}: {text!r}")
                    if not _CJK.search(text) and _WORD.search(text):
                        problems.append(f"{skill} at {house_name}: the {where} is not Chinese: {text!r}")
                    left = _english_left(text, card_words)
                    if left:
                        problems.append(f"{skill} at {house_name}: English {left} in the {where}: {text!r}")
                for given in _right_by_key(question):
                    right, _shown_given, unreadable = check(question, given)
                    if not right or unreadable:
                        problems.append(f"{skill} at {house_name}: {given!r} was not judged right "
                                        f"(answer {question.answer!r})")
                if isinstance(question.answer, str) and question.answer_kind is not AnswerKind.PHRASE:
                    assert not _CJK.search(question.answer), question.answer  # the key the records keep is English
    assert not problems, f"{len(problems)} problems, first 30:\n" + "\n".join(problems[:30])
    assert asked == set(BACCARAT), f"never asked: {sorted(set(BACCARAT) - asked)}"


def test_the_answer_kept_is_the_english_key(chinese):
    """The records keep the key and the scoring compares it: the label is only shown."""
    from dealertrainer.training.drills.draw_table import NEXT_CARD, ROWS

    question = ask("baccarat.banker.3.vs.stood", random.Random(4))
    assert question is not None and question.answer in NEXT_CARD
    assert question.expected == question.answer and question.expected_label != question.answer
    for row in ROWS:
        assert row.isascii()
    assert {"补牌", "補牌"} & {question_label(question, "draw")}


def test_english_is_as_it_was():
    """No language chosen: the same question as before, in English (a sample; the catalogue's
    English texts are compared in full by the existing tests)."""
    question = ask("baccarat.player.draws.6", random.Random(1))
    assert question is not None
    assert re.fullmatch(r"Player 6, Banker \d\. Who takes the next card\?", question.prompt)
    assert question.expected_label == question.answer


def test_the_house_rules_read_in_chinese(chinese):
    """The start page's rules line and the payouts drill's (the baccarat part) for each house."""
    from dealertrainer.engine.blackjack.rules import BlackjackRules
    from dealertrainer.training.drills.payouts import payouts_in_words

    for house in HOUSES.values():
        for line in (house.in_words(), " · ".join(house.payouts_in_words())):
            assert _CJK.search(line) and "{" not in line and not _WORD.search(line), line
        assert house.payouts_in_words()[0] in payouts_in_words(house, BlackjackRules())
        assert "限注" not in payouts_in_words(house, BlackjackRules())  # the limits are not a payout


def test_the_house_lessons_read_in_chinese(chinese):
    """The lesson a trainee reads the first time a cut-card question comes up, at each house."""
    from dealertrainer.training.house_notes import house_note

    for house in (*HOUSES.values(), BaccaratRules(cut_card_from_end=30), BaccaratRules(cut_card_from_end=80)):
        for skill in ("baccarat.cut_card.place", "baccarat.cut_card.out"):
            note = house_note(skill, house)
            for text in (note.setting, note.lesson_text):
                assert _CJK.search(text) and "{" not in text and not _WORD.search(text), text
