"""A session carries its game (issue 19). It is written when the session starts, from the
drill's own game; sessions of a file written by today's release (records version 6) get
theirs once, by the migration; exports read it, never the drill id."""

from __future__ import annotations

import csv
import io
import json
import sqlite3

import pytest

from dealertrainer.storage.history_export import HistoryFileError, history_csv, history_json, import_history, rules_in_words
from dealertrainer.storage.records import MIGRATIONS, SCHEMA_VERSION, Records
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.training.offer import make
from dealertrainer.training.session import Session
from tests.storage.older_records import assert_nothing_lost, open_in_a_new_process, table_rows
from tests.storage.test_records_memory_model import T0, write_version_5_file

#: Sessions as today's release saved them: (drill id, the game the migration gives it).
OLD_SESSIONS = {
    "baccarat.seat": "baccarat", "blackjack.seat": "blackjack", "stud.seat": "stud",
    "baccarat.draw_table": "baccarat", "stud.announcements": "stud",
    "payouts": None, "totals": None, "daily": None, "exam": None, "blackjack.someday": None,
}


def write_version_6_file(path) -> None:
    """A records file as today's release (records version 6) leaves it, with a session of every
    drill it shipped and one of a drill id it never knew."""
    write_version_5_file(path)
    db = sqlite3.connect(path, isolation_level=None)
    MIGRATIONS[5](db)
    db.execute("UPDATE schema_info SET version = 6")
    for i, drill_id in enumerate(OLD_SESSIONS):
        db.execute("INSERT INTO sessions (trainee_id, drill_id, started, ended, rules_json) VALUES (1, ?, ?, ?, ?)",
                   (drill_id, T0 + i, T0 + i + 60, SettingsInForce(path.parent / "none").rules_json()))
    db.close()


def test_a_version_6_file_opens_in_a_new_process_with_every_session_given_its_game(tmp_path):
    path = tmp_path / "records.sqlite3"
    write_version_6_file(path)
    before = {table: table_rows(path, table)
              for table in ("trainees", "sessions", "answers", "review_state", "memory_model")}
    open_in_a_new_process(path)
    assert_nothing_lost(path, before)
    with Records(path) as records:
        assert records.schema_version == SCHEMA_VERSION
        games = {s.drill_id: s.game for s in records.sessions(1)}
    assert games == {**OLD_SESSIONS, "daily": None}


def test_the_migration_runs_once_and_a_saved_game_stands(tmp_path):
    path = tmp_path / "records.sqlite3"
    write_version_6_file(path)
    with Records(path) as records:
        session = records.start_session(1, "payouts", game=None)
    db = sqlite3.connect(path)
    db.execute("UPDATE sessions SET game = 'stud' WHERE drill_id = 'baccarat.seat'")  # not the migration's
    db.commit()
    db.close()
    with Records(path) as records:
        games = {s.drill_id: s.game for s in records.sessions(1)}
        assert games["baccarat.seat"] == "stud" and records.session(session).game is None


@pytest.mark.parametrize(("drill_id", "game"), [
    ("baccarat.seat", "baccarat"), ("blackjack.seat", "blackjack"), ("stud.seat", "stud"),
    ("baccarat.draw_table", "baccarat"), ("payouts", None), ("totals", None), ("daily", None), ("exam", None),
])
def test_a_session_is_saved_with_its_drills_game(tmp_path, drill_id, game):
    with Records(tmp_path / "records.sqlite3") as records:
        ana = records.add_trainee("Ana").id
        session = Session(make(drill_id, seed=3), records=records, trainee_id=ana)
        assert records.session(session.session_id).game == game


def test_the_export_reads_the_sessions_game_not_its_drill_id(tmp_path):
    rules = SettingsInForce(tmp_path / "config").rules_json()
    with Records(tmp_path / "records.sqlite3") as records:
        ana = records.add_trainee("Ana").id
        stud = records.start_session(ana, "seat", rules_json=rules, game="stud")  # an id that names no game
        several = records.start_session(ana, "blackjack.payouts", rules_json=rules)  # a game-like id, several games
        records.record_answer(ana, "stud.first", True, 1.0, session_id=stud, at=T0)
        records.record_answer(ana, "blackjack.payout.3to2", True, 1.0, session_id=several, at=T0 + 1)
        assert rules_in_words(records.session(stud)).startswith("Five-card stud")
        assert rules_in_words(records.session(several)).startswith("Mini Baccarat: ")
        rows = list(csv.DictReader(io.StringIO(history_csv(records, ana))))
        assert [row["game"] for row in rows] == ["stud", ""]
        assert [s["game"] for s in json.loads(history_json(records, ana))["sessions"]] == ["stud", None]
        for suffix, text in ((".json", history_json(records, ana)), (".csv", history_csv(records, ana))):
            (tmp_path / f"ana{suffix}").write_text(text, encoding="utf-8")
            with Records(tmp_path / f"other{suffix}.sqlite3") as other:
                copy = import_history(other, tmp_path / f"ana{suffix}")
                assert [s.game for s in other.sessions(copy.id)] == ["stud", None], suffix


def _history(sessions: list[dict]) -> str:
    return json.dumps({"format": "dealertrainer-history", "version": 1, "trainee": "Bo", "sessions": sessions,
                       "answers": []})


def test_a_history_file_from_before_sessions_carried_their_game_gets_it_from_the_drill(tmp_path):
    (tmp_path / "old.json").write_text(_history([
        {"id": 1, "drill": "blackjack.seat", "started": "2026-01-01T10:00:00+00:00"},
        {"id": 2, "drill": "payouts", "started": "2026-01-01T11:00:00+00:00"},
    ]), encoding="utf-8")
    (tmp_path / "old.csv").write_text(
        "trainee,session,drill,skill,correct,seconds,at\nBo,1,stud.seat,stud.first,yes,1.0,2026-01-01T10:00:00+00:00\n",
        encoding="utf-8")
    with Records(tmp_path / "records.sqlite3") as records:
        bo = import_history(records, tmp_path / "old.json")
        assert [s.game for s in records.sessions(bo.id)] == ["blackjack", None]
        bo2 = import_history(records, tmp_path / "old.csv")
        assert [s.game for s in records.sessions(bo2.id)] == ["stud"]


@pytest.mark.parametrize("game", ["roulette", 3, ["stud"], "x" * 10_000])
def test_a_history_file_naming_a_game_we_do_not_deal_is_refused_with_a_message(tmp_path, game):
    (tmp_path / "bad.json").write_text(_history([
        {"id": 1, "drill": "stud.seat", "game": game, "started": "2026-01-01T10:00:00+00:00"},
    ]), encoding="utf-8")
    with Records(tmp_path / "records.sqlite3") as records:
        with pytest.raises(HistoryFileError, match=r"session 1: 'game' must be one of baccarat, blackjack, stud or null"):
            import_history(records, tmp_path / "bad.json")
        assert records.trainees() == []


def test_a_session_whose_game_is_not_text_is_left_out(tmp_path):
    path = tmp_path / "records.sqlite3"
    with Records(path) as records:
        ana = records.add_trainee("Ana").id
        records.start_session(ana, "stud.seat", game="stud")
    db = sqlite3.connect(path)
    db.execute("UPDATE sessions SET game = X'00FF'")
    db.commit()
    db.close()
    with Records(path) as records:
        assert records.sessions(1) == [] and records.count_unreadable_rows() == 1
