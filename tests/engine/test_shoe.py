from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealertrainer.engine.cards import Card, full_deck, parse_cards
from dealertrainer.engine.shoe import Shoe, ShoeEmptyError, ShoeError, burn_count, rank_counts
from dealertrainer.engine.shoe_events import CutCardOut, event_record


def numbered(n: int) -> list[Card]:
    """n distinct cards in a known order (from a fresh deck)."""
    return full_deck()[:n]


# ---------------------------------------------------------------- construction and seeds
@pytest.mark.parametrize("decks", [1, 2, 6, 8])
def test_a_shoe_holds_whole_decks(decks):
    shoe = Shoe(decks, seed=7)
    assert shoe.cards_left == shoe.total_cards == 52 * decks
    assert set(shoe.composition.values()) == {decks}
    assert shoe.remaining_by_rank() == {r: 4 * decks for r in range(1, 14)}


@pytest.mark.parametrize("decks", [0, 9, -1, 2.5, "8", True])
def test_impossible_deck_counts_are_refused(decks):
    with pytest.raises(ShoeError, match="1 to 8 decks"):
        Shoe(decks)


def test_same_seed_same_shoe_and_different_seed_differs():
    a, b, c = Shoe(8, seed=42), Shoe(8, seed=42), Shoe(8, seed=43)
    assert a.peek_order() == b.peek_order() != c.peek_order()
    assert a.offer_cut() == b.offer_cut()
    assert a.peek_order() == b.peek_order()
    assert a.seed == 42 and event_record(a.log[0]) == {"event": "shuffle", "shoe": 1, "seed": 42, "decks": 8}


def test_unseeded_shoe_records_its_seed_for_replay():
    shoe = Shoe(6)
    assert isinstance(shoe.seed, int)
    assert Shoe(6, seed=shoe.seed).peek_order() == shoe.peek_order()


def test_reshuffle_follows_from_the_seed():
    a, b = Shoe(1, seed=5), Shoe(1, seed=5)
    for shoe in (a, b):
        for _ in range(10):
            shoe.draw()
        shoe.collect_all()
        shoe.shuffle()
    assert a.seed == b.seed != 5 and a.number == 2
    assert a.peek_order() == b.peek_order()
    assert a.cards_left == 52


# ---------------------------------------------------------------- stacked shoes
def test_stacked_shoe_deals_exactly_the_given_cards():
    shoe = Shoe.stacked(["As", "Kd", "10h", Card(7, "c")])
    assert [shoe.draw() for _ in range(4)] == parse_cards("As Kd Th 7c")
    with pytest.raises(ShoeEmptyError, match="the shoe is empty"):
        shoe.draw()


def test_stacked_shoe_refuses_bad_cards_and_emptiness():
    with pytest.raises(ValueError, match="'Xx'"):
        Shoe.stacked(["As", "Xx"])
    with pytest.raises(ShoeError, match="at least one card"):
        Shoe.stacked([])


# ---------------------------------------------------------------- the cut
def test_cut_moves_the_cards_behind_the_cut_card_to_the_front():
    cards = numbered(10)
    shoe = Shoe.stacked(cards)
    assert shoe.offer_cut(3) == 3
    assert shoe.peek_order() == cards[3:] + cards[:3]


@pytest.mark.parametrize("position", [0, 10, -2, 11])
def test_cut_must_leave_cards_on_both_sides(position):
    shoe = Shoe.stacked(numbered(10))
    with pytest.raises(ShoeError, match="1 to 9"):
        shoe.offer_cut(position)


def test_random_cut_stays_away_from_the_ends():
    for seed in range(50):
        shoe = Shoe(8, seed=seed)
        position = shoe.offer_cut()
        assert 41 <= position <= 416 - 41


def test_cut_only_before_dealing():
    shoe = Shoe.stacked(numbered(10))
    shoe.draw()
    with pytest.raises(ShoeError, match="before any card is dealt"):
        shoe.offer_cut(2)


# ---------------------------------------------------------------- cut card placement
def test_cut_card_by_cards_from_the_end():
    cards = numbered(10)
    shoe = Shoe.stacked(cards)
    assert shoe.place_cut_card(from_end=3) == 3
    assert shoe.cut_card_at == 7 and shoe.cards_behind_cut_card == 3
    dealt = [shoe.draw() for _ in range(7)]
    assert dealt == cards[:7] and not shoe.cut_card_reached
    assert shoe.draw() == cards[7]  # the cut card comes out before this card
    assert shoe.cut_card_reached
    assert any(isinstance(e, CutCardOut) and e.cards_left == 3 for e in shoe.log)


