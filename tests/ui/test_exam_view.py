"""Exams: set up, sit with no feedback, report per skill, saved as HTML and CSV."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from dealertrainer.storage.records import Records
from dealertrainer.ui.harness import answer_for
from dealertrainer.ui.progress.exam_view import ExamView


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def records(tmp_path):
    with Records(tmp_path / "records.sqlite3") as opened:
        yield opened


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def view(qtbot, records, clock):
    ana = records.add_trainee("Ana")
    widget = ExamView(records, ana.id, clock=clock, wall_clock=lambda: 1_700_000_000.0, seed=3)
    qtbot.addWidget(widget)
    return widget


def test_setup_opens_ready_and_needs_a_skill(view):
    # sensible topics are ticked, stud among them, and nothing is red before anything is touched
    assert view.start_button.isEnabled() and view.setup_problem.text() == ""
    assert "stud.first_to_act" in view.chosen_skills() and "baccarat.banker" in view.chosen_skills()
    assert view.skills.headerItem().text(1) == "Skills"
    view.length.setValue(20)  # too short for three questions on each of the seven topics ticked
    assert not view.start_button.isEnabled()
    assert view.setup_problem.text().startswith("7 topics with at least 3 questions each need a paper of 21")
    view.length.setValue(30)
    view.choose()
    assert not view.start_button.isEnabled()
    assert "at least one skill" in view.setup_problem.text()
    view.choose("baccarat.banker", "blackjack.payout")
    assert view.chosen_skills() == ["baccarat.banker", "blackjack.payout"]
    assert view.start_button.isEnabled() and view.setup_problem.text() == ""
    view.choose("blackjack")
    assert "blackjack" in view.chosen_skills()


def test_topics_this_house_does_not_deal_are_refused_before_start(qtbot, window, context):
    """At a house that takes commission off the payout, nothing goes in a commission box: a paper
    on the boxes is refused with the reason; once the house boxes its commission, it is not."""
    from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle

    view = window.open("exam")
    view.choose("baccarat.commission", "baccarat.banker")
    assert not view.start_button.isEnabled()
    assert view.setup_problem.text() == ("This house's rules deal no skill under baccarat.commission; untick it or "
                                         "change the house rules in Settings")
    context.settings.save(BaccaratRules(commission_style=CommissionStyle.BOX))  # as the Settings form saves
    qtbot.waitUntil(view.start_button.isEnabled)
    assert view.setup_problem.text() == ""
    view.start()
    assert {"baccarat.commission.box", "baccarat.commission.collect"} <= set(view.drill.paper)


def test_an_exam_runs_to_its_report(view, qtbot, clock, records, tmp_path):
    view.choose("baccarat.banker")
    view.length.setValue(4)
    view.time_factor.setValue(5)  # 2 s target x 5 = 10 s a question
    view.pass_accuracy.setValue(75)
    view.pass_on_time.setValue(50)
    with qtbot.waitSignal(view.exam_started):
        qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    assert view.stack.currentIndex() == 1
    prompts = []
    for n in range(4):
        question = view.question
        assert question is not None and question.skill.startswith("baccarat.banker")
        assert view.counter.text() == f"Question {n + 1} of 4"
        prompts.append(question.prompt)
        clock.now += 1.5
        if n == 2:  # one wrong answer; no verdict appears before the end
            wrong = next(c for c in question.choices if c.lower() != question.expected.lower())
            buttons = [b for b in view.findChildren(QPushButton) if b.text().split("  [")[0] == wrong]
            assert buttons
            if n < 3:
                with qtbot.assertNotEmitted(view.exam_finished):
                    buttons[0].click()
            continue
        if n == 3:
            with qtbot.waitSignal(view.exam_finished) as finished:
                view.answer_with(answer_for(question, True))
            break
        view.answer_with(answer_for(question, True))
        assert view.stack.currentIndex() == 1  # still on the paper: no feedback
    report = finished.args[0]
    assert view.stack.currentIndex() == 2
    assert (report.answered, report.correct) == (4, 3) and report.passed
    assert view.verdict.text() == "Passed"
    assert view.by_skill.rowCount() == len(report.rows) >= 1
    assert view.missed.rowCount() == 1 and view.missed.item(0, 0).text() == prompts[2]
    titles = [label for label in view.stack.currentWidget().findChildren(QLabel) if label.objectName() == "screenTitle"]
    assert [label.text() for label in titles] == ["Exam result"]
    for table in (view.by_skill, view.missed):  # the report opens with no row picked out
        assert table.currentRow() == -1 and not table.selectedItems()
    answers = records.answers(records.trainees()[0].id)
    assert len(answers) == 4 and all(a.session_id is not None for a in answers)
    assert records.sessions(records.trainees()[0].id)[0].drill_id == "exam"
    html = view.save_report(tmp_path / "ana.html")
    text = html.read_text(encoding="utf-8")
    assert "Exam report" in text and "Passed" in text and "Ana" in text
    csv_path = view.save_report(tmp_path / "ana.csv", "csv")
    assert "TOTAL" in csv_path.read_text(encoding="utf-8")
    assert "Saved to" in view.saved_label.text()


def test_a_slow_answer_counts_as_wrong_and_handing_in_early_fails(view, clock):
    view.choose("baccarat.banker")
    view.length.setValue(5)
    view.time_factor.setValue(2)
    view.start()
    clock.now += 60  # far past the limit
    view.answer_with(answer_for(view.question, True))
    view.skip()
    view.stop_button.click()
    report = view.report
    assert report is not None and report.correct == 0 and not report.passed
    assert view.verdict.text() == "Not passed"
    assert "0 of 5 right" in view.result_summary.text()


def test_saving_without_a_report_is_refused(view, tmp_path):
    with pytest.raises(ValueError, match="no exam report"):
        view.save_report(tmp_path / "x.html")


def test_a_stud_question_is_drawn_on_its_felt_and_a_seat_click_answers_it(view, clock):
    view.choose("stud.first_to_act")
    view.length.setValue(3)
    view.start()
    question = view.question
    assert question.skill.startswith("stud.first_to_act") and question.answer_kind.value == "seat"
    assert not view.felt.isHidden() and view.felt.currentWidget().table == question.table
    clock.now += 1
    view.felt.currentWidget().seat_clicked.emit(question.answer)  # the trainee clicks the seat that speaks first
    assert view.session.answered == 1 and view.session.verdicts[0][1].correct


_USER_PATH = r"""
import os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
import dealertrainer.ui
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
app = QApplication(sys.argv[:1])
from dealertrainer.storage.records import Records
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.harness import answer_on_screen
from dealertrainer.ui.main_window import MainWindow

