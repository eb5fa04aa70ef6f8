"""Spaced repetition per trainee and skill, scheduled by FSRS (the ``fsrs`` package).

Every stored answer is one review of its skill, rated from correctness and time against
the skill's target:

- wrong (or unreadable, skipped, over the time limit): Again;
- right but slower than the target, or a chip payout right in amount but not in the
  standard chips (the fewest: ``Verdict.standard_chips``): Hard;
- right within the target: Good;
- right in half the target or less: Easy, except within a day of the skill's last
  review: then Good. FSRS multiplies a card's stability on every same-day Easy, so twenty
  quick answers in one sitting would otherwise schedule a skill years ahead; a quick
  answer minutes after the last one shows fluency, not memory.

The scheduler is FSRS at the school's desired retention (``MasteryTargets.retention``,
90% by default), fuzzing off so a schedule can be replayed exactly, with FSRS's default
parameters until the trainee's own are fitted to their answers (``training.memory_fit``;
the records keep them). A card's state lives in the records (``review_state``: the card as
JSON and the id of the last answer it has taken in). Answers the stored state has not taken
in yet (a file from before version 3, a history import, a session run with
``update_schedule=False``) are replayed into it the next time it is read, and when the
parameters or the retention change every answer is replayed under the new ones, so the
state is always the answers replayed in order under the schedule in force.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import datetime, timezone
from functools import lru_cache

from fsrs import Card, Rating, Scheduler, State

from dealertrainer.storage.records import AnswerRow, Records, RecordsWriteError
from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryTargets

__all__ = [
    "DAY",
    "RETENTION",
    "Rating",
    "SCHEDULER",
    "STANDARD_PARAMETERS",
    "cards",
    "curve",
    "due_skills",
    "is_due",
    "rating",
    "recall",
    "recall_from",
    "record_review",
    "replay",
    "replayed_states",
    "review",
    "schedule_key",
    "scheduler_for",
    "trainee_parameters",
    "trainee_scheduler",
]

DAY = 86_400.0
RETENTION = 0.9
SCHEDULER = Scheduler(desired_retention=RETENTION, enable_fuzzing=False)
STANDARD_PARAMETERS: tuple[float, ...] = tuple(SCHEDULER.parameters)


def scheduler_for(parameters: tuple[float, ...] = STANDARD_PARAMETERS, retention: float = RETENTION) -> Scheduler:
    """The FSRS scheduler with these parameters at this desired retention (fuzzing off; one
    object for each pair, so a plan or a test can tell whose schedule it holds)."""
    return _scheduler(tuple(parameters), float(retention))


@lru_cache(maxsize=32)
def _scheduler(parameters: tuple[float, ...], retention: float) -> Scheduler:
    if parameters == STANDARD_PARAMETERS and retention == RETENTION:
        return SCHEDULER
    return Scheduler(parameters=parameters, desired_retention=retention, enable_fuzzing=False)


def schedule_key(scheduler: Scheduler) -> str:
    """What a schedule is built from, as stored with the review states ('' for the standard one)."""
    parameters = tuple(scheduler.parameters)
    if parameters == STANDARD_PARAMETERS and scheduler.desired_retention == RETENTION:
        return ""
    return json.dumps({"retention": scheduler.desired_retention, "parameters": parameters})


def trainee_parameters(records: Records, trainee_id: int) -> tuple[float, ...] | None:
    """The trainee's fitted FSRS parameters, None while FSRS's defaults are in use."""
    row = records.memory_model(trainee_id)
    if row is None or row.parameters_json is None:
        return None
    return _parameters(row.parameters_json)


@lru_cache(maxsize=32)
def _parameters(text: str) -> tuple[float, ...] | None:
    """Stored parameters, checked: None for a damaged row or another FSRS version's, so the
    defaults serve until the next fit. The decay (w20, the forgetting curve's shape) is the
    trainee's too: every recall estimate reads it from the trainee's scheduler."""
    try:
        values = json.loads(text)
        return tuple(Scheduler(parameters=tuple(float(v) for v in values), enable_fuzzing=False).parameters)
    except (ValueError, TypeError):
        return None


def trainee_scheduler(records: Records, trainee_id: int, targets: MasteryTargets = DEFAULT_TARGETS) -> Scheduler:
    """The trainee's schedule: their fitted parameters (else FSRS's) at the school's retention."""
    return scheduler_for(trainee_parameters(records, trainee_id) or STANDARD_PARAMETERS, targets.retention)


