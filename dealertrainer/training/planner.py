"""Which skill daily practice asks next.

The plan keeps, for every skill in scope, its FSRS card and its recent answers, and
takes in each answer as it is given (the same review the records store). At each pick,
in this order:

1. **Due**: skills FSRS says are due now, the lowest recall first. A skill just missed
   or just met is due again within minutes (FSRS's learning steps), so it comes back in
   the same sitting.
2. **New**: a skill never answered, while fewer than ``new_per_day`` skills were first
   met today. New skills come in the catalogue's topics in turn (a banker cell, then a
   blackjack payout, then a stud announcement ...), so games and topics interleave.
   Every ``new_every``-th pick takes a new skill even when reviews are due, so a backlog
   of reviews never stops new skills coming in at a steady rate.
3. **Spare**: skills answered before and not yet mastered, the lowest recall first.
4. **Ahead**: everything else still short of ``rest_days`` of FSRS stability, the lowest
   recall first. A skill that strong *rests* until FSRS brings it back: asked again only
   when due, so the records come to hold recalls after long intervals, the evidence the
   mastered badge and the trainee's fitted curve need (drilled daily, a skill's records say
   nothing of how it is kept over a break). When nothing is left but resting skills, the
   sitting ends.

FSRS counts elapsed time in whole days, so within a day many skills share one recall
estimate; among those the one seen longest ago comes first, which spaces the repeats.

Within a tier the pick avoids the topic just asked when another candidate is close
behind, and a skill asked in the last ``cooldown`` picks waits (unless nothing else is
left), so no cell is drilled over and over. Every skill in scope is reachable: once the
day's new skills are in, the rest come on the following days.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime

from fsrs import Card, Scheduler

from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryLevel, MasteryTargets, assess
from dealertrainer.training.schedule import SCHEDULER, curve, recall_from, review
from dealertrainer.training.skills import Skill

__all__ = ["Plan", "REST_DAYS", "interleaved"]

#: FSRS stability (days) from which a skill rests until due rather than being asked ahead.
REST_DAYS = float("inf")


def interleaved(skills: Sequence[Skill]) -> list[str]:
    """Skill ids taking the topics in turn: one from each topic, then the next of each."""
    by_topic: dict[str, deque[str]] = {}
    for s in skills:
        by_topic.setdefault(s.topic, deque()).append(s.id)
    out: list[str] = []
    while by_topic:
        for topic in list(by_topic):
            out.append(by_topic[topic].popleft())
            if not by_topic[topic]:
                del by_topic[topic]
    return out


@dataclass
class _Known:
    """What the plan knows of one skill (the card's figures kept as floats for fast ranking)."""

    card: Card | None = None
    answers: list[tuple[bool, float, float]] = field(default_factory=list)  # (correct, seconds, at)
    rule_met: bool = False  # the mastery rule without the recall test
    due: float = float("inf")
    last: float | None = None
    stability: float | None = None

    def set_card(self, card: Card) -> None:
        self.card = card
        self.due = card.due.timestamp()
        self.last = card.last_review.timestamp() if card.last_review else None
        self.stability = card.stability


class Plan:
    """The order of questions for one sitting of daily practice (see the module docstring)."""

    def __init__(
        self,
        skills: Sequence[Skill],
        *,
        cards: Mapping[str, Card] | None = None,
        history: Iterable[tuple[str, bool, float, float]] = (),
        wall_clock: Callable[[], float] = time.time,
        targets: MasteryTargets = DEFAULT_TARGETS,
        new_per_day: int = 30,
        cooldown: int = 6,
        new_every: int = 4,
        scheduler: Scheduler = SCHEDULER,
        rest_days: float | None = None,
    ) -> None:
        if not skills:
            raise ValueError("daily practice needs at least one skill")
        self.targets = targets
        self.scheduler = scheduler  # the trainee's (``schedule.trainee_scheduler``)
        self._curve = curve(scheduler)  # and so their forgetting curve
        self.new_per_day = new_per_day
        self.cooldown = cooldown
        self.new_every = max(1, new_every)
        self.rest_days = REST_DAYS if rest_days is None else rest_days
        self._clock = wall_clock
        self._topic = {s.id: s.topic for s in skills}
        self._new_order = interleaved(skills)
        self.known: dict[str, _Known] = {}
        for skill, correct, seconds, at in history:  # (skill, correct, seconds, at), oldest first
            if skill in self._topic:
                self.known.setdefault(skill, _Known()).answers.append((correct, seconds, at))
        for skill, card in (cards or {}).items():
            if skill in self._topic:
                self.known.setdefault(skill, _Known()).set_card(card)
        for skill in self.known:
            self._judge(skill)
        self._recent: deque[str] = deque(maxlen=max(1, cooldown))
        self._brought_in: dict[str, date] = {}  # new skills picked by this plan, and the day
        self._picks = 0

    def _judge(self, skill: str) -> None:
        k = self.known[skill]
        k.rule_met = assess(k.answers, skill, self.targets).level is MasteryLevel.MASTERED

    def _met_today(self, now: float) -> int:
        today = datetime.fromtimestamp(now).date()
        return sum(day == today for day in self._brought_in.values()) + sum(
            1 for skill, k in self.known.items()
            if skill not in self._brought_in and k.answers and datetime.fromtimestamp(k.answers[0][2]).date() == today)

    def waiting(self, now: float) -> tuple[int, int]:
        """(skills due now, new skills still to come in today): what ``next_skill`` has ahead."""
        due = sum(1 for k in self.known.values() if k.due <= now)
        unmet = sum(1 for skill in self._new_order if skill not in self.known)
        return due, min(unmet, max(0, self.new_per_day - self._met_today(now)))

    def next_skill(self) -> str | None:
        """The skill to ask now; None when every skill in scope was left out."""
        now = self._clock()
        due, spare, ahead = [], [], []
        for skill, k in self.known.items():
            r = self._recall(k, now)
            # FSRS counts whole days, so many skills tie on recall: the one seen longest ago goes first.
            rank = (r, k.last if k.last is not None else float("-inf"), skill)
            if k.due <= now:
                due.append(rank)
            elif not (k.rule_met and r >= self.targets.recall):
                spare.append(rank)
            elif k.stability is None or k.stability < self.rest_days:
                ahead.append(rank)
        self._picks += 1
        if due and self._picks % self.new_every:
            return self._picked(self._pick(sorted(due)))
        if self._met_today(now) < self.new_per_day:
            for skill in self._new_order:
                if skill not in self.known:
                    self.known[skill] = _Known()
                    self._brought_in[skill] = datetime.fromtimestamp(now).date()
                    return self._picked(skill)
        if due:
            return self._picked(self._pick(sorted(due)))
        return self._picked(self._pick(sorted(spare) or sorted(ahead)))

    def recall(self, skill: str, now: float) -> float:
        """The recall estimate the plan ranks ``skill`` by at ``now`` (0 for one never answered)."""
        k = self.known.get(skill)
        return 0.0 if k is None else self._recall(k, now)

    def _recall(self, k: _Known, now: float) -> float:
        return recall_from(k.stability, k.last, now, self._curve)  # on the trainee's forgetting curve

    def _picked(self, skill: str | None) -> str | None:
        if skill is not None:
            self._recent.append(skill)
        return skill

    def _pick(self, ranked: list[tuple[float, float, str]]) -> str | None:
        """The first candidate not asked lately, of another topic than the last if one is near the front."""
        if not ranked:
            return None
        fresh = [skill for *_, skill in ranked if skill not in self._recent] or [skill for *_, skill in ranked]
        last_topic = self._topic.get(self._recent[-1]) if self._recent else None
        for skill in fresh[:4]:
            if self._topic[skill] != last_topic:
                return skill
        return fresh[0]

    def observe(self, skill: str, correct: bool, seconds: float, standard_chips: bool = True) -> None:
        """Take in one answer, given now (``standard_chips``: see ``schedule.rating``)."""
        if skill not in self._topic:
            return
        now = self._clock()
        k = self.known.setdefault(skill, _Known())
        k.set_card(review(k.card, correct, seconds, self.targets.target_for(skill), now, standard_chips,
                          self.scheduler))
        k.answers.append((correct, seconds, now))
        self._judge(skill)

    def leave_out(self, skill: str) -> None:
        """A skill that cannot be asked any more: never picked again in this sitting."""
        self._topic.pop(skill, None)
        self.known.pop(skill, None)
        self._brought_in.pop(skill, None)
        self._new_order = [s for s in self._new_order if s != skill]
