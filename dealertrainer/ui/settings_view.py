"""Settings: house rules per game, the app's own settings, and the trainee profiles.

Each settings page is a form generated from its pydantic model: the widget follows the
field's type (a check box for yes/no, a list for a choice, a spin box or a checked text
field for numbers, small tables for the chip set and target times), the field's
description is its help text. Every edit is run through ``validate_settings``; what it
refuses is shown beside the field with the reason, and Save stays disabled until the whole
page is valid, so nothing invalid is ever written.
"""

from __future__ import annotations

import typing
from collections.abc import Callable
from decimal import Decimal
from enum import Enum
from pathlib import Path
from typing import Any, Literal

from pydantic.fields import FieldInfo
from PySide6.QtCore import QCoreApplication, QRegularExpression, Qt, QT_TRANSLATE_NOOP, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.engine.stud.rules import StudRules
from dealertrainer.storage.records import Records
from dealertrainer.storage.settings import AppSettings, SettingsError, load_settings, save_settings, validate_settings
from dealertrainer.ui.settings_editors import (
    ERROR_COLOUR,
    ChipSetEditor,
    TargetTimesEditor,
    TraineesPage,
    muted_label,
)

__all__ = ["ModelForm", "SettingsView", "field_title", "split_errors"]

_CTX = "Settings"
#: Field titles shown on the forms (marked for translation; the field name is the fallback).
FIELD_TITLES: dict[str, str] = {
    "decks": QT_TRANSLATE_NOOP("Settings", "Decks in the shoe"),
    "seats": QT_TRANSLATE_NOOP("Settings", "Seats"),
    "table_minimum": QT_TRANSLATE_NOOP("Settings", "Table minimum ($)"),
    "table_maximum": QT_TRANSLATE_NOOP("Settings", "Table maximum ($)"),
    "cut_card_from_end": QT_TRANSLATE_NOOP("Settings", "Cards behind the cut card"),
    "after_cut_card": QT_TRANSLATE_NOOP("Settings", "When the cut card comes out"),
    "commission_rate": QT_TRANSLATE_NOOP("Settings", "Commission rate"),
    "commission_style": QT_TRANSLATE_NOOP("Settings", "Commission taken"),
    "commission_box_step": QT_TRANSLATE_NOOP("Settings", "Commission box step ($)"),
    "tie_pays": QT_TRANSLATE_NOOP("Settings", "Tie pays (to 1)"),
    "pair_bets": QT_TRANSLATE_NOOP("Settings", "Pair side bets"),
    "pair_pays": QT_TRANSLATE_NOOP("Settings", "Pair pays (to 1)"),
    "no_commission": QT_TRANSLATE_NOOP("Settings", "No-commission game (EZ Baccarat)"),
    "dragon_seven_pays": QT_TRANSLATE_NOOP("Settings", "Dragon 7 pays (to 1)"),
    "dealer_hits_soft_17": QT_TRANSLATE_NOOP("Settings", "Dealer hits soft 17"),
    "blackjack_pays": QT_TRANSLATE_NOOP("Settings", "Blackjack pays"),
    "dealer_peeks": QT_TRANSLATE_NOOP("Settings", "Dealer peeks"),
    "even_money": QT_TRANSLATE_NOOP("Settings", "Even money offered"),
    "double_after_split": QT_TRANSLATE_NOOP("Settings", "Double after split"),
    "double_for_less": QT_TRANSLATE_NOOP("Settings", "Double for less"),
    "split_unlike_tens": QT_TRANSLATE_NOOP("Settings", "Split unlike tens"),
    "max_split_hands": QT_TRANSLATE_NOOP("Settings", "Most hands after splits"),
    "resplit_aces": QT_TRANSLATE_NOOP("Settings", "Resplit aces"),
    "hit_split_aces": QT_TRANSLATE_NOOP("Settings", "Hit split aces"),
    "late_surrender": QT_TRANSLATE_NOOP("Settings", "Late surrender"),
    "no_peek_original_bets_only": QT_TRANSLATE_NOOP("Settings", "No peek: original bets only"),
    "game": QT_TRANSLATE_NOOP("Settings", "Game"),
    "fold_penalty_chips": QT_TRANSLATE_NOOP("Settings", "Fold penalty (chips)"),
    "open_pair_raises_limit": QT_TRANSLATE_NOOP("Settings", "Open pair raises the limit"),
    "small_limit": QT_TRANSLATE_NOOP("Settings", "Small limit (chips)"),
    "big_limit": QT_TRANSLATE_NOOP("Settings", "Big limit (chips)"),
    "bring_in": QT_TRANSLATE_NOOP("Settings", "Bring-in"),
    "theme": QT_TRANSLATE_NOOP("Settings", "Theme"),
    "chips": QT_TRANSLATE_NOOP("Settings", "Chip set"),
    "target_seconds": QT_TRANSLATE_NOOP("Settings", "Target times"),
}
_HIDDEN = {"schema_version"}  # kept as loaded, never edited by hand
_MONEY = QRegularExpression(r"^\s*\$?\s*-?[0-9]{0,7}([.][0-9]{0,4})?\s*$")


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


