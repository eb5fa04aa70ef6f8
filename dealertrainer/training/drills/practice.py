"""Drills over chosen skills: daily practice (what is due) and exams (a fixed paper).

Both ask single questions on exactly the skills they are given: the flash drills'
``question_for`` asks every cell of the draw table, the payout rates and the totals; a skill
only the dealer's seat produces (a stud showdown, a blackjack split settlement) is asked
through a situation dealt for it (``training.situations``).

An exam paper covers each topic ticked in proportion to its number of skills, with at least
``topic_minimum`` questions per topic; it is passed only when the whole paper and every
topic reach their marks. Each question's time limit is the skill's target time times
``time_factor``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace

from pydantic import Field, model_validator

from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.training.drills.base import DrillConfig
from dealertrainer.training.drills.draw_table import DrawTableDrill
from dealertrainer.training.drills.flash import FlashDrill
from dealertrainer.training.drills.payouts import PayoutsDrill
from dealertrainer.training.drills.totals import TotalsDrill
from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryTargets
from dealertrainer.training.questions import Question
from dealertrainer.training.session import Beat, Feedback
from dealertrainer.training.situations import situation, situation_skills
from dealertrainer.training.skills import is_under, topic_of

__all__ = [
    "DEFAULT_EXAM_SKILLS",
    "DailyConfig",
    "DailyPracticeDrill",
    "ExamConfig",
    "ExamDrill",
    "askable_skills",
    "exam_paper",
    "exam_skills",
    "expand_skills",
]

_FLASH: tuple[type[FlashDrill], ...] = (DrawTableDrill, PayoutsDrill, TotalsDrill)


def _flash_drills(seed: int | None) -> list[FlashDrill]:
    return [cls(seed=seed) for cls in _FLASH]


def askable_skills() -> list[str]:
    """Every skill a flash drill can ask on demand."""
    return [skill for drill in _flash_drills(0) for skill in drill.skills()]


def exam_skills() -> list[str]:
    """Every skill an exam can ask: the flash drills' and every dealer's-seat skill."""
    return list(dict.fromkeys([*askable_skills(), *situation_skills()]))


def expand_skills(nodes: Sequence[str]) -> list[str]:
    """The examinable skills under the given nodes ("baccarat.banker" -> its 88 cells)."""
    return [s for s in exam_skills() if any(is_under(s, n) for n in nodes)]


class _Asker:
    """Asks a question on a given skill: a flash drill's, else a situation dealt for it."""

    def __init__(self, seed: int | None, rules: Mapping[str, HouseRules] | None = None) -> None:
        self._rng = random.Random(seed)
        self._rules = rules
        self._flash = {skill: drill for drill in _flash_drills(seed) for skill in drill.skills()}

    def ask(self, skill: str) -> Question | None:
        drill = self._flash.get(skill)
        if drill is not None:
            return drill.question_for(skill, self._rng)
        return situation(skill, self._rng, self._rules)


class DailyConfig(DrillConfig):
    length: int | None = Field(20, ge=1, le=500, description="Questions in today's practice.")


class DailyPracticeDrill:
    """Today's practice: the due skills, most urgent first, round and round."""

    id = "daily"
    title = "Daily practice"

    def __init__(self, config: DailyConfig | None = None, *, seed: int | None = None, due: Sequence[str] = (),
                 **_: object) -> None:
        self.config = config or DailyConfig()
        self.seed = seed
        self.due = list(dict.fromkeys(due)) or askable_skills()[:10]
        self.total = self.config.length
        self._asker = _Asker(seed)

    def beats(self) -> Iterator[Beat]:
        pool, asked, turn = list(self.due), 0, 0
        while pool and (self.total is None or asked < self.total):
            skill = pool[turn % len(pool)]
            question = self._asker.ask(skill)
            if question is None:  # a skill no drill can meet any more: leave it out
                pool.remove(skill)
                continue
            yield Beat(None, question)
            asked += 1
            turn += 1


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
                                    description="Skills or skill groups the exam covers.")
    length: int | None = Field(30, ge=1, le=500, description="Questions on the paper.")
    time_factor: float | None = Field(3.0, gt=0, le=20, description=(
        "Seconds per question: the skill's target time times this (None: no limit)."))
    session_time_limit: float | None = Field(None, gt=0, description="Seconds for the whole exam (None: none).")
    feedback: Feedback = Field(Feedback.AT_END, description="Exams give their verdicts at the end.")
    pass_accuracy: float = Field(0.9, gt=0, le=1, description="Share of answers that must be right.")
    pass_on_time: float = Field(0.8, ge=0, le=1, description="Share of right answers within the skill's target time.")
    topic_minimum: int = Field(3, ge=1, le=20, description="Questions on every topic, at least.")
    topic_floor: float = Field(0.6, ge=0, le=1, description="Share of each topic's questions that must be right.")

    @model_validator(mode="after")
    def _has_cells(self) -> ExamConfig:
        cells = expand_skills(self.skills)
        if not cells:
            raise ValueError(
                f"no askable skill under {', '.join(self.skills)}; choose baccarat, blackjack, stud or topics "
                "such as baccarat.banker, blackjack.payout, stud.first_to_act"
            )
        topics = len(_topics(cells))
        if self.length is not None and self.length < topics * self.topic_minimum:
            raise ValueError(
                f"{topics} topics with at least {self.topic_minimum} questions each need a paper of "
                f"{topics * self.topic_minimum} questions or more, not {self.length}; "
                "add questions or tick fewer topics"
            )
        return self


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
        raise ValueError(f"{len(by_topic)} topics need at least {minimum * len(by_topic)} questions, not {length}")
    shares = _shares({t: len(c) for t, c in by_topic.items()}, length, minimum)
    paper: list[str] = []
    for topic, share in shares.items():
        left: list[str] = []
        for _ in range(share):
            if not left:
                left = list(by_topic[topic])
                rng.shuffle(left)
            paper.append(left.pop())
    rng.shuffle(paper)
    return paper


class ExamDrill:
    """A fixed paper over the topics chosen; each question timed at its skill's target x the factor."""

    id = "exam"
    title = "Exam"

    def __init__(self, config: ExamConfig | None = None, *, seed: int | None = None,
                 targets: MasteryTargets | None = None, rules: Mapping[str, HouseRules] | None = None,
                 **_: object) -> None:
        """``targets``: the target times in force; ``rules``: the house rules in force by game."""
        self.config = config or ExamConfig()
        self.seed = seed
        self.targets = targets or DEFAULT_TARGETS
        rng = random.Random(seed)
        cells = expand_skills(self.config.skills)
        minimum = self.config.topic_minimum
        length = self.config.length or max(len(cells), minimum * len(_topics(cells)))
        self.paper = exam_paper(cells, length, rng, minimum)
        self.total = length
        self._asker = _Asker(seed, rules)

    def time_limit_for(self, skill: str) -> float | None:
        """Seconds allowed for a question on ``skill`` (None: no limit)."""
        factor = self.config.time_factor
        return None if factor is None else round(self.targets.target_for(skill) * factor, 1)

    def beats(self) -> Iterator[Beat]:
        for skill in self.paper:
            question = self._asker.ask(skill)
            if question is None:  # every examinable skill can be asked; this guards a broken drill
                raise RuntimeError(f"exam skill {skill!r} could not be asked")
            yield Beat(None, replace(question, time_limit=self.time_limit_for(skill)))
