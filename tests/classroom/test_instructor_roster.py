"""The instructor's roster, readiness and class report, from answers and results with known
figures in a class database (SQLite made from the one schema; the PostgreSQL tests read the
same through row-level security)."""

from __future__ import annotations

import csv
import io
from html.parser import HTMLParser

import pytest

from dealertrainer.storage.school_standards import SchoolStandards
from dealertrainer.storage.classroom.profile import SchoolProfile
from dealertrainer.training.classroom_export import CSV_COLUMNS, report_csv, report_html
from dealertrainer.training.classroom_readiness import readiness, ready_games
from dealertrainer.training.classroom_roster import classes_of, game_skills, read_result, trainee_figures, trainees_of
from tests.classroom.class_rows import DAY, NOW, STUD_SKILL, answer, master, result, school
from tests.classroom.class_rows import db  # noqa: F401  (a fixture: a class database for the test)

SKILLS = {game: len(skills) for game, skills in game_skills().items()}  # as the catalogue has them today
SHARE = 0.04  # the low bar: one stud skill is enough (1 of the catalogue's stud skills is more than 4%)
LOW_BAR = SchoolProfile().with_part(SchoolStandards(mastered_share=SHARE))


def known_class(engine, ann_name="Ann Lee"):
    s = school(engine, ann_name)
    master(engine, s.ann)  # 20 right, quick, over two days
    for i in range(3):
        answer(engine, s.ann, "baccarat.banker.3.vs.8", False, 2.0, NOW - 3600 + i)
    for i in range(5):
        answer(engine, s.bob, "blackjack.dealer.hard.16", i % 2 == 0, 1.5, NOW - 7200 + i)
    master(engine, s.cid)  # class Y's trainee: never in class X's figures
    result(engine, s.ann, "exam", "", NOW - 5 * DAY, {"passed": False, "accuracy": 0.7})
    result(engine, s.ann, "exam", "", NOW - DAY, {"passed": True, "accuracy": 0.95})
    result(engine, s.ann, "pace", "stud", NOW - DAY, {"per_hour": 35})
    result(engine, s.ann, "pace", "blackjack", NOW - DAY, {"per_hour": 52.5})
    result(engine, s.ann, "audition", "stud", NOW - DAY, {"passed": True, "accuracy": 0.97, "per_hour": 36})
    result(engine, s.bob, "pace", "blackjack", NOW - DAY, {"per_hour": 71})
    result(engine, s.bob, "exam", "blackjack", NOW - DAY, "not json {")
    return s


def test_an_instructor_lists_their_classes_and_trainees_by_name(db):
    s = known_class(db)
    assert [c.name for c in classes_of(db, s.instructor_x)] == ["Evening X"]
    assert [c.name for c in classes_of(db, s.instructor_y)] == ["Morning Y"]
    assert [(m.name, m.id) for m in trainees_of(db, s.class_x)] == [("Ann Lee", s.ann), ("Bob Ray", s.bob)]


def test_figures_come_from_the_answers_with_the_apps_mastery(db):
    s = known_class(db)
    ann, bob = trainee_figures(db, s.class_x, SchoolProfile(), NOW)
    assert (ann.name, ann.answers, ann.correct) == ("Ann Lee", 23, 20)
    assert ann.accuracy == pytest.approx(20 / 23)
    assert ann.last_answer == NOW - 3600 + 2
    assert {g: (m.answered, m.mastered) for g, m in ann.mastery.items()} == {
        "baccarat": (1, 0), "blackjack": (0, 0), "stud": (1, 1)}
    assert ann.mastery["stud"].skills == SKILLS["stud"] and ann.mastery["stud"].share == pytest.approx(1 / SKILLS["stud"])
    assert (bob.answers, bob.correct, bob.mastery["blackjack"].mastered) == (5, 3, 0)
    assert sorted(r.kind for r in ann.results) == ["audition", "exam", "exam", "pace", "pace"]
    assert (ann.passed("exam"), len(ann.of_kind("exam")), ann.passed("audition")) == (1, 2, 1)
    assert ann.latest("pace", "blackjack").per_hour == 52.5
    assert bob.latest("exam").passed is None  # its figures could not be read: taken, not passed


