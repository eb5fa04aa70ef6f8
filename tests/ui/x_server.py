"""A real X server for tests of the real desktop: Xvfb on a free display number, with no
window manager (the hardest case: nothing places, focuses or frames a window but the app)
unless a test starts Openbox on it, and real key presses sent to it with xdotool, the way a
keyboard would.

``.ci/run`` installs Xvfb, xdotool, x11-utils and Openbox where they are missing."""

from __future__ import annotations

import os
import select
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["window_manager", "x_server"]


@contextmanager
def window_manager(display: str) -> Iterator[None]:
    """Openbox on ``display`` for the duration: frames, title bars, focus as on a desktop."""
    manager = subprocess.Popen(["openbox", "--sm-disable"], env={**os.environ, "DISPLAY": display},
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):  # until it has taken the screen (it names itself on the root window)
            found = subprocess.run(["xprop", "-display", display, "-root", "_NET_SUPPORTING_WM_CHECK"],
                                   capture_output=True, text=True)
            if "window id" in found.stdout:
                break
            time.sleep(0.1)
        else:
            raise RuntimeError("openbox did not start within 10 s")
        yield
    finally:
        manager.terminate()
        manager.wait(10)


@contextmanager
def x_server(width: int, height: int) -> Iterator[str]:
    """Start Xvfb with one screen of ``width`` × ``height``; yield its DISPLAY (":N")."""
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp", "-noreset"],
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )
    os.close(write)
    try:
        number = b""
        while not number.endswith(b"\n"):
            ready, _, _ = select.select([read], [], [], 30)
            chunk = os.read(read, 16) if ready else b""
            if not chunk:
                raise RuntimeError(f"Xvfb did not start: {server.stderr.read().decode(errors='replace')[-2000:]}"
                                   if server.poll() is not None else "Xvfb did not start within 30 s")
            number += chunk
        yield f":{int(number)}"
    finally:
        os.close(read)
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
