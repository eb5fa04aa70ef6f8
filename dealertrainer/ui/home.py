"""Home: today's practice (skills that are due), the tables and drills, recent results, the
weakest skills, and any session left unfinished (resume or end it)."""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from dealertrainer.ui.context import AppContext
from dealertrainer.ui.workers import run_job

__all__ = ["HomeFacts", "HomeScreen", "gather_home"]


@dataclass(frozen=True)
class HomeFacts:
    due: list[str] = field(default_factory=list)
    recent: list[tuple[str, float, int, int]] = field(default_factory=list)  # drill, started, answered, right
    weakest: list[tuple[str, float, float, int, float]] = field(default_factory=list)  # skill, accuracy, median, answered, target
    unfinished: list[tuple[int, str, int]] = field(default_factory=list)  # session id, drill, answered
    answered_today: int = 0


def gather_home(path: Path, trainee_id: int, now: float, targets=None) -> HomeFacts:
    """Read what Home shows (runs in a worker thread on its own connection).

    ``targets``: the mastery targets in force (the school standards when None)."""
    from dealertrainer.storage.records import Records
    from dealertrainer.training.mastery import DEFAULT_TARGETS
    from dealertrainer.training.progress import stats_from_answers, weakest
    from dealertrainer.training.schedule import cards, due_skills

    records = Records(path)
    try:
        answers = records.answers(trainee_id)
        per_session: dict[int, list[bool]] = {}
        for row in answers:
            if row.session_id is not None:
                per_session.setdefault(row.session_id, []).append(row.correct)
        sessions = records.sessions(trainee_id)
        recent = [
            (s.drill_id, s.started, len(per_session.get(s.id, [])), sum(per_session.get(s.id, [])))
            for s in sorted(sessions, key=lambda s: s.started, reverse=True)
            if per_session.get(s.id)
        ][:6]
        stats = stats_from_answers(answers, targets or DEFAULT_TARGETS, now,
                                   cards(records, trainee_id, targets or DEFAULT_TARGETS))
        weak = [
            (skill, stats[skill].accuracy, stats[skill].median_seconds or 0.0, stats[skill].answered,
             stats[skill].mastery.target_seconds)
            for skill in weakest({k: v for k, v in stats.items() if v.answered >= 2}, limit=6)
        ]
        unfinished = [
            (s.id, s.drill_id, len(per_session.get(s.id, [])))
            for s in records.unfinished_sessions(trainee_id)
        ]
        start_of_day = now - (now % 86400)
        today = sum(1 for row in answers if row.at >= start_of_day)
        due = due_skills(records, trainee_id, now, targets=targets or DEFAULT_TARGETS)[:8]
        return HomeFacts(due, recent, weak, unfinished, today)
    finally:
        records.close()


