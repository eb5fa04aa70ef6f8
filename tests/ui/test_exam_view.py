"""Exams: set up, sit with no feedback, report per skill, saved as HTML and CSV."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from dealertrainer.storage.records import Records
from dealertrainer.ui.exam_view import ExamView


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


def _right_answer(question):
    if question.choices:
        return next(c for c in question.choices if c.lower() == question.expected.lower())
    return question.expected


def test_setup_opens_ready_and_needs_a_skill(view):
    # sensible topics are ticked, stud among them, and nothing is red before anything is touched
    assert view.start_button.isEnabled() and view.setup_problem.text() == ""
    assert "stud.first_to_act" in view.chosen_skills() and "baccarat.banker" in view.chosen_skills()
    assert view.skills.headerItem().text(1) == "Skills"
    view.choose()
    assert not view.start_button.isEnabled()
    assert "at least one skill" in view.setup_problem.text()
    view.choose("baccarat.banker", "blackjack.payout")
    assert view.chosen_skills() == ["baccarat.banker", "blackjack.payout"]
    assert view.start_button.isEnabled() and view.setup_problem.text() == ""
    view.choose("blackjack")
    assert "blackjack" in view.chosen_skills()


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
                view.answer_with(_right_answer(question))
            break
        view.answer_with(_right_answer(question))
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
    view.answer_with(_right_answer(view.question))
    view.skip()
    view.stop_button.click()
    report = view.report
    assert report is not None and report.correct == 0 and not report.passed
    assert view.verdict.text() == "Not passed"
    assert "0 of 5 right" in view.result_summary.text()


def test_saving_without_a_report_is_refused(view, tmp_path):
    with pytest.raises(ValueError, match="no exam report"):
        view.save_report(tmp_path / "x.html")
