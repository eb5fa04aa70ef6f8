"""Each answer at a table keeps the shoe and hand it was dealt from (records step
``answers_know_their_hand``). A file from the release before upgrades with nothing lost, and its
answers say plainly that they cannot be replayed."""

from __future__ import annotations

import json
import sqlite3

import pytest

from dealertrainer.storage.dealt_hands import answers_know_their_hand
from dealertrainer.storage.records import MIGRATIONS, SCHEMA_VERSION, Records
from dealertrainer.training.hand_replay import CannotReplay, missed_hands, replay_answer
from tests.storage.older_records import assert_nothing_lost, open_in_a_new_process, records_at, table_rows

#: The records version just before answers knew their hand (the release before).
BEFORE = MIGRATIONS.index(answers_know_their_hand)
T0 = 1_780_000_000.0


def _write_release_before(path) -> None:
    db = records_at(path, BEFORE)
    db.execute("INSERT INTO trainees (id, name, created) VALUES (1, 'Ana <b>&', ?)", (T0,))
    for sid, drill, game in ((1, "baccarat.seat", "baccarat"), (2, "payouts", None)):
        db.execute("INSERT INTO sessions (id, trainee_id, drill_id, config_json, started, ended, game)"
                   " VALUES (?, 1, ?, '{\"seed\": 3}', ?, ?, ?)", (sid, drill, T0 + sid, T0 + sid + 60, game))
    for i, (sid, skill, right) in enumerate([(1, "baccarat.burn", False), (1, "baccarat.banker.draw", True),
                                             (2, "blackjack.payout.3to2", False)]):
        db.execute("INSERT INTO answers (trainee_id, session_id, skill, correct, seconds, at, prompt, expected, given)"
                   " VALUES (1, ?, ?, ?, 1.5, ?, 'How many?', '7', '6')", (sid, skill, int(right), T0 + 100 + i))
    db.close()


def test_a_file_from_the_release_before_upgrades_in_a_new_process_with_nothing_lost(tmp_path):
    path = tmp_path / "records.sqlite3"
    _write_release_before(path)
    before = {table: table_rows(path, table) for table in ("trainees", "sessions", "answers", "skill_tally")}
    open_in_a_new_process(path)
    assert_nothing_lost(path, before)
    with Records(path) as records:
        assert records.schema_version == SCHEMA_VERSION
        answers = records.answers(1)
        assert len(answers) == 3 and records.dealt_answers([a.id for a in answers]) == set()
        at_table, alone = answers[0], answers[2]
        with pytest.raises(CannotReplay, match="recorded before DealerTrainer kept the shoe and hand"):
            replay_answer(records, at_table)
        with pytest.raises(CannotReplay, match="asked on its own, not dealt from a shoe"):
            replay_answer(records, alone)
        listed = missed_hands(records, 1)
        assert [(m.skill, m.replayable) for m in listed] == [("baccarat.burn", False), ("blackjack.payout.3to2", False)]


def test_an_answer_keeps_its_shoe_hand_and_step_as_data(tmp_path):
    with Records(tmp_path / "records.sqlite3") as records:
        ana = records.add_trainee("Ana").id
        session = records.start_session(ana, "stud.seat", game="stud")
        deal = json.dumps({"config": {"hands": 2}, "seed": 11, "shoe": None})
        shoe = records.record_dealt_shoe(session, "stud.seat", deal)
        kept = records.record_answer(ana, "stud.first_to_act.high", False, 2.0, session_id=session, dealt=(shoe, 2, 5))
        alone = records.record_answer(ana, "stud.first_to_act.high", False, 2.0, session_id=session)
        row = records.dealt_hand(kept)
        assert (row.drill_id, row.deal, row.hand, row.step) == ("stud.seat", json.loads(deal), 2, 5)
        assert records.dealt_hand(alone) is None and records.dealt_answers([kept, alone]) == {kept}


