"""The instructor's class report: one line per trainee — answers, accuracy, when last active,
skills mastered per game, exams and auditions passed, the latest pace per game, and the games they are
audition-ready at (or what is missing) — as CSV (one row per trainee, for a spreadsheet) and
as a standalone HTML page to print or file.

Names and every other text come from the class database: in HTML they are escaped (text is
data, never markup); in CSV a cell that a spreadsheet would take for a formula is quoted with
a leading apostrophe.
"""

from __future__ import annotations

import csv
import html
import io
from collections.abc import Sequence
from datetime import datetime, timezone

from dealertrainer.storage.school_standards import SchoolStandards
from dealertrainer.language import N_, _, language_in_force, pgettext
from dealertrainer.storage.settings_in_force import GAME_RULES, GAME_TITLES
from dealertrainer.training.classroom_readiness import readiness
from dealertrainer.training.classroom_roster import TraineeFigures

__all__ = ["CSV_COLUMNS", "report_csv", "report_html", "report_lines"]

CSV_COLUMNS = (
    "trainee", "answers", "accuracy", "last_active", *(f"{g}_mastered" for g in GAME_RULES),
    *(f"{g}_skills" for g in GAME_RULES),
    "exams_taken", "exams_passed", "auditions_taken", "auditions_passed", *(f"{g}_pace" for g in GAME_RULES),
    "audition_ready", "missing",
)


def _when(at: float | None) -> str:
    return "" if at is None else datetime.fromtimestamp(at, tz=timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


def report_lines(figures: Sequence[TraineeFigures], standards: SchoolStandards) -> list[dict[str, object]]:
    """The report's rows as plain values (what the CSV holds and the screen shows)."""
    out = []
    for f in figures:
        verdicts = readiness(f, standards)
        paces = {g: f.latest("pace", g) for g in GAME_RULES}
        out.append({
            "trainee": f.name, "answers": f.answers,
            "accuracy": "" if f.accuracy is None else f"{f.accuracy:.2f}",
            "last_active": _when(f.last_answer),
            **{f"{g}_mastered": f.mastery[g].mastered for g in GAME_RULES},
            **{f"{g}_skills": f.mastery[g].skills for g in GAME_RULES},
            "exams_taken": len(f.of_kind("exam")), "exams_passed": f.passed("exam"),
            "auditions_taken": len(f.of_kind("audition")), "auditions_passed": f.passed("audition"),
            **{f"{g}_pace": "" if p is None or p.per_hour is None else f"{p.per_hour:.0f}" for g, p in paces.items()},
            "audition_ready": _("; ").join(_(GAME_TITLES[g]) for g, v in verdicts.items() if v.ready),
            "missing": _("; ").join(_("{game}: {missing}").format(game=_(GAME_TITLES[g]), missing=pgettext("list", ", ").join(v.missing))
                                    for g, v in verdicts.items() if not v.ready),
        })
    return out


def _cell(value: object) -> object:
    """A spreadsheet reads a cell starting with = + - @ as a formula: such text is kept as text."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


def report_csv(figures: Sequence[TraineeFigures], standards: SchoolStandards) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for line in report_lines(figures, standards):
        writer.writerow([_cell(line[c]) for c in CSV_COLUMNS])
    return out.getvalue()


def report_html(class_name: str, figures: Sequence[TraineeFigures], standards: SchoolStandards,
                now: float) -> str:
    """A standalone page: the class, when, the school's standards, and a table of trainees."""
    e = html.escape
    mastered_word, pace_word = e(_("mastered")), e(_("pace an hour"))
    head = "".join(f"<th>{e(_(GAME_TITLES[g]))}<br><small>{mastered_word}</small></th>" for g in GAME_RULES)
    pace_head = "".join(f"<th>{e(_(GAME_TITLES[g]))}<br><small>{pace_word}</small></th>" for g in GAME_RULES)
    rows = []
    for f, line in zip(figures, report_lines(figures, standards)):
        mastered = "".join(f"<td>{f.mastery[g].mastered} / {f.mastery[g].skills}</td>" for g in GAME_RULES)
        paces = "".join(f"<td>{e(str(line[f'{g}_pace']))}</td>" for g in GAME_RULES)
        accuracy = "" if f.accuracy is None else f"{f.accuracy:.0%}"
        ready = str(line["audition_ready"]) or _("Not yet")
        rows.append(
            f"<tr><td>{e(f.name)}</td><td>{f.answers}</td><td>{accuracy}</td><td>{e(str(line['last_active']))}</td>"
            f"{mastered}"
            f"<td>{line['exams_passed']} / {line['exams_taken']}</td>"
            f"<td>{line['auditions_passed']} / {line['auditions_taken']}</td>{paces}"
            f"<td class=\"{'ready' if line['audition_ready'] else 'notyet'}\">{e(ready)}</td>"
            f"<td>{e(str(line['missing']))}</td></tr>")
    nobody = e(_("No trainees in this class yet."))
    body = "\n".join(rows) or f'<tr><td colspan="14">{nobody}</td></tr>'
    words = {key: e(_(text)) for key, text in (
        ("made", N_("Made:")), ("means", N_("Audition-ready means:")), ("exams", N_("Exams passed")),
        ("auditions", N_("Auditions passed")), ("ready", N_("Audition-ready at")), ("missing", N_("Missing")))}
    title = e(_("Class report: {name}").format(name=class_name))
    th = "".join(f"<th>{e(_(h))}</th>" for h in (N_("Trainee"), N_("Answers"), N_("Right"), N_("Last active")))
    return f"""<!DOCTYPE html>
<html lang="{language_in_force().replace("_", "-")}"><head><meta charset="utf-8"><title>{title}</title>
<style>body{{font-family:sans-serif;margin:2em}}table{{border-collapse:collapse;width:100%}}
td,th{{border:1px solid #999;padding:.3em .5em;text-align:left;vertical-align:top}}
.ready{{color:#060;font-weight:bold}}.notyet{{color:#a00}}thead{{display:table-header-group}}</style></head>
<body><h1>{title}</h1>
<p><b>{words["made"]}</b> {_when(now)}<br><b>{words["means"]}</b> {e(standards.ready_in_words())}</p>
<table><thead><tr>{th}{head}<th>{words["exams"]}</th>
<th>{words["auditions"]}</th>{pace_head}<th>{words["ready"]}</th><th>{words["missing"]}</th></tr></thead>
<tbody>
{body}
</tbody></table></body></html>
"""
