"""A trainee PC's window on a real class server (issue 22): the sign-in dialog, the status bar's
line of what waits to be sent as the server goes away and comes back, the school's profile
followed (Settings refuses local changes to it, the rules line says so), a server down at start."""

from __future__ import annotations

import os
import subprocess
import sys
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from sqlalchemy import func, select, update

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.storage.classroom.connecting import ClassroomError
from dealertrainer.storage.classroom.profile import SchoolProfile, profile_text
from dealertrainer.storage.classroom.schema import answers, classes
from dealertrainer.storage.records import Records
from dealertrainer.storage.settings import AppSettings, ChipSpec, SettingsError, Theme
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.training.classroom_start import join_class
from dealertrainer.training.offer import rules_line
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.classroom.sign_in_dialog import SignInDialog
from dealertrainer.ui.main_window import MainWindow


def _server_count(pg_server, url) -> int:
    admin = pg_server.admin_engine(url.rsplit("/", 1)[1])
    with admin.connect() as db:
        count = db.execute(select(func.count()).select_from(answers)).scalar_one()
    admin.dispose()
    return count


def _set_profile(pg_server, seeded, profile: SchoolProfile) -> None:
    admin = pg_server.admin_engine(seeded.url.rsplit("/", 1)[1])
    with admin.begin() as db:
        db.exec_driver_sql("SET synchronous_commit = on")  # the test server's default is off: a stop would lose it
        db.execute(update(classes).where(classes.c.id == seeded.class_x).values(profile_json=profile_text(profile)))
    admin.dispose()


def test_the_sign_in_dialog_says_a_wrong_password_and_signs_in_with_the_right_one(qtbot, tmp_path, seeded_class):
    records, settings = Records(tmp_path / "records.sqlite3"), SettingsInForce(tmp_path / "config")
    dialog = SignInDialog(seeded_class.url, lambda n, p: join_class(records, settings, seeded_class.url, n, p))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.name, "Ada")
    qtbot.keyClicks(dialog.password, "wrong horse")
    qtbot.keyClick(dialog.password, Qt.Key.Key_Return)
    assert dialog.problem.isVisibleTo(dialog) and "refused that name and password" in dialog.problem.text()
    assert dialog.joined is None and records.trainees() == []  # nothing written
    dialog.password.clear()
    qtbot.keyClicks(dialog.password, seeded_class.password)
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.password, Qt.Key.Key_Return)
    joined = dialog.joined
    assert joined.trainee.name == "Ada" and joined.signed_in.person_id == seeded_class.people["Ada"].id
    assert records.class_link(joined.trainee.id, joined.signed_in.database).person_id == joined.signed_in.person_id
    joined.signed_in.close()
    records.close()


def test_the_status_bar_follows_what_waits_as_the_server_goes_and_comes_back(qtbot, tmp_path, pg_server, seeded_class):
    records, settings = Records(tmp_path / "records.sqlite3"), SettingsInForce(tmp_path / "config")
    joined = join_class(records, settings, seeded_class.url, "ada", seeded_class.password)  # the name as typed
    assert joined.trainee.name == "Ada"
    window = MainWindow(AppContext(records=records, trainee=joined.trainee, settings=settings,
                                   classroom=joined.signed_in, class_sending=joined.sending))
    qtbot.addWidget(window)
    line = window.sending_line
    for i in range(25):
        records.record_answer(joined.trainee.id, "baccarat.banker.draws", True, 1.0, at=1.7e9 + i)
    joined.sending.soon()
    qtbot.waitUntil(lambda: _server_count(pg_server, seeded_class.url) == 25, timeout=15000)
    qtbot.waitUntil(lambda: line.text() == "All answers sent", timeout=15000)
    pg_server.stop()
    try:
        for i in range(3):
            records.record_answer(joined.trainee.id, "baccarat.banker.draws", False, 2.0, at=1.8e9 + i)
        joined.sending.soon()
        qtbot.waitUntil(lambda: line.text().startswith("Class server unreachable — answers are kept here"),
                        timeout=20000)
        assert line.text() == "Class server unreachable — answers are kept here (3 answers waiting)"
    finally:
        pg_server.start()
    joined.sending.soon()
    qtbot.waitUntil(lambda: line.text() == "All answers sent", timeout=20000)
    assert _server_count(pg_server, seeded_class.url) == 28
    window.close()
    joined.signed_in.close()
    records.close()


def test_the_pc_follows_the_schools_profile_and_refuses_local_changes_to_it(tmp_path, pg_server, seeded_class):
    school_chips = (ChipSpec(value=Decimal(1), colour="white"), ChipSpec(value=Decimal(5), colour="red"),
                    ChipSpec(value=Decimal(25), colour="green"), ChipSpec(value=Decimal(100), colour="black"))
    profile = SchoolProfile({"baccarat": BaccaratRules(decks=6),
                             "app": AppSettings(chips=school_chips, desired_retention=0.85)})
    _set_profile(pg_server, seeded_class, profile)
    records, settings = Records(tmp_path / "records.sqlite3"), SettingsInForce(tmp_path / "config")
    settings.save(settings.app.model_copy(update={"theme": Theme.DARK}))
    joined = join_class(records, settings, seeded_class.url, "Ben", seeded_class.password)
    assert settings.rules("baccarat").decks == 6 and settings.app.chips == tuple(school_chips)
    assert settings.app.desired_retention == 0.85 and settings.app.theme.value == "dark"  # the theme stays the PC's own
    assert rules_line("baccarat.seat", settings).startswith("the school's profile for Class X — 6 decks")
    assert "follows the school's profile for Class X" in settings.school_notice()
    with pytest.raises(SettingsError) as refused:
        settings.save(settings.rules("baccarat").model_copy(update={"decks": 8}))
    assert "follows the school's profile" in str(refused.value) and "ask your instructor" in str(refused.value)
    assert settings.rules("baccarat").decks == 6
    settings.save(settings.app.model_copy(update={"theme": Theme.LIGHT}))  # what the school does not set is saved
    assert settings.app.theme.value == "light" and settings.app.chips == tuple(school_chips)
    again = SettingsInForce(tmp_path / "config")  # the PC's own settings, as saved: the school's never written there
    assert again.rules("baccarat").decks == BaccaratRules().decks and again.app.theme.value == "light"
    assert again.app.chips == AppSettings().chips
    joined.signed_in.close()
    records.close()


