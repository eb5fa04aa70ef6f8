"""The one key map in the window: F1 shows every binding the window has, every binding
works, and every drill's answer buttons carry the map's keys and answer to them."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication

from dealertrainer.engine.steps import AnswerKind
from dealertrainer.training.key_map import ANSWER_WORDS, REPLAY_KEYS, answer_keys
from dealertrainer.ui.harness import keys_for, press
from dealertrainer.ui.theme import apply_theme


def _f1(qtbot, window):
    seen = []

    def close_it():
        dialog = QApplication.activeModalWidget()
        seen.append((dialog, list(dialog.rows), [c.text() for c in dialog.columns], dialog.size()))
        dialog.reject()

    QTimer.singleShot(0, close_it)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    return seen[0]


def test_f1_lists_every_binding_and_every_binding_is_bound(qtbot, window):
    _dialog, rows, texts, _size = _f1(qtbot, window)
    listed = " ".join(keys for _where, keys, _does in rows)
    bound = {s.key().toString(): s for s in window.findChildren(QShortcut) if s.isEnabled()}
    bindings = window.key_bindings()
    assert len(bindings) >= 17
    for binding in bindings:
        assert binding.keys in listed, binding
        assert QKeySequence(binding.keys).toString() in bound, binding  # what F1 promises is bound
    ctrl_numbers = [k for k in bound if re.fullmatch(r"Ctrl\+[1-9]", k)]
    assert len(ctrl_numbers) == min(9, len(window.entries))  # no Ctrl+8 promised for seven entries
    for label in [e.label for e in window.entries[:9]] + ["Progress", "Exam", "Settings", "Home"]:
        assert any(f"Open {label}" == does for _w, _k, does in rows), label
    answering = " ".join(keys for where, keys, _does in rows if where == "Answering")
    assert all(key in answering for _word, key in ANSWER_WORDS)
    assert any("Draw or stand" in text for text in texts)


def test_every_screen_binding_opens_its_screen(qtbot, window):
    for binding in window.key_bindings():
        if not binding.target:
            continue
        window.open("home")
        shortcut = next(s for s in window.findChildren(QShortcut)
                        if s.isEnabled() and s.key().toString() == QKeySequence(binding.keys).toString())
        shortcut.activated.emit()
        current = window.nav.currentItem().data(Qt.ItemDataRole.UserRole)
        assert current == binding.target, binding
    window.open("baccarat.seat")
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)  # a real key press too
    assert window.nav.currentItem().data(Qt.ItemDataRole.UserRole) == "progress"
    qtbot.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    assert window.nav.currentItem().data(Qt.ItemDataRole.UserRole) == "settings"
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert window.nav.currentItem().data(Qt.ItemDataRole.UserRole) == "exam"


def test_the_other_bindings_do_what_f1_says(qtbot, window, context):
    by_keys = {s.key().toString(): s for s in window.findChildren(QShortcut) if s.isEnabled()}
    app = QApplication.instance()
    font, style, sheet = app.font(), app.style().name(), app.styleSheet()
    before = context.theme
    try:
        apply_theme(app, before)  # the look the window's theme gives, whatever an earlier test left
        shown = app.styleSheet()
        by_keys["Ctrl+T"].activated.emit()
        assert context.theme != before and app.styleSheet() != shown
    finally:  # the application is shared: the next tests run with the look they expect
        app.setFont(font)
        app.setStyle(style)
        app.setStyleSheet(sheet)
    window.open("totals")
    by_keys["Esc"].activated.emit()  # on a start page: Home
    assert window.nav.currentItem().data(Qt.ItemDataRole.UserRole) == "home"
    by_keys["F11"].activated.emit()
    assert window.windowState() & Qt.WindowState.WindowFullScreen
    by_keys["F11"].activated.emit()
    assert not window.windowState() & Qt.WindowState.WindowFullScreen
    seen = []
    QTimer.singleShot(0, lambda: (seen.append(QApplication.activeModalWidget()), seen[-1].reject()))
    by_keys["Shift+F1"].activated.emit()
    assert type(seen[0]).__name__ == "AboutDialog"
    QTimer.singleShot(0, lambda: (seen.append(QApplication.activeModalWidget()), seen[-1].reject()))
    by_keys["?"].activated.emit()
    assert type(seen[1]).__name__ == "ShortcutsDialog"
    by_keys["Ctrl+Q"].activated.emit()
    assert not window.isVisible()


def _button_keys(screen) -> dict[str, str]:
    """What the buttons on screen say: {answer shown: key in brackets}."""
    out = {}
    for button in screen.panel.answer_buttons():
        match = re.fullmatch(r"(.+)  \[(.+)\]", button.text())
        assert match, button.text()
        out[match.group(1).casefold()] = match.group(2)
    return out


def test_every_drill_shows_the_maps_keys_and_answers_to_them(qtbot, window, context):
    """Walk every table and drill: each question's buttons carry the map's keys, and the key
    shown beside the right answer answers it (D at the baccarat table, as in the draw table)."""
    context.drill_overrides.update({"baccarat.seat": {"coups": 3}, "blackjack.seat": {"rounds": 2},
                                    "stud.seat": {"hands": 1}})
    pressed: dict[str, set[str]] = {}
    for entry in list(window.entries):
        screen = window.open(entry.drill_id)
        with qtbot.waitSignal(screen.question_shown, timeout=10000):
            qtbot.keyClick(screen, Qt.Key.Key_Return)
        for _ in range(60):
            if screen.session is None:
                break
            question = screen.session.current.question
            shown = _button_keys(screen)
            focus = QApplication.focusWidget() or screen
            if question.replay:  # a hand to watch: the map's replay keys, then the mistakes numbered
                assert shown == {label.casefold(): key for key, label in REPLAY_KEYS}, shown
                presses = keys_for(question, right=True)
            elif question.keys and question.answer_kind is AnswerKind.SPOTS:  # each losing spot, then Enter
                expected = answer_keys(question.answer_kind, question.choices)
                assert shown == {**{label.casefold(): key for key, label in expected}, "done": "Enter"}, shown
                presses = keys_for(question, right=True)
                assert len(presses) >= 2 and presses[-1] == Qt.Key.Key_Return
            elif question.keys and not question.chips_wanted:
                expected = answer_keys(question.answer_kind, question.choices)
                assert shown == {label.casefold(): key for key, label in expected}, (entry.drill_id, question.prompt)
                key = shown[str(question.expected).casefold()]
                pressed.setdefault(entry.drill_id, set()).add(key)
                presses: list = [key]
            else:  # seats are their numbers; amounts and counts are typed
                if question.answer_kind is AnswerKind.SEAT:
                    assert all(shown[f"seat {n}"] == str(n) for n in range(1, len(shown) + 1)), shown
                presses = keys_for(question, right=True)
            with qtbot.waitSignal(screen.verdict_shown, timeout=5000) as verdict:
                press(focus, presses)
            assert verdict.args[0].correct, (entry.drill_id, question.prompt, presses)
            qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
            qtbot.waitUntil(lambda: screen.session is None or screen.session.waiting_for_answer, timeout=10000)
        if screen.session is not None:
            screen.finish()
    assert {"D", "S"} & pressed["baccarat.seat"]  # "Does the Banker draw?": D or S at the table too
    assert {"1", "2", "3"} & pressed["blackjack.seat"] and {"H", "S"} & pressed["blackjack.seat"]
    assert {"P", "B", "N"} & pressed["baccarat.draw_table"] and {"1", "2", "3"} & pressed["baccarat.draw_table"]