def field_title(name: str) -> str:
    """The form label of a field (translated)."""
    title = FIELD_TITLES.get(name)
    return _tr(title) if title else name.replace("_", " ").capitalize()


def split_errors(message: str) -> dict[str, list[str]]:
    """Group a ``SettingsError`` message by the field it names ("" for the whole model).

    ``"chips.0.value: Input should be greater than 0 (given: '-5')"`` becomes
    ``{"chips": ["chip 1 value: input should be greater than 0"]}``.
    """
    out: dict[str, list[str]] = {}
    for line in message.splitlines():
        where, _, reason = line.partition(": ")
        if not reason:
            where, reason = "settings", line
        reason = reason.split(" (given: ", 1)[0].removeprefix("Value error, ")
        parts = where.split(".")
        key = "" if parts[0] == "settings" else parts[0]
        if len(parts) >= 3 and parts[1].isdigit():
            reason = f"{_tr('item')} {int(parts[1]) + 1} {parts[2]}: {reason[:1].lower()}{reason[1:]}"
        out.setdefault(key, []).append(reason[:1].upper() + reason[1:])
    return out


def _bounds(info: FieldInfo) -> tuple[Any, Any, Any, Any]:
    ge = le = gt = lt = None
    for item in info.metadata:
        ge = getattr(item, "ge", ge)
        le = getattr(item, "le", le)
        gt = getattr(item, "gt", gt)
        lt = getattr(item, "lt", lt)
    return ge, le, gt, lt


class _Field:
    """One editor on a form: reads and writes the field's plain (JSON-like) value."""

    def __init__(self, widget: QWidget, get: Callable[[], Any], put: Callable[[Any], None]) -> None:
        self.widget, self.get, self.put = widget, get, put


def _editor_for(name: str, info: FieldInfo, changed: Callable[[], None]) -> _Field:
    """Choose the widget by the field's type."""
    kind = info.annotation
    origin = typing.get_origin(kind)
    if kind is bool:
        box = QCheckBox()
        box.toggled.connect(changed)
        return _Field(box, box.isChecked, lambda v: box.setChecked(bool(v)))
    if isinstance(kind, type) and issubclass(kind, Enum) or origin is Literal:
        combo = QComboBox()
        options = list(kind) if origin is not Literal else list(typing.get_args(kind))
        for option in options:
            value = option.value if isinstance(option, Enum) else option
            combo.addItem(_choice_text(value), value)
        combo.currentIndexChanged.connect(changed)
        return _Field(combo, combo.currentData, lambda v: combo.setCurrentIndex(combo.findData(_plain(v))))
    if kind is int:
        spin = QSpinBox()
        ge, le, gt, lt = _bounds(info)
        spin.setRange(ge if ge is not None else (gt + 1 if gt is not None else -1_000_000),
                      le if le is not None else (lt - 1 if lt is not None else 1_000_000))
        spin.setAccelerated(True)
        spin.valueChanged.connect(changed)
        return _Field(spin, spin.value, lambda v: spin.setValue(int(v)))
    if kind in (Decimal, float):
        edit = QLineEdit()
        edit.setValidator(QRegularExpressionValidator(_MONEY, edit))
        edit.setMaximumWidth(160)
        edit.textChanged.connect(changed)
        return _Field(edit, lambda: edit.text().strip().lstrip("$").strip(), lambda v: edit.setText(str(v)))
    if name == "chips":
        chips = ChipSetEditor()
        chips.changed.connect(changed)
        return _Field(chips, chips.value, chips.set_value)
    if name == "target_seconds":
        targets = TargetTimesEditor()
        targets.changed.connect(changed)
        return _Field(targets, targets.value, targets.set_value)
    edit = QLineEdit()
    edit.textChanged.connect(changed)
    return _Field(edit, edit.text, lambda v: edit.setText(str(v)))


