"""A training session: walk a drill's beats, time and check each answer, keep every one.

The screen asks ``next()`` for the next beat. A beat without a question is a motion the
app plays by itself (a card dealt); a beat with one waits for ``answer()``. The response
clock starts at ``shown()`` (or when the beat was handed out, if the screen never says).
Each answer is written to the records at once, and the skill's review schedule moves. When
the records refuse a write (disk full, read-only), the session goes on: the answer is kept in
memory and written, in order, as soon as a later write goes through (``unsaved``, ``write_problem``).

``feedback`` and ``time_limit`` left as None take the drill's configured values.
Time comes from an injected monotonic ``clock`` (response times) and ``wall_clock``
(when an answer was given, for the schedule), so tests never sleep.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from dealertrainer.engine.shoe_events import ShoeNews
from dealertrainer.engine.steps import DealerStep
from dealertrainer.language import _
from dealertrainer.storage.records import Records
from dealertrainer.training.answer_labels import SKIPPED, question_label
from dealertrainer.training.answers import check, standard_chips
from dealertrainer.training.hand_replay import HandPlace, shoe_deal
from dealertrainer.training.offer import entry
from dealertrainer.training.questions import Question, Verdict

if TYPE_CHECKING:
    from dealertrainer.training.drills.base import Drill
    from dealertrainer.training.mastery import MasteryTargets

__all__ = ["Beat", "Feedback", "Session", "SessionError", "Summary", "summarise"]


class Feedback(str, Enum):
    NOW = "now"  # the verdict is shown after every answer
    AT_END = "at_end"  # verdicts are kept for the summary (exams)


class SessionError(RuntimeError):
    """The session was driven out of order (answer with no question, next with one open)."""


@dataclass(frozen=True)
class Beat:
    """One thing the screen shows next."""

    step: DealerStep | None  # the dealer step (table to draw); None for flash-drill questions
    question: Question | None  # None: a motion the app plays by itself; else it asks ``step`` itself
    shoe: tuple[ShoeNews, ...] = ()  # a seat drill's shoe events by the end of this beat (shown once it is played)
    # Where a table's step was dealt: (hand, step in the hand); hand 0 readies the shoe. None: not dealt from a shoe.
    place: tuple[int, int] | None = None

    def __post_init__(self) -> None:
        if self.step is not None and self.question is not None and self.question.step is not self.step:
            raise ValueError("a beat's question must be its own step asked, not another step")


@dataclass(frozen=True)
class Summary:
    answered: int
    correct: int
    accuracy: float
    median_seconds: float | None
    by_skill: dict[str, tuple[int, int, float | None]]  # skill -> (answered, correct, median seconds of right ones)
    practise_next: list[str]  # skills missed or too often over target (mastery's figures), weakest first
    verdicts: list[tuple[Question, Verdict]]


class Session:
    """One run of a drill for one trainee (or anonymously, with no records)."""

    def __init__(
        self,
        drill: Drill,
        *,
        records: Records | None = None,
        trainee_id: int | None = None,
        clock: Callable[[], float] = time.monotonic,
        feedback: Feedback | None = None,
        time_limit: float | None = None,
        wall_clock: Callable[[], float] = time.time,
        session_time_limit: float | None = None,
        targets: MasteryTargets | None = None,
        update_schedule: bool = True,
        resume_session_id: int | None = None,
        rules_json: str = "{}",
    ) -> None:
        """``rules_json`` is the house rules in force, kept with the session in the records."""
        if (records is None) != (trainee_id is None):
            raise ValueError("records and trainee_id go together: give both to keep answers, or neither")
        from dealertrainer.training.mastery import DEFAULT_TARGETS

        config = drill.config
        if feedback is None:  # not given: the drill's configured feedback
            feedback = config.feedback
        if time_limit is None:  # not given: the drill's configured limit, if any
            time_limit = config.time_limit
        if session_time_limit is None:
            session_time_limit = config.session_time_limit
        self.drill = drill
        self.records = records
        self.trainee_id = trainee_id
        if time_limit is not None and time_limit <= 0:
            raise ValueError(f"a time limit is a positive number of seconds, not {time_limit}")
        self.feedback = Feedback(feedback)
        self.time_limit = time_limit
        self.session_time_limit = session_time_limit
        self.targets = targets or DEFAULT_TARGETS
        self.update_schedule = update_schedule
        self._clock = clock
        self._wall = wall_clock
        self._beats: Iterator[Beat] = iter(drill.beats())
        self._started = clock()
        self._shown_at: float | None = None
        self._open = False
        self._ended: Summary | None = None
        self.current: Beat | None = None
        self.answered = 0
        self.correct = 0
        self.verdicts: list[tuple[Question, Verdict]] = []
        self.places: list[tuple[int, int] | None] = []  # where each verdict's step was dealt (hand, step)
        self.deal = shoe_deal(drill)  # what deals a table's shoe again (None: not dealt from a shoe)
        self.dealt_shoe: int | None = None  # its row in the records, once written
        self.session_id: int | None = None
        self.write_problem: str | None = None  # why the records refuse writes, while they do
        self._unsaved: list[dict[str, Any]] = []  # answers the records refused, oldest first, kept to write later
        self._start: dict[str, Any] | None = None  # the session's start, while the records refuse it
        if records is not None and trainee_id is not None:
            if resume_session_id is not None:
                row = records.session(resume_session_id)
                if row.trainee_id != trainee_id or row.ended is not None:
                    raise ValueError(_("session {session} is not an unfinished session of this trainee").format(
                        session=resume_session_id))
                self.session_id = row.id
            else:
                self._start = {"drill_id": drill.id, "config_json": _config_json(drill), "started": wall_clock(),
                               "rules_json": rules_json, "game": entry(drill.id).game}
                self._save()
            if resume_session_id is not None and self.deal is not None:
                self._save()  # a resumed table deals its shoe again: kept as a shoe of its own

    @property
    def total(self) -> int | None:
        """Questions in the whole session, or None when the drill does not know in advance."""
        return self.drill.total

    @property
    def show_feedback(self) -> bool:
        return self.feedback is Feedback.NOW

    @property
    def elapsed(self) -> float:
        return self._clock() - self._started

    @property
    def waiting_for_answer(self) -> bool:
        return self._open

    @property
    def question_seconds(self) -> float:
        """Seconds the open question has been on screen (its response clock); 0 with none open."""
        if not self._open:
            return 0.0
        return max(0.0, self._clock() - (self._shown_at if self._shown_at is not None else self._started))

    def next(self) -> Beat | None:
        """The next beat, or None when the session is over (drill finished or time is up)."""
        if self._open:
            raise SessionError("the current question has not been answered yet (answer or skip it first)")
        if self._ended is not None:
            return None
        if self.session_time_limit is not None and self.elapsed >= self.session_time_limit:
            self.current = None
            return None
        beat = next(self._beats, None)
        self.current = beat
        if beat is not None and beat.question is not None:
            self._open = True
            self._shown_at = self._clock()
        return beat

    def shown(self) -> None:
        """The current question is on screen now: its response clock starts here."""
        if not self._open:
            raise SessionError("no question is waiting to be shown")
        self._shown_at = self._clock()

    def answer(self, given: Any) -> Verdict:
        """Check, time and store the answer; returns the verdict (show it only if ``show_feedback``).

        ``AnswerRefused`` (from ``answers``) for what is not an answer (an amount in another
        currency): nothing is scored or stored, and the question waits for the answer typed again."""
        if not self._open or self.current is None or self.current.question is None:
            raise SessionError("there is no question to answer")
        question = self.current.question
        seconds = self.question_seconds
        correct, given_text, unreadable = check(question, given)
        limit = question.time_limit if question.time_limit is not None else self.time_limit
        timed_out = limit is not None and seconds > limit
        verdict = Verdict(
            correct=correct and not timed_out,
            expected=question.expected,
            given=given_text,
            explanation=question.explanation,
            seconds=seconds,
            unreadable=unreadable,
            timed_out=timed_out,
            standard_chips=standard_chips(question, given),
            expected_shown=question.expected_label,
            given_shown=question_label(question, given_text),
        )
        self._settle(question, verdict)
        return verdict

    def skip(self) -> Verdict:
        """Give up on the current question: it counts as wrong, like a blank answer."""
        if not self._open or self.current is None or self.current.question is None:
            raise SessionError("there is no question to skip")
        question = self.current.question
        seconds = self.question_seconds
        verdict = Verdict(False, question.expected, SKIPPED, question.explanation, seconds,
                          expected_shown=question.expected_label)
        self._settle(question, verdict)
        return verdict

    def _settle(self, question: Question, verdict: Verdict) -> None:
        self._open = False
        self.answered += 1
        self.correct += verdict.correct
        self.verdicts.append((question, verdict))
        self.places.append(self.current.place if self.current is not None else None)
        now = self._wall()
        if self.records is not None and self.trainee_id is not None:
            self._unsaved.append({
                "skill": question.skill, "correct": verdict.correct, "seconds": verdict.seconds, "at": now,
                "prompt": question.prompt, "expected": verdict.expected, "given": verdict.given,
                "unreadable": verdict.unreadable, "standard_chips": verdict.standard_chips,
                "place": self.places[-1],
            })
            self._save()
        self.drill.observe(question, verdict, self.targets.target_for(question.skill))

    @property
    def unsaved(self) -> int:
        """Answers given but kept in memory only, because the records refused them (see ``write_problem``)."""
        return len(self._unsaved)

    def _save(self) -> bool:
        """Write what waits, oldest first: the session's start, then the answers. False while the
        records refuse writes (``write_problem`` says why); what is left is tried again next time."""
        from dealertrainer.storage.records import RecordsWriteError
        from dealertrainer.training.schedule import record_review

        assert self.records is not None and self.trainee_id is not None
        try:
            if self._start is not None:
                self.session_id = self.records.start_session(self.trainee_id, **self._start)
                self._start = None
            if self.deal is not None and self.dealt_shoe is None and self.session_id is not None:
                self.dealt_shoe = self.records.record_dealt_shoe(self.session_id, self.deal.drill_id, self.deal.to_json())
            while self._unsaved:
                answer = dict(self._unsaved[0])
                place = answer.pop("place")
                dealt = (self.dealt_shoe, *place) if place is not None and self.dealt_shoe is not None else None
                self.records.record_answer(self.trainee_id, session_id=self.session_id, dealt=dealt, **answer)
                del self._unsaved[0]
                # Each stored answer is a review of its skill's FSRS card (the table's answers too);
                # without update_schedule the card takes it in the next time it is read.
                if self.update_schedule:
                    record_review(self.records, self.trainee_id, answer["skill"], self.targets)
        except RecordsWriteError as problem:
            self.write_problem = str(problem)
            return False
        self.write_problem = None
        return True

    def hand_place(self, index: int) -> HandPlace | None:
        """Where the ``index``-th answer's step was dealt, to replay its hand (None: not from a shoe)."""
        place = self.places[index] if 0 <= index < len(self.places) else None
        return None if place is None or self.deal is None else HandPlace(self.deal, *place)

    def end(self) -> Summary:
        """Close the session (marks it ended in the records) and sum it up. Safe to call twice.
        Answers the records refused are tried once more; ``unsaved`` counts those still not written."""
        if self._ended is None:
            self._open = False
            if self.records is not None and self.trainee_id is not None and self._save() and self.session_id:
                from dealertrainer.storage.records import RecordsWriteError

                try:
                    self.records.end_session(self.session_id)
                except RecordsWriteError as problem:  # it stays unfinished in the records: resumable, or ended later
                    self.write_problem = str(problem)
            self._ended = summarise(self.verdicts, self.targets)
        return self._ended


