"""The shoe panel keeps up with the felt, as the trainee plays by keys in the real window:
the burn shows as soon as the burn question is answered, and a stud hand under way is in the
deck's log (not only "Deck shuffled" until the hand ends). Tens read "10" there, as on the cards."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dealertrainer.ui.harness import answer_on_screen, question_on_screen


def _start(qtbot, window, drill_id):
    screen = window.open(drill_id)
    QTest.keyClick(screen, Qt.Key.Key_Return)  # Start  [Enter]
    qtbot.waitUntil(lambda: question_on_screen(window) is not None, timeout=10000)
    return screen


def _log(panel) -> list[str]:
    return [panel.log.item(i).text() for i in range(panel.log.count())]


def test_the_burn_shows_on_the_panel_while_the_burned_cards_are_on_the_felt(qtbot, window):
    """Dealt at game speed: after the burn question, the burn is shown on the felt for a while;
    the panel counts it then, not a card later."""
    screen = window.open("baccarat.seat")
    screen.intro.game_speed.setChecked(True)
    QTest.keyClick(screen, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: question_on_screen(window) is not None, timeout=10000)
    panel = screen.shoe_panel
    while question_on_screen(window).skill != "baccarat.burn.count":
        assert answer_on_screen(window, right=True)
        QTest.keyClick(screen.panel, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: question_on_screen(window) is not None)
    assert panel.figures["burned"].text() in ("0", "–")
    window.context.motion_delay_ms = 60_000  # the burn stays on the felt
    assert answer_on_screen(window, right=True)
    QTest.keyClick(screen.panel, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: screen.loop.motion.isActive())  # the burn on the felt
    burn = screen.session.current.step.table.hand("burn")
    assert burn is not None and len(burn.cards) > 1
    assert panel.figures["burned"].text() == str(len(burn.cards))
    assert any(line.startswith("Burn:") for line in _log(panel))


def test_a_stud_hand_under_way_is_in_the_deck_s_log(qtbot, window):
    screen = _start(qtbot, window, "stud.seat")
    log = _log(screen.shoe_panel)
    assert len(log) >= 2 and log[-1] == "Hand being dealt: %d cards out" % screen.shoe_panel.on_table, log
    assert screen.shoe_panel.on_table > 0


def test_tens_read_10_in_the_log_and_the_questions(qtbot, window):
    """Played until a ten has been dealt: no "T♠" anywhere a trainee reads."""
    screen = _start(qtbot, window, "baccarat.seat")
    seen_ten = False
    for _ in range(200):
        question = question_on_screen(window)
        texts = [question.prompt, screen.panel.prompt.text(), *_log(screen.shoe_panel)]
        assert not any(re.search(r"\bT[♠♥♦♣]", text) for text in texts), texts
        seen_ten = seen_ten or any(re.search(r"\b10[♠♥♦♣]", text) for text in texts)
        if seen_ten:
            break
        assert answer_on_screen(window, right=True)
        QTest.keyClick(screen.panel, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: question_on_screen(window) is not None)
    assert seen_ten