@pytest.mark.parametrize("damage", [
    "UPDATE dealt_shoes SET deal_json = 'not json'",
    "UPDATE dealt_shoes SET deal_json = '[1, 2]'",
    "UPDATE dealt_shoes SET deal_json = X'00FF'",
    "UPDATE answers SET hand = 'two'",
    "UPDATE answers SET hand_step = -1",
    "UPDATE dealt_shoes SET drill_id = X'00'",
])
def test_a_damaged_hand_reads_as_none_and_the_replay_says_it_cannot(tmp_path, damage):
    path = tmp_path / "records.sqlite3"
    with Records(path) as records:
        ana = records.add_trainee("Ana").id
        session = records.start_session(ana, "baccarat.seat", game="baccarat")
        shoe = records.record_dealt_shoe(session, "baccarat.seat", json.dumps({"config": {}, "seed": 1, "shoe": None}))
        answer = records.record_answer(ana, "baccarat.burn", False, 1.0, session_id=session, dealt=(shoe, 0, 1))
    db = sqlite3.connect(path)
    db.execute(damage)
    db.commit()
    db.close()
    with Records(path) as records:
        assert records.dealt_hand(answer) is None
        with pytest.raises(CannotReplay):
            replay_answer(records, records.answers(1)[0])


def test_deleting_a_trainee_takes_their_dealt_shoes_with_them(tmp_path):
    with Records(tmp_path / "records.sqlite3") as records:
        ana = records.add_trainee("Ana").id
        session = records.start_session(ana, "baccarat.seat", game="baccarat")
        records.record_dealt_shoe(session, "baccarat.seat", "{}")
        records.delete_trainee(ana)
        assert records._db.execute("SELECT count(*) FROM dealt_shoes").fetchone()[0] == 0


@pytest.mark.parametrize(("drill_id", "deal", "why"), [
    ("roulette.seat", {"config": {}, "seed": 1, "shoe": None}, "cannot be dealt again by this version"),
    ("baccarat.seat", {"config": {"seats": 99}, "seed": 1, "shoe": None}, "cannot be dealt again by this version"),
    ("baccarat.seat", {"config": {}, "seed": "one", "shoe": None}, "records of its shoe are damaged"),
    ("baccarat.seat", {"config": {}, "seed": 1, "shoe": "not a log"}, "cannot be dealt again by this version"),
    ("payouts", {"config": {}, "seed": 1, "shoe": None}, "not a table dealt from a shoe"),
])
def test_a_shoe_this_release_cannot_deal_says_so(tmp_path, drill_id, deal, why):
    with Records(tmp_path / "records.sqlite3") as records:
        ana = records.add_trainee("Ana").id
        session = records.start_session(ana, drill_id)
        shoe = records.record_dealt_shoe(session, drill_id, json.dumps(deal))
        records.record_answer(ana, "baccarat.burn", False, 1.0, session_id=session, dealt=(shoe, 0, 1))
        with pytest.raises(CannotReplay, match=why):
            replay_answer(records, records.answers(ana)[0])


def test_missed_answers_newest_since_and_by_session(tmp_path):
    with Records(tmp_path / "records.sqlite3") as records:
        ana = records.add_trainee("Ana").id
        one, two = records.start_session(ana, "payouts"), records.start_session(ana, "totals")
        for i in range(10):
            records.record_answer(ana, "totals.hard", i % 2 == 0, 1.0, session_id=one if i < 6 else two, at=T0 + i)
        assert [a.at for a in records.missed_answers(ana)] == [T0 + i for i in (1, 3, 5, 7, 9)]
        assert [a.at for a in records.missed_answers(ana, newest=2)] == [T0 + 7, T0 + 9]
        assert [a.at for a in records.missed_answers(ana, since=T0 + 4)] == [T0 + 5, T0 + 7, T0 + 9]
        assert [a.at for a in records.missed_answers(ana, session_ids=[one])] == [T0 + 1, T0 + 3, T0 + 5]
        assert all(not a.correct for a in records.missed_answers(ana))
