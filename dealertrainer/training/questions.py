"""A question put to a trainee, and the verdict on the answer.

Most questions come straight from a dealer step (``question_from_step``); flash drills
(draw table, payouts, totals) build them directly. The right answer is always the one the
engine computed, so a question can never disagree with the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from dealertrainer.engine.money import DEFAULT_CHIPS, Chip
from dealertrainer.engine.steps import AnswerKind, DealerStep, TableView

__all__ = ["Question", "Verdict", "default_keys", "question_from_step"]


@dataclass(frozen=True)
class Question:
    skill: str  # "baccarat.banker.5.vs.4", "blackjack.payout.3to2", ...
    prompt: str
    answer_kind: AnswerKind
    answer: bool | int | str | Decimal
    choices: tuple[str, ...]
    explanation: str
    table: TableView | None
    seat: int | None = None
    keys: tuple[tuple[str, str], ...] = ()  # single-key shortcuts: (("D", "Draw"), ("S", "Stand"))
    chips_wanted: bool = False  # answer with a chip breakdown rather than a number
    chip_set: tuple[Chip, ...] = field(default=DEFAULT_CHIPS, compare=False, repr=False)
    time_limit: float | None = None  # seconds for this question (an exam's target x factor); None: the session's

    def __post_init__(self) -> None:
        if not self.skill:
            raise ValueError("a question needs the skill it tests")
        if self.answer_kind is AnswerKind.CHOICE and self.answer not in self.choices:
            raise ValueError(f"answer {self.answer!r} is not among the choices {self.choices!r}")
        if self.answer_kind is AnswerKind.YES_NO and not isinstance(self.answer, bool):
            raise ValueError(f"a yes/no question needs a bool answer, not {self.answer!r}")
        if self.answer_kind is AnswerKind.MONEY and not isinstance(self.answer, Decimal):
            raise ValueError(f"a money question needs a Decimal answer, not {self.answer!r}")
        if not self.keys:
            object.__setattr__(self, "keys", default_keys(self.answer_kind, self.choices))

    @property
    def expected(self) -> str:
        from dealertrainer.training.answers import expected_text

        return expected_text(self)


@dataclass(frozen=True)
class Verdict:
    correct: bool
    expected: str  # the right answer as shown ("$52.50", "Draw", "Seat 3")
    given: str  # the trainee's answer, normalised for display
    explanation: str
    seconds: float
    unreadable: bool = False  # could not be read (counts as wrong)
    timed_out: bool = False  # answered after the time limit (counts as wrong)
    # A chip answer of the right amount in other than the fewest chips of the set in force: it
    # is right, but "not the standard chips", and a review rates it Hard. True for any other answer.
    standard_chips: bool = True

    @property
    def message(self) -> str:
        """One line for the screen: what happened and what was expected."""
        if self.timed_out:
            return f"Too slow ({self.seconds:.1f} s). The answer: {self.expected}."
        if self.unreadable:
            return f"Could not read {self.given!r}. Expected: {self.expected}."
        if self.correct and not self.standard_chips:
            return f"Right amount, but not the standard chips: pay {self.expected}."
        if self.correct:
            return f"Right: {self.expected}."
        return f"Not {self.given}. The answer: {self.expected}."


def default_keys(kind: AnswerKind, choices: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """Y/N for yes-no; first letters for choices when they are all different."""
    if kind is AnswerKind.YES_NO:
        return (("Y", "Yes"), ("N", "No"))
    if kind in (AnswerKind.CHOICE, AnswerKind.PHRASE) and choices:
        letters = [c.strip()[:1].upper() for c in choices]
        if all(letters) and len(set(letters)) == len(letters):
            return tuple(zip(letters, choices, strict=True))
        if len(choices) <= 9 and not any(c.strip().isdigit() for c in choices):
            return tuple((str(i), c) for i, c in enumerate(choices, 1))
    return ()


def question_from_step(step: DealerStep) -> Question:
    """The question a quizzable dealer step asks (ValueError for a plain motion)."""
    if not step.is_question or step.answer_kind is None or step.answer is None or not step.skill:
        raise ValueError(f"step {step.action!r} ({step.say!r}) is a motion, not a question")
    return Question(
        skill=step.skill,
        prompt=step.question or "",
        answer_kind=step.answer_kind,
        answer=step.answer,
        choices=step.choices,
        explanation=step.explanation,
        table=step.table,
        seat=step.seat,
    )
