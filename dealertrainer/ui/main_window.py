"""The main window: navigation on the left (Home, the tables, the drills), the screen on the
right, and window-wide shortcuts.

The window does not refresh its screens: each one follows the change notices (records,
settings, trainee) of the application layer and decides whether it cares.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.storage.records import RecordsWriteError
from dealertrainer.storage.settings import AppSettings, Theme
from dealertrainer.training.changes import Change
from dealertrainer.training.key_map import keyboard_map, window_bindings
from dealertrainer.ui import offer_labels
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.dialogs import AboutDialog, ShortcutsDialog
from dealertrainer.ui.home import HomeScreen
from dealertrainer.ui.memory_refit import MemoryRefit
from dealertrainer.ui.on_screen import place_window
from dealertrainer.ui.start_problems import StartProblemsBanner
from dealertrainer.ui.theme import apply_theme
from dealertrainer.ui.workers import run_job
from dealertrainer.ui.write_problems import WriteProblems

if TYPE_CHECKING:
    from dealertrainer.ui.session.session_screen import SessionScreen

__all__ = ["MainWindow"]

ROLE_TARGET = Qt.ItemDataRole.UserRole
OWN_SCREENS = ("home", "progress", "settings", "exam", "audition", "instructor")


class MainWindow(QMainWindow):
    def __init__(self, context: AppContext, parent: QWidget | None = None, *, problems: Sequence[str] = ()) -> None:
        """``problems``: what went wrong at start, shown once in a banner over the first screen."""
        super().__init__(parent)
        self.context = context
        self.setWindowTitle(self.tr("DealerTrainer"))
        place_window(self)  # inside the screen; the app moves it to where it was last time
        tables, drills = offer_labels.expected()
        self.entries = tables + drills
        self.screens: dict[str, SessionScreen] = {}
        self._class_pages: dict[str, QWidget] = {}  # pages of the class (``add_class_page``), by target
        self.registry_ready = False
        self.progress = None  # ProgressView, SettingsView and ExamView are built when first opened
        self.settings = None
        self.exam = None
        self.instructor = None  # the instructor's screen, on a class database signed in as an instructor
        self.audition = None

        self.nav = QListWidget()
        self.nav.setObjectName("nav")
        self.nav.setFixedWidth(230)
        self.stack = QStackedWidget()
        self.home = HomeScreen(context, self.entries)
        self.home.open_drill.connect(self.open)
        self.home.resume_session.connect(self._resume)
        self.home.start_assignment.connect(self.start_assignment)
        self.stack.addWidget(self.home)
        self._add_nav(self.tr("Home"), "home")
        if tables:
            self._add_heading(self.tr("TABLES"))
            for entry in tables:
                self._add_nav(entry.label, entry.drill_id)
        if drills:
            self._add_heading(self.tr("DRILLS"))
            for entry in drills:
                self._add_nav(entry.label, entry.drill_id)
        self._add_heading(self.tr("TRAINER"))
        if context.records is not None and context.trainee is not None:
            self._add_nav(self.tr("Progress"), "progress")
            self._add_nav(self.tr("Exam"), "exam")
            self._add_nav(self.tr("Audition"), "audition")
        classroom = getattr(context, "classroom", None)
        if classroom is not None and getattr(classroom, "role", None) == "instructor":
            self._add_nav(self.tr("Instructor"), "instructor")
        self._add_nav(self.tr("Settings"), "settings")
        self.nav.currentItemChanged.connect(self._nav_changed)

        body = QWidget()
        layout = QHBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.nav)
        self.start_problems = StartProblemsBanner(problems)
        self.write_problems = WriteProblems(self.start_problems, context.records)  # writes that fail mid-run
        right = QVBoxLayout()
        right.setSpacing(0)
        right.addWidget(self.start_problems)
        right.addWidget(self.stack, 1)
        layout.addLayout(right, 1)
        self.setCentralWidget(body)
        self._shortcuts()
        self.nav.setCurrentRow(0)
        self._update_status()
        self.sending_line = None
        if context.class_sending is not None:  # a trainee PC of a class: what waits to be sent, always in view
            from dealertrainer.ui.classroom.sending_line import SendingLine  # lazy: only a class PC sends

            self.sending_line = SendingLine(context.class_sending, signed_in_later=self.signed_in_later, parent=self)
            self.statusBar().addPermanentWidget(self.sending_line)
        # Settings saved anywhere (the Settings screen, the theme key) are in force at once.
        self._stop_listening = context.settings.subscribe(self.settings_saved)
        context.listen(self, self._changed)
        run_job(offer_labels.available, self._registry_loaded, owner=self)
        self.memory_refit = MemoryRefit(context, self)  # the trainee's own schedule, fitted in the background
        self.memory_refit.start()

    def _registry_loaded(self, found: tuple[list, list]) -> None:
        """The training core's registry has loaded: list drills it adds, drop any it lacks."""
        tables, drills = found
        present = {e.drill_id for e in tables + drills}
        for row in reversed(range(self.nav.count())):
            target = self.nav.item(row).data(ROLE_TARGET)
            if target and target not in OWN_SCREENS and target not in self._class_pages and target not in present:
                self.nav.takeItem(row)
        listed = {self.nav.item(row).data(ROLE_TARGET) for row in range(self.nav.count())}
        trainer_row = next(
            row for row in range(self.nav.count())
            if self.nav.item(row).data(ROLE_TARGET) is None and self.nav.item(row).text() == self.tr("TRAINER")
        )
        for entry in tables + drills:
            if entry.drill_id not in listed:  # a drill the registry adds goes last among the drills
                self._add_nav(entry.label, entry.drill_id, row=trainer_row)
                trainer_row += 1
        self.entries = [e for e in tables + drills]
        self._shortcuts()  # Ctrl+1 … follow the list as it is now
        self.home.set_entries(self.entries)  # and Home's list with them
        self.registry_ready = True

    # --- navigation ---------------------------------------------------------------------
    def _add_nav(self, label: str, target: str, row: int | None = None) -> None:
        item = QListWidgetItem(label)
        item.setData(ROLE_TARGET, target)
        if row is None:
            self.nav.addItem(item)
        else:
            self.nav.insertItem(row, item)

    def _add_heading(self, label: str) -> None:
        item = QListWidgetItem(label)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        self.nav.addItem(item)

    def _nav_changed(self, current: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        if current is None:
            return
        target = current.data(ROLE_TARGET)
        if target == "instructor":
            self.stack.setCurrentWidget(self.instructor_view())
        elif target == "home":
            self.stack.setCurrentWidget(self.home)
        elif target == "progress":
            self.stack.setCurrentWidget(self.progress_view())
        elif target == "settings":
            self.stack.setCurrentWidget(self.settings_view())
        elif target == "exam":
            self.stack.setCurrentWidget(self.exam_view())
            self.exam.focus_default()  # Enter starts the paper, as F1 promises at every start page
        elif target in self._class_pages:
            self.stack.setCurrentWidget(self._class_pages[target])
        elif target == "audition":
            self.stack.setCurrentWidget(self.audition_view())
            self.audition.focus_default()
        elif target:
            screen = self.screen(target)
            self.stack.setCurrentWidget(screen)
            screen.focus_default()

    def screen(self, drill_id: str) -> SessionScreen:
        if drill_id not in self.screens:
            # lazy: start-up speed; the table screens (felts, cards, panels) load when first opened
            from dealertrainer.ui.session.session_screen import SessionScreen

            screen = SessionScreen(self.context, drill_id)
            screen.status.connect(self.statusBar().showMessage)
            screen.summary.open_drill.connect(self.open)  # "Practise next" skills and Home
            self.screens[drill_id] = screen
            self.stack.addWidget(screen)
        return self.screens[drill_id]

    def open(self, target: str) -> QWidget | None:
        """Show a screen by drill id (or "home", "progress", "settings", "exam")."""
        for row in range(self.nav.count()):
            if self.nav.item(row).data(ROLE_TARGET) == target:
                self.nav.setCurrentRow(row)
                return self.screens.get(target) or self.stack.currentWidget()
        return None

    # --- progress, settings, exams -------------------------------------------------------
    def progress_view(self):
        if self.progress is None:
            from dealertrainer.ui.progress.progress_view import ProgressView  # lazy: the skill tree and charts, when first opened

            self.progress = ProgressView.of_trainee_in_seat(self.context)
            self.stack.addWidget(self.progress)
        return self.progress

    def settings_view(self):
        if self.settings is None:
            from dealertrainer.ui.settings.settings_view import SettingsView  # lazy: the settings forms, when first opened

            trainee = self.context.trainee
            self.settings = SettingsView(self.context.settings, self.context.records, trainee.id if trainee else None)
            self.settings.trainee_switched.connect(self.switch_trainee)
            self.settings.trainees_changed.connect(self._trainees_changed)
            self.stack.addWidget(self.settings)
        return self.settings

    def exam_view(self):
        if self.exam is None:
            from dealertrainer.ui.progress.exam_view import ExamView  # lazy: the exam drill and its felt, when first opened

            self.exam = ExamView.of_trainee_in_seat(self.context)
            self.stack.addWidget(self.exam)
        return self.exam

    def audition_view(self):
        if self.audition is None:
            from dealertrainer.ui.progress.audition_view import AuditionView  # lazy: the audition's table, when first opened

            self.audition = AuditionView(self.context)
            self.stack.addWidget(self.audition)
        return self.audition

    def instructor_view(self):
        if self.instructor is None:
            from dealertrainer.ui.classroom.instructor_view import InstructorView  # lazy: the class's figures, when first opened

            classroom = self.context.classroom  # type: ignore[attr-defined]  # set when signed in to a class
            self.instructor = InstructorView(classroom.engine, classroom.person_id, wall_clock=self.context.wall_clock)
            self.stack.addWidget(self.instructor)
        return self.instructor

    def start_assignment(self, assignment) -> None:
        """Open an assignment from the trainee's class with its settings: a paper on the exam
        screen, its paper set up (the trainee starts it); a drill or table started at once."""
        from dealertrainer.training.classroom_assignments import AssignmentError, start_config  # lazy: in a class only

        try:
            config = start_config(assignment)
        except AssignmentError as error:
            if self.home.assigned is not None:
                self.home.assigned.tell(str(error), problem=True)
            return
        if assignment.drill_id == "exam":
            self.open("exam")
            if self.exam is not None:
                self.exam.set_paper(config, assignment.profile.house_rules())
            return
        screen = self.open(assignment.drill_id)
        if screen is not None and assignment.drill_id in self.screens:
            screen.start_with(config)

    def settings_saved(self, saved: HouseRules) -> None:
        """A theme saved in the app settings is in force at once (the screens follow the
        change notices themselves)."""
        if isinstance(saved, AppSettings) and saved.theme != self.context.theme:
            self._set_theme(saved.theme)

    def switch_trainee(self, trainee_id: int) -> None:
        """Another trainee takes the seat: every screen shows their records from now on."""
        records = self.context.records
        if records is None:
            return
        for screen in self.screens.values():
            if screen.in_session:
                screen.leave()  # the first trainee's answers are kept; the session stays resumable
        self.context.trainee = records.trainee(trainee_id)
        try:
            records.touch_trainee(trainee_id)
        except RecordsWriteError:
            pass  # only "who trained last" is lost; the banner says the records refuse writes
        if self.exam is not None:  # an exam is taken by one trainee: the next one starts afresh
            self.stack.removeWidget(self.exam)
            self.exam.deleteLater()
            self.exam = None
        if self.audition is not None:  # so is an audition
            if self.audition.session is not None:
                self.audition.finish()
            self.stack.removeWidget(self.audition)
            self.audition.deleteLater()
            self.audition = None
        self.context.changes.announce(Change.TRAINEE)

    def _trainees_changed(self) -> None:
        records, trainee = self.context.records, self.context.trainee
        if records is not None and trainee is not None:
            try:
                self.context.trainee = records.trainee(trainee.id)  # a rename shows at once
            except (KeyError, ValueError):
                pass
        self._update_status()

    def _changed(self, change: Change) -> None:
        """The status bar names the trainee in the seat."""
        if change & (Change.TRAINEE | Change.RECORDS):
            self._update_status()

    def _resume(self, session_id: int, drill_id: str) -> None:
        live = self.screens.get(drill_id)
        if live is not None and live.in_session and getattr(live.session, "session_id", None) == session_id:
            self.open(drill_id)  # left by the sidebar, still dealt in its screen: go back to it
            return
        screen = self.open(drill_id)
        if screen is not None and drill_id in self.screens:  # an exam is not resumed: its screen shows the paper still being sat
            screen._resume_id = session_id
            screen.resume()

    # --- shortcuts ----------------------------------------------------------------------
    def key_bindings(self) -> list:
        """The window's shortcuts from the one key map, for the screens and drills listed."""
        return window_bindings([(e.drill_id, e.label) for e in self.entries], self._own_screens())

    def _own_screens(self) -> list[str]:
        listed = {self.nav.item(row).data(ROLE_TARGET) for row in range(self.nav.count())}
        return [target for target in OWN_SCREENS if target in listed]

    def _shortcuts(self) -> None:
        """Bind every window shortcut the key map declares (again when the list of drills
        changes), so F1, which shows the same declaration, promises only what works."""
        for shortcut in getattr(self, "_bound", []):
            shortcut.setEnabled(False)
            shortcut.deleteLater()
        self._bound: list[QShortcut] = []
        actions = {
            "F1": self.show_shortcuts,
            "?": self.show_shortcuts,
            "Shift+F1": self.show_about,
            "Ctrl+T": self.toggle_theme,
            "Esc": self.escape,
            "F11": lambda: self.showNormal() if self.isFullScreen() else self.showFullScreen(),
            "Ctrl+Q": self.close,
        }
        for binding in self.key_bindings():
            action = (lambda t=binding.target: self.open(t)) if binding.target else actions[binding.keys]
            shortcut = QShortcut(QKeySequence(binding.keys), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(action)
            self._bound.append(shortcut)

    def show_shortcuts(self) -> None:
        ShortcutsDialog(keyboard_map([(e.drill_id, e.label) for e in self.entries], self._own_screens()), self).exec()

    def show_about(self) -> None:
        AboutDialog(self).exec()

    def current_screen(self) -> SessionScreen | None:
        widget = self.stack.currentWidget()
        return next((screen for screen in self.screens.values() if screen is widget), None)

    def escape(self) -> None:
        own = getattr(self.stack.currentWidget(), "escape", None)  # the exam hands its paper in
        if own is not None and own():
            return
        screen = self.current_screen()
        if screen is not None and screen.in_session:
            screen.finish()
        elif screen is not None:
            self.open("home")

    def toggle_theme(self) -> None:
        self._set_theme(self.context.theme.other())
        try:  # remembered in the app settings (nothing else in them changes)
            self.context.settings.save_theme(self.context.theme.value)
        except (OSError, ValueError) as error:  # the theme still switches for this run; say why it is not kept
            theme = self.tr("dark") if self.context.theme.value == "dark" else self.tr("light")
            self.start_problems.tell(self.tr("The %1 theme is on until you quit, but it was not remembered")
                                     .replace("%1", theme), str(error))

    def _set_theme(self, theme: Theme) -> None:
        """The whole app in ``theme``; the felts and backdrops follow the notice."""
        self.context.theme = theme
        apply_theme(QApplication.instance(), theme)
        self.context.changes.announce(Change.THEME)

    def _update_status(self) -> None:
        trainee, signed_in = self.context.trainee, self.context.classroom
        text = self.tr("Trainee: %1").replace("%1", trainee.name) if trainee else ""
        if signed_in is not None and signed_in.instructor:
            text = self.tr("Instructor: %1").replace("%1", signed_in.name)
        if signed_in is not None and signed_in.class_name:
            text += " · " + signed_in.class_name
        self.statusBar().showMessage(text)

    def signed_in_later(self, signed_in) -> None:  # noqa: ANN001 - storage.classroom.signed_in.SignedIn
        """The class server answered after a start without it: the school's profile is followed
        from now on, and the trainee is told."""
        from dealertrainer.training.classroom_start import follow_class_profile  # lazy: only a class PC signs in

        self.context.classroom = signed_in
        problems = follow_class_profile(self.context.settings, signed_in)
        self.start_problems.tell(self.tr("Class"), " ".join([
            self.tr("Signed in to the class database: your answers are being sent."),
            self.context.settings.school_notice(), *problems]).strip())
        self._update_status()

    def add_class_page(self, label: str, target: str, page: QWidget) -> None:
        """A page of the class under TRAINER (the instructor's screen, when the person signed in is
        one): listed in the sidebar and opened like the other screens."""
        self._class_pages[target] = page
        self.stack.addWidget(page)
        self._add_nav(label, target)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self._stop_listening()
        self.write_problems.stop()
        for screen in self.screens.values():
            if screen.in_session:
                screen.leave()  # every answer is already stored; the session stays resumable
        if self.audition is not None and self.audition.session is not None:
            self.audition.finish()  # an audition is not resumed: it ends where it is (not passed, cut short)
        super().closeEvent(event)

