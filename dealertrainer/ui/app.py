"""Start the app: the QApplication, the theme, the records, the trainee, the main window."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication, QIcon, QPixmap
from PySide6.QtWidgets import QApplication, QMessageBox

import dealertrainer
from dealertrainer.engine.money import use_currency
from dealertrainer.language import ENGLISH, LANGUAGES, language_in_force, use_language
from dealertrainer.storage.records import Records, RecordsError, RecordsWriteError, Trainee
from dealertrainer.storage.records_at_start import UPGRADE_NOTICE_BYTES, Opened, open_records, upgrade_ahead
from dealertrainer.storage.settings import config_dir, saved_language
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.storage.window_place import WindowPlace, read_window_place, write_window_place
from dealertrainer.ui.app_handle import AppContext, settings_at_start
from dealertrainer.ui.cjk_font import use_for_screens
from dealertrainer.ui.dialogs import TraineeDialog
from dealertrainer.ui.first_screen import quit_when_shown
from dealertrainer.ui.focus_return import give_focus_back
from dealertrainer.ui.main_window import MainWindow
from dealertrainer.ui.on_screen import keep_frame_on_screen, place_window, window_place
from dealertrainer.ui.plain_text import message_box, plain_label
from dealertrainer.ui.platform_check import (
    EXIT_MISSING_LIBRARIES,
    EXIT_NO_DISPLAY,
    display_problem,
    missing_libraries_message,
    missing_xcb_libraries,
    uses_xcb,
)
from dealertrainer.ui.resources import ResourceMissing, resource_bytes
from dealertrainer.ui.theme import Theme, apply_theme
from dealertrainer.ui.translations import install_translations
from dealertrainer.ui.walkthrough import offer_walkthrough
from dealertrainer.ui.workers import stop_jobs

if TYPE_CHECKING:
    from dealertrainer.training.classroom_start import ClassStart

__all__ = ["QUIT_WHEN_SHOWN", "build_parser", "choose_trainee", "run", "start_qt", "tell"]

#: Test hook: set, the app quits once its first window or dialog is shown, after printing what
#: it shows (see ``first_screen``); its value may name a screen to open first ("settings").
QUIT_WHEN_SHOWN = "DEALERTRAINER_QUIT_WHEN_SHOWN"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dealertrainer", description="Train casino dealers from the dealer's seat.")
    parser.add_argument("--screenshots", metavar="DIR", type=Path, help="render every main screen to PNG files in DIR and exit")
    parser.add_argument("--self-test", action="store_true", help="open every screen offscreen, answer a question, and exit")
    parser.add_argument("--theme", choices=("light", "dark"), help="the theme for this run")
    parser.add_argument("--language", choices=tuple(LANGUAGES),
                        help="the language for this run (--screenshots and --self-test too; their file names carry it)")
    parser.add_argument("--database", metavar="URL",
                        help="join your class: sign in to the class database at URL (postgresql://host:port/database) "
                             "and send your answers there; your records stay on this PC too")
    parser.add_argument("--window-check", action="store_true", help=argparse.SUPPRESS)  # the self-test's real window
    parser.add_argument("--version", action="version", version=f"DealerTrainer {dealertrainer.__version__}")
    return parser


def run(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    offscreen = args.screenshots is not None or args.self_test
    pictures_or_checks = offscreen or args.window_check
    started_in = dict(os.environ)  # the self-test tries a real window where the app would open one
    if offscreen:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # Before the QApplication: it is where Qt loads its platform plugin, and aborts without a word.
    if uses_xcb(os.environ) and (missing := missing_xcb_libraries()):
        tell(missing_libraries_message(missing))  # Qt would abort (exit 134) loading its plugin
        return EXIT_MISSING_LIBRARIES
    if no_display := display_problem(os.environ):
        tell(no_display)  # Qt would abort (exit 134): "could not connect to display"
        return EXIT_NO_DISPLAY
    app = start_qt()
    # The language first (--language overrides it for this run), before any screen or question
    # is made and before the settings are read, so every word comes out in it, what is wrong in
    # the settings files too. Pictures and checks run on settings of their own and never touch
    # the user's files: they are in English unless --language says otherwise.
    use_language(args.language or (ENGLISH if pictures_or_checks else saved_language(config_dir())))
    # Read once; the theme comes from them (--theme overrides it for this run).
    settings = None if pictures_or_checks else settings_at_start()
    problems = [problem.message for problem in settings.problems] if settings else []
    use_currency(settings.app.currency.value if settings else "$")  # the house's money symbol in every amount
    install_translations(app)
    saved_theme = Theme(settings.app.theme.value) if settings else Theme.DARK
    theme = Theme(args.theme) if args.theme else saved_theme
    apply_theme(app, theme)
    use_for_screens(app, language_in_force())  # Chinese reads on a machine with no CJK font
    for problem in problems:  # on stderr at once, even if the start fails further on
        tell(problem)
    if os.environ.get(QUIT_WHEN_SHOWN) is not None:
        quit_when_shown(os.environ[QUIT_WHEN_SHOWN])

    if args.screenshots is not None:
        from dealertrainer.ui.screenshots import render_screenshots  # lazy: only --screenshots draws every screen

        written = render_screenshots(args.screenshots, theme=Theme(args.theme) if args.theme else Theme.DARK,
                                     language=args.language)
        for path in written:
            print(path)
        return 0
    if args.self_test:
        from dealertrainer.ui.self_test import run_self_test  # lazy: only --self-test drives every screen

        return run_self_test(window_environ=started_in, language=args.language)
    if args.window_check:
        from dealertrainer.ui.self_test import show_real_window  # lazy: only the self-test asks for it

        return show_real_window()

    try:
        opened = open_records_telling()
    except RecordsError as error:
        tell(str(error))
        message_box(QMessageBox.Icon.Critical, QCoreApplication.translate("app", "DealerTrainer"), str(error)).exec()
        return 1
    records = opened.records
    for problem in filter(None, (opened.kept_aside, opened.left_out)):  # on the banner, and on stderr at once
        tell(problem)
        problems.append(problem)
    if opened.kept_aside:  # their history is no longer in view: said before anything else
        message_box(QMessageBox.Icon.Warning, QCoreApplication.translate("app", "DealerTrainer"), opened.kept_aside).exec()
    url = (args.database or settings.app.class_database).strip()
    joined = None
    try:
        joined = join_at_start(url, records, settings, problems) if url else None
        trainee = joined.trainee if joined is not None else choose_trainee(records, problems)
    except RecordsError as error:  # a new trainee could not be written: nobody to train as
        tell(str(error))
        message_box(QMessageBox.Icon.Critical, QCoreApplication.translate("app", "DealerTrainer"), str(error)).exec()
        records.close()
        return 1
    if trainee is None:
        records.close()
        return 0
    context = AppContext(records=records, trainee=trainee, theme=theme, settings=settings,
                         classroom=joined.signed_in if joined else None, class_sending=joined.sending if joined else None)
    window = MainWindow(context, problems=problems)
    saved = read_window_place(config_dir())
    place_window(window, saved)  # where it was last time, on a screen there is now
    window.showMaximized() if saved is not None and saved.maximized else window.show()
    window.activateWindow()  # no window manager gives a new window the keys: it takes them
    keep_frame_on_screen(window)  # a window manager's frame round it stays on the screen too
    offer_walkthrough(window)  # a new trainee's first start: what the app is and how to answer
    code = app.exec()
    remember_place(window, saved)
    stop_jobs()  # a worker reading the records (Home's figures) ends before they close
    records.close()
    signed_in = context.classroom or (context.class_sending.signed_in if context.class_sending else None)
    if signed_in is not None:
        signed_in.close()  # the connections to the class server (the sending ended with the jobs)
    return code


def open_records_telling(path: Path | None = None, min_bytes: int = UPGRADE_NOTICE_BYTES) -> Opened:
    """``open_records``; a large file that must first be brought up to this version gets a
    notice on screen while it is (seconds at a million answers, with no window yet)."""
    notice = None
    if upgrade_ahead(path, min_bytes):
        notice = plain_label(QCoreApplication.translate(
            "app", "Bringing your records up to this version of DealerTrainer: a one-time step that "
                   "takes a few seconds with a year of answers. Nothing is lost."))
        notice.setObjectName("upgradeNotice")
        notice.setWordWrap(True)
        notice.setWindowTitle(QCoreApplication.translate("app", "DealerTrainer"))
        notice.setContentsMargins(24, 24, 24, 24)
        notice.setFixedWidth(460)
        notice.show()
        for _ in range(3):  # painted before the upgrade holds the thread
            QCoreApplication.processEvents()
    try:
        return open_records(path)
    finally:
        if notice is not None:
            notice.close()
            notice.deleteLater()


def join_at_start(url: str, records: Records, settings: SettingsInForce, problems: list[str]) -> ClassStart | None:
    """Sign in to the class database at ``url`` (the dialog asks the name and password); None
    when the trainee chose to train on this PC only, or the address cannot be used (said, and
    added to ``problems`` for the banner). A server that cannot be reached starts the app all
    the same: the dialog's sign-in returns with the sending to try later."""
    from dealertrainer.storage.classroom.connecting import ClassroomError  # lazy: only a class PC loads these
    from dealertrainer.storage.classroom.remembered import forget, remember, remembered  # lazy: only a class PC loads these
    from dealertrainer.storage.classroom.signed_in import database_key  # lazy: only a class PC loads these
    from dealertrainer.training.classroom_start import join_class  # lazy: only a class PC loads these
    from dealertrainer.ui.classroom.sign_in_dialog import SignInDialog  # lazy: only a class PC loads these

    try:
        database = database_key(url)
    except ClassroomError as error:
        message = f"{error} DealerTrainer starts on this PC's records only."
        tell(message)
        problems.append(message)
        message_box(QMessageBox.Icon.Warning, QCoreApplication.translate("app", "DealerTrainer"), message).exec()
        return None
    saved, refused = remembered(config_dir(), database), ""
    joined = None
    if saved is not None:  # the trainee ticked "Remember me" last time: no dialog unless it is refused now
        try:
            joined = join_class(records, settings, url, *saved)
        except ClassroomError as error:
            forget(config_dir(), database)
            refused = str(error)
    if joined is None:
        last = records.last_trainee()
        dialog = SignInDialog(url, lambda name, password: join_class(records, settings, url, name, password),
                              name=saved[0] if saved else last.name if last else "", problem=refused,
                              remembered=saved is not None)
        if not dialog.exec() or dialog.joined is None:
            problems.append(QCoreApplication.translate("app", "Not signed in to the class: your answers are kept on this PC only."))
            return None
        joined = dialog.joined
        try:
            if dialog.remember.isChecked():
                remember(config_dir(), database, dialog.name.text(), dialog.password.text())
            else:
                forget(config_dir(), database)
        except OSError as error:
            problems.append(f"Your sign-in could not be remembered ({error.strerror or error}); the next start asks again.")
    for message in joined.messages:
        tell(message)
        problems.append(message)
    if notice := settings.school_notice():
        problems.append(notice)
    return joined


