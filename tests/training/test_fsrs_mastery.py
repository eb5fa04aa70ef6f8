"""FSRS reviews from answers, and mastery that needs spacing and fades."""

from __future__ import annotations

from fsrs import Rating

from dealertrainer.training.mastery import DEFAULT_TARGETS, MasteryLevel, MasteryTargets, assess
from dealertrainer.training.progress import skill_stats
from dealertrainer.training.questions import Question, Verdict
from dealertrainer.engine.steps import AnswerKind
from dealertrainer.training.schedule import DAY, cards, due_skills, rating, recall, replay, review
from dealertrainer.training.session import summarise

T0 = 1_700_000_000.0
CELL = "baccarat.banker.5.vs.4"  # target 2 s


def test_an_answer_is_rated_from_correctness_and_time_against_the_target():
    assert rating(False, 0.5, 2.0) is Rating.Again
    assert rating(True, 2.5, 2.0) is Rating.Hard
    assert rating(True, 1.5, 2.0) is Rating.Good
    assert rating(True, 1.0, 2.0) is Rating.Easy


def test_spaced_right_answers_grow_the_interval_and_a_miss_brings_it_back():
    card = review(None, True, 1.5, 2.0, T0)
    gaps = []
    at = T0
    for _ in range(5):
        at = card.due.timestamp()
        card = review(card, True, 1.5, 2.0, at)
        gaps.append(card.due.timestamp() - at)
    assert gaps == sorted(gaps) and gaps[-1] > 10 * DAY
    missed = review(card, False, 1.5, 2.0, at + DAY)
    assert missed.due.timestamp() - (at + DAY) < 3600  # due again within the hour (relearning)
    crammed = None
    for i in range(30):  # thirty answers in ten minutes: stability barely moves
        crammed = review(crammed, True, 1.0, 2.0, T0 + 20 * i)
    assert recall(crammed, T0 + 30 * DAY) < recall(card, at)


def test_the_stored_cards_are_the_answers_replayed(records, trainee, wall):
    for day in range(4):
        for i, ok in enumerate([True, True, False, True]):
            records.record_answer(trainee, CELL, ok, 1.2 + i, at=T0 + day * DAY + i * 60)
    records.record_answer(trainee, "blackjack.payout.3to2", True, 2.0, at=T0 + 5)
    known = cards(records, trainee)  # nothing reviewed yet: every answer replayed and saved
    assert set(known) == {CELL, "blackjack.payout.3to2"}
    assert known == replay(records.answers(trainee))
    assert records.answers_not_reviewed(trainee) == []
    assert cards(records, trainee) == known  # read again: the same, nothing replayed twice


def test_due_skills_lowest_recall_first(records, trainee):
    for i in range(3):
        records.record_answer(trainee, "baccarat.player.draws.3", True, 1.0, at=T0 + i * DAY)
    records.record_answer(trainee, "baccarat.player.draws.6", False, 4.0, at=T0 + 2 * DAY)
    records.record_answer(trainee, "baccarat.player.draws.5", True, 1.5, at=T0)
    now = T0 + 2 * DAY + 3600
    due = due_skills(records, trainee, now)
    assert set(due) == {"baccarat.player.draws.5", "baccarat.player.draws.6"}  # met once, missed an hour ago
    known = cards(records, trainee)
    assert [recall(known[s], now) for s in due] == sorted(recall(known[s], now) for s in due)
    assert "baccarat.player.draws.3" not in due  # spaced and known: not due for days
    later = due_skills(records, trainee, T0 + 400 * DAY)
    assert set(later) == {"baccarat.player.draws.3", "baccarat.player.draws.5", "baccarat.player.draws.6"}


