"""Drills over chosen skills: daily practice (what the plan says) and exams (a fixed paper).

Both ask single questions on exactly the skills they are given through ``ask``: a skill a
flash drill covers (every cell of the draw table, the payout rates, the totals) is asked by
that drill's ``question_for``; a skill only the dealer's seat produces (a stud showdown, a
blackjack split settlement) is asked through a situation dealt for it
(``training.situations``), under the house rules in force.

An exam paper covers each topic ticked in proportion to its number of skills, with at least
``topic_minimum`` questions per topic; it is passed only when the whole paper and every
topic reach their marks. Each question's time limit is the skill's target time times
``time_factor``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from functools import cache
from typing import TypeVar

from pydantic import Field, model_validator

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.engine.money import Chip
from dealertrainer.language import N_, _
from dealertrainer.training.drills.base import DrillBase, DrillConfig
from dealertrainer.training.drills.chips import ChipsConfig, ChipsDrill, house_chips
from dealertrainer.training.drills.draw_table import DrawTableDrill
from dealertrainer.training.drills.flash import FlashDrill
from dealertrainer.training.drills.payouts import PayoutKind, PayoutsConfig, PayoutsDrill, house_payouts
from dealertrainer.training.drills.totals import TotalsDrill
from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryTargets
from dealertrainer.training import mistakes
from dealertrainer.training.planner import Plan
from dealertrainer.training.questions import Question, Verdict
from dealertrainer.training.session import Beat, Feedback
from dealertrainer.training.situations import chips_in_force, dealt_at, situation, situation_skills
from dealertrainer.training.skills import Skill, catalogue, is_under, topic_of

M = TypeVar("M", bound=HouseRules)

__all__ = [
    "DEFAULT_EXAM_SKILLS",
    "DailyConfig",
    "DailyPracticeDrill",
    "ExamConfig",
    "ExamDrill",
    "House",
    "ask",
    "askable_skills",
    "dealt_in_scope",
    "exam_paper",
    "exam_skills",
    "expand_skills",
    "paper_cells",
]

House = Mapping[str, HouseRules]  # the house rules in force, by game (``SettingsInForce.house_rules()``)


def _game_rules(house: House | None, game: str, model: type[M]) -> M:
    given = (house or {}).get(game)
    return given if isinstance(given, model) else model()


@cache
def _flash_at(baccarat: BaccaratRules, blackjack: BlackjackRules, chips: tuple[Chip, ...]) -> dict[str, FlashDrill]:
    """The flash drills as this house sets them up: the draw table and totals (no house rule
    changes them) and the payouts the house makes, at its prices, commission and rounding, on
    wagers its chip set can pay."""
    payouts = PayoutsDrill(PayoutsConfig(**house_payouts(baccarat, blackjack, chips)), seed=0)
    drills = (DrawTableDrill(seed=0), payouts, TotalsDrill(seed=0))
    return {skill: drill for drill in drills for skill in drill.skills()}


@cache
def _chips_at(config: ChipsConfig) -> dict[str, FlashDrill]:
    """The chips drill as this house sets it up (its chips, stacks, buy-ins and blackjack price)."""
    drill = ChipsDrill(config, seed=0)
    return {skill: drill for skill in drill.skills()}


def _flash_by_skill(house: House | None = None) -> dict[str, FlashDrill]:
    blackjack = _game_rules(house, "blackjack", BlackjackRules)
    return {**_flash_at(_game_rules(house, "baccarat", BaccaratRules), blackjack, chips_in_force(house)),
            **_chips_at(ChipsConfig(**house_chips((house or {}).get("app"), blackjack,
                                                  _game_rules(house, "baccarat", BaccaratRules))))}


@cache
def _every_flash_cell() -> tuple[str, ...]:
    every_payout = PayoutsDrill(PayoutsConfig(kinds=tuple(PayoutKind)), seed=0)
    drills = (DrawTableDrill(seed=0), every_payout, ChipsDrill(seed=0), TotalsDrill(seed=0))
    return tuple(cell for drill in drills for cell in drill.skills())


def askable_skills(house: House | None = None) -> list[str]:
    """Every skill a flash drill asks on demand at ``house`` (None: at any house)."""
    return list(_every_flash_cell()) if house is None else list(_flash_by_skill(house))


def exam_skills(house: House | None = None) -> list[str]:
    """Every skill an exam can ask at ``house`` (None: at any house): the flash drills' and
    every dealer's-seat skill the house's rules produce."""
    seat = [s for s in situation_skills() if house is None or dealt_at(s, house)]
    spotted = [s for s in mistakes.mistake_skills() if house is None or mistakes.dealt_at(s, house)]
    return list(dict.fromkeys([*askable_skills(house), *seat, *spotted]))


def expand_skills(nodes: Sequence[str], house: House | None = None) -> list[str]:
    """The examinable skills under the given nodes at ``house`` (None: at any house):
    "baccarat.banker" -> its 88 cells."""
    return [s for s in exam_skills(house) if any(is_under(s, n) for n in nodes)]


def ask(skill: str, rng: random.Random, rules: House | None = None) -> Question | None:
    """A question on exactly ``skill`` under ``rules`` (the house rules in force by game; None:
    the standard rules): the flash drill's as the house sets it up, else a situation dealt
    under the house's rules. None when the house does not deal that skill (a 3:2 payout at a
    6:5 table, a commission box where commission comes off the payout)."""
    drill = _flash_by_skill(rules).get(skill)
    if drill is not None:
        return drill.question_for(skill, rng)
    if skill in mistakes.mistake_skills():
        return mistakes.question(skill, rng, rules)
    return situation(skill, rng, rules)


def dealt_in_scope(skills: Sequence[Skill], house: House | None) -> list[Skill]:
    """The ``skills`` that can be asked at ``house`` (None: the standard rules)."""
    dealt = set(exam_skills(house or {}))
    return [s for s in skills if s.id in dealt]


class DailyConfig(DrillConfig):
    length: int | None = Field(20, ge=1, le=500, description=N_("Questions in today's practice."))
    new_per_day: int = Field(30, ge=0, le=200, description=N_("New skills brought in a day, at most."))


class DailyPracticeDrill(DrillBase):
    """Today's practice: each question the plan's next skill (see ``training.planner``).

    Built by ``training.practice.daily_practice`` with the trainee's plan; built bare (no
    trainee) it plans for someone who has answered nothing yet.
    """

    id = "daily"
    title = N_("Daily practice")

    def __init__(self, config: DailyConfig | None = None, *, seed: int | None = None, plan: Plan | None = None,
                 rules: Mapping[str, HouseRules] | None = None, **_: object) -> None:
        """``rules``: the house rules in force by game (table skills are dealt under them)."""
        self.config = config or DailyConfig()
        self._rules = rules
        self.seed = seed
        self.plan = plan or Plan(dealt_in_scope(catalogue(), rules), new_per_day=self.config.new_per_day)
        self.total = self.config.length
        self._rng = random.Random(seed)

    def beats(self) -> Iterator[Beat]:
        asked = 0
        while self.total is None or asked < self.total:
            skill = self.plan.next_skill()
            if skill is None:
                return
            question = ask(skill, self._rng, self._rules)
            if question is None:  # a skill no situation can deal: left out of this sitting
                self.plan.leave_out(skill)
                continue
            yield Beat(None, question)
            asked += 1

    def observe(self, question: Question, verdict: Verdict, target_seconds: float) -> None:
        self.plan.observe(question.skill, verdict.correct, verdict.seconds, verdict.standard_chips)


# The paper an exam screen offers first: the table decisions of all three games, in 7 topics.
DEFAULT_EXAM_SKILLS = (
    "baccarat.banker", "baccarat.player", "baccarat.payout", "blackjack.dealer", "blackjack.payout",
    "blackjack.settle", "stud.first_to_act",
)


def _topics(cells: Sequence[str]) -> dict[str, list[str]]:
    by_topic: dict[str, list[str]] = {}
    for cell in cells:
        by_topic.setdefault(topic_of(cell), []).append(cell)
    return by_topic


class ExamConfig(DrillConfig):
    skills: tuple[str, ...] = Field(DEFAULT_EXAM_SKILLS, min_length=1,
                                    description=N_("Skills or skill groups the exam covers."))
    length: int | None = Field(30, ge=1, le=500, description=N_("Questions on the paper."))
    time_factor: float | None = Field(3.0, gt=0, le=20, description=N_(
        "Seconds per question: the skill's target time times this (None: no limit)."))
    session_time_limit: float | None = Field(None, gt=0, description=N_("Seconds for the whole exam (None: none)."))
    feedback: Feedback = Field(Feedback.AT_END, description=N_("Exams give their verdicts at the end."))
    pass_accuracy: float = Field(0.9, gt=0, le=1, description=N_("Share of answers that must be right."))
    pass_on_time: float = Field(0.8, ge=0, le=1, description=N_("Share of right answers within the skill's target time."))
    topic_minimum: int = Field(3, ge=1, le=20, description=N_("Questions on every topic, at least."))
    topic_floor: float = Field(0.6, ge=0, le=1, description=N_("Share of each topic's questions that must be right."))

    @model_validator(mode="after")
    def _has_cells(self) -> ExamConfig:
        paper_cells(self, None)
        return self


def paper_cells(config: ExamConfig, house: House | None) -> list[str]:
    """The skills ``config``'s paper is drawn from at ``house`` (None: at any house); a
    ``ValueError`` that says what to change when they cannot make a paper."""
    anywhere = expand_skills(config.skills)
    unknown = [node for node in config.skills if not any(is_under(cell, node) for cell in anywhere)]
    if unknown:
        raise ValueError(
            _("no askable skill under {skills}; choose baccarat, blackjack, stud or topics "
              "such as baccarat.banker, blackjack.payout, stud.first_to_act").format(skills=", ".join(unknown))
        )
    cells = anywhere if house is None else expand_skills(config.skills, house)
    idle = [node for node in config.skills if not any(is_under(cell, node) for cell in cells)]
    if idle:  # ticked, but every skill under it is one this house does not deal
        raise ValueError(
            _("this house's rules deal no skill under {skills}; untick it or change the house rules in "
              "Settings").format(skills=", ".join(idle))
        )
    topics = len(_topics(cells))
    if config.length is not None and config.length < topics * config.topic_minimum:
        raise ValueError(
            _("{topics} topics with at least {minimum} questions each need a paper of {needed} questions or "
              "more, not {length}; add questions or tick fewer topics").format(
                topics=topics, minimum=config.topic_minimum, needed=topics * config.topic_minimum,
                length=config.length)
        )
    return cells


def _shares(sizes: Mapping[str, int], length: int, minimum: int) -> dict[str, int]:
    """Questions per topic: ``minimum`` each, the rest in proportion to the topics' sizes
    (largest remainders first, ties to the larger topic)."""
    shares = {topic: minimum for topic in sizes}
    spare = length - minimum * len(sizes)
    total = sum(sizes.values())
    exact = {topic: spare * size / total for topic, size in sizes.items()}
    for topic, value in exact.items():
        shares[topic] += int(value)
    left = spare - sum(int(v) for v in exact.values())
    for topic in sorted(sizes, key=lambda t: (exact[t] - int(exact[t]), sizes[t]), reverse=True)[:left]:
        shares[topic] += 1
    return shares


def exam_paper(cells: Sequence[str], length: int, rng: random.Random, minimum: int = 3) -> list[str]:
    """``length`` questions over the topics of ``cells``: at least ``minimum`` per topic, the
    rest in proportion to each topic's number of skills.

    A topic of one skill still gets its ``minimum`` questions (each a fresh situation), so
    it can be judged on more than one answer. Within a topic every cell is asked once before
    any is asked again. The paper is shuffled so topics do not come in a fixed turn.
    """
    by_topic = _topics(cells)
    if length < minimum * len(by_topic):
        raise ValueError(_("{topics} topics need at least {needed} questions, not {length}").format(
            topics=len(by_topic), needed=minimum * len(by_topic), length=length))
    shares = _shares({t: len(c) for t, c in by_topic.items()}, length, minimum)
    paper: list[str] = []
    for topic, share in shares.items():
        left: list[str] = []
        for _turn in range(share):
            if not left:
                left = list(by_topic[topic])
                rng.shuffle(left)
            paper.append(left.pop())
    rng.shuffle(paper)
    return paper


class ExamDrill(DrillBase):
    """A fixed paper over the topics chosen; each question timed at its skill's target x the factor."""

    id = "exam"
    title = N_("Exam")

    def __init__(self, config: ExamConfig | None = None, *, seed: int | None = None,
                 targets: MasteryTargets | None = None, rules: Mapping[str, HouseRules] | None = None,
                 **_: object) -> None:
        """``targets``: the target times in force; ``rules``: the house rules in force by game."""
        self.config = config or ExamConfig()
        self.seed = seed
        self.targets = targets or DEFAULT_TARGETS
        rng = random.Random(seed)
        cells = paper_cells(self.config, rules or {})
        minimum = self.config.topic_minimum
        length = self.config.length or max(len(cells), minimum * len(_topics(cells)))
        self.paper = exam_paper(cells, length, rng, minimum)
        self.total = length
        self._rng = rng
        self._rules = rules

    def time_limit_for(self, skill: str) -> float | None:
        """Seconds allowed for a question on ``skill`` (None: no limit)."""
        factor = self.config.time_factor
        return None if factor is None else round(self.targets.target_for(skill) * factor, 1)

    def beats(self) -> Iterator[Beat]:
        for skill in self.paper:
            question = ask(skill, self._rng, self._rules)
            if question is None:  # every cell on the paper is dealt at this house; this guards a broken drill
                raise RuntimeError(f"exam skill {skill!r} could not be asked")
            yield Beat(None, replace(question, time_limit=self.time_limit_for(skill)))
