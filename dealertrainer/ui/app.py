"""Start the app: the QApplication, the theme, the records, the trainee, the main window."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

__all__ = ["build_parser", "run"]


def build_parser() -> argparse.ArgumentParser:
    from dealertrainer import __version__

    parser = argparse.ArgumentParser(prog="dealertrainer", description="Train casino dealers from the dealer's seat.")
    parser.add_argument("--screenshots", metavar="DIR", type=Path, help="render every main screen to PNG files in DIR and exit")
    parser.add_argument("--self-test", action="store_true", help="open every screen offscreen, answer a question, and exit")
    parser.add_argument("--theme", choices=("light", "dark"), help="the theme for this run")
    parser.add_argument("--version", action="version", version=f"DealerTrainer {__version__}")
    return parser


def run(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.screenshots is not None or args.self_test:
        import os

        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import dealertrainer.ui  # noqa: F401  (the PySide6 6.12 workaround runs first)
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QGuiApplication, QIcon
    from PySide6.QtWidgets import QApplication, QMessageBox

    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt_rounding())
    # The desktop entry's name, so docks and window managers match our windows to it and its icon.
    QGuiApplication.setDesktopFileName("org.dealertrainer.DealerTrainer")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    QCoreApplication.setApplicationName("DealerTrainer")
    QCoreApplication.setOrganizationName("DealerTrainer")
    from dealertrainer.ui.resources import ResourceMissing, resource_bytes
    from dealertrainer.ui.theme import Theme, apply_theme
    from dealertrainer.ui.translations import install_translations

    if args.screenshots is None and not args.self_test:  # pictures and checks stay in English
        install_translations(app)

    try:
        from PySide6.QtGui import QPixmap

        icon = QPixmap()
        icon.loadFromData(resource_bytes("icons/dealertrainer.svg"))
        app.setWindowIcon(QIcon(icon))
    except ResourceMissing:
        pass
    theme = Theme(args.theme) if args.theme else _saved_theme()
    apply_theme(app, theme)

    if args.screenshots is not None:
        from dealertrainer.ui.screenshots import render_screenshots

        written = render_screenshots(args.screenshots, theme=Theme(args.theme) if args.theme else Theme.DARK)
        for path in written:
            print(path)
        return 0
    if args.self_test:
        from dealertrainer.ui.self_test import run_self_test

        return run_self_test()

    from dealertrainer.storage.records import Records, RecordsError

    try:
        records = Records()
    except RecordsError as error:
        QMessageBox.critical(None, QCoreApplication.translate("app", "DealerTrainer"), str(error))
        return 1
    trainee = choose_trainee(records)
    if trainee is None:
        records.close()
        return 0
    from dealertrainer.ui.context import AppContext
    from dealertrainer.ui.main_window import MainWindow

    from dealertrainer.ui.walkthrough import offer_walkthrough

    window = MainWindow(AppContext(records=records, trainee=trainee, theme=theme))
    window.show()
    offer_walkthrough(window)  # a new trainee's first start: what the app is and how to answer
    code = app.exec()
    records.close()
    return code


def Qt_rounding():  # noqa: N802 - a Qt enum value
    from PySide6.QtCore import Qt

    return Qt.HighDpiScaleFactorRoundingPolicy.PassThrough


def choose_trainee(records):
    """The last trainee, or ask for a name on the first run."""
    last = records.last_trainee()
    if last is not None:
        records.touch_trainee(last.id)
        return last
    from dealertrainer.ui.dialogs import TraineeDialog

    dialog = TraineeDialog([t.name for t in records.trainees()])
    if not dialog.exec():
        return None
    name = dialog.chosen()
    existing = next((t for t in records.trainees() if t.name == name), None)
    trainee = existing or records.add_trainee(name)
    records.touch_trainee(trainee.id)
    return trainee


def _saved_theme():
    from dealertrainer.ui.theme import Theme

    try:
        from dealertrainer.storage.settings import AppSettings, load_settings

        return Theme(load_settings(AppSettings).settings.theme.value)
    except (OSError, ValueError):
        return Theme.DARK
