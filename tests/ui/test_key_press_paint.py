"""What a key press paints: the question is on screen (the table and the panel painted) when
its clock starts, and the answer slot's turns keep the panel as wide as its answer buttons."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from dealertrainer.ui.harness import keys_for, press
from tests.ui.paint_counts import Paints as _Paints


def _focus(screen):
    return QApplication.focusWidget() or screen


def test_each_question_is_painted_table_and_panel_before_its_clock_starts(qtbot, window, context):
    context.drill_overrides["baccarat.seat"] = {"coups": 4}
    screen = window.open("baccarat.seat")
    canvas = screen.canvas("baccarat")
    paints = _Paints()
    canvas.installEventFilter(paints)
    screen.panel.installEventFilter(paints)
    seen: list[tuple[int, int]] = []
    screen.question_shown.connect(lambda: seen.append((paints.count.get(canvas, 0), paints.count.get(screen.panel, 0))))
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    rng = random.Random(5)
    while screen.session is not None and len(seen) < 12:
        before = (paints.count.get(canvas, 0), paints.count.get(screen.panel, 0))
        question = screen.session.current.question
        with qtbot.waitSignal(screen.verdict_shown, timeout=5000):
            press(_focus(screen), keys_for(question, right=rng.random() < 0.7))
        if screen.session is None or screen.session.answered == screen.session.total:
            break
        before = (paints.count.get(canvas, 0), paints.count.get(screen.panel, 0))
        shown = len(seen)
        with qtbot.waitSignal(screen.question_shown, timeout=5000):
            qtbot.keyClick(_focus(screen), Qt.Key.Key_Space)
        assert len(seen) == shown + 1
        table_paints, panel_paints = seen[-1]
        assert table_paints > before[0] and panel_paints > before[1], (before, seen[-1])
    assert len(seen) >= 6


def test_the_panel_is_never_narrower_than_its_answer_buttons(qtbot, window, context):
    context.drill_overrides["baccarat.seat"] = {"coups": 20}
    screen = window.open("baccarat.seat")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    panel = screen.panel
    rng = random.Random(8)
    widest = 0
    for _ in range(40):
        if screen.session is None:
            break
        QApplication.processEvents()  # the slot hears of its pages' new sizes
        row = panel.controls
        assert panel.minimumSizeHint().width() >= row.minimumSizeHint().width()
        assert all(b.width() >= b.sizeHint().width() for b in panel.answer_buttons())  # each whole, wrapped if need be
        widest = max([widest, *(b.sizeHint().width() for b in panel.answer_buttons())])
        question = screen.session.current.question
        with qtbot.waitSignal(screen.verdict_shown, timeout=5000):
            press(_focus(screen), keys_for(question, right=rng.random() < 0.8))
        if screen.session is None or screen.session.answered == screen.session.total:
            break
        with qtbot.waitSignal(screen.question_shown, timeout=5000):
            qtbot.keyClick(_focus(screen), Qt.Key.Key_Space)
    assert widest > 100  # answer buttons were up
