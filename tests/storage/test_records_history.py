"""Exporting and importing a trainee's history (JSON and CSV), and bad files."""

from __future__ import annotations

import json

import pytest

from dealertrainer.storage.history_export import (
    HistoryFileError,
    export_history,
    import_history,
)
from dealertrainer.storage.records import Records


@pytest.fixture
def records(tmp_path):
    with Records(tmp_path / "r.sqlite3") as r:
        yield r


def _fill(records: Records) -> int:
    t = records.add_trainee("Lee, \"Ace\" Park")
    s = records.start_session(t.id, "payouts", '{"length": 3}', started=1_700_000_000.5)
    records.record_answer(t.id, "blackjack.payout.3to2", True, 2.5, session_id=s, at=1_700_000_010.25,
                          prompt="$35 blackjack, 3:2. Pay?", expected="$52.50", given="$52.50")
    records.record_answer(t.id, "baccarat.banker.5.vs.4", False, 4.0, session_id=s, at=1_700_000_020.0,
                          prompt="Banker 5,\nplayer drew 4", expected="Draw", given="Stand")
    records.record_answer(t.id, "payouts.tie.8to1", False, 9.0, at=1_700_000_030.0, given="zz", unreadable=True)
    records.end_session(s)
    return t.id


def _answers(records, trainee_id):
    return [(a.skill, a.correct, a.seconds, round(a.at, 3), a.prompt, a.expected, a.given, a.unreadable)
            for a in records.answers(trainee_id)]


@pytest.mark.parametrize("suffix", [".json", ".csv"])
def test_round_trip(records, tmp_path, suffix):
    tid = _fill(records)
    path = export_history(records, tid, tmp_path / f"history{suffix}")
    with Records(tmp_path / "instructor.sqlite3") as other:
        other.add_trainee("Lee, \"Ace\" Park")
        copy = import_history(other, path)
        assert copy.name == "Lee, \"Ace\" Park (2)"
        assert _answers(other, copy.id) == _answers(records, tid)
        sessions = other.sessions(copy.id)
        assert [s.drill_id for s in sessions] == ["payouts"]
        session_answers = other.answers(copy.id, session_id=sessions[0].id)
        assert len(session_answers) == 2
        if suffix == ".json":
            assert sessions[0].config_json == '{"length": 3}'
        assert set(other.uids_by_id("answers", copy.id).values()) == set(records.uids_by_id("answers", tid).values())
    with Records(tmp_path / "third.sqlite3") as third_pc:
        assert import_history(third_pc, path, name="Someone").name == "Someone"


def test_export_refuses_unknown_suffix(records, tmp_path):
    tid = _fill(records)
    with pytest.raises(ValueError, match=r"\.json or \.csv"):
        export_history(records, tid, tmp_path / "history.xls")


BAD_JSON = [
    ("{not json", "not valid JSON"),
    ('{"format": "something else"}', "not a DealerTrainer history file"),
    ('{"format": "dealertrainer-history", "version": 99, "trainee": "A"}', "version 99"),
    ('{"format": "dealertrainer-history", "version": 1, "trainee": ""}', "name is missing"),
    ('{"format": "dealertrainer-history", "version": 1, "trainee": "A", "answers": [{"skill": "a.b"}]}',
     "answer 1: field 'correct'"),
    ('{"format": "dealertrainer-history", "version": 1, "trainee": "A", "answers": '
     '[{"skill": "a.b", "correct": true, "seconds": 1, "at": "yesterday"}]}', "not a date and time"),
    ('{"format": "dealertrainer-history", "version": 1, "trainee": "A", "answers": '
     '[{"skill": "a.b", "correct": true, "seconds": 1, "at": "2024-01-01T00:00:00", "session": 4}]}',
     "refers to session 4"),
]


@pytest.mark.parametrize("text,message", BAD_JSON)
def test_bad_json_files(records, tmp_path, text, message):
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(HistoryFileError, match=message):
        import_history(records, path)
    assert records.trainees() == []  # nothing stored from a bad file


HEADER = "trainee,session,drill,skill,correct,seconds,at,prompt,expected,given,unreadable\n"
BAD_CSV = [
    ("name,score\nA,1\n", "header lacks trainee, skill, correct, seconds, at"),
    (HEADER, "no answers"),
    (HEADER + "A,,,a.b,maybe,1,2024-01-01T00:00:00,,,,no\n", "line 2: 'correct' must be yes or no"),
    (HEADER + "A,,,a.b,yes,fast,2024-01-01T00:00:00,,,,no\n", "'seconds' must be a number"),
    (HEADER + "A,,,a.b,yes,1,2024-01-01T00:00:00,,,,no\nB,,,a.b,yes,1,2024-01-01T00:00:00,,,,no\n",
     "line 3: trainee 'B'"),
    (HEADER + "A,,,a.b,yes,1,2024-01-01T00:00:00,,,,no,extra\n", "more fields"),
    (HEADER + "A,,,,yes,1,2024-01-01T00:00:00,,,,no\n", "skill is empty"),
]


@pytest.mark.parametrize("text,message", BAD_CSV)
def test_bad_csv_files(records, tmp_path, text, message):
    path = tmp_path / "bad.csv"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(HistoryFileError, match=message):
        import_history(records, path)
    assert records.trainees() == []


def test_missing_and_binary_and_wrong_suffix(records, tmp_path):
    with pytest.raises(HistoryFileError, match="no such file"):
        import_history(records, tmp_path / "nope.json")
    binary = tmp_path / "bin.json"
    binary.write_bytes(b"\xff\xfe\x00\x81")
    with pytest.raises(HistoryFileError, match="not a text file"):
        import_history(records, binary)
    other = tmp_path / "h.txt"
    other.write_text("x")
    with pytest.raises(HistoryFileError, match=r"\.json or \.csv"):
        import_history(records, other)


def test_json_export_is_readable(records, tmp_path):
    tid = _fill(records)
    data = json.loads(export_history(records, tid, tmp_path / "h.json").read_text(encoding="utf-8"))
    assert data["trainee"] == "Lee, \"Ace\" Park"
    assert data["answers"][0]["at"].startswith("2023-11-14T22:13:30.25")
