"""Typed shoe events: the log a shoe keeps, read and written as the JSON of earlier versions,
and ``ShoeState``, the shoe's figures replayed from its events alone."""

from __future__ import annotations

import json
import random

import pytest

from dealertrainer.engine.cards import Card
from dealertrainer.engine.shoe import Shoe, ShoeError
from dealertrainer.engine.shoe_events import (
    Burned,
    Collected,
    Cut,
    CutCardPlaced,
    Dealt,
    Scored,
    Shuffled,
    Stacked,
    event_from_record,
    event_record,
)
from dealertrainer.engine.shoe_state import ShoeState, rank_counts

# Logs written by the version before typed events (dicts in, the same JSON out).
OLD_BACCARAT_LOG = (
    '{"decks": 1, "events": [{"event": "shuffle", "shoe": 1, "seed": 5, "decks": 1}, {"event": "cut", "position": 20}, '
    '{"event": "cut_card", "from_end": 10}, {"event": "burn", "face_up": "7\\u2665", "face_down": ["5\\u2660", '
    '"3\\u2660", "A\\u2666", "K\\u2660", "9\\u2666", "6\\u2660", "9\\u2660"]}, {"event": "deal", "card": "A\\u2665", '
    '"to": "player"}, {"event": "deal", "card": "7\\u2663", "to": "banker"}, {"event": "deal", "card": "Q\\u2666", '
    '"to": "player"}, {"event": "deal", "card": "A\\u2660", "to": "banker"}, {"event": "collect", "cards": '
    '["A\\u2665", "7\\u2663", "Q\\u2666", "A\\u2660"]}]}'
)
OLD_STACKED_LOG = (
    '{"decks": 1, "events": [{"event": "stacked", "cards": ["A\\u2660", "K\\u2666", "9\\u2665", "2\\u2663", "3\\u2660"]}, '
    '{"event": "deal", "card": "A\\u2660", "to": "seat 1"}, {"event": "collect", "cards": ["A\\u2660"]}, '
    '{"event": "shuffle", "shoe": 2, "seed": 3, "decks": 1}, {"event": "burn", "face_up": null, "face_down": '
    '["K\\u2666"]}, {"event": "deal", "card": "2\\u2663", "to": "dealer"}]}'
)


@pytest.mark.parametrize("old", [OLD_BACCARAT_LOG, OLD_STACKED_LOG])
def test_a_log_from_an_earlier_version_replays_and_is_written_back_the_same(old):
    shoe = Shoe.replay(old)
    assert json.loads(shoe.to_json()) == json.loads(old)
    assert all(event_record(event_from_record(e)) == e for e in json.loads(old)["events"])


def test_the_log_holds_typed_events_in_the_dealers_words():
    shoe = Shoe.replay(OLD_BACCARAT_LOG)
    kinds = [type(e) for e in shoe.log]
    assert kinds == [Shuffled, Cut, CutCardPlaced, Burned, Dealt, Dealt, Dealt, Dealt, Collected]
    burn = shoe.log[3]
    assert burn.face_up == Card.parse("7h") and len(burn.face_down) == 7 == len(burn.cards) - 1
    assert shoe.log[4] == Dealt(Card.parse("Ah"), "player")
    assert isinstance(Shoe.replay(OLD_STACKED_LOG).log[0], Stacked)


def test_an_entry_that_is_not_an_event_is_refused():
    with pytest.raises(ShoeError, match="not readable"):
        Shoe.replay('{"decks": 1, "events": [{"event": "shuffle", "seed": 1}, {"event": "cut"}]}')
    with pytest.raises(ShoeError, match="every entry"):
        Shoe.replay('{"decks": 1, "events": [{"event": "shuffle", "seed": 1}, 3]}')


def _figures(shoe) -> tuple:
    return (shoe.cards_left, shoe.cards_dealt, shoe.burned, shoe.discard_count, shoe.cut_card_at,
            shoe.cut_card_reached, shoe.total_cards, shoe.cards_behind_cut_card, shoe.number, shoe.seed,
            shoe.penetration, shoe.remaining_by_rank())


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_state_replayed_from_the_events_reads_as_the_shoe_at_every_event(seed):
    rng = random.Random(seed)
    shoe = Shoe(2, seed=seed)
    state = ShoeState(shoe.log)
    for _ in range(3):  # three shoes: cut, cut card, burn, deal and collect to the cut card, shuffle
        shoe.offer_cut()
        shoe.place_cut_card(from_end=rng.randint(5, 40))
        shoe.burn_baccarat() if rng.random() < 0.5 else shoe.burn_blackjack()
        while not shoe.cut_card_reached:
            shoe.draw(rng.choice(["player", "banker"]))
            if rng.random() < 0.3:
                shoe.collect_all()
            state.apply(shoe.log[len(state.events):])
            assert _figures(state) == _figures(shoe)
            assert state.on_table == sum(shoe.on_table.values())
        shoe.collect_all()
        shoe.shuffle()
        state.apply(shoe.log[len(state.events):])
        assert _figures(state) == _figures(shoe)
    assert state.to_json() == shoe.to_json()
    assert rank_counts(state) == rank_counts(shoe) == shoe.remaining_by_rank()


def test_a_stacked_shoe_keeps_its_own_cards_when_reshuffled():
    shoe = Shoe.replay(OLD_STACKED_LOG)
    state = ShoeState(shoe.log)
    assert state.seed == shoe.seed == 3 and state.number == 2 and state.total_cards == 5
    assert _figures(state) == _figures(shoe)


def test_a_state_after_events_is_a_new_one_and_scores_go_to_its_results():
    shoe = Shoe(1, seed=4)
    before = ShoeState(shoe.log)
    card = shoe.draw("player")
    after = before.after([*shoe.log[1:], Scored("banker")])
    assert before.cards_dealt == 0 and before.results == []
    assert after.cards_dealt == 1 and after.results == ["banker"] and after.events[-1] == Dealt(card, "player")
    shoe.collect_all()
    shoe.shuffle(7)
    assert after.after(shoe.log[2:]).results == []  # a new shoe starts a new scoreboard