def test_the_class_target_times_decide_mastery(db):
    s = known_class(db)
    strict = SchoolProfile().with_part(SchoolProfile().app.model_copy(update={"target_seconds": {STUD_SKILL: 0.5}}))
    ann = trainee_figures(db, s.class_x, strict, NOW)[0]
    assert ann.mastery["stud"].mastered == 0  # 1 s answers are slow against a 0.5 s target


@pytest.mark.parametrize("detail, passed, accuracy, per_hour", [
    ('{"passed": true, "accuracy": 0.9, "per_hour": 61}', True, 0.9, 61.0),
    ('{"passed": "yes", "accuracy": 9, "per_hour": -3}', None, None, None),
    ('{"per_hour": 1e400}', None, None, None),
    ('{"per_hour": true}', None, None, None),
    ("[" * 5000, None, None, None),
    ('"just text"', None, None, None),
    ("x" * 100_000, None, None, None),
    (None, None, None, None),
])
def test_a_results_figures_are_read_as_data(detail, passed, accuracy, per_hour):
    found = read_result("pace", "blackjack", NOW, detail)
    assert (found.passed, found.accuracy, found.per_hour) == (passed, accuracy, per_hour)


def test_audition_ready_by_the_schools_standards(db):
    s = known_class(db)
    ann, bob = trainee_figures(db, s.class_x, LOW_BAR, NOW)
    standards = LOW_BAR.audition
    assert ready_games(ann, standards) == ["Stud"]
    verdicts = readiness(ann, standards)
    assert verdicts["blackjack"].missing == (f"0 of {SKILLS['blackjack']} skills mastered (0%; needs 4%)",
                                             "pace 52 an hour (needs 60)")
    assert verdicts["baccarat"].missing == (f"0 of {SKILLS['baccarat']} skills mastered (0%; needs 4%)", "no pace run")
    assert readiness(bob, standards)["blackjack"].missing == (f"0 of {SKILLS['blackjack']} skills mastered (0%; needs 4%)",
                                                              "latest exam not passed")
    # The school raises the bar: Ann is not ready anywhere, and says why.
    stricter = SchoolStandards(mastered_share=SHARE, stud_pace_low=40)
    assert ready_games(ann, stricter) == []
    assert readiness(ann, stricter)["stud"].missing == ("pace 35 an hour (needs 40)",)
    # A school that does not ask for an exam does not count a failed one.
    result(db, s.ann, "exam", "", NOW - 60, {"passed": False})
    ann = trainee_figures(db, s.class_x, LOW_BAR, NOW)[0]
    assert readiness(ann, standards)["stud"].missing == ("latest exam not passed",)
    assert ready_games(ann, SchoolStandards(mastered_share=SHARE, exam_passed=False)) == ["Stud"]


def test_an_instructor_of_class_x_sees_nothing_of_class_y(db):
    s = known_class(db)
    names = [f.name for f in trainee_figures(db, s.class_x, SchoolProfile(), NOW)]
    assert names == ["Ann Lee", "Bob Ray"]
    assert [f.name for f in trainee_figures(db, s.class_y, SchoolProfile(), NOW)] == ["Cid Moss"]


