"""Before Qt starts on X11, the libraries of its xcb plugin are checked: a missing one is
named with the apt line that installs it, and the app stops with its own exit code instead
of Qt's abort (exit 134)."""

from __future__ import annotations

import pytest

from dealertrainer.ui import platform_check
from dealertrainer.ui.platform_check import (
    EXIT_MISSING_LIBRARIES,
    XCB_LIBRARIES,
    missing_libraries_message,
    missing_xcb_libraries,
    uses_xcb,
)


def loader_without(*absent: str):
    tried: list[str] = []

    def loads(soname: str) -> bool:
        tried.append(soname)
        return soname not in absent

    loads.tried = tried  # type: ignore[attr-defined]
    return loads


def test_every_library_is_tried_and_only_the_absent_ones_are_named():
    loads = loader_without("libxcb-cursor.so.0", "libxcb-keysyms.so.1")
    assert missing_xcb_libraries(loads) == ["libxcb-cursor.so.0", "libxcb-keysyms.so.1"]
    assert loads.tried == list(XCB_LIBRARIES)
    assert missing_xcb_libraries(loader_without()) == []


def test_the_message_names_the_libraries_and_the_packages_to_install():
    message = missing_libraries_message(["libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1"])
    assert "libxcb-cursor.so.0, libxcb-icccm.so.4, libxcb-keysyms.so.1" in message
    assert "sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1\n" in message


@pytest.mark.parametrize(
    "environ,platform,checked",
    [
        ({"DISPLAY": ":0"}, "linux", True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, "linux", True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb:nograb"}, "linux", True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux", False),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland;xcb"}, "linux", False),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"}, "linux", True),
        ({}, "linux", False),
        ({"DISPLAY": ":0"}, "darwin", False),
        ({"DISPLAY": ":0"}, "win32", False),
    ],
)
def test_the_check_runs_only_when_qt_would_load_its_xcb_plugin(environ, platform, checked):
    assert uses_xcb(environ, platform) is checked


def test_the_app_stops_before_qt_with_the_message_on_stderr(monkeypatch, capsys):
    from dealertrainer.ui.app import run

    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(platform_check, "_loads", loader_without("libxcb-cursor.so.0"))
    assert run([]) == EXIT_MISSING_LIBRARIES == 3
    err = capsys.readouterr().err
    assert err.startswith("DealerTrainer: The window cannot open: Qt's X11 platform plugin needs system libraries")
    assert "(libxcb-cursor.so.0)" in err and "sudo apt install libxcb-cursor0" in err
    assert "Traceback" not in err


def test_the_readme_names_the_system_packages():
    from pathlib import Path

    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    install = readme.split("## Install and start", 1)[1].split("\n## ", 1)[0]
    assert "libxcb-cursor0" in install and "libxcb-icccm4" in install and "libxcb-keysyms1" in install


@pytest.mark.parametrize(
    "environ,told",
    [
        ({}, "there is no display (the DISPLAY variable is not set)"),
        ({"DISPLAY": " "}, "there is no display (the DISPLAY variable is not set)"),
        ({"QT_QPA_PLATFORM": "xcb"}, "there is no display (the DISPLAY variable is not set)"),
        ({"DISPLAY": ":9"}, "the X display :9 (the DISPLAY variable) does not answer"),
        ({"DISPLAY": ":0"}, None),
        ({"QT_QPA_PLATFORM": "offscreen"}, None),
        ({"WAYLAND_DISPLAY": "wayland-0"}, None),
    ],
)
def test_no_display_is_told_in_words(environ, told):
    from dealertrainer.ui.platform_check import display_problem

    message = display_problem(environ, "linux", answers=lambda display: display == ":0")
    assert (message is None) if told is None else (told in message and message.startswith("The window cannot open"))
    assert display_problem(environ, "win32", answers=lambda display: False) is None


def test_without_a_display_a_fresh_start_says_so_and_stops_with_its_own_code(tmp_path):
    """Qt aborted (exit 134) with "could not connect to display"; the app now says what is wrong."""
    from tests.ui.start_as_a_user import start_app

    unset = {"DISPLAY": "", "QT_QPA_PLATFORM": "", "WAYLAND_DISPLAY": ""}
    started = start_app(tmp_path / "config", tmp_path / "data", extra_env=unset)
    assert started.code == 3, started.stderr[-2000:]
    assert started.told == [display_problem_for({})]
    assert "Traceback" not in started.stderr and "Aborted" not in started.stderr
    dead = start_app(tmp_path / "config", tmp_path / "data", extra_env={**unset, "DISPLAY": ":87"})
    assert dead.code == 3, dead.stderr[-2000:]
    assert dead.told == ["The window cannot open: the X display :87 (the DISPLAY variable) does not answer. Check "
                         "that the desktop session is running and that this user may open windows on it, or set "
                         "DISPLAY to another display."]


def display_problem_for(environ):
    from dealertrainer.ui.platform_check import display_problem

    return display_problem(environ, "linux")
