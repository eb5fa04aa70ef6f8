"""A new DealerTrainer process, started the way the app starts, that reports what the trainee
sees of their review schedule. Run by ``test_schedule_user_path.py`` as
``python schedule_user_path.py save-retention`` or ``… look`` with ``DEALERTRAINER_CONFIG_DIR``
and ``DEALERTRAINER_DATA_DIR`` pointing at the user's folders:

- ``save-retention`` opens Settings in the real window and saves a desired retention of 0.85
  on the app's page the way a user does (typing in the field, the Save button);
- ``look`` waits until the window's background refit has reported, then opens Settings and
  Progress and reports the retention in force, the form's field and Progress's words.

The report is JSON on stdout.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import dealertrainer.ui  # noqa: E402,F401  (the PySide6 workaround first, as the app does)
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from rules_at_the_table import close_and_report, wait  # noqa: E402  (this folder is the script's)

from dealertrainer.storage.records import Records  # noqa: E402
from dealertrainer.storage.settings import AppSettings  # noqa: E402
from dealertrainer.ui.app import choose_trainee  # noqa: E402
from dealertrainer.ui.app_handle import AppContext, settings_at_start  # noqa: E402
from dealertrainer.ui.main_window import MainWindow  # noqa: E402


def main(mode: str) -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841  (kept alive while the window runs)
    settings = settings_at_start()
    records = Records()
    context = AppContext(records=records, trainee=choose_trainee(records), motion_delay_ms=0, seed=5,
                         settings=settings)
    window = MainWindow(context)
    window.show()
    wait(lambda: window.registry_ready and not window.memory_refit.running)
    report: dict = {"problems": [p.message for p in settings.problems], "retention": context.targets.retention}
    view = window.open("settings")
    view.show_page(AppSettings)
    form = view.form(AppSettings)
    if mode == "save-retention":
        field = form.field_widget("desired_retention")
        field.selectAll()
        QTest.keyClicks(field, "0.85")
        QTest.mouseClick(form.save_button, Qt.MouseButton.LeftButton)
        report["status_after"] = form.status.text()
    elif mode == "look":
        report["field"] = form.field_widget("desired_retention").text()
        progress = window.open("progress")
        report["schedule_note"] = progress.schedule_note.text()
        row = records.memory_model(context.trainee.id)
        report["fitted"] = row is not None and row.parameters_json is not None
        report["cards_under"] = row.cards_under if row else ""
    else:
        raise SystemExit(f"unknown mode {mode!r}")
    close_and_report(window, records, report)


if __name__ == "__main__":
    main(sys.argv[1])