class HomeScreen(QScrollArea):
    open_drill = Signal(str)
    resume_session = Signal(int, str)
    end_session = Signal(int)
    loaded = Signal()

    def __init__(self, context: AppContext, entries: list, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.entries = entries
        self.facts: HomeFacts | None = None
        self.setWidgetResizable(True)
        body = QWidget()
        self.setWidget(body)
        outer = QVBoxLayout(body)
        outer.setContentsMargins(36, 26, 36, 26)
        outer.setSpacing(10)
        self.title = QLabel()
        self.title.setObjectName("screenTitle")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("muted")
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)

        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(16)
        self.today_box, self.today = _box(self.tr("Today's practice"))
        self.drills_box, drills = _box(self.tr("Tables and drills"))
        self.recent_box, self.recent = _box(self.tr("Recent results"))
        self.weak_box, self.weak = _box(self.tr("Weakest skills"))
        for index, entry in enumerate(entries, 1):
            button = QPushButton(f"{entry.label}   [Ctrl+{index}]" if index <= 9 else entry.label)
            button.setObjectName("primary" if index <= 3 else "")
            button.clicked.connect(lambda _=False, d=entry.drill_id: self.open_drill.emit(d))
            drills.addWidget(button)
        grid.addWidget(self.today_box, 0, 0)
        grid.addWidget(self.drills_box, 0, 1)
        grid.addWidget(self.recent_box, 1, 0)
        grid.addWidget(self.weak_box, 1, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        self.unfinished_box, self.unfinished = _box(self.tr("Unfinished sessions"))
        outer.addWidget(self.unfinished_box)
        self.unfinished_box.hide()
        outer.addLayout(grid)
        outer.addStretch(1)
        self.refresh()

    def refresh(self) -> None:
        trainee = self.context.trainee
        self.title.setText(self.tr("Good to see you, %1").replace("%1", trainee.name) if trainee else self.tr("DealerTrainer"))
        self.subtitle.setText(self.tr("Pick a table or a drill. F1 shows every shortcut."))
        records = self.context.records
        if records is None or trainee is None:
            self._show(HomeFacts())
            return
        path, trainee_id, now, targets = records.path, trainee.id, self.context.wall_clock(), self.context.targets
        run_job(lambda: gather_home(path, trainee_id, now, targets), self._show, self._failed)

    def _failed(self, message: str) -> None:
        _fill(self.today, [self.tr("Could not read the records: %1").replace("%1", message)])

    def _show(self, facts: HomeFacts) -> None:
        from dealertrainer.training.skills import skill_title
        from dealertrainer.ui import catalog

        self.facts = facts
        if facts.due:
            lines = [self.tr("%1 answers so far today.").replace("%1", str(facts.answered_today))]
            lines += ["• " + skill_title(skill) for skill in facts.due]
        else:
            lines = [self.tr("Nothing is due right now. A good start: the draw table, then a table of your choice.")]
        _fill(self.today, lines)
        if facts.recent:
            _fill(
                self.recent,
                [
                    f"{catalog.entry(drill).label} — {right}/{n} ({right / n:.0%}) · {time.strftime('%d %b %H:%M', time.localtime(started))}"
                    for drill, started, n, right in facts.recent
                ],
            )
        else:
            _fill(self.recent, [self.tr("No sessions yet.")])
        if facts.weakest:
            _fill(
                self.weak,
                [
                    self.tr("%1 — %2 right, %3 s (target %4 s), %5 answers").replace("%1", skill_title(skill))
                    .replace("%2", f"{acc:.0%}").replace("%3", f"{med:.1f}").replace("%4", f"{target:g}")
                    .replace("%5", str(n))
                    for skill, acc, med, n, target in facts.weakest
                ],
            )
        else:
            _fill(self.weak, [self.tr("Answer a few questions and your weakest skills show here.")])
        _clear(self.unfinished)
        for session_id, drill, answered in facts.unfinished:
            row = QHBoxLayout()
            label = QLabel(self.tr("%1: %2 answers kept").replace("%1", catalog.entry(drill).label).replace("%2", str(answered)))
            resume = QPushButton(self.tr("Resume"))
            resume.clicked.connect(lambda _=False, s=session_id, d=drill: self.resume_session.emit(s, d))
            end = QPushButton(self.tr("End it"))
            end.clicked.connect(lambda _=False, s=session_id: self.end_session.emit(s))
            row.addWidget(label, 1)
            row.addWidget(resume)
            row.addWidget(end)
            holder = QWidget()
            holder.setLayout(row)
            self.unfinished.addWidget(holder)
        self.unfinished_box.setVisible(bool(facts.unfinished))
        self.loaded.emit()


def _box(title: str) -> tuple[QFrame, QVBoxLayout]:
    frame = QFrame()
    frame.setObjectName("card")
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(18, 12, 18, 14)
    heading = QLabel(title)
    heading.setObjectName("sectionTitle")
    layout.addWidget(heading)
    content = QVBoxLayout()
    layout.addLayout(content)
    layout.addStretch(1)
    return frame, content


def _clear(layout: QVBoxLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().deleteLater()


def _fill(layout: QVBoxLayout, lines: list[str]) -> None:
    _clear(layout)
    for line in lines:
        label = QLabel(line)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(label)
