"""A wrong answer's "why" shows the working on the cards ("8 + 0 + 6 = 14 → 4"), not only the rule."""

from __future__ import annotations

from dealertrainer.engine.baccarat.tableau import point
from dealertrainer.engine.blackjack.hands import card_points, hand_value
from dealertrainer.training.drills import make_drill


def _questions(drill_id: str, config: dict, seed: int = 3):
    return [beat.question for beat in make_drill(drill_id, config, seed=seed).beats() if beat.question is not None]


def test_every_total_in_the_totals_drill_is_worked_out_on_its_cards():
    for q in _questions("totals", {"length": 200}):
        cards = q.table.hands[0].cards
        if q.skill.startswith("totals.baccarat") or q.skill_id.game == "baccarat":
            points = [point(c) for c in cards]
            assert " + ".join(map(str, points)) in q.explanation, (q.prompt, q.explanation)
            if sum(points) >= 10:
                assert f"= {sum(points)} → {sum(points) % 10}" in q.explanation
        elif q.answer != "blackjack":
            total, _soft = hand_value(cards)
            assert f"= {total}" in q.explanation, (q.prompt, q.explanation)
            assert str(card_points(cards[0]) if card_points(cards[0]) != 1 else "") in q.explanation


def test_the_baccarat_table_works_out_each_total():
    totals = [q for q in _questions("baccarat.seat", {"coups": 6}) if q.skill.startswith("baccarat.total")]
    assert totals
    for q in totals:
        hand = q.table.hand("banker" if "Banker" in q.prompt else "player")
        points = [point(c) for c in hand.cards]
        assert " + ".join(map(str, points)) in q.explanation, (q.prompt, q.explanation)
