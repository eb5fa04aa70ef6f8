"""Records version 6: each trainee's fitted memory model; a file from version 5 (the release
before it) opens with nothing lost."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import textwrap

from dealertrainer.storage.records import MIGRATIONS, SCHEMA_VERSION, Records

T0 = 1_767_600_000.0
TABLES = ("trainees", "sessions", "answers", "review_state", "schema_info")
CARD = json.dumps({"card_id": 1, "state": 2, "step": None, "stability": 12.5, "difficulty": 4.2,
                   "due": "2026-01-20T10:00:00+00:00", "last_review": "2026-01-08T10:00:00+00:00"})


def write_version_5_file(path) -> None:
    """A records file as today's release (records version 5) leaves it: two trainees, sessions,
    answers (one paid in other chips than the fewest), stored FSRS cards."""
    db = sqlite3.connect(path, isolation_level=None)
    for step in MIGRATIONS[:5]:
        step(db)
    db.execute("UPDATE schema_info SET version = 5")
    db.execute("INSERT INTO trainees (name, created, last_used) VALUES ('Ana', 1.0, ?), ('Bo', 2.0, NULL)", (T0,))
    db.execute("INSERT INTO sessions (trainee_id, drill_id, config_json, started, ended, rules_json)"
               " VALUES (1, 'daily', '{\"length\": 20}', ?, ?, '{\"baccarat\": {}}')", (T0, T0 + 900))
    for i in range(30):
        db.execute(
            "INSERT INTO answers (trainee_id, session_id, skill, correct, seconds, at, prompt, expected, given,"
            " unreadable, standard_chips) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (1 + i % 2, 1 if i % 2 == 0 else None, f"baccarat.banker.{i % 8}.vs.{i % 10}", i % 3 != 0, 1.0 + i / 10,
             T0 + i * 3600, f"Banker {i % 8} ...", "Draw", "Stand" if i % 3 == 0 else "Draw", int(i == 7), int(i != 4)))
    db.execute("INSERT INTO review_state (trainee_id, skill, card_json, through, updated) VALUES (1, ?, ?, 29, ?)",
               ("baccarat.banker.0.vs.0", CARD, T0))
    db.close()


def _rows(path) -> dict[str, list[tuple]]:
    db = sqlite3.connect(path)
    try:
        return {table: db.execute(f"SELECT * FROM {table} ORDER BY rowid").fetchall() for table in TABLES}
    finally:
        db.close()


def test_a_version_5_file_opens_in_a_new_process_with_nothing_lost(tmp_path):
    path = tmp_path / "records.sqlite3"
    write_version_5_file(path)
    before = _rows(path)
    opened = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(f"""
            from dealertrainer.storage.records import Records
            with Records({str(path)!r}) as records:
                print(records.schema_version, records.memory_model(1), len(records.answers(1)))
        """)], capture_output=True, text=True, timeout=60, check=True)
    assert opened.stdout.split() == [str(SCHEMA_VERSION), "None", "15"]
    after = _rows(path)
    assert after["schema_info"] == [("dealertrainer-records", SCHEMA_VERSION)]
    for table in TABLES[:-1]:  # every trainee, session, answer and card as it was (later versions add columns)
        assert [row[:len(before[table][0])] for row in after[table]] == before[table], table
    with Records(path) as records:
        assert records.review_states(1)["baccarat.banker.0.vs.0"].card_json == CARD
        assert [a.standard_chips for a in records.answers(1)].count(False) == 1
        # The stored cards were built under FSRS's defaults at 90%: they stand, nothing is replayed.
        from dealertrainer.training.schedule import cards

        assert cards(records, 1)["baccarat.banker.0.vs.0"].stability == 12.5
        assert records.review_states(1)["baccarat.banker.0.vs.0"].card_json == CARD


def test_a_memory_model_is_kept_with_its_trainee_and_goes_with_them(tmp_path):
    with Records(tmp_path / "records.sqlite3", wall_clock=lambda: T0) as records:
        ana = records.add_trainee("Ana").id
        records.record_answer(ana, "baccarat.banker.3.vs.4", True, 1.5, at=T0)
        records.save_memory_model(ana, "[1.0]", 250, T0, {"baccarat.banker.3.vs.4": (CARD, 1)}, "key")
        row = records.memory_model(ana)
        assert (row.parameters_json, row.reviews, row.fitted, row.cards_under) == ("[1.0]", 250, T0, "key")
        assert records.review_states(ana)["baccarat.banker.3.vs.4"].through == 1
        # States built from parameters a refit has since replaced are not written.
        assert not records.replace_review_states(ana, {}, "other", built_from=None)
        assert records.memory_model(ana).cards_under == "key" and records.review_states(ana)
        assert records.replace_review_states(ana, {}, "other", built_from="[1.0]")
        assert records.memory_model(ana).cards_under == "other" and records.review_states(ana) == {}
        records.delete_trainee(ana)
        assert records.memory_model(ana) is None
