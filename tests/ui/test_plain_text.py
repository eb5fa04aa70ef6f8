"""Text from a user or a file is data: a trainee name, a settings value or a stacked-shoe file
that looks like HTML is shown as it is, on every screen, never read as markup (issue 20).

Qt takes a string that looks like HTML for rich text in any label left to guess (``AutoText``):
a trainee named ``<img src="/dev/zero">`` made Qt read /dev/zero and abort at every start."""

from __future__ import annotations

import resource
import subprocess

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from tests.ui.start_as_a_user import a_trainee_in, start_app

#: Markup that does no harm if Qt reads it (a missing picture), but shows if it is read.
NAME = '<i>Ana</i><img src="no-such-picture.png"> & co'
THEME = '<b>dark</b><img src="no-such-picture.png">'
CARDS = "As Kd <u>Zz</u>\n"


def _labels():
    return [w for w in QApplication.allWidgets() if isinstance(w, QLabel)]


def _read_as_markup(label: QLabel) -> bool:
    """Whether Qt would read this label's text as markup while it holds data raw."""
    raw = any(data in label.text() for data in (NAME, THEME, "<u>Zz</u>"))
    return raw and label.textFormat() != Qt.TextFormat.PlainText


def _markup_shown_as_text(label: QLabel) -> bool:
    """Whether a plain label shows markup or an entity the app wrote (no data in it)."""
    text = label.text()
    if label.textFormat() != Qt.TextFormat.PlainText or any(data in text for data in (NAME, THEME, "<u>Zz</u>")):
        return False
    return any(tag in text for tag in ("<b>", "<span", "<br>", "<a href", "&#x27;", "&amp;", "&lt;"))


@pytest.fixture
def hostile_window(qtbot, tmp_path):
    """The main window for a trainee with markup for a name, on settings whose theme was markup."""
    from dealertrainer.storage.records import Records
    from dealertrainer.storage.settings_in_force import SettingsInForce
    from dealertrainer.training.skills import is_known_skill
    from dealertrainer.ui.app_handle import AppContext
    from dealertrainer.ui.main_window import MainWindow
    from dealertrainer.ui.screenshots import ScriptedClock
    from dealertrainer.ui.theme import Theme

    config = tmp_path / "config"
    config.mkdir()
    (config / "app.toml").write_text(f"theme = '{THEME}'\n", encoding="utf-8")
    settings = SettingsInForce(config, known_skill=is_known_skill)
    problems = [problem.message for problem in settings.problems]
    assert any(THEME in problem for problem in problems)
    with Records(tmp_path / "records.sqlite3") as records:
        trainee = records.add_trainee(NAME)
        records.touch_trainee(trainee.id)
        context = AppContext(records=records, trainee=trainee, theme=Theme.DARK, motion_delay_ms=0,
                             clock=ScriptedClock(3), seed=5, settings=settings)
        window = MainWindow(context, problems=problems)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: window.registry_ready, timeout=10000)
        yield window


def test_every_label_on_every_screen_is_plain_or_the_apps_own_markup(qtbot, hostile_window, tmp_path):
    window = hostile_window
    qtbot.waitUntil(lambda: window.home.facts is not None, timeout=10000)
    shown = {"home": window.home.title.text()}
    progress = window.open("progress")
    qtbot.waitUntil(lambda: NAME in progress.title.text(), timeout=10000)
    shown["progress"] = progress.title.text()
    settings = window.open("settings")
    for row in range(settings.pages.count()):  # every settings page, the trainees' too
        settings.pages.setCurrentRow(row)
    shown["settings"] = settings.load_problems.text()
    window.open("exam")
    for entry in window.entries:  # every table and drill's start page
        window.open(entry.drill_id)
    screen = window.open("baccarat.seat")
    stacked = tmp_path / "stacked.txt"
    stacked.write_text(CARDS, encoding="utf-8")
    assert screen.shoe_panel.load_stacked_shoe(stacked) is None  # refused, and says which card
    shown["shoe"] = screen.shoe_panel.message_text
    QTest.keyClick(screen, Qt.Key.Key_Return)  # Start: the first question, with the house rule it needs
    qtbot.waitUntil(lambda: screen.session is not None and screen.panel.question_up, timeout=10000)
    QApplication.processEvents()

    assert shown["home"] == f"Good to see you, {NAME}"
    assert shown["progress"] == f"Progress: {NAME}"
    assert THEME in shown["settings"]
    assert "<u>Zz</u>" in shown["shoe"]
    assert THEME in window.start_problems.text()
    labels = _labels()
    guessing = [label.objectName() or label.text()[:40] for label in labels if label.textFormat() == Qt.TextFormat.AutoText]
    assert not guessing, f"labels left for Qt to guess plain or rich: {guessing}"
    assert not [label.text() for label in labels if _read_as_markup(label)]
    # ... and the app's own markup is never shown as text either (a house lesson, a verdict).
    assert not [label.text() for label in labels if _markup_shown_as_text(label)]
    assert screen.panel.say.textFormat() == Qt.TextFormat.RichText and "<b>" in screen.panel.say.text()
    assert window.statusBar().currentMessage() == f"Trainee: {NAME}"


