"""What is on screen while a question is up gives nothing away: the dealer's hit-or-stand
question (its soft total was written "17" when the dealer stands and "7 or 17" when they hit),
and a house-rule question asked again (see test_first_hour)."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QListWidget

from dealertrainer.engine.blackjack.hands import call_total, hand_value
from dealertrainer.ui.harness import keys_for, press


def _visible_words(screen) -> list[str]:
    """Every word on screen: the labels (prompt, hint, the panel's line, badges) and the lists
    (the shoe panel's log), and what is written beside each hand on the felt."""
    words = [label.text() for label in screen.findChildren(QLabel) if label.isVisible()]
    for widget in screen.findChildren(QListWidget):
        if widget.isVisible():
            words += [widget.item(row).text() for row in range(widget.count())]
    question = screen.session.current.question
    words += [hand.label for hand in question.table.hands if hand.label]
    return words


def test_the_dealers_hit_or_stand_screen_does_not_show_the_call(qtbot, window, context):
    context.drill_overrides["blackjack.seat"] = {"rounds": 40, "seats": 1}
    screen = window.open("blackjack.seat")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    if not screen.shoe_side.shown:
        qtbot.keyClick(screen, Qt.Key.Key_F9)  # the shoe panel and its log on screen too
    decisions = soft = 0
    for _ in range(600):
        if screen.session is None or decisions >= 12 and soft >= 2:
            break
        question = screen.session.current.question
        if question.step.action in ("dealer_hits", "dealer_stands"):
            decisions += 1
            dealer = question.table.hand("dealer").cards
            total, is_soft = hand_value(dealer)
            soft += is_soft
            shown = " | ".join(_visible_words(screen))
            assert question.prompt == "Your hand is up. Hit or stand?"
            for call in {call_total(dealer), call_total(dealer, final=True)}:
                assert not re.search(rf"dealer\W+{re.escape(call)}\b", shown, re.I), (call, shown)
            assert f"or {total}" not in shown and "Dealer stands" not in shown and "Dealer draws" not in shown
        with qtbot.waitSignal(screen.verdict_shown, timeout=5000):
            press(QApplication.focusWidget() or screen, keys_for(question, right=True))
        qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: screen.session is None or screen.session.waiting_for_answer, timeout=10000)
    assert decisions >= 12 and soft >= 1, (decisions, soft)
    if screen.session is not None:
        screen.finish()