def test_cut_card_by_penetration():
    shoe = Shoe(8, seed=1)
    assert shoe.place_cut_card(penetration=0.75) == 104
    assert shoe.cut_card_at == 312


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({}, "either by cards from the end or by penetration"),
        ({"from_end": 5, "penetration": 0.5}, "either"),
        ({"from_end": 0}, "1 to 9 from the end"),
        ({"from_end": 10}, "1 to 9 from the end"),
        ({"penetration": 1.0}, "fraction between 0 and 1"),
        ({"penetration": 0}, "fraction between 0 and 1"),
    ],
)
def test_cut_card_placement_errors(kwargs, message):
    shoe = Shoe.stacked(numbered(10))
    with pytest.raises(ShoeError, match=message):
        shoe.place_cut_card(**kwargs)


def test_cut_card_not_in_front_of_dealt_cards():
    shoe = Shoe.stacked(numbered(10))
    for _ in range(8):
        shoe.draw()
    with pytest.raises(ShoeError, match="already dealt"):
        shoe.place_cut_card(from_end=5)


# ---------------------------------------------------------------- burns
@pytest.mark.parametrize(
    ("first", "count"),
    [("As", 1), ("2h", 2), ("7d", 7), ("9c", 9), ("Ts", 10), ("Jh", 10), ("Qd", 10), ("Kc", 10)],
)
def test_baccarat_burn_turns_one_up_and_burns_its_count(first, count):
    rest = numbered(12)
    shoe = Shoe.stacked([first, *rest])
    burn = shoe.burn_baccarat()
    assert burn.face_up == Card.parse(first)
    assert burn.face_down == tuple(rest[:count])
    assert burn_count(Card.parse(first)) == count
    assert shoe.burned == count + 1 and shoe.discard_count == count + 1
    assert shoe.draw() == rest[count]
    shoe.check_conservation()


def test_blackjack_burn_is_one_card_face_down():
    cards = numbered(5)
    shoe = Shoe.stacked(cards)
    burn = shoe.burn_blackjack()
    assert burn.face_up is None and burn.face_down == (cards[0],)
    assert shoe.burned == 1 and shoe.discards == Counter([cards[0]])
    assert shoe.draw() == cards[1]


def test_burn_from_a_short_stack_raises_clearly():
    shoe = Shoe.stacked(["9s", "2h"])
    with pytest.raises(ShoeEmptyError):
        shoe.burn_baccarat()


# ---------------------------------------------------------------- accounting
def test_accounting_a_dealer_reads():
    shoe = Shoe(8, seed=3)
    assert shoe.decks_left == 8.0 and shoe.penetration == 0
    for _ in range(52 * 2 + 10):
        shoe.draw("player")
    assert shoe.cards_dealt == 114 and shoe.cards_left == 302
    assert shoe.decks_left == 6.0  # 302 cards: 5.8 decks, read as 6
    for _ in range(20):
        shoe.draw()
    assert shoe.decks_left == 5.5  # 282 cards: 5.42 decks, nearest half is 5.5
    assert shoe.penetration == pytest.approx(134 / 416)
    assert sum(shoe.on_table.values()) == 134
    shoe.collect_all()
    assert shoe.discard_count == 134 and not shoe.on_table


def test_collecting_cards_not_on_the_table_is_refused():
    shoe = Shoe.stacked(["As", "Kd"])
    shoe.draw()
    with pytest.raises(ShoeError, match="not on the table: K♦"):
        shoe.collect([Card.parse("Kd")])


def test_shuffle_with_cards_on_the_table_is_refused():
    shoe = Shoe(1, seed=1)
    shoe.draw()
    with pytest.raises(ShoeError, match="still on the table"):
        shoe.shuffle()


def test_rank_counts_from_shoe_or_mapping():
    shoe = Shoe.stacked(["As", "Ad", "Kc"])
    assert rank_counts(shoe)[1] == 2 and rank_counts(shoe)[13] == 1
    assert rank_counts({1: 3, "5": 2})[5] == 2
    with pytest.raises(ValueError, match="not 1..13"):
        rank_counts({14: 1})
    with pytest.raises(ValueError, match="negative"):
        rank_counts({3: -1})