def _plain(value: Any) -> Any:
    return value.value if isinstance(value, Enum) else value


def _choice_text(value: Any) -> str:
    if isinstance(value, int):
        return f"{value}"
    return _tr(str(value).replace("_", " ").capitalize())


class ModelForm(QWidget):
    """A form for one settings model: edit, check as you type, save only when valid."""

    saved = Signal(object)  # the settings just written
    validity_changed = Signal(bool)

    def __init__(self, model: type[HouseRules], settings: HouseRules, *, directory: Path | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.directory = directory
        self._saved = settings
        self._current: HouseRules | None = settings
        self._fields: dict[str, _Field] = {}
        self._errors: dict[str, QLabel] = {}
        self._loading = False

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        form.setVerticalSpacing(4)
        form.setHorizontalSpacing(18)
        for name, info in model.model_fields.items():
            if name in _HIDDEN:
                continue
            field = _editor_for(name, info, self._revalidate)
            self._fields[name] = field
            help_text = _tr(info.description or "")
            field.widget.setToolTip(help_text)
            field.widget.setObjectName(f"field_{name}")
            box = QVBoxLayout()
            box.setSpacing(2)
            box.addWidget(field.widget)
            if help_text:
                box.addWidget(muted_label(help_text))
            error = QLabel()
            error.setObjectName(f"error_{name}")
            error.setWordWrap(True)
            error.setStyleSheet(f"color: {ERROR_COLOUR}; font-weight: 600;")
            error.hide()
            self._errors[name] = error
            box.addWidget(error)
            box.addSpacing(8)
            label = QLabel(field_title(name))
            label.setBuddy(field.widget)
            label.setStyleSheet("font-weight: 600; padding-top: 4px;")
            form.addRow(label, box)

        self.banner = QLabel()
        self.banner.setObjectName("form_problem")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(
            f"color: {ERROR_COLOUR}; font-weight: 600; border: 1px solid {ERROR_COLOUR};"
            "border-radius: 4px; padding: 6px;")
        self.banner.hide()

        self.status = QLabel()
        self.status.setObjectName("form_status")
        self.save_button = QPushButton(_tr("Save"))
        self.save_button.setObjectName("save")
        self.save_button.setDefault(True)
        self.save_button.clicked.connect(self.save)
        self.revert_button = QPushButton(_tr("Revert"))
        self.revert_button.setToolTip(_tr("Go back to the settings last saved"))
        self.revert_button.clicked.connect(lambda: self.set_settings(self._saved))
        defaults = QPushButton(_tr("House standard"))
        defaults.setToolTip(_tr("Fill in the standard settings (saved only when you press Save)"))
        defaults.clicked.connect(lambda: self.set_settings(model(), keep_saved=True))

        inner = QWidget()
        inner_layout = QVBoxLayout(inner)
        inner_layout.addWidget(self.banner)
        inner_layout.addLayout(form)
        inner_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(inner)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        buttons.addWidget(defaults)
        buttons.addWidget(self.revert_button)
        buttons.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll, 1)
        layout.addLayout(buttons)
        self.set_settings(settings)

    # ----------------------------------------------------------------- data
    def field_widget(self, name: str) -> QWidget:
        return self._fields[name].widget

    def error_text(self, name: str) -> str:
        """The reason shown beside a field ("" when it is fine)."""
        label = self._errors[name]
        return label.text() if not label.isHidden() else ""

    def data(self) -> dict[str, Any]:
        data = {name: field.get() for name, field in self._fields.items()}
        data["schema_version"] = self._saved.schema_version
        return data

    @property
    def current(self) -> HouseRules | None:
        """The settings as edited, or None while the form holds something invalid."""
        return self._current

    @property
    def dirty(self) -> bool:
        return self._current is None or self._current != self._saved

    def set_settings(self, settings: HouseRules, keep_saved: bool = False) -> None:
        self._loading = True
        try:
            dumped = settings.model_dump(mode="json")
            for name, field in self._fields.items():
                field.put(dumped[name])
        finally:
            self._loading = False
        if not keep_saved:
            self._saved = settings
        self._revalidate()

    # ----------------------------------------------------------------- checking and saving
    def _revalidate(self) -> None:
        if self._loading:
            return
        was_valid = self._current is not None
        try:
            self._current = validate_settings(self.model, self.data())
            problems: dict[str, list[str]] = {}
        except SettingsError as error:
            self._current = None
            problems = split_errors(str(error))
        for name, label in self._errors.items():
            reasons = problems.get(name, [])
            label.setText("\n".join(reasons))
            label.setVisible(bool(reasons))
        whole = problems.get("", [])
        self.banner.setText("\n".join(whole))
        self.banner.setVisible(bool(whole))
        valid = self._current is not None
        self.save_button.setEnabled(valid and self.dirty)
        self.revert_button.setEnabled(self.dirty)
        if not valid:
            count = sum(len(v) for v in problems.values())
            self.status.setText(_tr("%n problem(s) to fix before saving", None, count)
                                if False else _tr("Fix the marked settings to save (%1 left)").replace("%1", str(count)))
        elif self.dirty:
            self.status.setText(_tr("Unsaved changes"))
        else:
            self.status.setText(_tr("Saved"))
        if was_valid != valid:
            self.validity_changed.emit(valid)

    def save(self) -> bool:
        """Write the settings if they are valid; returns whether they were written."""
        if self._current is None:
            return False
        save_settings(self._current, self.directory)
        self._saved = self._current
        self._revalidate()
        self.saved.emit(self._current)
        return True


