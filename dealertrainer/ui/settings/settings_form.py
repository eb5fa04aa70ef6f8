"""One settings page: a form generated from a settings model.

The widget follows the field's type (a check box for yes/no, a list for a choice, a spin
box or a checked text field for numbers, small tables for the chip set and target times);
the field's title, help text and section come from the model's own field metadata. Every
edit is checked by the settings in force as a save would check it; each refusal comes back
as (fields, reason) and is shown beside its field, and Save stays disabled until the whole
page is valid, so nothing invalid is ever written.
"""

from __future__ import annotations

import re
import typing
from collections.abc import Callable, Collection, Mapping
from decimal import Decimal
from enum import Enum
from typing import Any, Literal

from pydantic.fields import FieldInfo
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRegularExpression, Qt, Signal
from PySide6.QtGui import QFont, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QSizePolicy,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dealertrainer.engine.house_rules import HouseRules, RuleProblem, field_section
from dealertrainer.engine.money import currency_symbol
from dealertrainer.language import LANGUAGES
from dealertrainer.storage.settings import Currency, Language, SettingsError
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.ui.settings.settings_editors import ERROR_COLOUR, ChipSetEditor, TargetTimesEditor, muted_label
from dealertrainer.ui.plain_text import plain_label

__all__ = ["ModelForm", "field_title", "in_words", "problem_text"]

_CTX = "Settings"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


def field_title(name: str, info: FieldInfo) -> str:
    """The form label of a field: its title on the model (translated), an amount's unit in the
    house's money ("Table minimum (HK$)")."""
    return in_house_money(_tr(info.title) if info.title else name.replace("_", " ").capitalize())


def in_house_money(text: str) -> str:
    """A title's or help text's "$" (the money unit: "Table minimum ($)", "$100 blacks") in the house's currency."""
    return text.replace("$", currency_symbol()) if "$" in text else text


def in_words(reason: str, fields: Mapping[str, FieldInfo]) -> str:
    """A validator's reason as the form shows it: every field name it mentions becomes that
    field's label ("table_maximum must be at least table_minimum" -> "“Table maximum” must
    be at least “Table minimum”"), and a sentence that starts with a word starts with a capital."""
    titles = {name: _plain_title(name, info) for name, info in fields.items() if name not in _HIDDEN}
    if titles:
        pattern = re.compile(r"\b(" + "|".join(re.escape(n) for n in sorted(titles, key=len, reverse=True)) + r")\b")
        reason = pattern.sub(lambda m: f"“{titles[m.group(1)]}”", reason)
    first = reason.split(" ", 1)[0]
    if first.isalpha():  # a plain word, not an id such as a skill ("baccarat.banker.6.vs.7")
        reason = reason[:1].upper() + reason[1:]
    return reason


def _plain_title(name: str, info: FieldInfo) -> str:
    """The field's label without its unit ("Table minimum ($)" -> "Table minimum", "最低注（$）" -> "最低注")."""
    return re.sub(r"\s*[(（][^)）]*[)）]$", "", field_title(name, info))


def problem_text(problem: RuleProblem, fields: Mapping[str, FieldInfo]) -> str:
    """One refusal in the form's words: "Chip 2 value: input should be greater than 0",
    "baccarat.banker: must be between 0 and 600 seconds", "“Table maximum” must be …"."""
    reason = in_words(problem.reason, fields)
    if not problem.where:
        return reason
    quiet = reason[:1].lower() + reason[1:]
    if isinstance(problem.where[0], int):
        noun = _tr("chip") if problem.field == "chips" else _tr("item")
        where = " ".join([f"{noun} {problem.where[0] + 1}", *(_tr(str(p)) for p in problem.where[1:])])
        return f"{where[:1].upper()}{where[1:]}: {quiet}"
    return f"{'.'.join(str(p) for p in problem.where)}: {quiet}"


_HIDDEN = {"schema_version"}  # kept as loaded, never edited by hand
# A money symbol may be typed ("HK$25"): the settings read the house's own and say so for another's ("US$45").
_MONEY = QRegularExpression(r"^\s*([A-Za-z]{0,3}\$)?\s*-?[0-9]{0,7}([.][0-9]{0,4})?\s*$")


def _bounds(info: FieldInfo) -> tuple[Any, Any, Any, Any]:
    ge = le = gt = lt = None
    for item in info.metadata:
        ge = getattr(item, "ge", ge)
        le = getattr(item, "le", le)
        gt = getattr(item, "gt", gt)
        lt = getattr(item, "lt", lt)
    return ge, le, gt, lt


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
    heading = plain_label(title)
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


