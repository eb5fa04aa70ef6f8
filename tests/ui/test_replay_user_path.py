"""A trainee misses a step at Mini Baccarat, Blackjack or Stud (keys pressed as they would), hands
the session in (Esc), and on the summary presses 1: the missed hand comes back on the felt,
step by step with →, and at the missed step shows the question, what they said and the right
answer. The same hand is listed beside the shoe log, and Enter there replays it too. Then the app is closed and started again (a new process on the same saved files):
Progress, Missed hands…, Enter replays the same hand from the records."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

PLAY = r"""
import json, sys
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv[:1])
from dealertrainer.storage.records import Records
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.harness import KeyboardTrainee, wait_until
from dealertrainer.ui.main_window import MainWindow
from dealertrainer.ui.session.hand_replay_view import HandReplayView

drill_id, picture = sys.argv[1], sys.argv[2]
records = Records()
trainee = records.add_trainee("Sam")
window = MainWindow(AppContext(records=records, trainee=trainee, motion_delay_ms=0))
window.resize(1024, 700)
window.show()
assert wait_until(lambda: window.registry_ready, timeout=30)
window.open(drill_id)
screen = window.screens[drill_id]
QTest.keyClick(screen, Qt.Key.Key_Return)
trainee_keys = KeyboardTrainee(screen)
answered = 0
missed = None
while answered < 12:
    assert wait_until(lambda: trainee_keys.question is not None or screen.pages.currentIndex() == 2, timeout=30)
    question = trainee_keys.question
    if question is None:
        break
    # the first question on cards dealt to a hand is answered wrong, every other one right
    wrong = missed is None and question.table is not None and question.table.cards_in_play > 0
    if wrong:
        missed = {"prompt": question.prompt, "expected": str(question.expected), "skill": question.skill}
    trainee_keys.answer(right=not wrong)
    answered += 1
    if wrong:
        missed["given"] = screen.session.verdicts[-1][1].given
    trainee_keys.go_on()
assert missed is not None
QTest.keyClick(window, Qt.Key.Key_Escape)  # hand the session in
assert wait_until(lambda: screen.pages.currentIndex() == 2, timeout=30)
QTest.keyClick(screen, Qt.Key.Key_1)
assert wait_until(lambda: isinstance(QApplication.activeModalWidget(), HandReplayView), timeout=30)
replay = QApplication.activeModalWidget()
seen = {"first_step_missed": replay.at_missed_step, "box_at_first": replay.missed_box.isVisible()}
steps = 0
while not replay.at_missed_step:
    QTest.keyClick(replay, Qt.Key.Key_Right)
    steps += 1
    assert steps < 200
QApplication.processEvents()
step = replay.replay.steps[replay.index]
seen.update(
    steps=steps, question=replay.question.text(), given=replay.given.text(), expected=replay.expected.text(),
    box=replay.missed_box.isVisible(),
    felt_is_the_question=replay.canvas.table.hands == (step.question_table or step.table).hands,
    skill=step.skill, title=replay.replay.title)
QTest.keyClick(replay, Qt.Key.Key_Right)
seen["after"] = replay.missed_box.isVisible()
QTest.keyClick(replay, Qt.Key.Key_Left)
seen["back"] = replay.missed_box.isVisible()
replay.grab().save(picture)
QTest.keyClick(replay, Qt.Key.Key_Escape)
assert wait_until(lambda: QApplication.activeModalWidget() is None, timeout=10)
# beside the shoe log (its fold button opens the panel at this size): the missed hands, Enter replays one
if not screen.shoe_side.shown:
    QTest.mouseClick(screen.shoe_side.toggle, Qt.MouseButton.LeftButton)
    assert wait_until(lambda: screen.shoe_side.shown, timeout=5)
