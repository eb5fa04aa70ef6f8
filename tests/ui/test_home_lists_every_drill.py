"""Home lists every table and drill the window offers, Daily practice included, each with the
key that opens it (the window's own binding), and that key opens it."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton


def test_home_lists_every_table_and_drill_with_its_key(qtbot, window):
    home = window.home
    shown = [b.text() for b in home.drills_box.findChildren(QPushButton) if not b.isHidden()]
    labels = [entry.label for entry in window.entries]
    assert "Daily practice" in labels
    assert [re.sub(r"\s+\[.*\]$", "", text) for text in shown] == labels
    bound = {b.target: b.keys for b in window.key_bindings() if b.target}
    for text, entry in zip(shown, window.entries):
        assert text.endswith(f"[{bound[entry.drill_id]}]"), text
    daily = next(entry for entry in window.entries if entry.label == "Daily practice")
    number = int(bound[daily.drill_id].removeprefix("Ctrl+"))
    window.open("home")
    QTest.keyClick(window, getattr(Qt.Key, f"Key_{number}"), Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.screens.get(daily.drill_id))
