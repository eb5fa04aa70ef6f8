"""One set of audition standards (issue 22): the class profile's part "audition" is the school's
``SchoolStandards``, the model a PC on its own keeps in ``school.toml``. A PC following its
school's profile deals the audition and meters its pace by the instructor's standards and says
so; on its own, by ``school.toml``; the instructor's roster judges readiness by the same model."""

from __future__ import annotations

from dealertrainer.storage.classroom.profile import ClassProfile, SchoolProfile, profile_text, read_profile
from dealertrainer.storage.records import Records
from dealertrainer.storage.school_standards import SchoolStandards
from dealertrainer.storage.settings import SettingsError
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.training.audition import audition_config
from dealertrainer.training.classroom_start import join_class
from dealertrainer.training.pace import pace_standard
from dealertrainer.training.skills import is_known_skill
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.main_window import MainWindow

OWN = SchoolStandards(audition_game="stud", audition_minutes=25, stud_pace_low=35, stud_pace_high=45,
                      blackjack_pace_low=65, audition_pass_accuracy=0.9)
SCHOOL = SchoolStandards(audition_game="baccarat", audition_minutes=15, audition_seats=4, baccarat_pace_low=50,
                         baccarat_pace_high=70, blackjack_pace_low=72, mastered_share=0.5, exam_passed=False,
                         audition_pass_accuracy=0.97)


def test_a_pc_following_its_school_deals_the_audition_and_meters_pace_by_the_instructors_standards(tmp_path):
    settings = SettingsInForce(tmp_path / "config")
    settings.save(OWN)
    settings.follow_school(SchoolProfile().with_part(SCHOOL), "Class X")
    assert settings.standards == SCHOOL
    audition = audition_config(settings)
    assert (audition.game, audition.minutes, audition.seats, audition.pace_low, audition.pace_high) == \
        ("baccarat", 15, 4, 50, 70)
    assert audition.pass_accuracy == 0.97
    assert pace_standard(settings.standards, "blackjack").low == 72
    assert "game pace and audition standards are set by your instructor" in settings.school_notice()
    assert set(settings.school_fields(SchoolStandards)) == set(SchoolStandards.model_fields) - {"schema_version"}
    try:
        settings.save(SCHOOL.model_copy(update={"audition_minutes": 30}))
    except SettingsError as refused:
        assert "ask your instructor" in str(refused)
    else:
        raise AssertionError("a change to the school's standards was saved")
    settings.follow_school(None, "")  # on its own again: school.toml, as it was saved
    assert settings.standards == OWN == SettingsInForce(tmp_path / "config").standards
    assert audition_config(settings).game == "stud"


def test_a_profile_written_with_one_pace_per_game_reads_it_as_the_lowest_pace():
    text = '{"schema_version": 1, "audition": {"mastered_share": 0.6, "blackjack_per_hour": 90, "stud_per_hour": 35}}'
    read = read_profile(text, is_known_skill)
    assert read.problems == ()
    standards = read.profile.audition
    assert standards.mastered_share == 0.6 and standards.pace("blackjack") == (90, 90)
    assert standards.pace("stud") == (35, 50) and standards.pace_for("stud") == 35
    assert read_profile(profile_text(read.profile)).profile.audition == standards  # saved again as one model


def test_the_instructors_standards_reach_the_trainee_pcs_audition_page(qtbot, tmp_path, pg_server, seeded_class):
    ines = join_class(Records(tmp_path / "ines.sqlite3"), SettingsInForce(tmp_path / "ines"), seeded_class.url,
                      "Ines", seeded_class.password)
    ClassProfile(ines.signed_in.engine, seeded_class.class_x, known_skill=is_known_skill).save(SCHOOL)
    ines.signed_in.close()
    records, settings = Records(tmp_path / "records.sqlite3"), SettingsInForce(tmp_path / "config")
    settings.save(OWN)
    joined = join_class(records, settings, seeded_class.url, "Ada", seeded_class.password)
    assert settings.standards == SCHOOL
    window = MainWindow(AppContext(records=records, trainee=joined.trainee, settings=settings,
                                   classroom=joined.signed_in, class_sending=joined.sending))
    qtbot.addWidget(window)
    view = window.open("audition")
    assert view is window.audition
    lines = view.settings_lines.text()
    assert "Game: Mini Baccarat" in lines and "Seats: 4" in lines and "Length: 15 minutes" in lines
    assert "97% of the money and hand questions right" in lines and "50 coups an hour (school: 50–70" in lines
    assert view.where.text() == settings.school_notice() and "Class X" in view.where.text()
    form = window.settings_view().form(SchoolStandards)
    assert form.field_widget("audition_minutes").value() == 15
    joined.signed_in.close()
    records.close()

