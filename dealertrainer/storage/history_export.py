"""Export and import one trainee's history, so an instructor can collect it.

Two formats, picked by the file's suffix:

- JSON (``.json``): ``{"format": "dealertrainer-history", "version": 1, "trainee": name,
  "sessions": [...], "answers": [...]}`` — everything; the spaced-repetition state is
  rebuilt from the answers (files that still carry the old "skills" boxes are read, the
  boxes left out, and answers under old skill ids moved to today's).
  Each session keeps the house rules it was taken under (``"rules"``, JSON per game).
- CSV (``.csv``): one row per answer with its session's drill and the house rules it was
  taken under in words ("6 decks · blackjack pays 6 to 5 · …"), readable in a spreadsheet.
  Importing a CSV rebuilds the sessions from the rows (started at the first answer, ended
  at the last) and leaves the schedule to be rebuilt from the answers.

Times are written as ISO 8601 in UTC. An import always creates a new trainee; when the
name is taken, " (2)", " (3)", ... is appended. A bad file raises ``HistoryFileError``
naming the file, the line or entry and what was wrong; nothing is stored from it.
"""

from __future__ import annotations

import csv
import io
import json
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from dealertrainer.storage.records import Records, SessionRow, Trainee
from dealertrainer.storage.settings_in_force import GAME_RULES, GAME_TITLES
from dealertrainer.storage.skill_ids import rename_old_skill_ids

__all__ = [
    "CSV_COLUMNS",
    "HistoryFileError",
    "export_history",
    "history_csv",
    "history_json",
    "import_history",
    "rules_in_words",
]

FORMAT = "dealertrainer-history"
VERSION = 1
CSV_COLUMNS = (
    "trainee", "session", "drill", "skill", "correct", "seconds", "at", "prompt", "expected", "given", "unreadable",
    "house_rules",
)


class HistoryFileError(ValueError):
    """A history file that cannot be imported, with the reason."""


def _iso(at: float | None) -> str | None:
    return None if at is None else datetime.fromtimestamp(at, tz=timezone.utc).isoformat()


def _epoch(text: Any, where: str) -> float:
    if not isinstance(text, str):
        raise HistoryFileError(f"{where}: expected a date and time like 2024-05-01T10:00:00+00:00, got {text!r}")
    try:
        moment = datetime.fromisoformat(text.strip())
    except ValueError:
        raise HistoryFileError(
            f"{where}: {text!r} is not a date and time like 2024-05-01T10:00:00+00:00"
        ) from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.timestamp()


def history_json(records: Records, trainee_id: int) -> str:
    trainee = records.trainee(trainee_id)
    data = {
        "format": FORMAT,
        "version": VERSION,
        "trainee": trainee.name,
        "sessions": [
            {"id": s.id, "drill": s.drill_id, "config": s.config_json, "rules": s.rules_json,
             "started": _iso(s.started), "ended": _iso(s.ended)}
            for s in records.sessions(trainee_id)
        ],
        "answers": [
            {"session": a.session_id, "skill": a.skill, "correct": a.correct, "seconds": a.seconds, "at": _iso(a.at),
             "prompt": a.prompt, "expected": a.expected, "given": a.given, "unreadable": a.unreadable}
            for a in records.answers(trainee_id)
        ],
    }
    return json.dumps(data, indent=1, ensure_ascii=False)


def history_csv(records: Records, trainee_id: int) -> str:
    trainee = records.trainee(trainee_id)
    sessions = {s.id: s for s in records.sessions(trainee_id)}
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for a in records.answers(trainee_id):
        session = sessions.get(a.session_id) if a.session_id else None
        writer.writerow([
            trainee.name, a.session_id or "", session.drill_id if session else "", a.skill,
            "yes" if a.correct else "no", f"{a.seconds:.3f}", _iso(a.at), a.prompt, a.expected, a.given,
            "yes" if a.unreadable else "no", rules_in_words(session) if session else "",
        ])
    return out.getvalue()


#: Rules recorded before the house's rounding was a setting were dealt to the cent.
_BEFORE_ROUNDING = {"blackjack": {"payout_rounding": "exact"}, "baccarat": {"commission_rounding": "exact"}}


