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
from dealertrainer.training.drills.practice import dealt_in_scope
from dealertrainer.training.practice import Waiting, _plan, daily_practice, waiting
from dealertrainer.training.practice import in_scope as every_skill_in
from dealertrainer.training.schedule import DAY, cards

SCOPE = ("baccarat.player", "blackjack.payout", "stud.first_to_act")
T0 = 1_700_000_000.0

# sittings a day or more apart, of answers seconds to minutes apart: few skills, mostly right and
# quick, so skills reach mastery or fall just short of it, a sitting's answers alone or with older ones
answer = st.tuples(st.integers(0, 30) | st.just(0) | st.just(1), st.sampled_from([True] * 9 + [False]),
                   st.sampled_from([0.4, 1.0, 1.6, 2.5, 9.0]), st.sampled_from([0, 1, 5, 600]))
sittings = st.lists(st.tuples(st.sampled_from([DAY, 2 * DAY, 9 * DAY]), st.lists(answer, max_size=60)), max_size=4)
targets = st.sampled_from([DEFAULT_TARGETS, MasteryTargets(window=5, min_answers=8, new_below=3),
                           MasteryTargets(window=3, min_answers=4, min_days=3, new_below=2)])


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def in_scope(nodes=None):
    """The skills under ``nodes`` that the standard house deals: what Daily practice plans."""
    return dealt_in_scope(every_skill_in(nodes), None)


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


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(history=sittings, rule=targets, new_per_day=st.integers(0, 12),
       later=st.sampled_from([60.0, DAY, 20 * DAY]), verdicts=st.lists(st.booleans(), min_size=1, max_size=25))
def test_the_lean_plan_is_the_plan_from_every_answer(tmp_path_factory, history, rule, new_per_day, later, verdicts):
    skills = [s.id for s in in_scope(SCOPE)]
    with Records(tmp_path_factory.mktemp("r") / "records.sqlite3") as records:
        trainee = records.add_trainee("Ana").id
        at = T0
        for gap, answers in history:
            at += gap
            for index, correct, seconds, step in answers:
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


def test_a_skill_met_yesterday_and_drilled_today_is_judged_over_both_days(records, trainee):
    """Its last 20 answers all fall today; its first, kept ahead of them, says it spans two days."""
    at = T0
    for day in range(2):
        for _ in range((10, 25)[day]):
            at += 5
            records.record_answer(trainee, "baccarat.player.draws.0", True, 0.4, at=at)
        at += DAY
    clock = Clock(at)
    new = _plan(records, trainee, in_scope(SCOPE), clock, DEFAULT_TARGETS, 5)
    old = _old_plan(records, trainee, clock, DEFAULT_TARGETS, 5)
    assert new.known["baccarat.player.draws.0"].rule_met and old.known["baccarat.player.draws.0"].rule_met
    assert new.waiting(at) == old.waiting(at)


def test_waiting_counts_due_reviews_and_todays_new_skills(records, trainee, wall):
    everything = len(in_scope())
    assert waiting(records, trainee, wall()) == Waiting(due=0, new=min(30, everything))  # a first day
    for skill in ("baccarat.result", "blackjack.payout.3to2"):
        records.record_answer(trainee, skill, True, 1.0, at=wall() - 30 * DAY)
    records.record_answer(trainee, "stud.first_to_act.pair", True, 1.0, at=wall() - 60)  # met today: due tomorrow
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
