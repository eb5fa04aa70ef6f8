"""The records of game pace (``storage/hand_times.py``): a file from before its step (the
release before) upgrades with nothing lost and takes hand times;
they go with their trainee; damaged values are left out of reads."""

from __future__ import annotations

import pytest

from dealertrainer.storage.hand_times import keep_hand_times
from dealertrainer.storage.records import MIGRATIONS, SCHEMA_VERSION, Records
from tests.storage.older_records import records_at
from tests.storage.test_records_memory_model import _rows

KEPT = ("trainees", "sessions", "answers")

#: A file from before this step (the release before: version 8 today); no literal version here.
RELEASE_BEFORE = MIGRATIONS.index(keep_hand_times)


def test_a_file_of_the_release_before_upgrades_with_nothing_lost(tmp_path):
    path = tmp_path / "records.sqlite3"
    db = records_at(path, RELEASE_BEFORE)
    db.execute("INSERT INTO trainees (name, created) VALUES ('Ana', 1.0)")
    db.execute("INSERT INTO sessions (trainee_id, drill_id, started, game) VALUES (1, 'baccarat.seat', 2.0, 'baccarat')")
    db.execute("INSERT INTO answers (trainee_id, session_id, skill, correct, seconds, at) "
               "VALUES (1, 1, 'baccarat.result', 1, 1.5, 3.0)")
    db.close()
    before = {table: rows for table, rows in _rows(path).items() if table in KEPT}
    with Records(path) as records:
        assert records.schema_version == SCHEMA_VERSION
        assert {table: rows for table, rows in _rows(path).items() if table in KEPT} == before
        records.record_hand_time(1, 1, "baccarat", 1, 10.0, 42.5)
        assert [(t.hand, t.seconds) for t in records.hand_times(1)] == [(1, 42.5)]


def test_hand_times_go_with_their_trainee_and_damaged_ones_are_left_out(tmp_path):
    with Records(tmp_path / "records.sqlite3") as records:
        ana, bo = records.add_trainee("Ana").id, records.add_trainee("Bo").id
        one, two = records.start_session(ana, "blackjack.seat"), records.start_session(bo, "blackjack.seat")
        records.record_hand_time(ana, one, "blackjack", 1, 100.0, 50.0)
        records.record_hand_time(ana, one, "blackjack", 2, 150.0, 55.0)
        records.record_hand_time(bo, two, "blackjack", 1, 100.0, 60.0)
        with pytest.raises(ValueError, match="negative"):
            records.record_hand_time(ana, one, "blackjack", 3, 200.0, -1.0)
        with records.bulk() as db:
            db.execute("INSERT INTO hand_times (trainee_id, session_id, game, hand, started, seconds) "
                       "VALUES (?, ?, 'blackjack', 3, 'soon', 'long')", (ana, one))
        assert [t.hand for t in records.hand_times(ana)] == [1, 2]
        assert [t.seconds for t in records.hand_times(ana, session_id=one)] == [50.0, 55.0]
        records.delete_trainee(ana)
        assert records.hand_times(ana) == [] and len(records.hand_times(bo)) == 1