_PAGES: tuple[tuple[str, type[HouseRules]], ...] = (
    (QT_TRANSLATE_NOOP("Settings", "Mini Baccarat"), BaccaratRules),
    (QT_TRANSLATE_NOOP("Settings", "Blackjack"), BlackjackRules),
    (QT_TRANSLATE_NOOP("Settings", "Stud"), StudRules),
    (QT_TRANSLATE_NOOP("Settings", "App, chips and target times"), AppSettings),
)


class SettingsView(QWidget):
    """All settings pages with a list to choose between them.

    ``records``/``trainee_id`` enable the trainee-profiles page; ``directory`` is where
    settings files go (the user's config directory when None).
    """

    settings_saved = Signal(object)  # a BaccaratRules, BlackjackRules, StudRules or AppSettings just saved
    trainee_switched = Signal(int)  # the trainee now in the seat
    trainees_changed = Signal()  # a trainee was added, renamed or deleted

    def __init__(self, records: Records | None = None, trainee_id: int | None = None, *,
                 directory: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SettingsView")
        self.forms: dict[type[HouseRules], ModelForm] = {}
        self.pages = QListWidget()
        self.pages.setObjectName("settings_pages")
        self.pages.setFixedWidth(230)
        self.stack = QStackedWidget()
        problems = []
        for title, model in _PAGES:
            loaded = load_settings(model, directory)
            if loaded.problem:
                problems.append(loaded.problem)
            form = ModelForm(model, loaded.settings, directory=directory)
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

        heading = QLabel(_tr("Settings"))
        heading.setStyleSheet("font-size: 20px; font-weight: 700;")
        self.load_problems = QLabel("\n".join(problems))
        self.load_problems.setWordWrap(True)
        self.load_problems.setStyleSheet(f"color: {ERROR_COLOUR};")
        self.load_problems.setVisible(bool(problems))
        body = QHBoxLayout()
        body.addWidget(self.pages)
        body.addWidget(self.stack, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.load_problems)
        layout.addLayout(body, 1)

    def _add_page(self, title: str, page: QWidget) -> None:
        self.pages.addItem(QListWidgetItem(title))
        self.stack.addWidget(page)

    def form(self, model: type[HouseRules]) -> ModelForm:
        return self.forms[model]

    def show_page(self, model: type[HouseRules] | None) -> None:
        """Open a rules page (or the trainees page with None)."""
        index = list(self.forms).index(model) if model is not None else len(self.forms)
        self.pages.setCurrentRow(index)
