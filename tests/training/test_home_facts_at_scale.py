"""Home's facts read per skill and per session (``gather_home`` with ``stats_from_records``) are
the facts read from every answer, as Home read them before, on random histories."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealertrainer.storage.records import Records
from dealertrainer.training.home_facts import DUE_SHOWN, RECENT_SHOWN, WEAKEST_SHOWN, HomeFacts, gather_home
from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryTargets
from dealertrainer.training.drills.practice import dealt_in_scope
from dealertrainer.training.practice import in_scope, waiting
from dealertrainer.training.progress import stats_from_answers, stats_from_records, weakest
from dealertrainer.training.schedule import DAY, cards, due_skills

SKILLS = ("baccarat.result", "baccarat.banker.3.vs.8", "blackjack.payout.3to2", "stud.bring_in", "payouts.old.id")
T0 = 1_700_000_000.0


def _home_from_every_answer(records: Records, trainee_id: int, now: float, targets: MasteryTargets) -> HomeFacts:
    """What ``gather_home`` worked out before: every answer read, then counted in Python."""
    answers = records.answers(trainee_id)
    per_session: dict[int, list[bool]] = {}
    for row in answers:
        if row.session_id is not None:
            per_session.setdefault(row.session_id, []).append(row.correct)
    recent = [(s.drill_id, s.started, len(per_session[s.id]), sum(per_session[s.id]))
              for s in sorted(records.sessions(trainee_id), key=lambda s: s.started, reverse=True)
              if per_session.get(s.id)][:RECENT_SHOWN]
    stats = stats_from_answers(answers, targets, now, cards(records, trainee_id, targets))
    weak = [(skill, stats[skill].accuracy, stats[skill].median_seconds or 0.0, stats[skill].answered,
             stats[skill].mastery.target_seconds)
            for skill in weakest({k: v for k, v in stats.items() if v.answered >= 2 or v.correct < v.answered},
                                 limit=WEAKEST_SHOWN)]
    unfinished = [(s.id, s.drill_id, len(per_session[s.id])) for s in records.unfinished_sessions(trainee_id)
                  if per_session.get(s.id)]
    start_of_day = now - (now % 86400)
    today = sum(1 for row in answers if row.at >= start_of_day)
    due = due_skills(records, trainee_id, now, [s.id for s in dealt_in_scope(in_scope(), None)], targets)[:DUE_SHOWN]
    return HomeFacts(due, recent, weak, unfinished, today, len(answers), waiting(records, trainee_id, now, targets=targets))


answer = st.tuples(st.sampled_from(SKILLS), st.booleans(), st.floats(0.2, 12.0, allow_nan=False),
                   st.sampled_from([0, 3, 600, 5 * 3600, DAY, 3 * DAY]), st.integers(0, 3))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(history=st.lists(answer, max_size=90), ended=st.lists(st.booleans(), min_size=4, max_size=4),
       rule=st.sampled_from([DEFAULT_TARGETS, MasteryTargets(window=4, min_answers=6, new_below=2)]),
       later=st.sampled_from([60.0, 2 * DAY, 40 * DAY]))
def test_home_read_per_skill_is_home_read_from_every_answer(tmp_path_factory, history, ended, rule, later):
    path = tmp_path_factory.mktemp("r") / "records.sqlite3"
    with Records(path) as records:
        ana, ben = records.add_trainee("Ana").id, records.add_trainee("Ben").id
        sessions = [records.start_session(ana, drill, started=T0 + i // 2) for i, drill in  # two at a time
                    enumerate(("daily", "payouts", "baccarat.seat", "stud.seat"))]
        at = T0
        for skill, correct, seconds, step, session in history:
            at += step
            records.record_answer(ana, skill, correct, seconds, at=at, session_id=sessions[session])
            records.record_answer(ben, skill, not correct, seconds + 1, at=at)
        for session, done in zip(sessions, ended):
            if done:
                records.end_session(session)
        now = at + later
        expected = _home_from_every_answer(records, ana, now, rule)
        known = cards(records, ana, rule)
        assert stats_from_records(records, ana, rule, now, known) == stats_from_answers(records.answers(ana), rule,
                                                                                       now, known)
    assert gather_home(path, ana, now, rule) == expected


def test_a_run_of_right_answers_longer_than_the_answers_read_is_counted_whole(records, trainee):
    records.record_answer(trainee, "baccarat.result", False, 1.0, at=T0)
    for i in range(45):
        records.record_answer(trainee, "baccarat.result", True, 1.0 + i / 100, at=T0 + 60 * (i + 1))
    stats = stats_from_records(records, trainee, DEFAULT_TARGETS, T0 + DAY)["baccarat.result"]
    assert (stats.streak, stats.answered, stats.correct) == (45, 46, 45)
    assert stats == stats_from_answers(records.answers(trainee), DEFAULT_TARGETS, T0 + DAY,
                                       cards(records, trainee))["baccarat.result"]
