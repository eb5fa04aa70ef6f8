"""The school's profile editor: the class's house rules per game, chip set and target times,
and the game pace and audition standards (the model a PC on its own keeps in school.toml), each
on the same settings form the Settings screen uses, checked as you type by the app's own models
and saved to the class database (``ClassProfile``).
What could not be used of the profile stored is said above the forms."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QStackedWidget, QVBoxLayout, QWidget

from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.storage.classroom.profile import PROFILE_PARTS, ClassProfile
from dealertrainer.storage.settings import AppSettings
from dealertrainer.storage.settings_in_force import GAME_TITLES
from dealertrainer.ui.plain_text import plain_label
from dealertrainer.ui.settings.settings_editors import ERROR_COLOUR
from dealertrainer.ui.settings.settings_form import ModelForm

__all__ = ["ProfilePage"]


#: What the school sets of the app's own settings (the theme and the like stay each PC's own).
SCHOOL_APP_FIELDS = ("chips", "target_seconds", "desired_retention")


def _title(key: str) -> str:
    if key == "app":
        return QT_TRANSLATE_NOOP("ProfilePage", "Chips and target times")
    if key == "audition":
        return QT_TRANSLATE_NOOP("ProfilePage", "Game pace and auditions")
    return GAME_TITLES[key]


class ProfilePage(QWidget):
    """One form per part of the profile, a list to choose between them."""

    def __init__(self, owner: ClassProfile, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.owner = owner
        self.forms: dict[type[HouseRules], ModelForm] = {}
        self.parts = QListWidget()
        self.parts.setObjectName("profile_parts")
        self.parts.setFixedWidth(190)
        self.parts.setStyleSheet("QListWidget { font-size: 14px; } QListWidget::item { padding: 7px 8px; }")  # as Settings' list
        self.stack = QStackedWidget()
        for key, model in PROFILE_PARTS.items():
            only = SCHOOL_APP_FIELDS if model is AppSettings else None
            form = ModelForm(model, owner, only=only)  # type: ignore[arg-type]  # a ClassProfile answers as the settings in force do
            self.forms[model] = form
            self.parts.addItem(self.tr(_title(key)))
            self.stack.addWidget(form)
        self.parts.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.parts.setCurrentRow(0)
        self.problems = plain_label("\n".join(p.message for p in owner.problems))
        self.problems.setObjectName("profile_problems")
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet(f"color: {ERROR_COLOUR};")
        note = plain_label(self.tr("Every trainee PC of the class follows this profile."))
        note.setObjectName("muted")
        note.setWordWrap(True)
        body = QHBoxLayout()
        body.addWidget(self.parts)
        body.addWidget(self.stack, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(note)
        layout.addWidget(self.problems)
        layout.addLayout(body, 1)
        self.problems.setVisible(bool(owner.problems))
        self._stop = owner.subscribe(lambda _saved: self._saved())
        self.destroyed.connect(lambda *_: self._stop())

    def _saved(self) -> None:
        text = "\n".join(p.message for p in self.owner.problems)
        self.problems.setText(text)
        self.problems.setVisible(bool(text))

    def form(self, model: type[HouseRules]) -> ModelForm:
        return self.forms[model]

    def show_part(self, model: type[HouseRules]) -> None:
        self.parts.setCurrentRow(list(self.forms).index(model))

