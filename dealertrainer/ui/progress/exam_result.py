"""The exam's result page: passed or not, each topic against its mark, each skill, every miss
with the right answer and why, and the report saved for an instructor to file: HTML with a PDF
beside it (``ui/report_pdf.py``), or the results as CSV."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealertrainer.storage.report_file import ReportFileError, save_report
from dealertrainer.training.answer_labels import answer_label
from dealertrainer.training.progress import ExamReport, report_csv, report_html
from dealertrainer.ui.plain_text import plain_label, plain_tip
from dealertrainer.language import in_seconds

__all__ = ["ExamResult"]

ERROR = "#e5534b"
PASS = "#2f8f52"


def bold(widget: QWidget, scale: float = 1.0) -> None:
    font = widget.font()
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * scale)
    widget.setFont(font)


def _table(name: str, headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().hide()
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    table.setWordWrap(True)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)  # every wrapped line shown
    return table


def _section(text: str) -> QLabel:
    label = plain_label(text)
    label.setObjectName("sectionTitle")
    bold(label)
    return label


class ExamResult(QWidget):
    """Shows one ``ExamReport`` and saves it."""

    new_exam = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report: ExamReport | None = None
        self.verdict = plain_label()
        self.verdict.setObjectName("exam_verdict")
        bold(self.verdict, 1.8)
        self.result_summary = plain_label()
        self.result_summary.setWordWrap(True)
        self.by_topic = _table("exam_by_topic", [self.tr("Topic"), self.tr("Right"), self.tr("Needed"), self.tr("Result")])
        self.by_skill = _table("exam_by_skill", [self.tr("Skill"), self.tr("Right"), self.tr("Median time"), self.tr("Target")])
        self.missed = _table("exam_missed", [self.tr("Missed question"), self.tr("Right answer"), self.tr("Given"), self.tr("Why")])
        self.missed.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.save_html_button = QPushButton(self.tr("Save report (HTML and PDF)…"))
        self.save_html_button.setObjectName("primary")
        self.save_html_button.clicked.connect(lambda: self._choose_save("html"))
        self.save_csv_button = QPushButton(self.tr("Save results (CSV)…"))
        self.save_csv_button.clicked.connect(lambda: self._choose_save("csv"))
        again = QPushButton(self.tr("New exam"))
        again.clicked.connect(self.new_exam.emit)
        self.saved_label = plain_label()
        self.saved_label.setObjectName("muted")
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_html_button)
        buttons.addWidget(self.save_csv_button)
        buttons.addWidget(self.saved_label, 1)
        buttons.addWidget(again)
        title = plain_label(self.tr("Exam result"))
        title.setObjectName("screenTitle")
        bold(title, 1.6)
        tables = QHBoxLayout()
        left, right = QVBoxLayout(), QVBoxLayout()
        left.addWidget(_section(self.tr("Result per topic")))
        left.addWidget(self.by_topic, 1)
        right.addWidget(_section(self.tr("Result per skill")))
        right.addWidget(self.by_skill, 1)
        tables.addLayout(left, 1)
        tables.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.verdict)
        layout.addWidget(self.result_summary)
        layout.addLayout(tables, 2)
        layout.addWidget(_section(self.tr("Missed questions")))
        layout.addWidget(self.missed, 2)
        layout.addLayout(buttons)

    def show_report(self, report: ExamReport, paper_length: int) -> None:
        self.report = report
        self.verdict.setText(self.tr("Passed") if report.passed else self.tr("Not passed"))
        self.verdict.setStyleSheet(f"color: {PASS if report.passed else ERROR};")
        summary = (
            self.tr("%1 of %2 right (%3%; the pass mark is %4%). %5% of the right answers were within "
                    "their target time (the pass mark is %6%).")
            .replace("%1", str(report.correct)).replace("%2", str(max(report.answered, paper_length)))
            .replace("%3", f"{report.accuracy * 100:.0f}").replace("%4", f"{report.pass_accuracy * 100:.0f}")
            .replace("%5", f"{report.on_time * 100:.0f}").replace("%6", f"{report.pass_on_time * 100:.0f}"))
        failed = report.topics_failed
        if failed:
            summary += " " + self.tr("Below its own mark: %1.").replace("%1", ", ".join(t.title for t in failed))
        if report.house_rules:
            summary += "".join(f"\n{line}" for line in [self.tr("House rules in force:"), *report.house_rules])
        self.result_summary.setText(summary)
        self._fill(self.by_topic, [
            ([t.title, f"{t.correct} / {t.asked}", f"{t.floor * 100:.0f}%",
              self.tr("Passed") if t.passed else self.tr("Not passed")], t.topic)
            for t in report.topics
        ])
        self._fill(self.by_skill, [
            ([row.title, f"{row.correct} / {row.answered}",
              "–" if row.median_seconds is None else in_seconds(row.median_seconds), in_seconds(row.target_seconds, "g")], row.skill)
            for row in report.rows
        ])
        self._fill(self.missed, [([m.prompt, answer_label(m.expected), answer_label(m.given), m.why], m.skill) for m in report.missed])
        self.missed.resizeRowsToContents()
        self.saved_label.setText("")

    @staticmethod
    def _fill(table: QTableWidget, rows: list[tuple[list[str], str]]) -> None:
        table.setRowCount(0)
        for cells, tip in rows:
            row = table.rowCount()
            table.insertRow(row)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(plain_tip(tip))
                table.setItem(row, column, item)
        table.setCurrentCell(-1, -1)  # no row picked out before the trainee picks one
        table.clearSelection()
        table.scrollToTop()

    def _choose_save(self, kind: str) -> None:
        if self.report is None:
            return
        name = self.report.trainee.replace(" ", "_")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the exam report"), f"exam-{name}.{kind}",
            self.tr("Web page (*.html)") if kind == "html" else self.tr("CSV file (*.csv)"))
        if path:
            self.save_report(path, kind)

    def save_report(self, path: Path | str, kind: str = "html") -> Path | None:
        """Write the report as an HTML page with its PDF beside it (same name, ``.pdf``), or as
        CSV (through the storage layer); returns the HTML or CSV file."""
        if self.report is None:
            raise ValueError("there is no exam report to save yet")
        if kind not in ("html", "csv"):
            raise ValueError(f"an exam report is saved as 'html' or 'csv', not {kind!r}")
        try:
            if kind == "csv":
                written = save_report(report_csv(self.report), path)
                self.saved_label.setText(self.tr("Saved to %1").replace("%1", str(written)))
                return written
            from dealertrainer.ui.report_pdf import save_pdf  # lazy: the PDF writer loads when a report is saved

            page = report_html(self.report)
            written = save_report(page, path)
            pdf = save_pdf(page, Path(written).with_suffix(".pdf"), f"Exam report: {self.report.trainee}")
        except ReportFileError as error:
            self.saved_label.setText(str(error))
            return None
        self.saved_label.setText(self.tr("Saved to %1 and %2").replace("%1", str(written)).replace("%2", pdf.name))
        return written
