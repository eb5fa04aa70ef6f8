"""Export and import one trainee's history, so an instructor can collect it.

Two formats, picked by the file's suffix:

- JSON (``.json``): ``{"format": "dealertrainer-history", "version": 1, "trainee": name,
  "sessions": [...], "answers": [...]}`` — everything; the spaced-repetition state is
  rebuilt from the answers (files that still carry the old "skills" boxes are read, the
  boxes left out, and answers under old skill ids moved to today's).
  Each session keeps the house rules it was taken under (``"rules"``, JSON per game) and
  the game its drill deals (``"game"``: "baccarat", "blackjack", "stud", or null for a drill
  of several games; a file from before sessions carried it gets it from the drill id, as the
  records' migration does: ``storage/session_game.py``).
- CSV (``.csv``): one row per answer with its session's drill, its game, and the house rules
  it was taken under in words ("6 decks · blackjack pays 6 to 5 · …"), readable in a spreadsheet.
  Importing a CSV rebuilds the sessions from the rows (started at the first answer, ended
  at the last) and leaves the schedule to be rebuilt from the answers.

Every session and answer carries its globally unique id (``"uid"``, as a class database keys
it; in CSV the ``uid`` and ``session_uid`` columns), so importing a file again adds nothing
twice: an import adds what the records do not hold yet to the trainee who already holds the
file's rows (the PC that exported it, or an earlier import of it), and sending them to a class
database doubles nothing either. A file from before rows carried uids gets each row a uid
made from its content (uuid5: the trainee's name and the row's values), the same at every
import. An import that finds none of its rows here makes a new trainee; when the name is
taken, " (2)", " (3)", ... is appended (the name shortened to fit 80 characters).

Times are written as ISO 8601 in UTC.
A bad file raises ``HistoryFileError`` naming the file, the line or entry and what was wrong
(too big, nested too deep, not a file, a number that is not finite, a time outside 1970-2100,
...); nothing is stored from it.
"""

from __future__ import annotations

import csv
import io
import json
import math
import re
import uuid
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from dealertrainer.storage.capped_text import FileRefused, check_nesting, read_capped
from dealertrainer.storage.records import LATEST, LONGEST_ANSWER, Records, SessionRow, Trainee
from dealertrainer.storage.session_game import game_of_shipped_drill
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
MAX_HISTORY_BYTES = 256 << 20  # a million answers take some 200 MB of JSON
MAX_NAME = 80  # a trainee's name, as the records take it
CSV_COLUMNS = (
    "trainee", "session", "drill", "skill", "correct", "seconds", "at", "prompt", "expected", "given", "unreadable",
    "house_rules", "game", "uid", "session_uid",
)
#: The namespace of the uids made for rows of a file that carries none (fixed forever: an import
#: made later must make the same uids).
UID_SPACE = uuid.UUID("6f0b3c2e-5a47-4d2b-9e1f-7c1d2b3a4e50")
_UID = re.compile(r"[0-9a-f]{32}")


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
    try:
        at = moment.timestamp()
    except (OverflowError, ValueError):
        at = -1.0
    if not 0 <= at <= LATEST:
        raise HistoryFileError(f"{where}: {text!r} is not a time between 1970 and 2100")
    return at


def history_json(records: Records, trainee_id: int) -> str:
    trainee = records.trainee(trainee_id)
    session_uids, answer_uids = records.uids_by_id("sessions", trainee_id), records.uids_by_id("answers", trainee_id)
    data = {
        "format": FORMAT,
        "version": VERSION,
        "trainee": trainee.name,
        "sessions": [
            {"id": s.id, "drill": s.drill_id, "game": s.game, "config": s.config_json, "rules": s.rules_json,
             "started": _iso(s.started), "ended": _iso(s.ended), "uid": session_uids.get(s.id)}
            for s in records.sessions(trainee_id)
        ],
        "answers": [
            {"session": a.session_id, "skill": a.skill, "correct": a.correct, "seconds": a.seconds, "at": _iso(a.at),
             "prompt": a.prompt, "expected": a.expected, "given": a.given, "unreadable": a.unreadable,
             "uid": answer_uids.get(a.id)}
            for a in records.answers(trainee_id)
        ],
    }
    return json.dumps(data, indent=1, ensure_ascii=False)


def history_csv(records: Records, trainee_id: int) -> str:
    trainee = records.trainee(trainee_id)
    sessions = {s.id: s for s in records.sessions(trainee_id)}
    session_uids, answer_uids = records.uids_by_id("sessions", trainee_id), records.uids_by_id("answers", trainee_id)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for a in records.answers(trainee_id):
        session = sessions.get(a.session_id) if a.session_id else None
        writer.writerow([
            trainee.name, a.session_id or "", session.drill_id if session else "", a.skill,
            "yes" if a.correct else "no", f"{a.seconds:.3f}", _iso(a.at), a.prompt, a.expected, a.given,
            "yes" if a.unreadable else "no", rules_in_words(session) if session else "",
            (session.game or "") if session else "", answer_uids.get(a.id, ""),
            session_uids.get(a.session_id, "") if a.session_id else "",
        ])
    return out.getvalue()


