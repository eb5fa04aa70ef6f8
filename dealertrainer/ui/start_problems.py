"""The banner over the first screen that lists what went wrong at start (a damaged settings
file kept aside, a folder that could not be read), until the trainee dismisses it. A problem
met later that no screen of its own can show (the theme key could not save) comes up in it too."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget
from dealertrainer.ui.plain_text import plain_label

__all__ = ["StartProblemsBanner"]


class StartProblemsBanner(QFrame):
    """Every problem found at start, once; hidden when there is none or once dismissed."""

    def __init__(self, problems: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start_problems")
        self.problems = tuple(problems)
        self.setStyleSheet(
            "#start_problems { background: rgba(229, 160, 0, 0.16); border-left: 4px solid #e5a000; }"
            "#start_problems QLabel { background: transparent; }"
        )
        self.heading = heading = plain_label(self.tr("Found at start") if len(self.problems) < 2
                                        else self.tr("Found at start (%1)").replace("%1", str(len(self.problems))))
        heading.setObjectName("start_problems_heading")
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        self.lines: list[QLabel] = []
        self._text = text = QVBoxLayout()
        text.setSpacing(4)
        text.addWidget(heading)
        for problem in self.problems:
            self._add_line(problem)
        self.dismiss = QPushButton(self.tr("Dismiss"))
        self.dismiss.setToolTip(self.tr("Hide this message (it is shown again at the next start if the problem is still there)"))
        self.dismiss.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.addLayout(text, 1)
        layout.addWidget(self.dismiss, 0, Qt.AlignmentFlag.AlignTop)
        if not self.problems:  # before it has a parent: hide() on a parentless widget is harmless
            self.hide()

    def _add_line(self, problem: str) -> None:
        line = plain_label(problem)
        line.setWordWrap(True)
        line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.lines.append(line)
        self._text.addWidget(line)

    def tell(self, heading: str, problem: str) -> None:
        """Show a problem met after start under its own heading (what was there is replaced)."""
        for line in self.lines:
            self._text.removeWidget(line)
            line.deleteLater()
        self.lines = []
        self.heading.setText(heading)
        self._add_line(problem)
        self.show()

    def text(self) -> str:
        """The problems as shown, one a line."""
        return "\n".join(line.text() for line in self.lines)
