"""The audition's result page: the verdict and why, each mark, every missed hand (replayed on
the felt with Enter, as Progress's missed hands are), and the report saved as HTML or PDF for
the instructor to file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QFileDialog, QHBoxLayout, QHeaderView, QPushButton, QVBoxLayout, QWidget

from dealertrainer.storage.records import Records, RecordsError
from dealertrainer.storage.report_file import ReportFileError, save_report
from dealertrainer.training.answer_labels import answer_label
from dealertrainer.training.audition_report import AuditionResult, audition_html, score_rows, verdict_words
from dealertrainer.training.hand_replay import CannotReplay, replay_answer
from dealertrainer.ui.plain_text import plain_label
from dealertrainer.ui.progress.exam_result import ERROR, PASS, ExamResult, _table, bold

__all__ = ["AuditionResultPage"]


class AuditionResultPage(QWidget):
    """Shows one ``AuditionResult``, replays its missed hands and saves its report."""

    again = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: AuditionResult | None = None
        self.records: Records | None = None
        self.signage: Callable[[Any], Any] | None = None  # the felt's signage for a hand's house rules
        self.backdrop: QColor | None = None
        self.opened: QWidget | None = None  # the replay (or why not) opened last
        self.last_pages = 0  # pages of the last PDF saved
        title = plain_label(self.tr("Audition result"))
        title.setObjectName("screenTitle")
        bold(title, 1.6)
        self.verdict = plain_label()
        self.verdict.setObjectName("audition_verdict")
        bold(self.verdict, 1.8)
        self.why = plain_label()
        self.why.setWordWrap(True)
        self.marks = _table("audition_marks", [self.tr("Mark"), self.tr("Result"), self.tr("Needed"), self.tr("Verdict")])
        self.marks.setMaximumHeight(150)
        self.missed = _table("audition_missed", [self.tr("Hand"), self.tr("Cards"), self.tr("Asked"),
                                                 self.tr("Answered"), self.tr("Right answer")])
        self.missed.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.missed.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.missed.doubleClicked.connect(lambda index: self.replay(index.row()))
        header = self.missed.horizontalHeader()  # the cards and the question wrap; the rest fit their text
        for column, mode in enumerate((QHeaderView.ResizeMode.ResizeToContents, QHeaderView.ResizeMode.Stretch,
                                       QHeaderView.ResizeMode.Stretch, QHeaderView.ResizeMode.ResizeToContents,
                                       QHeaderView.ResizeMode.ResizeToContents)):
            header.setSectionResizeMode(column, mode)
        self.replay_button = QPushButton(self.tr("Replay  [Enter]"))
        self.replay_button.clicked.connect(lambda: self.replay(self.missed.currentRow()))
        self.save_html_button = QPushButton(self.tr("Save HTML…"))
        self.save_html_button.setObjectName("primary")
        self.save_html_button.clicked.connect(lambda: self._choose_save("html"))
        self.save_pdf_button = QPushButton(self.tr("Save PDF…"))
        self.save_pdf_button.clicked.connect(lambda: self._choose_save("pdf"))
        again = QPushButton(self.tr("Another audition"))
        again.clicked.connect(self.again.emit)
        self.saved_label = plain_label()
        self.saved_label.setObjectName("muted")
        self.saved_label.setWordWrap(True)
        buttons = QHBoxLayout()
        for button in (self.replay_button, self.save_html_button, self.save_pdf_button):
            buttons.addWidget(button)
        buttons.addWidget(self.saved_label, 1)
        buttons.addWidget(again)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.verdict)
        layout.addWidget(self.why)
        layout.addWidget(self.marks)
        layout.addWidget(plain_label(self.tr("Missed hands")))
        layout.addWidget(self.missed, 2)
        layout.addLayout(buttons)

    def show_result(self, result: AuditionResult, records: Records | None = None,
                    signage: Callable[[Any], Any] | None = None, backdrop: QColor | None = None) -> None:
        self.result, self.records, self.signage, self.backdrop = result, records, signage, backdrop
        self.verdict.setText(self.tr(verdict_words(result)))
        self.verdict.setStyleSheet(f"color: {PASS if result.score.passed else ERROR};")
        reasons = result.score.reasons()
        self.why.setText("; ".join(reasons).capitalize() + "." if reasons else self.tr("Every mark reached over the whole length."))
        ExamResult._fill(self.marks, [(list(row), row[0]) for row in score_rows(result)])
        ExamResult._fill(self.missed, [([m.hand, m.cards, m.answer.prompt, answer_label(m.answer.given),
                                         answer_label(m.answer.expected)], m.skill)
                                       for m in result.missed])
        self.missed.resizeRowsToContents()
        if result.missed:
            self.missed.selectRow(0)
        self.replay_button.setEnabled(bool(result.missed) and records is not None)
        self.saved_label.setText("")

    def show_problem(self, text: str) -> None:
        self.result = None
        self.verdict.setText(self.tr("Not stored"))
        self.why.setText(text)

    def replay(self, row: int) -> QWidget | None:
        """Replay the hand of missed row ``row`` on the felt (or say plainly why it cannot be)."""
        from dealertrainer.ui.session.hand_replay_view import show_replay, show_why_not  # lazy: when first asked

        if self.result is None or self.records is None or not 0 <= row < len(self.result.missed):
            return None
        try:
            hand = replay_answer(self.records, self.result.missed[row].answer)
        except (CannotReplay, RecordsError) as problem:
            self.opened = show_why_not(self, problem)
            return self.opened
        self.opened = show_replay(self, hand, signage=self.signage(hand.rules) if self.signage else None,
                                  backdrop=self.backdrop)
        return self.opened

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.replay(self.missed.currentRow()):
            return
        super().keyPressEvent(event)

    def _choose_save(self, kind: str) -> None:
        if self.result is None:
            return
        name = self.result.trainee.replace(" ", "_").replace("/", "_")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the audition report"), f"audition-{name}.{kind}",
            self.tr("Web page (*.html)") if kind == "html" else self.tr("PDF document (*.pdf)"))
        if path:
            self.save_report(path, kind)

    def save_report(self, path: Path | str, kind: str = "html") -> Path | None:
        """Write the report as an HTML page or a PDF; the saved label says where, or why not."""
        from dealertrainer.ui.report_pdf import page_count, save_pdf  # lazy: the PDF writer loads when a report is saved

        if self.result is None:
            raise ValueError("there is no audition report to save yet")
        if kind not in ("html", "pdf"):
            raise ValueError(f"an audition report is saved as 'html' or 'pdf', not {kind!r}")
        page = audition_html(self.result)
        try:
            if kind == "html":
                written = save_report(page, path)
            else:
                written = save_pdf(page, path, f"Audition report: {self.result.trainee}")
                self.last_pages = page_count(page)
        except ReportFileError as error:
            self.saved_label.setText(str(error))
            return None
        self.saved_label.setText(self.tr("Saved to %1").replace("%1", str(written)))
        return written