def rules_in_words(session: SessionRow) -> str:
    """The house rules a session was taken under, in words: its game's rules for a table or
    a game's drill, every game's for the others ("" when none were recorded)."""
    try:
        recorded = json.loads(session.rules_json or "{}")
    except json.JSONDecodeError:
        return ""
    game = session.drill_id.split(".")[0]
    games = [game] if game in GAME_RULES else list(GAME_RULES)
    lines = []
    for name in games:
        if not isinstance(recorded, dict) or not isinstance(recorded.get(name), dict):
            continue
        try:
            words = GAME_RULES[name].model_validate({**_BEFORE_ROUNDING.get(name, {}), **recorded[name]}).in_words()
        except ValidationError:
            continue
        lines.append(words if len(games) == 1 else f"{GAME_TITLES[name]}: {words}")
    return " | ".join(lines)


def export_history(records: Records, trainee_id: int, path: Path | str) -> Path:
    """Write the trainee's history to ``path`` (.json or .csv)."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix == ".json":
        text = history_json(records, trainee_id)
    elif suffix == ".csv":
        text = history_csv(records, trainee_id)
    else:
        raise ValueError(f"history is exported as .json or .csv, not {path.suffix or 'a file without a suffix'!r}")
    from dealertrainer.storage.report_file import save_report

    return save_report(text, path)  # whole or not at all


# --- import -------------------------------------------------------------------------------
def import_history(records: Records, path: Path | str, *, name: str | None = None) -> Trainee:
    """Read a history file into a new trainee (named as in the file unless ``name`` is given)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise HistoryFileError(f"{path}: no such file") from None
    except UnicodeDecodeError:
        raise HistoryFileError(f"{path}: not a text file (expected UTF-8 JSON or CSV)") from None
    suffix = path.suffix.lower()
    if suffix == ".json":
        parsed = _read_json(text, str(path))
    elif suffix == ".csv":
        parsed = _read_csv(text, str(path))
    else:
        raise HistoryFileError(f"{path}: history files end in .json or .csv")
    file_name, sessions, answers, skills = parsed
    return _store(records, name or file_name, sessions, answers, skills)