def _field_row(name: str, info: FieldInfo, editor: QWidget, error: QLabel) -> QWidget:
    """Title and help on the left, the editor on the right, the reason for a refusal below."""
    row = QWidget()
    row.setObjectName(f"row_{name}")
    grid = QGridLayout(row)
    grid.setContentsMargins(0, 6, 0, 6)
    grid.setHorizontalSpacing(24)
    grid.setVerticalSpacing(2)
    help_text = in_house_money(_tr(info.description)) if info.description else ""
    title = plain_label(field_title(name, info))
    title.setFont(_font(title, 1.0, bold=True))
    title.setWordWrap(True)  # a long title takes two lines rather than push its editor off the page
    title.setBuddy(editor)
    editor.setToolTip(help_text)
    grid.addWidget(title, 0, 0)
    if isinstance(editor, QCheckBox):  # the title ticks the box too, as a checkbox's own text would
        title.mousePressEvent = lambda _event: editor.click() if editor.isEnabled() else None
        title.setCursor(Qt.CursorShape.PointingHandCursor)
    if help_text:
        help_label = muted_label(help_text)
        help_label.setProperty("help_for", name)  # (its object name is the theme's "muted")
        grid.addWidget(help_label, 1, 0)
    if name in _WIDE:
        grid.addWidget(editor, 2, 0, 1, 2)
        grid.addWidget(error, 3, 0, 1, 2)
    else:
        # As wide as its longest choice in the theme in force (a width fixed when the form was
        # built, before the theme, cut "One more coup" short), and never under 200 px.
        editor.setMinimumWidth(200)
        editor.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
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
            combo.addItem(_choice_text(option), value)
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
        return _Field(edit, lambda: edit.text().strip(), lambda v: edit.setText(str(v)))
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


#: Choices whose words no other message has: an option is shown as its value, capitalized, looked up as a message.
CHOICE_WORDS = (QT_TRANSLATE_NOOP("Settings", "Exact"), QT_TRANSLATE_NOOP("Settings", "Pitch"))


def _choice_text(option: Any) -> str:
    if isinstance(option, Language):  # each language named in itself, as a trainee who reads only it looks for it
        return _tr("Follow the system") if option is Language.SYSTEM else LANGUAGES[option.value]
    if isinstance(option, Currency):  # a symbol, as the felt and the questions show it
        return option.value
    value = _plain(option)
    if isinstance(value, int):
        return f"{value}"
    return _tr(str(value).replace("_", " ").capitalize())


