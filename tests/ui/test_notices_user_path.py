"""A user answers at the draw table and ends the session with Esc; Progress and Home, opened
before, show the new answers without anyone refreshing them by hand: they follow the change
notices. A fresh process with its own config and data folders, as a user has."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from dealertrainer.storage.records import Records


def test_progress_and_home_follow_a_session_that_ends(tmp_path, monkeypatch):
    monkeypatch.setenv("DEALERTRAINER_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DEALERTRAINER_DATA_DIR", str(tmp_path / "data"))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    with Records() as records:  # a trainee who has used the app before: no name to type
        records.touch_trainee(records.add_trainee("Ada").id)
    script = Path(__file__).with_name("notices_user_run.py")
    done = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True, timeout=300,
                          cwd=Path(__file__).parents[2])
    assert done.returncode == 0, done.stderr[-2000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["errors"] == []
    assert seen["progress_before"].startswith("No answers yet") and seen["home_before"] == 0
    assert seen["drill"] == "baccarat.draw_table" and seen["answered"] == 3
    assert seen["progress_after_session"].startswith("3 answers")
    assert seen["home_after_session"] == [3, [["baccarat.draw_table", 3]]]
    assert seen["progress_shown"].startswith("3 answers")
    with Records() as records:
        assert len(records.answers(records.trainees()[0].id)) == 3
