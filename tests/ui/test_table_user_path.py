"""A trainee on a 1024×700 screen, in a fresh process with their own config and data folders:
opens Mini Baccarat from the navigation, presses Enter, and sees the whole felt with the shoe
panel folded away; F9 brings the panel back, and the felt still fits beside it."""

from __future__ import annotations

import json
import os
import subprocess
import sys

DRIVER = r"""
import json, sys
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv[:1])
from dealertrainer.storage.records import Records
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.main_window import MainWindow
from dealertrainer.ui.harness import keys_for, press, wait_until
from dealertrainer.ui.theme import Theme, apply_theme

apply_theme(app, Theme.DARK)
records = Records()  # in DEALERTRAINER_DATA_DIR
trainee = records.add_trainee("Sam")
context = AppContext(records=records, trainee=trainee)  # the settings in force from DEALERTRAINER_CONFIG_DIR
window = MainWindow(context)
window.resize(1024, 700)
window.show()
assert wait_until(lambda: window.registry_ready, timeout=20)
row = next(r for r in range(window.nav.count()) if window.nav.item(r).text() == "Mini Baccarat")
window.nav.setCurrentRow(row)  # a click on "Mini Baccarat"
screen = window.screens["baccarat.seat"]
QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Return)
assert wait_until(lambda: screen.session is not None and screen.session.waiting_for_answer, timeout=30)
while not any(h.cards for h in screen.canvas("baccarat").table.hands if str(h.place) in ("player", "banker")):
    # the questions before the first cards (the cut card's place, the burn, a buy-in's chips
    # at some shoes): answered right by their keys, then Space
    question = screen.session.current.question
    press(QApplication.focusWidget() or screen, keys_for(question, right=True))
    QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
    assert wait_until(lambda: screen.session.waiting_for_answer, timeout=30)

def seen():
    QApplication.processEvents()
    canvas = screen.canvas("baccarat")
    shown = QRect(canvas.mapTo(window, QPoint(0, 0)), canvas.size())
    scale, dx, dy = canvas._transform()
    return {
        "panel": screen.shoe_side.shown,
        "canvas_in_window": window.rect().contains(shown),
        "felt": [dx, dy, 1240 * scale, 690 * scale],
        "canvas": [canvas.width(), canvas.height()],
    }

first = seen()
QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_F9)
wait_until(lambda: screen.shoe_side.shown, timeout=5)
second = seen()
window.grab().save(sys.argv[1])
print(json.dumps({"first": first, "second": second}))
window.close()
records.close()
"""


def test_a_small_window_shows_the_whole_felt_and_f9_brings_the_shoe_panel(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               DEALERTRAINER_CONFIG_DIR=str(tmp_path / "config"), DEALERTRAINER_DATA_DIR=str(tmp_path / "data"))
    picture = tmp_path / "seen.png"
    result = subprocess.run([sys.executable, "-c", DRIVER, str(picture)], capture_output=True, text=True,
                            timeout=180, env=env)
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    first, second = seen["first"], seen["second"]
    assert first["panel"] is False and second["panel"] is True
    for view in (first, second):
        assert view["canvas_in_window"]
        dx, dy, width, height = view["felt"]
        canvas_w, canvas_h = view["canvas"]
        assert dx >= 0 and dy >= 0 and dx + width <= canvas_w + 1 and dy + height <= canvas_h + 1  # whole
    assert first["felt"][2] > second["felt"][2]  # folded, the felt is larger
    assert first["felt"][2] >= 700
    assert picture.stat().st_size > 20_000
    assert (tmp_path / "data").exists()  # the records went where the trainee's data folder is