def _answers(n, *, days=2, right=None, slow=(), start=T0):
    """n answers spread evenly over ``days`` days; ``right``/``slow``: which indexes."""
    out = []
    for i in range(n):
        at = start + (i * days // n) * DAY + i * 60
        correct = True if right is None else i in right
        out.append((correct, 3.0 if i in slow else 1.2, at))
    return out


def test_mastery_needs_enough_answers_over_two_days():
    assert assess([], CELL).level is MasteryLevel.NEW
    assert assess(_answers(4), CELL).level is MasteryLevel.NEW
    assert assess(_answers(19), CELL).level is MasteryLevel.LEARNING
    assert assess(_answers(40, days=1), CELL).level is MasteryLevel.LEARNING  # cramming in one day
    assert assess(_answers(20), CELL).level is MasteryLevel.MASTERED


def test_mastery_needs_accuracy_and_speed_over_the_last_twenty():
    two_wrong = _answers(20, right=set(range(20)) - {3, 9})
    assert assess(two_wrong, CELL).level is MasteryLevel.MASTERED  # 90% right
    three_wrong = _answers(20, right=set(range(20)) - {3, 9, 12})
    assert assess(three_wrong, CELL).level is MasteryLevel.LEARNING
    four_slow = _answers(20, slow={1, 2, 3, 4})
    assert assess(four_slow, CELL).level is MasteryLevel.MASTERED  # 80% within target
    five_slow = _answers(20, slow={1, 2, 3, 4, 5})
    assert assess(five_slow, CELL).level is MasteryLevel.SLOW
    # a wrong answer is never within target: 2 wrong and 3 slow leave 15 of 20 on time
    mixed = _answers(20, right=set(range(20)) - {0, 1}, slow={5, 6, 7})
    m = assess(mixed, CELL)
    assert (m.level, m.accuracy, m.on_time) == (MasteryLevel.SLOW, 0.9, 0.75)
    # old mistakes fall out of the window
    recovered = _answers(40, right=set(range(20, 40)))
    assert assess(recovered, CELL).level is MasteryLevel.MASTERED


def test_mastery_fades_when_recall_falls():
    answers = _answers(20)
    assert assess(answers, CELL, recall=0.95).level is MasteryLevel.MASTERED
    assert assess(answers, CELL, recall=0.6).level is MasteryLevel.REVIEW_DUE



def test_a_skill_due_for_review_at_the_schools_retention_is_not_shown_mastered():
    answers = _answers(20)
    stricter = MasteryTargets(retention=0.95)  # FSRS brings a skill back when recall falls to 95%
    assert assess(answers, CELL, stricter, recall=0.96).level is MasteryLevel.MASTERED
    assert assess(answers, CELL, stricter, recall=0.92).level is MasteryLevel.REVIEW_DUE
    assert assess(answers, CELL, MasteryTargets(retention=0.8), recall=0.85).level is MasteryLevel.REVIEW_DUE


def test_progress_judges_mastery_at_a_moment(records, trainee):
    for correct, seconds, at in _answers(20, days=3):
        records.record_answer(trainee, CELL, correct, seconds, at=at)
    last = records.answers(trainee)[-1].at
    assert skill_stats(records, trainee, now=last + 3600)[CELL].mastery.level is MasteryLevel.MASTERED
    faded = skill_stats(records, trainee, now=last + 200 * DAY)[CELL].mastery
    assert faded.level is MasteryLevel.REVIEW_DUE and faded.recall < DEFAULT_TARGETS.recall


def _verdicts(skill, pairs):
    q = Question.flash(skill, "?", AnswerKind.YES_NO, True, (), "", None)
    return [(q, Verdict(ok, "Yes", "Yes" if ok else "No", "", s)) for ok, s in pairs]


def test_the_summary_judges_slow_by_the_mastery_figures():
    # all right; the median of every answer would be over target, but 4 of 5 are within it
    fine = _verdicts(CELL, [(True, 1.0), (True, 1.0), (True, 1.0), (True, 1.0), (True, 9.0)])
    slow = _verdicts("baccarat.banker.6.vs.7", [(True, 1.0), (True, 3.0), (True, 3.0)])
    missed = _verdicts("baccarat.banker.3.vs.8", [(False, 1.0), (True, 1.0)])
    summary = summarise(fine + slow + missed)
    assert summary.practise_next == ["baccarat.banker.3.vs.8", "baccarat.banker.6.vs.7"]
    assert summary.by_skill[CELL] == (5, 5, 1.0)


def test_the_fast_recall_is_the_packages_own_estimate():
    import random

    from dealertrainer.training.schedule import SCHEDULER, _when

    rng, card, at = random.Random(1), None, T0
    for _ in range(200):
        card = review(card, rng.random() < 0.8, rng.uniform(0.5, 4.0), 2.0, at)
        at += rng.uniform(60, 9 * DAY)
        for later in (0.0, 3600.0, 3 * DAY, 40 * DAY):
            assert recall(card, at + later) == SCHEDULER.get_card_retrievability(card, _when(at + later))


def test_a_chip_payout_right_in_amount_but_not_in_the_standard_chips_is_rated_hard():
    assert rating(True, 1.0, 3.0, standard_chips=False) is Rating.Hard
    assert rating(True, 1.0, 3.0) is Rating.Easy
    assert rating(False, 1.0, 3.0, standard_chips=False) is Rating.Again


def test_the_standard_chips_verdict_reaches_the_schedule_and_survives_a_restart(tmp_path):
    """A trainee pays $52.50 in ten reds and a pink: right, but not the fewest chips. The
    stored answer says so, and a fresh process replaying the records rates it Hard."""
    import json
    import os
    import subprocess
    import sys
    from decimal import Decimal

    from dealertrainer.storage.records import Records
    from dealertrainer.training.drills import ExamConfig, make_drill
    from dealertrainer.training.session import Session

    question = Question.flash("blackjack.payout.3to2", "Pay $35 at 3:2", AnswerKind.MONEY, Decimal("52.50"), (), "why",
                        None, chips_wanted=True)
    moments = iter([0.0, 0.0, 1.0])
    with Records(tmp_path / "records.sqlite3", wall_clock=lambda: T0) as records:
        trainee = records.add_trainee("Ana").id
        session = Session(make_drill("exam", ExamConfig(skills=("blackjack.payout",), length=3), seed=1),
                          records=records, trainee_id=trainee, clock=lambda: next(moments, 1.0))
        session.next()
        session.current = type(session.current)(None, question)
        session.shown()
        verdict = session.answer("10 red, 1 pink")
        assert verdict.correct and not verdict.standard_chips
        [stored] = records.answers(trainee)
        assert stored.correct and not stored.standard_chips
    script = (
        "import json; from dealertrainer.storage.records import Records; "
        "from dealertrainer.training.schedule import cards\n"
        "with Records() as r:\n"
        "    card = cards(r, r.trainees()[0].id)['blackjack.payout.3to2']\n"
        "    print(json.dumps({'stability': card.stability, 'due': card.due.timestamp()}))\n"
    )
    env = {**os.environ, "DEALERTRAINER_DATA_DIR": str(tmp_path), "DEALERTRAINER_CONFIG_DIR": str(tmp_path / "config")}
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True)
    after_restart = json.loads(out.stdout)
    target = DEFAULT_TARGETS.target_for("blackjack.payout.3to2")
    hard = review(None, True, stored.seconds, target, stored.at, standard_chips=False)
    standard = review(None, True, stored.seconds, target, stored.at)
    assert after_restart == {"stability": hard.stability, "due": hard.due.timestamp()}
    assert hard.stability < standard.stability and hard.due < standard.due


