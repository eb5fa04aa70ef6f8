"""Small dialogs: who is training, the keyboard map (F1) and About (Shift+F1)."""

from __future__ import annotations

import sys
from collections.abc import Sequence

import PySide6
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

import dealertrainer
from dealertrainer.training.key_map import Binding, keyboard_map
from dealertrainer.ui.walkthrough import show_walkthrough
from dealertrainer.ui.plain_text import plain_label, rich_label
from dealertrainer.ui.resources import ResourceMissing, resource_text

__all__ = ["AboutDialog", "LicencesDialog", "ShortcutsDialog", "licences_text", "TraineeDialog", "about_text", "shortcut_rows"]


class TraineeDialog(QDialog):
    """First run: type your name. Later: pick a name from the list or type a new one."""

    def __init__(self, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Who is training?"))
        layout = QVBoxLayout(self)
        intro = plain_label(
            self.tr("Welcome to DealerTrainer. Type your name: your answers and progress are kept under it.")
            if not names
            else self.tr("Pick your name, or type a new one.")
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.names = QListWidget()
        self.names.addItems(names)
        self.names.currentTextChanged.connect(lambda text: self.name.setText(text))
        layout.addWidget(self.names)
        self.names.setVisible(bool(names))  # once it has a parent: never a window of its own
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("your name"))
        self.name.setMaxLength(60)
        layout.addWidget(self.name)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        layout.addWidget(self.buttons)
        self.name.textChanged.connect(self._check)
        self._check()
        self.name.setFocus()

    def _check(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(self.name.text().strip()))

    def chosen(self) -> str:
        return self.name.text().strip()


def about_text() -> str:
    """The About box: what the app is, its version (from pyproject, one place) and licence."""
    tr = lambda text: QDialog.tr(text)  # noqa: E731
    return (
        f"<h2>DealerTrainer {dealertrainer.__version__}</h2>"
        + "<p>"
        + tr("Practise the dealer's side of Mini Baccarat, Blackjack and Stud: every decision "
             "quizzed, timed and scored against the house rules you set.")
        + "</p><p>"
        + tr("Free software under the MIT licence. Cards, chips and tables are drawn by the app.")
        + "</p><p><small>"
        + tr("Qt for Python %1").replace("%1", PySide6.__version__)
        + "<br>"
        + tr("It ships Qt for Python (LGPL-3.0), psycopg (LGPL-3.0), a subset of Noto Sans CJK "
             "(SIL Open Font License 1.1) and MIT and BSD libraries: Licences (L) lists them all.")
        + "</small></p>"
    )


#: What Licences shows, in order: the notices of every shipped package, the font's licence, the
#: texts the LGPL packages refer to, and (a packaged build only) the native libraries it carries.
LICENCE_FILES = ("licences/THIRD_PARTY_NOTICES.txt", "fonts/OFL.txt", "licences/LGPL-3.0.txt", "licences/GPL-3.0.txt",
                 "licences/NATIVE_LIBRARIES.txt")
#: Written by the PyInstaller build (packaging/notices.py): absent when the app runs from source.
BUNDLE_ONLY = "licences/NATIVE_LIBRARIES.txt"


def licences_text() -> str:
    """The third-party notices as plain text (a file missing from a damaged install is named)."""
    parts = []
    for name in LICENCE_FILES:
        try:
            parts.append(resource_text(name))
        except ResourceMissing as error:
            if name != BUNDLE_ONLY or getattr(sys, "frozen", False):
                parts.append(f"[{name} could not be read: {error}]")
        except (OSError, UnicodeDecodeError) as error:
            parts.append(f"[{name} could not be read: {error}]")
    return ("\n\n" + "=" * 78 + "\n\n").join(parts)


class LicencesDialog(QDialog):
    """Every third-party licence the app ships, as plain text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Third-party licences"))
        layout = QVBoxLayout(self)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)  # the notices are laid out in 78 columns
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        fixed.setFamilies(["DejaVu Sans Mono", *fixed.families()])  # as the timer's; else the system's own
        self.text.setFont(fixed)
        self.text.setPlainText(licences_text())
        self.text.setMinimumSize(820, 480)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


class AboutDialog(QDialog):
    """What the app is, its version and licence; L lists the third-party licences."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About DealerTrainer"))
        layout = QVBoxLayout(self)
        self.text = rich_label(about_text())
        self.text.setWordWrap(True)
        self.text.setMinimumWidth(420)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.licences = QPushButton(self.tr("Licences (L)"))
        buttons.addButton(self.licences, QDialogButtonBox.ButtonRole.ActionRole)
        self.licences.clicked.connect(self.show_licences)
        QShortcut(QKeySequence(Qt.Key.Key_L), self, self.show_licences)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


    def show_licences(self) -> None:
        LicencesDialog(self).exec()


