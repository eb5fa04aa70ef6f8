"""A school report (one HTML page, ``training.school_report``) printed to PDF and to PNG with
Qt's own writer (QtGui, in PySide6-Essentials): ``QTextDocument`` lays the page out on A4,
repeating each table's header row on every page, and ``QPdfWriter`` writes it. The one place reports become PDF or pictures."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QMarginsF, QSizeF
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QTextDocument

from dealertrainer.storage.report_file import ReportFileError

__all__ = ["report_document", "save_pdf", "save_png"]

RESOLUTION = 96  # dots per inch the page is laid out at (a browser's)


def report_document(page_html: str, width: float) -> QTextDocument:
    """The page laid out ``width`` points wide (A4's height for it); Qt's HTML reader makes a
    table's ``thead`` its header rows, repeated on each page."""
    document = QTextDocument()
    document.setHtml(page_html)
    document.setPageSize(QSizeF(width, width * 297 / 210))
    return document


def save_pdf(page_html: str, path: Path | str) -> int:
    """Write the page as an A4 PDF (written beside and moved in place); returns its page count."""
    path = Path(path)
    if path.is_dir():
        raise ReportFileError(f"{path} is a folder; choose a file name for the report")
    temp = path.with_name(f".{path.name}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        writer = QPdfWriter(str(temp))
        writer.setResolution(RESOLUTION)
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                         QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter))
        writer.setCreator("DealerTrainer")
        document = report_document(page_html, writer.pageLayout().paintRectPixels(RESOLUTION).width())
        document.setPageSize(QSizeF(writer.pageLayout().paintRectPixels(RESOLUTION).size()))
        pages = document.pageCount()
        document.print_(writer)
        del writer  # the file is finished when the writer goes
        if not temp.exists() or temp.stat().st_size == 0:
            raise OSError("the PDF writer wrote nothing")
        os.replace(temp, path)
    except OSError as error:
        temp.unlink(missing_ok=True)
        raise ReportFileError(f"cannot write the report to {path}: {error.strerror or error}") from None
    return pages


def save_png(page_html: str, path: Path | str, width: int = 900) -> Path:
    """The page as one picture ``width`` pixels wide (for the screenshots), on white."""
    document = QTextDocument()
    document.setHtml(page_html)
    document.setTextWidth(width)
    image = QImage(width, int(document.size().height()) + 1, QImage.Format.Format_RGB32)
    image.fill(0xFFFFFF)
    painter = QPainter(image)
    document.drawContents(painter)
    painter.end()
    image.save(str(path))
    return Path(path)