#: Rules recorded before the house's rounding was a setting were dealt to the cent.
_BEFORE_ROUNDING = {"blackjack": {"payout_rounding": "exact"}, "baccarat": {"commission_rounding": "exact"}}


def rules_in_words(session: SessionRow) -> str:
    """The house rules a session was taken under, in words: its game's rules for a table or
    a game's drill (the game the session carries), every game's for the others ("" when none
    were recorded)."""
    try:
        recorded = json.loads(session.rules_json or "{}")
    except json.JSONDecodeError:
        return ""
    games = [session.game] if session.game in GAME_RULES else list(GAME_RULES)
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
    """Read a history file into the records: into the trainee who holds its rows already (only
    what is new is added), else into a new trainee named as in the file unless ``name`` is given."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in (".json", ".csv"):
        raise HistoryFileError(f"{path}: history files end in .json or .csv")
    try:
        text = read_capped(path, MAX_HISTORY_BYTES, encoding="utf-8-sig")
    except FileNotFoundError:
        raise HistoryFileError(f"{path}: no such file") from None
    except UnicodeDecodeError:
        raise HistoryFileError(f"{path}: not a text file (expected UTF-8 JSON or CSV)") from None
    except FileRefused as refused:
        raise HistoryFileError(f"{path}: {refused}") from None
    except OSError as error:
        raise HistoryFileError(f"{path}: cannot be read ({error.strerror or error})") from None
    parsed = _read_json(text, str(path)) if suffix == ".json" else _read_csv(text, str(path))
    file_name, sessions, answers, skills = parsed
    return _store(records, name or file_name, sessions, answers, skills)


class _NotFinite(ValueError):
    """A JSON number we refuse: NaN, Infinity, or one too large for a float (1e999)."""


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _NotFinite(f"{text[:20]} is not a finite number")
    return value


def _not_a_number(word: str) -> float:
    raise _NotFinite(f"{word} is not a number")


def _json(text: str, where: str) -> Any:
    """Parsed JSON, its depth and numbers capped: NaN, Infinity, 1e999 and 5,000-digit whole
    numbers are refused, as is nesting deeper than ``capped_text.MAX_NESTING``."""
    try:
        check_nesting(text, toml=False)
        return json.loads(text, parse_float=_finite, parse_constant=_not_a_number)
    except json.JSONDecodeError as error:
        raise HistoryFileError(f"{where}: not valid JSON (line {error.lineno}: {error.msg})") from None
    except FileRefused as refused:
        raise HistoryFileError(f"{where}: {refused}") from None
    except (ValueError, RecursionError) as error:  # a whole number of more than 4,300 digits, too deep
        why = error if isinstance(error, _NotFinite) else "a number too long or lists too deep to read"
        raise HistoryFileError(f"{where}: not usable JSON ({why})") from None


def _json_object_text(value: Any, where: str) -> str:
    """A session's config or house rules: text holding a JSON object."""
    if not isinstance(value, str) or not isinstance(_json(value, where), dict):
        raise HistoryFileError(f"{where}: must be text holding a JSON object, not {str(value)[:80]!r}")
    return value


def _read_json(text: str, where: str) -> tuple[str, list[dict], list[dict], list[dict]]:
    data = _json(text, where)
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
            "key": s["id"], "uid": _file_uid(s.get("uid"), at), "drill": s["drill"], "game": _game(s, at), "config": _json_object_text(s.get("config", "{}"), at + " config"),
            "rules": _json_object_text(s.get("rules", "{}"), at + " rules"),
            "started": _epoch(s["started"], at + " started"),
            "ended": None if s.get("ended") is None else _epoch(s["ended"], at + " ended"),
        })
    known = {s["key"] for s in sessions}
    answers = []
    for i, a in enumerate(data.get("answers", []), 1):
        at = f"{where}: answer {i}"
        _need(a, {"skill": str, "correct": bool, "seconds": (int, float), "at": str}, at)
        if a.get("session") is not None and (type(a["session"]) is not int or a["session"] not in known):
            raise HistoryFileError(f"{at}: refers to session {a['session']!r}, which the file does not list")
        answers.append({**_answer_fields(a, at, a.get("session")), "uid": _file_uid(a.get("uid"), at)})
    skills = []
    for i, s in enumerate(data.get("skills", []), 1):
        at = f"{where}: skill state {i}"
        _need(s, {"skill": str, "box": int, "due": str, "updated": str}, at)
        skills.append({"skill": s["skill"], "box": s["box"], "due": _epoch(s["due"], at), "updated": _epoch(s["updated"], at)})
    return name, sessions, answers, skills


