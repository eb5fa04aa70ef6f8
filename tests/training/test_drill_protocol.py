"""Every drill in the registry declares what a session and a screen read from it: its config,
seed, length, beats, what it does with a verdict and the rules it deals under. Nothing is
guessed with getattr, so a drill that leaves one out fails here, not on screen."""

from __future__ import annotations

import json

import pytest

from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.training.drills import DRILLS, make_drill
from dealertrainer.training.drills.base import Drill
from dealertrainer.training.session import Feedback, Session


@pytest.mark.parametrize("drill_id", sorted(DRILLS))
def test_every_drill_satisfies_the_protocol(drill_id):
    info = DRILLS[drill_id]
    drill = make_drill(drill_id, seed=7)
    assert isinstance(drill, Drill)
    assert drill.id == drill_id and drill.title
    assert isinstance(drill.config, info.config_model)
    assert drill.seed == 7
    assert drill.total == drill.config.length
    assert drill.dealt_under is None or isinstance(drill.dealt_under, HouseRules)
    assert (drill.dealt_under is not None) == drill_id.endswith(".seat")


@pytest.mark.parametrize("drill_id", sorted(DRILLS))
def test_a_session_takes_everything_from_the_drill(drill_id):
    """Feedback, limits and length come from the drill's config; the stored config and seed
    build the same drill again (what Resume does)."""
    config = {"length": 3, "time_limit": 30, "session_time_limit": 600}
    if drill_id == "exam":
        config["skills"] = ("blackjack.total",)  # one topic: three questions make a paper
    drill = make_drill(drill_id, config, seed=11)
    session = Session(drill)
    assert session.feedback is drill.config.feedback
    assert (session.time_limit, session.session_time_limit, session.total) == (30, 600, 3)
    asked = []
    while (beat := session.next()) is not None:
        if beat.question is not None:
            asked.append(beat.question.skill)
            session.answer(beat.question.answer)
    assert len(asked) == 3
    assert session.end().correct == 3
    stored = json.loads(json.dumps({"config": drill.config.model_dump(mode="json"), "seed": drill.seed}))
    again = make_drill(drill_id, stored["config"], seed=stored["seed"])
    assert again.config == drill.config and again.seed == drill.seed


def test_an_exam_gives_its_verdicts_at_the_end():
    assert Session(make_drill("exam", seed=1)).feedback is Feedback.AT_END
    assert Session(make_drill("totals", seed=1)).feedback is Feedback.NOW
