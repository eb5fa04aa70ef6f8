"""Fuzzing the files a user (or a failing disk) hands us: settings files, records files and
history imports. Whatever the bytes, loading never raises, hangs or loses the file: settings
fall back to the standard ones with the file kept aside byte for byte; records open (rows
that cannot be read left out) or are kept aside whole; an import stores all or nothing.

Each runs on a fixed budget (a few seconds), so CI runs them with the rest of tests/storage.
"""

from __future__ import annotations

import json
import os
import sqlite3
import tempfile
from pathlib import Path

import pytest

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.storage.history_export import HistoryFileError, history_csv, history_json, import_history
from dealertrainer.storage.records import Records, RecordsError
from dealertrainer.storage.records_at_start import open_records
from dealertrainer.storage.settings import AppSettings, load_settings

#: 60 examples each in CI (a few seconds); ``DEALERTRAINER_FUZZ_EXAMPLES=5000`` for a deeper run by hand.
BUDGET = settings(max_examples=int(os.environ.get("DEALERTRAINER_FUZZ_EXAMPLES", "60")), deadline=2000,
                  suppress_health_check=[HealthCheck.too_slow], database=None)

# --- settings files ---------------------------------------------------------------------------
GOOD_TOML = 'decks = 6\nseats = 7\nblackjack_pays = "3:2"\ndealer_hits_soft_17 = false\n'
TOML_PIECES = st.sampled_from([
    "[", "]", "{", "}", "=", ".", '"', "'", "\n", "#", ",", "a", "seats", "decks", " = ", "9" * 4400, "1e999",
    "nan", "inf", "[[chips]]", "a.a.a.a.a.a.a.a", "\\u0000", "\\xff", "é", "true", "2024-05-01",
])


@pytest.fixture(scope="module")
def scratch(tmp_path_factory) -> Path:
    """Where every example gets a folder of its own (pytest removes it with its other temporary folders)."""
    return tmp_path_factory.mktemp("fuzz")


def _folder(scratch: Path) -> Path:
    return Path(tempfile.mkdtemp(dir=scratch))


def _load_and_keep(folder: Path, name: str, raw: bytes, model) -> None:
    path = folder / name
    path.write_bytes(raw)
    loaded = load_settings(model, folder)
    if loaded.problem is None:
        assert path.read_bytes() == raw  # used as it is: not moved
        return
    assert loaded.settings == model()
    assert loaded.kept_aside is not None and loaded.kept_aside.read_bytes() == raw  # byte for byte


@BUDGET
@given(st.lists(TOML_PIECES, max_size=40), st.integers(0, 2000), st.integers(0, 2000))
def test_any_toml_text_loads_or_is_kept_aside(scratch, pieces, nesting, dots):
    text = GOOD_TOML + "".join(pieces) + "\nx = " + "[" * nesting + "]" * nesting + "\n" + "a" + ".a" * dots + " = 1\n"
    _load_and_keep(_folder(scratch), "blackjack.toml", text.encode("utf-8", "surrogatepass"), BlackjackRules)


@BUDGET
@given(st.binary(max_size=400))
def test_any_bytes_in_a_settings_file_load_or_are_kept_aside(scratch, raw):
    _load_and_keep(_folder(scratch), "app.json", raw, AppSettings)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=20,
)


@BUDGET
@given(st.dictionaries(st.sampled_from(["theme", "chips", "target_seconds", "schema_version", "x"]), JSON_VALUES))
def test_any_json_table_in_app_settings_loads_or_is_kept_aside(scratch, table):
    _load_and_keep(_folder(scratch), "app.json", json.dumps(table).encode(), AppSettings)


# --- records files ------------------------------------------------------------------------------
def _healthy_records() -> bytes:
    with tempfile.TemporaryDirectory() as folder, Records(Path(folder) / "records.sqlite3",
                                                          wall_clock=lambda: 1_700_000_000.0) as records:
        ana = records.add_trainee("Ana")
        session = records.start_session(ana.id, "totals", '{"config": {}}')
        for i in range(200):
            records.record_answer(ana.id, "baccarat.total.player", i % 3 != 0, 1.0 + i / 100, session_id=session,
                                  prompt=f"question {i}", expected="7", given="7")
        records.end_session(session)
        records._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return records.path.read_bytes()


HEALTHY = _healthy_records()


def _read_everything(records: Records) -> None:
    for trainee in records.trainees():
        records.trainee(trainee.id)
        for session in records.sessions(trainee.id) + records.unfinished_sessions(trainee.id):
            json.loads(session.config_json), json.loads(session.rules_json)
        records.answers(trainee.id)
        records.answers_not_reviewed(trainee.id)
        records.answer_facts(trainee.id)
        records.review_states(trainee.id)
        history_json(records, trainee.id), history_csv(records, trainee.id)
    records.last_trainee()


