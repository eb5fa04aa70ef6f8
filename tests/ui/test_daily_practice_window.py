"""The window's Daily practice is the headless ``daily_practice``: due skills first, from the records."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from dealertrainer.training.drills.practice import DailyPracticeDrill

DAY = 86_400.0


def test_the_window_starts_daily_practice_from_the_trainees_records(qtbot, window, context, records):
    me = context.trainee.id
    now = context.wall_clock()
    for i in range(3):  # met long ago, spaced: due again now
        records.record_answer(me, "blackjack.payout.3to2", True, 2.0, at=now - 90 * DAY + i * 3 * DAY)
    context.drill_overrides["daily"] = {"feedback": "now", "length": 5}
    screen = window.open("daily")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        screen.start()
    drill = screen.session.drill
    assert isinstance(drill, DailyPracticeDrill)
    assert "blackjack.payout.3to2" in drill.plan.known  # planned from the stored answers
    assert screen.session.current.question.skill == "blackjack.payout.3to2"


SCRIPT = textwrap.dedent("""
    import json, sys
    from PySide6.QtCore import QTimer, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from dealertrainer.ui import app as app_module

    def drive():
        from dealertrainer.ui.main_window import MainWindow
        window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
        def wait(check, ms=15000):
            for _ in range(ms // 20):
                if check():
                    return True
                QTest.qWait(20)
            return False
        wait(lambda: window.registry_ready)
        screen = window.open("daily")
        QTest.keyClick(screen, Qt.Key.Key_Return)
        wait(lambda: screen.session is not None and screen.session.current is not None)
        question = screen.session.current.question
        progress = window.open("progress")
        print(json.dumps({"skill": question.skill, "prompt": question.prompt,
                          "summary": progress.summary.text()}))
        QApplication.instance().quit()

    QTimer.singleShot(0, drive)
    sys.exit(app_module.run([]))
""")


def test_an_old_records_file_opens_and_daily_practice_asks_what_is_due(tmp_path):
    """A fresh process on a records file written before version 3 (old skill ids, Leitner boxes)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "storage"))
    try:
        from test_records_skill_ids import write_version_2_file
    finally:
        sys.path.pop(0)
    data, config = tmp_path / "data", tmp_path / "config"
    data.mkdir()
    write_version_2_file(data / "records.sqlite3")
    import sqlite3

    db = sqlite3.connect(data / "records.sqlite3")
    db.execute("UPDATE trainees SET last_used = 2.0")  # the trainee the app opens without asking
    db.commit()
    db.close()
    env = {**os.environ, "DEALERTRAINER_DATA_DIR": str(data), "DEALERTRAINER_CONFIG_DIR": str(config),
           "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=180, env=env)
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    history = {"baccarat.total.two_cards", "baccarat.total.three_cards", "baccarat.natural.player.8",
               "baccarat.natural.banker.9", "baccarat.natural.none", "baccarat.payout.tie.9to1",
               "baccarat.payout.tie.8to1", "baccarat.cut_card.out", "baccarat.banker.5.vs.4"}
    assert seen["skill"] in history  # answered years ago: due first, before anything new
    assert seen["prompt"]
    assert "15 answers" in seen["summary"]  # nobody's history lost
