"""What every report a school files carries, declared once: the page's frame (title, the
trainee, when, the app version), the run's settings, a table whose header row repeats on every
printed page, and the line for the instructor's signature.

A report is one HTML page: a browser prints it (``thead`` repeats on each printed page, as
the print style asks), and the ui's PDF writer lays out the same page (``ui/report_pdf.py``:
Qt's text layout repeats a table's header rows on each page too). Times are local, as the
instructor reads them. Every text that came from a user or a file (a trainee's name, an
answer typed) is escaped here: it is data, never markup.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from datetime import datetime

from dealertrainer import __version__

__all__ = ["local_time", "report_page", "report_table", "settings_list", "signature_block"]

_STYLE = """body{font-family:sans-serif;max-width:60em;margin:2em auto;color:#111}
table{border-collapse:collapse;width:100%;margin:.5em 0 1em}
td,th{border:1px solid #999;padding:.3em .5em;text-align:left;vertical-align:top}
th{background:#e8e8e8}thead{display:table-header-group}tr{page-break-inside:avoid}
.pass{color:#060}.fail{color:#a00}.muted{color:#555;font-size:90%}
.signature td{border:none;padding-top:2.5em}"""


def local_time(at: float) -> str:
    """A moment in the instructor's local time, with its zone: "2026-11-26 18:04 CET"."""
    moment = datetime.fromtimestamp(at).astimezone()
    return f"{moment:%Y-%m-%d %H:%M} {moment.tzname() or moment.strftime('%z')}"


def report_table(headers: Sequence[str], rows: Iterable[Sequence[str]], empty: str = "None") -> str:
    """A table of plain texts (escaped here) whose header row repeats on every printed page."""
    e = html.escape
    head = "".join(f"<th>{e(h)}</th>" for h in headers)
    body = "\n".join("<tr>" + "".join(f"<td>{e(str(cell))}</td>" for cell in row) + "</tr>" for row in rows)
    body = body or f'<tr><td colspan="{len(headers)}">{e(empty)}</td></tr>'
    return f"<table><thead><tr>{head}</tr></thead>\n<tbody>\n{body}\n</tbody></table>"


def settings_list(settings: Iterable[tuple[str, str]]) -> str:
    """The run's settings as a two-column table (name, value)."""
    return report_table(("Setting", "Value"), settings)


def signature_block() -> str:
    """The lines an instructor signs and dates."""
    line = "_" * 22
    return (f'<table class="signature"><tr><td>Instructor: {line}</td>'
            f"<td>Signature: {line}</td><td>Date: {'_' * 12}</td></tr></table>")


def report_page(title: str, trainee: str, taken: float, body: str) -> str:
    """A standalone page: ``title`` for ``trainee``, taken at ``taken`` (wall clock), the app
    version, ``body`` (markup made by the report's own module), then the signature lines."""
    e = html.escape
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{e(title)}: {e(trainee)}</title>
<style>{_STYLE}</style></head>
<body><h1>{e(title)}</h1>
<p><b>Trainee:</b> {e(trainee)}<br><b>Taken:</b> {e(local_time(taken))}<br>
<b>App:</b> DealerTrainer {e(__version__)}</p>
{body}
<h2>Instructor</h2>
{signature_block()}
</body></html>
"""
