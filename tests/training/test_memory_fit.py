"""A trainee's own FSRS parameters: fitted to their spaced reviews, stored, used by the
schedule and the badge, rebuilt when the school's desired retention changes."""

from __future__ import annotations

import json
import math
import random
from datetime import datetime, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealertrainer.storage.records import AnswerRow
from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryTargets, targets_in_force
from dealertrainer.training.memory_fit import (
    FITTED, MIN_REVIEWS, fit, histories, personal, refit, refit_at, spaced_log_loss,
)
from dealertrainer.training.practice import daily_practice
from dealertrainer.training.schedule import (
    DAY, STANDARD_PARAMETERS, cards, rating, recall, record_review, replay, review, scheduler_for,
    trainee_scheduler,
)

T0 = 1_767_600_000.0
SKILLS = [f"baccarat.banker.{b}.vs.{p}" for b in range(3, 7) for p in range(5)]  # 20 cells, target 2 s


def _fsrs_loss(answers: list[AnswerRow], parameters: tuple[float, ...]) -> tuple[float, int]:
    """The spaced reviews' log loss as the fsrs package itself sees them, card by card."""
    scheduler = scheduler_for(parameters)
    known, loss, n = {}, 0.0, 0
    for a in answers:
        card = known.get(a.skill)
        if card is not None and a.at - card.last_review.timestamp() >= DAY:
            r = scheduler.get_card_retrievability(card, datetime.fromtimestamp(a.at, tz=timezone.utc))
            loss -= math.log(max(r if a.correct else 1 - r, 1e-9))
            n += 1
        known[a.skill] = review(card, a.correct, a.seconds, DEFAULT_TARGETS.target_for(a.skill), a.at,
                                a.standard_chips, scheduler)
    return loss, n


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.sampled_from([5.0, 90.0, 3600.0, 20 * 3600.0, 1.2 * DAY, 3.5 * DAY, 9 * DAY]),
                          st.booleans(), st.floats(0.3, 6.0), st.integers(0, 2)), min_size=1, max_size=60),
       st.sampled_from([STANDARD_PARAMETERS,
                        tuple(0.5 if i == 20 else v * (0.5 if i in FITTED else 1)
                              for i, v in enumerate(STANDARD_PARAMETERS))]))
def test_the_fit_sees_each_review_as_the_fsrs_package_does(steps, parameters):
    at, answers = T0, []
    for i, (gap, correct, seconds, cell) in enumerate(steps):
        at += gap
        answers.append(AnswerRow(i + 1, 1, None, SKILLS[cell], correct, seconds, at))
    mine, n = spaced_log_loss(parameters, histories(answers)[0])
    theirs, m = _fsrs_loss(answers, parameters)
    assert n == m and mine == pytest.approx(theirs, rel=1e-9, abs=1e-9)


def forgetful_answers(memory: float, days: int = 40, seed: int = 3) -> list[AnswerRow]:
    """A trainee whose recall decays exponentially (not FSRS's curve): a right answer within
    target when recalled, a wrong one when not; each skill asked every 1-4 days."""
    rng = random.Random(seed)
    stability = {s: memory for s in SKILLS}
    last: dict[str, float] = {}
    due = {s: T0 + rng.uniform(0, DAY) for s in SKILLS}
    answers: list[AnswerRow] = []
    for day in range(days):
        for skill in SKILLS:
            if due[skill] > T0 + (day + 1) * DAY:
                continue
            at = T0 + day * DAY + 10 * 3600 + rng.uniform(0, 3600)
            p = math.exp(-(at - last[skill]) / DAY / stability[skill]) if skill in last else 0.0
            recalled = rng.random() < p
            stability[skill] = stability[skill] * 1.3 if recalled else max(memory, stability[skill] / 2)
            answers.append(AnswerRow(len(answers) + 1, 1, None, skill, recalled, 1.5 if recalled else 3.0, at))
            last[skill], due[skill] = at, at + rng.randint(1, 4) * DAY
    return answers


def test_a_fast_forgetter_gets_parameters_that_predict_faster_forgetting():
    answers = forgetful_answers(memory=1.0)
    skills, spaced = histories(answers)
    assert spaced >= MIN_REVIEWS
    fitted = fit(skills)
    assert fitted == fit(skills)  # deterministic
    assert [i for i, (a, b) in enumerate(zip(fitted, STANDARD_PARAMETERS)) if a != b and i not in FITTED] == []
    assert spaced_log_loss(fitted, skills)[0] < 0.9 * spaced_log_loss(STANDARD_PARAMETERS, skills)[0]
    mine, standard = (replay(answers, scheduler=scheduler_for(w)) for w in (fitted, STANDARD_PARAMETERS))
    end = answers[-1].at + 14 * DAY
    assert sum(recall(mine[s], end) for s in SKILLS) < sum(recall(standard[s], end) for s in SKILLS)


def _store(records, trainee, answers):
    for a in answers:
        records.record_answer(trainee, a.skill, a.correct, a.seconds, at=a.at)


