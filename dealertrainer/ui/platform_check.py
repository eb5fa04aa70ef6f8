"""Before Qt starts on X11: is there a display, and are the system libraries of Qt's xcb
platform plugin there?

Without a display (``DISPLAY`` unset, or naming an X server that does not answer) Qt aborts
(exit 134) with its own message; the app says what is wrong and stops with exit 3 instead.

Qt's wheels bring their own Qt but not the X11 helper libraries; on a fresh Debian or Ubuntu
desktop ``libxcb-cursor0`` (and sometimes ``libxcb-icccm4``, ``libxcb-keysyms1``) are
missing, and Qt then aborts (exit 134) with a message few people can act on. This check
tries to load each library the plugin needs and, if one is missing, says which and the
``apt install`` line that brings it, so the app can stop with a clear code instead.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping

__all__ = [
    "EXIT_MISSING_LIBRARIES", "EXIT_NO_DISPLAY", "XCB_LIBRARIES", "display_problem", "missing_xcb_libraries",
    "missing_libraries_message", "uses_xcb",
]

EXIT_MISSING_LIBRARIES = 3  # the app's exit status when Qt's platform plugin could not load
EXIT_NO_DISPLAY = 3  # likewise when there is no display to open the window on

#: The shared libraries Qt 6's xcb platform plugin links against (beyond libc and Qt's own),
#: with the Debian/Ubuntu package that installs each.
XCB_LIBRARIES: dict[str, str] = {
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}


def uses_xcb(environ: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Whether Qt is about to load its xcb (X11) plugin: on Linux, with a display set, and
    no other platform chosen (a Wayland session without a choice goes to Wayland first)."""
    return bool(environ.get("DISPLAY")) and _wants_x11(environ, platform)


def _wants_x11(environ: Mapping[str, str], platform: str) -> bool:
    """Whether Qt would go to X11 (its xcb plugin) for its windows, display or not."""
    if not platform.startswith("linux"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        return chosen.split(";")[0].split(":")[0] == "xcb"
    return not environ.get("WAYLAND_DISPLAY")


def _answers(display: str) -> bool:
    """Whether the X server ``display`` names takes a connection (libxcb, as Qt would)."""
    import ctypes  # lazy: only an X11 start probes its display

    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True  # the library check says what is missing
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return connection is not None and xcb.xcb_connection_has_error(connection) == 0
    finally:
        if connection is not None:
            xcb.xcb_disconnect(connection)


def display_problem(environ: Mapping[str, str], platform: str = sys.platform,
                    answers: Callable[[str], bool] | None = None) -> str | None:
    """What to tell the user when Qt would open its windows on X11 and there is no display
    to open them on (``answers`` tries a display); None when there is one, or Qt goes elsewhere."""
    if not _wants_x11(environ, platform):
        return None
    display = environ.get("DISPLAY", "").strip()
    if not display:
        return ("The window cannot open: there is no display (the DISPLAY variable is not set). Start "
                "DealerTrainer from a desktop session, or set DISPLAY to the X display to use (for example "
                "DISPLAY=:0). To check this build without a screen, run: dealertrainer --self-test")
    if not (answers or _answers)(display):
        return (f"The window cannot open: the X display {display} (the DISPLAY variable) does not answer. "
                "Check that the desktop session is running and that this user may open windows on it, "
                "or set DISPLAY to another display.")
    return None


def _loads(soname: str) -> bool:
    import ctypes  # lazy: only an X11 start probes libraries; elsewhere the start does without it

    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing_xcb_libraries(loads: Callable[[str], bool] | None = None) -> list[str]:
    """The sonames in ``XCB_LIBRARIES`` that cannot be loaded (``loads`` tries one)."""
    loads = loads or _loads
    return [soname for soname in XCB_LIBRARIES if not loads(soname)]


def missing_libraries_message(missing: list[str]) -> str:
    """What to tell the user: which libraries, and the command that installs them."""
    packages = " ".join(dict.fromkeys(XCB_LIBRARIES[soname] for soname in missing))
    return (
        f"The window cannot open: Qt's X11 platform plugin needs system libraries that are "
        f"not installed ({', '.join(missing)}).\n"
        f"On Debian or Ubuntu install them with:\n    sudo apt install {packages}\n"
        "then start DealerTrainer again."
    )
