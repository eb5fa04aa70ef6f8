"""Game pace and the audition in the training layer, with an injected clock (nothing here
times real speed): the meter times each hand from its first card to the next hand's, hands an
hour follow; the audition scores accuracy and procedure by topic, pace against the school's
mark, and is passed only when it dealt its whole length with every mark reached; the same
score comes back from the records."""

from __future__ import annotations

import json

import pytest

from dealertrainer.storage.records import Records
from dealertrainer.storage.school_standards import SchoolStandards
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.training.audition import AuditionConfig, AuditionRun, Mark, audition_config, is_procedure, score
from dealertrainer.training.audition_report import audition_html, audition_result
from dealertrainer.training.classroom_roster import read_result
from dealertrainer.training.pace import PaceMeter, pace_by_day, pace_standard, per_hour
from dealertrainer.training.session import Beat
from dealertrainer.training.skills import catalogue


class Clock:
    def __init__(self, step: float = 1.0) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def _beat(hand):
    return Beat(None, None, place=None if hand is None else (hand, 0))


def test_each_hand_runs_from_its_first_card_to_the_next_hands_first_card():
    clock = Clock(0.0)
    meter = PaceMeter(pace_standard(SchoolStandards(), "baccarat"), clock=clock)
    for at, hand in ((0, None), (5, 1), (30, 1), (50, 2), (95, None), (110, 3)):
        clock.now = at
        meter.beat(_beat(hand))
    clock.now = 170
    meter.finish()
    assert meter.times == [45, 60, 60]  # the shuffle before hand 3 counts in hand 2; nothing before hand 1
    assert meter.rate() == pytest.approx(3 * 3600 / 165)
    assert per_hour(0, 10) is None and per_hour(2, 0) is None


def test_readying_and_closing_the_shoe_are_no_hand():
    clock = Clock(0.0)
    meter = PaceMeter(pace_standard(SchoolStandards(), "blackjack"), clock=clock)
    for at, place, dealt in ((0, (0, 0), 0), (10, (1, 0), 1), (40, (2, 0), 2), (70, (3, 0), 2)):
        clock.now = at
        meter.beat(Beat(None, None, place=place), dealt)  # (3, 0) with 2 dealt: closing the shoe
    clock.now = 90
    meter.finish()
    assert meter.times == [30, 50]


def test_the_school_standards_are_the_defaults_asked_and_stay_in_order():
    school = SchoolStandards()
    assert (school.pace("blackjack"), school.pace("baccarat"), school.pace("stud")) == ((60, 80), (40, 60), (30, 50))
    assert pace_standard(school, "baccarat").verdict(39.9) == "under"
    assert pace_standard(school, "baccarat").verdict(60) == "within"
    with pytest.raises(ValueError, match="blackjack_pace_high must be at least blackjack_pace_low"):
        SchoolStandards(blackjack_pace_low=90)
    with pytest.raises(ValueError):
        SchoolStandards(audition_minutes=10)  # auditions run 15 to 30 minutes


def test_every_catalogue_skill_is_scored_as_one_of_accuracy_or_procedure():
    kinds = {s.id: is_procedure(s.id) for s in catalogue()}
    assert kinds["baccarat.banker.3.vs.8"] and kinds["blackjack.dealer.soft17"] and kinds["stud.first_to_act.pair"]
    assert not kinds["blackjack.payout.3to2"] and not kinds["baccarat.total.two_cards"]
    assert not kinds["stud.showdown.winner"] and not kinds["baccarat.commission.box"]


@pytest.mark.parametrize(("answers", "times", "passed"), [
    ([("blackjack.payout.3to2", True)] * 19 + [("blackjack.dealer.soft17", True)] * 10, [60.0] * 21, True),
    ([("blackjack.payout.3to2", True)] * 18 + [("blackjack.payout.win", False)] * 2, [60.0] * 21, False),  # 90% < 95%
    ([("blackjack.peek.ace", False)] + [("blackjack.dealer.soft17", True)] * 8, [60.0] * 21, False),  # 8/9 < 90%
    ([("blackjack.payout.3to2", True)] * 10, [70.0] * 18, False),  # 51 an hour < 60
    ([("blackjack.payout.3to2", True)] * 10, [60.0] * 10, False),  # ended after 10 of 20 minutes
])
def test_the_verdict_needs_the_whole_length_and_every_mark(answers, times, passed):
    config = AuditionConfig()
    result = score(config, answers, times)
    assert result.passed is passed
    assert bool(result.reasons()) is not passed


def test_a_mark_nothing_was_asked_on_is_not_held_against_the_trainee():
    assert Mark("procedure", 0, 0, 0.9).passed and Mark("procedure", 0, 0, 0.9).share is None


def test_seats_beyond_the_table_are_refused_in_words(tmp_path):
    settings = SettingsInForce(tmp_path / "config")
    with pytest.raises(ValueError, match="8 seats, and the Blackjack table in the house rules has 7"):
        audition_config(settings, seats=8)
    assert audition_config(settings, game="stud", seats=8).rules.seats == 8


@pytest.mark.parametrize("game", ["baccarat", "blackjack", "stud"])
def test_an_audition_run_and_its_records_give_the_same_score(tmp_path, game):
    settings = SettingsInForce(tmp_path / "config")
    clock = Clock(1.0)
    with Records(tmp_path / "records.sqlite3") as records:
        trainee = records.add_trainee("Ana & <Bo>").id
        run = AuditionRun(audition_config(settings, game=game, minutes=1.5), records, trainee, seed=4, clock=clock)
        n = 0
        while (beat := run.session.next()) is not None:
            run.beat(beat)
            if beat.question is not None:
                run.session.answer(beat.question.answer if n % 5 else "not it")
                n += 1
        run.beat(None)
        live = run.finish()
        run.session.end()
        assert live.complete and live.hands >= 1 and n == len(run.session.verdicts)
        assert run.finish() == live and run.result_problem is None
        [result] = records.results(trainee)  # kept once, to be sent to a class (``training.finished_runs``)
        assert (result.kind, result.game, result.session_id) == ("audition", game, run.session.session_id)
        assert result.detail["passed"] is live.passed and result.detail["hands"] == live.hands
        assert result.detail["marks"]["procedure"] == {"right": live.procedure.right, "asked": live.procedure.asked,
                                                       "needed": live.procedure.needed}
        assert AuditionConfig.model_validate(result.detail["config"]) == run.config
        read = read_result(result.kind, game, result.started, json.dumps(dict(result.detail)))
        assert read.passed is live.passed and read.accuracy == pytest.approx(live.accuracy.share)
        assert read.per_hour == pytest.approx(live.pace, rel=1e-3)
        kept = audition_result(records, run.session.session_id)
        assert kept.score == live and kept.answered == n
        assert len(kept.missed) == sum(not v.correct for _q, v in run.session.verdicts)
        assert all(m.hand != "–" and "." not in m.skill for m in kept.missed)  # each hand dealt again
        assert any(m.cards for m in kept.missed)
        page = audition_html(kept)
        assert "Ana &amp; &lt;Bo&gt;" in page and "<Bo>" not in page
        days = pace_by_day(records.hand_times(trainee), settings.standards)
        assert [d.hands for d in days] == [live.hands]
