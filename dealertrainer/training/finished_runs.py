"""What a finished exam, audition or pace run leaves in the records: one result row (kind, game,
when, figures as data), kept with a globally unique id and sent to the class database with the
answers (``storage/classroom/sending.py``) when the PC is in a class.

The figures are data, never rendered English: skill and topic ids, counts, shares from 0 to 1,
hands an hour, and the settings the run was taken under as the JSON of their models. The
instructor's roster reads ``passed``, ``accuracy`` and ``per_hour``
(``training.classroom_roster.read_result``); the rest is there for a report to read later.

Each function stores its row at once and returns what went wrong in words (None: stored); a
records file that refuses the write costs the trainee nothing but this row, never a traceback
(the window's banner says why, as for an answer).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from dealertrainer.storage.records import Records, RecordsError
from dealertrainer.storage.settings_in_force import GAME_RULES
from dealertrainer.storage.trainee_results import MAX_DETAIL_CHARS

if TYPE_CHECKING:
    from dealertrainer.training.audition import AuditionConfig, AuditionScore
    from dealertrainer.training.drills.practice import ExamConfig
    from dealertrainer.training.pace import PaceMeter
    from dealertrainer.training.progress import ExamReport

__all__ = ["audition_detail", "exam_detail", "exam_game", "pace_detail", "record_audition", "record_exam",
           "record_pace"]


def exam_game(skills: tuple[str, ...] | list[str]) -> str:
    """The game an exam's paper is drawn from ("" when its skills span several games)."""
    games = {skill.split(".", 1)[0] for skill in skills}
    return games.pop() if len(games) == 1 and next(iter(games)) in GAME_RULES else ""


def _share(value: float | None) -> float | None:
    return None if value is None else round(float(value), 6)


def exam_detail(report: ExamReport, config: ExamConfig) -> dict[str, Any]:
    """An exam's figures: its verdict, totals, each topic against its floor, and its settings."""
    return {
        "passed": report.passed, "accuracy": _share(report.accuracy), "on_time": _share(report.on_time),
        "answered": report.answered, "correct": report.correct, "questions": report.questions,
        "topics": [{"topic": t.topic, "asked": t.asked, "correct": t.correct} for t in report.topics],
        "config": config.model_dump(mode="json"),
    }


def audition_detail(config: AuditionConfig, score: AuditionScore) -> dict[str, Any]:
    """An audition's figures: its verdict, each mark, its pace, and its settings (house rules included)."""
    marks = {mark.name: {"right": mark.right, "asked": mark.asked, "needed": mark.needed}
             for mark in (score.accuracy, score.procedure)}
    pace = score.pace
    return {
        "passed": score.passed, "complete": score.complete, "accuracy": _share(score.accuracy.share),
        "procedure": _share(score.procedure.share), "marks": marks,
        "per_hour": None if pace is None else round(pace, 3), "hands": score.hands,
        "hand_seconds": round(score.hand_seconds, 3), "pace_needed": score.pace_needed,
        "config": config.model_dump(mode="json"),
    }


def pace_detail(meter: PaceMeter, drill_id: str, rules: Any) -> dict[str, Any] | None:
    """A pace run's figures (None when no hand was finished: there is no pace to keep)."""
    rate = meter.rate()
    if rate is None:
        return None
    standard = meter.standard
    return {
        "per_hour": round(rate, 3), "hands": meter.hands, "seconds": round(sum(meter.times), 3),
        "low": standard.low, "high": standard.high, "unit": standard.unit, "drill_id": drill_id,
        "rules": rules.model_dump(mode="json") if hasattr(rules, "model_dump") else None,
    }


def _started(records: Records, session_id: int | None, ended: float) -> float:
    if session_id is None:
        return ended
    try:
        return min(records.session(session_id).started, ended)
    except RecordsError:
        return ended


def _fitted(detail: dict[str, Any]) -> dict[str, Any]:
    """``detail`` as stored: without the settings and topics in the (unheard-of) case they do not fit."""
    if len(json.dumps(detail, sort_keys=True, ensure_ascii=False)) <= MAX_DETAIL_CHARS:
        return detail
    return {key: value for key, value in detail.items() if key not in ("config", "rules", "topics")}


def _record(records: Records, trainee_id: int, kind: str, game: str, session_id: int | None, ended: float,
            detail: dict[str, Any]) -> str | None:
    try:
        records.record_result(trainee_id, kind, game, started=_started(records, session_id, ended), ended=ended,
                              detail=_fitted(detail), session_id=session_id)
    except (RecordsError, ValueError) as problem:
        return str(problem)
    return None


def record_exam(records: Records, trainee_id: int, session_id: int | None, report: ExamReport, config: ExamConfig,
                ended: float) -> str | None:
    """Keep a paper handed in (``ended``: wall clock); what went wrong, or None."""
    return _record(records, trainee_id, "exam", exam_game(config.skills), session_id, ended,
                   exam_detail(report, config))


def record_audition(records: Records, trainee_id: int, session_id: int | None, config: AuditionConfig,
                    score: AuditionScore, ended: float) -> str | None:
    """Keep a finished audition; what went wrong, or None."""
    return _record(records, trainee_id, "audition", config.game, session_id, ended, audition_detail(config, score))


def record_pace(records: Records, trainee_id: int, session_id: int | None, meter: PaceMeter, drill_id: str,
                rules: Any, ended: float) -> str | None:
    """Keep a table dealt at game pace, once its run is over (nothing when no hand was finished)."""
    detail = pace_detail(meter, drill_id, rules)
    if detail is None:
        return None
    return _record(records, trainee_id, "pace", meter.standard.game, session_id, ended, detail)
