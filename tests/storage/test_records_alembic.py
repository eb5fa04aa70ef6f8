"""The local records file on Alembic (issue 22: one way to describe and migrate the records).

A file written by the release before the move (``release_files/records_v11.sqlite3``, made by
that release's own functions in a fresh process) and files of every older version open with
nothing lost, at the head revision; the revisions, the steps and the SQLAlchemy description
agree; an upgrade that fails leaves the file as it was; a newer file is refused untouched; a
current file opens without loading SQLAlchemy or Alembic.
"""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from sqlalchemy import create_engine

from dealertrainer.storage import hand_times
from dealertrainer.storage.records import MIGRATIONS, SCHEMA_VERSION, Records, RecordsError
from dealertrainer.storage.records_migrate import MIGRATIONS_FOLDER, head, revision_of, upgrade
from dealertrainer.storage.records_schema import metadata
from tests.storage.older_records import assert_nothing_lost, open_in_a_new_process, records_at, table_rows

RELEASE_FILE = Path(__file__).parent / "release_files" / "records_v11.sqlite3"
RELEASE_VERSION = 11  # the version the release before the move wrote (schema_info says so too)


def tables_of(path: Path) -> list[str]:
    db = sqlite3.connect(path)
    try:
        return [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    finally:
        db.close()


def versions_held(path: Path) -> tuple[int, list[tuple]]:
    """``schema_info.version`` and the ``alembic_version`` rows of a records file."""
    db = sqlite3.connect(path)
    try:
        version = db.execute("SELECT version FROM schema_info").fetchone()[0]
        has_alembic = db.execute("SELECT 1 FROM sqlite_master WHERE name = 'alembic_version'").fetchone()
        return version, db.execute("SELECT version_num FROM alembic_version").fetchall() if has_alembic else []
    finally:
        db.close()


def shape(path: Path, *, triggers: bool = True) -> dict:
    """What a records file's schema holds, as SQLite reports it: per table its columns (name,
    type, not null, default, key), foreign keys (with their ON DELETE), named indexes and
    whether it has rowids; and the triggers' SQL."""
    db = sqlite3.connect(path)
    try:
        found: dict = {}
        for name, sql in db.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table'"
                                    " AND name NOT IN ('alembic_version', 'sqlite_sequence')"):
            indexes = {row[1]: (bool(row[2]), [c[2] for c in db.execute(f"PRAGMA index_info({row[1]})")])
                       for row in db.execute(f"PRAGMA index_list({name})") if row[3] == "c"}
            found[name] = {
                # a key column is never null (SQLite's INTEGER PRIMARY KEY is the rowid, whether or not it says so)
                "columns": [(c[1], c[2].upper(), bool(c[3] or c[5]), str(c[4]).strip("()") if c[4] is not None else None, c[5])
                            for c in db.execute(f"PRAGMA table_info({name})")],
                "foreign keys": sorted(tuple(fk[2:7]) for fk in db.execute(f"PRAGMA foreign_key_list({name})")),
                "indexes": indexes,
                "unique": sorted(tuple(c[2] for c in db.execute(f"PRAGMA index_info({row[1]})"))
                                 for row in db.execute(f"PRAGMA index_list({name})") if row[2] and row[3] == "u"),
                "rowid": "WITHOUT ROWID" not in sql.upper(),
                "nocase": "NOCASE" in sql.upper(),
            }
        if triggers:
            found["triggers"] = sorted(row for row in db.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'"))
        return found
    finally:
        db.close()


def upgraded_by_alembic(path: Path, to: str = "head", version: int = 0) -> None:
    """A file taken from ``version`` to revision ``to`` by the records' Alembic chain alone."""
    from alembic import command

    from dealertrainer.storage.records_migrate import _config, _HeldConnection

    db = sqlite3.connect(path, isolation_level=None)
    db.execute("BEGIN IMMEDIATE")
    if to == "head":
        upgrade(db, version)
    else:
        engine = create_engine("sqlite://", creator=lambda: _HeldConnection(db), pool_reset_on_return=None)
        with engine.connect() as connection:
            command.upgrade(_config(connection), to)
        engine.dispose()
    db.execute("COMMIT")
    db.close()


def test_the_head_revision_is_the_version_and_every_step_has_its_revision():
    assert head() == revision_of(SCHEMA_VERSION)
    assert len(MIGRATIONS) == SCHEMA_VERSION
    revisions = sorted(p.name for p in (MIGRATIONS_FOLDER / "versions").glob("*.py"))
    assert [name[:4] for name in revisions] == [revision_of(n) for n in range(1, SCHEMA_VERSION + 1)]


@pytest.mark.parametrize("version", range(1, SCHEMA_VERSION + 1))
def test_each_revision_makes_the_file_its_version_s_steps_make(tmp_path, version):
    by_steps = tmp_path / "steps.sqlite3"
    records_at(by_steps, version).close()
    by_alembic = tmp_path / "alembic.sqlite3"
    upgraded_by_alembic(by_alembic, revision_of(version))
    assert shape(by_alembic) == shape(by_steps)


def test_the_sqlalchemy_description_makes_the_tables_the_revisions_make(tmp_path):
    by_alembic = tmp_path / "alembic.sqlite3"
    upgraded_by_alembic(by_alembic)
    described = tmp_path / "described.sqlite3"
    engine = create_engine(f"sqlite:///{described}")
    metadata.create_all(engine)
    engine.dispose()
    assert shape(described, triggers=False) == shape(by_alembic, triggers=False)


def test_a_file_written_by_the_release_before_opens_in_a_new_process_with_nothing_lost(tmp_path):
    path = tmp_path / "records.sqlite3"
    shutil.copy(RELEASE_FILE, path)
    assert versions_held(path) == (RELEASE_VERSION, [])
    before = {table: table_rows(path, table) for table in tables_of(path) if table != "schema_info"}
    assert all(before[t] for t in ("trainees", "sessions", "answers", "dealt_shoes", "hand_times", "review_state",
                                   "memory_model", "skill_tally", "class_links"))
    open_in_a_new_process(path)
    assert_nothing_lost(path, before)
    assert versions_held(path) == (SCHEMA_VERSION, [(head(),)] if SCHEMA_VERSION > RELEASE_VERSION else [])
    with Records(path) as records:
        ana = records.trainees()[0]
        assert [(a.skill, a.correct, a.expected, a.given, a.standard_chips) for a in records.answers(ana.id)] == [
            ("baccarat.banker_draw", True, "yes", "yes", True), ("baccarat.commission", False, "0.95", "1", False)]
        answer = records.record_answer(ana.id, "baccarat.banker_draw", True, 1.0)  # and it takes new answers
    assert table_rows(path, "answers")[-1][0] == answer


@pytest.mark.parametrize("version", range(1, SCHEMA_VERSION))
def test_a_file_of_every_older_version_is_stamped_and_upgraded_with_nothing_lost(tmp_path, version):
    path = tmp_path / "records.sqlite3"
    db = records_at(path, version)
    db.execute("INSERT INTO trainees (name, created) VALUES ('Ana', 1700000000)")
    db.execute("INSERT INTO sessions (trainee_id, drill_id, started) VALUES (1, 'baccarat.seat', 1700000001)")
    db.execute("INSERT INTO answers (trainee_id, session_id, skill, correct, seconds, at)"
               " VALUES (1, 1, 'baccarat.banker_draw', 1, 2.5, 1700000002)")
    db.close()
    before = {table: table_rows(path, table) for table in ("trainees", "sessions", "answers")}
    with Records(path) as records:
        assert records.schema_version == SCHEMA_VERSION
    assert_nothing_lost(path, before)
    assert versions_held(path) == (SCHEMA_VERSION, [(head(),)])
    assert shape(path) == shape(_made_new(tmp_path))


def _made_new(tmp_path: Path) -> Path:
    path = tmp_path / "new.sqlite3"
    Records(path).close()
    return path


def test_the_version_number_is_the_truth_when_the_alembic_mark_disagrees(tmp_path):
    """A file at version 9 whose ``alembic_version`` (wrongly) names the head is upgraded from 9."""
    path = tmp_path / "records.sqlite3"
    db = records_at(path, 9)
    db.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL PRIMARY KEY)")
    db.execute("INSERT INTO alembic_version VALUES (?)", (revision_of(SCHEMA_VERSION),))
    db.close()
    Records(path).close()
    assert versions_held(path) == (SCHEMA_VERSION, [(head(),)])
    assert shape(path) == shape(_made_new(tmp_path))