@BUDGET
@given(st.lists(st.tuples(st.integers(0, len(HEALTHY) - 1), st.integers(0, 255)), min_size=1, max_size=8))
def test_a_records_file_with_damaged_bytes_opens_or_is_kept_aside_whole(scratch, flips):
    folder = _folder(scratch)
    path = folder / "records.sqlite3"
    raw = bytearray(HEALTHY)
    for offset, value in flips:
        raw[offset] = value
    path.write_bytes(bytes(raw))
    try:
        opened = open_records(path)
    except RecordsError as refused:  # only a file that claims a newer version stays where it is
        assert "newer DealerTrainer" in str(refused) and path.read_bytes() == raw
        return
    with opened.records as records:
        _read_everything(records)
    if opened.kept_aside:
        kept = [p for p in folder.iterdir()  # with its journal files, if SQLite's check made any
                if p.name.startswith("records.sqlite3.broken-") and not p.name.endswith(("-wal", "-shm"))]
        assert len(kept) == 1 and kept[0].read_bytes() == raw


COLUMNS = {"answers": ["skill", "correct", "seconds", "at", "prompt", "session_id", "unreadable"],
           "sessions": ["drill_id", "config_json", "rules_json", "started", "ended"],
           "trainees": ["name", "created", "last_used"]}
ODD_VALUES = st.one_of(
    st.none(), st.integers(-(2**63), 2**63 - 1), st.floats(), st.text(max_size=20), st.binary(max_size=20),
    st.sampled_from(["not json", "[1]", '{"a": 1}', "1e999"]),
)


@BUDGET
@given(st.lists(st.tuples(st.sampled_from(sorted(COLUMNS)), st.data()), min_size=1, max_size=4))
def test_odd_values_in_any_column_are_left_out_or_read(scratch, changes):
    folder = _folder(scratch)
    path = folder / "records.sqlite3"
    path.write_bytes(HEALTHY)
    db = sqlite3.connect(path)
    for table, data in changes:
        column = data.draw(st.sampled_from(COLUMNS[table]))
        value = data.draw(ODD_VALUES)
        try:
            db.execute(f"UPDATE {table} SET {column} = ? WHERE rowid = (SELECT min(rowid) FROM {table})", (value,))
        except sqlite3.IntegrityError:
            pass  # a NOT NULL column keeps its value
    db.commit()
    db.close()
    with open_records(path).records as records:
        _read_everything(records)


# --- history imports ------------------------------------------------------------------------------
A_HISTORY = {
    "format": "dealertrainer-history", "version": 1, "trainee": "Ana",
    "sessions": [{"id": 1, "drill": "totals", "config": "{}", "rules": "{}", "started": "2024-05-01T10:00:00+00:00",
                  "ended": "2024-05-01T11:00:00+00:00"}],
    "answers": [{"session": 1, "skill": "baccarat.payout.tie", "correct": True, "seconds": 2.5,
                 "at": "2024-05-01T10:01:00+00:00", "prompt": "Tie pays?", "expected": "8", "given": "8"}],
}


def _import(folder: Path, text: str, suffix: str) -> None:
    path = folder / f"history.{suffix}"
    path.write_bytes(text.encode("utf-8", "replace"))
    raw = path.read_bytes()
    with Records(folder / "records.sqlite3") as records:
        records.add_trainee("Ben")
        try:
            trainee = import_history(records, path)
        except HistoryFileError:
            assert [t.name for t in records.trainees()] == ["Ben"]  # nothing half-imported
        else:
            _read_everything(records)
            assert len(trainee.name) <= 80
    assert path.read_bytes() == raw


@BUDGET
@given(st.sampled_from(["sessions", "answers"]), st.sampled_from(
    ["id", "drill", "config", "rules", "started", "ended", "session", "skill", "correct", "seconds", "at", "prompt"]),
    JSON_VALUES | st.sampled_from(["9999-12-31T23:00:00+00:00", "1e999", '{"config": {"rules": {"tie_pays": 1e999}}}']))
def test_any_value_in_a_history_json_imports_whole_or_not_at_all(scratch, entry, field, value):
    data = json.loads(json.dumps(A_HISTORY))
    data[entry][0][field] = value
    _import(_folder(scratch), json.dumps(data), "json")


@BUDGET
@given(st.text(max_size=300))
def test_any_text_after_a_csv_header_imports_whole_or_not_at_all(scratch, rows):
    _import(_folder(scratch), "trainee,session,drill,skill,correct,seconds,at\n" + rows, "csv")
