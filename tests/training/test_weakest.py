"""Home's "Weakest skills" lists real weaknesses only: missed lately, or slower than the target."""

from __future__ import annotations

from dealertrainer.storage.records import AnswerRow
from dealertrainer.training.progress import stats_from_answers, weakest


def _answers(skill: str, results: list[tuple[bool, float]], start: int = 0) -> list[AnswerRow]:
    return [AnswerRow(start + i, 1, None, skill, ok, seconds, 1000.0 + start + i) for i, (ok, seconds) in enumerate(results)]


def test_skills_always_right_and_quick_are_not_weak_however_few_the_answers():
    answers = (
        _answers("baccarat.cut_card.place", [(True, 1.0)] * 3)  # new, perfect: not weak
        + _answers("blackjack.payout.3to2", [(True, 2.0), (False, 2.0), (True, 2.0)], 10)  # missed one
        + _answers("baccarat.burn.count", [(True, 9.0)] * 2, 20)  # right but slow (target 3 s)
        + _answers("baccarat.banker.5.vs.4", [(True, 1.0)] * 10, 30)  # mastered
    )
    found = weakest(stats_from_answers(answers))
    assert found == ["blackjack.payout.3to2", "baccarat.burn.count"]


def test_a_skill_missed_long_ago_but_right_and_quick_since_is_not_weak():
    answers = _answers("baccarat.result", [(False, 1.0)] + [(True, 1.0)] * 12)
    assert weakest(stats_from_answers(answers)) == []
