"""Hand totals, blackjacks and the dealer's draw rule, checked over every hand up to a bust."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealertrainer.engine.blackjack import (
    BlackjackRules,
    call_total,
    card_points,
    dealer_hits,
    hand_value,
    is_blackjack,
    is_pair,
)
from dealertrainer.engine.cards import Card, Rank, Suit, parse_cards

SUITS = list(Suit)


def _hands_up_to_a_bust(start: int = 1, hard: int = 0, prefix: tuple[int, ...] = ()):
    """Every multiset of card counts (ace 1 .. ten 10) whose hard total is at most 21,
    and each of those with one more card that takes it over."""
    yield prefix
    for p in range(start, 11):
        if hard + p <= 21:
            yield from _hands_up_to_a_bust(p, hard + p, prefix + (p,))
        else:
            yield prefix + (p,)


HANDS = sorted(set(_hands_up_to_a_bust()))


def _cards(points: tuple[int, ...]) -> list[Card]:
    """Real cards for the counts; ten-valued cards cycle through ten, jack, queen, king."""
    out = []
    for i, p in enumerate(points):
        rank = 10 + i % 4 if p == 10 else p
        out.append(Card(Rank(rank), SUITS[i % 4]))
    return out


def _oracle(points: tuple[int, ...]) -> tuple[int, bool]:
    """Try every number of aces counted as 11; the best total is the highest not over 21."""
    aces = points.count(1)
    rest = sum(p for p in points if p != 1)
    totals = {rest + (aces - k) + 11 * k: k > 0 for k in range(aces + 1)}
    under = [t for t in totals if t <= 21]
    if under:
        return max(under), totals[max(under)]
    return min(totals), False


def test_the_enumeration_is_the_whole_space():
    assert len(HANDS) > 10000
    assert () in HANDS and (1, 10) in HANDS and (10, 10, 10) in HANDS


def test_hand_value_matches_every_way_of_counting_aces():
    wrong = [p for p in HANDS if hand_value(_cards(p)) != _oracle(p)]
    assert not wrong, wrong[:5]


def test_dealer_hits_exhaustively_under_both_rules():
    s17, h17 = BlackjackRules(), BlackjackRules(dealer_hits_soft_17=True)
    for points in HANDS:
        cards = _cards(points)
        best, soft = _oracle(points)
        assert dealer_hits(cards) is (best < 17), points
        assert dealer_hits(cards, s17) is (best < 17), points
        assert dealer_hits(cards, h17) is (best < 17 or (best == 17 and soft)), points


@pytest.mark.parametrize(
    ("text", "total", "soft"),
    [("As 6d", 17, True), ("As 6d Kc", 17, False), ("As Ad", 12, True), ("As Ad 9c", 21, True),
     ("Ks Qd", 20, False), ("Ks Qd 5h", 25, False), ("As Kd", 21, True), ("5s 6d", 11, False)],
)
def test_familiar_totals(text, total, soft):
    assert hand_value(parse_cards(text)) == (total, soft)


@given(st.permutations(parse_cards("As Ad 3c 5h 2d")))
def test_order_does_not_change_a_total(cards):
    assert hand_value(cards) == (12, False)


def test_soft_seventeen_stands_or_hits_by_house_rule():
    soft17 = parse_cards("As 6d")
    assert not dealer_hits(soft17)
    assert dealer_hits(soft17, BlackjackRules(dealer_hits_soft_17=True))
    assert not dealer_hits(parse_cards("Ts 7d"), BlackjackRules(dealer_hits_soft_17=True))
    assert not dealer_hits(parse_cards("As 7d"), BlackjackRules(dealer_hits_soft_17=True))
    assert dealer_hits(parse_cards("Ts 6d"))


@pytest.mark.parametrize("ten", ["Ts", "Js", "Qs", "Ks"])
def test_blackjack_is_an_ace_and_any_ten_valued_card(ten):
    assert is_blackjack(parse_cards(f"Ah {ten}"))
    assert is_blackjack(parse_cards(f"{ten} Ah"))
    assert not is_blackjack(parse_cards(f"Ah {ten}"), from_split=True)


def test_three_card_21_and_other_pairs_are_not_blackjack():
    assert not is_blackjack(parse_cards("7s 7d 7h"))
    assert not is_blackjack(parse_cards("As Ad"))
    assert not is_blackjack(parse_cards("Ts Kd"))
    assert not is_blackjack(parse_cards("As"))


def test_pairs_and_unlike_tens():
    assert is_pair(parse_cards("8s 8d"))
    assert not is_pair(parse_cards("Ks Qd"))
    assert is_pair(parse_cards("Ks Qd"), unlike_tens=True)
    assert not is_pair(parse_cards("9s 7d"), unlike_tens=True)
    assert not is_pair(parse_cards("8s 8d 8h"))


@pytest.mark.parametrize(
    ("text", "said"),
    [("As 6d", "7 or 17"), ("As 2d 3c", "6 or 16"), ("As Kd", "blackjack"), ("As 5d 5c", "21"),
     ("Ts 6d", "16"), ("Ts 6d 9c", "bust"), ("As 7d", "8 or 18")],
)
def test_calls_soft_totals_both_ways(text, said):
    assert call_total(parse_cards(text)) == said


def test_a_finished_soft_hand_is_called_by_its_best_total():
    assert call_total(parse_cards("As 7d"), final=True) == "18"


def test_card_points_refuses_what_is_not_a_card():
    assert [card_points(r) for r in Rank] == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]
    with pytest.raises(ValueError, match="rank 1..13"):
        card_points(14)
    with pytest.raises(ValueError, match="rank 1..13"):
        card_points(True)