def remember_place(window: MainWindow, saved: WindowPlace | None) -> None:
    """Keep the window's size and place for the next start, if they changed. A folder that
    refuses it costs nothing but the place (the window then opens in the middle), and the
    start already told about a config folder that cannot be written: nothing more is said."""
    place = window_place(window)
    if place is not None and place != saved:
        try:
            write_window_place(config_dir(), place)
        except OSError:
            pass


def start_qt() -> QApplication:
    """The QApplication (the one already running, in tests), named, with the window icon."""
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    # The desktop entry's name, so docks and window managers match our windows to it and its icon.
    QGuiApplication.setDesktopFileName("org.dealertrainer.DealerTrainer")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    give_focus_back(app)  # no window manager: a closed dialog leaves the keys with the window
    QCoreApplication.setApplicationName("DealerTrainer")
    QCoreApplication.setOrganizationName("DealerTrainer")
    try:
        icon = QPixmap()
        icon.loadFromData(resource_bytes("icons/dealertrainer.svg"))
        app.setWindowIcon(QIcon(icon))
    except ResourceMissing:
        pass
    return app


def choose_trainee(records: Records, problems: list[str] | None = None) -> Trainee | None:
    """The last trainee, or ask for a name on the first run. A refused write that does not stop
    them training (who trained last) is told on stderr and added to ``problems``."""
    last = records.last_trainee()
    if last is not None:
        try:
            records.touch_trainee(last.id)
        except RecordsWriteError as error:  # they train all the same; the banner says what is not saved
            tell(str(error))
            if problems is not None:
                problems.append(str(error))
        return last
    dialog = TraineeDialog([t.name for t in records.trainees()])
    if not dialog.exec():
        return None
    name = dialog.chosen()
    existing = next((t for t in records.trainees() if t.name == name), None)
    trainee = existing or records.add_trainee(name)
    records.touch_trainee(trainee.id)
    return trainee


def tell(message: str) -> None:
    """Write a start-up message to stderr too, so a failing start can be read from a terminal."""
    try:
        print(f"DealerTrainer: {message}", file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass  # no terminal (a closed stderr): the window or dialog still says it
