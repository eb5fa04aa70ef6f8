"""Home: today's practice (what is waiting, counted, and the skills that are due), the tables and drills, recent results, the
weakest skills, and any session left unfinished (resume or end it)."""

from __future__ import annotations

import html
import time

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

from dealertrainer.storage.records import RecordsWriteError
from dealertrainer.training.home_facts import HomeFacts, gather_home
from dealertrainer.training.key_map import window_bindings
from dealertrainer.training.skill_names import skill_name
from dealertrainer.ui import offer_labels
from dealertrainer.training.changes import FIGURES, Change
from dealertrainer.ui.app_handle import AppContext, refresh_when_shown_again
from dealertrainer.ui.waiting_line import waiting_words
from dealertrainer.ui.walkthrough import START_HERE, show_walkthrough
from dealertrainer.ui.workers import run_job
from dealertrainer.ui.plain_text import plain_label, rich_label

__all__ = ["HomeScreen"]


class HomeScreen(QScrollArea):
    open_drill = Signal(str)
    resume_session = Signal(int, str)
    start_assignment = Signal(object)  # an Assignment from the trainee's class, to open with its settings
    loaded = Signal()

    #: Unfinished sessions listed one by one; older ones are folded into one line.
    UNFINISHED_SHOWN = 3

    def __init__(self, context: AppContext, entries: list, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.entries = entries
        self.facts: HomeFacts | None = None
        self._asked = 0  # readings of the records asked for, to show only the newest
        self.setWidgetResizable(True)
        body = QWidget()
        self.setWidget(body)
        outer = QVBoxLayout(body)
        outer.setContentsMargins(36, 26, 36, 26)
        outer.setSpacing(10)
        self.title = plain_label()
        self.title.setObjectName("screenTitle")
        self.subtitle = plain_label()
        self.subtitle.setObjectName("muted")
        self.subtitle.setWordWrap(True)
        self.start_here = QPushButton(self.tr("Start here: the draw table"))
        self.start_here.setObjectName("primary")
        self.start_here.clicked.connect(lambda: self.open_drill.emit(START_HERE))
        self.start_here.hide()
        self.how = QPushButton(self.tr("How DealerTrainer works"))
        self.how.clicked.connect(self.show_walkthrough)
        header = QHBoxLayout()
        header.addWidget(self.start_here)
        header.addWidget(self.how)
        if context.records is not None and context.trainee is not None:  # a timed table test, kept in the records
            key = next(b.keys for b in window_bindings([], ("audition",)) if b.target == "audition")
            self.audition = QPushButton(self.tr("Audition: a timed run of one game   [%1]").replace("%1", key))
            self.audition.setObjectName("auditionButton")
            self.audition.clicked.connect(lambda: self.open_drill.emit("audition"))
            header.addWidget(self.audition)
        header.addStretch(1)
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)
        outer.addLayout(header)

        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(16)
        self.today_box, self.today = _box(self.tr("Today's practice"))
        self.drills_box, self.drills = _box(self.tr("Tables and drills"))
        self.recent_box, self.recent = _box(self.tr("Recent results"))
        self.weak_box, self.weak = _box(self.tr("Weakest skills"))
        self.set_entries(entries)
        grid.addWidget(self.today_box, 0, 0)
        grid.addWidget(self.drills_box, 0, 1)
        grid.addWidget(self.recent_box, 1, 0)
        grid.addWidget(self.weak_box, 1, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        self.unfinished_box, self.unfinished = _box(self.tr("Unfinished sessions"))
        outer.addWidget(self.unfinished_box)
        self.unfinished_box.hide()
        self.assigned = self._assigned_work(context)
        if self.assigned is not None:
            outer.addWidget(self.assigned)
        outer.addLayout(grid)
        outer.addStretch(1)
        self.refresh()
        context.listen(self, self._changed)  # records, settings (target times) and the trainee all show here
        refresh_when_shown_again(self, self.refresh)

    def _assigned_work(self, context: AppContext) -> QWidget | None:
        """On a trainee PC signed in to a class: what the instructor has assigned and is due."""
        classroom = getattr(context, "classroom", None)
        if classroom is None or getattr(classroom, "role", None) != "trainee":
            return None
        from dealertrainer.ui.classroom.assigned_box import AssignedWork  # lazy: the class database's modules, in a class only

        box = AssignedWork(classroom.engine, classroom.person_id, context.wall_clock)
        box.start.connect(self.start_assignment)
        return box

    def set_entries(self, entries: list) -> None:
        """List every table and drill on offer (the registry's, once it has loaded), each with
        the window's key for it, from the one key map."""
        self.entries = list(entries)
        _clear(self.drills)
        keys = {b.target: b.keys for b in window_bindings([(e.drill_id, e.label) for e in self.entries], ())}
        for index, entry in enumerate(self.entries, 1):
            key = keys.get(entry.drill_id)
            button = QPushButton(f"{entry.label}   [{key}]" if key else entry.label)
            button.setObjectName("primary" if index <= 3 else "")
            button.clicked.connect(lambda _=False, d=entry.drill_id: self.open_drill.emit(d))
            self.drills.addWidget(button)

    def _changed(self, change: Change) -> None:
        if change & FIGURES:
            self.refresh()

    def show_walkthrough(self) -> None:
        show_walkthrough(self.window(), self.open_drill.emit)

    def refresh(self) -> None:
        trainee = self.context.trainee
        self.title.setText(self.tr("Good to see you, %1").replace("%1", trainee.name) if trainee else self.tr("DealerTrainer"))
        self.subtitle.setText(self.tr("Pick a table or a drill, or a skill below to practise it. F1 shows every shortcut."))
        if self.assigned is not None:
            self.assigned.refresh()
        records = self.context.records
        if records is None or trainee is None:
            self._show(HomeFacts())
            return
        path, trainee_id, now, targets = records.path, trainee.id, self.context.wall_clock(), self.context.targets
        house = self.context.settings.house_rules()  # what is waiting counts what this house deals
        self._asked += 1
        asked = self._asked
        # Only the newest reading is shown: an older one finishing late would put old figures back.
        run_job(lambda: gather_home(path, trainee_id, now, targets, house),
                lambda facts: self._show(facts) if asked == self._asked else None, self._failed, owner=self)

    def _failed(self, message: str) -> None:
        _fill(self.today, [self.tr("Could not read the records: %1").replace("%1", message)])

    def _show(self, facts: HomeFacts) -> None:
        self.facts = facts
        self.start_here.setVisible(facts.answered_ever == 0)
        self._show_today(facts)
        if facts.recent:
            _fill(
                self.recent,
                [
                    f"{offer_labels.entry(drill).label} — {right}/{n} ({right / n:.0%}) · {time.strftime('%d %b %H:%M', time.localtime(started))}"
                    for drill, started, n, right in facts.recent
                ],
            )
        else:
            _fill(self.recent, [self.tr("No sessions yet.")])
        _clear(self.weak)
        for skill, acc, med, n, target in facts.weakest:
            answers = self.tr("1 answer") if n == 1 else self.tr("%1 answers").replace("%1", str(n))
            self.weak.addWidget(self._skill_link(skill, self.tr("%1 right, %2 s (target %3 s), %4")
                                                 .replace("%1", f"{acc:.0%}").replace("%2", f"{med:.1f}")
                                                 .replace("%3", f"{target:g}").replace("%4", answers)))
        if not facts.weakest:
            _fill(self.weak, [self.tr("Nothing missed lately and nothing slow. Skills you miss or answer slowly show here.")
                              if facts.answered_ever else
                              self.tr("Answer a few questions and your weakest skills show here.")])
        self._show_unfinished(facts.unfinished)
        self.loaded.emit()

    def _show_today(self, facts: HomeFacts) -> None:
        """What Daily practice has waiting, counted ("12 due · 8 new"), then the skills due."""
        if facts.waiting is None:  # no trainee: nothing is read
            _fill(self.today, [self.tr("Nothing is due right now. A good start: the draw table, then a table of your choice.")])
            return
        _fill(self.today, [])
        counts = _line(waiting_words(facts.waiting))
        counts.setObjectName("waitingCounts")
        self.today.addWidget(counts)
        if facts.due:
            lines = [self.tr("%1 answers so far today. Each skill opens the drill that practises it.")
                     .replace("%1", str(facts.answered_today))]
        elif facts.waiting.new:
            lines = [self.tr("No review is due yet: Daily practice brings in new skills.")]
        else:
            lines = [self.tr("A good start: the draw table, then a table of your choice.")]
        for line in lines:
            self.today.addWidget(_line(line))
        for skill in facts.due:
            self.today.addWidget(self._skill_link(skill))

    def _skill_link(self, skill: str, detail: str = "") -> QLabel:
        """A skill by its name, a link to the drill that practises it."""
        from dealertrainer.training.drills import drill_for  # lazy: every drill's module; the registry loads off the GUI thread

        name = html.escape(skill_name(skill))
        drill = drill_for(skill)
        text = f"<a href='{drill}'>{name}</a>" if drill else name
        label = rich_label("• " + text + (f"<br><span style='font-size:13px'>{html.escape(detail)}</span>" if detail else ""))
        label.setObjectName("skillLink")
        label.setWordWrap(True)
        label.setProperty("skill", skill)
        label.linkActivated.connect(self.open_drill.emit)
        return label

    def _show_unfinished(self, unfinished: list[tuple[int, str, int]]) -> None:
        _clear(self.unfinished)
        for session_id, drill, answered in unfinished[: self.UNFINISHED_SHOWN]:
            row = QHBoxLayout()
            kept = self.tr("1 answer kept") if answered == 1 else self.tr("%1 answers kept").replace("%1", str(answered))
            label = plain_label(f"{offer_labels.entry(drill).label}: {kept}")
            resume = QPushButton(self.tr("Resume"))
            resume.clicked.connect(lambda _=False, s=session_id, d=drill: self.resume_session.emit(s, d))
            end = QPushButton(self.tr("End it"))
            end.clicked.connect(lambda _=False, s=session_id: self.end_sessions((s,)))
            row.addWidget(label, 1)
            row.addWidget(resume)
            row.addWidget(end)
            holder = QWidget()
            holder.setLayout(row)
            self.unfinished.addWidget(holder)
        older = [session_id for session_id, _drill, _answered in unfinished[self.UNFINISHED_SHOWN:]]
        if older:
            row = QHBoxLayout()
            label = plain_label((self.tr("1 more unfinished session") if len(older) == 1 else
                            self.tr("%1 more unfinished sessions").replace("%1", str(len(older))))
                           + self.tr(" (their answers are kept either way)"))
            label.setObjectName("muted")
            end = QPushButton(self.tr("End the older ones"))
            end.clicked.connect(lambda _=False, ids=tuple(older): self.end_sessions(ids))
            row.addWidget(label, 1)
            row.addWidget(end)
            holder = QWidget()
            holder.setObjectName("olderSessions")
            holder.setLayout(row)
            self.unfinished.addWidget(holder)
        self.unfinished_box.setVisible(bool(unfinished))

    def end_sessions(self, session_ids: tuple[int, ...]) -> None:
        """End unfinished sessions: one, or the folded ones at once (after a crash there may be
        hundreds). Their answers are kept; the records' change is announced."""
        records = self.context.records
        if records is None:
            return
        try:
            for session_id in session_ids:
                records.end_session(session_id)
        except RecordsWriteError:
            pass  # the rest stay listed as unfinished; the window's banner says why
        self.context.changes.announce(Change.RECORDS)


def _box(title: str) -> tuple[QFrame, QVBoxLayout]:
    frame = QFrame()
    frame.setObjectName("card")
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(18, 12, 18, 14)
    heading = plain_label(title)
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
            item.widget().hide()  # out of sight now: deleteLater waits for the event loop
            item.widget().deleteLater()


def _fill(layout: QVBoxLayout, lines: list[str]) -> None:
    _clear(layout)
    for line in lines:
        layout.addWidget(_line(line))


def _line(text: str) -> QLabel:
    """A line of Home's boxes: plain, wrapped, selectable."""
    label = plain_label(text)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label
