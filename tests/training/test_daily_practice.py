"""Daily practice through the headless API: due first, new at a steady rate, interleaved, all reachable."""

from __future__ import annotations

import pytest

from dealertrainer.engine.money import format_money
from dealertrainer.engine.steps import AnswerKind
from dealertrainer.training.drills import make_drill
from dealertrainer.training.drills.practice import DailyConfig, DailyPracticeDrill
from dealertrainer.training.planner import Plan
from dealertrainer.training.practice import daily_practice, in_scope, mastered
from dealertrainer.training.schedule import DAY, cards, recall
from dealertrainer.training.session import Session
from dealertrainer.training.skills import catalogue, topic_of

T0 = 1_700_000_000.0
SCOPE = ("baccarat.player", "baccarat.banker", "blackjack.payout", "blackjack.total")


def right(q):
    if q.answer_kind is AnswerKind.MONEY:
        return format_money(q.answer)
    if q.answer_kind is AnswerKind.YES_NO:
        return "yes" if q.answer else "no"
    return str(q.answer)


def sitting(records, trainee, wall, clock, drill, seconds=1.0):
    """Answer every question right, ``seconds`` each; the skills asked, in order."""
    session = Session(drill, records=records, trainee_id=trainee, clock=clock, wall_clock=wall)
    asked = []
    while (beat := session.next()) is not None:
        clock.advance(seconds)
        wall.advance(seconds)
        session.answer(right(beat.question))
        asked.append(beat.question.skill)
    session.end()
    return asked


def test_a_first_sitting_brings_in_new_skills_interleaved(records, trainee, wall, clock):
    drill = daily_practice(records, trainee, wall(), seed=1, skills=SCOPE, wall_clock=wall)
    asked = sitting(records, trainee, wall, clock, drill)
    assert len(asked) == 20 and len(set(asked)) == 20
    assert all(topic_of(a) != topic_of(b) for a, b in zip(asked, asked[1:]))  # topics take turns
    assert {topic_of(s) for s in asked} == set(SCOPE)
    assert len(records.answers(trainee)) == 20 and set(cards(records, trainee)) == set(asked)


def test_due_skills_come_first_lowest_recall_first(records, trainee, wall, clock):
    old = ["baccarat.banker.3.vs.8", "blackjack.payout.3to2", "baccarat.player.draws.6"]
    for i, skill in enumerate(old):
        for day in range(i + 1):  # spaced differently, so their recall differs
            records.record_answer(trainee, skill, True, 1.5, at=T0 - 60 * DAY + day * 3 * DAY)
    now = wall()
    known = cards(records, trainee)
    by_recall = sorted(old, key=lambda s: recall(known[s], now))
    drill = daily_practice(records, trainee, now, seed=2, skills=SCOPE, wall_clock=wall)
    assert sitting(records, trainee, wall, clock, drill)[:3] == by_recall


def test_new_skills_come_at_a_steady_rate_and_spare_time_goes_to_unmastered_ones(records, trainee, wall, clock):
    config = DailyConfig(length=40, new_per_day=5)
    first = sitting(records, trainee, wall, clock, daily_practice(records, trainee, wall(), seed=3, config=config,
                                                                  skills=SCOPE, wall_clock=wall), seconds=3.0)
    assert len(set(first)) == 5 and len(first) == 40  # the other 35 go back over the five
    assert min(first.count(s) for s in set(first)) >= 5  # spread over the five, not one drilled to death
    wall.advance(DAY)
    second = sitting(records, trainee, wall, clock, daily_practice(records, trainee, wall(), seed=4, config=config,
                                                                   skills=SCOPE, wall_clock=wall), seconds=3.0)
    assert len(set(second) - set(first)) == 5  # five more the next day


def test_every_catalogue_skill_is_reached_within_days():
    now = [T0]
    plan = Plan(catalogue(), wall_clock=lambda: now[0])
    seen = set()
    for day in range(10):
        now[0] = T0 + day * DAY
        for _ in range(150):
            skill = plan.next_skill()
            seen.add(skill)
            plan.observe(skill, True, 1.0)
            now[0] += 4
    assert seen == {s.id for s in catalogue()}


def test_the_registry_drill_plans_for_a_new_trainee():
    drill = make_drill("daily", {"length": 6}, seed=5)
    assert isinstance(drill, DailyPracticeDrill)
    asked = [b.question.skill for b in drill.beats()]
    assert len(asked) == 6 and len(set(asked)) == 6


def test_mastered_is_the_badge_at_a_moment(records, trainee):
    skill = "baccarat.banker.6.vs.7"
    for i in range(20):
        records.record_answer(trainee, skill, True, 1.0, at=T0 + (i // 10) * DAY + i)
    records.record_answer(trainee, "baccarat.banker.6.vs.6", True, 1.0, at=T0)
    assert mastered(records, trainee, T0 + DAY + 3600) == {skill}
    assert mastered(records, trainee, T0 + 300 * DAY) == set()


def test_mastered_after_a_break_needs_the_gap_recalled_before(records, trainee):
    """The records' proof of a gap: drilled for two days the badge does not survive two weeks
    away; a right answer after two weeks away proves that much."""
    skill = "baccarat.banker.6.vs.7"
    for i in range(20):
        records.record_answer(trainee, skill, True, 1.0, at=T0 + (i // 10) * DAY + i)
    assert mastered(records, trainee, T0 + DAY + 3600) == {skill}
    assert mastered(records, trainee, T0 + 15 * DAY) == set()
    records.record_answer(trainee, skill, True, 1.0, at=T0 + 15 * DAY)  # right after 14 days away
    assert mastered(records, trainee, T0 + 28 * DAY) == {skill}  # 13 days later: proved
    assert recall(cards(records, trainee)[skill], T0 + 30 * DAY) > 0.9
    assert mastered(records, trainee, T0 + 30 * DAY) == set()  # 15 days: longer than any gap recalled


def test_a_strong_skill_rests_until_due_when_the_plan_lets_it():
    """With ``rest_days``, a skill whose FSRS stability has reached it is not asked ahead of due:
    the sitting ends when only resting skills are left; without, it is drilled ahead."""
    skills = [s for s in catalogue() if s.id in ("baccarat.banker.6.vs.7", "baccarat.banker.6.vs.6")]

    def trained(rest_days):
        now = [T0 - 30 * DAY]
        plan = Plan(skills, wall_clock=lambda: now[0], rest_days=rest_days)
        for day in range(30):  # a right answer a day: the cards grow strong
            for i in range(3):
                now[0] = T0 - 30 * DAY + day * DAY + i * 60
                for s in skills:
                    plan.observe(s.id, True, 1.0)
        now[0] = T0
        return plan

    resting = trained(5.0)
    assert all(k.stability >= 5.0 and k.due > T0 and k.rule_met for k in resting.known.values())
    assert resting.next_skill() is None
    assert trained(None).next_skill() in {s.id for s in skills}  # the default drills ahead


def test_scope_and_bad_scope(records, trainee):
    assert {s.id for s in in_scope(["baccarat.player"])} == {f"baccarat.player.draws.{t}" for t in range(8)}
    assert len(in_scope(None)) == len(catalogue())
    with pytest.raises(ValueError, match="no skill of the catalogue lies under roulette"):
        daily_practice(records, trainee, T0, skills=["roulette"])
