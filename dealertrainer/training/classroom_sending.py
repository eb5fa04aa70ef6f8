"""Sending in the background: when a trainee PC tries to send its waiting answers to the class,
what it says about them, and what it does when the class server cannot be reached.

The screens call this; a worker thread in the ui runs ``send_if_due`` now and then (it is
cheap when nothing is due) and shows ``SendingState.line``. Each sending opens the records file
on its own connection (the worker's thread), signs in when it has not yet (a server down at
start is met here, not at start), sends batch by batch, and reports. A failure is kept, said
in words, and tried again after a wait that grows from ``RETRY_FIRST`` to ``RETRY_MOST``; a
success tries again after ``AGAIN_AFTER`` for the answers given meanwhile. Time comes from
the injected clock, so tests never sleep.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from dealertrainer.language import _, ngettext
from dealertrainer.storage.class_marks import ClassLink
from dealertrainer.storage.classroom.sending import SendingFailed, send_waiting
from dealertrainer.storage.classroom.connecting import ClassroomError
from dealertrainer.storage.classroom.signed_in import SignedIn, unreachable
from dealertrainer.storage.records import Records, RecordsError

__all__ = ["AGAIN_AFTER", "ClassSending", "RETRY_FIRST", "RETRY_MOST", "SendingState", "waiting_line"]

AGAIN_AFTER = 5.0  # seconds between sendings while the server takes them
RETRY_FIRST = 5.0  # the first wait after a failure; doubled at each failure after it
RETRY_MOST = 120.0


def waiting_line(waiting: int, problem: str | None = None, unreachable: bool = False, results: int = 0) -> str:
    """What the trainee reads about their answers: waiting, all sent, or kept here (``waiting``
    below 0: not looked at yet). ``waiting`` counts the results waiting too (finished exams,
    auditions and pace runs); ``results`` says how many of them are results."""
    if waiting < 0:
        return _("Looking for answers waiting to be sent…")
    what = _waiting(waiting, results)
    if unreachable:
        if waiting:
            return _("Class server unreachable — answers are kept here ({what} waiting)").format(what=what)
        return _("Class server unreachable — answers are kept here")
    if problem:
        if waiting:
            return _("Answers not sent: {problem}. They are kept here ({what} waiting).").format(problem=problem, what=what)
        return _("Answers not sent: {problem}. They are kept here.").format(problem=problem)
    if waiting:
        return _("{what} waiting to be sent").format(what=what)
    return _("All answers sent")


def _waiting(waiting: int, results: int) -> str:
    """ "12 answers", "1 result", "12 answers and 1 result" """
    results = min(max(results, 0), waiting)
    answers = waiting - results
    said_answers = ngettext("{count} answer", "{count} answers", answers).format(count=f"{answers:,}")
    said_results = ngettext("{count} result", "{count} results", results).format(count=f"{results:,}")
    if not results:
        return said_answers
    if not answers:
        return said_results
    return _("{answers} and {results}").format(answers=said_answers, results=said_results)


@dataclass(frozen=True)
class SendingState:
    """What the last sending found: answers and results still waiting, and what went wrong if anything."""

    waiting: int  # answers and results
    sent: int = 0  # answers the class database took in the last sending
    problem: str | None = None  # the last failure in words (None: it worked)
    unreachable: bool = False  # the server could not be reached: tried again later
    link: ClassLink | None = None
    results: int = 0  # of ``waiting``, the results (exams, auditions, pace runs)

    @property
    def line(self) -> str:
        return waiting_line(self.waiting, self.problem, self.unreachable, self.results)


class ClassSending:
    """One trainee's answers, sent to their class database whenever it can be reached.

    ``sign_in`` makes the connection as the trainee (``SignedIn``), raising ``ClassroomError``
    when it cannot; it is called again after a failure. ``trainee_id`` is the local trainee,
    linked to the person signed in once the sign-in has worked."""

    def __init__(self, records_path: Path, trainee_id: int, database: str, sign_in: Callable[[], SignedIn], *,
                 signed_in: SignedIn | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        self.records_path = Path(records_path)
        self.trainee_id = trainee_id
        self.database = database  # the class database's URL without a password, as the marks name it
        self._sign_in = sign_in
        self.signed_in = signed_in
        self._clock = clock
        self._lock = threading.Lock()
        self._next_try = clock()  # the first sending at once
        self._failures = 0
        self.state = SendingState(waiting=-1)  # not looked at yet

    def waiting_now(self) -> SendingState:
        """What waits, read from the records without sending (at start, before the first sending)."""
        try:
            with Records(self.records_path) as records:
                answers, results = records.waiting_kinds_for(self.trainee_id, self.database)
        except RecordsError as problem:
            return SendingState(self.state.waiting, problem=str(problem), results=self.state.results)
        return SendingState(answers + results, problem=self.state.problem, unreachable=self.state.unreachable,
                            link=self.state.link, results=results)

    def due(self) -> bool:
        return self._clock() >= self._next_try

    def soon(self) -> None:
        """Send at the next chance (a session just ended; the trainee asked)."""
        self._next_try = min(self._next_try, self._clock())

    def send_if_due(self) -> SendingState | None:
        """Send now if it is time and no other sending runs; the state found (None: not now)."""
        if not self.due() or not self._lock.acquire(blocking=False):
            return None
        try:
            self.state = self._send()
            return self.state
        except Exception:
            self._wait_after_failure()  # the caller says what failed; it is not tried again at once
            raise
        finally:
            self._lock.release()

    def _send(self) -> SendingState:
        try:
            with Records(self.records_path) as records:
                if self.signed_in is None:
                    try:
                        self.signed_in = self._sign_in()
                    except ClassroomError as problem:
                        return self._failed(records, str(problem), unreachable(problem))
                link = records.class_link(self.trainee_id, self.database)
                if link is None or link.person_id != self.signed_in.person_id:
                    link = records.link_to_class(self.trainee_id, self.database, self.signed_in.person_id)
                try:
                    sent = send_waiting(records, link, self.signed_in.engine)
                except SendingFailed as failure:
                    return self._failed(records, str(failure), failure.unreachable)
                results = records.waiting_kinds(sent.link)[1]
        except RecordsError as problem:  # the records file itself refused (full disk, a lock): said, tried again
            self._wait_after_failure()
            return SendingState(max(self.state.waiting, 0), problem=str(problem), link=self.state.link,
                                results=self.state.results)
        self._failures = 0
        self._next_try = self._clock() + AGAIN_AFTER
        return SendingState(sent.waiting, sent=sent.answers, link=sent.link, results=results)

    def _failed(self, records: Records, problem: str, unreachable: bool) -> SendingState:
        self._wait_after_failure()
        answers, results = records.waiting_kinds_for(self.trainee_id, self.database)
        return SendingState(answers + results, problem=problem, unreachable=unreachable, link=self.state.link,
                            results=results)

    def _wait_after_failure(self) -> None:
        self._failures += 1
        self._next_try = self._clock() + min(RETRY_MOST, RETRY_FIRST * 2 ** (self._failures - 1))
