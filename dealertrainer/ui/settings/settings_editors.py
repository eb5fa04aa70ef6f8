"""The settings editors that are more than one widget: chip set, target times, trainees."""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal, InvalidOperation
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealertrainer.engine.money import Chip, colour_key, colour_shown, currency_symbol
from dealertrainer.storage.records import Records, RecordsError
from dealertrainer.training.mastery import DEFAULT_TARGET_SECONDS
from dealertrainer.training.skills import skill_title
from dealertrainer.ui.table.chip_art import paint_chip
from dealertrainer.ui.plain_text import message_box, plain_label

__all__ = ["ERROR_COLOUR", "ChipSetEditor", "TargetTimesEditor", "TraineesPage", "muted_label"]

#: Reads on light and dark backgrounds alike.
ERROR_COLOUR = "#e5534b"
_CTX = "Settings"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


def muted_label(text: str) -> QLabel:
    """Help text under a field: smaller, in the palette's quiet text colour."""
    label = plain_label(text)
    label.setWordWrap(True)
    label.setObjectName("muted")  # the theme colours it; without one, the palette's quiet text
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    font = label.font()
    font.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))
    label.setFont(font)
    return label


def chip_icon(value: str, colour: str, size: int = 22) -> QIcon:
    """A small painted chip for the chip-set table (blank when the value is not a number yet)."""
    pixmap = QPixmap(QSize(size, size))
    pixmap.fill(Qt.GlobalColor.transparent)
    try:
        amount = Decimal(re.sub(r"^[A-Za-z]*\$\s*", "", value.strip()))  # typed with a money symbol too
    except (InvalidOperation, ValueError):
        return QIcon(pixmap)
    if not amount.is_finite() or amount <= 0:
        return QIcon(pixmap)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_chip(painter, QPointF(size / 2, size / 2), size / 2 - 1, Chip(amount, colour.strip().lower()), label=False)
    painter.end()
    return QIcon(pixmap)


class _Table(QTableWidget):
    def __init__(self, headers: list[str]) -> None:
        super().__init__(0, len(headers))
        self.setHorizontalHeaderLabels(headers)
        self.verticalHeader().hide()
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)


class ChipSetEditor(QWidget):
    """The chip set as a table of value, colour and the house's stack size, with rows to add and remove."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = _Table([_tr("Value (%1)").replace("%1", currency_symbol()), _tr("Colour"), _tr("Chips in a stack")])
        self.table.setMinimumHeight(150)
        self.table.setIconSize(QSize(20, 20))
        self.table.itemChanged.connect(self._edited)
        add = QPushButton(_tr("Add chip"))
        add.clicked.connect(lambda: self._add_row("", "", ""))
        self.remove = QPushButton(_tr("Remove chip"))
        self.remove.clicked.connect(self._remove_selected)
        buttons = QHBoxLayout()
        buttons.addWidget(add)
        buttons.addWidget(self.remove)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addLayout(buttons)

    def show_currency(self, symbol: str) -> None:
        """Values are in ``symbol``: the currency in force, or the one just chosen in the same form."""
        self.table.horizontalHeaderItem(0).setText(_tr("Value (%1)").replace("%1", symbol))

    def _add_row(self, value: str, colour: str, stack: str) -> None:
        row = self.table.rowCount()
        self.table.blockSignals(True)
        self.table.insertRow(row)
        self.table.setItem(row, 0, QTableWidgetItem(value))
        self.table.setItem(row, 1, QTableWidgetItem(colour_shown(colour)))  # "红" in Chinese; kept as "red"
        self.table.setItem(row, 2, QTableWidgetItem(stack))
        self.table.item(row, 0).setIcon(chip_icon(value, colour_key(colour)))
        self.table.blockSignals(False)
        self.changed.emit()

    def _remove_selected(self) -> None:
        rows = sorted({i.row() for i in self.table.selectedIndexes()}, reverse=True)
        if not rows and self.table.rowCount():
            rows = [self.table.rowCount() - 1]
        for row in rows:
            self.table.removeRow(row)
        self.changed.emit()

    def _edited(self, item: QTableWidgetItem) -> None:
        row = item.row()
        value, colour = self._cell(row, 0), colour_key(self._cell(row, 1))
        self.table.blockSignals(True)
        self.table.item(row, 0).setIcon(chip_icon(value, colour))
        self.table.blockSignals(False)
        self.changed.emit()

    def _cell(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text().strip() if item else ""

    def value(self) -> list[dict[str, str]]:
        """Each row as settings data; an empty stack size takes the chip's common one."""
        rows = []
        for r in range(self.table.rowCount()):
            # a money symbol is the settings' to read; a colour is kept by its English key
            row = {"value": self._cell(r, 0), "colour": colour_key(self._cell(r, 1))}
            if self._cell(r, 2):
                row["stack"] = self._cell(r, 2)
            rows.append(row)
        return rows

    def set_value(self, chips: list[dict[str, Any]]) -> None:
        self.table.blockSignals(True)
        self.table.setRowCount(0)
        self.table.blockSignals(False)
        for chip in chips:
            self._add_row(str(chip["value"]), str(chip["colour"]), str(chip.get("stack", "")))


