"""A user starts the app, presses F1 and deals at the baccarat table by the keys on screen:
F1 lists what the window has, and "Does the Banker draw?" takes D and S; then the Draw table
drill, opened by its shortcut, asks who takes the next card or a row or column of the
tableau, keyed P/B/N, by number or typed. A fresh process with its own config and data folders, as
a user has."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from dealertrainer.storage.records import Records


def test_f1_and_the_draw_keys_from_a_fresh_start(tmp_path, monkeypatch):
    monkeypatch.setenv("DEALERTRAINER_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DEALERTRAINER_DATA_DIR", str(tmp_path / "data"))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    with Records() as records:  # a trainee who has used the app before: no name to type
        records.touch_trainee(records.add_trainee("Ada").id)
    script = Path(__file__).with_name("keys_user_run.py")
    done = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True, timeout=300,
                          cwd=Path(__file__).parents[2])
    assert done.returncode == 0, done.stderr[-2000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["errors"] == []
    rows = {(keys, does) for _where, keys, does in seen["f1"]}
    assert ("Ctrl+1", "Open Mini Baccarat") in rows and ("Ctrl+P", "Open Progress") in rows
    assert ("Ctrl+9", "Open Daily practice") in rows  # nine entries: Ctrl+1 … Ctrl+9, each bound
    assert any(keys == "D  /  S" for keys, _does in rows)
    assert seen["f1_cut"] == [False, False]
    assert len(seen["draw"]) == 3
    for asked in seen["draw"]:
        assert asked["buttons"] == ["Draw  [D]", "Stand  [S]"], asked
        assert "Correct" in asked["feedback"], asked
    assert ("P  /  B  /  N", "Who takes the next card at baccarat: Player, Banker or Neither") in rows
    assert len(seen["draw_table"]) == 8
    keyed = {"next": ["Player  [P]", "Banker  [B]", "Neither  [N]"],
             "row": ["Every card  [1]", "Every card but an 8  [2]", "2 to 7  [3]", "4 to 7  [4]", "6 or 7  [5]",
                     "No card  [6]"],
             "column": []}  # the highest total that draws, typed
    for number, asked in enumerate(seen["draw_table"]):
        assert asked["buttons"] in keyed.values(), asked  # never Draw/Stand, which one key passed 63% of the time
        assert ("Correct" in asked["feedback"]) is (number % 2 == 0), asked
        if not asked["prompt"].endswith("Who takes the next card?"):
            assert asked["answer"].casefold() not in asked["prompt"].casefold().rsplit(")", 1)[-1], asked
