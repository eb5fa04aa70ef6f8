"""Settings: house rules per game, the app's own settings, and the trainee profiles.

One page per settings model (a ``ModelForm`` generated from the model's fields), the
trainee profiles, and what went wrong reading the settings files at start. Everything is
read from and saved through the settings in force; nothing here opens a settings file.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QListWidgetItem, QStackedWidget, QVBoxLayout, QWidget

from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.storage.records import Records
from dealertrainer.storage.school_standards import SchoolStandards
from dealertrainer.storage.settings import AppSettings
from dealertrainer.storage.settings_in_force import GAME_RULES, GAME_TITLES, SettingsInForce
from dealertrainer.ui.settings.settings_editors import ERROR_COLOUR, TraineesPage
from dealertrainer.ui.settings.settings_form import ModelForm, _font, _tr, field_title, in_words
from dealertrainer.ui.plain_text import plain_label

__all__ = ["ModelForm", "SettingsView", "field_title", "in_words"]

_PAGES: tuple[tuple[str, type[HouseRules]], ...] = (
    *((GAME_TITLES[game], model) for game, model in GAME_RULES.items()),  # each table game's house rules
    (QT_TRANSLATE_NOOP("Settings", "App, chips and target times"), AppSettings),
    (QT_TRANSLATE_NOOP("Settings", "Game pace and auditions"), SchoolStandards),
)


class SettingsView(QWidget):
    """All settings pages with a list to choose between them.

    ``settings_in_force`` is what the forms show and save through; ``records``/``trainee_id``
    enable the trainee-profiles page.
    """

    settings_saved = Signal(object)  # a BaccaratRules, BlackjackRules, StudRules or AppSettings just saved
    trainee_switched = Signal(int)  # the trainee now in the seat
    trainees_changed = Signal()  # a trainee was added, renamed or deleted

    def __init__(self, settings_in_force: SettingsInForce, records: Records | None = None,
                 trainee_id: int | None = None, *, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.owner = settings_in_force
        self.setObjectName("SettingsView")
        self.forms: dict[type[HouseRules], ModelForm] = {}
        self.pages = QListWidget()
        self.pages.setObjectName("settings_pages")
        self.pages.setFixedWidth(230)
        self.pages.setStyleSheet("QListWidget { font-size: 14px; } QListWidget::item { padding: 9px 10px; }")
        self.stack = QStackedWidget()
        problems = [problem.message for problem in settings_in_force.problems]
        for title, model in _PAGES:
            form = ModelForm(model, settings_in_force)
            form.saved.connect(self.settings_saved)
            self.forms[model] = form
            self._add_page(_tr(title), form)
        self.trainees: TraineesPage | None = None
        if records is not None:
            self.trainees = TraineesPage(records, trainee_id)
            self.trainees.switched.connect(self.trainee_switched)
            self.trainees.changed.connect(self.trainees_changed)
            self._add_page(_tr("Trainees"), self.trainees)
        self.pages.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.pages.setCurrentRow(0)

        heading = plain_label(_tr("Settings"))
        heading.setObjectName("screenTitle")
        heading.setFont(_font(heading, 1.6, bold=True))
        # While the PC follows a school's profile, the page says so above every form.
        self.school = plain_label(settings_in_force.school_notice())
        self.school.setObjectName("school_profile")
        self.school.setWordWrap(True)
        self.school.setStyleSheet("font-weight: 600; border-left: 4px solid #2e86c1; padding: 6px;")
        self.load_problems = plain_label("\n".join(problems))
        self.load_problems.setWordWrap(True)
        self.load_problems.setStyleSheet(f"color: {ERROR_COLOUR};")
        body = QHBoxLayout()
        body.addWidget(self.pages)
        body.addWidget(self.stack, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.school)
        layout.addWidget(self.load_problems)
        layout.addLayout(body, 1)
        self.load_problems.setVisible(bool(problems))  # once it has a parent: never a window of its own
        self.school.setVisible(bool(self.school.text()))
        self._stop_listening = settings_in_force.subscribe(self._saved_elsewhere)
        self.destroyed.connect(lambda *_: self._stop_listening())

    def _saved_elsewhere(self, saved: HouseRules) -> None:
        """Settings were saved (here or by another screen): each form shows what is saved, and
        a problem from start that the save settled is no longer shown."""
        form = self.forms.get(type(saved))
        if form is not None:
            form.saved_elsewhere(saved)
        self.school.setText(self.owner.school_notice())  # a school's profile followed from a later sign-in
        self.school.setVisible(bool(self.school.text()))
        problems = [problem.message for problem in self.owner.problems]
        self.load_problems.setText("\n".join(problems))
        self.load_problems.setVisible(bool(problems))

    def _add_page(self, title: str, page: QWidget) -> None:
        self.pages.addItem(QListWidgetItem(title))
        self.stack.addWidget(page)

    def form(self, model: type[HouseRules]) -> ModelForm:
        return self.forms[model]

    def show_page(self, model: type[HouseRules] | None) -> None:
        """Open a rules page (or the trainees page with None)."""
        index = list(self.forms).index(model) if model is not None else len(self.forms)
        self.pages.setCurrentRow(index)