def test_the_trainees_page_asks_about_a_name_in_plain_words(qtbot, hostile_window):
    settings = hostile_window.open("settings")
    page = settings.trainees
    seen: list[tuple[Qt.TextFormat, str]] = []

    def answer_no() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append((box.textFormat(), box.text()))
            box.reject()
        else:
            QTimer.singleShot(20, answer_no)

    QTimer.singleShot(0, answer_no)
    assert page._ask("Delete", f"Delete {NAME}?") is False
    assert seen == [(Qt.TextFormat.PlainText, f"Delete {NAME}?")]


def test_a_tooltip_of_data_keeps_markup_as_text():
    from dealertrainer.ui.plain_text import plain_tip

    assert plain_tip("Banker draws") == "Banker draws"
    tip = plain_tip(NAME)
    assert "<i>" not in tip and "&lt;i&gt;Ana&lt;/i&gt;" in tip


def _no_more_memory_than(limit: int):
    def cap() -> None:  # in the child: Qt reading /dev/zero stops at the cap instead of filling the machine
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    return cap


def test_a_name_and_a_theme_that_look_like_html_start_and_show_as_written(tmp_path, monkeypatch):
    """The reported case, from a fresh process: the app started, read /dev/zero and aborted."""
    name = '<img src="/dev/zero">'
    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    a_trainee_in(data, name)
    (config / "app.toml").write_text("theme = '<img src=\"/dev/zero\">'\n", encoding="utf-8")
    real_run = subprocess.run
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: real_run(*a, **{**k, "preexec_fn": _no_more_memory_than(4 << 30)}))
    home = start_app(config, data)
    assert home.code == 0, home.stderr[-2000:]
    assert home.line("title: ") == f"Good to see you, {name}"
    assert "(given: '<img src=\"/dev/zero\">')" in home.line("banner: ")
    (config / "app.toml").write_text("theme = '<img src=\"/dev/zero\">'\n", encoding="utf-8")
    settings = start_app(config, data, open_first="settings")
    assert settings.code == 0, settings.stderr[-2000:]
    assert settings.line("screen: ") == "SettingsView"  # its list of problems at start showed the value
    assert "(given: '<img src=\"/dev/zero\">')" in settings.line("banner: ")


def test_every_label_of_the_app_is_made_plain_or_rich_on_purpose():
    """No module of the ui makes a bare ``QLabel`` (AutoText: Qt guesses) or calls the static
    QMessageBox helpers: labels come from ``plain_label``/``rich_label``, boxes from
    ``message_box`` — so a screen added later cannot slip a trainee's name in as markup."""
    import re
    from pathlib import Path

    ui = Path(__file__).resolve().parents[2] / "dealertrainer" / "ui"
    bare = re.compile(r"\bQLabel\(|QMessageBox\.(critical|warning|information|question)\(")
    found = [f"{path.relative_to(ui)}:{n}" for path in sorted(ui.rglob("*.py")) if path.name != "plain_text.py"
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if bare.search(line)]
    assert found == []