def test_a_server_down_at_start_starts_on_local_records_and_signs_in_later(tmp_path, pg_server, seeded_class):
    records, settings = Records(tmp_path / "records.sqlite3"), SettingsInForce(tmp_path / "config")
    pg_server.stop()
    try:
        joined = join_class(records, settings, seeded_class.url, "Ada", seeded_class.password)
        assert joined.signed_in is None and joined.trainee.name == "Ada"
        assert any("cannot be reached" in m and "kept here" in m for m in joined.messages)
        records.record_answer(joined.trainee.id, "baccarat.banker.draws", True, 1.0)
        state = joined.sending.send_if_due()
        assert state.unreachable and state.waiting == 1
    finally:
        pg_server.start()
    joined.sending.soon()
    state = joined.sending.send_if_due()
    assert state.problem is None and state.waiting == 0 and joined.sending.signed_in is not None
    assert records.linked_trainee(joined.sending.database, seeded_class.people["Ada"].id) == joined.trainee.id
    assert _server_count(pg_server, seeded_class.url) == 1
    joined.sending.signed_in.close()
    records.close()


def test_a_class_database_from_a_newer_release_is_refused_in_words_and_nothing_changes(tmp_path, pg_server, seeded_class):
    admin = pg_server.admin_engine(seeded_class.url.rsplit("/", 1)[1])
    with admin.begin() as db:
        db.exec_driver_sql("UPDATE alembic_version SET version_num = '9999_from_a_newer_release'")
    admin.dispose()
    records, settings = Records(tmp_path / "records.sqlite3"), SettingsInForce(tmp_path / "config")
    with pytest.raises(ClassroomError) as refused:
        join_class(records, settings, seeded_class.url, "Ada", seeded_class.password)
    assert "newer release of DealerTrainer" in str(refused.value)
    assert records.trainees() == [] and settings.school is None
    records.close()


def test_a_wrong_address_at_start_is_said_and_the_app_starts_on_its_own_records(tmp_path):
    env = {**os.environ, "DEALERTRAINER_CONFIG_DIR": str(tmp_path / "config"), "DEALERTRAINER_DATA_DIR": str(tmp_path / "data"),
           "QT_QPA_PLATFORM": "offscreen", "DEALERTRAINER_QUIT_WHEN_SHOWN": ""}
    with Records(tmp_path / "data" / "records.sqlite3") as records:
        records.touch_trainee(records.add_trainee("Ada").id)
    done = subprocess.run([sys.executable, "-m", "dealertrainer", "--database", "mysql://school/class"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0 and "Traceback" not in done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("dialog: DealerTrainer: 'mysql://school/class' is neither a PostgreSQL nor a SQLite address")
    assert "window: DealerTrainer" in lines and any(line.startswith("banner: 'mysql://school/class'") for line in lines)


def test_an_instructor_signs_in_as_one_with_nothing_to_send(tmp_path, seeded_class):
    records, settings = Records(tmp_path / "records.sqlite3"), SettingsInForce(tmp_path / "config")
    joined = join_class(records, settings, seeded_class.url, "Ines", seeded_class.password)
    assert joined.instructor and joined.sending is None
    assert (joined.signed_in.role, joined.signed_in.class_name) == ("instructor", "Class X")
    joined.signed_in.close()
    records.close()


def test_a_window_started_without_the_server_signs_in_when_it_is_back_and_follows_the_profile(
        qtbot, tmp_path, pg_server, seeded_class):
    _set_profile(pg_server, seeded_class, SchoolProfile({"baccarat": BaccaratRules(decks=6)}))
    records, settings = Records(tmp_path / "records.sqlite3"), SettingsInForce(tmp_path / "config")
    pg_server.stop()
    try:
        joined = join_class(records, settings, seeded_class.url, "Ben", seeded_class.password)
        window = MainWindow(AppContext(records=records, trainee=joined.trainee, settings=settings,
                                       class_sending=joined.sending))
        qtbot.addWidget(window)
        qtbot.waitUntil(lambda: window.sending_line.text().startswith("Class server unreachable"), timeout=20000)
        assert settings.school is None  # the PC's own settings until the school's profile can be read
    finally:
        pg_server.start()
    joined.sending.soon()
    qtbot.waitUntil(lambda: window.context.classroom is not None, timeout=30000)
    assert settings.rules("baccarat").decks == 6
    assert "Signed in to the class database" in window.start_problems.text()
    assert "follows the school's profile for Class X" in window.start_problems.text()
    assert window.statusBar().currentMessage() == "Trainee: Ben · Class X"
    window.close()
    window.context.classroom.close()
    records.close()
