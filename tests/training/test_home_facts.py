"""Home's facts, read headless by the same function the Home screen calls."""

from __future__ import annotations

from dealertrainer.storage.records import Records
from dealertrainer.training.home_facts import HomeFacts, gather_home
from dealertrainer.training.mastery import targets_in_force
from dealertrainer.training.practice import Waiting

DAY = 86_400.0
NOW = 1_700_000_000.0 - (1_700_000_000.0 % DAY) + 15 * 3600  # 15:00 on a day


def test_home_lists_recent_sessions_weak_skills_unfinished_ones_and_today(tmp_path):
    path = tmp_path / "records.sqlite3"
    with Records(path) as records:
        ana = records.add_trainee("Ana").id
        old = records.start_session(ana, "totals", "{}", started=NOW - 2 * DAY)
        for i in range(4):
            records.record_answer(ana, "totals.blackjack.hard", True, 1.0, session_id=old, at=NOW - 2 * DAY + i)
        records.end_session(old)
        left = records.start_session(ana, "payouts", "{}", started=NOW - 60)
        for i in range(3):  # missed twice: weak; the session was left unfinished
            records.record_answer(ana, "blackjack.payout.3to2", i == 0, 4.0, session_id=left, at=NOW - 50 + i)
        records.start_session(ana, "stud.seat", "{}", started=NOW - 10)  # left before any answer
    facts = gather_home(path, ana, NOW)
    assert isinstance(facts, HomeFacts)
    assert facts.recent == [("payouts", NOW - 60, 3, 1), ("totals", NOW - 2 * DAY, 4, 4)]
    assert [skill for skill, *_ in facts.weakest] == ["blackjack.payout.3to2"]
    skill, accuracy, median, answered, target = facts.weakest[0]
    assert (round(accuracy, 3), median, answered) == (0.333, 4.0, 3)
    assert facts.unfinished == [(left, "payouts", 3)]  # nothing to resume in the empty one
    assert (facts.answered_today, facts.answered_ever) == (3, 7)
    slower = gather_home(path, ana, NOW, targets_in_force({"blackjack.payout.3to2": 9.0}))
    assert slower.weakest[0][4] == 9.0  # the target times in force
    assert target != 9.0


def test_a_new_trainee_has_nothing_on_home_but_new_skills_waiting(tmp_path):
    path = tmp_path / "records.sqlite3"
    with Records(path) as records:
        ben = records.add_trainee("Ben").id
    assert gather_home(path, ben, NOW) == HomeFacts(waiting=Waiting(due=0, new=30))  # a day's new skills