records = Records()  # in DEALERTRAINER_DATA_DIR
window = MainWindow(AppContext(records=records, trainee=records.add_trainee("Ana"), seed=11))
window.show()
exam = window.open("exam")
print("OPENED", repr(exam.setup_problem.text()), exam.start_button.isEnabled())
tree = exam.skills
games = {tree.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole): tree.topLevelItem(i) for i in range(tree.topLevelItemCount())}
games["stud"].setCheckState(0, Qt.CheckState.Checked)  # the instructor ticks Stud as well
print("TOO MANY", exam.start_button.isEnabled(), exam.setup_problem.text())
for game in ("baccarat", "blackjack"):
    games[game].setCheckState(0, Qt.CheckState.Unchecked)  # ... then takes the other games off
QTest.mouseClick(exam.start_button, Qt.MouseButton.LeftButton)
while exam.stack.currentIndex() == 1:
    app.processEvents()  # the screen is drawn before the trainee answers
    q = exam.question
    wrong = q.skill == "stud.deal.community_card"  # the trainee never knows this one
    if q.replay:  # a hand to watch: stepped to the mistake and stopped there, or passed as clean
        answer_on_screen(window, right=True)
    elif q.choices:
        want = next(c for c in q.choices if (c.lower() == q.expected.lower()) != wrong)
        button = next(b for b in exam.findChildren(QPushButton) if b.isVisible() and b.text().split("  [")[0] == want)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    elif not exam.answer_edit.isHidden():
        QTest.keyClicks(exam.answer_edit, str(q.answer))
        QTest.keyClick(exam.answer_edit, Qt.Key.Key_Return)
    else:  # yes or no, or a seat: the answer's key on the question panel, as at any table
        keys = {label.lower(): key for key, label in q.keys}
        QTest.keyClicks(exam.panel, keys.get(q.expected.lower(), str(q.answer)))
