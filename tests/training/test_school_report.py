"""The pieces every filed report shares: local time with its offset, tables whose header repeats
on each printed page, data escaped, the signature line, the app version."""

from __future__ import annotations

import time

import pytest

from dealertrainer import __version__
from dealertrainer.training.school_report import (
    data_table,
    local_time,
    report_header,
    report_page,
    settings_table,
    signature_line,
)

AT = 1_790_000_000.0  # 2026-09-21 14:13:20 UTC


@pytest.fixture
def zone(monkeypatch):
    def set_zone(name: str) -> None:
        monkeypatch.setenv("TZ", name)
        time.tzset()

    yield set_zone
    monkeypatch.undo()
    time.tzset()


@pytest.mark.parametrize(("name", "shown"), [
    ("UTC", "2026-09-21 14:13 UTC (UTC+00:00)"),
    ("Europe/Paris", "2026-09-21 16:13 CEST (UTC+02:00)"),
    ("Asia/Kolkata", "2026-09-21 19:43 IST (UTC+05:30)"),
    ("America/St_Johns", "2026-09-21 11:43 NDT (UTC-02:30)"),
])
def test_local_time_says_the_hour_and_its_offset(zone, name, shown):
    zone(name)
    assert local_time(AT) == shown


def test_a_table_repeats_its_header_and_escapes_every_cell():
    page = data_table(["A", "<B>"], [["<script>", "x & y"]], classes=["fail"])
    assert page.startswith("<table><thead><tr><th>A</th><th>&lt;B&gt;</th></tr></thead><tbody>")
    assert '<tr class="fail"><td>&lt;script&gt;</td><td>x &amp; y</td></tr>' in page
    assert "None" in data_table(["A"], [])


def test_the_header_settings_and_signature(zone):
    zone("UTC")
    head = report_header("Audition report", 'Mo "<Lee>"', AT, [("Game", "Blackjack")])
    assert "Mo &quot;&lt;Lee&gt;&quot;" in head and f"DealerTrainer {__version__}" in head
    assert "<th>Game</th><td>Blackjack</td>" in head and "2026-09-21 14:13 UTC" in head
    assert "<th>Questions</th>" not in settings_table([("Questions", "30")])  # a row, under its header
    assert "<td>Questions</td><td>30</td>" in settings_table([("Questions", "30")])
    assert "Instructor's signature" in signature_line() and "Examiner's name" in signature_line("Examiner")
    page = report_page("<T>", head)
    assert "<title>&lt;T&gt;</title>" in page and "thead{display:table-header-group}" in page
