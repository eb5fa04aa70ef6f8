"""The trainee's forgetting curve (FSRS's decay, w20, fitted with the rest) is the one every
recall estimate takes: the fitter finds it in their reviews, and the badge, Progress, Home and
the daily practice plan all read it from the trainee's stored parameters."""

from __future__ import annotations

import json
import math
import random
from datetime import datetime, timedelta, timezone

from fsrs import Card

from dealertrainer.training.home_facts import gather_home
from dealertrainer.training.mastery import MasteryLevel, MasteryTargets
from dealertrainer.training.memory_fit import fit
from dealertrainer.training.practice import daily_practice, levels, mastered
from dealertrainer.training.progress_figures import progress_figures
from dealertrainer.training.schedule import (
    DAY, SCHEDULER, STANDARD_PARAMETERS, Rating, cards, recall, scheduler_for, trainee_scheduler,
)

T0 = 1_767_600_000.0
#: A trainee whose memories fall away steeply long after a review: FSRS's defaults but the decay.
STEEP = tuple(0.8 if i == 20 else v for i, v in enumerate(STANDARD_PARAMETERS))
#: A badge that needs 80% recall; FSRS brings a skill back at 70%, so the badge fades before it is due.
TARGETS = MasteryTargets(recall=0.8, retention=0.7)
CELL = "baccarat.banker.5.vs.4"


def synthetic_reviews(decay: float, skills: int = 60, reviews: int = 25, seed: int = 5) -> list[list[tuple[int, int]]]:
    """Reviews drawn from FSRS's own model with this decay: each skill asked after 0.4 to 20
    times its stability (so the curve is seen well past 90%), recalled with the model's chance."""
    scheduler = scheduler_for(tuple(decay if i == 20 else v for i, v in enumerate(STANDARD_PARAMETERS)))
    rng = random.Random(seed)
    out = []
    for _ in range(skills):
        at = datetime(2026, 1, 5, 10, tzinfo=timezone.utc)
        card, _ = scheduler.review_card(Card(card_id=1, due=at), Rating.Good, at)
        history = [(-1, int(Rating.Good))]
        for _ in range(reviews):
            days = min(400, max(1, round(card.stability * math.exp(rng.uniform(-1, 3)))))
            at += timedelta(days=days)
            rated = Rating.Good if rng.random() < scheduler.get_card_retrievability(card, at) else Rating.Again
            card, _ = scheduler.review_card(card, rated, at)
            history.append((days, int(rated)))
        out.append(history)
    return out


def test_the_fitter_recovers_the_decay_of_the_reviews():
    steep = fit(synthetic_reviews(0.5))[20]
    standard = fit(synthetic_reviews(STANDARD_PARAMETERS[20]))[20]
    assert 0.35 < steep < 0.75  # from FSRS's 0.154 towards the true 0.5
    assert 0.1 <= standard < 0.25 and standard < steep


def _trainee_with_steep_curve(records, trainee) -> float:
    """CELL meets the mastery rule (20 answers over two days, one missed lately), the trainee's
    fitted parameters are ``STEEP``; the moment returned is one when CELL's recall is at least
    80% on FSRS's default curve and below it on the trainee's."""
    for i in range(20):
        records.record_answer(trainee, CELL, i != 15, 0.8, at=T0 + (i // 10) * DAY + (i % 10) * 60)
    records.save_memory_model(trainee, json.dumps(STEEP), 300, T0, {}, "")
    card = cards(records, trainee, TARGETS)[CELL]
    steep, standard = trainee_scheduler(records, trainee, TARGETS), scheduler_for(STANDARD_PARAMETERS, 0.7)
    assert steep.parameters == scheduler_for(STEEP, 0.7).parameters
    last = card.last_review.timestamp()
    for day in range(1, 400):
        now = last + day * DAY + 3600
        if recall(card, now, standard) >= TARGETS.recall > recall(card, now, steep):
            assert card.due.timestamp() > now  # not due yet: only the curve tells the badge to fade
            return now
    raise AssertionError("no day on which the two curves disagree about the badge")


def test_the_badge_fades_on_the_trainees_curve(records, trainee):
    now = _trainee_with_steep_curve(records, trainee)
    assert levels(records, trainee, now, TARGETS)[CELL] is MasteryLevel.REVIEW_DUE
    assert CELL not in mastered(records, trainee, now, TARGETS)
    assert CELL in mastered(records, trainee, now - 10 * DAY, TARGETS)  # before it faded


def test_progress_shows_the_recall_on_the_trainees_curve(records, trainee):
    now = _trainee_with_steep_curve(records, trainee)
    shown = progress_figures(records, trainee, TARGETS, now).skills[CELL].mastery
    card = cards(records, trainee, TARGETS)[CELL]
    assert shown.recall == recall(card, now, trainee_scheduler(records, trainee, TARGETS))
    assert shown.recall < TARGETS.recall <= recall(card, now, SCHEDULER)
    assert shown.level is MasteryLevel.REVIEW_DUE


def test_home_lists_a_faded_skill_missed_lately_among_the_weakest(records, trainee):
    now = _trainee_with_steep_curve(records, trainee)
    assert CELL in [row[0] for row in gather_home(records.path, trainee, now, TARGETS).weakest]
    # while it was still mastered, the old miss did not make it weak
    assert CELL not in [row[0] for row in gather_home(records.path, trainee, now - 10 * DAY, TARGETS).weakest]


def test_daily_practice_ranks_skills_on_the_trainees_curve(records, trainee):
    now = _trainee_with_steep_curve(records, trainee)
    plan = daily_practice(records, trainee, now, seed=1, skills=[CELL], targets=TARGETS).plan
    card = cards(records, trainee, TARGETS)[CELL]
    assert plan.recall(CELL, now) == recall(card, now, trainee_scheduler(records, trainee, TARGETS))
    assert plan.recall(CELL, now) < TARGETS.recall
