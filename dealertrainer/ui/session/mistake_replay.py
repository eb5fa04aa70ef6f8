"""A replayed hand on the felt (find the dealer's mistake): beats at a steady pace, the
trainee's keys to stop, pause, step on or pass the hand as clean, then the list of mistakes
to name the one stopped at.

Every beat is shown the same way and at the same pace, right or wrong: nothing on screen
marks the mistake. The answer sent is one phrase (``training.mistakes``): "Beat 7: Burn
miscounted" or "Clean hand".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject, QTimer

from dealertrainer.training.key_map import REPLAY_KEYS
from dealertrainer.training.mistakes import CLEAN, answer_text
from dealertrainer.training.questions import Question
from dealertrainer.ui.session.play_page import PlayPage

__all__ = ["PACE_MS", "ReplayPlayer"]

#: Milliseconds each beat stays on the felt while the replay runs by itself.
PACE_MS = 1600
STOP, PAUSE, NEXT = (label for _key, label in REPLAY_KEYS[:3])


class ReplayPlayer(QObject):
    """Plays one replay question at a time on ``play`` and composes its answer."""

    def __init__(self, play: PlayPage, *, pace: Callable[[], int], clock: Callable[[], None],
                 parent: QObject | None = None) -> None:
        """``pace``: ms per beat (0: a beat only when the trainee asks for the next);
        ``clock``: (re)starts the question's response clock (at each beat and at the stop)."""
        super().__init__(parent)
        self.play, self.panel = play, play.panel
        self._pace, self._clock = pace, clock
        self.question: Question | None = None
        self.at = 0  # the beat on the felt, from 0
        self.stopped: int | None = None  # the beat stopped at, from 1
        self.paused = False
        self._count = ""
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.next_beat)

    @property
    def active(self) -> bool:
        return self.question is not None

    def start(self, question: Question) -> None:
        self.question, self.at, self.stopped, self.paused = question, 0, None, False
        self._count = self.panel.progress.text()  # the session's "3 of 10", kept beside the beat
        self.panel.show_question(replace(question, keys=REPLAY_KEYS))
        self._show()

    def stop(self) -> None:
        self.timer.stop()
        self.question = None

    def _show(self) -> None:
        assert self.question is not None
        beats = self.question.replay
        step = beats[self.at]
        self.play.follow_payouts(step, paid=True)
        self.play.show_table(step.table, None)
        self.panel.show_motion(step.say)
        beat = self.tr("Beat %1 of %2").replace("%1", str(self.at + 1)).replace("%2", str(len(beats)))
        self.panel.set_progress(f"{self._count} · {beat}" if self._count else beat)
        last = self.at == len(beats) - 1
        if last:
            self.panel.hint.setText(self.tr("The hand is over: S stops at this beat, C passes the hand as clean"))
        else:
            self.panel.hint.setText(self.tr("S: stop at the mistake · P: pause · N: next beat · C: pass as clean"))
        self._clock()
        self.panel.restart_clock()
        pace = self._pace()
        if not last and not self.paused and pace > 0:
            self.timer.start(pace)

    def next_beat(self) -> None:
        if self.question is not None and self.stopped is None and self.at < len(self.question.replay) - 1:
            self.at += 1
            self._show()

    def take(self, given: object) -> object | None:
        """The panel's answer: a control used here (None), or the question's answer to send."""
        question = self.question
        if question is None:
            return given
        if given == CLEAN and self.stopped is None:
            self.stop()
            return CLEAN
        if self.stopped is not None:
            if given in question.choices and given != CLEAN:
                beat = self.stopped
                self.stop()
                return answer_text(beat, str(given))
            return None
        if given == STOP:
            self.timer.stop()
            self.stopped = self.at + 1
            names = [c for c in question.choices if c != CLEAN]
            asking = replace(question.step, question=self.tr("What went wrong at beat %1?").replace("%1", str(self.stopped)))
            self.panel.show_question(replace(question, step=asking,
                                             keys=tuple((str(i), name) for i, name in enumerate(names, 1))))
            self._clock()
            self.panel.restart_clock()
        elif given == PAUSE:
            self.paused = not self.paused
            if self.paused:
                self.timer.stop()
            elif self._pace() > 0:
                self.timer.start(self._pace())
        elif given == NEXT:
            self.timer.stop()
            self.paused = True
            self.next_beat()
        return None