# ---------------------------------------------------------------- conservation (property)
procedure = st.lists(
    st.sampled_from(["draw", "draw", "draw", "collect", "burn_bj", "burn_bac", "shuffle"]), max_size=120
)


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=8), st.integers(min_value=0, max_value=2**32), procedure)
def test_cards_are_conserved_whatever_the_dealer_does(decks, seed, steps):
    shoe = Shoe(decks, seed=seed)
    shoe.offer_cut()
    shoe.place_cut_card(from_end=min(52, shoe.total_cards - 1))
    for step in steps:
        try:
            if step == "draw":
                shoe.draw()
            elif step == "collect":
                shoe.collect_all()
            elif step == "burn_bj":
                shoe.burn_blackjack()
            elif step == "burn_bac":
                shoe.burn_baccarat()
            else:
                shoe.collect_all()
                shoe.shuffle()
        except ShoeEmptyError:
            shoe.collect_all()
            shoe.shuffle()
        shoe.check_conservation()
        assert shoe.cards_left + sum(shoe.on_table.values()) + shoe.discard_count == 52 * decks
        assert sum(shoe.remaining_by_rank().values()) == shoe.cards_left


def test_conservation_check_can_fail():
    shoe = Shoe.stacked(["As", "Kd"])
    shoe._tally.discards[Card.parse("Qh")] += 1  # a card from nowhere
    with pytest.raises(AssertionError, match="appeared or vanished"):
        shoe.check_conservation()


# ---------------------------------------------------------------- log and replay
def test_log_replays_the_shoe_card_for_card():
    shoe = Shoe(8, seed=99)
    shoe.offer_cut(200)
    shoe.place_cut_card(from_end=52)
    shoe.burn_baccarat()
    dealt = [shoe.draw(to) for to in ["player", "banker", "player", "banker"]]
    shoe.collect(dealt)
    shoe.burn_blackjack()
    record = shoe.to_json()
    events = json.loads(record)["events"]
    assert [e["event"] for e in events][:4] == ["shuffle", "cut", "cut_card", "burn"]
    assert events[4] == {"event": "deal", "card": str(dealt[0]), "to": "player"}
    again = Shoe.replay(record)
    assert again.peek_order() == shoe.peek_order()
    assert again.discards == shoe.discards and again.log == shoe.log


def test_replay_of_a_stacked_shoe_and_across_a_reshuffle():
    shoe = Shoe.stacked(numbered(8))
    shoe.draw()
    shoe.collect_all()
    shoe.shuffle(seed=11)
    shoe.draw()
    again = Shoe.replay(shoe.to_json())
    assert again.peek_order() == shoe.peek_order() and again.number == 2


@pytest.mark.parametrize(
    ("record", "message"),
    [
        ("{}", "not a shoe log"),
        ('{"decks": 8, "events": []}', "starts with a shuffle"),
        ('{"decks": 8, "events": [{"event": "shuffle", "seed": 1}, {"event": "dance"}]}', "unknown event"),
        (
            '{"decks": 8, "events": [{"event": "shuffle", "seed": 1}, {"event": "deal", "card": "As", "to": "p"}]}',
            "the log says",
        ),
    ],
)
def test_bad_logs_are_refused_clearly(record, message):
    with pytest.raises(ShoeError, match=message):
        Shoe.replay(record)


# ---------------------------------------------------------------- copies of a shoe
def test_a_copied_shoe_shares_its_cards_and_nothing_else() -> None:
    import copy

    shoe = Shoe(decks=2, seed=11)
    shoe.burn_baccarat()
    dealt = [shoe.draw("player") for _ in range(5)]
    shoe.collect(dealt[:3])
    snapshot = copy.deepcopy(shoe)
    discarded, on_table = snapshot.discard_count, snapshot.on_table
    assert snapshot.peek_order() == shoe.peek_order() and snapshot.to_json() == shoe.to_json()
    assert all(a is b for a, b in zip(snapshot.peek_order(), shoe.peek_order()))  # cards are values
    assert copy.copy(dealt[0]) is dealt[0]
    shoe.collect(dealt[3:])
    following = shoe.draw("banker")
    assert (snapshot.discard_count, snapshot.on_table) == (discarded, on_table)  # untouched by the original
    assert snapshot.discard_count < shoe.discard_count and len(snapshot.log) < len(shoe.log)
    assert snapshot.draw("banker") == following  # the copy deals on from where it was taken