def _read_json(text: str, where: str) -> tuple[str, list[dict], list[dict], list[dict]]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise HistoryFileError(f"{where}: not valid JSON (line {error.lineno}: {error.msg})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise HistoryFileError(f"{where}: not a DealerTrainer history file (no \"format\": \"{FORMAT}\")")
    if data.get("version") != VERSION:
        raise HistoryFileError(
            f"{where}: history format version {data.get('version')!r}; this app reads version {VERSION}"
        )
    name = data.get("trainee")
    if not isinstance(name, str) or not name.strip():
        raise HistoryFileError(f"{where}: the trainee's name is missing")
    for key in ("sessions", "answers", "skills"):
        if not isinstance(data.get(key, []), list):
            raise HistoryFileError(f"{where}: {key!r} must be a list")
    sessions = []
    for i, s in enumerate(data.get("sessions", []), 1):
        at = f"{where}: session {i}"
        _need(s, {"id": int, "drill": str, "started": str}, at)
        sessions.append({
            "key": s["id"], "drill": s["drill"], "config": str(s.get("config", "{}")), "rules": str(s.get("rules", "{}")),
            "started": _epoch(s["started"], at + " started"),
            "ended": None if s.get("ended") is None else _epoch(s["ended"], at + " ended"),
        })
    known = {s["key"] for s in sessions}
    answers = []
    for i, a in enumerate(data.get("answers", []), 1):
        at = f"{where}: answer {i}"
        _need(a, {"skill": str, "correct": bool, "seconds": (int, float), "at": str}, at)
        if a.get("session") is not None and a["session"] not in known:
            raise HistoryFileError(f"{at}: refers to session {a['session']!r}, which the file does not list")
        answers.append(_answer_fields(a, at, a.get("session")))
    skills = []
    for i, s in enumerate(data.get("skills", []), 1):
        at = f"{where}: skill state {i}"
        _need(s, {"skill": str, "box": int, "due": str, "updated": str}, at)
        skills.append({"skill": s["skill"], "box": s["box"], "due": _epoch(s["due"], at), "updated": _epoch(s["updated"], at)})
    return name, sessions, answers, skills


def _need(entry: Any, fields: dict[str, type | tuple[type, ...]], where: str) -> None:
    if not isinstance(entry, dict):
        raise HistoryFileError(f"{where}: expected an object with {', '.join(fields)}")
    for key, kind in fields.items():
        value = entry.get(key)
        if value is None or not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise HistoryFileError(f"{where}: field {key!r} is missing or not a {_kind_name(kind)} (got {value!r})")


def _kind_name(kind: type | tuple[type, ...]) -> str:
    names = {int: "whole number", float: "number", str: "text", bool: "true/false"}
    if isinstance(kind, tuple):
        return "number"
    return names.get(kind, kind.__name__)


def _answer_fields(a: dict, where: str, session: Any) -> dict:
    seconds = float(a["seconds"])
    if seconds < 0:
        raise HistoryFileError(f"{where}: seconds cannot be negative ({seconds})")
    skill = a["skill"].strip()
    if not skill:
        raise HistoryFileError(f"{where}: the skill is empty")
    return {
        "session": session, "skill": skill, "correct": bool(a["correct"]), "seconds": seconds,
        "at": _epoch(a["at"], where + " at"), "prompt": str(a.get("prompt", "")),
        "expected": str(a.get("expected", "")), "given": str(a.get("given", "")),
        "unreadable": bool(a.get("unreadable", False)),
    }


_YES = {"yes": True, "true": True, "1": True, "no": False, "false": False, "0": False}


def _read_csv(text: str, where: str) -> tuple[str, list[dict], list[dict], list[dict]]:
    reader = csv.DictReader(io.StringIO(text))
    missing = [c for c in ("trainee", "skill", "correct", "seconds", "at") if c not in (reader.fieldnames or [])]
    if missing:
        raise HistoryFileError(
            f"{where}: not a DealerTrainer history CSV; the header lacks {', '.join(missing)} "
            f"(expected columns: {', '.join(CSV_COLUMNS)})"
        )
    name = None
    sessions: dict[str, dict] = {}
    answers = []
    for row in reader:
        at = f"{where}: line {reader.line_num}"
        if None in row:
            raise HistoryFileError(f"{at}: more fields than the header has columns")
        row_name = (row.get("trainee") or "").strip()
        if name is None:
            name = row_name
        elif row_name != name:
            raise HistoryFileError(f"{at}: trainee {row_name!r}, but the file started with {name!r} (one trainee per file)")
        correct = _YES.get((row.get("correct") or "").strip().lower())
        if correct is None:
            raise HistoryFileError(f"{at}: 'correct' must be yes or no, not {row.get('correct')!r}")
        try:
            seconds = float(row.get("seconds") or "")
        except ValueError:
            raise HistoryFileError(f"{at}: 'seconds' must be a number, not {row.get('seconds')!r}") from None
        key = (row.get("session") or "").strip() or None
        fields = {
            "skill": row.get("skill") or "", "correct": correct, "seconds": seconds, "at": row.get("at"),
            "prompt": row.get("prompt") or "", "expected": row.get("expected") or "", "given": row.get("given") or "",
            "unreadable": _YES.get((row.get("unreadable") or "no").strip().lower(), False),
        }
        answer = _answer_fields(fields, at, key)
        answers.append(answer)
        if key is not None:
            s = sessions.setdefault(key, {"key": key, "drill": (row.get("drill") or "").strip() or "unknown",
                                          "config": "{}", "rules": "{}", "started": answer["at"], "ended": answer["at"]})
            s["started"] = min(s["started"], answer["at"])
            s["ended"] = max(s["ended"], answer["at"])
    if name is None:
        raise HistoryFileError(f"{where}: the file has a header but no answers")
    if not name:
        raise HistoryFileError(f"{where}: the trainee's name is empty")
    return name, list(sessions.values()), answers, []


def _store(records: Records, name: str, sessions: list[dict], answers: list[dict], _boxes: list[dict]) -> Trainee:
    taken = {t.name.casefold() for t in records.trainees()}
    base, n, chosen = " ".join(name.split()), 2, " ".join(name.split())
    while chosen.casefold() in taken:
        chosen, n = f"{base} ({n})", n + 1
    with records.bulk() as db:
        trainee = records.add_trainee(chosen)
        ids: dict[Any, int] = {}
        for s in sessions:
            cursor = db.execute(
                "INSERT INTO sessions (trainee_id, drill_id, config_json, rules_json, started, ended) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (trainee.id, s["drill"], s["config"], s["rules"], s["started"], s["ended"]),
            )
            ids[s["key"]] = int(cursor.lastrowid)
        for a in answers:
            records.record_answer(
                trainee.id, a["skill"], a["correct"], a["seconds"], session_id=ids.get(a["session"]), at=a["at"],
                prompt=a["prompt"], expected=a["expected"], given=a["given"], unreadable=a["unreadable"],
            )
        rename_old_skill_ids(db, trainee.id)  # the FSRS state is rebuilt from these answers when first read
    return records.trainee(trainee.id)