def _when(at: float) -> datetime:
    return datetime.fromtimestamp(at, tz=timezone.utc)


def rating(correct: bool, seconds: float, target: float, standard_chips: bool = True) -> Rating:
    """The review rating of one answer (see the module docstring)."""
    if not correct:
        return Rating.Again
    if seconds > target or not standard_chips:
        return Rating.Hard
    if seconds <= target / 2:
        return Rating.Easy
    return Rating.Good


def review(card: Card | None, correct: bool, seconds: float, target: float, at: float,
           standard_chips: bool = True, scheduler: Scheduler = SCHEDULER) -> Card:
    """The card after one answer given at wall-clock time ``at``."""
    card = card if card is not None else Card(card_id=1, due=_when(at))
    if card.last_review is not None and _when(at) < card.last_review:
        at = card.last_review.timestamp()  # a clock set back: review at the last time seen
    rated = rating(correct, seconds, target, standard_chips)
    if rated is Rating.Easy and card.last_review is not None and at - card.last_review.timestamp() < DAY:
        rated = Rating.Good
    new, _ = scheduler.review_card(card, rated, _when(at))
    return new


def replay(answers: Iterable[AnswerRow], targets: MasteryTargets = DEFAULT_TARGETS,
           start: dict[str, Card] | None = None, scheduler: Scheduler = SCHEDULER) -> dict[str, Card]:
    """Cards per skill after the answers, oldest first (``start``: the cards before them)."""
    out = dict(start or {})
    for a in answers:
        out[a.skill] = review(out.get(a.skill), a.correct, a.seconds, targets.target_for(a.skill), a.at,
                              a.standard_chips, scheduler)
    return out


# FSRS-6's forgetting curve, R = (1 + factor * whole days elapsed / S) ** decay with
# decay = -w20 and factor = 0.9 ** (1 / decay) - 1, in floats so a plan can rank hundreds of
# skills per question (tests check it against the package's own). w20 is fitted to the
# trainee with the rest, so every estimate takes the trainee's curve (``curve``).
def curve(scheduler: Scheduler = SCHEDULER) -> tuple[float, float]:
    """(decay, factor) of the scheduler's forgetting curve."""
    decay = -scheduler.parameters[20]
    return decay, 0.9 ** (1 / decay) - 1


DECAY, FACTOR = curve(SCHEDULER)


