"""The audition's result page: the verdict and why, each mark, every missed hand, and the
report saved as HTML or PDF for the instructor to file."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QHeaderView, QPushButton, QVBoxLayout, QWidget

from dealertrainer.storage.report_file import ReportFileError, save_report
from dealertrainer.training.audition_report import AuditionResult, audition_html, score_rows, verdict_words
from dealertrainer.ui.plain_text import plain_label
from dealertrainer.ui.progress.exam_result import ERROR, PASS, ExamResult, _table, bold
from dealertrainer.ui.report_pdf import save_pdf

__all__ = ["AuditionResultPage"]


class AuditionResultPage(QWidget):
    """Shows one ``AuditionResult`` and saves its report."""

    again = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: AuditionResult | None = None
        self.last_pages = 0  # pages of the last PDF saved
        title = plain_label(self.tr("Audition result"))
        title.setObjectName("screenTitle")
        bold(title, 1.6)
        self.verdict = plain_label()
        self.verdict.setObjectName("audition_verdict")
        bold(self.verdict, 1.8)
        self.why = plain_label()
        self.why.setWordWrap(True)
        self.marks = _table("audition_marks", [self.tr("Mark"), self.tr("Result"), self.tr("Needed"),
                                                         self.tr("Verdict")])
        self.missed = _table("audition_missed", [self.tr("Hand"), self.tr("Cards"), self.tr("Asked"),
                                                           self.tr("Answered"), self.tr("Right answer")])
        self.marks.setMaximumHeight(150)
        header = self.missed.horizontalHeader()  # the cards and the question wrap; the rest fit their text
        for column, mode in enumerate((QHeaderView.ResizeMode.ResizeToContents, QHeaderView.ResizeMode.Stretch,
                                       QHeaderView.ResizeMode.Stretch, QHeaderView.ResizeMode.ResizeToContents,
                                       QHeaderView.ResizeMode.ResizeToContents)):
            header.setSectionResizeMode(column, mode)
        self.save_html_button = QPushButton(self.tr("Save report (HTML)…"))
        self.save_html_button.setObjectName("primary")
        self.save_html_button.clicked.connect(lambda: self._choose_save("html"))
        self.save_pdf_button = QPushButton(self.tr("Save report (PDF)…"))
        self.save_pdf_button.clicked.connect(lambda: self._choose_save("pdf"))
        again = QPushButton(self.tr("Another audition"))
        again.clicked.connect(self.again.emit)
        self.saved_label = plain_label()
        self.saved_label.setObjectName("muted")
        self.saved_label.setWordWrap(True)
        buttons = QHBoxLayout()
        for button in (self.save_html_button, self.save_pdf_button):
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

    def show_result(self, result: AuditionResult) -> None:
        self.result = result
        self.verdict.setText(self.tr(verdict_words(result)))
        self.verdict.setStyleSheet(f"color: {PASS if result.score.passed else ERROR};")
        reasons = result.score.reasons()
        self.why.setText("; ".join(reasons).capitalize() + "." if reasons else self.tr("Every mark reached over the whole length."))
        ExamResult._fill(self.marks, [(list(row), row[0]) for row in score_rows(result)])
        ExamResult._fill(self.missed, [([m.hand_name, m.cards, m.asked, m.answered, m.right], m.skill)
                                       for m in result.missed])
        self.missed.resizeRowsToContents()
        self.saved_label.setText("")

    def show_problem(self, text: str) -> None:
        self.result = None
        self.verdict.setText(self.tr("Not stored"))
        self.why.setText(text)

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
        if self.result is None:
            raise ValueError("there is no audition report to save yet")
        if kind not in ("html", "pdf"):
            raise ValueError(f"an audition report is saved as 'html' or 'pdf', not {kind!r}")
        page = audition_html(self.result)
        try:
            if kind == "html":
                written = save_report(page, path)
            else:
                self.last_pages = save_pdf(page, path)
                written = Path(path)
        except ReportFileError as error:
            self.saved_label.setText(str(error))
            return None
        self.saved_label.setText(self.tr("Saved to %1").replace("%1", str(written)))
        return written

