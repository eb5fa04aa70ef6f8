"""The main window: navigation on the left (Home, the tables, the drills), the screen on the
right, and window-wide shortcuts."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QListWidgetItem, QMainWindow, QStackedWidget, QWidget

from dealertrainer.ui import catalog
from dealertrainer.ui.context import AppContext
from dealertrainer.ui.home import HomeScreen
from dealertrainer.ui.session_screen import SessionScreen

__all__ = ["MainWindow"]

ROLE_TARGET = Qt.ItemDataRole.UserRole


class MainWindow(QMainWindow):
    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setWindowTitle(self.tr("DealerTrainer"))
        self.resize(1360, 900)
        self.setMinimumSize(900, 640)
        tables, drills = catalog.expected()
        self.entries = tables + drills
        self.screens: dict[str, SessionScreen] = {}
        self.registry_ready = False

        self.nav = QListWidget()
        self.nav.setObjectName("nav")
        self.nav.setFixedWidth(230)
        self.stack = QStackedWidget()
        self.home = HomeScreen(context, self.entries)
        self.home.open_drill.connect(self.open)
        self.home.resume_session.connect(self._resume)
        self.home.end_session.connect(self._end_unfinished)
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
        # Issue 8 adds its screens (shoe, progress, settings, exams) here; nothing is listed
        # until a screen exists.
        self.nav.currentItemChanged.connect(self._nav_changed)

        body = QWidget()
        layout = QHBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.nav)
        layout.addWidget(self.stack, 1)
        self.setCentralWidget(body)
        self._shortcuts()
        self.nav.setCurrentRow(0)
        self._update_status()
        from dealertrainer.ui.workers import run_job

        run_job(catalog.available, self._registry_loaded)

    def _registry_loaded(self, found: tuple[list, list]) -> None:
        """The training core's registry has loaded: list drills it adds, drop any it lacks."""
        tables, drills = found
        present = {e.drill_id for e in tables + drills}
        for row in reversed(range(self.nav.count())):
            target = self.nav.item(row).data(ROLE_TARGET)
            if target and target != "home" and target not in present:
                self.nav.takeItem(row)
        listed = {self.nav.item(row).data(ROLE_TARGET) for row in range(self.nav.count())}
        for entry in tables + drills:
            if entry.drill_id not in listed:
                self._add_nav(entry.label, entry.drill_id)
        self.entries = [e for e in tables + drills]
        self.registry_ready = True

    # --- navigation ---------------------------------------------------------------------
    def _add_nav(self, label: str, target: str) -> None:
        item = QListWidgetItem(label)
        item.setData(ROLE_TARGET, target)
        self.nav.addItem(item)

    def _add_heading(self, label: str) -> None:
        item = QListWidgetItem(label)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        self.nav.addItem(item)

    def _nav_changed(self, current: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        if current is None:
            return
        target = current.data(ROLE_TARGET)
        if target == "home":
            self.home.refresh()
            self.stack.setCurrentWidget(self.home)
        elif target:
            screen = self.screen(target)
            if not screen.in_session:
                screen.refresh_intro()
            self.stack.setCurrentWidget(screen)
            screen.focus_default()

    def screen(self, drill_id: str) -> SessionScreen:
        if drill_id not in self.screens:
            screen = SessionScreen(self.context, drill_id)
            screen.status.connect(self.statusBar().showMessage)
            screen.session_finished.connect(lambda _summary: self._update_status())
            self.screens[drill_id] = screen
            self.stack.addWidget(screen)
        return self.screens[drill_id]

    def open(self, target: str) -> SessionScreen | None:
        """Show a screen by drill id (or "home")."""
        for row in range(self.nav.count()):
            if self.nav.item(row).data(ROLE_TARGET) == target:
                self.nav.setCurrentRow(row)
                return self.screens.get(target)
        return None

    def _resume(self, session_id: int, drill_id: str) -> None:
        screen = self.open(drill_id)
        if screen is not None:
            screen._resume_id = session_id
            screen.resume()

    def _end_unfinished(self, session_id: int) -> None:
        if self.context.records is not None:
            self.context.records.end_session(session_id)
        self.home.refresh()

    # --- shortcuts ----------------------------------------------------------------------
    def _shortcuts(self) -> None:
        def bind(keys: str, action) -> None:
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(action)

        bind("F1", self.show_shortcuts)
        bind("?", self.show_shortcuts)
        bind("Ctrl+0", lambda: self.open("home"))
        for index in range(1, 10):
            bind(f"Ctrl+{index}", lambda i=index: self.open(self.entries[i - 1].drill_id) if i <= len(self.entries) else None)
        bind("Ctrl+T", self.toggle_theme)
        bind("Escape", self.escape)
        bind("F11", lambda: self.showNormal() if self.isFullScreen() else self.showFullScreen())
        bind("Ctrl+Q", self.close)

    def show_shortcuts(self) -> None:
        from dealertrainer.ui.dialogs import ShortcutsDialog

        ShortcutsDialog(self).exec()

    def current_screen(self) -> SessionScreen | None:
        widget = self.stack.currentWidget()
        return widget if isinstance(widget, SessionScreen) else None

    def escape(self) -> None:
        screen = self.current_screen()
        if screen is not None and screen.in_session:
            screen.finish()
        elif screen is not None:
            self.open("home")

    def toggle_theme(self) -> None:
        from PySide6.QtWidgets import QApplication

        from dealertrainer.ui.theme import apply_theme

        self.context.theme = self.context.theme.other()
        apply_theme(QApplication.instance(), self.context.theme)
        for screen in self.screens.values():
            screen.apply_theme()
        _save_theme(self.context.theme.value)

    def _update_status(self) -> None:
        trainee = self.context.trainee
        self.statusBar().showMessage(self.tr("Trainee: %1").replace("%1", trainee.name) if trainee else "")

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        for screen in self.screens.values():
            if screen.in_session:
                screen.leave()  # every answer is already stored; the session stays resumable
        super().closeEvent(event)


def _save_theme(value: str) -> None:
    """Remember the theme in the app settings (nothing else in them changes)."""
    try:
        from dealertrainer.storage.settings import AppSettings, load_settings, save_settings

        current = load_settings(AppSettings).settings
        save_settings(AppSettings.model_validate({**current.model_dump(), "theme": value}))
    except (OSError, ValueError):
        pass  # the theme still switches; it just is not remembered
