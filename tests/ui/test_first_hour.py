"""The first hour: the walkthrough once, Start here, the house rules a question needs, the
payout answer switch, Home and the summary in the dealer's words, and Settings' looks."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from dealertrainer.ui.harness import answer_for

DRIVER = Path(__file__).with_name("first_hour_driver.py")


def _run_app(folder: Path) -> dict[str, object]:
    """Start the app in a new process as a trainee would (see first_hour_driver.py)."""
    env = {**os.environ, "DEALERTRAINER_CONFIG_DIR": str(folder / "config"),
           "DEALERTRAINER_DATA_DIR": str(folder / "data"), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, str(DRIVER)], capture_output=True, text=True, timeout=180, env=env)
    seen = {}
    for line in result.stdout.splitlines():
        if line.startswith("{"):
            item = json.loads(line)
            seen[item["what"]] = item["value"]
    assert result.returncode == 0 and "driver error" not in seen, result.stdout + result.stderr
    return seen


@pytest.fixture(scope="module")
def two_runs(tmp_path_factory):
    """A first run on empty config and data folders, then a second run on what it left."""
    folder = tmp_path_factory.mktemp("first-hour")
    return _run_app(folder), _run_app(folder)


def test_a_first_run_shows_the_walkthrough_and_the_second_does_not(two_runs):
    first, second = two_runs
    assert first["walkthrough"] is True
    pages = first["walkthrough pages"]
    assert [page.splitlines()[0] for page in pages] == [
        "You are the dealer", "Coups, rounds and shoes", "How to answer", "Where to start"]
    assert "A coup is one deal of Mini Baccarat" in pages[1] and "A round is one deal" in pages[1]
    assert "Space" in pages[2] and "Esc" in pages[2] and "the key in brackets" in pages[2]
    assert first["screen after the walkthrough"] == "baccarat.draw_table"  # its last page: start here
    assert first["home title"] == "Good to see you, Dana" and first["start here shown"] is True
    assert second["walkthrough"] is False
    assert "walkthrough pages" not in second
    assert second["home title"] == "Good to see you, Dana"
    assert second["start here shown"] is False  # Dana has answered a question by now


def test_the_payout_answer_switch_is_remembered_between_runs(two_runs):
    first, second = two_runs
    assert first["payouts answer"] == "amount"
    assert first["payouts answer chosen"] == "chips"
    assert second["payouts answer"] == "chips"


def test_a_house_rule_is_taught_the_first_time_and_asked_from_memory_after(two_runs):
    first, second = two_runs
    assert first["first question"] == second["first question"] == "How many cards from the end does the cut card go?"
    assert first["beside the question"].startswith("New house rule: the cut card.")
    assert "52 cards" in first["beside the question"]
    # The next run (a new process, the lesson noted in the trainee's notes): the rule is not printed.
    assert "52" not in second["beside the question"]
    assert second["beside the question"].startswith("A house rule: answer from memory")
    assert first["verdict"].startswith("Correct") and second["verdict"].startswith("Correct")


def test_a_session_left_open_shows_on_home_with_its_answers(two_runs):
    _first, second = two_runs
    assert second["unfinished"] == ["Unfinished sessions", "Mini Baccarat: 1 answer kept"]


# --- Home --------------------------------------------------------------------------------
def _home(qtbot, window):
    window.open("home")
    with qtbot.waitSignal(window.home.loaded, timeout=5000):
        window.home.refresh()  # the records were written behind its back
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()  # rows just added are shown by a queued call
    return window.home


def _labels(widget) -> list[str]:
    from PySide6.QtWidgets import QLabel

    return [label.text() for label in widget.findChildren(QLabel) if label.isVisibleTo(widget)]


def test_home_drops_empty_unfinished_sessions_and_folds_the_older_ones(qtbot, window, context, records):
    me = context.trainee.id
    for index in range(8):
        session = records.start_session(me, "totals", started=1000.0 + index)
        for _ in range(index % 2):  # every other session was left before its first answer
            records.record_answer(me, "blackjack.total.soft", True, 1.0, session_id=session, at=1000.0 + index)
    home = _home(qtbot, window)
    assert len(home.facts.unfinished) == 4
    shown = _labels(home.unfinished_box)
    assert shown.count("Totals: 1 answer kept") == 3
    assert "1 more unfinished session (their answers are kept either way)" in shown
    from PySide6.QtWidgets import QPushButton, QWidget

    older = home.unfinished_box.findChild(QWidget, "olderSessions")

    end = next(b for b in older.findChildren(QPushButton) if b.text() == "End the older ones")
    with qtbot.waitSignal(home.loaded, timeout=5000):
        end.click()
    assert len(home.facts.unfinished) == 3
    assert len(records.unfinished_sessions(me)) == 7  # the empty ones stay out of sight, not deleted


def test_a_session_left_by_the_sidebar_is_listed_with_its_answers_and_resumed_where_it_was(qtbot, window, context):
    from PySide6.QtWidgets import QPushButton

    screen = window.open("totals")
    home = _home(qtbot, window)
    assert home.facts.unfinished == []
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        window.open("totals")
        screen.start()
    home = _home(qtbot, window)  # left by the sidebar before answering: nothing to list
    assert home.facts.unfinished == [] and screen.in_session
    window.open("totals")
    for _ in range(2):
        screen._answer(answer_for(screen.session.current.question, True))
        screen._advance()
    live, question = screen.session, screen.session.current.question
    home = _home(qtbot, window)
    assert _labels(home.unfinished_box) == ["Unfinished sessions", "Totals: 2 answers kept"]
    resume = next(b for b in home.unfinished_box.findChildren(QPushButton) if b.text() == "Resume")
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is screen
    assert not screen._building  # no new deal was started
    assert screen.session is live and screen.session.current.question is question


def test_home_names_skills_in_dealers_words_and_each_opens_its_drill(qtbot, window, context, records):
    me = context.trainee.id
    for index, (skill, ok) in enumerate([("baccarat.cut_card.place", False), ("baccarat.cut_card.place", True),
                                         ("baccarat.settle.lose", False), ("baccarat.settle.lose", False),
                                         ("blackjack.total.soft", True), ("blackjack.total.soft", True)]):
        records.record_answer(me, skill, ok, 1.0, at=context.wall_clock() - 100 + index)
    home = _home(qtbot, window)
    weak = [label for label in home.weak_box.findChildren(type(home.title)) if label.objectName() == "skillLink"]
    assert [label.property("skill") for label in weak] == ["baccarat.settle.lose", "baccarat.cut_card.place"]
    text = " ".join(label.text() for label in weak)
    assert "Mini Baccarat · Taking a losing bet" in text and "Where the cut card goes" in text
    assert ">Place<" not in text and ">Lose<" not in text
    assert "blackjack.total.soft" not in [label.property("skill") for label in weak]  # always right: not weak
    assert home.start_here.isHidden()
    with qtbot.waitSignal(window.home.open_drill) as opened:
        weak[0].linkActivated.emit("baccarat.seat")
    assert opened.args == ["baccarat.seat"]
    assert window.stack.currentWidget() is window.screens["baccarat.seat"]


def test_start_here_opens_the_draw_table_for_a_new_trainee(qtbot, window):
    home = _home(qtbot, window)
    assert home.start_here.isVisible()
    qtbot.mouseClick(home.start_here, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.screens["baccarat.draw_table"]


def test_the_walkthrough_is_reachable_from_home_and_from_f1(qtbot, window):
    from dealertrainer.ui.dialogs import ShortcutsDialog
    from dealertrainer.ui.walkthrough import WalkthroughDialog

    home = _home(qtbot, window)
    qtbot.mouseClick(home.how, Qt.MouseButton.LeftButton)
    guide = window.findChild(WalkthroughDialog)
    assert guide is not None and guide.isVisible() and guide.page == 0
    qtbot.keyClick(guide, Qt.Key.Key_Right)
    qtbot.keyClick(guide, Qt.Key.Key_Right)
    qtbot.keyClick(guide, Qt.Key.Key_Left)
    assert guide.page == 1 and guide.page_text().startswith("Coups, rounds and shoes")
    qtbot.keyClick(guide, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.findChild(WalkthroughDialog) is None)
    assert window.stack.currentWidget() is home  # closed without going anywhere

    keymap = ShortcutsDialog(parent=window)
    qtbot.addWidget(keymap)
    keymap.show()
    qtbot.mouseClick(keymap.walkthrough, Qt.MouseButton.LeftButton)
    assert not keymap.isVisible()
    guide = window.findChild(WalkthroughDialog)
    assert guide is not None and guide.isVisible()
    guide.reject()


# --- the summary -------------------------------------------------------------------------
def test_the_summary_keeps_its_next_step_in_sight_and_links_what_to_practise(qtbot, window, context):
    window.resize(1024, 700)
    context.drill_overrides["baccarat.draw_table"] = {"feedback": "at_end", "length": 40}
    screen = window.open("baccarat.draw_table")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        screen.start()
    for index in range(40):  # one in four wrong: a long "Every answer" table and skills to practise
        qtbot.waitUntil(lambda: screen.session is None or screen.session.waiting_for_answer, timeout=5000)
        if screen.session is None:
            break
        screen._answer(answer_for(screen.session.current.question, index % 4 != 0))
    if screen.session is not None:
        screen.finish()
    summary = screen.summary
    qtbot.waitUntil(lambda: summary.isVisible())
    button = summary.again_button
    top_left = button.mapTo(summary.viewport(), button.rect().topLeft())
    bottom = button.mapTo(summary.viewport(), button.rect().bottomRight())
    assert 0 <= top_left.y() and bottom.y() <= summary.viewport().height()  # on screen without scrolling
    assert summary.widget().height() > summary.viewport().height()  # and the page is longer than the screen
    links = summary.practise_links
    assert links and all("Mini Baccarat · " in link.text() for link in links)
    assert "right" in links[0].text()
    with qtbot.waitSignal(summary.open_drill) as opened:
        links[0].linkActivated.emit("baccarat.draw_table")
    assert opened.args == ["baccarat.draw_table"]
    qtbot.keyClick(screen, Qt.Key.Key_Return)  # Enter: another session, as the button says
    qtbot.waitUntil(lambda: screen.session is not None, timeout=10000)


# --- the payouts switch and house lessons in the window ----------------------------------
def test_chips_chosen_on_the_start_page_ask_payouts_in_chips(qtbot, window, context):
    from dealertrainer.storage.trainee_notes import TraineeNotes

    screen = window.open("payouts")
    assert screen.start_option.chosen() == "amount"
    screen.start_option.choose("chips")
    assert TraineeNotes.beside(context.records.path, context.trainee).choice("payouts.answer") == "chips"
    context.drill_overrides["payouts"] = {"length": 30}
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        screen.start()
    assert screen.session.drill.config.chips is True
    asked = set()
    for _ in range(30):
        qtbot.waitUntil(lambda: screen.session is None or screen.session.waiting_for_answer, timeout=5000)
        if screen.session is None:
            break
        asked.add(screen.session.current.question.chips_wanted)
        screen._answer(answer_for(screen.session.current.question, True))
        screen._advance()
    assert any(asked), "no payout question asked to be paid in chips"
    with pytest.raises(ValueError, match="'amount' or 'chips'"):
        screen.start_option.choose("coins")


def test_house_lessons_follow_the_rules_in_force(qtbot, window, context):
    from PySide6.QtWidgets import QLabel

    from dealertrainer.engine.baccarat.rules import BaccaratRules

    context.settings.save(BaccaratRules(cut_card_from_end=14))  # in force at once, as from Settings
    screen = window.open("baccarat.seat")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        screen.start()
    assert screen.session.current.question.skill == "baccarat.cut_card.place"
    assert "so that 14 cards" in screen.panel.say.text()
    screen.finish()
    assert "cut card 14 cards from the end" in screen.intro.rules_line.text()  # the start page keeps the rule
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        screen.start()
    # Asked again: from memory. Nothing on screen prints the rule (it is the answer).
    assert screen.session.current.question.skill == "baccarat.cut_card.place"
    assert "answer from memory" in screen.panel.say.text()
    shown = [label.text() for label in screen.findChildren(QLabel) if label.isVisible()]
    assert not [text for text in shown if re.search(r"\b14\b", text)], shown


# --- Settings ----------------------------------------------------------------------------
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_settings_pick_out_rows_in_green_and_hide_the_skill_id(qtbot, window, theme):
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QApplication

    from dealertrainer.storage.settings import AppSettings
    from dealertrainer.ui.settings.settings_editors import TargetTimesEditor
    from dealertrainer.ui.theme import Theme, apply_theme

    app = QApplication.instance()
    before = app.styleSheet(), app.palette(), app.style().name(), app.font()
    apply_theme(app, Theme(theme))
    try:
        settings = window.open("settings")
        settings.show_page(AppSettings)
        pages = settings.pages
        rect = pages.visualItemRect(pages.currentItem())
        colour = pages.viewport().grab().toImage().pixelColor(rect.right() - 6, rect.center().y())
        assert colour == QColor("#1f6b43"), colour.name()  # the app's green, not Qt's blue
        editor = settings.findChild(TargetTimesEditor)
        assert editor.table.isColumnHidden(1)  # the internal skill id
        assert editor.table.horizontalHeaderItem(1).text() == "Id"
    finally:
        app.setStyleSheet(before[0])
        app.setPalette(before[1])
        app.setStyle(before[2])
        app.setFont(before[3])  # the theme sets the font too: later tests measure text
