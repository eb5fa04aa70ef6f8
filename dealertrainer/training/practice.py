"""The headless practice API: the same functions the window's Daily practice uses.

- ``daily_practice(records, trainee_id, now)``: the drill Daily practice starts, planned
  from the trainee's FSRS cards and answers (see ``training.planner``);
- ``ask(skill_id, rng, rules)``: a question on exactly that skill under the house rules in
  force (``SettingsInForce.house_rules()``), or None where the house does not deal it;
- ``waiting(records, trainee_id, now)``: how many skills are due and how many new ones wait
  today (Home's and Daily practice's "12 due · 8 new"), from the same plan;
- ``mastered(records, trainee_id, now)``: the skills shown as mastered at that moment
  (the rule in ``training.mastery``, the same Home, Progress and the summary use).

Run a drill with ``training.session.Session``; every answer it stores moves the skill's
FSRS card, so the next ``daily_practice`` sees it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.language import _
from dealertrainer.storage.records import Records
from dealertrainer.training.drills.practice import DailyConfig, DailyPracticeDrill, ask, dealt_in_scope
from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryLevel, MasteryTargets, assess
from dealertrainer.training.planner import Plan
from dealertrainer.training.rule_history import rule_history
from dealertrainer.training.schedule import cards, recall, trainee_scheduler
from dealertrainer.training.skills import Skill, catalogue, is_under

__all__ = ["Waiting", "ask", "daily_practice", "in_scope", "levels", "mastered", "waiting"]


def in_scope(nodes: Sequence[str] | None = None) -> list[Skill]:
    """The catalogue's skills under any of ``nodes`` (all of them for None)."""
    if not nodes:
        return list(catalogue())
    return [s for s in catalogue() if any(is_under(s.id, n) for n in nodes)]


def daily_practice(
    records: Records,
    trainee_id: int,
    now: float,
    *,
    seed: int | None = None,
    config: DailyConfig | dict | None = None,
    skills: Sequence[str] | None = None,
    targets: MasteryTargets = DEFAULT_TARGETS,
    wall_clock: Callable[[], float] | None = None,
    rules: Mapping[str, HouseRules] | None = None,
) -> DailyPracticeDrill:
    """Today's practice for a trainee, from ``now`` on.

    ``skills`` limits it to skills or groups ("baccarat"); ``wall_clock`` is the clock the
    plan reads during the sitting (by default ``now`` moving on with the real clock); ``rules``
    are the house rules in force by game (``SettingsInForce.house_rules()``; None: the standard
    rules): every question is dealt under them, and a skill they do not deal is not asked."""
    if isinstance(config, dict):
        config = DailyConfig.model_validate(config)
    config = config or DailyConfig()
    scope = in_scope(skills)
    if not scope:
        raise ValueError(_("no skill of the catalogue lies under {skills}").format(skills=", ".join(skills or ())))
    scope = dealt_in_scope(scope, rules)
    if not scope:
        raise ValueError(_("this house's rules deal no skill under {skills}").format(skills=", ".join(skills or ())))
    if wall_clock is None:
        started = time.monotonic()
        wall_clock = lambda: now + (time.monotonic() - started)  # noqa: E731
    plan = _plan(records, trainee_id, scope, wall_clock, targets, config.new_per_day)
    return DailyPracticeDrill(config, seed=seed, plan=plan, rules=rules)


@dataclass(frozen=True)
class Waiting:
    """What Daily practice has waiting for a trainee: skills due for review, new skills for today."""

    due: int
    new: int

    @property
    def anything(self) -> bool:
        return bool(self.due or self.new)


def waiting(records: Records, trainee_id: int, now: float, *, skills: Sequence[str] | None = None,
            targets: MasteryTargets = DEFAULT_TARGETS, new_per_day: int | None = None,
            rules: Mapping[str, HouseRules] | None = None) -> Waiting:
    """How many skills are due and how many new ones Daily practice would bring in today, at ``now``
    (Home's and Daily practice's "12 due · 8 new"); from the plan ``daily_practice`` builds, over
    the skills the house in force deals (``rules``, by game; None: the standard rules)."""
    scope = dealt_in_scope(in_scope(skills), rules)
    per_day = DailyConfig().new_per_day if new_per_day is None else new_per_day
    due, new = _plan(records, trainee_id, scope, lambda: now, targets, per_day).waiting(now)
    return Waiting(due, new)


def _plan(records: Records, trainee_id: int, scope: Sequence[Skill], wall_clock: Callable[[], float],
          targets: MasteryTargets, new_per_day: int) -> Plan:
    """The plan from the trainee's FSRS cards and, per skill, the answers the mastery rule reads
    (``rule_history``: the first and the last few)."""
    wanted = {s.id for s in scope}
    return Plan(scope, cards={k: c for k, c in cards(records, trainee_id, targets).items() if k in wanted},
                history=rule_history(records, trainee_id, targets), wall_clock=wall_clock, targets=targets,
                new_per_day=new_per_day, scheduler=trainee_scheduler(records, trainee_id, targets))


def levels(records: Records, trainee_id: int, now: float, targets: MasteryTargets = DEFAULT_TARGETS
           ) -> dict[str, MasteryLevel]:
    """Every answered skill's mastery level at ``now``."""
    known = cards(records, trainee_id, targets)
    scheduler = trainee_scheduler(records, trainee_id, targets)
    answers: dict[str, list[tuple[bool, float, float]]] = {}
    for skill, correct, seconds, at in rule_history(records, trainee_id, targets):  # all the rule reads
        answers.setdefault(skill, []).append((correct, seconds, at))
    return {skill: assess(rows, skill, targets, recall(known.get(skill), now, scheduler), now).level
            for skill, rows in answers.items()}


def mastered(records: Records, trainee_id: int, now: float, targets: MasteryTargets = DEFAULT_TARGETS) -> set[str]:
    """The skill ids shown as mastered at ``now``."""
    return {skill for skill, level in levels(records, trainee_id, now, targets).items()
            if level is MasteryLevel.MASTERED}


