"""A missed hand is dealt again exactly as it was: the same dealer steps, the asked one where the
answer was given, at the three tables, from a seed, a stacked shoe, a replayed shoe and a resumed
session; from the session in memory (the summary) and from the records (Progress, reports)."""

from __future__ import annotations

from collections import defaultdict

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.shoe import Shoe
from dealertrainer.storage.records import Records
from dealertrainer.training.drills.seat import shoe_for_replay
from dealertrainer.training.hand_replay import (
    MissedAnswer,
    answer_of_link,
    missed_hands,
    replay_answer,
    replay_hand,
)
from dealertrainer.training.offer import make
from dealertrainer.training.session import Session

GAMES = ("baccarat.seat", "blackjack.seat", "stud.seat")


def _play(session: Session, questions: int, dealt: dict[int, list] | None = None, *, end: bool = True
          ) -> dict[int, list]:
    """Answer ``questions`` questions wrong (then end the session); the steps dealt, per hand, in order."""
    dealt = defaultdict(list) if dealt is None else dealt
    while session.answered < questions and (beat := session.next()) is not None:
        assert beat.place is not None
        dealt[beat.place[0]].append(beat.step)
        assert len(dealt[beat.place[0]]) - 1 == beat.place[1]
        if beat.question is not None:
            session.answer("certainly not the answer")
    if end:
        session.end()
    return dealt


def _check_every_miss(records: Records, trainee: int, dealt: dict[int, list]) -> int:
    checked = 0
    for answer in records.answers(trainee):
        assert not answer.correct
        replay = replay_answer(records, answer)
        row = records.dealt_hand(answer.id)
        original = dealt[row.hand]
        assert replay.steps[:len(original)] == tuple(original)  # the same hand, step for step
        asked = replay.steps[replay.asked]
        assert asked.skill == answer.skill and asked.question == answer.prompt
        assert (replay.answer.given, replay.answer.expected) == (answer.given, answer.expected)
        checked += 1
    return checked


@pytest.mark.parametrize("drill_id", GAMES)
def test_every_missed_answer_replays_its_own_hand_from_the_records(tmp_path, drill_id):
    with Records(tmp_path / "records.sqlite3") as records:
        ana = records.add_trainee("Ana").id
        session = Session(make(drill_id, {"length": 60}, seed=21), records=records, trainee_id=ana)
        dealt = _play(session, 60)
        assert _check_every_miss(records, ana, dealt) == 60
        listed = missed_hands(records, ana, session_ids=[session.session_id])
        assert len(listed) == 60 and all(m.replayable for m in listed)
        assert answer_of_link(listed[0].link) == listed[0].id


@pytest.mark.parametrize("drill_id", GAMES)
def test_the_summary_replays_from_the_session_in_memory_the_same_hand(drill_id):
    session = Session(make(drill_id, {"length": 25}, seed=4))  # no records: a trainee not saved
    _play(session, 25)
    for index, (question, verdict) in enumerate(session.verdicts):
        replay = replay_hand(session.hand_place(index),
                             MissedAnswer(question.skill, question.prompt, verdict.given, verdict.expected))
        assert replay.steps[replay.asked] is not None and replay.steps[replay.asked].question == question.prompt
        assert replay.steps[replay.asked] == question.step


def test_titles_name_the_coup_round_or_hand_and_the_shoe_readied():
    titles = {}
    for drill_id in GAMES:
        session = Session(make(drill_id, {"length": 40}, seed=8))
        _play(session, 40)
        titles[drill_id] = {replay_hand(session.hand_place(i), MissedAnswer(q.skill, q.prompt, v.given, v.expected)).title
                            for i, (q, v) in enumerate(session.verdicts)}
    assert "Readying the shoe" in titles["baccarat.seat"] and "Coup 1" in titles["baccarat.seat"]
    assert any(t.startswith("Round ") for t in titles["blackjack.seat"])
    assert any(t.startswith("Hand ") for t in titles["stud.seat"])


def test_the_shoe_is_closed_in_a_part_of_its_own():
    boxed = BaccaratRules(commission_style="box").model_dump(mode="json")
    session = Session(make("baccarat.seat", {"coups": 3, "rules": boxed, "quiz_skills": ("baccarat.commission",)}, seed=2))
    _play(session, 10_000)
    closing = [i for i, place in enumerate(session.places) if place[0] == 4]  # after the third coup
    assert closing
    q, v = session.verdicts[closing[0]]
    replay = replay_hand(session.hand_place(closing[0]), MissedAnswer(q.skill, q.prompt, v.given, v.expected))
    assert replay.title == "Closing the shoe" and replay.steps[replay.asked].skill == "baccarat.commission.collect"


