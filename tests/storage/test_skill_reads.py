"""The reads per skill that stay fast at scale, against the plain reads they replace, and a
records file written by the release before them opening with nothing lost."""

from __future__ import annotations

import sqlite3

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealertrainer.storage.records import SCHEMA_VERSION, Records
from tests.storage.older_records import records_at

SKILLS = ("baccarat.result", "baccarat.banker.3.vs.8", "blackjack.payout.3to2", "stud.bring_in")

answer = st.tuples(
    st.sampled_from(SKILLS),
    st.booleans(),
    st.floats(0.1, 20.0, allow_nan=False),
    st.integers(-3, 200_000),  # time steps: some answers at the same time, some with the clock set back
)


def _store(records: Records, answers: list[tuple[str, bool, float, int]], trainee: int) -> None:
    at = 1_700_000_000.0
    for skill, correct, seconds, step in answers:
        at += step
        records.record_answer(trainee, skill, correct, seconds, at=at)


def _plain_recent(records: Records, trainee: int, keep: int) -> list[tuple[str, bool, float, float]]:
    """First answer and the last ``keep`` per skill, from every answer read in order."""
    by_skill: dict[str, list[tuple[str, bool, float, float]]] = {}
    for fact in records.answer_facts(trainee):
        by_skill.setdefault(fact[0], []).append(fact)
    out = []
    for skill in sorted(by_skill):
        rows = by_skill[skill]
        out.extend(rows if len(rows) <= keep else [rows[0], *rows[-keep:]])
    return out


def _plain_not_reviewed(records: Records, trainee: int) -> list[int]:
    """The query ``answers_not_reviewed`` ran before: every answer joined with its skill's state."""
    rows = records._db.execute(
        "SELECT a.id FROM answers a LEFT JOIN review_state r ON r.trainee_id = a.trainee_id AND r.skill = a.skill"
        " WHERE a.trainee_id = ? AND a.id > COALESCE(r.through, 0) ORDER BY a.at, a.id", (trainee,))
    return [row[0] for row in rows]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(mine=st.lists(answer, max_size=60), others=st.lists(answer, max_size=15), keep=st.integers(1, 25),
       through=st.dictionaries(st.sampled_from(SKILLS), st.integers(0, 80)))
def test_per_skill_reads_match_the_plain_reads(tmp_path_factory, mine, others, keep, through):
    with Records(tmp_path_factory.mktemp("r") / "records.sqlite3") as records:
        me, someone = records.add_trainee("Me").id, records.add_trainee("Someone").id
        _store(records, others, someone)
        _store(records, mine, me)
        _store(records, others, someone)
        assert records.answered_skills(me) == sorted({a[0] for a in mine})
        assert records.recent_answer_facts(me, keep) == _plain_recent(records, me, keep)
        records.save_review_states(me, {skill: ("{}", n) for skill, n in through.items()})
        assert [a.id for a in records.answers_not_reviewed(me)] == _plain_not_reviewed(records, me)
        for skill in SKILLS:
            assert [a.id for a in records.answers_not_reviewed(me, skill)] == [
                i for i in _plain_not_reviewed(records, me) if records._db.execute(
                    "SELECT skill FROM answers WHERE id = ?", (i,)).fetchone()[0] == skill]


def _release_before(path) -> None:
    """A records file as the release before this one wrote it (version 5, its migrations only)."""
    db = records_at(path, 5)
    db.execute("INSERT INTO trainees (name, created, last_used) VALUES ('Ana', 1, 2)")
    db.execute("INSERT INTO sessions (trainee_id, drill_id, started, ended, rules_json) VALUES (1, 'daily', 3, 4, '{}')")
    db.executemany(
        "INSERT INTO answers (trainee_id, session_id, skill, correct, seconds, at, prompt, expected, given, unreadable,"
        " standard_chips) VALUES (1, 1, ?, ?, ?, ?, 'What is it?', '7', ?, 0, ?)",
        [(SKILLS[i % 4], i % 3 != 0, 1.0 + i / 10, 1_700_000_000.0 + i * 600, str(i), i % 5 != 0) for i in range(50)])
    db.execute("INSERT INTO review_state (trainee_id, skill, card_json, through, updated) VALUES (1, ?, '{}', 20, 5)",
               (SKILLS[0],))
    db.close()


def test_a_file_from_the_release_before_opens_with_nothing_lost(tmp_path):
    path = tmp_path / "records.sqlite3"
    _release_before(path)
    plain = sqlite3.connect(path)
    before = {table: plain.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall()
              for table in ("trainees", "sessions", "answers", "review_state")}
    plain.close()
    with Records(path) as records:
        assert records.schema_version == SCHEMA_VERSION >= 7  # the tallies came at 7
        assert len(records.answers(1)) == 50
        assert records.answered_skills(1) == sorted(SKILLS)
        assert records.skill_tallies(1) == {s: (13 if i < 2 else 12, sum(j % 3 != 0 for j in range(i, 50, 4)))
                                            for i, s in enumerate(SKILLS)}  # tallied from the answers on file
    plain = sqlite3.connect(path)
    after = {table: plain.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall() for table in before}
    indexes = {row[0] for row in plain.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    plain.close()
    # every row as it was; later versions may add columns after the old ones (a session's game)
    assert {table: [row[:len(rows[0])] for row in after[table]] if rows else after[table]
            for table, rows in before.items()} == before
    assert {"answers_by_skill_time", "answers_by_skill_seconds", "answers_by_session", "answers_by_trainee_skill"} <= indexes


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(mine=st.lists(answer, max_size=50), others=st.lists(answer, max_size=10),
       moved=st.lists(st.integers(0, 49), max_size=8), dropped=st.lists(st.integers(0, 49), max_size=5))
def test_tallies_medians_and_runs_match_every_answer_read(tmp_path_factory, mine, others, moved, dropped):
    """Kept by triggers through inserts, skills renamed, answers and trainees deleted."""
    import statistics

    with Records(tmp_path_factory.mktemp("r") / "records.sqlite3") as records:
        me, someone, gone = (records.add_trainee(n).id for n in ("Me", "Someone", "Gone"))
        _store(records, others, someone)
        _store(records, mine, me)
        _store(records, others, gone)
        ids = [a.id for a in records.answers(me)]
        with records.bulk() as db:
            for i in moved:
                if i < len(ids):
                    db.execute("UPDATE answers SET skill = ?, correct = 1 - correct WHERE id = ?", (SKILLS[i % 4], ids[i]))
            for i in dropped:
                if i < len(ids):
                    db.execute("DELETE FROM answers WHERE id = ?", (ids[i],))
        records.delete_trainee(gone)
        every = records.answers(me)
        by_skill: dict[str, list] = {}
        for a in every:
            by_skill.setdefault(a.skill, []).append(a)
        assert records.skill_tallies(me) == {s: (len(rows), sum(a.correct for a in rows)) for s, rows in by_skill.items()}
        assert records.skill_tallies(gone) == {}
        for skill, rows in by_skill.items():
            assert records.median_seconds(me, skill, len(rows)) == statistics.median(a.seconds for a in rows)
            run = 0
            for a in reversed(rows):
                if not a.correct:
                    break
                run += 1
            assert records.right_in_a_row(me, skill) == run
        since = 1_700_000_000.0 + 300_000
        assert records.answered_since(me, since) == sum(a.at >= since for a in every)
