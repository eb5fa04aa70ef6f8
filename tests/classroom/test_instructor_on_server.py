"""The instructor's side on a real PostgreSQL server, each person signed in as themselves
(their own LOGIN role, row-level security on): the roster's figures from answers the trainees
sent, the school's profile an instructor saves and a trainee PC reads, assignments set by the
instructor and due on the trainee's PC, the instructor's screen — and an instructor of class X
seeing nothing of class Y, because the database shows it to no one else."""

from __future__ import annotations

import csv
import io
import json
import uuid

import pytest
from sqlalchemy import insert

import dealertrainer.ui  # noqa: F401  (installs the PySide6 6.12 None-refcount workaround first)
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.storage.classroom.connecting import open_class_database
from dealertrainer.storage.classroom.profile import (
    ClassProfile, ProfileNotSaved, SchoolProfile, load_profile,
)
from dealertrainer.storage.classroom.schema import answers, results, sessions
from dealertrainer.storage.school_standards import SchoolStandards
from dealertrainer.training.classroom_assignments import AssignmentError, assign, assignments, due_for, remove
from dealertrainer.training.classroom_export import report_csv
from dealertrainer.training.classroom_readiness import ready_games
from dealertrainer.training.classroom_roster import classes_of, trainee_figures
from dealertrainer.ui.classroom.instructor_view import InstructorView
from tests.classroom.class_rows import DAY, NOW, STUD_SKILL

SIX_FIVE = BlackjackRules(decks=2, blackjack_pays="6:5")


@pytest.fixture
def signed(seeded_class):
    """Everyone of the seeded school signed in as themselves; closed at the end."""
    people = {name: open_class_database(seeded_class.url, name, seeded_class.password)
              for name in ("Ines", "Yuri", "Ada", "Ben", "Cleo")}
    yield people
    for person in people.values():
        person.close()


def send_mastered(person, skill=STUD_SKILL):
    """What a trainee PC sends for twenty quick right answers over two days."""
    rows = [dict(uid=uuid.uuid4().hex, trainee_id=person.person.id, skill=skill, correct=True, seconds=1.0,
                 at=NOW - 2 * DAY + i * (2 * DAY - 3600) / 19) for i in range(20)]
    with person.engine.begin() as db:
        db.execute(insert(answers), rows)


def send_result(person, kind, game, detail, started=NOW - DAY):
    with person.engine.begin() as db:
        db.execute(insert(results).values(uid=uuid.uuid4().hex, trainee_id=person.person.id, kind=kind, game=game,
                                          started=started, detail_json=json.dumps(detail)))


@pytest.fixture
def sent(signed):
    send_mastered(signed["Ada"])
    send_result(signed["Ada"], "exam", "", {"passed": True, "accuracy": 0.93})
    send_result(signed["Ada"], "pace", "stud", {"per_hour": 41})
    send_result(signed["Ben"], "pace", "blackjack", {"per_hour": 66})
    send_mastered(signed["Cleo"])
    send_result(signed["Cleo"], "exam", "", {"passed": True})
    return signed


LOW_BAR = SchoolProfile().with_part(SchoolStandards(mastered_share=0.04))  # one stud skill is enough


def test_the_roster_from_what_the_trainees_sent(seeded_class, sent):
    ines = sent["Ines"]
    assert [c.name for c in classes_of(ines.engine, ines.person.id)] == ["Class X"]
    ada, ben = trainee_figures(ines.engine, seeded_class.class_x, LOW_BAR, NOW)
    assert (ada.name, ada.answers, ada.correct, ada.mastery["stud"].mastered) == ("Ada", 20, 20, 1)
    assert (ben.name, ben.answers, ben.latest("pace", "blackjack").per_hour) == ("Ben", 0, 66.0)
    assert ready_games(ada, LOW_BAR.audition) == ["Stud"]
    rows = list(csv.DictReader(io.StringIO(report_csv([ada, ben], LOW_BAR.audition))))
    assert [(r["trainee"], r["audition_ready"]) for r in rows] == [("Ada", "Stud"), ("Ben", "")]


