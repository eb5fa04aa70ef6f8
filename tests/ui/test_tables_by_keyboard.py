"""A full baccarat coup and a blackjack round played from the keyboard, right and wrong,
with the feedback on screen and every answer in the records."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from dealertrainer.ui.harness import keys_for, press


def _focus(screen):
    return QApplication.focusWidget() or screen


def play_to_the_end(qtbot, screen, wrong_first: bool = True) -> list:
    """Answer every question by keyboard; the first one wrong. Returns the verdicts shown."""
    verdicts = []
    screen.verdict_shown.connect(verdicts.append)
    first = True
    with qtbot.waitSignal(screen.session_finished, timeout=20000):
        while screen.session is not None:
            qtbot.waitUntil(lambda: screen.session is None or screen.session.waiting_for_answer, timeout=5000)
            if screen.session is None:
                break
            question = screen.session.current.question
            count = len(verdicts)
            press(_focus(screen), keys_for(question, right=not (first and wrong_first)))
            qtbot.waitUntil(lambda: len(verdicts) == count + 1, timeout=5000)
            verdict = verdicts[-1]
            feedback = screen.panel.feedback
            assert feedback.isVisible(), (screen.isVisible(), screen.panel.isVisible(), window_visible(screen), screen.pages.currentIndex())
            if verdict.correct:
                assert "Correct" in feedback.text()
            else:
                assert verdict.expected in feedback.text().replace("&amp;", "&")
                assert verdict.explanation[:30] in feedback.text().replace("&#x27;", "'")
            first = False
            qtbot.keyClick(_focus(screen), Qt.Key.Key_Space)
    return verdicts


@pytest.mark.parametrize(
    ("shortcut", "drill_id", "config"),
    [("Ctrl+1", "baccarat.seat", {"coups": 1}), ("Ctrl+2", "blackjack.seat", {"rounds": 1})],
)
def test_play_a_whole_hand_from_the_keyboard(qtbot, window, context, records, shortcut, drill_id, config):
    context.drill_overrides[drill_id] = config
    index = int(shortcut[-1])
    assert window.entries[index - 1].drill_id == drill_id
    qtbot.keyClick(window, Qt.Key.Key_0 + index, Qt.KeyboardModifier.ControlModifier)
    screen = window.current_screen()
    assert screen is not None and screen.entry.drill_id == drill_id
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    session_id = screen.session.session_id
    verdicts = play_to_the_end(qtbot, screen)

    assert len(verdicts) >= 3
    assert not verdicts[0].correct
    assert all(v.correct for v in verdicts[1:])
    stored = records.answers(context.trainee.id, session_id=session_id)
    assert [row.correct for row in stored] == [v.correct for v in verdicts]
    assert all(row.seconds > 0 for row in stored)
    assert records.session(session_id).ended is not None
    # The summary is on screen with the session's figures.
    summary = screen.summary.summary
    assert summary.answered == len(verdicts)
    assert summary.correct == len(verdicts) - 1
    assert screen.pages.currentIndex() == 2


def test_closing_mid_session_keeps_the_answers_and_offers_resume(qtbot, window, context, records):
    context.drill_overrides["blackjack.seat"] = {"rounds": 3}
    screen = window.open("blackjack.seat")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        screen.start()
    session_id = screen.session.session_id
    question = screen.session.current.question
    with qtbot.waitSignal(screen.verdict_shown):
        press(_focus(screen), keys_for(question, right=True))
    window.close()
    assert len(records.answers(context.trainee.id, session_id=session_id)) == 1
    assert [row.id for row in records.unfinished_sessions(context.trainee.id)] == [session_id]

    from dealertrainer.ui.main_window import MainWindow

    again = MainWindow(context)
    qtbot.addWidget(again)
    again.show()
    with qtbot.waitSignal(again.home.loaded, timeout=5000):
        again.home.refresh()
    assert again.home.facts.unfinished == [(session_id, "blackjack.seat", 1)]
    resumed = again.open("blackjack.seat")
    assert resumed.resume_button.isVisibleTo(resumed)
    with qtbot.waitSignal(resumed.question_shown, timeout=10000):
        qtbot.keyClick(resumed, Qt.Key.Key_R)
    assert resumed.session.session_id == session_id
    with qtbot.waitSignal(resumed.verdict_shown):
        press(_focus(resumed), keys_for(resumed.session.current.question, right=False))
    assert len(records.answers(context.trainee.id, session_id=session_id)) == 2
    qtbot.keyClick(again, Qt.Key.Key_Escape)
    assert records.session(session_id).ended is not None
    assert resumed.pages.currentIndex() == 2


def window_visible(screen):
    return screen.window().isVisible()
