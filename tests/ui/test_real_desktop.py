"""The app on a real X server (Xvfb, no window manager), started as a user starts it: the
window fits the screen and comes back where it was, the keys work after a dialog closes,
and the self-test opens a real window when there is a display (issue 20)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from tests.ui.start_as_a_user import a_trainee_in, start_app, use_the_window
from tests.ui.x_server import window_manager, x_server

SHOW_THE_PLACE = """
def use(window):
    g, area = window.frameGeometry(), window.windowHandle().screen().availableGeometry()
    print("place:", g.x(), g.y(), g.width(), g.height(), flush=True)
    print("screen:", area.x(), area.y(), area.width(), area.height(), flush=True)
    answer = window.windowHandle().screen().geometry().contains(window.mapToGlobal(window.rect().bottomRight()))
    print("bottom right on screen:", answer, flush=True)
"""


def _numbers(started, prefix: str) -> tuple[int, ...]:
    return tuple(int(n) for n in started.line(prefix).split())


def _on(display: str) -> dict[str, str]:
    return {"DISPLAY": display, "QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": ""}


def test_the_window_opens_inside_a_small_screen_and_at_its_size_on_a_big_one(tmp_path):
    """It opened at 1360×900 whatever the screen: on 1024×768 the answer field was off it."""
    data = tmp_path / "data"
    a_trainee_in(data)
    script = use_the_window(tmp_path, SHOW_THE_PLACE)
    with x_server(1024, 768) as display:
        small = start_app(tmp_path / "config-small", data, open_first=None, script=script, extra_env=_on(display))
    assert small.code == 0, small.stderr[-2000:]
    assert _numbers(small, "screen: ") == (0, 0, 1024, 768)
    assert _numbers(small, "place: ") == (0, 0, 1024, 768)
    assert small.line("bottom right on screen: ") == "True"
    with x_server(1440, 900) as display:
        big = start_app(tmp_path / "config-big", data, open_first=None, script=script, extra_env=_on(display))
    assert big.code == 0, big.stderr[-2000:]
    assert _numbers(big, "place: ") == (40, 0, 1360, 900)  # the size the screens are laid out for, in the middle


MOVE_AND_QUIT = """
from PySide6.QtCore import QRect


def use(window):
    window.setGeometry(QRect(60, 40, 930, 660))
    wait(lambda: window.geometry() == QRect(60, 40, 930, 660), 5000)
"""


def test_the_size_and_place_come_back_after_a_restart_and_onto_the_screen(tmp_path):
    config, data = tmp_path / "config", tmp_path / "data"
    a_trainee_in(data)
    with x_server(1024, 768) as display:
        moved = start_app(config, data, open_first=None, script=use_the_window(tmp_path, MOVE_AND_QUIT), extra_env=_on(display))
        assert moved.code == 0, moved.stderr[-2000:]
        assert json.loads((config / "window.json").read_text()) == {"x": 60, "y": 40, "width": 930, "height": 660,
                                                                     "maximized": False}
        again = start_app(config, data, open_first=None, script=use_the_window(tmp_path, SHOW_THE_PLACE), extra_env=_on(display))
        assert again.code == 0, again.stderr[-2000:]
        assert _numbers(again, "place: ") == (60, 40, 930, 660)
        # Last time on a second screen, now unplugged; or on a bigger desktop than this one.
        (config / "window.json").write_text(json.dumps({"x": 2900, "y": 1500, "width": 1900, "height": 1100}))
        away = start_app(config, data, open_first=None, script=use_the_window(tmp_path, SHOW_THE_PLACE), extra_env=_on(display))
        assert away.code == 0, away.stderr[-2000:]
        assert _numbers(away, "place: ") == (0, 0, 1024, 768)
        (config / "window.json").write_text(json.dumps({"x": 900, "y": 700, "width": 930, "height": 660}))
        corner = start_app(config, data, open_first=None, script=use_the_window(tmp_path, SHOW_THE_PLACE), extra_env=_on(display))
    assert _numbers(corner, "place: ") == (1024 - 930, 768 - 660, 930, 660)  # half off the screen: pulled back on
    assert corner.line("bottom right on screen: ") == "True"


KEYS_AFTER_A_DIALOG = """
import subprocess


def use(window):
    # Real key presses, from another process, into whatever window has the X focus:
    # F1 opens the keyboard map, Escape closes it, then Ctrl+T should switch the theme.
    keys = subprocess.Popen(["sh", "-c", "xdotool key F1 && xdotool search --sync --onlyvisible --name 'Keyboard shortcuts' "
                             ">/dev/null && sleep 0.5 && xdotool key Escape && sleep 1.5 && xdotool key ctrl+t"])
    theme = window.context.theme
    titles = []
    QApplication.instance().focusWindowChanged.connect(lambda w: titles.append(w.title() if w is not None else None))
    wait(lambda: keys.poll() is not None and window.context.theme != theme, 20000)
    print("keys sent:", keys.wait(), flush=True)
    print("focus went to:", titles, flush=True)
    print("theme switched:", window.context.theme != theme, flush=True)
