"""Start DealerTrainer the way a user does — a new process, settings and records folders of
their own (made bad on purpose by the tests) — and read what it shows.

The app runs with ``DEALERTRAINER_QUIT_WHEN_SHOWN``: it prints its first dialog or window
(banner and screen included) and quits. A read-only folder is read-only for the app even
when the tests run as root: the child then gives up the capabilities that let root write
anywhere, so it meets the folder as any user would.
"""

from __future__ import annotations

import ctypes
import hashlib
import os
import stat
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

_CAP_DAC_OVERRIDE, _CAP_DAC_READ_SEARCH, _CAP_FOWNER = 1, 2, 3
_PR_CAPBSET_DROP = 24


@dataclass(frozen=True)
class Started:
    code: int
    shown: str  # what the app printed about its first dialog or window
    stderr: str

    @property
    def told(self) -> list[str]:
        """What the app itself wrote to stderr (Qt's own notes left out)."""
        return [line[len("DealerTrainer: "):] for line in self.stderr.splitlines() if line.startswith("DealerTrainer: ")]

    def line(self, prefix: str) -> str:
        found = [line for line in self.shown.splitlines() if line.startswith(prefix)]
        assert found, f"nothing starting with {prefix!r} was shown:\n{self.shown}\nstderr:\n{self.stderr}"
        return found[0][len(prefix):]


_PRCTL = ctypes.CDLL(None, use_errno=True).prctl if os.geteuid() == 0 else None  # looked up before any fork


def _as_a_plain_user(memory_limit: int | None = None) -> None:  # runs in the child, before it execs Python
    if memory_limit is not None:
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (memory_limit, memory_limit))
    if _PRCTL is not None:
        for cap in (_CAP_DAC_OVERRIDE, _CAP_DAC_READ_SEARCH, _CAP_FOWNER):
            if _PRCTL(_PR_CAPBSET_DROP, cap, 0, 0, 0) != 0:
                raise OSError(ctypes.get_errno(), "cannot drop root's file capabilities")


def start_app(config: Path | None, data: Path | None, *, open_first: str | None = "", args: tuple[str, ...] = (),
              extra_env: dict[str, str] | None = None, script: Path | None = None, timeout: float = 180,
              memory_limit: int | None = None) -> Started:
    """Run ``python -m dealertrainer`` (or ``script``, which calls it) until its first dialog
    or window is shown (``open_first=None``: until ``script`` quits it, after using the window).

    ``memory_limit``: the most address space (bytes) the app may take; more is a MemoryError."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("DEALERTRAINER_")}
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONDONTWRITEBYTECODE="1")
    if open_first is not None:
        env["DEALERTRAINER_QUIT_WHEN_SHOWN"] = open_first
    if config is not None:
        env["DEALERTRAINER_CONFIG_DIR"] = str(config)
    if data is not None:
        env["DEALERTRAINER_DATA_DIR"] = str(data)
    env.update(extra_env or {})
    done = subprocess.run(
        [sys.executable, *([str(script)] if script else ["-m", "dealertrainer"]), *args], env=env, capture_output=True, text=True,
        timeout=timeout, preexec_fn=lambda: _as_a_plain_user(memory_limit), cwd=Path(__file__).parent,
    )
    return Started(done.returncode, done.stdout, done.stderr)


def read_only(folder: Path) -> None:
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH)


def writable(folder: Path) -> None:
    folder.chmod(stat.S_IRWXU | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH)


def a_trainee_in(data: Path, name: str = "Ana") -> Path:
    """A records file with one trainee who used the app last (so no name is asked)."""
    from dealertrainer.storage.records import Records

    data.mkdir(parents=True, exist_ok=True)
    with Records(data / "records.sqlite3") as records:
        trainee = records.add_trainee(name)
        records.touch_trainee(trainee.id)
        session = records.start_session(trainee.id, "totals")
        records.end_session(session)
    return data / "records.sqlite3"


def rows_shown(started: Started, *kinds: str) -> dict[str, list[dict]]:
    """The JSON rows a window script printed, by kind ("DAILY {...}" lines under "DAILY")."""
    import json

    lines = started.shown.splitlines()
    return {kind: [json.loads(line[len(kind) + 1:]) for line in lines if line.startswith(kind + " ")]
            for kind in kinds}


def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def no_traceback(started):
    assert "Traceback" not in started.stderr and "Traceback" not in started.shown, started.stderr


@pytest.fixture
def folders(tmp_path):
    """A config folder and a data folder with a trainee, made writable again afterwards."""
    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    a_trainee_in(data)
    yield config, data
    for folder in (config, data, tmp_path):
        writable(folder)


#: The start of a script that runs the app and, once its window is shown, does what
#: ``use(window)`` (defined by the rest of the script; it may ``wait`` for a condition) does,
#: then quits. What it prints is what the user would read.
USE_THE_WINDOW = """
import sys
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from dealertrainer.ui.main_window import MainWindow

_show = MainWindow.show


def wait(condition, ms=15000):  # let the app run until condition() holds or ms pass; whether it holds
    for _ in range(ms // 20):
        if condition():
            return True
        QTest.qWait(20)
    return condition()


def _shown(window):
    _show(window)

    def run():
        try:
            QTest.qWaitForWindowExposed(window)  # as the user sees it: shown, in front, taking keys
            window.activateWindow()
            QTest.qWaitForWindowActive(window)
            for _ in range(5):  # a welcome offered at start is closed first, as the user would
                modal = QApplication.activeModalWidget()
                if modal is None:
                    break
                print("closed:", modal.windowTitle(), flush=True)
                modal.close()
                QApplication.processEvents()
            use(window)
        finally:
            QApplication.instance().quit()

    QTimer.singleShot(0, run)


MainWindow.show = _shown
"""

RUN_THE_APP = """
from dealertrainer.__main__ import main

sys.exit(main([]))
"""


def use_the_window(tmp_path: Path, use: str) -> Path:
    """A script that starts the app as a user does and runs ``use`` (the source of a function
    ``use(window)``) on its window once it is shown."""
    import textwrap

    script = tmp_path / "use_the_window.py"
    script.write_text(USE_THE_WINDOW + textwrap.dedent(use) + RUN_THE_APP, encoding="utf-8")
    return script
