"""The trainee's own schedule as the user meets it: in a new process the window fits it in the
background from the records on disk, Progress says so in plain words, and the school's desired
retention saved in Settings is in force after a restart."""

from __future__ import annotations

import json
from pathlib import Path

from dealertrainer.storage.records import Records
from dealertrainer.training.memory_fit import MIN_REVIEWS
from tests.ui.test_rules_at_the_table import _new_process

SCRIPT = Path(__file__).with_name("schedule_user_path.py")
T0 = 1_767_600_000.0
DAY = 86_400.0


def _a_trainee_who_forgets_fast(home: Path) -> None:
    """Twenty cells, each asked every second day for 26 days, right only six times in ten."""
    (home / "data").mkdir(parents=True)
    with Records(home / "data" / "records.sqlite3") as records:
        ana = records.add_trainee("Ana").id
        records.touch_trainee(ana)
        n = 0
        for day in range(0, 26, 2):
            for cell in range(20):
                n += 1
                records.record_answer(ana, f"baccarat.banker.{cell // 10 + 3}.vs.{cell % 10}", n % 5 < 3,
                                      1.5, at=T0 + day * DAY + cell * 60)


def test_the_schedule_is_fitted_in_the_background_and_the_retention_saved_stays_after_a_restart(tmp_path):
    _a_trainee_who_forgets_fast(tmp_path)
    saved = _new_process("save-retention", tmp_path, SCRIPT)
    assert saved["problems"] == [] and saved["retention"] == 0.9 and saved["status_after"] == "Saved"
    seen = _new_process("look", tmp_path, SCRIPT)
    assert seen["field"] == "0.85" and seen["retention"] == 0.85
    assert seen["fitted"] and json.loads(seen["cards_under"])["retention"] == 0.85
    assert seen["schedule_note"] == (
        f"Your review schedule is personalised: it has learnt how fast you forget from {12 * 20:,} of your "
        "answers given a day or more apart.")
    assert 12 * 20 >= MIN_REVIEWS
