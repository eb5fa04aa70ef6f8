"""A trainee whose house deals blackjack by hand from one deck: the house saved, a fresh
process with its own config and data folders, the Blackjack table opened from the
navigation and dealt through a round by the keys on screen. The felt shows the players'
cards face down and no shoe; the panel names the deck; the pitch questions come up and take
the keys shown beside their answers."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.storage.settings_in_force import SettingsInForce

DRIVER = r"""
import json, sys
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv[:1])
from dealertrainer.engine.places import DEALER
from dealertrainer.storage.records import Records
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.harness import answer_on_screen, wait_until
from dealertrainer.ui.main_window import MainWindow
from dealertrainer.ui.theme import Theme, apply_theme

apply_theme(app, Theme.DARK)
records = Records()
context = AppContext(records=records, trainee=records.add_trainee("Sam"))
window = MainWindow(context)
window.resize(1024, 700)
window.show()
assert wait_until(lambda: window.registry_ready, timeout=20)
row = next(r for r in range(window.nav.count()) if window.nav.item(r).text() == "Blackjack")
window.nav.setCurrentRow(row)
screen = window.screens["blackjack.seat"]
QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Return)  # Start [Enter]
seen = {"asked": [], "down_seen": 0, "shots": [], "signage_shoe": None, "panel": "", "rounds_settled": 0}
shot = 0
for _ in range(400):
    if not wait_until(lambda: screen.session is not None and screen.session.waiting_for_answer, timeout=30):
        break
    question = screen.session.current.question
    table = question.table
    players_down = sum(1 for h in table.hands if h.place != DEALER for f in h.face_down if f) if table else 0
    seen["down_seen"] = max(seen["down_seen"], players_down)
    if question.skill.startswith("blackjack.pitch") and shot < 2 and players_down:
        picture = sys.argv[1] + f"{shot}.png"
        window.grab().save(picture)
        seen["shots"].append(picture)
        shot += 1
    answer_on_screen(window, right=True)
    assert wait_until(lambda: screen.panel.waiting_for_next, timeout=10)
    seen["asked"].append({"skill": question.skill, "prompt": question.prompt,
                          "buttons": [b.text() for b in screen.panel.answer_buttons()],
                          "feedback": screen.panel.feedback.text()})
    if question.skill.startswith("blackjack.settle") or question.skill.startswith("blackjack.payout"):
        seen["rounds_settled"] += 1
    QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
    if seen["rounds_settled"] >= 3 and {"blackjack.pitch.card_face"} <= {a["skill"] for a in seen["asked"]}:
        break
seen["signage_shoe"] = screen.canvas("blackjack").signage.blackjack_shoe
seen["panel"] = screen.shoe_panel.title.text() if getattr(screen, "shoe_panel", None) else ""
print(json.dumps(seen))
window.close()
records.close()
"""


def test_a_pitch_house_at_the_blackjack_table_by_keys(tmp_path):
    config = tmp_path / "config"
    SettingsInForce(config).save(BlackjackRules(decks=1))  # the instructor saved a one-deck pitch house
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               DEALERTRAINER_CONFIG_DIR=str(config), DEALERTRAINER_DATA_DIR=str(tmp_path / "data"))
    shots = os.environ.get("PITCH_SHOTS") or str(tmp_path / "pitch")
    result = subprocess.run([sys.executable, "-c", DRIVER, shots], capture_output=True, text=True, timeout=300, env=env)
    assert result.returncode == 0, result.stderr[-3000:]
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    asked = seen["asked"]
    assert seen["rounds_settled"] >= 3, [a["skill"] for a in asked]
    assert all("Correct" in a["feedback"] for a in asked), [a for a in asked if "Correct" not in a["feedback"]]
    faces = [a for a in asked if a["skill"] == "blackjack.pitch.card_face"]
    assert faces and all(a["buttons"] == ["Face down  [1]", "Face up  [2]"] for a in faces), faces[:2]
    assert seen["down_seen"] >= 2  # a player's two cards face down on the felt while a question is up
    assert seen["signage_shoe"] is False
    assert seen["panel"] == "" or "dealt by hand" in seen["panel"]
    assert seen["shots"]