"""


def test_the_keys_work_again_once_a_dialog_is_closed_without_a_window_manager(tmp_path):
    """The focus went nowhere when the dialog closed: no shortcut worked until a click."""
    config, data = tmp_path / "config", tmp_path / "data"
    a_trainee_in(data)
    with x_server(1024, 768) as display:
        started = start_app(config, data, open_first=None, script=use_the_window(tmp_path, KEYS_AFTER_A_DIALOG),
                            extra_env=_on(display))
    assert started.code == 0, started.stderr[-2000:]
    assert started.line("keys sent: ") == "0"
    assert "'Keyboard shortcuts'" in started.line("focus went to: ")  # F1 opened the map, and it had the keys
    assert started.line("focus went to: ").endswith("'DealerTrainer']")  # then the window again
    assert started.line("theme switched: ") == "True"


def _self_test(display: str, tmp_path) -> tuple[int, list[str]]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DEALERTRAINER_", "QT_QPA_"))}
    env.update(DISPLAY=display, WAYLAND_DISPLAY="", DEALERTRAINER_CONFIG_DIR=str(tmp_path / "user-config"),
               DEALERTRAINER_DATA_DIR=str(tmp_path / "user-data"))
    done = subprocess.run([sys.executable, "-m", "dealertrainer", "--self-test"], env=env, capture_output=True,
                          text=True, timeout=300, cwd=tmp_path)
    return done.returncode, done.stdout.splitlines()


def test_the_self_test_opens_a_real_window_when_there_is_a_display(tmp_path):
    """The self-test ran offscreen only: a build whose window cannot open on X11 passed it."""
    with x_server(1024, 768) as display:
        code, lines = _self_test(display, tmp_path)
    assert code == 0, "\n".join(lines)
    assert "ok    a real window opened on the display: xcb window 1024×768 shown and drawn" in lines
    assert lines[-1].startswith("self-test passed")
    code, lines = _self_test(":87", tmp_path)  # a display is set, and no window can open on it
    assert code == 1, "\n".join(lines)
    assert [line for line in lines if line.startswith("FAIL")] == [
        "FAIL  a real window opened on the display: AssertionError: the app could not open its window (exit 3): "
        "DealerTrainer: The window cannot open: the X display :87 (the DISPLAY variable) does not answer. Check that "
        "the desktop session is running and that this user may open windows on it, or set DISPLAY to another display."
    ]
    assert not (tmp_path / "user-config").exists() and not (tmp_path / "user-data").exists()


KEYS_AT_START = """
import subprocess


def use(window):
    theme = window.context.theme
    subprocess.run(["xdotool", "key", "ctrl+t"], check=True)  # the first key the trainee presses
    print("theme switched:", wait(lambda: window.context.theme != theme, 5000), flush=True)
"""

#: The window as the app shows it, without the test's own activation of it (``USE_THE_WINDOW``).
AS_SHOWN = "            window.activateWindow()\n            QTest.qWaitForWindowActive(window)\n"


def test_the_keys_work_at_start_without_a_window_manager(tmp_path):
    """No walkthrough to close: the window was shown and no key reached it until a click."""
    from dealertrainer.storage.records import Records
    from dealertrainer.storage.trainee_notes import TraineeNotes

    config, data = tmp_path / "config", tmp_path / "data"
    records_path = a_trainee_in(data)
    with Records(records_path) as records:
        TraineeNotes.beside(records_path, records.last_trainee()).mark_given("walkthrough")
    script = use_the_window(tmp_path, KEYS_AT_START)
    source = script.read_text(encoding="utf-8")
    assert AS_SHOWN in source
    script.write_text(source.replace(AS_SHOWN, ""), encoding="utf-8")
    with x_server(1024, 768) as display:
        started = start_app(config, data, open_first=None, script=script, extra_env=_on(display))
    assert started.code == 0, started.stderr[-2000:]
    assert "closed:" not in started.shown  # no dialog came first
    assert started.line("theme switched: ") == "True"


SHOW_THE_FRAME = """
def use(window):
    QTest.qWait(2000)  # the window manager's frame is round it, and the app has had its look
    frame = window.frameGeometry()
    print("frame:", frame.x(), frame.y(), frame.width(), frame.height(), flush=True)
    print("framed:", frame != window.geometry(), flush=True)
"""


def test_with_a_window_manager_the_frame_and_title_bar_stay_on_a_small_screen(tmp_path):
    """The window asked for 1360×900: the title bar and the bottom of the window were off a 1024×768 screen."""
    data = tmp_path / "data"
    a_trainee_in(data)
    with x_server(1024, 768) as display, window_manager(display):
        started = start_app(tmp_path / "config", data, open_first=None, script=use_the_window(tmp_path, SHOW_THE_FRAME),
                            extra_env=_on(display))
    assert started.code == 0, started.stderr[-2000:]
    assert started.line("framed: ") == "True"
    x, y, width, height = _numbers(started, "frame: ")
    assert x >= 0 and y >= 0 and x + width <= 1024 and y + height <= 768, (x, y, width, height)
