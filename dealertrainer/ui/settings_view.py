"""Settings: house rules per game, the app's own settings, and the trainee profiles.

Each settings page is a form generated from its pydantic model: the widget follows the
field's type (a check box for yes/no, a list for a choice, a spin box or a checked text
field for numbers, small tables for the chip set and target times), the field's
description is its help text. Every edit is run through ``validate_settings``; what it
refuses is shown beside the field with the reason, and Save stays disabled until the whole
page is valid, so nothing invalid is ever written.
"""

from __future__ import annotations

import re
import typing
from collections.abc import Callable, Iterable
from decimal import Decimal
from enum import Enum
from pathlib import Path
from typing import Any, Literal

from pydantic.fields import FieldInfo
from PySide6.QtCore import QCoreApplication, QRegularExpression, Qt, QT_TRANSLATE_NOOP, Signal
from PySide6.QtGui import QFont, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
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

__all__ = ["ModelForm", "SettingsView", "field_title", "in_words", "split_errors"]

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


def in_words(reason: str, names: Iterable[str]) -> str:
    """A validator's reason as the form shows it: every field name it mentions becomes that
    field's label ("table_maximum must be at least table_minimum" -> "“Table maximum” must
    be at least “Table minimum”"), and a sentence that starts with a word starts with a capital."""
    titles = {name: _plain_title(name) for name in names if name not in _HIDDEN}
    if titles:
        pattern = re.compile(r"\b(" + "|".join(re.escape(n) for n in sorted(titles, key=len, reverse=True)) + r")\b")
        reason = pattern.sub(lambda m: f"“{titles[m.group(1)]}”", reason)
    first = reason.split(" ", 1)[0]
    if first.isalpha():  # a plain word, not an id such as a skill ("baccarat.banker.6.vs.7")
        reason = reason[:1].upper() + reason[1:]
    return reason


def _plain_title(name: str) -> str:
    """The field's label without its unit ("Table minimum ($)" -> "Table minimum")."""
    return re.sub(r"\s*\([^)]*\)$", "", field_title(name))


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
        if len(parts) >= 2:
            quiet = reason[:1].lower() + reason[1:]
            if parts[1].isdigit():
                noun = _tr("chip") if key == "chips" else _tr("item")
                where = f"{noun} {int(parts[1]) + 1} " + " ".join(_tr(p) for p in parts[2:])
            else:  # a mapping key such as a skill id (which has dots of its own)
                where = ".".join(parts[1:])
            reason = f"{where.strip()}: {quiet}"
        out.setdefault(key, []).append(reason)
    return out


def _bounds(info: FieldInfo) -> tuple[Any, Any, Any, Any]:
    ge = le = gt = lt = None
    for item in info.metadata:
        ge = getattr(item, "ge", ge)
        le = getattr(item, "le", le)
        gt = getattr(item, "gt", gt)
        lt = getattr(item, "lt", lt)
    return ge, le, gt, lt


#: How each model's fields are grouped on its page (fields left out go under "Other").
SECTIONS: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "BaccaratRules": (
        (QT_TRANSLATE_NOOP("Settings", "Table"), ("seats", "table_minimum", "table_maximum")),
        (QT_TRANSLATE_NOOP("Settings", "Shoe"), ("decks", "cut_card_from_end", "after_cut_card")),
        (QT_TRANSLATE_NOOP("Settings", "Commission"),
         ("no_commission", "commission_rate", "commission_style", "commission_box_step")),
        (QT_TRANSLATE_NOOP("Settings", "Payouts and side bets"),
         ("tie_pays", "pair_bets", "pair_pays", "dragon_seven_pays")),
    ),
    "BlackjackRules": (
        (QT_TRANSLATE_NOOP("Settings", "Table"), ("seats", "table_minimum", "table_maximum", "blackjack_pays")),
        (QT_TRANSLATE_NOOP("Settings", "Shoe"), ("decks", "cut_card_from_end")),
        (QT_TRANSLATE_NOOP("Settings", "Dealer"),
         ("dealer_hits_soft_17", "dealer_peeks", "no_peek_original_bets_only", "even_money")),
        (QT_TRANSLATE_NOOP("Settings", "Doubling, splitting, surrender"),
         ("double_after_split", "double_for_less", "split_unlike_tens", "max_split_hands",
          "resplit_aces", "hit_split_aces", "late_surrender")),
    ),
    "StudRules": (
        (QT_TRANSLATE_NOOP("Settings", "Game"), ("game", "seats")),
        (QT_TRANSLATE_NOOP("Settings", "Betting"),
         ("small_limit", "big_limit", "open_pair_raises_limit", "bring_in", "fold_penalty_chips")),
    ),
    "AppSettings": (
        (QT_TRANSLATE_NOOP("Settings", "Screens"), ("theme",)),
        (QT_TRANSLATE_NOOP("Settings", "Chips"), ("chips",)),
        (QT_TRANSLATE_NOOP("Settings", "Target answer times"), ("target_seconds",)),
    ),
}
_WIDE = {"chips", "target_seconds"}  # editors that take the row's whole width