def recall_from(stability: float | None, last_review: float | None, now: float,
                shape: tuple[float, float] = (DECAY, FACTOR)) -> float:
    """The recall estimate of a card with this stability (days) last reviewed at ``last_review``,
    on the curve ``shape`` (``curve(the trainee's scheduler)``)."""
    if stability is None or last_review is None:
        return 0.0
    days = max(0, int((now - last_review) // DAY))  # whole days, as the package counts them
    decay, factor = shape
    return (1 + factor * days / stability) ** decay


def recall(card: Card | None, now: float, scheduler: Scheduler = SCHEDULER) -> float:
    """The estimate, under the trainee's ``scheduler``, that the skill is recalled at ``now``
    (0 for a skill never answered)."""
    if card is None or card.last_review is None:
        return 0.0
    return recall_from(card.stability, card.last_review.timestamp(), now, curve(scheduler))


def is_due(card: Card | None, now: float) -> bool:
    return card is None or card.due <= _when(now)


def cards(records: Records, trainee_id: int, targets: MasteryTargets = DEFAULT_TARGETS) -> dict[str, Card]:
    """The trainee's cards, with every stored answer taken in (new ones replayed and saved)."""
    scheduler, built = _in_force(records, trainee_id, targets)
    if built is not None:
        return built
    rows = records.review_states(trainee_id)
    out = {skill: Card.from_json(row.card_json) for skill, row in rows.items()}
    pending = records.answers_not_reviewed(trainee_id)
    if pending:
        out = replay(pending, targets, out, scheduler)
        through: dict[str, int] = {}
        for a in pending:
            through[a.skill] = max(through.get(a.skill, 0), a.id)
        try:
            records.save_review_states(trainee_id, {s: (out[s].to_json(), i) for s, i in through.items()})
        except RecordsWriteError:
            pass  # a cache: the cards stand as replayed, and are replayed again when next read
    return out


def _in_force(records: Records, trainee_id: int, targets: MasteryTargets) -> tuple[Scheduler, dict[str, Card] | None]:
    """The trainee's scheduler, and every card replayed from the answers and saved when the
    stored ones were built under another schedule (parameters refitted, the retention
    changed); None for the cards when the stored ones stand."""
    row = records.memory_model(trainee_id)
    parameters_json = row.parameters_json if row else None
    scheduler = scheduler_for((_parameters(parameters_json) if parameters_json else None) or STANDARD_PARAMETERS,
                              targets.retention)
    key = schedule_key(scheduler)
    if key == (row.cards_under if row else ""):
        return scheduler, None
    out, states = replayed_states(records.answers(trainee_id), targets, scheduler)
    try:
        records.replace_review_states(trainee_id, states, key, parameters_json)
    except RecordsWriteError:
        pass  # a cache: built again when next read
    return scheduler, out


def replayed_states(answers: list[AnswerRow], targets: MasteryTargets, scheduler: Scheduler
                    ) -> tuple[dict[str, Card], dict[str, tuple[str, int]]]:
    """Every answer replayed under ``scheduler``: the cards, and the states to store
    (skill -> (card JSON, id of the last answer taken in))."""
    out = replay(answers, targets, None, scheduler)
    through: dict[str, int] = {}
    for a in answers:
        through[a.skill] = max(through.get(a.skill, 0), a.id)
    return out, {s: (out[s].to_json(), i) for s, i in through.items()}


def record_review(records: Records, trainee_id: int, skill: str, targets: MasteryTargets = DEFAULT_TARGETS) -> Card:
    """Take the skill's answers stored since its card was saved (normally the one just given)."""
    scheduler, built = _in_force(records, trainee_id, targets)
    if built is not None:
        return built.get(skill) or Card(card_id=1)
    row = records.review_states(trainee_id, skill).get(skill)
    card = Card.from_json(row.card_json) if row else None
    pending = records.answers_not_reviewed(trainee_id, skill)
    if not pending:
        return card if card is not None else Card(card_id=1)
    card = replay(pending, targets, {skill: card} if card is not None else None, scheduler)[skill]
    records.save_review_states(trainee_id, {skill: (card.to_json(), max(a.id for a in pending))})
    return card


def due_skills(records: Records, trainee_id: int, now: float, candidates: Iterable[str] | None = None,
               targets: MasteryTargets = DEFAULT_TARGETS) -> list[str]:
    """Skills answered before and due again now, the lowest recall first."""
    allowed = None if candidates is None else set(candidates)
    known = cards(records, trainee_id, targets)
    scheduler = trainee_scheduler(records, trainee_id, targets)
    due = [(recall(c, now, scheduler), skill) for skill, c in known.items()
           if is_due(c, now) and (allowed is None or skill in allowed)]
    return [skill for _, skill in sorted(due)]


def in_learning(card: Card) -> bool:
    """Still in FSRS's short learning or relearning steps (due again within minutes)."""
    return card.state in (State.Learning, State.Relearning)
