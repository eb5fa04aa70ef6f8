"""The answer generator: what a trainee gives, keys, or clicks to answer the question on screen,
right or wrong. One module shared by ``--self-test``, ``--screenshots``, the benchmarks, the
soak run and the UI tests, so they all answer the way a trainee does.

- ``answer_for(question, right)``: the answer as a value (for a screen's answer slot);
- ``keys_for(question, right)``: the key presses on a table's question panel;
- ``answer_on_screen(window, right)``: read the question and the answer controls showing in
  the main window and press the key, click the button or type the text that answers it.
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLineEdit, QWidget

from dealertrainer.engine.money import chip_breakdown
from dealertrainer.engine.steps import AnswerKind, spots_in
from dealertrainer.training.questions import Question

__all__ = [
    "KeyboardTrainee",
    "Press",
    "answer_for",
    "answer_on_screen",
    "keys_for",
    "replay_keys",
    "press",
    "question_on_screen",
    "wait_until",
]

#: One key press: text to type (one character or more), or a special key such as Return.
Press = str | Qt.Key

#: An answer button's text: its label, then two spaces and its key in brackets if it has one
#: ("Draw  [D]").
_BUTTON = re.compile(r"(.+?)(?:  \[(.+)\])?")


def wait_until(condition: Callable[[], bool], timeout: float = 10.0) -> bool:
    """Process events until ``condition()`` holds; False if ``timeout`` seconds pass first."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        QCoreApplication.processEvents()
        if not condition():
            time.sleep(0.0005)
    return True


def answer_for(question: Question, right: bool) -> object:
    """An answer the trainee might give: the right one, or a plausible wrong one."""
    answer = question.answer
    kind = question.answer_kind
    if question.chips_wanted and right:
        return _right_chips(question)
    if kind is AnswerKind.YES_NO:
        return answer if right else not answer
    if kind is AnswerKind.SPOTS:
        named = spots_in(str(answer))
        return named if right else next(((c,) for c in question.choices if (c,) != named), ())
    if kind is AnswerKind.CHOICE or (kind is AnswerKind.PHRASE and question.choices):
        if right:
            return answer
        return next((c for c in question.choices if c != answer), "nothing")
    if kind is AnswerKind.SEAT:
        return answer if right else (answer % 7) + 1
    if kind is AnswerKind.MONEY:
        return str(answer if right else answer + Decimal("2.50"))
    if kind is AnswerKind.COUNT:
        return str(answer if right else int(answer) + 1)
    return str(answer) if right else "pass"


def replay_keys(question: Question, right: bool = True, at: int = 0) -> list[Press]:
    """The keys that answer a replayed hand with its beat ``at`` (from 0) on the felt: N to each
    next beat up to the mistake, S to stop there and the mistake's number; C for a clean hand.
    A wrong answer passes a hand with a mistake as clean, or stops a clean one at once."""
    from dealertrainer.training.mistakes import CLEAN  # lazy: the drills load off the GUI thread

    names = [c for c in question.choices if c != CLEAN]
    if (question.answer == CLEAN) == right:
        return ["C"]
    if question.answer == CLEAN:
        return ["S", "1"]
    beat, name = str(question.answer).removeprefix("Beat ").split(": ", 1)
    return ["N"] * max(0, int(beat) - 1 - at) + ["S", str(names.index(name) + 1)]


def _right_chips(question: Question) -> dict:
    """The chips that answer a chip question right: the way the question shows first where the
    chips are the question (a colour-up, a buy-in), else the fewest that make the amount."""
    if question.chips_accepted:
        return dict(question.chips_accepted[0])
    return chip_breakdown(question.answer, question.chip_set)  # type: ignore[arg-type]


def keys_for(question: Question, right: bool = True) -> list[Press]:
    """The key presses on a table's question panel that answer ``question``: chip keys then
    Enter, a decision key, a seat's digit, or typed text then Enter."""
    if question.replay:
        return replay_keys(question, right)
    kind = question.answer_kind
    answer = question.answer
    if question.chips_wanted:
        chips = sorted(question.chip_set, key=lambda chip: chip.value)
        paid = _right_chips(question) if right else chip_breakdown(Decimal(answer) + chips[0].value, chips)
        presses: list[Press] = []
        for chip, count in paid.items():
            presses += [str(chips.index(chip) + 1)] * count
        return [*presses, Qt.Key.Key_Return]
    if kind is AnswerKind.YES_NO:
        return ["Y" if bool(answer) == right else "N"]
    if question.keys and kind is AnswerKind.SPOTS:
        picked = answer_for(question, right)
        return [key.upper() for key, label in question.keys if label in picked] + [Qt.Key.Key_Return]
    if question.keys and kind in (AnswerKind.CHOICE, AnswerKind.PHRASE):
        wanted = [key for key, label in question.keys if (label == answer) == right]
        if not wanted:
            raise ValueError(f"no key answers {answer!r} among {question.keys!r}")
        return [wanted[0].upper()]
    if kind is AnswerKind.SEAT:
        return [str(answer if right else (answer % 7) + 1)]
    if kind is AnswerKind.MONEY:
        return [str(answer if right else answer + Decimal("1")), Qt.Key.Key_Return]
    if kind is AnswerKind.COUNT:
        return [str(answer if right else int(answer) + 1), Qt.Key.Key_Return]
    return [str(answer) if right else "no idea", Qt.Key.Key_Return]