COLUMN_WIDTH = 430  # two columns and the margins fit a 1024-pixel-wide window


class ShortcutsDialog(QDialog):
    """The keyboard map (F1): the bindings it is given, grouped as declared in
    ``training.key_map``; the window passes the ones it has bound."""

    def __init__(self, bindings: Sequence[Binding] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.bindings = list(bindings) if bindings is not None else keyboard_map(())
        self.rows = shortcut_rows(self.bindings)
        groups: dict[str, list[tuple[str, str]]] = {}
        for where, keys, does in self.rows:
            groups.setdefault(where, []).append((keys, does))
        # Two columns, so the whole map fits a 1024×700 window with nothing cut off:
        # the window's keys on the left, the pages' and the answers' on the right.
        columns = QHBoxLayout()
        columns.setSpacing(24)
        anywhere = {k: v for k, v in groups.items() if k == "Anywhere"}
        rest = {k: v for k, v in groups.items() if k != "Anywhere"}
        self.columns = [self._column(part) for part in (anywhere, rest) if part]
        for column in self.columns:
            columns.addWidget(column, 1, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.walkthrough = buttons.addButton(self.tr("How DealerTrainer works"), QDialogButtonBox.ButtonRole.HelpRole)
        self.walkthrough.clicked.connect(self._show_walkthrough)
        layout.addWidget(buttons)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)  # exactly as big as the map

    def _show_walkthrough(self) -> None:
        """The first-run walkthrough again, over the window this map was opened from."""
        self.accept()
        parent = self.parentWidget()
        show_walkthrough(parent, getattr(parent, "open", lambda _target: None))

    def _column(self, groups: dict[str, list[tuple[str, str]]]) -> QLabel:
        html = []
        for where, rows in groups.items():
            html.append(f"<h3 style='margin:10px 0 4px 0'>{_escape(self.tr(where))}</h3><table cellspacing='0' cellpadding='3'>")
            for keys, does in rows:
                html.append(
                    f"<tr><td style='padding-right:14px; white-space:nowrap'><b>{_escape(keys)}</b></td>"
                    f"<td>{_escape(self.tr(does))}</td></tr>"
                )
            html.append("</table>")
        label = rich_label("".join(html))
        label.setObjectName("keyboardMap")
        label.setWordWrap(True)
        # A fixed width and the height that width needs: a wrapped label left to the layout
        # can be given less height than its text takes, and its last rows are cut off.
        label.setFixedWidth(COLUMN_WIDTH)
        label.setMinimumHeight(label.heightForWidth(COLUMN_WIDTH))
        return label


def shortcut_rows(bindings: Sequence[Binding]) -> list[tuple[str, str, str]]:
    """(group, keys, what they do) for each row of the map; keys doing the same thing in the
    same group share a row ("F1  /  ?")."""
    rows: list[tuple[str, str, str]] = []
    for binding in bindings:
        if rows and rows[-1][0] == binding.where and rows[-1][2] == binding.does:
            rows[-1] = (binding.where, f"{rows[-1][1]}  /  {binding.keys}", binding.does)
        else:
            rows.append((binding.where, binding.keys, binding.does))
    return rows


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