class _Table(HTMLParser):
    """The cells of an HTML page's table rows, and every tag seen."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []
        self.tags: list[str] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self._cell is not None:
            self.rows[-1].append("".join(self._cell).strip())
            self._cell = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)


HOSTILE = '<script>alert(1)</script> =HYPERLINK("x")'


def test_the_class_report_html_escapes_names_and_reads_back(db):
    s = known_class(db, ann_name=HOSTILE)
    figures = trainee_figures(db, s.class_x, LOW_BAR, NOW)
    page = report_html("Evening <X>", figures, LOW_BAR.audition, NOW)
    parsed = _Table()
    parsed.feed(page)
    assert "script" not in parsed.tags
    header, *rows = parsed.rows
    assert header[0] == "Trainee" and len(rows) == 2
    by_name = {row[0]: row for row in rows}
    assert set(by_name) == {HOSTILE, "Bob Ray"}  # the name shown as the text it is
    ann = by_name[HOSTILE]
    assert ann[1:3] == ["23", "87%"] and ann[4] == f"0 / {SKILLS['baccarat']}" and ann[6] == f"1 / {SKILLS['stud']}"
    assert header[3] == "Last active" and ann[3] == "2026-09-21 13:13 UTC"  # Ann's last answer, NOW - 3598 s
    assert ann[header.index("Audition-ready at")] == "Stud"
    assert by_name["Bob Ray"][header.index("Audition-ready at")] == "Not yet"
    assert "Class report: Evening <X>" in page.replace("&lt;", "<").replace("&gt;", ">")


def test_the_class_report_csv_reads_back(db):
    s = known_class(db, ann_name=HOSTILE)
    text = report_csv(trainee_figures(db, s.class_x, LOW_BAR, NOW), LOW_BAR.audition)
    rows = list(csv.DictReader(io.StringIO(text)))
    assert tuple(rows[0]) == CSV_COLUMNS
    bob = next(r for r in rows if r["trainee"] == "Bob Ray")
    assert (bob["answers"], bob["accuracy"], bob["blackjack_pace"], bob["exams_taken"], bob["exams_passed"]) == (
        "5", "0.60", "71", "1", "0")
    ann = next(r for r in rows if r is not bob)
    assert ann["trainee"] == HOSTILE  # not a formula: it starts with '<'
    assert (ann["stud_mastered"], ann["stud_skills"], ann["audition_ready"]) == ("1", str(SKILLS["stud"]), "Stud")
    assert ann["missing"].startswith(f"Mini Baccarat: 0 of {SKILLS['baccarat']} skills mastered")


def test_a_name_a_spreadsheet_would_run_is_kept_as_text(db):
    s = known_class(db, ann_name='=cmd|" /c calc"!A1')
    rows = list(csv.DictReader(io.StringIO(report_csv(trainee_figures(db, s.class_x, LOW_BAR, NOW), LOW_BAR.audition))))
    assert rows[0]["trainee"] == '\'=cmd|" /c calc"!A1'


def test_a_reading_that_keeps_the_replays_gives_the_same_figures(db):
    from dealertrainer.training.classroom_roster import Replays

    s = known_class(db)
    kept = Replays()
    fresh = trainee_figures(db, s.class_x, SchoolProfile(), NOW)
    assert trainee_figures(db, s.class_x, SchoolProfile(), NOW, kept) == fresh
    assert trainee_figures(db, s.class_x, SchoolProfile(), NOW, kept) == fresh  # read again: nothing new
    # Bob answers more (sent in order), and Ann's PC sends a late answer from before her others.
    for i in range(20):
        answer(db, s.bob, STUD_SKILL, True, 1.0, NOW - 2 * DAY + i * 8000)
    answer(db, s.ann, STUD_SKILL, False, 9.0, NOW - 3 * DAY)
    later = trainee_figures(db, s.class_x, SchoolProfile(), NOW, kept)
    assert later == trainee_figures(db, s.class_x, SchoolProfile(), NOW)
    assert later != fresh
    strict = SchoolProfile().with_part(SchoolProfile().app.model_copy(update={"desired_retention": 0.97}))
    assert trainee_figures(db, s.class_x, strict, NOW, kept) == trainee_figures(db, s.class_x, strict, NOW)


def test_the_kept_replays_are_used_only_while_the_answers_begin_the_same():
    from dealertrainer.storage.records import AnswerRow
    from dealertrainer.training.classroom_roster import Replays
    from dealertrainer.training.mastery import DEFAULT_TARGETS
    from dealertrainer.training.schedule import SCHEDULER, replay

    def rows(*spec):
        made = [AnswerRow(n, 0, None, STUD_SKILL, correct, 1.0, at) for n, (at, correct) in enumerate(spec)]
        return made, [(at, f"uid{at}") for at, _ in spec]

    def cards(found):
        return {skill: card.to_dict() for skill, card in found.items()}

    kept = Replays()
    first, first_keys = rows((NOW - 3 * DAY, True), (NOW - 2 * DAY, True))
    assert cards(kept.cards("t", first, first_keys, DEFAULT_TARGETS, SCHEDULER)) == cards(replay(first))
    more, more_keys = rows((NOW - 3 * DAY, True), (NOW - 2 * DAY, True), (NOW - DAY, False))
    assert cards(kept.cards("t", more, more_keys, DEFAULT_TARGETS, SCHEDULER)) == cards(replay(more))
    late, late_keys = rows((NOW - 4 * DAY, False), (NOW - 3 * DAY, True), (NOW - 2 * DAY, True), (NOW - DAY, False))
    assert cards(kept.cards("t", late, late_keys, DEFAULT_TARGETS, SCHEDULER)) == cards(replay(late))
    assert cards(replay(late)) != cards(replay(late[1:], start=replay(more)))  # the kept cards would be wrong here
