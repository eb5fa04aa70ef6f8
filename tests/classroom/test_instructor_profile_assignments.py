"""The school's profile saved to and read from the class database (bad JSON there is data), and
assignments set, listed, due on a trainee's PC, started with their settings, and removed."""

from __future__ import annotations

from decimal import Decimal

import pytest
from sqlalchemy import insert, update

from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.storage.classroom.profile import (
    ClassProfile, ProfileNotSaved, SchoolProfile, load_profile, profile_text, read_profile,
)
from dealertrainer.storage.classroom.schema import assignments as assignments_table
from dealertrainer.storage.classroom.schema import classes
from dealertrainer.storage.school_standards import SchoolStandards
from dealertrainer.storage.settings import AppSettings, ChipSpec, SettingsError
from dealertrainer.training.classroom_assignments import (
    AssignmentError, assign, assignments, due_for, remove, start_config,
)
from dealertrainer.training.skills import is_known_skill
from tests.classroom.class_rows import DAY, NOW, school, session
from tests.classroom.class_rows import db  # noqa: F401  (a fixture: a class database for the test)


def set_profile_text(engine, class_id, text):
    with engine.begin() as conn:
        conn.execute(update(classes).where(classes.c.id == class_id).values(profile_json=text))


SIX_FIVE = BlackjackRules(decks=2, blackjack_pays="6:5")
CHIPS = (ChipSpec(value=Decimal("1"), colour="white"), ChipSpec(value=Decimal("5"), colour="red"),
         ChipSpec(value=Decimal("25"), colour="green"), ChipSpec(value=Decimal("100"), colour="black"))


def test_the_profile_round_trip_through_the_class_database(db):
    s = school(db)
    owner = ClassProfile(db, s.class_x, known_skill=is_known_skill, clock=lambda: NOW)
    assert owner.current(BlackjackRules) == BlackjackRules() and owner.problems == []
    owner.save(SIX_FIVE)
    owner.save(AppSettings(chips=CHIPS, target_seconds={"baccarat.banker": 2.5}))
    owner.save(SchoolStandards(mastered_share=0.6, blackjack_pace_low=70))
    read = load_profile(db, s.class_x, is_known_skill)  # as the next start (or a trainee PC) reads it
    assert read.problems == ()
    assert read.profile.rules("blackjack") == SIX_FIVE
    assert read.profile.app.chip_set()[-1].value == Decimal("100")
    assert read.profile.app.target_seconds == {"baccarat.banker": 2.5}
    assert read.profile.audition.pace_for("blackjack") == 70
    assert load_profile(db, s.class_y).profile == SchoolProfile()  # the other class is untouched
    assert read_profile(profile_text(read.profile)).profile.data() == read.profile.data()


def test_a_profile_save_is_checked_by_the_settings_models(db):
    s = school(db)
    owner = ClassProfile(db, s.class_x, known_skill=is_known_skill)
    with pytest.raises(SettingsError, match="no such skill"):
        owner.validate(AppSettings, {"target_seconds": {"baccarat.nothing": 3}})
    with pytest.raises(SettingsError, match="mastered_share"):
        owner.validate(SchoolStandards, {"mastered_share": 2})


@pytest.mark.parametrize("text, part", [
    ("not json at all", "profile"),
    ("[" * 10_000, "profile"),
    ('"a string"', "profile"),
    ('{"schema_version": 99}', "profile"),
    ("{" + '"a": 1,' * 60_000 + '"b": 2}', "profile"),  # larger than any profile may be
    ('{"blackjack": {"decks": "many"}}', "Blackjack house rules"),
    ('{"blackjack": [1, 2]}', "Blackjack house rules"),
    ('{"app": {"chips": []}}', "chip set and target times"),
    ('{"audition": {"mastered_share": -1}}', "audition standards"),
    ('{"jackpot": {}}', "does not know (jackpot)"),
])
def test_a_bad_profile_in_the_database_is_data(db, text, part):
    s = school(db)
    set_profile_text(db, s.class_x, text)
    owner = ClassProfile(db, s.class_x, known_skill=is_known_skill)  # never raises
    assert len(owner.problems) == 1 and part in owner.problems[0].message
    assert len(owner.problems[0].message) < 600
    assert owner.current(BlackjackRules) == BlackjackRules()  # the standard in force, not a crash
    owner.save(SIX_FIVE)  # saving writes a good profile over the bad one
    assert load_profile(db, s.class_x).profile.rules("blackjack") == SIX_FIVE


def test_good_parts_of_a_damaged_profile_are_kept(db):
    s = school(db)
    set_profile_text(db, s.class_x, '{"blackjack": {"decks": 2, "blackjack_pays": "6:5"}, "stud": {"seats": 99}}')
    read = load_profile(db, s.class_x)
    assert read.profile.rules("blackjack") == SIX_FIVE
    assert [p.message.split(" could")[0] for p in read.problems] == ["The school's Stud house rules"]


