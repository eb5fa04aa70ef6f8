"""The Dealer's mistakes drill as a trainee meets it: opened from Home with its key, started
with Enter, a hand replayed on the felt beat by beat (N steps on), stopped with S at the
mistake and named with its number, or passed as clean with C; the verdict says right or
wrong. A stop one beat too late is wrong."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from dealertrainer.training.mistakes import CLEAN
from dealertrainer.ui.session.mistake_replay import ReplayPlayer


def _open_from_home(qtbot, window):
    home = window.home
    shown = [b.text() for b in home.drills_box.findChildren(QPushButton) if not b.isHidden()]
    label = next(text for text in shown if text.startswith("Dealer's mistakes"))
    number = int(re.search(r"\[Ctrl\+(\d)\]$", label).group(1))
    window.open("home")
    QTest.keyClick(window, getattr(Qt.Key, f"Key_{number}"), Qt.KeyboardModifier.ControlModifier)
    screen = window.screens["mistakes"]
    qtbot.waitUntil(lambda: window.stack.currentWidget() is screen)
    QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Return)  # Start [Enter]
    qtbot.waitUntil(lambda: screen.session is not None and screen.session.waiting_for_answer, timeout=20000)
    return screen


def _press(screen, *keys: str) -> None:
    for key in keys:
        QTest.keyClick(screen.panel, key)


def test_a_trainee_stops_the_replay_at_the_mistake_and_names_it(qtbot, window):
    screen = _open_from_home(qtbot, window)
    player = screen.findChild(ReplayPlayer)
    verdicts = []
    late = False
    for _ in range(8):
        question = screen.session.current.question
        assert question.replay and player.at == 0
        assert screen.panel.say.text()  # the first beat's words are on screen
        names = [c for c in question.choices if c != CLEAN]
        if question.answer == CLEAN:
            _press(screen, "N", "N", "C")
            right = True
        else:
            beat, name = question.answer.removeprefix("Beat ").split(": ", 1)
            steps = int(beat) - 1
            too_late = not late and int(beat) < len(question.replay)
            _press(screen, *["N"] * (steps + too_late))
            assert screen.panel.progress.text().endswith(f" · Beat {steps + too_late + 1} of {len(question.replay)}")
            _press(screen, "S")
            assert "What went wrong at beat" in screen.panel.prompt.text()
            _press(screen, str(names.index(name) + 1))
            right, late = not too_late, late or too_late
        qtbot.waitUntil(lambda: screen.panel.waiting_for_next)
        feedback = screen.panel.feedback.text()
        verdicts.append((right, feedback))
        assert feedback.startswith("<b>Correct" if right else "<b>Not"), feedback
        QTest.keyClick(screen.panel, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: screen.session is None or screen.session.waiting_for_answer
                        or screen.pages.currentWidget() is screen.summary, timeout=20000)
        if screen.session is None or not screen.session.waiting_for_answer:
            break
    assert any(right for right, _ in verdicts) and late, verdicts


def test_nothing_on_screen_marks_the_mistake_while_the_replay_runs(qtbot, window, context):
    """Every beat is shown alike: the same pace, no seat lit, the same prompt and keys; the
    mistake's beat looks like any other."""
    context.drill_overrides["mistakes"] = {"games": ("blackjack",), "clean_share": 0.0}
    context.motion_delay_ms = 320  # the pauses a trainee sees (the test window has none): the replay runs by itself
    screen = window.open("mistakes")
    with qtbot.waitSignal(screen.question_shown, timeout=20000):
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    player = screen.findChild(ReplayPlayer)
    question = screen.session.current.question
    wrong = int(question.answer.removeprefix("Beat ").split(":")[0])
    looks = []
    while True:
        canvas = screen.play.table_stack.currentWidget()
        looks.append((player.timer.interval() if player.timer.isActive() else None, canvas.highlight,
                      screen.panel.prompt.text(), tuple(b.text() for b in screen.panel.answer_buttons()),
                      screen.panel.hint.text()))
        if player.at == len(question.replay) - 1:
            break
        player.timer.stop()
        player.next_beat()
    running = looks[:-1]  # the last beat waits for the trainee's call: nothing comes after it
    assert len(set(running)) == 1, running
    assert running[0][0] == 1600 and running[0][1] is None
    assert looks[wrong - 1] == running[0] or wrong == len(looks)


def test_an_exam_paper_of_mistakes_by_keys(qtbot, window):
    """Ctrl+E, a paper of the three games' mistakes, each hand watched as it runs by itself in
    the exam, paused, stepped to the mistake, stopped and named (or passed as clean): every
    answer right, and the report counts the topic."""
    from dealertrainer.ui.harness import answer_on_screen

    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    exam = window.exam
    qtbot.waitUntil(lambda: exam is not None and window.stack.currentWidget() is exam)
    exam.choose("baccarat.mistake", "blackjack.mistake", "stud.mistake")
    exam.length.setValue(9)
    assert exam.setup_problem.text() == ""
    exam.skills.setFocus()
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: exam.stack.currentIndex() == 1)
    for _ in range(9):
        qtbot.waitUntil(lambda: exam.stack.currentIndex() == 2 or exam.question is not None, timeout=20000)
        if exam.stack.currentIndex() == 2:
            break
        assert exam.question.replay
        player = exam.findChild(ReplayPlayer)
        assert player.timer.isActive()  # the hand runs by itself at the exam's pace
        answered = exam.session.answered
        assert answer_on_screen(window, right=True)
        qtbot.waitUntil(lambda: exam.session is None or exam.session.answered == answered + 1, timeout=10000)
    qtbot.waitUntil(lambda: exam.stack.currentIndex() == 2, timeout=20000)
    report = exam.report
    assert report is not None
    assert (report.answered, report.correct) == (9, 9)
