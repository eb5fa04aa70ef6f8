"""An instructor sets an audition in the settings file; in a new process the trainee opens it
from Home by its key, starts it with Enter, deals by the keys on screen until the time is up,
the report is saved, and Enter replays a missed hand on the felt. The report: an HTML page (the trainee's name escaped, the settings of the run, the
missed hands with their cards and skill names, the app version, local time, the signature
line) and a PDF of the pages the layout makes. The clock is injected: each reading moves it on
ten seconds, so the 15 minutes pass in some dozens of answers (no speed is asserted)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import tomli_w

from dealertrainer import __version__
from dealertrainer.storage.records import Records
from tests.ui.test_exam_report_filed import _Page
from tests.ui.test_rules_at_the_table import _new_process

SCRIPT = Path(__file__).with_name("pace_user_path.py")
NAME = "Ana <script>alert(1)</script> & Co"


def test_an_audition_from_home_by_keys_to_its_filed_report(tmp_path, monkeypatch):
    monkeypatch.setenv("TZ", "Europe/Paris")  # the instructor's local time, not UTC (the new process's too)
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "school.toml").write_text(tomli_w.dumps(
        {"audition_game": "baccarat", "audition_seats": 3, "audition_minutes": 15}), encoding="utf-8")
    (tmp_path / "data").mkdir()
    with Records(tmp_path / "data" / "records.sqlite3") as records:
        records.touch_trainee(records.add_trainee(NAME).id)
    seen = _new_process("audition", tmp_path, SCRIPT)
    assert seen["home_button"].endswith("[Ctrl+U]")  # Home names the key
    assert "Game: Mini Baccarat" in seen["setup"] and "Seats: 3" in seen["setup"] and "15 minutes" in seen["setup"]
    assert "coups an hour (school: 40–60)" in seen["meter"]
    assert seen["answered"] > 10 and seen["wrong"] > 0
    assert seen["replayed"] == "HandReplayView"  # Enter replays the first missed hand on the felt

    text = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert "<script>alert(1)" not in text  # the name is data
    page = _Page()
    page.feed(text)
    words = " ".join(page.text)
    facts = {row[0]: row[1] for row in page.tables[0]["rows"]}
    assert facts["Trainee"] == NAME and facts["Marked by"] == f"DealerTrainer {__version__}"
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d CES?T \(UTC\+0[12]:00\)", facts["Taken"])  # local time
    assert "signature:" in words and seen["verdict"] in words
    settings = {row[0]: row[1] for row in next(t for t in page.tables if t["head"] == ["Setting", "Value"])["rows"]}
    assert settings["Game"] == "Mini Baccarat" and settings["Seats"] == "3" and settings["Length"].startswith("15 minutes")
    assert settings["House rules"].startswith("8 decks") and "Pass mark: pace" in settings
    missed = next(t for t in page.tables if t["head"] == ["Hand", "Cards", "Skill", "Asked", "Answered", "Right answer"])
    assert len(missed["rows"]) == seen["wrong"]  # every wrong answer, with its hand
    assert any(re.search(r"player: .*banker: ", row[1]) for row in missed["rows"])  # the cards of the hand
    assert all(re.fullmatch(r"Coup \d+|Readying the shoe|Closing the shoe", row[0]) for row in missed["rows"])
    assert not any(re.fullmatch(r"[a-z_]+(\.[a-z0-9_]+)+", row[2]) for row in missed["rows"])  # skill names, not ids

    data = (tmp_path / "report.pdf").read_bytes()
    assert data.startswith(b"%PDF-")
    pages = len(re.findall(rb"/Type\s*/Page(?![s\w])", data))
    assert pages == seen["pages"] >= 2  # the missed hands run over a page: each page its header row
    assert not list(tmp_path.glob(".report*"))  # nothing left beside them
    assert os.environ["TZ"] == "Europe/Paris"