listed = screen.shoe_panel.missed
seen["shoe_log_lines"] = [listed.item(i).text() for i in range(listed.count())]
listed.setFocus()
listed.setCurrentRow(0)
QTest.keyClick(listed, Qt.Key.Key_Return)
assert wait_until(lambda: isinstance(QApplication.activeModalWidget(), HandReplayView), timeout=30)
again = QApplication.activeModalWidget()
QTest.keyClick(again, Qt.Key.Key_M)
seen["from_shoe_log"] = [again.given.text(), again.expected.text(), again.replay.title]
QTest.keyClick(again, Qt.Key.Key_Escape)
print(json.dumps({"missed": missed, "seen": seen}))
window.close()
records.close()
"""

AGAIN = r"""
import json, sys
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv[:1])
from dealertrainer.storage.records import Records
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.harness import wait_until
from dealertrainer.ui.main_window import MainWindow
from dealertrainer.ui.progress.missed_hands import MissedHandsDialog
from dealertrainer.ui.session.hand_replay_view import HandReplayView

records = Records()
trainee = records.last_trainee()
window = MainWindow(AppContext(records=records, trainee=trainee, motion_delay_ms=0))
window.resize(1024, 700)
window.show()
assert wait_until(lambda: window.registry_ready, timeout=30)
window.open("progress")
progress = window.stack.currentWidget()
QTest.keyClick(progress, Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)  # &Missed hands…
assert wait_until(lambda: isinstance(QApplication.activeModalWidget(), MissedHandsDialog), timeout=10)
dialog = QApplication.activeModalWidget()
listed = [dialog.table.item(0, c).text() for c in range(dialog.table.columnCount())]
QTest.keyClick(dialog.table, Qt.Key.Key_Return)
assert wait_until(lambda: isinstance(QApplication.activeModalWidget(), HandReplayView), timeout=30)
replay = QApplication.activeModalWidget()
QTest.keyClick(replay, Qt.Key.Key_M)
print(json.dumps({"listed": listed, "given": replay.given.text(), "expected": replay.expected.text(),
                  "box": replay.missed_box.isVisible(), "title": replay.replay.title}))
window.close()
records.close()
"""


def _run(script: str, env: dict[str, str], *args: str) -> dict:
    result = subprocess.run([sys.executable, "-c", script, *args], capture_output=True, text=True, timeout=240, env=env)
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("drill_id", ["baccarat.seat", "blackjack.seat", "stud.seat"])
def test_a_missed_hand_is_replayed_from_the_summary_and_after_a_restart_from_progress(tmp_path, drill_id):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               DEALERTRAINER_CONFIG_DIR=str(tmp_path / "config"), DEALERTRAINER_DATA_DIR=str(tmp_path / "data"))
    played = _run(PLAY, env, drill_id, str(tmp_path / "replay.png"))
    missed, seen = played["missed"], played["seen"]
    assert seen["skill"] == missed["skill"]
    assert seen["question"] == f"The question: {missed['prompt']}"
    assert seen["given"] == f"You said: {missed['given']}" and missed["given"] != missed["expected"]
    assert seen["expected"] == f"The right answer: {missed['expected']}"
    assert seen["box"] and seen["felt_is_the_question"]
    # beat by beat: the hand starts before the missed step, and the answers show only at it
    assert seen["steps"] > 0 and not seen["first_step_missed"] and not seen["box_at_first"]
    assert not seen["after"] and seen["back"]
    assert (tmp_path / "replay.png").stat().st_size > 0
    assert len(seen["shoe_log_lines"]) == 1 and seen["shoe_log_lines"][0].startswith(seen["title"] + " · ")
    assert seen["shoe_log_lines"][0].endswith(f": you said {missed['given']}")
    assert seen["from_shoe_log"] == [seen["given"], seen["expected"], seen["title"]]

    again = _run(AGAIN, env)
    assert again["listed"][2:] == [missed["given"], missed["expected"], "Replay"]
    assert again["given"] == seen["given"] and again["expected"] == seen["expected"] and again["box"]
    assert again["title"] == seen["title"]