def test_an_instructor_of_class_x_sees_nothing_of_class_y(seeded_class, sent):
    ines, yuri = sent["Ines"], sent["Yuri"]
    assert trainee_figures(ines.engine, seeded_class.class_y, SchoolProfile(), NOW) == []  # asked by its id
    assert [f.name for f in trainee_figures(yuri.engine, seeded_class.class_y, SchoolProfile(), NOW)] == ["Cleo"]
    assert trainee_figures(yuri.engine, seeded_class.class_x, SchoolProfile(), NOW) == []
    with pytest.raises(LookupError):
        load_profile(ines.engine, seeded_class.class_y)
    with pytest.raises(AssignmentError, match="refused"):
        assign(ines.engine, seeded_class.class_y, title="Not mine", kind="drill", drill_id="totals",
               config={"length": 5}, profile=SchoolProfile(), due=None, by=ines.person.id, now=NOW)


def test_the_profile_an_instructor_saves_is_what_a_trainee_pc_reads(seeded_class, signed):
    ines = signed["Ines"]
    owner = ClassProfile(ines.engine, seeded_class.class_x, clock=lambda: NOW)
    owner.save(SIX_FIVE)
    owner.save(SchoolStandards(blackjack_pace_low=75))
    for trainee in ("Ada", "Ben"):  # each trainee PC of the class
        read = load_profile(signed[trainee].engine, seeded_class.class_x)
        assert read.problems == () and read.profile.rules("blackjack") == SIX_FIVE
        assert read.profile.audition.pace_for("blackjack") == 75
    with pytest.raises(LookupError):  # class Y's trainee cannot see class X at all
        load_profile(signed["Cleo"].engine, seeded_class.class_x)
    ada_owner = ClassProfile(signed["Ada"].engine, seeded_class.class_x)
    with pytest.raises(ProfileNotSaved, match="refused"):  # a trainee may not set the school's profile
        ada_owner.save(BlackjackRules())
    yuri_owner = ClassProfile(signed["Yuri"].engine, seeded_class.class_y)
    yuri_owner.class_id = seeded_class.class_x
    with pytest.raises(ProfileNotSaved, match="not one of yours"):
        yuri_owner.save(BlackjackRules())
    assert load_profile(ines.engine, seeded_class.class_x).profile.rules("blackjack") == SIX_FIVE


def test_an_assignment_from_the_instructor_to_the_trainee_pcs(seeded_class, signed):
    ines, ada, cleo = signed["Ines"], signed["Ada"], signed["Cleo"]
    profile = SchoolProfile().with_part(SIX_FIVE)
    made = assign(ines.engine, seeded_class.class_x, title="Deal blackjack", kind="drill", drill_id="blackjack.seat",
                  config={"rounds": 4}, profile=profile, due=NOW + DAY, by=ines.person.id, now=NOW)
    (due,) = due_for(ada.engine, ada.person.id, NOW)
    assert (due.assignment.id, due.class_name, due.overdue) == (made.id, "Class X", False)
    assert due.assignment.profile.rules("blackjack") == SIX_FIVE
    assert due_for(cleo.engine, cleo.person.id, NOW) == []
    with ada.engine.begin() as db:  # Ada's PC sends the session she started
        db.execute(insert(sessions).values(uid=uuid.uuid4().hex, trainee_id=ada.person.id,
                                           drill_id="blackjack.seat", started=NOW + 60))
    assert due_for(ada.engine, ada.person.id, NOW + 120) == []
    assert len(due_for(signed["Ben"].engine, signed["Ben"].person.id, NOW + 120)) == 1
    with pytest.raises(AssignmentError):  # another class's instructor cannot take it back
        remove(signed["Yuri"].engine, made.id)
    with pytest.raises(AssignmentError):  # nor can a trainee
        remove(ada.engine, made.id)
    remove(ines.engine, made.id)
    assert assignments(ines.engine, seeded_class.class_x) == []


def test_the_instructors_screen_on_the_server(qtbot, seeded_class, sent):
    ines = sent["Ines"]
    view = InstructorView(ines.engine, ines.person.id, wall_clock=lambda: NOW)
    qtbot.addWidget(view)
    with qtbot.waitSignal(view.loaded, timeout=30_000):
        view.show()
    assert [view.chooser.itemText(i) for i in range(view.chooser.count())] == ["Class X"]
    table = view.roster.table
    assert [table.item(r, 0).text() for r in range(table.rowCount())] == ["Ada", "Ben"]
    assert "Cleo" not in view.report_text("csv") and "Cleo" not in view.report_text("html")