print("VERDICT", exam.verdict.text())
print("SUMMARY", exam.result_summary.text())
for row in range(exam.by_topic.rowCount()):
    print("TOPIC", " | ".join(exam.by_topic.item(row, c).text() for c in range(4)))
for row in range(exam.missed.rowCount()):
    print("MISSED", " | ".join(exam.missed.item(row, c).text() for c in range(4)))
records.close()
"""


def test_an_instructor_examines_stud_in_a_fresh_app(tmp_path):
    """From a fresh start at a house of seven-card stud for eight (its settings saved): the exam
    opens ready, ticking Stud on top of the defaults is refused with the reason, a stud-only
    paper is sat by clicks and keys, and a topic missed three times out of three (the community
    card, which this house deals) fails the exam although 90% of the paper is right."""
    import os
    import subprocess
    import sys

    from dealertrainer.engine.stud.rules import StudGame, StudRules
    from dealertrainer.storage.settings_in_force import SettingsInForce

    SettingsInForce(tmp_path / "config").save(StudRules(game=StudGame.SEVEN_CARD, seats=8))

    env = dict(os.environ, DEALERTRAINER_CONFIG_DIR=str(tmp_path / "config"),
               DEALERTRAINER_DATA_DIR=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", _USER_PATH], capture_output=True, text=True, env=env, timeout=240)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "OPENED '' True" in lines  # nothing red before anything is touched, ready to start
    too_many = next(line for line in lines if line.startswith("TOO MANY"))
    assert "False" in too_many and "need a paper of 42 questions or more, not 30" in too_many
    assert "VERDICT Not passed" in lines
    summary = next(line for line in lines if line.startswith("SUMMARY"))
    assert "27 of 30 right (90%" in summary and "Below its own mark: Stud: Deal." in summary
    topics = [line for line in lines if line.startswith("TOPIC")]
    assert len(topics) == 8 and "TOPIC Stud: Deal | 0 / 3 | 60% | Not passed" in topics
    assert all(line.endswith("| Passed") for line in topics if "Stud: Deal" not in line)
    missed = [line for line in lines if line.startswith("MISSED")]
    assert len(missed) == 3 and all("centre" in line.split(" | ")[3] for line in missed)  # the why
    with Records(tmp_path / "data" / "records.sqlite3") as records:
        answers = records.answers(records.trainees()[0].id)
    assert len(answers) == 30 and all(a.skill.startswith("stud.") for a in answers)


def test_a_payout_in_other_chips_is_shown_right_but_not_standard(qtbot):
    from dealertrainer.training.questions import Verdict
    from dealertrainer.ui.session.question_panel import QuestionPanel

    panel = QuestionPanel()
    qtbot.addWidget(panel)
    panel.show_verdict(Verdict(True, "2 green, 1 pink ($52.50)", "10 red, 1 pink ($52.50)", "why", 2.0,
                               standard_chips=False))
    assert "Right amount, not the standard chips — pay 2 green, 1 pink ($52.50)" in panel.feedback.text()
    panel.show_verdict(Verdict(True, "$52.50", "$52.50", "why", 2.0))
    assert "Correct — $52.50" in panel.feedback.text()


_CHIPS_PATH = r"""
import os, sys
from decimal import Decimal
os.environ["QT_QPA_PLATFORM"] = "offscreen"
import dealertrainer.ui
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from dealertrainer.engine.money import chip_breakdown
from dealertrainer.storage.records import Records
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.main_window import MainWindow
from dealertrainer.ui.harness import wait_until

