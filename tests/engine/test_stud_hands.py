"""Showdown hands: best five of five to seven cards, names, ordering, split pots."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealertrainer.engine.cards import Card, full_deck, parse_cards
from dealertrainer.engine.stud import HandCategory, HandRank, best_hand, winners


# --------------------------------------------------------------------------- an independent judge
def _value(card: Card) -> int:
    return 14 if int(card.rank) == 1 else int(card.rank)


def _judge_five(cards: tuple[Card, ...]) -> tuple[int, tuple[int, ...]]:
    """Textbook five-card evaluation by shape of the rank counts."""
    values = sorted((_value(c) for c in cards), reverse=True)
    flush = len({c.suit for c in cards}) == 1
    distinct = sorted(set(values), reverse=True)
    top = None
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            top = distinct[0]
        elif distinct == [14, 5, 4, 3, 2]:
            top = 5
    counted = sorted(Counter(values).items(), key=lambda vc: (vc[1], vc[0]), reverse=True)
    shape = tuple(n for _, n in counted)
    order = tuple(v for v, _ in counted)
    if top and flush:
        return 8, (top,)
    if shape == (4, 1):
        return 7, order
    if shape == (3, 2):
        return 6, order
    if flush:
        return 5, tuple(values)
    if top:
        return 4, (top,)
    if shape == (3, 1, 1):
        return 3, order
    if shape == (2, 2, 1):
        return 2, order
    if shape == (2, 1, 1, 1):
        return 1, order
    return 0, tuple(values)


def _judge(cards: list[Card]) -> tuple[int, tuple[int, ...]]:
    return max(_judge_five(five) for five in combinations(cards, 5))


hands_5_to_7 = st.integers(5, 7).flatmap(
    lambda n: st.lists(st.sampled_from(full_deck()), min_size=n, max_size=n, unique=True)
)


@settings(max_examples=600, deadline=None)
@given(hands_5_to_7)
def test_best_hand_agrees_with_brute_force(cards):
    rank = best_hand(cards)
    category, ranks = _judge(cards)
    assert (int(rank.category), rank.ranks) == (category, ranks)
    # The five cards it names are the player's and make the same hand on their own.
    assert len(rank.cards) == 5 and set(rank.cards) <= set(cards)
    assert _judge_five(tuple(rank.cards)) == (category, ranks)


@settings(max_examples=400, deadline=None)
@given(hands_5_to_7, hands_5_to_7)
def test_comparison_agrees_with_brute_force(a, b):
    ra, rb = best_hand(a), best_hand(b)
    ja, jb = _judge(a), _judge(b)
    assert (ra < rb) == (ja < jb)
    assert (ra == rb) == (ja == jb)


def test_some_rare_hands_are_generated_on_purpose():
    """Make sure the judge and the engine agree on every category, not just the common ones."""
    samples = {
        HandCategory.STRAIGHT_FLUSH: "9h 8h 7h 6h 5h 2c 2d",
        HandCategory.FOUR_OF_A_KIND: "7s 7h 7d 7c Ks",
        HandCategory.FULL_HOUSE: "Ks Kh Kd 3c 3s 3h 2d",
        HandCategory.FLUSH: "As Js 9s 4s 2s Ks",
        HandCategory.STRAIGHT: "Ah 2c 3d 4s 5h Kd",
        HandCategory.THREE_OF_A_KIND: "9s 9h 9d Ac 4s",
        HandCategory.TWO_PAIR: "Js Jh 5d 5c 2s 2h Ac",
        HandCategory.PAIR: "4s 4h Kd 9c 2s",
        HandCategory.HIGH_CARD: "As Jh 9d 5c 3s 2h",
    }
    for category, text in samples.items():
        cards = parse_cards(text)
        rank = best_hand(cards)
        assert rank.category is category, text
        assert (int(rank.category), rank.ranks) == _judge(cards)


# --------------------------------------------------------------------------- ordering and names
LADDER = [
    ("7c 5d 4h 3s 2c", "Seven high"),
    ("8c 5d 4h 3s 2c", "Eight high"),
    ("Ac Kd Qh Js 9c", "Ace high"),
    ("2c 2d 5h 4s 3c", "Pair of twos"),
    ("2c 2d 6h 4s 3c", "Pair of twos"),
    ("Ac Ad Kh Qs Tc", "Pair of aces"),
    ("Ac Ad Kh Qs Jc", "Pair of aces"),
    ("3c 3d 2h 2s 4c", "Two pair, threes and twos"),
    ("3c 3d 2h 2s Ac", "Two pair, threes and twos"),
    ("Jc Jd 5h 5s 2c", "Two pair, jacks and fives"),
    ("Ac Ad Kh Ks 2c", "Two pair, aces and kings"),
    ("Ac Ad Kh Ks Qc", "Two pair, aces and kings"),
    ("2c 2d 2h 4s 3c", "Three twos"),
    ("9c 9d 9h 4s 3c", "Three nines"),
    ("9c 9d 9h As 3c", "Three nines"),
    ("Ac 2d 3h 4s 5c", "Straight, five high"),
    ("2c 3d 4h 5s 6c", "Straight, six high"),
    ("Tc Jd Qh Ks Ac", "Straight, ace high"),
    ("7h 5h 4h 3h 2h", "Flush, seven high"),
    ("Ah Kh Qh Jh 9h", "Flush, ace high"),
    ("2c 2d 2h 3s 3c", "Full house, twos over threes"),
    ("3c 3d 3h 2s 2c", "Full house, threes over twos"),
    ("Kc Kd Kh 3s 3c", "Full house, kings over threes"),
    ("Kc Kd Kh As Ac", "Full house, kings over aces"),
    ("7c 7d 7h 7s 2c", "Four sevens"),
    ("7c 7d 7h 7s Ac", "Four sevens"),
    ("Ac Ad Ah As Kc", "Four aces"),
    ("5h 4h 3h 2h Ah", "Straight flush, five high"),
    ("9s 8s 7s 6s 5s", "Straight flush, nine high"),
    ("As Ks Qs Js Ts", "Royal flush"),
]


def test_ladder_rises_strictly_with_the_right_names():
    ranks = [best_hand(parse_cards(text)) for text, _ in LADDER]
    assert [r.name for r in ranks] == [name for _, name in LADDER]
    for lower, higher, (text, _) in zip(ranks, ranks[1:], LADDER[1:]):
        assert lower < higher, text
    assert ranks == sorted(ranks)


def test_every_category_appears_on_the_ladder():
    assert {best_hand(parse_cards(t)).category for t, _ in LADDER} == set(HandCategory)


@pytest.mark.parametrize(
    "cards, name, used",
    [
        ("As Kd 2s 7s 9s Js 3h", "Flush, ace high", "As Js 9s 7s 2s"),
        ("Kc Kd Kh 3s 3c 3d 9h", "Full house, kings over threes", "Kc Kd Kh 3s 3c"),
        ("Ah 2c 3d 4s 5h 6d Kc", "Straight, six high", "6d 5h 4s 3d 2c"),
        ("Ah 2h 3h 4h 5h 6d Kc", "Straight flush, five high", "5h 4h 3h 2h Ah"),
        ("Js Jh 5d 5c 2s 2h Ac", "Two pair, jacks and fives", "Js Jh 5d 5c Ac"),
        ("7s 7h 7d 7c Ks Kh Kd", "Four sevens", "7s 7h 7d 7c Ks"),
        ("Qs Qh Qd Jc Jh 2s 3s", "Full house, queens over jacks", "Qs Qh Qd Jc Jh"),
    ],
)
def test_seven_card_hands_pick_the_best_five(cards, name, used):
    rank = best_hand(parse_cards(cards))
    assert rank.name == name and str(rank) == name
    # Which suit of an equal rank is taken does not matter; the ranks do.
    assert set(rank.cards) <= set(parse_cards(cards))
    assert sorted(c.rank for c in rank.cards) == sorted(c.rank for c in parse_cards(used))


def test_suits_never_break_a_tie():
    a = best_hand(parse_cards("As Kd Qh 9c 7d"))
    b = best_hand(parse_cards("Ah Kc Qs 9d 7c"))
    assert a == b and not a < b and not b < a


def test_winners_single_and_split():
    seats = {
        1: parse_cards("As Ad Kh 9c 7d 3s 2h"),
        2: parse_cards("Ah Ac Kc 9d 7s 3h 2c"),  # same ranks as seat 1: split
        3: parse_cards("Qs Qd Jh 9s 7h 4d 2d"),
    }
    seats_won, rank = winners(seats)
    assert seats_won == [1, 2] and rank.name == "Pair of aces"
    seats[3] = parse_cards("Qs Qd Qh 9s 7h 4d 2d")
    assert winners(seats) == ([3], best_hand(seats[3]))


def test_kicker_decides_between_equal_pairs():
    a = best_hand(parse_cards("Kc Kd Ah 4s 3c"))
    b = best_hand(parse_cards("Ks Kh Qh Js Tc"))
    assert a > b


@pytest.mark.parametrize(
    "cards, message",
    [
        ("As Kd Qh 9c", "5 to 7 cards"),
        ("As Kd Qh 9c 7d 6d 5d 4d", "5 to 7 cards"),
        ("As As Qh 9c 7d", "appears twice"),
    ],
)
def test_bad_hands_are_refused(cards, message):
    with pytest.raises(ValueError, match=message):
        best_hand(parse_cards(cards))


def test_winners_needs_a_hand():
    with pytest.raises(ValueError, match="at least one hand"):
        winners({})


def test_handrank_is_ordered_by_category_first():
    assert HandRank(HandCategory.PAIR, (2, 3, 4, 5)) > HandRank(HandCategory.HIGH_CARD, (14, 13, 12, 11, 9))