def _game(session: dict, where: str) -> str | None:
    """The game a session in a history file carries; one from before sessions carried it, the
    game of its drill id."""
    if "game" not in session:
        return game_of_shipped_drill(session["drill"])
    game = session["game"]
    if game is not None and (not isinstance(game, str) or game not in GAME_RULES):
        raise HistoryFileError(f"{where}: 'game' must be one of {', '.join(GAME_RULES)} or null, not {game!r:.80}")
    return game


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
    if not 0 <= seconds <= LONGEST_ANSWER:  # NaN too
        raise HistoryFileError(f"{where}: seconds must be a number from 0 to {LONGEST_ANSWER:.0f}, not {seconds}")
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
    try:
        return _read_csv_rows(text, where)
    except csv.Error as error:  # a field longer than csv's limit, a NUL byte, ...
        raise HistoryFileError(f"{where}: not a readable CSV file ({error})") from None


def _read_csv_rows(text: str, where: str) -> tuple[str, list[dict], list[dict], list[dict]]:
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
        answer = {**_answer_fields(fields, at, key), "uid": _file_uid(row.get("uid") or None, at)}
        answers.append(answer)
        if key is not None:
            drill = (row.get("drill") or "").strip() or "unknown"
            game = _game({"drill": drill, "game": (row.get("game") or "").strip() or None} if "game" in row
                         else {"drill": drill}, at)
            s = sessions.setdefault(key, {"key": key, "uid": _file_uid(row.get("session_uid") or None, at),
                                          "drill": drill, "game": game, "config": "{}", "rules": "{}",
                                          "started": answer["at"], "ended": answer["at"]})
            s["started"] = min(s["started"], answer["at"])
            s["ended"] = max(s["ended"], answer["at"])
    if name is None:
        raise HistoryFileError(f"{where}: the file has a header but no answers")
    if not name:
        raise HistoryFileError(f"{where}: the trainee's name is empty")
    return name, list(sessions.values()), answers, []


def _free_name(records: Records, name: str) -> str:
    """``name``, or the first of "name (2)", "name (3)", ... no trainee has, shortened to fit."""
    taken = {t.name.casefold() for t in records.trainees()}
    base = " ".join(name.split())
    if len(base) > MAX_NAME:
        raise HistoryFileError(f"the trainee's name is longer than {MAX_NAME} characters ({base[:40]!r}...)")
    chosen, n = base, 2
    while chosen.casefold() in taken:
        suffix = f" ({n})"
        chosen, n = base[:MAX_NAME - len(suffix)].rstrip() + suffix, n + 1
    return chosen


def _file_uid(value: Any, where: str) -> str | None:
    """A row's uid as the file gives it (None: the file carries none, one is made from the row)."""
    if value is None:
        return None
    if not isinstance(value, str) or not _UID.fullmatch(value.strip()):
        raise HistoryFileError(f"{where}: 'uid' must be 32 hexadecimal digits, not {str(value)[:80]!r}")
    return value.strip()


def _made_uid(kind: str, name: str, row: dict, fields: tuple[str, ...]) -> str:
    """The uid of a row its file gives none: the same row of the same trainee, the same uid."""
    content = json.dumps([kind, name, *(row[f] for f in fields)], ensure_ascii=False)
    return uuid.uuid5(UID_SPACE, content).hex


_SESSION_CONTENT = ("drill", "started")
_ANSWER_CONTENT = ("skill", "correct", "seconds", "at", "prompt", "expected", "given", "unreadable")


def _store(records: Records, name: str, sessions: list[dict], answers: list[dict], _boxes: list[dict]) -> Trainee:
    if not isinstance(name, str) or not name.strip():
        raise HistoryFileError("the trainee's name is empty")
    file_name = " ".join(name.split())
    for s in sessions:
        s["uid"] = s["uid"] or _made_uid("session", file_name, s, _SESSION_CONTENT)
    for a in answers:
        a["uid"] = a["uid"] or _made_uid("answer", file_name, a, _ANSWER_CONTENT)
    holder = records.holder_of([s["uid"] for s in sessions] + [a["uid"] for a in answers])
    chosen = _free_name(records, name) if holder is None else ""
    with records.bulk() as db:
        trainee_id = records.add_trainee(chosen).id if holder is None else holder
        ids: dict[Any, int | None] = {}
        for s in sessions:
            db.execute(
                "INSERT INTO sessions (trainee_id, drill_id, game, config_json, rules_json, started, ended, uid) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (uid) DO NOTHING",
                (trainee_id, s["drill"], s["game"], s["config"], s["rules"], s["started"], s["ended"], s["uid"]),
            )
            row = db.execute("SELECT id, trainee_id FROM sessions WHERE uid = ?", (s["uid"],)).fetchone()
            ids[s["key"]] = int(row[0]) if row[1] == trainee_id else None
        db.executemany(
            "INSERT INTO answers (trainee_id, session_id, skill, correct, seconds, at, prompt, expected, given,"
            " unreadable, uid) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (uid) DO NOTHING",
            [(trainee_id, ids.get(a["session"]), a["skill"], int(a["correct"]), a["seconds"], a["at"], a["prompt"],
              a["expected"], a["given"], int(a["unreadable"]), a["uid"]) for a in answers],
        )
        rename_old_skill_ids(db, trainee_id)  # the FSRS state is rebuilt from these answers when first read
    return records.trainee(trainee_id)
