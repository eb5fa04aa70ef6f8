"""Daily practice and its counts read, per skill, only the answers the mastery rule looks at
(``practice._plan``): on random histories the plan they build asks the same questions in the
same order, judges every skill alike and counts the same skills waiting as a plan built from
every answer (the path before), and ``waiting`` is what that plan has ahead."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealertrainer.storage.records import Records
from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryTargets
from dealertrainer.training.planner import Plan
from dealertrainer.training.practice import Waiting, _plan, daily_practice, in_scope, waiting
from dealertrainer.training.schedule import DAY, cards

SCOPE = ("baccarat.player", "blackjack.payout", "stud.first_to_act")
T0 = 1_700_000_000.0

answer = st.tuples(st.integers(0, 30), st.booleans(), st.floats(0.2, 12.0, allow_nan=False),
                   st.sampled_from([0, 1, 5, 600, 3 * 3600, DAY, 4 * DAY]))
targets = st.sampled_from([DEFAULT_TARGETS, MasteryTargets(window=5, min_answers=8, new_below=3),
                           MasteryTargets(window=3, min_answers=4, min_days=3, new_below=2)])


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def _old_plan(records: Records, trainee: int, clock: Clock, targets: MasteryTargets, new_per_day: int) -> Plan:
    scope = in_scope(SCOPE)
    wanted = {s.id for s in scope}
    return Plan(scope, cards={k: c for k, c in cards(records, trainee, targets).items() if k in wanted},
                history=records.answer_facts(trainee), wall_clock=clock, targets=targets, new_per_day=new_per_day)


def _picks(plan: Plan, clock: Clock, verdicts: list[bool]) -> list[str | None]:
    asked = []
    for right in verdicts:
        skill = plan.next_skill()
        asked.append(skill)
        if skill is not None:
            clock.now += 7.0
            plan.observe(skill, right, 1.5)
    return asked


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(history=st.lists(answer, max_size=120), rule=targets, new_per_day=st.integers(0, 12),
       later=st.sampled_from([60.0, DAY, 20 * DAY]), verdicts=st.lists(st.booleans(), min_size=1, max_size=25))
def test_the_lean_plan_is_the_plan_from_every_answer(tmp_path_factory, history, rule, new_per_day, later, verdicts):
    skills = [s.id for s in in_scope(SCOPE)]
    with Records(tmp_path_factory.mktemp("r") / "records.sqlite3") as records:
        trainee = records.add_trainee("Ana").id
        at = T0
        for index, correct, seconds, step in history:
            at += step
            records.record_answer(trainee, skills[index % len(skills)], correct, seconds, at=at)
        now = at + later
        old_clock, new_clock = Clock(now), Clock(now)
        old = _old_plan(records, trainee, old_clock, rule, new_per_day)
        new = _plan(records, trainee, in_scope(SCOPE), new_clock, rule, new_per_day)
        assert {s: k.rule_met for s, k in new.known.items()} == {s: k.rule_met for s, k in old.known.items()}
        assert new.waiting(now) == old.waiting(now)
        assert waiting(records, trainee, now, skills=SCOPE, targets=rule, new_per_day=new_per_day) == Waiting(
            *old.waiting(now))
        assert _picks(new, new_clock, verdicts) == _picks(old, old_clock, verdicts)


def test_waiting_counts_due_reviews_and_todays_new_skills(records, trainee, wall):
    everything = len(in_scope())
    assert waiting(records, trainee, wall()) == Waiting(due=0, new=min(30, everything))  # a first day
    for skill in ("baccarat.result", "blackjack.payout.3to2"):
        records.record_answer(trainee, skill, True, 1.0, at=wall() - 30 * DAY)
    records.record_answer(trainee, "stud.bring_in", True, 1.0, at=wall() - 60)  # met today: due tomorrow
    counts = waiting(records, trainee, wall())
    assert counts == Waiting(due=2, new=29) and counts.anything
    assert waiting(records, trainee, wall(), skills=["stud"]) == Waiting(due=0, new=len(in_scope(["stud"])) - 1)
    assert not waiting(records, trainee, wall(), skills=["stud"], new_per_day=1).anything  # today's one new skill met


def test_daily_practice_starts_with_what_waiting_counts(records, trainee, wall):
    for skill in ("baccarat.result", "blackjack.payout.3to2"):
        records.record_answer(trainee, skill, False, 1.0, at=wall() - 30 * DAY)
    assert waiting(records, trainee, wall()).due == 2
    drill = daily_practice(records, trainee, wall(), seed=3, wall_clock=wall)
    first = [drill.plan.next_skill() for _ in range(3)]
    assert set(first[:2]) == {"baccarat.result", "blackjack.payout.3to2"}  # the two due, before any new one