def test_refit_waits_for_enough_spaced_reviews_then_stores_the_parameters_with_the_cards(records, trainee):
    answers = forgetful_answers(memory=1.0)
    early = [a for a in answers if a.at < T0 + 6 * DAY]
    _store(records, trainee, early)
    assert histories(records.answers(trainee))[1] < MIN_REVIEWS
    assert not refit(records, trainee) and records.memory_model(trainee) is None
    assert personal(records, trainee) == personal(records, trainee, answers=records.answers(trainee))
    assert not personal(records, trainee).fitted
    _store(records, trainee, answers[len(early):])
    assert refit(records, trainee, now=T0 + 50 * DAY)
    row = records.memory_model(trainee)
    fitted = tuple(json.loads(row.parameters_json))
    assert fitted != STANDARD_PARAMETERS and row.fitted == T0 + 50 * DAY
    assert personal(records, trainee).fitted and personal(records, trainee).reviews == row.reviews
    # The stored cards are every answer replayed under the trainee's parameters, and stand as read.
    assert records.answers_not_reviewed(trainee) == []
    assert cards(records, trainee) == replay(records.answers(trainee), scheduler=scheduler_for(fitted))
    assert trainee_scheduler(records, trainee) is scheduler_for(fitted)
    assert not refit(records, trainee)  # no new reviews: nothing to fit again


def test_an_answer_after_a_fit_moves_its_card_under_the_trainees_parameters(records, trainee):
    _store(records, trainee, forgetful_answers(memory=1.0))
    assert refit(records, trainee)
    fitted = trainee_scheduler(records, trainee)
    before = cards(records, trainee)[SKILLS[0]]
    at = before.last_review.timestamp() + 3 * DAY
    records.record_answer(trainee, SKILLS[0], True, 1.5, at=at)
    assert record_review(records, trainee, SKILLS[0]) == review(before, True, 1.5, 2.0, at, True, fitted)


def test_daily_practice_plans_with_the_trainees_parameters(records, trainee):
    _store(records, trainee, forgetful_answers(memory=1.0))
    assert refit(records, trainee)
    drill = daily_practice(records, trainee, T0 + 45 * DAY, seed=1)
    assert drill.plan.scheduler is trainee_scheduler(records, trainee)


def test_a_new_desired_retention_rebuilds_the_cards_with_shorter_intervals(records, trainee, tmp_path):
    _store(records, trainee, forgetful_answers(memory=3.0, days=12))
    at_90 = cards(records, trainee)
    stricter = targets_in_force(retention=0.95)
    assert refit_at(records.path, trainee, stricter)  # not enough reviews to fit, but the cards are rebuilt
    assert records.memory_model(trainee).parameters_json is None
    at_95 = cards(records, trainee, stricter)
    assert at_95 == replay(records.answers(trainee), scheduler=scheduler_for(STANDARD_PARAMETERS, 0.95))
    assert all(at_95[s].due <= at_90[s].due for s in at_90) and any(at_95[s].due < at_90[s].due for s in at_90)
    assert not refit_at(records.path, trainee, stricter)  # nothing left to do
    assert cards(records, trainee) == at_90  # back at 0.9: rebuilt again


def test_damaged_stored_parameters_leave_the_defaults_in_force(records, trainee):
    _store(records, trainee, forgetful_answers(memory=1.0, days=5))
    for text in ("not json", "[1, 2]", json.dumps([50.0] * 21), json.dumps([*STANDARD_PARAMETERS[:20], 0.95])):
        records.save_memory_model(trainee, text, 300, T0, {}, "")
        assert trainee_scheduler(records, trainee) is scheduler_for(STANDARD_PARAMETERS)
        assert cards(records, trainee) == replay(records.answers(trainee))
        assert not personal(records, trainee).fitted


def test_the_retention_setting_is_bounded():
    with pytest.raises(ValueError):
        MasteryTargets(retention=0.5)
    assert targets_in_force().retention == 0.9 and targets_in_force(retention=0.85).retention == 0.85


def test_histories_rate_and_count_days_as_the_schedule_does():
    answers = [AnswerRow(1, 1, None, SKILLS[0], True, 0.5, T0), AnswerRow(2, 1, None, SKILLS[0], True, 0.5, T0 + 60),
               AnswerRow(3, 1, None, SKILLS[0], True, 0.5, T0 + 2 * DAY)]
    (history,), spaced = histories(answers)
    assert spaced == 1
    # a quick answer a minute later is Good, not Easy; whole days count from the last answer (2 days less a minute)
    assert history == [(-1, int(rating(True, 0.5, 2.0))), (0, 3), (1, 4)]


def test_a_refit_given_up_at_close_writes_nothing_and_lets_the_records_close(records, trainee):
    """A year of answers took minutes to fit; left running past the close it held a connection,
    so the records were never stamped and every next start checked them in full."""
    _store(records, trainee, forgetful_answers(memory=1.0))
    asked = []

    def closing() -> bool:
        asked.append(1)
        return len(asked) > 3  # the app starts closing a few trials into the fit

    assert not refit_at(records.path, trainee, stop=closing)
    assert records.memory_model(trainee) is None  # nothing stored
    assert len(asked) == 4  # it stopped at the first trial after the close began
    assert refit_at(records.path, trainee)  # the next start fits as before
