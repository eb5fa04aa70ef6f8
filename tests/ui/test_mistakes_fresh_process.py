"""The Dealer's mistakes drill from a fresh process, as a trainee whose house pays blackjacks
6 to 5 meets it: the house saved, the app started with its own config and data folders, the
drill opened from Home with its key and started with Enter; each hand runs by itself at the
app's pace, and is paused, stepped to the mistake, stopped and named by the keys shown (or
passed as clean). Every verdict is right; at this house, even money offered is one of the
mistakes named, and the answers are in the records after the app has closed."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.storage.settings_in_force import SettingsInForce

DRIVER = r"""
import json, re, sys
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

app = QApplication(sys.argv[:1])
from dealertrainer.storage.records import Records
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.harness import answer_on_screen, wait_until
from dealertrainer.ui.main_window import MainWindow

records = Records()
context = AppContext(records=records, trainee=records.add_trainee("Sam"))
window = MainWindow(context)
window.resize(1024, 700)
window.show()
assert wait_until(lambda: window.registry_ready, timeout=20)
def listed():
    return [b.text() for b in window.home.drills_box.findChildren(QPushButton) if b.text().startswith("Dealer's")]
assert wait_until(lambda: listed(), timeout=20), [b.text() for b in window.home.drills_box.findChildren(QPushButton)]
label = listed()[0]
number = int(re.search(r"\[Ctrl\+(\d)\]$", label).group(1))
QTest.keyClick(window, getattr(Qt.Key, f"Key_{number}"), Qt.KeyboardModifier.ControlModifier)
screen = window.screens["mistakes"]
assert wait_until(lambda: window.stack.currentWidget() is screen)
QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Return)  # Start [Enter]
seen = []
for _ in range(6):
    if not wait_until(lambda: screen.session is not None and screen.session.waiting_for_answer, timeout=30):
        break
    question = screen.session.current.question
    answer_on_screen(window, right=True)
    assert wait_until(lambda: screen.panel.waiting_for_next, timeout=10)
    seen.append({"skill": question.skill, "choices": list(question.choices), "feedback": screen.panel.feedback.text()})
    QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
print(json.dumps(seen))
window.close()
records.close()
"""


def test_the_mistakes_drill_from_a_fresh_process_at_a_6_to_5_house(tmp_path):
    config = tmp_path / "config"
    SettingsInForce(config).save(BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               DEALERTRAINER_CONFIG_DIR=str(config), DEALERTRAINER_DATA_DIR=str(tmp_path / "data"))
    result = subprocess.run([sys.executable, "-c", DRIVER], capture_output=True, text=True, timeout=300, env=env)
    assert result.returncode == 0, result.stderr[-3000:]
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert len(seen) == 6 and all(".mistake." in s["skill"] for s in seen)
    assert all(s["feedback"].startswith("<b>Correct") for s in seen), seen
    blackjack = [s for s in seen if s["skill"].startswith("blackjack.")]
    assert all("Even money offered" in s["choices"] for s in blackjack)

    from dealertrainer.storage.records import Records

    again = subprocess.run([sys.executable, "-c", "from dealertrainer.storage.records import Records; r = Records(); "
                            "t = r.trainees()[0]; print(len(r.answers(t.id)))"],
                           capture_output=True, text=True, timeout=60, env=env)
    assert again.returncode == 0, again.stderr[-2000:]
    assert int(again.stdout.strip()) == 6
    assert Records  # the records module the app writes with
