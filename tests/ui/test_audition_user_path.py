"""An instructor sets an audition in the settings file; the trainee opens it from Home by its
key, starts it with Enter, deals by the keys on screen until the time is up, and the report is
saved: an HTML page (the trainee's name escaped, the settings, the missed hands with their
cards, the signature line) and a PDF of the pages the layout makes. The clock is injected:
each reading moves it on ten seconds, so the 15 minutes pass in some dozens of answers."""

from __future__ import annotations

import random
import time
import re
from html.parser import HTMLParser
from pathlib import Path

import tomli_w
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dealertrainer import __version__
from dealertrainer.storage.records import Records
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.harness import answer_on_screen
from dealertrainer.ui.main_window import MainWindow
from dealertrainer.ui.theme import Theme

NAME = "Ana <script>alert(1)</script> & Co"


class SteppingClock:
    """A monotonic clock that moves on ``step`` seconds at each reading."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 1000.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


class Page(HTMLParser):
    """The report's text, and each table's header and rows."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: list[dict] = []
        self.text: list[str] = []
        self._cell: list[str] | None = None
        self._row: list[str] | None = None
        self._head = False

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables.append({"head": [], "rows": []})
        elif tag == "thead":
            self._head = True
        elif tag == "tr":
            self._row = []
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag):
        if tag == "thead":
            self._head = False
        elif tag in ("td", "th") and self._cell is not None and self._row is not None:
            self._row.append("".join(self._cell).strip())
            self._cell = None
        elif tag == "tr" and self._row is not None:
            self.tables[-1]["head" if self._head else "rows"].append(self._row)
            self._row = None

    def handle_data(self, data):
        self.text.append(data)
        if self._cell is not None:
            self._cell.append(data)


def test_an_audition_from_home_by_keys_to_its_filed_report(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TZ", "Europe/Paris")  # the instructor's local time, not UTC
    time.tzset()
    config = tmp_path / "config"
    config.mkdir()
    (config / "school.toml").write_text(tomli_w.dumps(
        {"audition_game": "baccarat", "audition_seats": 3, "audition_minutes": 15}), encoding="utf-8")
    records = Records(tmp_path / "records.sqlite3")
    trainee = records.add_trainee(NAME)
    records.touch_trainee(trainee.id)
    context = AppContext(records=records, trainee=trainee, theme=Theme.DARK, motion_delay_ms=0,
                         clock=SteppingClock(10.0), seed=3, settings=SettingsInForce(config))
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.registry_ready, timeout=10000)
    home_button = next(b for b in window.home.findChildren(type(window.home.start_here)) if b.objectName() == "auditionButton")
    assert "[Ctrl+U]" in home_button.text()  # Home names the key

    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_U, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.audition is not None and window.stack.currentWidget() is window.audition)
    audition = window.audition
    shown = audition.settings_lines.text()
    assert "Game: Mini Baccarat" in shown and "Seats: 3" in shown and "15 minutes" in shown
    QTest.keyClick(QApplication.focusWidget() or audition, Qt.Key.Key_Return)  # Start [Enter]
    qtbot.waitUntil(lambda: audition.stack.currentIndex() == 1)
    assert audition.pace.isVisible() and "coups an hour" in audition.pace.text()

    rng = random.Random(4)
    answered = wrong = 0
    while audition.stack.currentIndex() == 1 and answered < 400:
        qtbot.waitUntil(lambda: audition.stack.currentIndex() != 1 or
                        (audition.session is not None and audition.session.waiting_for_answer), timeout=10000)
        if audition.stack.currentIndex() != 1:
            break
        right = rng.random() < 0.7
        assert answer_on_screen(window, right=right, rng=rng)
        answered += 1
        wrong += not right
    qtbot.waitUntil(lambda: audition.stack.currentIndex() == 2, timeout=10000)
    result = audition.result.result
    assert result is not None and answered > 10 and result.score.complete
    assert len(result.missed) == wrong  # every wrong answer is listed with its hand

    html_path = audition.result.save_report(tmp_path / "report.html", "html")
    text = Path(html_path).read_text(encoding="utf-8")
    assert "<script>alert(1)" not in text  # the name is data
    page = Page()
    page.feed(text)
    words = " ".join(page.text)
    assert NAME in words and __version__ in words and "Signature" in words
    assert re.search(r"Taken:\s+\d{4}-\d\d-\d\d \d\d:\d\d CE[S]?T", words) and "UTC" not in words  # local time
    settings = {row[0]: row[1] for row in page.tables[0]["rows"]}
    assert settings["Game"] == "Mini Baccarat" and settings["Seats"] == "3" and settings["Length"].startswith("15 minutes")
    missed = next(t for t in page.tables if t["head"] == [["Hand", "Cards", "Skill", "Asked", "Answered", "Right answer"]])
    assert len(missed["rows"]) == wrong
    assert any(re.search(r"player: .*banker: ", row[1]) for row in missed["rows"])  # the cards of the hand
    assert not any(re.fullmatch(r"[a-z_]+(\.[a-z0-9_]+)+", row[2]) for row in missed["rows"])  # skill names, not ids
    assert "Signature" in words

    pdf_path = audition.result.save_report(tmp_path / "report.pdf", "pdf")
    data = Path(pdf_path).read_bytes()
    assert data.startswith(b"%PDF-")
    pages = len(re.findall(rb"/Type\s*/Page(?![s\w])", data))
    assert pages == audition.result.last_pages >= 2  # a missed-hands table that runs over a page
    window.close()
    records.close()
    monkeypatch.undo()
    time.tzset()