records = Records()
context = AppContext(records=records, trainee=records.add_trainee("Ana"), seed=4,
                     drill_overrides={"payouts": {"chips": True, "length": 40}})
window = MainWindow(context)
window.show()
screen = window.open("payouts")
screen.start()
todo = [False, True]  # a payout in extra chips, then one in the fewest
while todo:
    assert wait_until(lambda: screen.session is not None and screen.session.waiting_for_answer)
    question = screen.session.current.question
    if not question.chips_wanted:  # an amount no chips can make is typed as an amount
        QTest.keyClicks(screen.panel.amount, str(question.answer))
        QTest.keyClick(screen.panel.amount, Qt.Key.Key_Return)
        assert wait_until(lambda: not screen.session.waiting_for_answer)
        QTest.keyClick(screen.panel, Qt.Key.Key_Space)
        continue
    standard = todo.pop(0)
    chips = sorted(question.chip_set, key=lambda c: c.value)
    paid = chip_breakdown(question.answer, chips)
    if not standard:  # the largest chip broken into smaller ones: the same amount, more chips
        big = max(paid)
        paid[big] -= 1
        for chip, n in chip_breakdown(big.value, [c for c in chips if c.value < big.value]).items():
            paid[chip] = paid.get(chip, 0) + n
    for chip, n in paid.items():
        for _ in range(n):
            QTest.keyClicks(screen.panel, str(chips.index(chip) + 1))
    QTest.keyClick(screen.panel, Qt.Key.Key_Return)
    assert wait_until(lambda: not screen.session.waiting_for_answer)
    app.processEvents()
    print("FEEDBACK", screen.panel.feedback.text())
    QTest.keyClick(screen.panel, Qt.Key.Key_Space)
records.close()
"""


def test_a_trainee_pays_in_chips_in_a_fresh_app(tmp_path):
    """The Payouts drill answered in chips by keys: the right amount in extra chips is marked
    right but not the standard chips; the fewest chips are simply right. Both are stored right."""
    import os
    import subprocess
    import sys

    env = dict(os.environ, DEALERTRAINER_CONFIG_DIR=str(tmp_path / "config"),
               DEALERTRAINER_DATA_DIR=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", _CHIPS_PATH], capture_output=True, text=True, env=env, timeout=240)
    assert result.returncode == 0, result.stderr
    feedback = [line for line in result.stdout.splitlines() if line.startswith("FEEDBACK")]
    assert len(feedback) == 2
    assert "Right amount, not the standard chips — pay" in feedback[0]
    assert "Correct — " in feedback[1] and "standard" not in feedback[1]
    with Records(tmp_path / "data" / "records.sqlite3") as records:
        answers = records.answers(records.trainees()[0].id)
    assert answers and all(a.correct for a in answers)


def test_the_paper_is_sat_on_the_drill_page_by_keys(view, qtbot, clock):
    """An exam question is put up like any drill's: the question large with its coup on the
    small felt beneath, the answer keys on the question panel, no verdict until the end."""
    view.choose("baccarat.banker")
    view.length.setValue(3)
    view.start()
    for _ in range(3):
        question = view.question
        assert view.felt.currentIndex() == 0 and view.play.flash.text() == question.prompt
        assert not view.play.wager_felt.isHidden() and len(view.panel.answer_buttons()) == len(question.keys)
        clock.now += 1
        if question.keys:  # the key beside the answer
            keys = {label.lower(): key for key, label in question.keys}
            qtbot.keyClick(view.panel, keys[question.expected.lower()])
        else:  # a total, typed in the exam's answer field
            assert not view.answer_edit.isHidden()
            qtbot.keyClicks(view.answer_edit, str(question.answer))
            qtbot.keyClick(view.answer_edit, Qt.Key.Key_Return)
        assert view.panel.slot.currentWidget() is not view.panel.feedback  # no verdict on the paper
    assert view.report is not None and (view.report.answered, view.report.correct) == (3, 3)