def press(widget: QWidget, presses: Sequence[Press]) -> None:
    """Press ``presses`` on ``widget`` (typed text as key clicks, special keys as one click)."""
    for item in presses:
        if isinstance(item, str):
            QTest.keyClicks(widget, item)
        else:
            QTest.keyClick(widget, item)


class KeyboardTrainee:
    """Answers the question on a table or drill screen by pressing keys, as a trainee would."""

    def __init__(self, screen: Any) -> None:
        self.screen = screen  # a dealertrainer.ui.session.session_screen.SessionScreen

    @property
    def question(self) -> Question | None:
        return _session_question(self.screen)

    def answer(self, right: bool = True) -> None:
        """Press the keys for the current question's answer (the right one, or a wrong one)."""
        question = self.question
        if question is None:
            raise RuntimeError("no question is waiting for an answer on this screen")
        press(_answer_focus(self.screen), keys_for(question, right))

    def go_on(self) -> None:
        """After a verdict: Space, for the next beat."""
        QTest.keyClick(self.screen.panel, Qt.Key.Key_Space)


# --- the question on screen ---------------------------------------------------------------
def _session_question(screen: Any) -> Question | None:
    session = getattr(screen, "session", None)
    if session is None or not session.waiting_for_answer or session.current is None:
        return None
    return session.current.question


def _answer_focus(screen: Any) -> QWidget:
    """Where a table screen takes an answer's keys: the amount field when it shows, else the panel."""
    panel = screen.panel
    return panel.amount if panel.amount.isVisible() else panel


def question_on_screen(window: Any) -> Question | None:
    """The question waiting for an answer on the main window's current screen, if any."""
    screen = window.stack.currentWidget()
    if not hasattr(screen, "session"):  # Home, Progress, Settings
        return None
    # a table or drill (start, play, summary) or the exam (setup, paper, result): the second page
    shown = screen.pages if hasattr(screen, "pages") else screen.stack
    return _session_question(screen) if shown.currentIndex() == 1 else None


def shown_buttons(screen: QWidget) -> dict[str, QAbstractButton]:
    """The answer buttons showing on ``screen``, by their label, casefolded ("draw", "seat 3")."""
    found: dict[str, QAbstractButton] = {}
    for button in screen.findChildren(QAbstractButton, "answerButton"):
        match = _BUTTON.fullmatch(button.text())
        if match and button.isVisible() and button.isEnabled():
            found.setdefault(match.group(1).casefold(), button)
    return found


def answer_on_screen(window: Any, right: bool, rng: random.Random | None = None) -> bool:
    """Answer the question on the window's current screen as a trainee reading it would: the key
    shown beside the right (or a wrong) answer button, the chips then Enter, or the answer typed
    into the field and Enter. False if no question is waiting."""
    QCoreApplication.processEvents()  # what the screen has queued to show (new buttons are shown late)
    question = question_on_screen(window)
    if question is None:
        return False
    rng = rng or random.Random()
    screen = window.stack.currentWidget()
    if question.replay:  # a hand to watch: stepped to the mistake and stopped there, or passed as clean
        from dealertrainer.ui.session.mistake_replay import ReplayPlayer  # lazy: as the screens load it

        player = screen.findChild(ReplayPlayer)
        if player is not None and player.timer.isActive():
            press(_answer_focus(screen), ["P"])  # paused first, so the beat counted is the beat on the felt
        press(_answer_focus(screen), replay_keys(question, right, player.at if player is not None else 0))
        return True
    panel = getattr(screen, "panel", None)  # a table's question panel; the exam shows its own controls
    buttons = {} if question.chips_wanted else shown_buttons(panel or screen)
    expected = str(question.expected).casefold()
    # spots are picked one by one, then sent with Enter: even one losing spot is not a one-key choice
    if expected in buttons and question.answer_kind is not AnswerKind.SPOTS:
        label = expected if right else rng.choice([name for name in buttons if name != expected] or [expected])
        key = _BUTTON.fullmatch(buttons[label].text()).group(2)
        if key:  # the key shown beside it
            press(_answer_focus(screen) if panel is not None else screen, [key])
        else:
            QTest.mouseClick(buttons[label], Qt.MouseButton.LeftButton)
        return True
    if panel is not None:
        press(_answer_focus(screen), keys_for(question, right))
        return True
    field = next((edit for edit in screen.findChildren(QLineEdit) if edit.isVisible() and edit.isEnabled()), None)
    if field is None:
        return False
    field.setFocus()
    field.clear()
    press(field, [str(answer_for(question, right)), Qt.Key.Key_Return])
    return True
