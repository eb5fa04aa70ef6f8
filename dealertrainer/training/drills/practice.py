"""Drills over chosen skills: daily practice (what the plan says) and exams (a fixed paper).

Both ask single questions on exactly the skills they are given through ``ask``: a skill a
flash drill covers (every cell of the draw table, the payout rates, the totals) is asked
by that drill's ``question_for``; a skill only the dealer's seat produces (a stud
showdown, a blackjack settlement) is met by dealing seat-drill hands until it comes up,
within a budget.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from functools import cache

from pydantic import Field, model_validator

from dealertrainer.training.drills.base import DrillConfig
from dealertrainer.training.drills.draw_table import DrawTableDrill
from dealertrainer.training.drills.flash import FlashDrill
from dealertrainer.training.drills.payouts import PayoutsDrill
from dealertrainer.training.drills.seat import BaccaratSeatDrill, BlackjackSeatDrill, StudSeatDrill
from dealertrainer.training.drills.totals import TotalsDrill
from dealertrainer.training.planner import Plan
from dealertrainer.training.questions import Question, Verdict
from dealertrainer.training.session import Beat, Feedback
from dealertrainer.training.skills import catalogue, game_of, is_under, topic_of

__all__ = ["DailyConfig", "DailyPracticeDrill", "ExamConfig", "ExamDrill", "ask", "askable_skills", "expand_skills"]

_FLASH: tuple[type[FlashDrill], ...] = (DrawTableDrill, PayoutsDrill, TotalsDrill)
_SEAT = {"baccarat": BaccaratSeatDrill, "blackjack": BlackjackSeatDrill, "stud": StudSeatDrill}
SEAT_BUDGET = 5_000  # seat-drill beats dealt, at most, to meet one seat-only skill (about a second)


@cache
def _flash_by_skill() -> dict[str, FlashDrill]:
    return {skill: drill for drill in (cls(seed=0) for cls in _FLASH) for skill in drill.skills()}


def askable_skills() -> list[str]:
    """Every skill a flash drill can ask on demand."""
    return list(_flash_by_skill())


def expand_skills(nodes: Sequence[str]) -> list[str]:
    """The askable cells under the given nodes ("baccarat.banker" -> its 88 cells)."""
    cells = [s for s in askable_skills() if any(is_under(s, n) for n in nodes)]
    return cells


def ask(skill: str, rng: random.Random) -> Question | None:
    """A question on exactly ``skill``, or None when none came up within the budget."""
    drill = _flash_by_skill().get(skill)
    if drill is not None:
        return drill.question_for(skill, rng)
    return _dealt(skill, rng)


def _dealt(skill: str, rng: random.Random) -> Question | None:
    """Deal seat-drill hands until a step asks ``skill`` (at most ``SEAT_BUDGET`` beats)."""
    game = game_of(skill)
    if game not in _SEAT:
        return None
    dealt = 0
    while dealt < SEAT_BUDGET:
        for beat in _SEAT[game](seed=rng.randrange(2**32)).beats():
            dealt += 1
            if beat.question is not None and beat.question.skill == skill:
                return beat.question
            if dealt >= SEAT_BUDGET:
                break
    return None


class DailyConfig(DrillConfig):
    length: int | None = Field(20, ge=1, le=500, description="Questions in today's practice.")
    new_per_day: int = Field(30, ge=0, le=200, description="New skills brought in a day, at most.")


class DailyPracticeDrill:
    """Today's practice: each question the plan's next skill (see ``training.planner``).

    Built by ``training.practice.daily_practice`` with the trainee's plan; built bare (no
    trainee) it plans for someone who has answered nothing yet.
    """

    id = "daily"
    title = "Daily practice"

    def __init__(self, config: DailyConfig | None = None, *, seed: int | None = None, plan: Plan | None = None,
                 **_: object) -> None:
        self.config = config or DailyConfig()
        self.seed = seed
        self.plan = plan or Plan(catalogue(), new_per_day=self.config.new_per_day)
        self.total = self.config.length
        self._rng = random.Random(seed)

    def beats(self) -> Iterator[Beat]:
        asked = 0
        while self.total is None or asked < self.total:
            skill = self.plan.next_skill()
            if skill is None:
                return
            question = ask(skill, self._rng)
            if question is None:  # not met within the budget: left out of this sitting
                self.plan.leave_out(skill)
                continue
            yield Beat(None, question)
            asked += 1

    def observe(self, question: Question, verdict: Verdict, target_seconds: float) -> None:
        self.plan.observe(question.skill, verdict.correct, verdict.seconds)


class ExamConfig(DrillConfig):
    skills: tuple[str, ...] = Field(("baccarat", "blackjack"), min_length=1,
                                    description="Skills or skill groups the exam covers.")
    length: int | None = Field(30, ge=1, le=500, description="Questions on the paper.")
    time_limit: float | None = Field(15.0, gt=0, le=600, description="Seconds per question.")
    session_time_limit: float | None = Field(None, gt=0, description="Seconds for the whole exam (None: none).")
    feedback: Feedback = Field(Feedback.AT_END, description="Exams give their verdicts at the end.")
    pass_accuracy: float = Field(0.9, gt=0, le=1, description="Share of answers that must be right.")
    pass_on_time: float = Field(0.8, ge=0, le=1, description="Share of right answers within the skill's target time.")

    @model_validator(mode="after")
    def _has_cells(self) -> ExamConfig:
        if not expand_skills(self.skills):
            raise ValueError(
                f"no askable skill under {', '.join(self.skills)}; choose baccarat, blackjack or topics "
                "such as baccarat.banker, blackjack.payout, blackjack.total"
            )
        return self


def exam_paper(cells: Sequence[str], length: int, rng: random.Random) -> list[str]:
    """``length`` cells spread evenly over topics first, then over each topic's cells.

    Spreading over cells alone would give the 88-cell banker tableau nearly the whole paper
    when it is examined beside a four-cell topic such as blackjack payouts; an instructor
    who ticks two topics expects both to count. Within a topic every cell is asked once
    before any is asked again. The paper is shuffled so topics do not come in a fixed turn.
    """
    by_topic: dict[str, list[str]] = {}
    for cell in cells:
        by_topic.setdefault(topic_of(cell), []).append(cell)
    topics = list(by_topic)
    rng.shuffle(topics)
    left: dict[str, list[str]] = {topic: [] for topic in topics}
    paper: list[str] = []
    while len(paper) < length:
        for topic in topics[: length - len(paper)]:
            if not left[topic]:
                left[topic] = list(by_topic[topic])
                rng.shuffle(left[topic])
            paper.append(left[topic].pop())
    rng.shuffle(paper)
    return paper


class ExamDrill:
    """A fixed paper: ``length`` questions spread evenly over the topics, then the cells, chosen."""

    id = "exam"
    title = "Exam"

    def __init__(self, config: ExamConfig | None = None, *, seed: int | None = None, **_: object) -> None:
        self.config = config or ExamConfig()
        self.seed = seed
        rng = random.Random(seed)
        cells = expand_skills(self.config.skills)
        length = self.config.length or len(cells)
        self.paper = exam_paper(cells, length, rng)
        self.total = length
        self._rng = rng

    def beats(self) -> Iterator[Beat]:
        for skill in self.paper:
            question = ask(skill, self._rng)
            if question is None:  # flash cells can always be asked; this guards a broken drill
                raise RuntimeError(f"exam cell {skill!r} could not be asked")
            yield Beat(None, question)