def test_an_upgrade_that_fails_midway_leaves_the_file_as_it_was(tmp_path, monkeypatch):
    path = tmp_path / "records.sqlite3"
    records_at(path, SCHEMA_VERSION - 1).close()
    before = path.read_bytes()
    last_step = MIGRATIONS[-1]

    def fails_after_its_work(db: sqlite3.Connection) -> None:
        last_step(db)
        raise RuntimeError("the disk went away")

    monkeypatch.setattr(sys.modules[last_step.__module__], last_step.__name__, fails_after_its_work)
    with pytest.raises(RuntimeError, match="the disk went away"):
        Records(path)
    assert versions_held(path) == (SCHEMA_VERSION - 1, [])
    records_at(tmp_path / "same.sqlite3", SCHEMA_VERSION - 1).close()
    assert shape(path) == shape(tmp_path / "same.sqlite3")
    monkeypatch.undo()
    Records(path).close()  # and the next start upgrades it
    assert versions_held(path) == (SCHEMA_VERSION, [(head(),)])
    assert before != path.read_bytes()


def test_a_file_from_a_newer_release_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "records.sqlite3"
    db = records_at(path, SCHEMA_VERSION)
    db.execute("UPDATE schema_info SET version = ?", (SCHEMA_VERSION + 1,))
    db.execute("PRAGMA journal_mode = DELETE")
    db.close()
    before = path.read_bytes()
    with pytest.raises(RecordsError, match="newer DealerTrainer.*left untouched"):
        Records(path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["records.sqlite3"]


def test_a_current_file_opens_at_start_without_sqlalchemy_or_alembic(tmp_path):
    path = tmp_path / "records.sqlite3"
    shutil.copy(RELEASE_FILE, path)
    Records(path).close()  # brought to this version first (a new process below must find nothing to do)
    loaded = subprocess.run([sys.executable, "-c", textwrap.dedent(f"""
        import sys
        from dealertrainer.storage.records_at_start import open_records
        opened = open_records({str(path)!r})
        assert opened.kept_aside is None and opened.left_out is None
        opened.records.answers(1)
        opened.records.close()
        print(sorted(m for m in ("sqlalchemy", "alembic") if m in sys.modules))
    """)], capture_output=True, text=True, check=True, timeout=60)
    assert loaded.stdout.split() == ["[]"]


def test_hand_times_step_is_the_last_revision_s():
    """The revision file runs the step MIGRATIONS lists last (a port of a step changes both)."""
    last = (MIGRATIONS_FOLDER / "versions").glob(f"{revision_of(SCHEMA_VERSION)}_*.py")
    assert MIGRATIONS[-1].__name__ in next(last).read_text()
    assert MIGRATIONS[-1] is hand_times.keep_hand_times or SCHEMA_VERSION > RELEASE_VERSION
