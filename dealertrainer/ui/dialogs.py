"""Small dialogs: who is training, the keyboard map (F1) and About (Shift+F1)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QTableWidget,
    QTableWidgetItem,
    QHeaderView,
    QVBoxLayout,
    QWidget,
)

__all__ = ["AboutDialog", "ShortcutsDialog", "TraineeDialog", "about_text", "shortcut_rows"]


class TraineeDialog(QDialog):
    """First run: type your name. Later: pick a name from the list or type a new one."""

    def __init__(self, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Who is training?"))
        layout = QVBoxLayout(self)
        intro = QLabel(
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


def shortcut_rows() -> list[tuple[str, str]]:
    tr = lambda text: QDialog.tr(text)  # noqa: E731 - one context for the whole keyboard map
    return [
        ("F1  /  ?", tr("Show this keyboard map")),
        ("Ctrl+0", tr("Home")),
        ("Ctrl+1 … Ctrl+9", tr("Open a table or drill, in the order of the list on the left")),
        ("Enter", tr("Start a session; after a summary, start another")),
        ("R", tr("Resume this drill's unfinished session (on its start page)")),
        ("Y  /  N", tr("Answer yes or no")),
        ("D  /  S  / …", tr("Answer with the letter in brackets (Draw, Stand, …)")),
        ("1 … 9", tr("Answer with a seat number; in a chip question, add a chip")),
        ("Backspace", tr("Take back the last chip")),
        ("Enter", tr("Send a typed amount, count or phrase; pay the chips")),
        ("Space  /  Enter", tr("Next question after a verdict")),
        ("Esc", tr("End the session and see the summary (answers are already saved)")),
        ("Ctrl+T", tr("Switch between the light and dark theme")),
        ("F11", tr("Full screen")),
        ("Ctrl+Q", tr("Quit (an open session is kept, to resume or end later)")),
        ("Shift+F1", tr("About DealerTrainer: version and licence")),
    ]


def about_text() -> str:
    """The About box: what the app is, its version (from pyproject, one place) and licence."""
    import PySide6

    from dealertrainer import __version__

    tr = lambda text: QDialog.tr(text)  # noqa: E731
    return (
        f"<h2>DealerTrainer {__version__}</h2>"
        + "<p>"
        + tr("Practise the dealer's side of Mini Baccarat, Blackjack and Stud: every decision "
             "quizzed, timed and scored against the house rules you set.")
        + "</p><p>"
        + tr("Free software under the MIT licence. Cards, chips and tables are drawn by the app.")
        + "</p><p><small>"
        + tr("Qt for Python %1").replace("%1", PySide6.__version__)
        + "</small></p>"
    )


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About DealerTrainer"))
        layout = QVBoxLayout(self)
        self.text = QLabel(about_text())
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setMinimumWidth(420)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


class ShortcutsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.resize(640, 560)
        rows = shortcut_rows()
        table = QTableWidget(len(rows), 2)
        table.setHorizontalHeaderLabels([self.tr("Key"), self.tr("What it does")])
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, (key, text) in enumerate(rows):
            item = QTableWidgetItem(key)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(row, 0, item)
            table.setItem(row, 1, QTableWidgetItem(text))
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        layout = QVBoxLayout(self)
        layout.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.walkthrough = buttons.addButton(self.tr("How DealerTrainer works"), QDialogButtonBox.ButtonRole.HelpRole)
        self.walkthrough.clicked.connect(self._show_walkthrough)
        layout.addWidget(buttons)

    def _show_walkthrough(self) -> None:
        """The first-run walkthrough again, over the window this map was opened from."""
        from dealertrainer.ui.walkthrough import show_walkthrough

        self.accept()
        parent = self.parentWidget()
        show_walkthrough(parent, getattr(parent, "open", lambda _target: None))
