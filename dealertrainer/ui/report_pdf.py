"""A school report as a PDF beside its HTML, written by Qt's own PDF writer (QtGui's
``QPdfWriter`` laying out a ``QTextDocument``; PySide6-Essentials, nothing to download).

The page is the same HTML the browser opens (``training/school_report.py``): its tables'
``<thead>`` rows become header rows Qt repeats at the top of each printed page. The file is
written through the storage layer (``storage/report_file.py``), atomically. The same page
laid out as one picture serves the screenshots (``save_png``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QSizeF
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QTextDocument

from dealertrainer.storage.report_file import save_report

__all__ = ["page_count", "pdf_bytes", "report_document", "save_pdf", "save_png"]

A4_WIDTH_POINTS = 595  # the text is laid out at the width of the page's printable area


def report_document(page: str) -> QTextDocument:
    """The report page laid out as Qt prints it."""
    document = QTextDocument()
    document.setHtml(page)
    return document


def _a4_writer(device: QIODevice, title: str = "") -> QPdfWriter:
    """A PDF writer of A4 pages with 15 mm margins, at a browser's 96 dots an inch."""
    writer = QPdfWriter(device)
    writer.setTitle(title)
    writer.setCreator("DealerTrainer")
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter))
    writer.setResolution(96)
    return writer


def _on_pages(page: str, writer: QPdfWriter) -> QTextDocument:
    document = report_document(page)
    document.setPageSize(QSizeF(writer.width(), writer.height()))
    return document


def pdf_bytes(page: str, title: str = "") -> bytes:
    """``page`` (a report's HTML) as an A4 PDF."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = _a4_writer(buffer, title)
    _on_pages(page, writer).print_(writer)
    del writer  # the PDF is finished when its writer goes
    buffer.close()
    return bytes(data.data())


def page_count(page: str) -> int:
    """How many A4 pages ``page`` takes in its PDF."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = _a4_writer(buffer)
    pages = _on_pages(page, writer).pageCount()
    del writer
    buffer.close()
    return pages


def save_pdf(page: str, path: Path | str, title: str = "") -> Path:
    """Write ``page`` as a PDF at ``path`` (``ReportFileError`` saying why when it cannot be)."""
    return save_report(pdf_bytes(page, title), path)


def save_png(page: str, path: Path | str, width: int = 900) -> Path:
    """The page as one picture ``width`` pixels wide, on white (for the screenshots)."""
    document = report_document(page)
    document.setTextWidth(width)
    image = QImage(width, int(document.size().height()) + 1, QImage.Format.Format_RGB32)
    image.fill(0xFFFFFF)
    painter = QPainter(image)
    document.drawContents(painter)
    painter.end()
    if not image.save(str(path)):
        raise OSError(f"could not write {path}")
    return Path(path)
