"""The window: navigation lists only what exists, shortcuts, themes, the trainee, screenshots."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from dealertrainer.ui import offer_labels


def test_navigation_lists_home_the_tables_the_drills_and_the_trainer_screens(window):
    labels = [window.nav.item(row).text() for row in range(window.nav.count())]
    tables, drills = offer_labels.available()
    assert labels[0] == "Home"
    for entry in tables + drills:
        assert entry.label in labels
    # The trainer's screens come last, each once; the exam has its own screen, not a drill screen.
    assert labels[-5:] == ["TRAINER", "Progress", "Exam", "Audition", "Settings"]
    assert labels.count("Exam") == 1 and "exam" not in [e.drill_id for e in drills]
    assert "Shoe" not in labels  # the shoe panel sits beside the tables, not in the list


def test_f1_shows_the_keyboard_map(qtbot, window):
    from dealertrainer.ui.dialogs import ShortcutsDialog

    seen = []

    def close_it():
        dialog = QApplication.activeModalWidget()
        seen.append(dialog)
        dialog.reject()

    QTimer.singleShot(0, close_it)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    assert isinstance(seen[0], ShortcutsDialog)
    assert seen[0].findChild(type(seen[0].children()[0])) is not None


def test_shift_f1_shows_the_about_box_with_the_version(qtbot, window):
    from dealertrainer import __version__
    from dealertrainer.ui.dialogs import AboutDialog

    seen = []

    def close_it():
        dialog = QApplication.activeModalWidget()
        seen.append((dialog, dialog.text.text()))
        dialog.reject()

    QTimer.singleShot(0, close_it)
    qtbot.keyClick(window, Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier)
    dialog, text = seen[0]
    assert isinstance(dialog, AboutDialog)
    assert f"DealerTrainer {__version__}" in text and "MIT" in text


def test_ctrl_t_switches_the_theme_and_remembers_it(qtbot, window, context):
    from dealertrainer.storage.settings import AppSettings, load_settings

    before = context.theme
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert context.theme is before.other()
    assert load_settings(AppSettings).settings.theme.value == context.theme.value
    assert f"themes/{context.theme.value}" or QApplication.instance().styleSheet()


def test_home_shows_recent_results_after_a_session(qtbot, window, context):
    drill_id = offer_labels.available()[1][0].drill_id
    context.drill_overrides[drill_id] = {"length": 2}
    screen = window.open(drill_id)
    with qtbot.waitSignal(screen.session_finished, timeout=10000):
        screen.start()
        for _ in range(2):
            qtbot.waitUntil(lambda: screen.session is not None and screen.session.waiting_for_answer, timeout=5000)
            screen._answer("nonsense that cannot be read")
            screen.panel.next_requested.emit()
    with qtbot.waitSignal(window.home.loaded, timeout=5000):
        qtbot.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    facts = window.home.facts
    assert facts.recent and facts.recent[0][0] == drill_id and facts.recent[0][2:] == (2, 0)


def test_first_run_asks_for_a_name_then_remembers_it(qtbot, records):
    from dealertrainer.ui.app import choose_trainee
    from dealertrainer.ui.dialogs import TraineeDialog

    def type_name():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, TraineeDialog)
        qtbot.keyClicks(dialog.name, "Mei")
        qtbot.keyClick(dialog.name, Qt.Key.Key_Return)

    QTimer.singleShot(0, type_name)
    first = choose_trainee(records)
    assert first.name == "Mei"
    assert choose_trainee(records).id == first.id  # no dialog the second time


def test_the_screenshot_command_writes_every_picture(tmp_path):
    import subprocess
    import sys

    out = tmp_path / "shots"
    result = subprocess.run(
        [sys.executable, "-m", "dealertrainer", "--screenshots", str(out)],
        capture_output=True, text=True, timeout=240,
    )
    assert result.returncode == 0, result.stderr
    names = {path.stem for path in out.glob("*.png")}
    main = {"home", "table-baccarat", "table-blackjack", "table-stud", "wrong-answer-feedback", "start-page",
            "draw-table-drill", "draw-table-heatmap", "payout-drill", "chips-drill", "session-summary", "totals-drill",
            "exam-setup", "exam-paper", "exam-result", "progress", "settings", "settings-invalid-value",
            "table-baccarat-third-card", "instructor-roster", "instructor-assignments", "instructor-profile",
            "home-assigned", "hand-replay"}
    sizes = ("1024x700", "1440x900", "1920x1080")
    assert main | {f"{name}-{size}" for name in main for size in sizes} <= names  # every screen at every size
    printed = {line.rsplit("/", 1)[-1].removesuffix(".png") for line in result.stdout.split()}
    assert printed == names  # every file written is reported, and nothing else
    assert all(path.stat().st_size > 20_000 for path in out.glob("*.png"))
    # The README shows pictures kept in packaging/screenshots (re-run the command and copy them
    # there): those it shows, and every screen it shows at full size at 1024x700 as well.
    import pathlib
    import re

    root = pathlib.Path(__file__).resolve().parents[2]
    everything = {path.stem for path in (root / "packaging" / "screenshots").glob("*.png")}
    readme = set(re.findall(r"packaging/screenshots/([\w-]+)\.png", (root / "README.md").read_text(encoding="utf-8")))
    # The Chinese pictures (made with --language, tested in test_language_at_start): Home, the
    # baccarat table mid-coup, a wrong answer explained and Progress, in each language, shown.
    chinese = {f"{name}-{language}-1024x700" for language in ("zh_CN", "zh_TW")
               for name in ("home", "table-baccarat-third-card", "wrong-answer-feedback", "progress")}
    assert chinese <= everything and chinese <= readme
    shipped, shown = everything - chinese, readme - chinese
    assert shown <= shipped <= names, "refresh packaging/screenshots from: dealertrainer --screenshots DIR"
    from dealertrainer.ui.screenshots import MAIN_SCREENS

    small = {f"{name}-1024x700" for name in MAIN_SCREENS}
    assert shipped == shown | small, "ship what the README shows, and its screens at 1024x700"


def test_the_self_test_passes(tmp_path):
    import subprocess
    import sys

    result = subprocess.run([sys.executable, "-m", "dealertrainer", "--self-test"], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test passed" in result.stdout
    assert "FAIL" not in result.stdout
    assert "every other table and drill took an answer" in result.stdout


def test_about_lists_every_licence_the_app_ships(qtbot, window):
    """Shift+F1, then L: the third-party notices, the font's OFL and the LGPL text, as plain text."""
    from dealertrainer.ui.dialogs import LicencesDialog

    seen = []

    def open_licences():
        about = QApplication.activeModalWidget()
        if about is None or QApplication.activeWindow() is not about:  # not up yet: look again
            QTimer.singleShot(10, open_licences)
            return
        QTimer.singleShot(0, read_licences)
        qtbot.keyClick(about, Qt.Key.Key_L)
        about.reject()

    def read_licences():
        dialog = QApplication.activeModalWidget()
        seen.append((type(dialog), dialog.text.toPlainText()))
        dialog.reject()

    QTimer.singleShot(0, open_licences)
    qtbot.keyClick(window, Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier)
    kind, text = seen[0]
    assert kind is LicencesDialog
    for words in ("PySide6_Essentials", "psycopg", "SIL OPEN FONT LICENSE", "GNU LESSER GENERAL PUBLIC LICENSE", "OpenSSL"):
        assert words in text
