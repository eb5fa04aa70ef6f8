"""Trainee records: trainees, sessions, answers, schedule state, versions, broken files, a kill."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
import textwrap

import pytest

from dealertrainer.storage.records import (
    MIGRATIONS,
    SCHEMA_VERSION,
    Records,
    RecordsError,
    default_records_path,
)


class FakeWallClock:
    def __init__(self, start: float = 1_700_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


@pytest.fixture
def records(tmp_path):
    with Records(tmp_path / "r.sqlite3", wall_clock=FakeWallClock()) as r:
        yield r


def test_default_path_honours_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("DEALERTRAINER_DATA_DIR", str(tmp_path / "elsewhere"))
    assert default_records_path() == tmp_path / "elsewhere" / "records.sqlite3"
    with Records() as r:
        assert r.path == tmp_path / "elsewhere" / "records.sqlite3"
    assert (tmp_path / "elsewhere" / "records.sqlite3").exists()


def test_new_file_is_wal_and_current_version(records):
    assert records.schema_version == SCHEMA_VERSION
    mode = sqlite3.connect(records.path).execute("PRAGMA journal_mode").fetchone()[0]
    assert mode == "wal"


def test_trainees_add_rename_delete_last_used(records):
    ana = records.add_trainee("  Ana   Silva ")
    assert ana.name == "Ana Silva"
    bo = records.add_trainee("Bo")
    assert [t.name for t in records.trainees()] == ["Ana Silva", "Bo"]
    with pytest.raises(RecordsError, match="already exists"):
        records.add_trainee("ana silva")
    with pytest.raises(ValueError, match="needs a name"):
        records.add_trainee("   ")
    assert records.last_trainee() is None
    records.start_session(bo.id, "payouts")
    assert records.last_trainee().id == bo.id
    records.touch_trainee(ana.id)
    assert records.last_trainee().id == ana.id
    assert records.rename_trainee(ana.id, "Ana S.").name == "Ana S."
    with pytest.raises(RecordsError, match="already exists"):
        records.rename_trainee(ana.id, "BO")
    records.record_answer(ana.id, "blackjack.payout.3to2", True, 2.0)
    records.delete_trainee(ana.id)
    assert [t.name for t in records.trainees()] == ["Bo"]
    assert records.answers(ana.id) == []
    with pytest.raises(RecordsError, match="no trainee with id"):
        records.delete_trainee(ana.id)


def test_sessions_and_unfinished(records):
    t = records.add_trainee("Cy")
    first = records.start_session(t.id, "baccarat.draw_table", '{"length": 10}')
    second = records.start_session(t.id, "payouts")
    records.end_session(first)
    assert [s.id for s in records.unfinished_sessions(t.id)] == [second]
    assert records.session(first).config_json == '{"length": 10}'
    assert records.session(first).ended is not None
    with pytest.raises(RecordsError, match="no session"):
        records.end_session(9999)
    with pytest.raises(RecordsError, match="no trainee"):
        records.start_session(9999, "payouts")


def test_answers_by_skill_prefix_and_session(records):
    t = records.add_trainee("Di")
    s = records.start_session(t.id, "baccarat.draw_table")
    records.record_answer(t.id, "baccarat.banker.5.vs.4", True, 1.5, session_id=s, prompt="p", expected="Draw", given="Draw")
    records.record_answer(t.id, "baccarat.bankers.odd", False, 1.0)
    records.record_answer(t.id, "baccarat.banker", False, 3.0, unreadable=True, given="??")
    got = records.answers(t.id, "baccarat.banker")
    assert [a.skill for a in got] == ["baccarat.banker.5.vs.4", "baccarat.banker"]  # not "bankers"
    assert got[0].correct is True and got[0].expected == "Draw" and got[1].unreadable is True
    assert [a.skill for a in records.answers(t.id, session_id=s)] == ["baccarat.banker.5.vs.4"]
    with pytest.raises(ValueError, match="negative"):
        records.record_answer(t.id, "x.y", True, -1)


def test_review_state_upsert_and_answers_not_taken_in(records):
    t = records.add_trainee("Ed")
    first = records.record_answer(t.id, "blackjack.total.soft", True, 1.0, at=10.0)
    records.record_answer(t.id, "blackjack.total.hard", True, 1.0, at=11.0)
    assert [a.id for a in records.answers_not_reviewed(t.id)] == [first, first + 1]
    records.save_review_states(t.id, {"blackjack.total.soft": ('{"a": 1}', first)}, 50.0)
    records.save_review_states(t.id, {"blackjack.total.soft": ('{"a": 2}', first)}, 60.0)
    state = records.review_states(t.id)["blackjack.total.soft"]
    assert (state.card_json, state.through, state.updated) == ('{"a": 2}', first, 60.0)
    assert [a.skill for a in records.answers_not_reviewed(t.id)] == ["blackjack.total.hard"]
    assert records.answers_not_reviewed(t.id, "blackjack.total.soft") == []


def test_migrates_a_version_1_file(tmp_path):
    path = tmp_path / "old.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    MIGRATIONS[0](db)
    db.execute("UPDATE schema_info SET version = 1")
    db.execute("INSERT INTO trainees (name, created) VALUES ('Old', 1.0)")
    db.execute("INSERT INTO answers (trainee_id, skill, correct, seconds, at) VALUES (1, 'a.b', 1, 2.0, 3.0)")
    db.close()
    with Records(path) as r:
        assert r.schema_version == SCHEMA_VERSION
        (answer,) = r.answers(1)
        assert answer.skill == "a.b" and answer.unreadable is False
        r.save_review_states(1, {"a.b": ("{}", answer.id)})


def test_refuses_newer_version_and_leaves_it_alone(tmp_path):
    path = tmp_path / "new.sqlite3"
    with Records(path):
        pass
    db = sqlite3.connect(path)
    db.execute("UPDATE schema_info SET version = ?", (SCHEMA_VERSION + 1,))
    db.execute("PRAGMA journal_mode = DELETE")
    db.commit()
    db.close()
    before = path.read_bytes()
    with pytest.raises(RecordsError, match="newer DealerTrainer"):
        Records(path)
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    "content", [b"this is not a database at all" * 100, b"SQLite format 3\x00" + b"\xff" * 2000], ids=["text", "garbage"]
)
def test_refuses_a_broken_file_and_leaves_it_alone(tmp_path, content):
    path = tmp_path / "broken.sqlite3"
    path.write_bytes(content)
    with pytest.raises(RecordsError, match="left untouched"):
        Records(path)
    assert path.read_bytes() == content


def test_refuses_someone_elses_database(tmp_path):
    path = tmp_path / "other.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE invoices (id INTEGER)")
    db.commit()
    db.close()
    before = path.read_bytes()
    with pytest.raises(RecordsError, match="not a DealerTrainer records file"):
        Records(path)
    assert path.read_bytes() == before


def test_two_copies_share_the_file(tmp_path):
    path = tmp_path / "shared.sqlite3"
    with Records(path) as one, Records(path) as two:
        t = one.add_trainee("Fay")
        for i in range(20):
            (one if i % 2 else two).record_answer(t.id, "payouts.tie.8to1", i % 3 == 0, 1.0)
        assert len(one.answers(t.id)) == len(two.answers(t.id)) == 20


CHILD = textwrap.dedent(
    """
    import sys
    from dealertrainer.storage.records import Records
    r = Records(sys.argv[1])
    t = r.add_trainee("Kim")
    s = r.start_session(t.id, "payouts")
    print(t.id, s, flush=True)
    i = 0
    while True:
        r.record_answer(t.id, "blackjack.payout.3to2", i % 2 == 0, 1.25, session_id=s, given=str(i))
        print(i, flush=True)
        i += 1
    """
)


def test_every_committed_answer_survives_a_kill(tmp_path):
    path = tmp_path / "killed.sqlite3"
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], stdout=subprocess.PIPE, text=True)
    try:
        trainee_id, session_id = map(int, child.stdout.readline().split())
        acknowledged = -1
        while acknowledged < 150:
            acknowledged = int(child.stdout.readline())
        child.send_signal(signal.SIGKILL)
    finally:
        child.kill()
        child.wait()
        child.stdout.close()
    assert child.returncode == -signal.SIGKILL
    with Records(path) as r:
        given = [int(a.given) for a in r.answers(trainee_id, session_id=session_id)]
        assert given[: acknowledged + 1] == list(range(acknowledged + 1))
        assert given == list(range(len(given)))  # nothing half-written, nothing out of order
        assert [s.id for s in r.unfinished_sessions(trainee_id)] == [session_id]
