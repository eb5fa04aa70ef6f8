"""Flash drills: one question after another, no table to play through.

The order of questions comes from ``CellRounds``. A round first asks every cell once, in
a shuffled order, so nothing repeats before the whole tableau has been seen; then it
asks again, once each, the cells missed or answered slower than their target in that
round (the review pass). The next round puts those weak cells at its front, so a missed
cell is asked up to three times within about a round where a known one is asked once.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence

from dealertrainer.language import N_, _
from dealertrainer.training.drills.base import DrillBase, DrillConfig
from dealertrainer.training.questions import Question, Verdict
from dealertrainer.training.session import Beat

__all__ = ["CellRounds", "FlashDrill"]


class CellRounds:
    """Which cell to ask next (see the module docstring)."""

    def __init__(self, cells: Sequence[str], rng: random.Random, weak: Iterable[str] = ()) -> None:
        if not cells:
            raise ValueError(_("a drill needs at least one cell to ask"))
        self.cells = list(dict.fromkeys(cells))
        self._rng = rng
        known = set(self.cells)
        self._carried = [c for c in dict.fromkeys(weak) if c in known]  # weak from before: asked first
        self._weak_now: list[str] = []
        self._queue: list[str] = []
        self._in_review = False
        self.round = 0
        self._start_round()

    def _start_round(self) -> None:
        self.round += 1
        rest = [c for c in self.cells if c not in set(self._carried)]
        self._rng.shuffle(rest)
        front = list(self._carried)
        self._rng.shuffle(front)
        self._queue = front + rest
        self._carried = []
        self._weak_now = []
        self._in_review = False

    def next(self) -> str:
        if not self._queue:
            if not self._in_review and self._weak_now:
                self._queue = list(dict.fromkeys(self._weak_now))
                self._rng.shuffle(self._queue)
                self._carried = list(self._queue)
                self._in_review = True
            else:
                carried = self._carried if self._in_review else list(dict.fromkeys(self._weak_now))
                self._carried = carried
                self._start_round()
        return self._queue.pop(0)

    def mark(self, cell: str, good: bool) -> None:
        """Hear how a cell went: not good (missed or slow) brings it back."""
        if not good and cell in self.cells and not self._in_review:
            self._weak_now.append(cell)


class FlashDrill(DrillBase):
    """A drill of single questions, one per cell drawn by ``CellRounds``."""

    id = "flash"
    title = N_("Flash drill")

    def __init__(
        self,
        config: DrillConfig,
        cells: Sequence[str],
        ask: Callable[[str, random.Random], Question],
        *,
        seed: int | None = None,
        weak: Iterable[str] = (),
    ) -> None:
        self.config = config
        self.seed = seed
        self._rng = random.Random(seed)
        self._ask = ask
        self.rounds = CellRounds(cells, self._rng, weak)
        self.total: int | None = config.length

    def skills(self) -> list[str]:
        return list(self.rounds.cells)

    def question_for(self, skill: str, rng: random.Random | None = None) -> Question:
        """A question on exactly this cell (daily practice and exams use this)."""
        if skill not in self.rounds.cells:
            raise ValueError(_("{drill} has no cell {skill}").format(drill=self.id, skill=repr(skill)))
        return self._ask(skill, rng or self._rng)

    def beats(self) -> Iterator[Beat]:
        asked = 0
        while self.total is None or asked < self.total:
            yield Beat(None, self._ask(self.rounds.next(), self._rng))
            asked += 1

    def observe(self, question: Question, verdict: Verdict, target_seconds: float) -> None:
        self.rounds.mark(question.skill, verdict.correct and verdict.seconds <= target_seconds)
