"""The class report and the instructor's "why not ready" in Chinese (zh_CN and zh_TW): headings,
game names and the reasons in the language chosen; the CSV keeps its English column keys, which
spreadsheets and scripts read. (The school's standard in words is the storage layer's line.)"""

from __future__ import annotations

import csv
import io
import re

from dealertrainer.language import _
from dealertrainer.training.classroom_export import CSV_COLUMNS, report_csv, report_html
from dealertrainer.training.classroom_readiness import readiness
from dealertrainer.training.classroom_roster import trainee_figures
from tests.classroom.class_rows import NOW
from tests.classroom.class_rows import db  # noqa: F401  (a fixture: a class database for the test)
from tests.classroom.test_instructor_roster import LOW_BAR, known_class
from tests.training.test_training_in_chinese import CJK, english_words, page_text


def test_why_not_ready_and_the_class_report_are_chinese(db, chinese):
    s = known_class(db)
    figures = trainee_figures(db, s.class_x, LOW_BAR, NOW)
    standards = LOW_BAR.audition
    for verdict in readiness(figures[1], standards).values():
        for reason in verdict.missing:
            assert CJK.search(reason) and not english_words(reason), reason
    page = report_html("Evening X", figures, standards, NOW)
    assert f'lang="{chinese.replace("_", "-")}"' in page
    data = {"Evening X", "Ann Lee", "Bob Ray"}  # names are data
    text = page_text(page)
    standard_line = text[text.index(_("Audition-ready means:")) + 1]  # the school's standard: storage's words
    for part in text:
        if part in data or part == standard_line or re.fullmatch(r"[\d\s/.:%–-]+(UTC)?", part):
            continue
        assert not english_words(part.replace("Evening X", "")), part
    assert _("Class report: {name}").format(name="Evening X") in page
    rows = list(csv.reader(io.StringIO(report_csv(figures, standards))))
    assert tuple(rows[0]) == CSV_COLUMNS  # the keys stay as they are
    missing = rows[2][CSV_COLUMNS.index("missing")]
    assert CJK.search(missing) and not english_words(missing), missing


def test_an_empty_class_says_so_in_chinese(chinese):
    page = report_html("Evening X", [], LOW_BAR.audition, NOW)
    assert _("No trainees in this class yet.") in page and CJK.search(_("No trainees in this class yet."))
