"""benchmarks/learning.py runs its three schedules through the real API (figures are not asserted)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _learning():
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        spec = importlib.util.spec_from_file_location("benchmarks_learning", ROOT / "benchmarks" / "learning.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module  # its dataclasses look the module up by name
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    return module


def test_each_schedule_drives_sessions_and_reports_its_figures(tmp_path):
    learning = _learning()
    for schedule in learning.SCHEDULES:
        result = learning.simulate(schedule, seed=1, days=2, folder=tmp_path)
        assert result["total_answers"] > 100  # two 15-minute sittings of answers went through Session
        assert 0.0 <= result["recall"] <= 1.0
        assert set(result) >= {"days", "answers", "badge", "badge_right", "shown", "shown_right"}


def test_the_simulated_trainee_learns_from_spaced_recall():
    learning = _learning()
    import random

    trainee = learning.Trainee(random.Random(1), rate=1.0)
    cell, now = "baccarat.banker.5.vs.4", learning.START
    assert trainee.recall(cell, now) == 0.0
    trainee.answer(cell, now)
    assert 0.9 < trainee.recall(cell, now + 60) and trainee.recall(cell, now + 3 * learning.DAY) < 0.01
    first = trainee.cells[cell].stability
    trainee.cells[cell].last = now
    trainee.rng = random.Random(0)  # recalled at p ~ 0.37 after half a day: stability grows a lot
    while trainee.cells[cell].recalls == 0:
        trainee.cells[cell].stability, trainee.cells[cell].last = first, now
        trainee.answer(cell, now + learning.DAY / 2)
    assert trainee.cells[cell].stability > 2 * first


def test_the_populations_forget_on_a_curve_of_their_own_not_fsrs():
    learning = _learning()
    fast, average, slow = (learning.Forgetter.of(p, seed=1, rate=1.0) for p in ("fast", "average", "slow"))
    cell, now = "baccarat.banker.5.vs.4", learning.START
    for trainee in (fast, average, slow):
        trainee.answer(cell, now)  # never seen: a guess, then the feedback teaches it
    last = fast.cells[cell].last
    assert fast.recall(cell, last + learning.DAY) < average.recall(cell, last + learning.DAY) < slow.recall(
        cell, last + learning.DAY)
    # exponential forgetting: two days keep the square of one day's recall (FSRS's power law keeps more)
    one, two = (average.recall(cell, last + d * learning.DAY) for d in (1, 2))
    assert two == pytest.approx(one**2)
    assert average.difficulty == learning.Forgetter.of("fast", seed=1, rate=1.0).difficulty  # the same cells
    assert len(set(average.difficulty.values())) == len(learning.CELLS)  # each cell its own difficulty


def test_a_population_run_reports_recall_and_the_badge_after_the_break(tmp_path):
    learning = _learning()
    result = learning.simulate("daily", seed=1, days=2, folder=tmp_path, population="fast")
    assert result["total_answers"] > 500  # two 45-minute sittings
    assert 0.0 <= result["recall"] <= result["recall_end"] <= 1.0
    assert result["recall"] <= result["ceiling"] <= 1.0
    assert result["true_after"] >= result["badge_true"] and set(result) >= {"badge_predicted", "ceiling"}


@pytest.mark.parametrize("gap_hours", [0.1, 4.0, 30.0])
def test_no_schedule_leaves_more_than_the_ceiling(gap_hours):
    """Asked every ``gap_hours`` for ten days, a cell ends at most at the ceiling, and near it when asked often."""
    learning = _learning()
    import random

    trainee = learning.Forgetter.of("average", seed=2, rate=1.0)
    trainee.rng = random.Random(4)
    cell, now = "baccarat.banker.5.vs.4", learning.START
    while now < learning.START + 10 * learning.DAY:
        trainee.answer(cell, now)
        now += gap_hours * 3600
    end, after = trainee.cells[cell].last, trainee.cells[cell].last + 14 * learning.DAY
    ceiling = trainee.ceiling(cell, learning.START, end, after)
    assert trainee.recall(cell, after) <= ceiling
    if gap_hours < 1:
        assert trainee.recall(cell, after) > 0.88 * ceiling  # below it by the memories lost to lapses


def test_the_oracle_asks_what_the_trainee_is_likeliest_to_have_forgotten():
    """The oracle schedule reads the simulated memory: unseen cells first, then the lowest true recall."""
    learning = _learning()
    import random

    trainee = learning.Forgetter.of("fast", seed=3, rate=1.0)
    trainee.rng = random.Random(5)
    wall = learning.Clock(learning.START)
    beats = learning.OracleDrill(trainee, wall, seed=1).beats()
    first = []
    for _ in learning.CELLS:
        first.append(next(beats).question.skill)
        trainee.answer(first[-1], wall())
        wall.now += 60
    assert sorted(first) == sorted(learning.CELLS)  # the unseen ones, each once
    wall.now += learning.DAY
    asked = next(beats).question.skill
    assert trainee.recall(asked, wall()) == min(trainee.recall(c, wall()) for c in learning.CELLS)
