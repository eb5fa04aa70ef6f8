"""Settings opened at once after start: every module of ours is imported on the GUI thread.

A worker importing the training core while the GUI thread imported the settings screen met
``dealertrainer.engine.blackjack.payouts`` half initialised (an ImportError in 5 of 30 tries).
Work on the pool now starts only after the core is imported on the GUI thread."""

from __future__ import annotations

import sys
import textwrap
import threading

from tests.ui.start_as_a_user import a_trainee_in, start_app

WATCH_IMPORTS = textwrap.dedent(
    """
    import sys, threading

    class Watch:
        off_main = []

        def find_spec(self, name, path=None, target=None):
            if name.startswith("dealertrainer") and threading.current_thread() is not threading.main_thread():
                self.off_main.append(name)
            return None

    sys.meta_path.insert(0, Watch())
    from dealertrainer.__main__ import main

    code = main([])
    print("imported off the GUI thread:", sorted(set(Watch.off_main)))
    sys.exit(code)
    """
)


def test_settings_opened_at_once_after_start_in_a_new_process(tmp_path):
    a_trainee_in(tmp_path / "data")
    script = tmp_path / "watch_imports.py"
    script.write_text(WATCH_IMPORTS, encoding="utf-8")
    started = start_app(tmp_path / "config", tmp_path / "data", open_first="settings", script=script)
    assert "Traceback" not in started.stderr, started.stderr
    assert started.code == 0
    assert started.line("screen: ") == "SettingsView"
    assert started.line("imported off the GUI thread: ") == "[]"


def test_settings_open_at_once_after_the_window_is_built_again_and_again(qtbot, context):
    from dealertrainer.ui.main_window import MainWindow
    from dealertrainer.ui.settings.settings_view import SettingsView

    for _ in range(8):
        window = MainWindow(context)
        qtbot.addWidget(window)
        window.show()
        assert isinstance(window.open("settings"), SettingsView)
        qtbot.waitUntil(lambda: window.registry_ready, timeout=10000)  # noqa: B023
        window.close()


def test_the_first_jobs_wait_for_the_core_to_be_imported_on_the_gui_thread(qtbot, monkeypatch, tmp_path):
    from dealertrainer.ui import workers

    (tmp_path / "core_probe_for_workers.py").write_text(
        "import threading\nON_GUI_THREAD = threading.current_thread() is threading.main_thread()\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(workers, "CORE_MODULES", ("core_probe_for_workers",))
    monkeypatch.setattr(workers, "_core_imported", False)
    monkeypatch.setattr(workers, "_WAITING", [])
    monkeypatch.delitem(sys.modules, "core_probe_for_workers", raising=False)
    ran_on_gui_thread: list[bool] = []
    results: list[int] = []
    workers.run_job(lambda: ran_on_gui_thread.append(threading.current_thread() is threading.main_thread()) or 1,
                    results.append)
    workers.run_job(lambda: 2, results.append)
    assert "core_probe_for_workers" not in sys.modules and ran_on_gui_thread == []  # nothing before the event loop
    assert len(workers._WAITING) == 2
    qtbot.waitUntil(lambda: len(results) == 2, timeout=10000)
    assert sys.modules["core_probe_for_workers"].ON_GUI_THREAD is True
    assert ran_on_gui_thread == [False] and sorted(results) == [1, 2] and workers._WAITING == []
    workers.run_job(lambda: 3, results.append)  # later jobs start at once
    assert workers._WAITING == []
    qtbot.waitUntil(lambda: 3 in results, timeout=10000)


WATCH_FIRST_PAINT = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

    seen = []

    class Watch:
        def find_spec(self, name, path=None, target=None):
            if name == "dealertrainer.training.drills" and "imported" not in seen:
                seen.append("imported")
            return None

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):
            if (event.type() == QEvent.Type.Paint and "painted" not in seen and isinstance(watched, QWidget)
                    and isinstance(watched.window(), QMainWindow)):
                seen.append("painted")
            return False

    sys.meta_path.insert(0, Watch())
    watcher = FirstPaint()
    exec_ = QApplication.exec

    def exec_watched(app):
        app.installEventFilter(watcher)
        return exec_()

    QApplication.exec = exec_watched
    from dealertrainer.__main__ import main
    from dealertrainer.ui import workers

    import_core = workers.import_core

    def import_core_then_say():
        import_core()
        print("first:", ", ".join(seen), flush=True)
        QApplication.instance().quit()

    workers.import_core = import_core_then_say
    sys.exit(main([]))
    """
)


def test_the_window_is_painted_before_the_core_is_imported(tmp_path):
    """The core's imports block the GUI thread for a moment: the user sees the window first."""
    a_trainee_in(tmp_path / "data")
    script = tmp_path / "watch_first_paint.py"
    script.write_text(WATCH_FIRST_PAINT, encoding="utf-8")
    started = start_app(tmp_path / "config", tmp_path / "data", open_first=None, script=script)
    assert "Traceback" not in started.stderr, started.stderr
    assert started.line("first: ") == "painted, imported"


def test_jobs_start_even_when_no_window_is_ever_painted(qtbot):
    from PySide6.QtWidgets import QWidget

    from dealertrainer.ui.workers import run_job

    hidden = QWidget()
    qtbot.addWidget(hidden)  # never shown, never painted
    results: list[str] = []
    run_job(lambda: "done", results.append)
    qtbot.waitUntil(lambda: results == ["done"], timeout=10000)
