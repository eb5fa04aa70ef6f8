"""The exam report a school files: an instructor sets a paper in a fresh app (in Kolkata, UTC+05:30),
the trainee sits it and the report is saved. The HTML, parsed, carries the paper's settings
(questions, time per question), the app version, the instructor's signature line, every table's
header in a <thead> (repeated on each printed page), the local time and skill names, not ids;
the trainee's name is data. A PDF lies beside it, several pages long, its tables' header rows
repeated by Qt's writer."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from html.parser import HTMLParser

from dealertrainer import __version__
from dealertrainer.training.skills import find_skill

SIT = r"""
import json, sys
from PySide6.QtGui import QTextTable
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from dealertrainer.storage.records import Records
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.harness import answer_for
from dealertrainer.ui.main_window import MainWindow
from dealertrainer.ui.report_pdf import report_document
from dealertrainer.training.progress import report_html

records = Records()
window = MainWindow(AppContext(records=records, trainee=records.add_trainee(sys.argv[1]), seed=4))
window.show()
exam = window.open("exam")
exam.choose("baccarat.banker", "blackjack.payout")
exam.length.setValue(60)
exam.time_factor.setValue(3)
exam.start()
n = 0
while exam.stack.currentIndex() == 1:
    app.processEvents()
    exam.answer_with(answer_for(exam.question, n % 3 == 0))  # two of three wrong: a long list of misses
    n += 1
html = exam.save_report(sys.argv[2])
document = report_document(report_html(exam.report))
tables = [frame for frame in document.rootFrame().childFrames() if isinstance(frame, QTextTable)]
print(json.dumps({"html": str(html), "taken": exam.report.taken, "saved": exam.saved_label.text(),
                  "headers": [t.format().headerRowCount() for t in tables], "rows": [t.rows() for t in tables]}))
records.close()
"""


class _Page(HTMLParser):
    """The tables of a page (does each have a <thead>, its header cells, its rows) and its text."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: list[dict] = []
        self.text: list[str] = []
        self._cell: list[str] | None = None
        self._in_head = False

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables.append({"class": dict(attrs).get("class"), "thead": False, "head": [], "rows": []})
        elif tag == "thead":
            self.tables[-1]["thead"] = self._in_head = True
        elif tag == "tr" and self.tables and not self._in_head:
            self.tables[-1]["rows"].append([])
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag):
        if tag == "thead":
            self._in_head = False
        elif tag in ("td", "th") and self._cell is not None:
            cell = "".join(self._cell).strip()
            (self.tables[-1]["head"] if self._in_head else self.tables[-1]["rows"][-1]).append(cell)
            self._cell = None

    def handle_data(self, data):
        self.text.append(data)
        if self._cell is not None:
            self._cell.append(data)


def test_the_exam_report_carries_what_a_school_files_in_html_and_pdf(tmp_path):
    name = 'Ana <b>"Lee"</b> & Co'
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TZ="Asia/Kolkata",
               DEALERTRAINER_CONFIG_DIR=str(tmp_path / "config"), DEALERTRAINER_DATA_DIR=str(tmp_path / "data"))
    result = subprocess.run([sys.executable, "-c", SIT, name, str(tmp_path / "filed" / "exam.html")],
                            capture_output=True, text=True, timeout=240, env=env)
    assert result.returncode == 0, result.stderr[-3000:]
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    page_text = (tmp_path / "filed" / "exam.html").read_text(encoding="utf-8")
    page = _Page()
    page.feed(page_text)
    text = " ".join("".join(page.text).split())

    facts = {row[0]: row[1] for row in page.tables[0]["rows"]}
    assert facts["Trainee"] == name and "<b>" not in page_text.split("<body>")[1].replace("<b>House", "")
    assert facts["Marked by"] == f"DealerTrainer {__version__}"
    # local time, with its offset: the hour the paper was taken in Kolkata, never "UTC" alone
    from datetime import datetime, timedelta, timezone

    kolkata = datetime.fromtimestamp(seen["taken"], timezone(timedelta(hours=5, minutes=30)))
    assert facts["Taken"] == f"{kolkata:%Y-%m-%d %H:%M} IST (UTC+05:30)"

    settings = next(t for t in page.tables if t["head"] == ["Setting", "Value"])
    values = {row[0]: row[1] for row in settings["rows"]}
    assert values["Questions"] == "60"
    assert re.fullmatch(r"3 × the skill's target time \(\d+(\.\d+)? s to \d+(\.\d+)? s on this paper\)",
                        values["Time per question"])
    assert values["Pass mark"] == "90% right" and values["Each topic's own mark"] == "60% right"

    results = [t for t in page.tables if t["head"]]
    assert {tuple(t["head"]) for t in results} >= {("Topic", "Right", "Needed", "Result"),
                                                    ("Skill", "Right", "Median time", "Target"),
                                                    ("Skill", "Question", "Right answer", "Given", "Why")}
    assert all(t["thead"] for t in results)  # every table's header row repeats on each printed page
    assert "thead{display:table-header-group}" in page_text
    missed = next(t for t in results if t["head"][1:2] == ["Question"])
    assert len(missed["rows"]) >= 30
    # skill names, never internal ids
    by_skill = next(t for t in results if t["head"] == ["Skill", "Right", "Median time", "Target"])
    assert by_skill["rows"] and all(find_skill(row[0]) is None and "." not in row[0].split(" · ")[0]
                                    for row in by_skill["rows"])
    assert not re.search(r"\b(baccarat|blackjack)\.[a-z_]+\b", text)
    signature = next(t for t in page.tables if t["class"] == "signature")
    assert "Instructor's signature" in " ".join(signature["rows"][0])

    pdf = tmp_path / "filed" / "exam.pdf"
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    assert len(re.findall(rb"/Type\s*/Page\b", data)) >= 2
    assert "exam.pdf" in seen["saved"]
    # the tables Qt lays out for the PDF keep their header rows (repeated at each page's top)
    long_tables = [h for h, rows in zip(seen["headers"], seen["rows"]) if rows > 5]
    assert long_tables and all(h == 1 for h in long_tables)
