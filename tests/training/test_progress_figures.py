"""Progress's figures, read headless by the same function the Progress screen calls."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealertrainer.storage.records import Records
from dealertrainer.training.mastery import MasteryLevel, targets_in_force
from dealertrainer.training.progress import SkillStats
from dealertrainer.training.progress_figures import ExamLine, node_figures, progress_figures, streak
from dealertrainer.training.skills import is_under
from tests.training.progress_records import DAY, NOW, START, fill


def test_every_node_of_the_tree_with_its_answers_runs_target_and_mastery(tmp_path):
    with Records(tmp_path / "records.sqlite3") as records:
        figures = progress_figures(records, fill(records), now=NOW)
    assert figures.trainee == "Ana" and len(figures.answers) == 30
    assert all(isinstance(s, SkillStats) for s in figures.skills.values())  # the one kind per skill
    everything = figures.nodes[""]
    assert (len(everything.answers), everything.mastered, everything.skills) == (30, 1, 3)
    assert everything.mastery is None and (everything.current_streak, everything.best_streak) == (3, 11)  # oldest first: 10 + 1 right before a miss
    cell = figures.nodes["baccarat.banker.5.vs.4"]
    assert cell.mastery.level is MasteryLevel.MASTERED and cell.accuracy == 1.0 and cell.median == 1.2
    assert cell.target_seconds == 2.0 and (cell.current_streak, cell.best_streak) == (20, 20)
    blackjack = figures.nodes["blackjack"]
    assert len(blackjack.answers) == 6 and blackjack.accuracy == 0.5 and blackjack.mastery is None
    assert set(figures.tree.leaves()) == {"baccarat.banker.5.vs.4", "blackjack.payout.3to2", "payouts.banco"}
    assert figures.exams == [ExamLine(START + 2 * DAY, "exam.payouts", "exam.payouts", 4, 3, 3.0)]


def test_a_group_is_judged_against_the_target_times_in_force():
    targets = targets_in_force({"baccarat.banker.5.vs.4": 1.0})
    group = node_figures("baccarat", [], {}, targets)
    assert group.target_seconds == targets.target_for("baccarat") and group.skills == 0
    assert group.accuracy is None and streak([]) == (0, 0)


_SKILLS = ("baccarat.banker.3.vs.8", "baccarat.banker.3.vs.9", "baccarat.result", "blackjack.payout.3to2",
           "blackjack.payout", "stud.bring_in", "payouts.old")


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(answers=st.lists(st.tuples(st.sampled_from(_SKILLS), st.booleans(), st.integers(-5, 4000)), max_size=60))
def test_each_node_has_exactly_the_answers_under_it_in_order(tmp_path_factory, answers):
    """Progress sorts the answers to the nodes in one pass: each node's are those is_under it, oldest first."""
    with Records(tmp_path_factory.mktemp("r") / "records.sqlite3") as records:
        ana = records.add_trainee("Ana").id
        at = START
        for skill, correct, step in answers:
            at += step
            records.record_answer(ana, skill, correct, 1.5, at=at)
        figures = progress_figures(records, ana, now=at + DAY)
    every = tuple(figures.answers)
    assert list(figures.nodes) == [node.id for _, node in figures.tree.walk()]
    for node_id, node in figures.nodes.items():
        assert node.answers == tuple(a for a in every if not node_id or is_under(a.skill, node_id))
