"""Records that refuse writes, met in the window: trainees added, renamed, switched and deleted
in Settings, unfinished sessions ended from Home, an exam sat and handed in. Each time the
trainee reads why (on the page and on the window's banner), the window goes on, and nothing
escapes as a traceback (pytest-qt fails a test on any exception raised in a slot)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtWidgets import QPushButton

from tests.refused_writes import refuse_writes

FULL = "the disk is full. Free some space on that disk."


def banner(window) -> str:
    shown = window.start_problems
    return shown.heading.text() + " | " + shown.text() if shown.isVisible() else "(hidden)"


def test_trainees_in_settings_when_the_disk_is_full(qtbot, window, records):
    ben = records.add_trainee("Ben")
    page = window.open("settings").trainees
    disk = refuse_writes(records)
    page.name.setText("Cy")
    page.add_button.click()
    assert page.message.text() == f"DealerTrainer could not write to your records ({records.path}): {FULL}"
    assert banner(window).startswith(f"Not saved to your records | DealerTrainer could not write to your records ({records.path}): ")
    page.list.setCurrentRow(0)  # Ben (Test Trainee, in the seat, comes second)
    page.name.setText("Benjamin")
    page.rename_button.click()
    assert FULL in page.message.text() and records.trainee(ben.id).name == "Ben"
    page.confirm = lambda title, text: True
    page.delete_button.click()
    assert page.message.text().startswith("Nothing was deleted: DealerTrainer could not write to your records")
    with qtbot.waitSignal(page.switched):
        page.switch_button.click()
    assert page.message.text().startswith("Ben is in the seat. DealerTrainer could not write to your records")
    assert window.context.trainee.id == ben.id  # in the seat all the same
    assert [t.name for t in records.trainees()] == ["Ben", "Test Trainee"]
    disk.refusing = False
    page.name.setText("Cy")
    page.add_button.click()
    assert page.message.text() == "Added Cy."
    assert banner(window).startswith("Your records are being saved again")


def test_ending_unfinished_sessions_from_home_when_the_disk_is_full(qtbot, window, context, records):
    me = context.trainee.id
    for _ in range(6):
        session = records.start_session(me, "totals")
        records.record_answer(me, "baccarat.total.player", True, 1.0, session_id=session)
    window.home.refresh()
    qtbot.waitUntil(lambda: window.home.unfinished_box.isVisible(), timeout=10000)
    refuse_writes(records)
    ends = [b for b in window.home.findChildren(QPushButton) if b.text() in ("End it", "End the older ones")]
    assert len(ends) >= 2
    asked = window.home._asked
    for button in ends:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.home._asked == asked + len(ends)  # Home read the records again after each
    QThreadPool.globalInstance().waitForDone()
    qtbot.waitUntil(lambda: len(window.home.facts.unfinished) == 6)  # still listed, to end later
    assert len(records.unfinished_sessions(me)) == 6
    assert FULL in banner(window)


def test_an_exam_handed_in_while_the_disk_is_full_still_reports(qtbot, window, context, records):
    view = window.open("exam")
    view.choose("baccarat.banker")
    view.length.setValue(3)
    view.time_factor.setValue(20)
    refuse_writes(records)
    with qtbot.waitSignal(view.exam_started):
        qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(view.exam_finished) as finished:
        while view.question is not None:
            question = view.question
            view.answer_with(next(c for c in question.choices if c.lower() == question.expected.lower())
                             if question.choices else question.expected)
    report = finished.args[0]
    assert (report.answered, report.correct) == (3, 3) and view.stack.currentIndex() == 2
    assert records.answers(context.trainee.id) == [] and records.sessions(context.trainee.id) == []
    assert banner(window).startswith("Not saved to your records | ") and FULL in banner(window)


def test_the_last_trainee_starts_even_when_who_trained_last_cannot_be_written(records):
    from dealertrainer.ui.app import choose_trainee

    ana = records.add_trainee("Ana")
    records.touch_trainee(ana.id)
    refuse_writes(records)
    problems: list[str] = []
    assert choose_trainee(records, problems).id == ana.id
    assert problems == [f"DealerTrainer could not write to your records ({records.path}): {FULL}"]  # on the banner
