"""A trainee's own memory model: FSRS parameters fitted to their answers.

FSRS's default parameters describe an average learner; a trainee who forgets faster would
be shown skills as mastered that they no longer recall. Once a trainee has ``MIN_REVIEWS``
*spaced reviews* (answers given a day or more after the last answer on the same skill),
the parameters that say how long a first memory lasts (w0-w3), how much a recall
strengthens it (w8-w10), how much is left after a lapse (w11) and the forgetting curve's
shape (the decay, w20: how fast recall falls long after a review, within FSRS's bounds) are
fitted to their answers: the fit maximises the likelihood of each spaced review's outcome
(right or wrong) under FSRS's own model of that review, with a gentle pull towards the
defaults so a few reviews cannot move them far. The rest stay FSRS's. Every recall estimate
(the planner, Home, Progress, the badge) reads the trainee's curve from their scheduler.

The search is a pattern search in plain Python (each parameter in turn scaled up and down,
the step halved when nothing improves): the FSRS optimisers on PyPI need torch
(``fsrs[optimizer]``, ``fsrs-optimizer``) or carry no licence (``fsrs-rs-python``), and the
app ships as an MIT bundle. A fit over 15,000 answers takes a few seconds, off the GUI thread.

``refit`` fits again when the spaced reviews have grown by half since the last fit, and
stores the parameters with the trainee together with every card replayed under them; the
window runs it in the background after a sitting, scripts and benchmarks between days.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from fsrs.scheduler import LOWER_BOUNDS_PARAMETERS, UPPER_BOUNDS_PARAMETERS

from dealertrainer.storage.records import AnswerRow, Records
from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryTargets
from dealertrainer.training.schedule import (
    DAY, STANDARD_PARAMETERS, Rating, cards, rating, replayed_states, schedule_key, scheduler_for,
    trainee_parameters, trainee_scheduler,
)

__all__ = ["FITTED", "MIN_REVIEWS", "REFIT_GROWTH", "FitStopped", "Personal", "fit", "histories", "personal", "refit",
           "refit_at", "spaced_log_loss"]

#: The parameters fitted (FSRS-6's numbering): first memory, growth on recall, after a lapse,
#: the curve's decay.
FITTED = (0, 1, 2, 3, 8, 9, 10, 11, 20)
MIN_REVIEWS = 200
REFIT_GROWTH = 1.5
#: Weight of the pull towards the defaults: a log-normal prior, about 0.7 wide, per parameter.
PULL = 1.0
STEPS = (0.8, 0.4, 0.2, 0.1, 0.05)

#: One skill's answers as FSRS sees them: (whole days since the skill's last answer, or -1 for
#: the first; the rating 1-4).
History = list[tuple[int, int]]


def histories(answers: Sequence[AnswerRow], targets: MasteryTargets = DEFAULT_TARGETS) -> tuple[list[History], int]:
    """Each skill's reviews, rated as ``schedule.review`` rates them, and the count of spaced ones."""
    by_skill: dict[str, History] = {}
    last: dict[str, float] = {}
    spaced = 0
    for a in sorted(answers, key=lambda a: (a.at, a.id)):
        before = last.get(a.skill)
        at = a.at if before is None else max(a.at, before)  # a clock set back: the last time seen
        rated = int(rating(a.correct, a.seconds, targets.target_for(a.skill), a.standard_chips))
        if before is None:
            days = -1
        else:
            days = int((at - before) // DAY)
            if rated == Rating.Easy and at - before < DAY:
                rated = int(Rating.Good)
            spaced += days >= 1
        by_skill.setdefault(a.skill, []).append((days, rated))
        last[a.skill] = at
    return list(by_skill.values()), spaced


def spaced_log_loss(w: Sequence[float], skills: Sequence[History]) -> tuple[float, int]:
    """(summed log loss of the spaced reviews' outcomes, their count) under parameters ``w``:
    FSRS-6's memory model step by step, as ``fsrs.Scheduler.review_card`` moves a card."""
    w0, w1, w2, w3, w4, w5, w6, w7, w8, w9, w10, w11, w12, w13, w14, w15, w16, w17, w18, w19, w20 = w[:21]
    decay = -w20
    factor = 0.9 ** (1 / decay) - 1
    first_s = (w0, w1, w2, w3)
    first_d = [min(max(w4 - math.exp(w5 * g) + 1, 1.0), 10.0) for g in range(4)]
    easy_d = w4 - math.exp(w5 * 3) + 1
    short = [math.exp(w17 * (g - 3 + w18)) for g in range(1, 5)]
    grow = math.exp(w8)
    lapse_cap = math.exp(w17 * w18)
    loss, n = 0.0, 0
    for seq in skills:
        s = d = 0.0
        for days, g in seq:
            if days < 0:
                s, d = max(first_s[g - 1], 0.001), first_d[g - 1]
                continue
            if days < 1:
                inc = short[g - 1] * s ** -w19
                s = max(s * (max(inc, 1.0) if g > 1 else inc), 0.001)
            else:
                r = (1 + factor * days / s) ** decay
                n += 1
                if g == 1:
                    loss -= math.log(max(1 - r, 1e-9))
                    s = min(w11 * d ** -w12 * ((s + 1) ** w13 - 1) * math.exp((1 - r) * w14), s / lapse_cap)
                else:
                    loss -= math.log(max(r, 1e-9))
                    bonus = w15 if g == 2 else w16 if g == 4 else 1.0
                    s = s * (1 + grow * (11 - d) * s ** -w9 * (math.exp((1 - r) * w10) - 1) * bonus)
                s = max(s, 0.001)
            d = min(max(w7 * easy_d + (1 - w7) * (d + (10 - d) * -w6 * (g - 3) / 9), 1.0), 10.0)
    return loss, n


class FitStopped(Exception):
    """The app is closing: the fit was given up, and nothing was stored."""


def _never() -> bool:
    return False


def _objective(w: Sequence[float], skills: Sequence[History]) -> float:
    pull = sum(math.log(w[i] / STANDARD_PARAMETERS[i]) ** 2 for i in FITTED)
    return spaced_log_loss(w, skills)[0] + PULL * pull


def fit(skills: Sequence[History], start: Sequence[float] = STANDARD_PARAMETERS,
        stop: Callable[[], bool] = _never) -> tuple[float, ...]:
    """The parameters (all 21, ``FITTED`` moved) that best explain the reviews (see the module
    docstring). ``stop`` is asked before each trial: True raises ``FitStopped``."""
    w = list(start)
    best = _objective(w, skills)
    for step in STEPS:
        for _ in range(3):
            moved = False
            for i in FITTED:
                low, high = max(LOWER_BOUNDS_PARAMETERS[i], 1e-3), UPPER_BOUNDS_PARAMETERS[i]
                for factor in (math.exp(step), math.exp(-step)):
                    trial = list(w)
                    trial[i] = min(max(w[i] * factor, low), high)
                    if trial[i] == w[i]:
                        continue
                    if stop():
                        raise FitStopped
                    value = _objective(trial, skills)
                    if value < best - 1e-9:
                        w, best, moved = trial, value, True
                        break
            if not moved:
                break
    return tuple(w)


def refit(records: Records, trainee_id: int, targets: MasteryTargets = DEFAULT_TARGETS,
          now: float | None = None, stop: Callable[[], bool] = _never) -> bool:
    """Fit the trainee's parameters when enough new spaced reviews have come in since the last
    fit, and store them with every card replayed under them (one transaction). True if fitted.

    Safe beside a sitting that records answers meanwhile: those answers are newer than the
    stored states and are replayed under the new parameters when next read."""
    answers = records.answers(trainee_id)
    skills, spaced = histories(answers, targets)
    row = records.memory_model(trainee_id)
    before = row.reviews if row is not None and row.parameters_json is not None else 0
    if spaced < MIN_REVIEWS or (before and spaced < before * REFIT_GROWTH):
        return False
    fitted = fit(skills, trainee_parameters(records, trainee_id) or STANDARD_PARAMETERS, stop)
    scheduler = scheduler_for(fitted, targets.retention)
    _, states = replayed_states(answers, targets, scheduler)
    if stop():
        raise FitStopped
    records.save_memory_model(trainee_id, json.dumps(fitted), spaced, time.time() if now is None else now,
                              states, schedule_key(scheduler))
    return True


@dataclass(frozen=True)
class Personal:
    """Whether a trainee's schedule is fitted to them, for Progress."""

    fitted: bool
    reviews: int  # spaced reviews: those fitted to, or so far
    needed: int = MIN_REVIEWS  # spaced reviews before the first fit


def personal(records: Records, trainee_id: int, targets: MasteryTargets = DEFAULT_TARGETS,
             answers: Sequence[AnswerRow] | None = None) -> Personal:
    """Is the trainee's schedule fitted to them (their stored parameters in use)? ``answers``:
    the trainee's, when the caller has read them already."""
    row = records.memory_model(trainee_id)
    if row is not None and trainee_parameters(records, trainee_id) is not None:
        return Personal(True, row.reviews)
    return Personal(False, histories(records.answers(trainee_id) if answers is None else answers, targets)[1])


def refit_at(path: Path, trainee_id: int, targets: MasteryTargets = DEFAULT_TARGETS,
             stop: Callable[[], bool] = _never) -> bool:
    """``refit`` on a connection of its own to the records at ``path`` (the window runs it in a
    worker thread), then the cards rebuilt if the retention changed; True if anything changed.

    ``stop`` is the app closing: the fit is given up at once and nothing is written, so the
    connection closes before the records do (a fit of a year of answers takes minutes; left
    running, it kept the file from being stamped at close, and the next start checked it in full)."""
    records = Records(path)
    try:
        try:
            fitted = refit(records, trainee_id, targets, stop=stop)
        except FitStopped:
            return False
        row = records.memory_model(trainee_id)
        stale = schedule_key(trainee_scheduler(records, trainee_id, targets)) != (row.cards_under if row else "")
        if stale:
            cards(records, trainee_id, targets)
        return fitted or stale
    finally:
        records.close()