def summarise(verdicts: list[tuple[Question, Verdict]], targets: MasteryTargets | None = None) -> Summary:
    """Totals, per-skill figures and the skills to practise next (weakest first).

    A skill is to practise when it was missed, or when fewer of its answers were right
    within the target than mastery asks (``targets.on_time``): the same figures as mastery."""
    from dealertrainer.training.mastery import DEFAULT_TARGETS, figures

    targets = targets or DEFAULT_TARGETS
    per: dict[str, list[Verdict]] = {}
    for question, verdict in verdicts:
        per.setdefault(question.skill, []).append(verdict)
    by_skill: dict[str, tuple[int, int, float | None]] = {}
    weak = []
    for skill, vs in sorted(per.items()):
        accuracy, on_time, median = figures([(v.correct, v.seconds) for v in vs], targets.target_for(skill))
        by_skill[skill] = (len(vs), sum(v.correct for v in vs), median)
        if accuracy < 1 or on_time < targets.on_time:
            weak.append((accuracy, on_time, skill))
    answered = len(verdicts)
    correct = sum(v.correct for _, v in verdicts)
    return Summary(
        answered=answered,
        correct=correct,
        accuracy=correct / answered if answered else 0.0,
        median_seconds=statistics.median(v.seconds for _, v in verdicts) if verdicts else None,
        by_skill=by_skill,
        practise_next=[skill for _, _, skill in sorted(weak)],
        verdicts=list(verdicts),
    )


def _config_json(drill: Drill) -> str:
    data: dict[str, Any] = {"config": drill.config.model_dump(mode="json")}
    if drill.seed is not None:
        data["seed"] = drill.seed
    return json.dumps(data, sort_keys=True)