class TargetTimesEditor(QWidget):
    """Target answer times: the school standard per skill group, and the instructor's own.

    An empty "Your target" keeps the standard; any other text is sent for checking as is.
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = _Table([_tr("Skill"), _tr("Id"), _tr("Standard (s)"), _tr("Your target (s)")])
        self.table.setMinimumHeight(260)
        self.table.setColumnHidden(1, True)  # the skill id is the key the targets are saved under, not for reading
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemChanged.connect(lambda _item: self.changed.emit())
        self.new_skill = QLineEdit()
        self.new_skill.setPlaceholderText(_tr("skill id, e.g. baccarat.banker.6.vs.7"))
        add = QPushButton(_tr("Add skill"))
        add.clicked.connect(self._add_skill)
        self.new_skill.returnPressed.connect(self._add_skill)
        row = QHBoxLayout()
        row.addWidget(self.new_skill, 1)
        row.addWidget(add)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addLayout(row)

    def _row_of(self, skill: str) -> int | None:
        for row in range(self.table.rowCount()):
            if self.table.item(row, 1).text() == skill:
                return row
        return None

    def _add_row(self, skill: str, mine: str) -> int:
        row = self.table.rowCount()
        self.table.insertRow(row)
        standard = DEFAULT_TARGET_SECONDS.get(skill)
        cells = [skill_title(skill), skill, "" if standard is None else f"{standard:g}", mine]
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column != 3:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            if column == 3:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(row, column, item)
        return row

    def _add_skill(self) -> None:
        skill = self.new_skill.text().strip()
        if not skill:
            return
        row = self._row_of(skill)
        if row is None:
            self.table.blockSignals(True)
            row = self._add_row(skill, "")
            self.table.blockSignals(False)
        self.new_skill.clear()
        self.table.setCurrentCell(row, 3)
        self.table.editItem(self.table.item(row, 3))

    def set_target(self, skill: str, seconds: str) -> None:
        """Type a target for a skill (adding the skill if it is not listed)."""
        row = self._row_of(skill)
        if row is None:
            self.table.blockSignals(True)
            row = self._add_row(skill, "")
            self.table.blockSignals(False)
        self.table.item(row, 3).setText(seconds)

    def value(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for row in range(self.table.rowCount()):
            mine = self.table.item(row, 3).text().strip()
            if mine:
                out[self.table.item(row, 1).text()] = mine
        return out

    def set_value(self, targets: dict[str, Any]) -> None:
        self.table.blockSignals(True)
        self.table.setRowCount(0)
        for skill in sorted(set(DEFAULT_TARGET_SECONDS) | set(targets)):
            mine = targets.get(skill)
            self._add_row(skill, "" if mine is None else f"{mine:g}" if isinstance(mine, float) else str(mine))
        self.table.blockSignals(False)
        self.changed.emit()


class TraineesPage(QWidget):
    """Trainee profiles: add, rename, switch to, delete (after a confirmation)."""

    switched = Signal(int)
    changed = Signal()

    def __init__(self, records: Records, trainee_id: int | None, parent: QWidget | None = None,
                 confirm: Callable[[str, str], bool] | None = None) -> None:
        super().__init__(parent)
        self.records = records
        self.current_id = trainee_id
        self.confirm = confirm or self._ask
        self.list = QListWidget()
        self.list.setObjectName("trainee_list")
        self.list.setStyleSheet("QListWidget { font-size: 14px; } QListWidget::item { padding: 7px 8px; }")
        self.list.itemDoubleClicked.connect(lambda _item: self.switch())
        self.list.currentItemChanged.connect(self._picked)
        self.name = QLineEdit()
        self.name.setObjectName("trainee_name")
        self.name.setPlaceholderText(_tr("Trainee's name"))
        self.name.setMaxLength(80)
        self.message = plain_label()
        self.message.setWordWrap(True)
        self.message.setObjectName("trainee_message")
        self.add_button = QPushButton(_tr("Add"))
        self.add_button.clicked.connect(self.add)
        self.rename_button = QPushButton(_tr("Rename"))
        self.rename_button.clicked.connect(self.rename)
        self.switch_button = QPushButton(_tr("Switch to"))
        self.switch_button.clicked.connect(self.switch)
        self.delete_button = QPushButton(_tr("Delete…"))
        self.delete_button.clicked.connect(self.delete)
        name_row = QHBoxLayout()
        name_row.addWidget(self.name, 1)
        name_row.addWidget(self.add_button)
        name_row.addWidget(self.rename_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.switch_button)
        buttons.addStretch(1)
        buttons.addWidget(self.delete_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 4, 12, 0)
        title = plain_label(_tr("Trainee profiles"))
        title.setObjectName("sectionTitle")
        font = title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        title.setFont(font)
        layout.addWidget(title)
        layout.addWidget(muted_label(_tr(
            "Each trainee keeps their own answers, progress and exam results. "
            "Double-click a name to take the seat.")))
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        layout.addLayout(name_row)
        layout.addWidget(self.message)
        self.refresh()

    def _ask(self, title: str, text: str) -> bool:
        yes_no = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        box = message_box(QMessageBox.Icon.Question, title, text, self, yes_no, QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def refresh(self) -> None:
        self.list.clear()
        for trainee in self.records.trainees():
            here = trainee.id == self.current_id
            text = trainee.name + ("   " + _tr("(in the seat)") if here else "")
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, trainee.id)
            if here:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.list.addItem(item)
            if here:
                self.list.setCurrentItem(item)
        self._picked()

    def _selected(self) -> int | None:
        item = self.list.currentItem()
        return None if item is None else int(item.data(Qt.ItemDataRole.UserRole))

    def _picked(self, *_: object) -> None:
        chosen = self._selected()
        self.rename_button.setEnabled(chosen is not None)
        self.switch_button.setEnabled(chosen is not None and chosen != self.current_id)
        self.delete_button.setEnabled(chosen is not None and chosen != self.current_id)
        self.delete_button.setToolTip(_tr("Switch to another trainee before deleting the one in the seat")
                                      if chosen == self.current_id else "")

    def _say(self, text: str, problem: bool = False) -> None:
        self.message.setStyleSheet(f"color: {ERROR_COLOUR};" if problem else "")
        self.message.setText(text)

    def add(self) -> None:
        try:
            trainee = self.records.add_trainee(self.name.text())
        except (RecordsError, ValueError) as error:
            self._say(str(error), problem=True)
            return
        self.name.clear()
        self.refresh()
        self._say(_tr("Added %1.").replace("%1", trainee.name))
        self.changed.emit()

    def rename(self) -> None:
        chosen = self._selected()
        if chosen is None:
            return
        try:
            trainee = self.records.rename_trainee(chosen, self.name.text())
        except (RecordsError, ValueError) as error:
            self._say(str(error), problem=True)
            return
        self.name.clear()
        self.refresh()
        self._say(_tr("Renamed to %1.").replace("%1", trainee.name))
        self.changed.emit()

    def switch(self) -> None:
        chosen = self._selected()
        if chosen is None or chosen == self.current_id:
            return
        problem = ""
        try:
            self.records.touch_trainee(chosen)
        except RecordsError as error:  # they take the seat all the same; only "who trained last" is not kept
            problem = " " + str(error)
        self.current_id = chosen
        self.refresh()
        self._say(_tr("%1 is in the seat.").replace("%1", self.records.trainee(chosen).name) + problem, bool(problem))
        self.switched.emit(chosen)

    def delete(self) -> None:
        chosen = self._selected()
        if chosen is None or chosen == self.current_id:
            return
        name = self.records.trainee(chosen).name
        answers = len(self.records.answers(chosen))
        question = _tr("Delete %1 and all of their %2 answers, sessions and exam results? "
                       "This cannot be undone.").replace("%1", name).replace("%2", str(answers))
        if not self.confirm(_tr("Delete trainee"), question):
            self._say(_tr("Nothing was deleted."))
            return
        try:
            self.records.delete_trainee(chosen)
        except RecordsError as error:
            self._say(_tr("Nothing was deleted: %1").replace("%1", str(error)), problem=True)
            return
        self.refresh()
        self._say(_tr("Deleted %1.").replace("%1", name))
        self.changed.emit()
