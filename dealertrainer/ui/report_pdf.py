"""A school report as a PDF beside its HTML, written by Qt's own PDF writer (QtGui's
``QPdfWriter`` laying out a ``QTextDocument``; PySide6-Essentials, nothing to download).

The page is the same HTML the browser opens (``training/school_report.py``): its tables'
``<thead>`` rows become header rows Qt repeats at the top of each printed page. The file is
written through the storage layer (``storage/report_file.py``), atomically.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from dealertrainer.storage.report_file import save_report

__all__ = ["pdf_bytes", "report_document", "save_pdf"]

A4_WIDTH_POINTS = 595  # the text is laid out at the width of the page's printable area


def report_document(page: str) -> QTextDocument:
    """The report page laid out as Qt prints it."""
    document = QTextDocument()
    document.setHtml(page)
    return document


def pdf_bytes(page: str, title: str = "") -> bytes:
    """``page`` (a report's HTML) as an A4 PDF."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(title)
    writer.setCreator("DealerTrainer")
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter))
    writer.setResolution(96)
    document = report_document(page)
    document.setPageSize(QSizeF(writer.width(), writer.height()))
    document.print_(writer)
    del writer  # the PDF is finished when its writer goes
    buffer.close()
    return bytes(data.data())


def save_pdf(page: str, path: Path | str, title: str = "") -> Path:
    """Write ``page`` as a PDF at ``path`` (``ReportFileError`` saying why when it cannot be)."""
    return save_report(pdf_bytes(page, title), path)
