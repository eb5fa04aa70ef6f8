"""What every report a school files carries, shared by the exam report and the audition report.

A school keeps a trainee's paper: it must say who sat it and when (local time, with the
offset from UTC), which DealerTrainer version marked it, under what settings (questions, time
per question, pass marks), and leave a line for the instructor's signature. Printed from a
browser or written as a PDF, every table's header row comes again at the top of each page.

The pieces, each HTML with every piece of data escaped (a trainee's name is data):
``report_page`` (the standalone page and its print styles), ``report_header``,
``settings_table``, ``data_table`` and ``signature_line``. The PDF beside the HTML is written
from the same page by ``ui/report_pdf.py`` (Qt's own PDF writer: Qt lives only in the ui).
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from datetime import datetime

from dealertrainer.language import N_, _, language_in_force

__all__ = ["app_version", "data_table", "local_time", "report_header", "report_page", "settings_table",
           "signature_line"]

#: Print styles: the header row of every table on each printed page, no row split across two.
PAGE_STYLE = """body{font-family:sans-serif;max-width:50em;margin:2em auto}
table{border-collapse:collapse;width:100%;margin-bottom:1em}
td,th{border:1px solid #999;padding:.3em .5em;text-align:left;vertical-align:top}
th{background:#eee}
thead{display:table-header-group}
tr{page-break-inside:avoid;break-inside:avoid}
.pass{color:#060}.fail{color:#a00}
.signature td{border:none;padding-top:2.5em}
@media print{body{margin:0;max-width:none}}"""


def app_version() -> str:
    """The version of DealerTrainer writing the report."""
    from dealertrainer import __version__

    return __version__


def local_time(at: float) -> str:
    """``at`` (seconds since the epoch) on this computer's clock: "2026-11-26 18:43 CET (UTC+01:00)"."""
    moment = datetime.fromtimestamp(at).astimezone()
    offset = moment.strftime("%z")
    offset = f"{offset[:3]}:{offset[3:]}" if len(offset) == 5 else offset
    name = moment.tzname() or ""
    named = f" {name}" if name and not name.startswith(("+", "-")) else ""
    return f"{moment:%Y-%m-%d %H:%M}{named} (UTC{offset})"


def data_table(headers: Sequence[str], rows: Iterable[Sequence[str]], *, classes: Sequence[str] | None = None,
               empty: str | None = None) -> str:
    """A table whose header row repeats on each printed page; every cell is data (escaped).
    ``classes``: a class per row ("pass", "fail", or ""), for the colour of a result; ``empty``:
    what an empty table says ("None", in the language in force, when not given)."""
    e = html.escape
    head = "".join(f"<th>{e(h)}</th>" for h in headers)
    body = []
    for i, row in enumerate(rows):
        css = classes[i] if classes is not None and i < len(classes) and classes[i] else ""
        attr = f' class="{e(css)}"' if css else ""
        body.append(f"<tr{attr}>" + "".join(f"<td>{e(str(cell))}</td>" for cell in row) + "</tr>")
    if not body:
        none = _("None") if empty is None else empty
        body.append(f'<tr><td colspan="{len(headers)}">{e(none)}</td></tr>')
    return f"<table><thead><tr>{head}</tr></thead><tbody>\n" + "\n".join(body) + "\n</tbody></table>"


def report_header(title: str, trainee: str, taken: float, more: Sequence[tuple[str, str]] = ()) -> str:
    """The report's title, and who, when (local time) and which app version marked it."""
    facts = [(_("Trainee"), trainee), (_("Taken"), local_time(taken)), *more,
             (_("Marked by"), _("DealerTrainer {version}").format(version=app_version()))]
    rows = "".join(f"<tr><th>{html.escape(k)}</th><td>{html.escape(v)}</td></tr>" for k, v in facts)
    return f"<h1>{html.escape(title)}</h1>\n<table class=\"facts\"><tbody>{rows}</tbody></table>"


def settings_table(rows: Sequence[tuple[str, str]], title: str | None = None) -> str:
    """The settings the trainee was judged under (questions, time per question, pass marks);
    ``title``: "Settings" (in the language in force) when not given."""
    title = _("Settings") if title is None else title
    return f"<h2>{html.escape(title)}</h2>\n" + data_table([_("Setting"), _("Value")], rows)


#: Who signs a report: their name and signature lines, per role.
_SIGNERS = {"Instructor": (N_("Instructor's name:"), N_("Instructor's signature:")),
            "Examiner": (N_("Examiner's name:"), N_("Examiner's signature:"))}


def signature_line(role: str = "Instructor") -> str:
    """Lines for the instructor's (or ``role``'s) name, signature and date, under the results."""
    known, date = _SIGNERS.get(role), _("Date:")
    name, signature = (_(known[0]), _(known[1])) if known else (f"{role}'s name:", f"{role}'s signature:")

    def e(text: str) -> str:
        return html.escape(text, quote=False)

    return ('<table class="signature"><tbody><tr>'
            f"<td>{e(name)} ______________________________</td>"
            f"<td>{e(signature)} ______________________________</td>"
            f"<td>{e(date)} ______________</td></tr></tbody></table>")


def report_page(title: str, body: str) -> str:
    """A standalone page an instructor can open, print and file (``body``: the pieces above)."""
    return f"""<!DOCTYPE html>
<html lang="{language_in_force().replace("_", "-")}"><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>{PAGE_STYLE}</style></head>
<body>
{body}
</body></html>
"""
