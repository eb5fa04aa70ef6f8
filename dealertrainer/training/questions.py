"""A question put to a trainee, and the verdict on the answer.

A question is a quizzed dealer step and how it is asked: the step holds the felt, the
dealer's words, the prompt, the one right answer the rules give and its reason; the question
adds only the asking (answer keys, chips wanted, the chip set, an exam's time limit). Nothing
is copied out of the step, so the screen reads the felt, the words and the question from one
object. Flash drills (draw table, payouts, totals) make their own step (``Question.flash``).
The right answer is always the one the engine computed, so a question can never disagree
with the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from dealertrainer.engine.money import DEFAULT_CHIPS, Chip
from dealertrainer.engine.steps import Answer, AnswerKind, DealerStep, TableView, spots_in
from dealertrainer.language import _
from dealertrainer.training.key_map import answer_keys
from dealertrainer.training.skill_ids import SkillId, skill_id

__all__ = ["NO_TABLE", "Question", "Verdict", "default_keys", "question_from_step"]

#: The felt of a flash question asked with no cards to show.
NO_TABLE = TableView("")


def _check_answer(action: str, kind: AnswerKind, answer: object, choices: tuple[str, ...]) -> None:
    if kind is AnswerKind.CHOICE and answer not in choices:
        raise ValueError(f"{action}: answer {answer!r} is not among the choices {choices!r}")
    if kind is AnswerKind.SPOTS and not (isinstance(answer, str) and set(spots_in(answer)) <= set(choices)):
        raise ValueError(f"{action}: answer {answer!r} names a spot not among the choices {choices!r}")
    if kind is AnswerKind.YES_NO and not isinstance(answer, bool):
        raise ValueError(f"{action}: a yes/no question needs a bool answer, not {answer!r}")
    if kind is AnswerKind.MONEY and not isinstance(answer, Decimal):
        raise ValueError(f"{action}: a money question needs a Decimal answer, not {answer!r}")


@dataclass(frozen=True)
class Question:
    """A quizzed dealer step, and how the trainee answers it."""

    step: DealerStep  # the step that asks it: felt, words, prompt, answer and reason
    keys: tuple[tuple[str, str], ...] = ()  # single-key shortcuts: (("D", "Draw"), ("S", "Stand"))
    chips_wanted: bool = False  # answer with a chip breakdown rather than a number
    chip_set: tuple[Chip, ...] = field(default=DEFAULT_CHIPS, compare=False, repr=False)
    time_limit: float | None = None  # seconds for this question (an exam's target x factor); None: the session's
    # A hand to watch before answering (find the dealer's mistake): its beats, played in order.
    replay: tuple[DealerStep, ...] = field(default=(), compare=False, repr=False)
    # Chip answers judged on the chips, not the amount (a colour-up, a buy-in, a payout sized
    # into the wager): each way of paying that is right, the one shown first; () for any chips
    # that make the amount.
    chips_accepted: tuple[tuple[tuple[Chip, int], ...], ...] = ()

    def __post_init__(self) -> None:
        step = self.step
        if not step.is_question or step.answer_kind is None or step.answer is None or not step.skill:
            raise ValueError(f"step {step.action!r} ({step.say!r}) is a motion, not a question")
        _check_answer(f"step {step.action!r}", step.answer_kind, step.answer, step.choices)
        if not self.keys:
            object.__setattr__(self, "keys", default_keys(step.answer_kind, step.choices))

    @classmethod
    def flash(cls, skill: str, prompt: str, answer_kind: AnswerKind, answer: Answer, choices: tuple[str, ...],
              explanation: str, table: TableView | None, seat: int | None = None, *,
              keys: tuple[tuple[str, str], ...] = (), chips_wanted: bool = False,
              chip_set: tuple[Chip, ...] = DEFAULT_CHIPS, time_limit: float | None = None,
              chips_accepted: tuple[tuple[tuple[Chip, int], ...], ...] = ()) -> Question:
        """A question no game dealt: its own step, asking ``prompt`` over ``table``."""
        if not skill:
            raise ValueError("a question needs the skill it tests")
        _check_answer(f"question on {skill}", answer_kind, answer, choices)
        step = DealerStep("ask", "", table if table is not None else NO_TABLE, question=prompt,
                          answer_kind=answer_kind, answer=answer, choices=choices, explanation=explanation,
                          skill=skill, seat=seat)
        return cls(step, keys, chips_wanted, chip_set, time_limit, chips_accepted=chips_accepted)

    # --- what the step says, read from it, never copied ---
    @property
    def skill(self) -> str:  # "baccarat.banker.5.vs.4", "blackjack.payout.3to2", ...
        return self.step.skill or ""

    @property
    def skill_id(self) -> SkillId:
        """The skill as a parsed value (game, topic, cell)."""
        return skill_id(self.skill)

    @property
    def prompt(self) -> str:
        return self.step.question or ""

    @property
    def answer_kind(self) -> AnswerKind:
        assert self.step.answer_kind is not None  # checked when the question was made
        return self.step.answer_kind

    @property
    def answer(self) -> Answer:
        assert self.step.answer is not None  # checked when the question was made
        return self.step.answer

    @property
    def choices(self) -> tuple[str, ...]:
        return self.step.choices

    @property
    def explanation(self) -> str:
        return self.step.explanation

    @property
    def seat(self) -> int | None:
        return self.step.seat

    @property
    def table(self) -> TableView | None:
        """The felt while the question is up (None: a flash question with no cards to show)."""
        table = self.step.question_table or self.step.table
        return None if table is NO_TABLE else table

    @property
    def dealer_says(self) -> str:
        """The dealer's words for this step (shown with the verdict: they give the answer)."""
        return self.step.say

    @property
    def expected(self) -> str:
        """The right answer as shown ("$52.50", "Draw", "Seat 3")."""
        from dealertrainer.training.answers import expected_text  # lazy: answers imports this module

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
            return _("Too slow ({seconds} s). The answer: {expected}.").format(seconds=f"{self.seconds:.1f}",
                                                                              expected=self.expected)
        if self.unreadable:
            return _("Could not read {given}. Expected: {expected}.").format(given=repr(self.given),
                                                                          expected=self.expected)
        if self.correct and not self.standard_chips:
            return _("Right amount, but not the standard chips: pay {expected}.").format(expected=self.expected)
        if self.correct:
            return _("Right: {expected}.").format(expected=self.expected)
        return _("Not {given}. The answer: {expected}.").format(given=self.given, expected=self.expected)


def default_keys(kind: AnswerKind, choices: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """A question's answer keys: the one key map's (``key_map.answer_keys``)."""
    return answer_keys(kind, choices)


def question_from_step(step: DealerStep) -> Question:
    """The question a quizzable dealer step asks: the step itself, asked (ValueError for a
    plain motion)."""
    return Question(step)
