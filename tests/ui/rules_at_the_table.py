"""A new DealerTrainer process, started the way the app starts, that reports what a trainee sees.

Run by the tests as ``python rules_at_the_table.py look`` or ``… save-6to5-h17`` with
``DEALERTRAINER_CONFIG_DIR``/``DEALERTRAINER_DATA_DIR`` pointing at the user's folders:

- ``look`` opens the Blackjack and Mini Baccarat tables and the Payouts drill in the real
  window, reads each start page's rules line and the felt's printed signs, deals (answering
  right, through the question panel's signal) and prints every question's skill and answer;
  ``look-blackjack`` does so for the Blackjack table only.
- ``save-6to5-h17`` opens Settings in the real window and saves 6:5 and hits soft 17 on the
  Blackjack page the way a user does (the check box, the list, the Save button), and prints
  what the page said.

Everything goes through the functions the app itself calls (``settings_at_start``, the
window's ``open``, the screens' start and panel signals); the report is JSON on stdout.
"""

from __future__ import annotations

import json
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import dealertrainer.ui  # noqa: E402,F401  (the PySide6 workaround first, as the app does)
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from dealertrainer.storage.records import Records  # noqa: E402
from dealertrainer.ui.app import choose_trainee  # noqa: E402
from dealertrainer.ui.app_handle import AppContext, settings_at_start  # noqa: E402
from dealertrainer.ui.main_window import MainWindow  # noqa: E402
from dealertrainer.ui.harness import answer_for  # noqa: E402
from dealertrainer.ui.theme import Theme  # noqa: E402


def wait(condition, seconds: float = 30.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            raise SystemExit("timed out waiting for the window")
        QApplication.processEvents()
        time.sleep(0.002)


def play(window: MainWindow, drill_id: str, enough, sessions: int = 4) -> dict:
    """Open a table or drill as the trainee does, read its start page, then deal sessions and
    answer right until ``enough(questions)`` says the questions seen show what is needed."""
    screen = window.open(drill_id)
    seen: dict = {"rules_line": screen.rules_line.text() if screen.rules_line.isVisibleTo(screen) else "",
                  "questions": []}
    for _ in range(sessions):
        screen.start()
        wait(lambda: screen.session is not None)
        config = screen.session.drill.config
        if hasattr(config, "rules"):
            seen["dealt_rules"] = config.rules.model_dump(mode="json")
        while screen.session is not None and not enough(seen["questions"]):
            beat = screen.session.current
            if beat is None or beat.question is None:
                break
            question = beat.question
            seen["questions"].append([question.skill, str(question.answer), question.prompt])
            screen.panel.submitted.emit(answer_for(question, True))
            screen.panel.next_requested.emit()
        if screen.session is not None:
            screen.finish()
        if enough(seen["questions"]):
            break
    game = {"blackjack.seat": "blackjack", "baccarat.seat": "baccarat"}.get(drill_id)
    if game is not None:
        seen["signage"] = {k: str(v) for k, v in vars(screen.canvas(game).signage).items()}
    if drill_id == "payouts":
        seen["wager_felt_signage"] = {k: str(v) for k, v in vars(screen.wager_felt.signage).items()}
    return seen


def _asked(*skills: str):
    """Enough once every one of ``skills`` has been asked."""
    return lambda questions: all(any(q[0] == skill for q in questions) for skill in skills)


def _count(n: int):
    return lambda questions: len(questions) >= n


def main(mode: str) -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = settings_at_start()
    records = Records()
    if records.last_trainee() is None:
        records.add_trainee("New Trainee")
        records.touch_trainee(records.trainees()[0].id)
    context = AppContext(records=records, trainee=choose_trainee(records), theme=Theme(settings.app.theme.value),
                         motion_delay_ms=0, seed=36, settings=settings)
    window = MainWindow(context)
    window.resize(1360, 900)
    window.show()
    wait(lambda: window.registry_ready)
    report: dict = {"problems": [p.message for p in settings.problems]}
    if mode in ("look", "look-blackjack"):
        # a dealer soft 17 and a blackjack paid: the two rules a 6:5 H17 house changes
        report["blackjack"] = play(window, "blackjack.seat", _asked("blackjack.dealer.soft17", "blackjack.payout.6to5"))
    if mode == "look":
        report["baccarat"] = play(window, "baccarat.seat", _count(80))
        report["payouts"] = play(window, "payouts", _count(30))
    if mode == "save-6to5-h17":
        from dealertrainer.engine.blackjack.rules import BlackjackRules

        view = window.open("settings")
        view.show_page(BlackjackRules)
        form = view.form(BlackjackRules)
        report["status_before"] = form.status.text()
        report["save_offered_before"] = form.save_button.isEnabled()
        form.field_widget("dealer_hits_soft_17").setChecked(True)
        pays = form.field_widget("blackjack_pays")
        pays.setCurrentIndex(pays.findData("6:5"))
        QTest.mouseClick(form.save_button, Qt.MouseButton.LeftButton)
        report["status_after"] = form.status.text()
    elif not mode.startswith("look"):
        raise SystemExit(f"unknown mode {mode!r}")
    close_and_report(window, records, report)


def close_and_report(window: MainWindow, records: Records, report: dict) -> None:
    """Close the window and the records as the app does at quit, and print the report as JSON."""
    window.close()
    records.close()
    QApplication.processEvents()
    print(json.dumps(report))


if __name__ == "__main__":
    main(sys.argv[1])