def _font(widget: QWidget, scale: float, bold: bool = False) -> QFont:
    """The widget's font scaled (the theme's stylesheet, when there is one, has the last word)."""
    font = QFont(widget.font())
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * scale)
    else:
        font.setPixelSize(round(font.pixelSize() * scale))
    font.setBold(bold)
    return font


def _section_heading(title: str) -> QWidget:
    heading = QLabel(title)
    heading.setObjectName("sectionTitle")  # the theme styles it
    heading.setFont(_font(heading, 1.25, bold=True))
    heading.setContentsMargins(0, 12, 0, 0)
    line = QFrame()
    line.setFrameShape(QFrame.Shape.HLine)
    line.setFrameShadow(QFrame.Shadow.Sunken)
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 2)
    layout.setSpacing(4)
    layout.addWidget(heading)
    layout.addWidget(line)
    return box


def _field_row(name: str, help_text: str, editor: QWidget, error: QLabel) -> QWidget:
    """Title and help on the left, the editor on the right, the reason for a refusal below."""
    row = QWidget()
    row.setObjectName(f"row_{name}")
    grid = QGridLayout(row)
    grid.setContentsMargins(0, 6, 0, 6)
    grid.setHorizontalSpacing(24)
    grid.setVerticalSpacing(2)
    title = QLabel(field_title(name))
    title.setFont(_font(title, 1.0, bold=True))
    title.setBuddy(editor)
    editor.setToolTip(help_text)
    grid.addWidget(title, 0, 0)
    if help_text:
        grid.addWidget(muted_label(help_text), 1, 0)
    if name in _WIDE:
        grid.addWidget(editor, 2, 0, 1, 2)
        grid.addWidget(error, 3, 0, 1, 2)
    else:
        editor.setFixedWidth(max(editor.sizeHint().width(), 200))
        grid.addWidget(editor, 0, 1, 2, 1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(error, 2, 0, 1, 2)
    grid.setColumnStretch(0, 1)
    return row


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

        rows: dict[str, QWidget] = {}
        for name, info in model.model_fields.items():
            if name in _HIDDEN:
                continue
            field = _editor_for(name, info, self._revalidate)
            self._fields[name] = field
            field.widget.setObjectName(f"field_{name}")
            error = QLabel()
            error.setObjectName(f"error_{name}")
            error.setWordWrap(True)
            error.setStyleSheet(f"color: {ERROR_COLOUR}; font-weight: 600;")
            error.hide()
            self._errors[name] = error
            rows[name] = _field_row(name, _tr(info.description or ""), field.widget, error)
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
        self.save_button.setObjectName("primary")
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
        inner_layout.setContentsMargins(12, 4, 18, 12)
        inner_layout.addWidget(self.banner)
        placed: set[str] = set()
        for title, names in SECTIONS.get(model.__name__, ()) + ((QT_TRANSLATE_NOOP("Settings", "Other"), tuple(rows)),):
            chosen = [n for n in names if n in rows and n not in placed]
            if not chosen:
                continue
            inner_layout.addWidget(_section_heading(_tr(title)))
            for name in chosen:
                inner_layout.addWidget(rows[name])
                placed.add(name)
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
            # A rule across fields ("table_maximum must be at least table_minimum") is
            # shown beside each field it names as well as at the top of the page.
            reasons = problems.get(name, []) + [r for r in problems.get("", []) if re.search(rf"\b{name}\b", r)]
            label.setText("\n".join(in_words(r, self.model.model_fields) for r in reasons))
            label.setVisible(bool(reasons))
        whole = problems.get("", [])
        self.banner.setText("\n".join(in_words(r, self.model.model_fields) for r in whole))
        self.banner.setVisible(bool(whole))
        valid = self._current is not None
        self.save_button.setEnabled(valid and self.dirty)
        self.revert_button.setEnabled(self.dirty)
        if not valid:
            count = sum(len(v) for v in problems.values())
            self.status.setText(QCoreApplication.translate(_CTX, "%n setting(s) to fix before saving", None, count))
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
        self.pages.setStyleSheet("QListWidget { font-size: 14px; } QListWidget::item { padding: 9px 10px; }")
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
        heading.setObjectName("screenTitle")
        heading.setFont(_font(heading, 1.6, bold=True))
        self.load_problems = QLabel("\n".join(problems))
        self.load_problems.setWordWrap(True)
        self.load_problems.setStyleSheet(f"color: {ERROR_COLOUR};")
        body = QHBoxLayout()
        body.addWidget(self.pages)
        body.addWidget(self.stack, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.load_problems)
        layout.addLayout(body, 1)
        self.load_problems.setVisible(bool(problems))  # once it has a parent: never a window of its own

    def _add_page(self, title: str, page: QWidget) -> None:
        self.pages.addItem(QListWidgetItem(title))
        self.stack.addWidget(page)

    def form(self, model: type[HouseRules]) -> ModelForm:
        return self.forms[model]

    def show_page(self, model: type[HouseRules] | None) -> None:
        """Open a rules page (or the trainees page with None)."""
        index = list(self.forms).index(model) if model is not None else len(self.forms)
        self.pages.setCurrentRow(index)