def test_the_badge_after_a_break_needs_a_gap_as_long_recalled_before():
    """Drilled every day, a skill's records say nothing of two weeks: after a 14-day break it is
    "review due" however high the recall estimate; one right answer after a 14-day gap proves
    the gap, and the badge then holds over a break as long (two days need no proof)."""
    daily = _answers(30, days=10)  # every day for ten days
    last = daily[-1][2]
    assert assess(daily, CELL, recall=0.97, now=last + 1.5 * DAY).level is MasteryLevel.MASTERED
    assert assess(daily, CELL, recall=0.97, now=last + 14 * DAY).level is MasteryLevel.REVIEW_DUE
    assert assess(daily, CELL, recall=0.97).level is MasteryLevel.MASTERED  # no moment given: no proof asked
    proved = [*daily, (True, 1.2, last + 14 * DAY)]
    assert assess(proved, CELL, recall=0.97, now=last + 28 * DAY).level is MasteryLevel.MASTERED
    assert assess(proved, CELL, recall=0.97, now=last + 29 * DAY).level is MasteryLevel.REVIEW_DUE
    slow_proof = [*daily, (True, 3.0, last + 14 * DAY)]  # right, but over the target: no proof
    assert assess(slow_proof, CELL, recall=0.97, now=last + 28 * DAY).level is MasteryLevel.REVIEW_DUE
    wider = MasteryTargets(reach=2.0)
    assert assess(proved, CELL, wider, recall=0.97, now=last + 40 * DAY).level is MasteryLevel.MASTERED
