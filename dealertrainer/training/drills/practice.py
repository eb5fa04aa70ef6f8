"""Drills over chosen skills: daily practice (what is due) and exams (a fixed paper).

Both ask single questions on exactly the skills they are given, using the flash drills'
``question_for``: every cell of the draw table, the payout rates and the totals can be
asked on demand. A skill only the dealer's seat produces (a stud showdown, a blackjack
settlement) is met by dealing seat-drill hands until it comes up, within a budget.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from pydantic import Field, model_validator

from dealertrainer.training.drills.base import DrillConfig
from dealertrainer.training.drills.draw_table import DrawTableDrill
from dealertrainer.training.drills.flash import FlashDrill
from dealertrainer.training.drills.payouts import PayoutsDrill
from dealertrainer.training.drills.seat import BaccaratSeatDrill, BlackjackSeatDrill, StudSeatDrill
from dealertrainer.training.drills.totals import TotalsDrill
from dealertrainer.training.questions import Question
from dealertrainer.training.session import Beat, Feedback
from dealertrainer.training.skills import game_of, is_under, topic_of

__all__ = ["DailyConfig", "DailyPracticeDrill", "ExamConfig", "ExamDrill", "askable_skills", "expand_skills"]

_FLASH: tuple[type[FlashDrill], ...] = (DrawTableDrill, PayoutsDrill, TotalsDrill)
_SEAT = {"baccarat": BaccaratSeatDrill, "blackjack": BlackjackSeatDrill, "stud": StudSeatDrill}
SEAT_BUDGET = 400  # seat-drill beats dealt, at most, to meet one seat-only skill


def _flash_drills(seed: int | None) -> list[FlashDrill]:
    return [cls(seed=seed) for cls in _FLASH]


def askable_skills() -> list[str]:
    """Every skill a flash drill can ask on demand."""
    return [skill for drill in _flash_drills(0) for skill in drill.skills()]


def expand_skills(nodes: Sequence[str]) -> list[str]:
    """The askable cells under the given nodes ("baccarat.banker" -> its 88 cells)."""
    cells = [s for s in askable_skills() if any(is_under(s, n) for n in nodes)]
    return cells


class _Asker:
    """Asks a question on a given skill: flash drills first, then dealt seat hands."""

    def __init__(self, seed: int | None) -> None:
        self._rng = random.Random(seed)
        self._flash = {skill: drill for drill in _flash_drills(seed) for skill in drill.skills()}
        self._seat_beats: dict[str, Iterator[Beat]] = {}

    def ask(self, skill: str) -> Question | None:
        drill = self._flash.get(skill)
        if drill is not None:
            return drill.question_for(skill, self._rng)
        game = game_of(skill)
        if game not in _SEAT:
            return None
        beats = self._seat_beats.get(game)
        for _ in range(SEAT_BUDGET):
            beat = next(beats, None) if beats is not None else None
            if beat is None:
                beats = iter(_SEAT[game](seed=self._rng.randrange(2**32)).beats())
                self._seat_beats[game] = beats
                continue
            if beat.question is not None and beat.question.skill == skill:
                return beat.question
        return None


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
        self._asker = _Asker(seed)

    def beats(self) -> Iterator[Beat]:
        for skill in self.paper:
            question = self._asker.ask(skill)
            if question is None:  # flash cells can always be asked; this guards a broken drill
                raise RuntimeError(f"exam cell {skill!r} could not be asked")
            yield Beat(None, question)
