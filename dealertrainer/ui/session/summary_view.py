"""The end of a session: accuracy, median time, what to practise next, every verdict kept
for the end, and for the draw table its heatmap."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealertrainer.training.hand_replay import MissedAnswer
from dealertrainer.training.skill_names import skill_name
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.session.heatmap import DrawTableHeatmap
from dealertrainer.ui.table.signage import signage_in_force
from dealertrainer.ui.plain_text import plain_label, plain_tip, rich_label
from dealertrainer.language import in_seconds

__all__ = ["SummaryView", "stat_card"]


def stat_card(value: str, caption: str) -> QFrame:
    card = QFrame()
    card.setObjectName("card")
    layout = QVBoxLayout(card)
    big = plain_label(value)
    big.setObjectName("screenTitle")
    big.setAlignment(Qt.AlignmentFlag.AlignCenter)
    small = plain_label(caption)
    small.setObjectName("muted")
    small.setAlignment(Qt.AlignmentFlag.AlignCenter)
    layout.addWidget(big)
    layout.addWidget(small)
    return card


class SummaryView(QScrollArea):
    again = Signal()
    open_drill = Signal(str)  # a "Practise next" skill's drill, or "home"

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setWidgetResizable(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.summary: Any = None
        self._body = QWidget()
        self.setWidget(self._body)
        self._layout = QVBoxLayout(self._body)
        self._layout.setContentsMargins(36, 24, 36, 24)
        self.heatmap: DrawTableHeatmap | None = None

    def show_summary(self, summary: Any, entry: Any, feedback_shown: bool, places: list[Any] | None = None) -> None:
        """``places``: where each verdict's step was dealt (``Session.hand_place``), to replay missed hands."""
        self.summary = summary
        self.replay_buttons: list[QPushButton] = []
        while self._layout.count():
            item = self._layout.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
            elif item.layout() is not None:
                _drop_layout(item.layout())
        title = plain_label(self.tr("%1 — session summary").replace("%1", entry.label))
        title.setObjectName("screenTitle")
        self._layout.addWidget(title)
        # The next step comes first, so it is on screen however long the lists below are.
        self.again_button = QPushButton(self.tr("Another session  [Enter]"))
        self.again_button.setObjectName("primary")
        self.again_button.clicked.connect(self.again.emit)
        home = QPushButton(self.tr("Home  [Esc]"))
        home.clicked.connect(lambda: self.open_drill.emit("home"))
        row = QHBoxLayout()
        row.addWidget(self.again_button)
        row.addWidget(home)
        row.addStretch(1)
        self._layout.addLayout(row)
        numbers = QHBoxLayout()
        numbers.addWidget(stat_card(f"{summary.accuracy:.0%}", self.tr("accuracy")))
        numbers.addWidget(stat_card(f"{summary.correct} / {summary.answered}", self.tr("right")))
        median = "—" if summary.median_seconds is None else in_seconds(summary.median_seconds)
        numbers.addWidget(stat_card(median, self.tr("median time")))
        self._layout.addLayout(numbers)

        section = plain_label(self.tr("Practise next"))
        section.setObjectName("sectionTitle")
        self._layout.addWidget(section)
        self.practise_links: list[QLabel] = []
        if summary.practise_next:
            for skill in summary.practise_next[:6]:
                link = self._practise_link(skill, summary.by_skill.get(skill))
                self.practise_links.append(link)
                self._layout.addWidget(link)
        else:
            advice = plain_label(self.tr("Nothing missed and nothing slow: move up to a harder drill or a timed run."))
            advice.setWordWrap(True)
            self._layout.addWidget(advice)

        if entry.drill_id == "baccarat.draw_table":
            section = plain_label(self.tr("Draw table: accuracy and speed per cell (all your answers)"))
            section.setObjectName("sectionTitle")
            self._layout.addWidget(section)
            self.heatmap = DrawTableHeatmap()
            self.heatmap.set_answers(self._draw_table_answers(summary))
            self._layout.addWidget(self.heatmap)
        else:
            self.heatmap = None

        section = plain_label(self.tr("By skill"))
        section.setObjectName("sectionTitle")
        self._layout.addWidget(section)
        skills = QTableWidget(len(summary.by_skill), 4)
        skills.setHorizontalHeaderLabels([self.tr("Skill"), self.tr("Answered"), self.tr("Right"), self.tr("Median")])
        for row, (skill, (n, right, med)) in enumerate(summary.by_skill.items()):
            for col, text in enumerate((skill_name(skill), str(n), str(right), "—" if med is None else in_seconds(med))):
                skills.setItem(row, col, QTableWidgetItem(text))
        _fit(skills)
        self._layout.addWidget(skills)

        shown = [(q, v) for q, v in summary.verdicts if not feedback_shown or not v.correct]
        if shown:
            section = plain_label(self.tr("Every answer") if not feedback_shown else self.tr("Missed"))
            section.setObjectName("sectionTitle")
            self._layout.addWidget(section)
            where = dict(enumerate(places or []))
            shown_at = [(i, q, v) for i, (q, v) in enumerate(summary.verdicts) if not feedback_shown or not v.correct]
            table = QTableWidget(len(shown), 5)
            table.setHorizontalHeaderLabels([self.tr("Question"), self.tr("You said"), self.tr("Answer"), self.tr("Why"),
                                             self.tr("Hand")])
            for row, (index, question, verdict) in enumerate(shown_at):
                mark = "✓ " if verdict.correct else "✗ "
                for col, text in enumerate((question.prompt, mark + verdict.given_label, verdict.expected_label,
                                                   verdict.explanation)):
                    item = QTableWidgetItem(text)
                    item.setToolTip(plain_tip(text))  # what the trainee typed is data
                    table.setItem(row, col, item)
                place = where.get(index)
                if place is not None and not verdict.correct:
                    table.setCellWidget(row, 4, self._replay_button(place, question, verdict))
            # every column shares the width, wrapped: a chip answer ("2 oranges, 1 purple, 2 blacks …")
            # is as long as a question
            _fit(table, stretch=(0, 1, 2, 3))
            self._layout.addWidget(table)
        self._layout.addStretch(1)
        self.verticalScrollBar().setValue(0)

    def _replay_button(self, place: Any, question: Any, verdict: Any) -> QPushButton:
        """"Replay [n]": the missed hand on the felt (keys 1 to 9 press the first nine)."""
        number = len(self.replay_buttons) + 1
        button = QPushButton(self.tr("Replay  [%1]").replace("%1", str(number)) if number <= 9 else self.tr("Replay"))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda _=False: self.replay(place, question, verdict))
        self.replay_buttons.append(button)
        return button

    def replay(self, place: Any, question: Any, verdict: Any) -> None:
        """Deal the missed hand again and show it beat by beat (or say why it cannot be)."""
        # lazy: the replay's felt and the drill registry it deals from load when a hand is first replayed
        from dealertrainer.ui.session.hand_replay_view import replay_when_dealt

        replay_when_dealt(self, place, MissedAnswer(question.skill, question.prompt, verdict.given, verdict.expected),
                          signage=lambda rules: signage_in_force(self.context.settings, rules),
                          backdrop=self.context.backdrop())

    def press_replay(self, number: int) -> bool:
        """The key ``number`` (1 to 9): replay that missed hand; False if there is none."""
        buttons = getattr(self, "replay_buttons", [])
        if 1 <= number <= min(9, len(buttons)):
            buttons[number - 1].click()
            return True
        return False

    def _practise_link(self, skill: str, figures: tuple[int, int, float | None] | None) -> QLabel:
        """A skill to practise next, by name, linked to the drill that practises it, and why."""
        from dealertrainer.training.drills import drill_for  # lazy: every drill's module; the registry loads off the GUI thread

        name = html.escape(skill_name(skill))
        drill = drill_for(skill)
        text = "• " + (f"<a href='{drill}'>{name}</a>" if drill else name)
        if figures is not None:
            n, right, median = figures
            why = self.tr("%1 of %2 right").replace("%1", str(right)).replace("%2", str(n))
            if median is not None:
                why += self.tr(", %1 s").replace("%1", f"{median:.1f}")
            text += f" — <span>{html.escape(why)}</span>"
        label = rich_label(text)
        label.setWordWrap(True)
        label.setProperty("skill", skill)
        label.linkActivated.connect(self.open_drill.emit)
        return label

    def _draw_table_answers(self, summary: Any) -> list[tuple[str, bool, float]]:
        records, trainee = self.context.records, self.context.trainee
        if records is not None and trainee is not None:
            rows = records.answers(trainee.id, "baccarat")
            return [(r.skill, r.correct, r.seconds) for r in rows]
        return [(q.skill, v.correct, v.seconds) for q, v in summary.verdicts]


def _fit(table: QTableWidget, stretch: int | tuple[int, ...] = 0) -> None:
    stretched = (stretch,) if isinstance(stretch, int) else stretch
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    header = table.horizontalHeader()
    for col in range(table.columnCount()):
        header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch if col in stretched else QHeaderView.ResizeMode.ResizeToContents)
    table.setWordWrap(True)
    table.resizeRowsToContents()
    height = table.horizontalHeader().height() + sum(table.rowHeight(r) for r in range(table.rowCount())) + 6
    table.setMinimumHeight(min(height, 420))
    if len(stretched) > 1:  # wrapped columns: rows follow the width the table really gets
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.setMaximumHeight(max(height, 420))
    else:
        table.setMaximumHeight(max(height, 60))


def _drop_layout(layout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().deleteLater()
        elif item.layout() is not None:
            _drop_layout(item.layout())