def test_a_profile_for_a_class_not_theirs_is_not_saved(db):
    s = school(db)
    owner = ClassProfile(db, s.class_x)
    owner.class_id = "0" * 32
    with pytest.raises(ProfileNotSaved, match="not one of yours"):
        owner.save(SIX_FIVE)
    with pytest.raises(LookupError):
        load_profile(db, "0" * 32)


PROFILE = SchoolProfile().with_part(SIX_FIVE)


def test_an_assignment_round_trip(db):
    s = school(db)
    paper = assign(db, s.class_x, title="  Blackjack payouts\tpaper ", kind="paper", drill_id="exam",
                   config={"skills": ["blackjack.payout"], "length": 10}, profile=PROFILE, due=NOW + 2 * DAY,
                   by=s.instructor_x, now=NOW)
    drill = assign(db, s.class_x, title="Draw table", kind="drill", drill_id="baccarat.draw_table",
                   config={"length": 40}, profile=PROFILE, due=NOW + DAY, by=s.instructor_x, now=NOW)
    table = assign(db, s.class_x, title="Deal blackjack", kind="drill", drill_id="blackjack.seat",
                   config={"rounds": 5}, profile=PROFILE, due=None, by=s.instructor_x, now=NOW)
    listed = assignments(db, s.class_x)
    assert [a.title for a in listed] == ["Draw table", "Blackjack payouts paper", "Deal blackjack"]
    assert listed[1].config == {"skills": ["blackjack.payout"], "length": 10}
    assert listed[1].profile.rules("blackjack") == SIX_FIVE and listed[1].problem is None
    assert assignments(db, s.class_y) == []
    # A trainee's PC: both are due, soonest first; the other class's trainee has none.
    assert [d.assignment.id for d in due_for(db, s.ann, NOW)] == [drill.id, paper.id, table.id]
    assert due_for(db, s.cid, NOW) == []
    assert [d.overdue for d in due_for(db, s.ann, NOW + 1.5 * DAY)] == [True, False, False]
    assert due_for(db, s.ann, NOW)[0].class_name == "Evening X"
    # Started with the assignment's settings: the table deals under the profile's rules.
    config = start_config(listed[2])
    assert config["rules"] == SIX_FIVE and config["rounds"] == 5
    assert start_config(listed[1])["skills"] == ["blackjack.payout"]
    # Once Ann has started the drill since it was set, it is no longer due for her (only for her).
    session(db, s.ann, "baccarat.draw_table", NOW + 60)
    session(db, s.ann, "exam", NOW - DAY)  # before the paper was set: does not count
    assert [d.assignment.id for d in due_for(db, s.ann, NOW + 120)] == [paper.id, table.id]
    assert len(due_for(db, s.bob, NOW + 120)) == 3
    remove(db, paper.id)
    assert [a.id for a in assignments(db, s.class_x)] == [drill.id, table.id]
    with pytest.raises(AssignmentError, match="no longer there"):
        remove(db, paper.id)


@pytest.mark.parametrize("changes, message", [
    ({"title": "   "}, "give the assignment a title"),
    ({"title": "x" * 121}, "at most 120"),
    ({"due": NOW - 1}, "already passed"),
    ({"kind": "homework"}, "a paper or a drill"),
    ({"kind": "drill", "drill_id": "roulette.seat"}, "no table or drill"),
    ({"config": {"skills": ["blackjack.payout"], "length": 2}}, "questions or more"),
    ({"config": {"skills": ["nothing.here"]}}, "no askable skill"),
    ({"kind": "drill", "drill_id": "totals", "config": {"length": 0}}, "length"),
])
def test_an_assignment_that_cannot_start_is_refused_with_a_reason(db, changes, message):
    s = school(db)
    given = dict(title="Paper", kind="paper", drill_id="exam", config={"skills": ["blackjack.payout"]},
                 profile=PROFILE, due=NOW + DAY, by=s.instructor_x, now=NOW)
    with pytest.raises(AssignmentError, match=message):
        assign(db, s.class_x, **{**given, **changes})
    assert assignments(db, s.class_x) == []


@pytest.mark.parametrize("spec", ["{broken", "[" * 5000, '{"drill_id": 7}', '{"drill_id": "totals", "config": []}',
                                  "x" * 300_000])
def test_an_unreadable_assignment_is_listed_with_a_message(db, spec):
    s = school(db)
    with db.begin() as conn:
        conn.execute(insert(assignments_table).values(id="a" * 32, class_id=s.class_x, title="Odd one",
                                                      kind="drill", spec_json=spec, due=NOW + DAY, created=NOW))
    (due,) = due_for(db, s.ann, NOW)
    assert due.assignment.title == "Odd one" and "cannot be opened" in due.assignment.problem
    with pytest.raises(AssignmentError, match="cannot be opened"):
        start_config(due.assignment)
