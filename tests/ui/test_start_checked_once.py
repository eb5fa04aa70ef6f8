"""The full check of the records at start, as a user meets it (a new process each time, the
records left by the one before): a file the app closed cleanly is not read through again; after
the app was killed (no stamp left) it is, once; damage done after a clean close is caught."""

from __future__ import annotations

import os

from tests.ui.start_as_a_user import no_traceback, start_app, use_the_window
from tests.ui.test_start_bad_files import a_trainee_with_answers, damage_pages, journal

#: Says whether the start read the whole file through, then uses the window: answers nothing
#: and quits (a clean close), or is killed (``DEALERTRAINER_TEST_KILL`` set).
SAY_THE_CHECK = """
import os
import signal
import dealertrainer.ui.app as app_module

_open_records = app_module.open_records


def _open_and_say(*args, **kwargs):
    opened = _open_records(*args, **kwargs)
    print("checked in full:", opened.checked_in_full, flush=True)
    return opened


app_module.open_records = _open_and_say


def use(window):
    print("screen:", type(window.stack.currentWidget()).__name__, flush=True)
    if os.environ.get("KILL_THE_APP"):
        os.kill(os.getpid(), signal.SIGKILL)
"""


def start(tmp_path, *, killed: bool = False, open_first: str | None = None):
    started = start_app(tmp_path / "config", tmp_path / "data", open_first=open_first,
                        script=use_the_window(tmp_path, SAY_THE_CHECK), extra_env={"KILL_THE_APP": "1"} if killed else {})
    no_traceback(started)
    return started


def test_closed_cleanly_no_full_check_killed_one_full_check(tmp_path):
    records = a_trainee_with_answers(tmp_path / "data")  # written by another program: no stamp
    first = start(tmp_path)
    assert first.code == 0 and first.line("checked in full: ") == "True" and first.line("screen: ") == "HomeScreen"
    second = start(tmp_path)
    assert second.code == 0 and second.line("checked in full: ") == "False"
    killed = start(tmp_path, killed=True)
    assert killed.code == -9 and killed.line("checked in full: ") == "False"
    after_the_kill = start(tmp_path)
    assert after_the_kill.code == 0 and after_the_kill.line("checked in full: ") == "True"
    once = start(tmp_path)
    assert once.code == 0 and once.line("checked in full: ") == "False"
    assert once.told == [] and records.is_file()


def test_pages_damaged_after_a_clean_close_are_caught_and_kept_aside(tmp_path):
    data = tmp_path / "data"
    records = a_trainee_with_answers(data)
    assert start(tmp_path).code == 0  # a clean close: the stamp is beside the file
    assert (data / "records.sqlite3.checked").is_file()
    damage_pages(records)
    before = records.read_bytes()
    started = start(tmp_path, open_first="")  # quits at the first dialog: the new file asks a name
    assert started.code == 0 and started.line("checked in full: ") == "True"
    kept = [p for p in data.iterdir() if p.name.startswith("records.sqlite3.broken-") and not journal(p)]
    assert len(kept) == 1 and kept[0].read_bytes() == before
    assert any(line.startswith(f"Your records file {records} is damaged (") for line in started.told)
    assert not os.path.exists(f"{kept[0]}.checked")
