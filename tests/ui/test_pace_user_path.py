"""Game pace as the user meets it: in one process the trainee ticks Game pace at the baccarat
table and deals by the keys (a full table, the meter over the felt); after a restart, Progress
shows the coups an hour they dealt that day against the school's pace saved in the settings."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import tomli_w

from dealertrainer.storage.records import Records
from tests.ui.test_rules_at_the_table import _new_process

SCRIPT = Path(__file__).with_name("pace_user_path.py")


def test_the_pace_dealt_at_a_table_is_in_progress_after_a_restart(tmp_path):
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "school.toml").write_text(
        tomli_w.dumps({"baccarat_pace_low": 45, "baccarat_pace_high": 55}), encoding="utf-8")
    (tmp_path / "data").mkdir()
    with Records(tmp_path / "data" / "records.sqlite3") as records:
        records.touch_trainee(records.add_trainee("Ana").id)
    dealt = _new_process("deal", tmp_path, SCRIPT)
    assert dealt["ticked"] and dealt["meter_shown"] and dealt["seats"] == 9  # a full Mini Baccarat table
    assert re.fullmatch(r"Pace: \d+ coups an hour \(school: 45–55\) · coup 3: \d+:\d\d", dealt["meter"]), dealt["meter"]
    assert dealt["stored"] >= 4
    seen = _new_process("look", tmp_path, SCRIPT)
    assert seen["shown"]
    [row] = seen["rows"]
    assert row[0] == date.today().isoformat() and row[1] == "Mini Baccarat" and row[2] == str(dealt["stored"])
    assert re.fullmatch(r"\d+ an hour", row[3]) and row[4].startswith("45–55 (")
