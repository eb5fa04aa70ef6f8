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

The scheduler is FSRS with its default parameters and 90% desired retention, fuzzing off
so a schedule can be replayed exactly. A card's state lives in the records
(``review_state``: the card as JSON and the id of the last answer it has taken in).
Answers the stored state has not taken in yet (a file from before version 3, a history
import, a session run with ``update_schedule=False``) are replayed into it the next time
it is read, so the state is always the answers replayed in order.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timezone

from fsrs import Card, Rating, Scheduler, State

from dealertrainer.storage.records import AnswerRow, Records, RecordsWriteError
from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryTargets

__all__ = [
    "DAY",
    "RETENTION",
    "Rating",
    "SCHEDULER",
    "cards",
    "due_skills",
    "is_due",
    "rating",
    "recall",
    "recall_from",
    "record_review",
    "replay",
    "review",
]

DAY = 86_400.0
RETENTION = 0.9
SCHEDULER = Scheduler(desired_retention=RETENTION, enable_fuzzing=False)


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
           standard_chips: bool = True) -> Card:
    """The card after one answer given at wall-clock time ``at``."""
    card = card if card is not None else Card(card_id=1, due=_when(at))
    if card.last_review is not None and _when(at) < card.last_review:
        at = card.last_review.timestamp()  # a clock set back: review at the last time seen
    rated = rating(correct, seconds, target, standard_chips)
    if rated is Rating.Easy and card.last_review is not None and at - card.last_review.timestamp() < DAY:
        rated = Rating.Good
    new, _ = SCHEDULER.review_card(card, rated, _when(at))
    return new


def replay(answers: Iterable[AnswerRow], targets: MasteryTargets = DEFAULT_TARGETS,
           start: dict[str, Card] | None = None) -> dict[str, Card]:
    """Cards per skill after the answers, oldest first (``start``: the cards before them)."""
    out = dict(start or {})
    for a in answers:
        out[a.skill] = review(out.get(a.skill), a.correct, a.seconds, targets.target_for(a.skill), a.at,
                              a.standard_chips)
    return out


# FSRS-6's forgetting curve, R = (1 + FACTOR * whole days elapsed / S) ** DECAY, in floats so a
# plan can rank hundreds of skills per question (tests check it against the package's own).
DECAY = -SCHEDULER.parameters[20]
FACTOR = 0.9 ** (1 / DECAY) - 1


def recall_from(stability: float | None, last_review: float | None, now: float) -> float:
    """The recall estimate of a card with this stability (days) last reviewed at ``last_review``."""
    if stability is None or last_review is None:
        return 0.0
    days = max(0, int((now - last_review) // DAY))  # whole days, as the package counts them
    return (1 + FACTOR * days / stability) ** DECAY


def recall(card: Card | None, now: float) -> float:
    """FSRS's estimate that the skill is recalled at ``now`` (0 for a skill never answered)."""
    if card is None or card.last_review is None:
        return 0.0
    return recall_from(card.stability, card.last_review.timestamp(), now)


def is_due(card: Card | None, now: float) -> bool:
    return card is None or card.due <= _when(now)


def cards(records: Records, trainee_id: int, targets: MasteryTargets = DEFAULT_TARGETS) -> dict[str, Card]:
    """The trainee's cards, with every stored answer taken in (new ones replayed and saved)."""
    rows = records.review_states(trainee_id)
    out = {skill: Card.from_json(row.card_json) for skill, row in rows.items()}
    pending = records.answers_not_reviewed(trainee_id)
    if pending:
        out = replay(pending, targets, out)
        through: dict[str, int] = {}
        for a in pending:
            through[a.skill] = max(through.get(a.skill, 0), a.id)
        try:
            records.save_review_states(trainee_id, {s: (out[s].to_json(), i) for s, i in through.items()})
        except RecordsWriteError:
            pass  # a cache: the cards stand as replayed, and are replayed again when next read
    return out


def record_review(records: Records, trainee_id: int, skill: str, targets: MasteryTargets = DEFAULT_TARGETS) -> Card:
    """Take the skill's answers stored since its card was saved (normally the one just given)."""
    row = records.review_states(trainee_id, skill).get(skill)
    card = Card.from_json(row.card_json) if row else None
    pending = records.answers_not_reviewed(trainee_id, skill)
    if not pending:
        return card if card is not None else Card(card_id=1)
    card = replay(pending, targets, {skill: card} if card is not None else None)[skill]
    records.save_review_states(trainee_id, {skill: (card.to_json(), max(a.id for a in pending))})
    return card


def due_skills(records: Records, trainee_id: int, now: float, candidates: Iterable[str] | None = None,
               targets: MasteryTargets = DEFAULT_TARGETS) -> list[str]:
    """Skills answered before and due again now, the lowest recall first."""
    allowed = None if candidates is None else set(candidates)
    known = cards(records, trainee_id, targets)
    due = [(recall(c, now), skill) for skill, c in known.items()
           if is_due(c, now) and (allowed is None or skill in allowed)]
    return [skill for _, skill in sorted(due)]


def in_learning(card: Card) -> bool:
    """Still in FSRS's short learning or relearning steps (due again within minutes)."""
    return card.state in (State.Learning, State.Relearning)