@pytest.mark.parametrize("drill_id", ["baccarat.seat", "blackjack.seat"])
def test_a_replayed_shoe_and_a_stacked_shoe_replay_their_hands(tmp_path, drill_id):
    first = make(drill_id, {"length": 5}, seed=30)
    for _ in first.beats():
        pass
    replayed = shoe_for_replay(first.shoe.to_json())
    stacked = Shoe.stacked(Shoe(6, seed=99).peek_order()[:200])
    with Records(tmp_path / "records.sqlite3") as records:
        ana = records.add_trainee("Ana").id
        for shoe in (replayed, stacked):
            session = Session(make(drill_id, {"length": 30}, seed=31, shoe=shoe), records=records, trainee_id=ana)
            dealt = _play(session, 30)
            for answer in records.answers(ana, session_id=session.session_id):
                replay = replay_answer(records, answer)
                assert replay.steps[:len(dealt[records.dealt_hand(answer.id).hand])] == tuple(
                    dealt[records.dealt_hand(answer.id).hand])


def test_a_resumed_session_keeps_a_shoe_of_its_own_and_replays_from_it(tmp_path):
    with Records(tmp_path / "records.sqlite3") as records:
        ana = records.add_trainee("Ana").id
        first = Session(make("stud.seat", {"length": 6}, seed=5), records=records, trainee_id=ana)
        _play(first, 6, end=False)
        again = Session(make("stud.seat", {"length": 6}, seed=5), records=records, trainee_id=ana,
                        resume_session_id=first.session_id)
        dealt = _play(again, 6)
        assert again.dealt_shoe is not None and again.dealt_shoe != first.dealt_shoe
        later = [a for a in records.answers(ana) if records.dealt_hand(a.id) and
                 records._db.execute("SELECT dealt_shoe FROM answers WHERE id = ?", (a.id,)).fetchone()[0] == again.dealt_shoe]
        assert len(later) == 6
        for answer in later:
            assert replay_answer(records, answer).steps[:len(dealt[records.dealt_hand(answer.id).hand])] == tuple(
                dealt[records.dealt_hand(answer.id).hand])


def test_answers_written_after_the_records_refused_them_still_know_their_hand(tmp_path):
    from tests.refused_writes import refuse_writes

    with Records(tmp_path / "records.sqlite3") as records:
        ana = records.add_trainee("Ana").id
        refused = refuse_writes(records)  # from the start: the session, its shoe and answers wait in memory
        session = Session(make("baccarat.seat", {"length": 8}, seed=6), records=records, trainee_id=ana)
        dealt = _play(session, 4, end=False)
        assert session.unsaved == 4 and session.dealt_shoe is None
        refused.refusing = False
        _play(session, 8, dealt)
        assert session.unsaved == 0
        assert _check_every_miss(records, ana, dealt) == 8


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(drill_id=st.sampled_from(GAMES), seed=st.integers(0, 2**32 - 1), seats=st.integers(1, 5))
def test_any_seed_replays_every_asked_step(drill_id, seed, seats):
    config = {"length": 15} | ({"seats": seats} if drill_id != "stud.seat" else {})
    session = Session(make(drill_id, config, seed=seed))
    _play(session, 15)
    for index, (question, verdict) in enumerate(session.verdicts):
        replay = replay_hand(session.hand_place(index),
                             MissedAnswer(question.skill, question.prompt, verdict.given, verdict.expected))
        assert replay.steps[replay.asked] == question.step


def test_a_report_lists_the_missed_hands_escaped_and_by_skill_name(tmp_path):
    from dealertrainer.training.hand_replay import missed_hands_table

    with Records(tmp_path / "records.sqlite3") as records:
        ana = records.add_trainee("Ana").id
        session = Session(make("baccarat.seat", {"length": 3}, seed=3), records=records, trainee_id=ana)
        _play(session, 3)
        records.record_answer(ana, "baccarat.burn.count", False, 1.0, prompt="<b>burn?</b>", given="<i>", expected="7")
        page = missed_hands_table(missed_hands(records, ana))
    assert page.count("<tr>") == 5 and page.count("In DealerTrainer") == 3 and page.count("Not kept") == 1
    assert "&lt;b&gt;burn?&lt;/b&gt;" in page and "<i>" not in page and "Mini Baccarat · How many cards to burn" in page
    assert "baccarat.burn.count" not in page
