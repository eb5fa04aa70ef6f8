"""A finished exam or pace run is kept in the records as one result (issue 22; an audition's:
``test_pace_and_audition.py``): its figures as data (ids, counts, shares, hands an hour, the
settings as their models' JSON), read by the instructor's roster as the trainee's PC scored it;
a refused write is said in words."""

from __future__ import annotations

import json

import pytest

from dealertrainer.storage.records import Records
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.training.classroom_roster import read_result
from dealertrainer.training.drills import ExamConfig, ExamDrill
from dealertrainer.training.finished_runs import exam_game, record_exam, record_pace
from dealertrainer.training.pace import PaceMeter, PaceStandard
from dealertrainer.training.progress import exam_report
from dealertrainer.training.session import Session
from dealertrainer.training.skills import topic_of
from tests.refused_writes import refuse_writes
from tests.training.test_pace_and_audition import Clock


def _no_english(value) -> None:
    """Every text in the figures is an id or a setting's value: no sentence."""
    if isinstance(value, dict):
        for key, inner in value.items():
            assert " " not in key
            _no_english(inner)
    elif isinstance(value, list):
        for inner in value:
            _no_english(inner)
    elif isinstance(value, str):
        assert len(value.split()) <= 2, value


def _sit_exam(records: Records, trainee: int, config: ExamConfig, wrong_every: int = 4):
    clock = Clock(step=0.0)
    drill = ExamDrill(config, seed=3)
    session = Session(drill, records=records, trainee_id=trainee, clock=clock)
    n = 0
    while (beat := session.next()) is not None:
        clock.now += 1.0
        session.answer(beat.question.answer if n % wrong_every else "not it")
        n += 1
    return drill, session, session.end()


def test_a_paper_handed_in_is_kept_with_its_topics_and_settings(tmp_path):
    config = ExamConfig(skills=("baccarat.banker", "baccarat.player"), length=12)
    with Records(tmp_path / "records.sqlite3") as records:
        trainee = records.add_trainee("Ana").id
        drill, session, summary = _sit_exam(records, trainee, config)
        report = exam_report(summary, config, "Ana", 1000.0, paper=drill.paper)
        assert record_exam(records, trainee, session.session_id, report, config, 2000.0) is None
        [kept] = records.results(trainee, "exam")
        assert (kept.game, kept.ended) == ("baccarat", 2000.0)
        assert kept.detail["passed"] is report.passed and kept.detail["accuracy"] == pytest.approx(report.accuracy)
        assert {t["topic"] for t in kept.detail["topics"]} == {topic_of(s) for s in drill.paper}
        assert sum(t["asked"] for t in kept.detail["topics"]) == report.questions
        assert ExamConfig.model_validate(kept.detail["config"]) == config
        read = read_result("exam", kept.game, kept.started, json.dumps(dict(kept.detail)))
        assert read.passed is report.passed and read.accuracy == pytest.approx(report.accuracy)
        _no_english({k: v for k, v in kept.detail.items() if k != "config"})


def test_an_exam_over_several_games_has_no_game():
    assert exam_game(("baccarat.banker", "baccarat")) == "baccarat"
    assert exam_game(("baccarat", "stud.first_to_act")) == ""


def test_a_pace_run_is_kept_with_its_hands_and_nothing_when_no_hand_was_finished(tmp_path):
    with Records(tmp_path / "records.sqlite3") as records:
        trainee = records.add_trainee("Ana").id
        session = records.start_session(trainee, "blackjack.seat", game="blackjack")
        meter = PaceMeter(PaceStandard("blackjack", 60, 80, "rounds"))
        assert record_pace(records, trainee, session, meter, "blackjack.seat", None, 1e9) is None
        assert records.results(trainee) == []
        meter.times = [50.0] * 10  # ten rounds of 50 s: 72 an hour
        rules = SettingsInForce(tmp_path / "config").rules("blackjack")
        assert record_pace(records, trainee, session, meter, "blackjack.seat", rules, 2e9) is None
        [kept] = records.results(trainee, "pace")
        assert kept.game == "blackjack" and kept.detail["per_hour"] == 72.0 and kept.detail["hands"] == 10
        assert (kept.detail["low"], kept.detail["high"], kept.detail["drill_id"]) == (60, 80, "blackjack.seat")
        assert kept.detail["rules"] == rules.model_dump(mode="json")
        assert read_result("pace", "blackjack", kept.started, json.dumps(dict(kept.detail))).per_hour == 72.0


def test_a_result_the_records_refuse_is_said_in_words(tmp_path):
    with Records(tmp_path / "records.sqlite3") as records:
        trainee = records.add_trainee("Ana").id
        meter = PaceMeter(PaceStandard("stud", 30, 50, "hands"))
        meter.times = [100.0] * 3
        refuse_writes(records)
        problem = record_pace(records, trainee, None, meter, "stud.seat", None, 2e9)
        assert problem is not None and "disk is full" in problem
        records._db.refusing = False
        assert records.results(trainee) == []


def test_a_result_with_damaged_figures_is_left_out_of_every_read(tmp_path):
    with Records(tmp_path / "records.sqlite3") as records:
        trainee = records.add_trainee("Ana").id
        records.record_result(trainee, "pace", "stud", started=1.0, ended=2.0, detail={"per_hour": 40})
        with records.bulk() as db:
            db.execute("INSERT INTO results (uid, trainee_id, kind, game, started, ended, detail_json)"
                       " VALUES (?, ?, 'pace', 'stud', 1, 2, ?)", ("b" * 32, trainee, "[" * 5000))
            db.execute("INSERT INTO results (uid, trainee_id, kind, game, started, ended, detail_json)"
                       " VALUES (?, ?, 'pace', 'stud', 'x', 2, '{}')", ("c" * 32, trainee))
        assert [r.detail for r in records.results(trainee)] == [{"per_hour": 40}]
        with pytest.raises(ValueError, match="before it started"):
            records.record_result(trainee, "pace", "stud", started=3.0, ended=2.0, detail={})
        with pytest.raises(ValueError, match="exam, audition, pace"):
            records.record_result(trainee, "drill", "stud", started=1.0, ended=2.0, detail={})


class _HugeRules:
    def model_dump(self, mode: str) -> dict:
        return {"notes": "x" * 20_000}


def test_figures_too_large_for_the_cap_are_kept_without_their_settings(tmp_path):
    with Records(tmp_path / "records.sqlite3") as records:
        trainee = records.add_trainee("Ana").id
        meter = PaceMeter(PaceStandard("baccarat", 40, 60, "coups"))
        meter.times = [72.0] * 5  # 50 coups an hour
        assert record_pace(records, trainee, None, meter, "baccarat.seat", _HugeRules(), 2e9) is None
        [kept] = records.results(trainee)
        assert kept.detail["per_hour"] == 50.0 and "rules" not in kept.detail