class ModelForm(QWidget):
    """A form for one settings model: edit, check as you type, save only when valid."""

    saved = Signal(object)  # the settings just written
    validity_changed = Signal(bool)

    def __init__(self, model: type[HouseRules], settings_in_force: SettingsInForce, parent: QWidget | None = None,
                 *, only: Collection[str] | None = None) -> None:
        """``only``: the fields shown (None: every field); the others keep what is saved."""
        super().__init__(parent)
        self.model = model
        self.owner = settings_in_force
        settings = settings_in_force.current(model)
        self._saved = settings
        self._current: HouseRules | None = settings
        self._fields: dict[str, _Field] = {}
        self._errors: dict[str, QLabel] = {}
        self._loading = False
        self._held: dict[str, Any] = {}  # overruled fields' own values, while the form shows the ones in force

        rows: dict[str, QWidget] = {}
        for name, info in model.model_fields.items():
            if name in _HIDDEN or (only is not None and name not in only):
                continue
            field = _editor_for(name, info, self._revalidate)
            self._fields[name] = field
            field.widget.setObjectName(f"field_{name}")
            error = plain_label()
            error.setObjectName(f"error_{name}")
            error.setWordWrap(True)
            error.setStyleSheet(f"color: {ERROR_COLOUR}; font-weight: 600;")
            error.hide()
            self._errors[name] = error
            rows[name] = _field_row(name, info, field.widget, error)
        if "currency" in self._fields and "chips" in self._fields:  # the chip values' unit follows the currency chosen
            combo, chips = self._fields["currency"].widget, self._fields["chips"].widget
            combo.currentIndexChanged.connect(lambda _i: chips.show_currency(combo.currentData() or currency_symbol()))
            chips.show_currency(settings.model_dump(mode="json")["currency"])  # as the values are read
        self.banner = plain_label()
        self.banner.setObjectName("form_problem")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(
            f"color: {ERROR_COLOUR}; font-weight: 600; border: 1px solid {ERROR_COLOUR};"
            "border-radius: 4px; padding: 6px;")
        self.banner.hide()

        self.status = plain_label()
        self.status.setObjectName("form_status")
        self.status.setWordWrap(True)
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
        sections: dict[str, list[str]] = {}  # in the order the model first names them
        for name in rows:
            sections.setdefault(field_section(model, name), []).append(name)
        for title, names in sections.items():
            inner_layout.addWidget(_section_heading(_tr(title)))
            for name in names:
                inner_layout.addWidget(rows[name])
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
        data = self._saved.model_dump(mode="json")  # the fields not shown stay as saved
        data.update({name: self._held[name] if name in self._held else field.get() for name, field in self._fields.items()})
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
            for name in list(self._held):
                self._release(name)
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
        self.status.setStyleSheet("")  # a refused save's colour goes with its message
        problems: tuple[RuleProblem, ...] = ()
        try:
            self._current = self.owner.validate(self.model, self.data())
            self._show_adjusted(self._current)
        except SettingsError as error:
            self._current = None
            problems = error.problems
        fields = self.model.model_fields
        for name, label in self._errors.items():
            # A rule across fields ("table_maximum must be at least table_minimum") is
            # shown beside each field it concerns as well as at the top of the page.
            reasons = [problem_text(p, fields) for p in problems if name in p.fields]
            label.setText("\n".join(reasons))
            label.setVisible(bool(reasons))
        whole = [problem_text(p, fields) for p in problems if len(p.fields) != 1]
        self.banner.setText("\n".join(whole))
        self.banner.setVisible(bool(whole))
        valid = self._current is not None
        if valid:
            self._show_in_force(self._current.overruled())
        problem = self.owner.problem_for(self.model)  # the file was unusable at start
        self.save_button.setEnabled(valid and (self.dirty or problem is not None))  # Save writes a good one
        self.revert_button.setEnabled(self.dirty)
        if not valid:
            count = len(problems)
            self.status.setText(QCoreApplication.translate(_CTX, "%n setting(s) to fix before saving", None, count))
        elif self.dirty:
            self.status.setText(_tr("Unsaved changes"))
        elif problem is not None:
            # Not "Saved": the file could not be used, and what is in force is not on disk.
            self.status.setText(_tr("File kept aside (see above): standard settings in force")
                                if problem.kept_aside is not None
                                else _tr("File not usable (see above): standard settings in force"))
        else:
            self.status.setText(_tr("Saved"))
        if was_valid != valid:
            self.validity_changed.emit(valid)

    def _show_in_force(self, overruled: dict[str, tuple[Any, str]]) -> None:
        """A field another rule overrides (even money at a 6:5 table) shows the value in force,
        greyed, with the reason; its own value is kept and comes back when the rule allows it."""
        self._loading = True
        try:
            for name in [n for n in self._held if n not in overruled]:
                self._release(name)
            for name, (in_force, why) in overruled.items():
                field = self._fields.get(name)
                if field is None or name in self._held:
                    continue
                self._held[name] = field.get()
                field.put(in_force)
                field.widget.setEnabled(False)
                help_label = self._help_label(name)
                if help_label is not None:
                    help_label.setProperty("own_text", help_label.text())
                    help_label.setText(_tr("Not in force: %1.").replace("%1", why))
        finally:
            self._loading = False

    def _help_label(self, name: str) -> QLabel | None:
        return next((label for label in self.findChildren(QLabel) if label.property("help_for") == name), None)

    def _release(self, name: str) -> None:
        field = self._fields[name]
        field.put(self._held.pop(name))
        field.widget.setEnabled(True)
        help_label = self._help_label(name)
        if help_label is not None and help_label.property("own_text") is not None:
            help_label.setText(help_label.property("own_text"))

    def _show_adjusted(self, settings: HouseRules) -> None:
        """Show in its field a count or choice the model adjusted to follow another field (a
        one-deck game's cut card when the decks change), so the form shows what Save writes."""
        dumped = settings.model_dump(mode="json")
        self._loading = True
        try:
            for name, field in self._fields.items():
                if isinstance(field.widget, QSpinBox | QComboBox) and field.get() != dumped[name]:
                    field.put(dumped[name])
        finally:
            self._loading = False

    def save(self) -> bool:
        """Write the settings if they are valid; returns whether they were written."""
        if self._current is None:
            return False
        try:
            self.owner.save(self._current)
        except (OSError, SettingsError) as error:
            # What was typed stays in the form, and nothing unsaved is put in force.
            self.status.setText(_tr("Not saved, your changes are still here. %1").replace("%1", str(error)))
            self.status.setStyleSheet(f"color: {ERROR_COLOUR}; font-weight: 600;")
            return False
        self._saved = self._current
        self._revalidate()
        self.saved.emit(self._current)
        return True

    def saved_elsewhere(self, settings: HouseRules) -> None:
        """These settings were saved by another screen (the theme key): they are the saved
        ones now; edits in progress stay."""
        if self.dirty:
            self._saved = settings
            self._revalidate()
        else:
            self.set_settings(settings)
