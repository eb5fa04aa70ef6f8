"""Start to first window: the app shows its window before it loads what only later screens
need (the table screens, the games' dealing, the drills), in a fresh process as a user starts it."""

from __future__ import annotations

import textwrap

from tests.ui.start_as_a_user import a_trainee_in, start_app

#: Run as the app's process: notes which of our modules are loaded when the main window first
#: paints (as benchmarks/bench_app.py times it), then starts the app the way ``dealertrainer`` does.
AT_FIRST_PAINT = textwrap.dedent(
    """
    import sys

    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

    loaded = []

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):
            if (not loaded and event.type() == QEvent.Type.Paint and isinstance(watched, QWidget)
                    and isinstance(watched.window(), QMainWindow)):
                loaded.append(sorted(name for name in sys.modules if name.startswith("dealertrainer")))
            return False

    exec_app = QApplication.exec

    def exec_watching(app):
        watcher = FirstPaint()
        app.installEventFilter(watcher)
        try:
            return exec_app()
        finally:
            app.removeEventFilter(watcher)

    QApplication.exec = exec_watching
    from dealertrainer.__main__ import main

    code = main([])
    print("loaded at first paint:", " ".join(loaded[0]) if loaded else "(never painted)")
    sys.exit(code)
    """
)

LATER = (
    "dealertrainer.ui.session.session_screen",  # a table or drill screen: built when first opened
    "dealertrainer.ui.table.felt",
    "dealertrainer.engine.baccarat.coup",  # the games' dealing: only the house rules are read at start
    "dealertrainer.engine.blackjack.dealing",
    "dealertrainer.engine.stud.deal",
    "dealertrainer.training.drills",  # the drills: imported once the window has painted
)


def test_the_first_window_paints_before_the_tables_and_the_dealing_are_loaded(tmp_path):
    a_trainee_in(tmp_path / "data")
    script = tmp_path / "first_paint.py"
    script.write_text(AT_FIRST_PAINT, encoding="utf-8")
    started = start_app(tmp_path / "config", tmp_path / "data", script=script)
    assert "Traceback" not in started.stderr, started.stderr
    assert started.code == 0
    assert started.line("screen: ") == "HomeScreen"
    loaded = set(started.line("loaded at first paint: ").split())
    assert "dealertrainer.storage.settings_in_force" in loaded  # the saved settings are in force from the first screen
    assert "dealertrainer.engine.baccarat.rules" in loaded
    assert sorted(loaded & set(LATER)) == []


def test_a_table_opens_at_once_after_start_in_a_new_process(tmp_path):
    a_trainee_in(tmp_path / "data")
    started = start_app(tmp_path / "config", tmp_path / "data", open_first="blackjack.seat")
    assert "Traceback" not in started.stderr, started.stderr
    assert started.code == 0
    assert started.line("window: ") == "DealerTrainer"
    assert started.line("screen: ") == "SessionScreen"
