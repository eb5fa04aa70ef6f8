"""Who speaks first, how a board is named, and the possible straight / flush calls."""

from __future__ import annotations

from collections import Counter
from itertools import combinations, permutations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealertrainer.engine.cards import Card, Rank, Suit, full_deck, parse_cards
from dealertrainer.engine.stud import (
    describe_showing,
    first_to_act,
    possible_flush,
    possible_straight,
)
from dealertrainer.engine.stud.showing import should_announce_draws


def cards(text: str) -> list[Card]:
    return parse_cards(text)


# --------------------------------------------------------------------------- a reference ranking
def _board_key(board: list[Card]) -> tuple:
    """Independent statement of the rule: bigger sets first, then ranks, ace high."""
    values = [14 if c.rank is Rank.ACE else int(c.rank) for c in board]
    counts = Counter(values)
    multiples = tuple(sorted((n for n in counts.values() if n > 1), reverse=True))
    strength = {(): 0, (2,): 1, (2, 2): 2, (3,): 3, (3, 2): 4, (4,): 5}[multiples]
    order = sorted(counts, key=lambda v: (counts[v], v), reverse=True)
    return strength, tuple(order)


@st.composite
def tables(draw, min_up=1, max_up=4):
    seats = draw(st.integers(2, 10))
    per_seat = draw(st.integers(min_up, max_up))
    deck = draw(st.permutations(full_deck()))
    boards: list[list[Card] | None] = [list(deck[i * per_seat : (i + 1) * per_seat]) for i in range(seats)]
    folded = draw(st.lists(st.booleans(), min_size=seats, max_size=seats))
    if all(folded):
        folded[draw(st.integers(0, seats - 1))] = False
    return [None if f else b for b, f in zip(boards, folded)]


@settings(max_examples=500, deadline=None)
@given(tables())
def test_first_to_act_is_the_best_live_board_nearest_the_left(table):
    index = first_to_act(table)
    assert table[index] is not None
    best = _board_key(table[index])
    for i, board in enumerate(table):
        if board is None:
            continue
        assert _board_key(board) <= best
        if i < index:
            assert _board_key(board) < best  # an equal board further left would have won


@settings(max_examples=300, deadline=None)
@given(tables(min_up=1, max_up=1))
def test_bring_in_is_the_lowest_upcard_with_suits_clubs_lowest(table):
    index = first_to_act(table, bring_in=True)
    suit_order = "cdhs"

    def key(card):
        return (14 if card.rank is Rank.ACE else int(card.rank), suit_order.index(card.suit.value))

    live = [b[0] for b in table if b is not None]
    assert table[index] is not None and key(table[index][0]) == min(key(c) for c in live)


# --------------------------------------------------------------------------- the seed's rules, case by case
@pytest.mark.parametrize(
    "boards, expected",
    [
        (["Ks", "4d", "4c"], 0),  # one card each: the king
        (["4d", "As", "Kc"], 1),  # the ace is high
        (["Kd", "9s", "Kc"], 0),  # equal ranks: nearest the dealer's left
        (["9s", "Kc", "Kd"], 1),
        (["Ks 4d", "4c 4h", "Ac Kh"], 1),  # a pair beats any high cards
        (["Ah 2c", "Kc Qd", "7s 3h"], 0),  # ace-two beats king-queen
        (["Kc Qd", "Ah 2c", "7s 3h"], 1),
        (["Kc Qd", "Kh Jd", "Ks Qh"], 0),  # exact tie on ranks: the leftmost
        (["Kh Jd", "Kc Qd", "Ks Qh"], 1),
        (["4c 4h 2s", "4d 4s Ac", "3c 3d Kh"], 1),  # equal pairs: the side card
        (["4c 4h As", "4d 4s Ac", "3c 3d Kh"], 0),  # equal pairs, equal side card
        (["Jc Jd 5s 5h", "Qs Qh 2c 3c", "As Ah Kd 2d"], 0),  # two pair beats a pair
        (["Jc Jd 5s 5h", "Js Jh 6c 6d", "2s 2h 3d 3s"], 1),  # equal top pair: second pair
        (["Jc Jd 5s 5h", "Js Jh 5c 5d", "2s 2h 3d 3s"], 0),  # exactly equal two pair: leftmost
        (["Jc Jd 5s 5h", "9s 9h 9c 2d", "As Ah Ad 3s"], 2),  # trips beat two pair; higher trips
        (["9s 9h 9c 2d", "7s 7h 7c 7d", "As Ah Ad Kd"], 1),  # four of a kind beats everything
        (["Kh Qh Jh Th", "2c 2d 3h 4s", "As Kd 9c 3c"], 1),  # straights and flushes don't count
        (["Ac 2c 3c 4c", "5s 5d 7h 8h", "Kd Qs 9c 3h"], 1),
    ],
)
def test_first_to_act_cases(boards, expected):
    assert first_to_act([cards(b) for b in boards]) == expected


def test_folded_seats_are_skipped():
    table = [None, cards("Ks 2d"), None, cards("As 3c")]
    assert first_to_act(table) == 3
    table = [cards("As Ad"), None, cards("Kc Kd")]
    assert first_to_act(table) == 0
    assert first_to_act([None, None, cards("2c")]) == 2


def test_ties_across_every_rank_go_to_the_lowest_index():
    for rank in Rank:
        table = [cards("2c")] + [[Card(rank, s)] for s in Suit]
        if rank is Rank.TWO:
            table = [[Card(rank, s)] for s in Suit]
            assert first_to_act(table) == 0
        else:
            assert first_to_act(table) == 1


@pytest.mark.parametrize("order", list(permutations(["2c", "2d", "2h", "2s"])))
def test_bring_in_suit_order(order):
    table = [cards(c) for c in order]
    assert order[first_to_act(table, bring_in=True)] == "2c"


@pytest.mark.parametrize(
    "boards, expected",
    [
        (["2d", "2h", "2s"], 0),  # diamonds below hearts and spades
        (["2s", "2h"], 1),  # hearts below spades
        (["Ac", "Ks"], 1),  # the ace is high for the bring-in too
        (["3c", "2s"], 1),  # rank first, suit only on equal ranks
        (["9h", None, "4d", "4c"], 3),
    ],
)
def test_bring_in_cases(boards, expected):
    assert first_to_act([None if b is None else cards(b) for b in boards], bring_in=True) == expected


def test_first_to_act_refuses_bad_tables():
    with pytest.raises(ValueError, match="every seat has folded"):
        first_to_act([None, None])
    with pytest.raises(ValueError, match="at least one face-up card"):
        first_to_act([cards("As"), []])
    with pytest.raises(ValueError, match="shows on two boards"):
        first_to_act([cards("As"), cards("As")])
    with pytest.raises(ValueError, match="one upcard per seat"):
        first_to_act([cards("As Kd"), cards("2c")], bring_in=True)


# --------------------------------------------------------------------------- naming a board
@pytest.mark.parametrize(
    "board, words",
    [
        ("Kd", "King high"),
        ("As", "Ace high"),
        ("2c", "Two high"),
        ("Ks 7d 3c", "King high"),
        ("3c Ah", "Ace high"),
        ("4d 4c", "Pair of fours"),
        ("6d 6c Ks", "Pair of sixes"),
        ("Jd 5c Js 5h", "Two pair, jacks and fives"),
        ("5c Jd 5h Js", "Two pair, jacks and fives"),
        ("9d 9c 9s", "Three nines"),
        ("9d 9c 9s Ah", "Three nines"),
        ("7d 7c 7s 7h", "Four sevens"),
        ("Kd Kc Ks 3h 3c", "Full house, kings over threes"),
        ("Ah Kh Qh Jh", "Ace high"),  # no flushes or straights on a board
    ],
)
def test_describe_showing(board, words):
    assert describe_showing(cards(board)) == words


def test_describe_showing_refuses_an_empty_board():
    with pytest.raises(ValueError, match="at least one face-up card"):
        describe_showing([])


# --------------------------------------------------------------------------- possible straight / flush
def _reference_straight(values: tuple[int, ...]) -> bool:
    """Distinct ranks 1..13 (ace 1) that fit in five consecutive ranks, ace also as 14."""
    if len(set(values)) != len(values):
        return False
    low = max(values) - min(values) <= 4
    high_values = [14 if v == 1 else v for v in values]
    high = max(high_values) - min(high_values) <= 4
    return low or high


@pytest.mark.parametrize("size", [2, 3, 4, 5])
def test_possible_straight_over_every_rank_set(size):
    suits = list(Suit)
    for ranks in combinations(range(1, 14), size):
        board = [Card(r, suits[i % 4]) for i, r in enumerate(ranks)]
        assert possible_straight(board) == _reference_straight(ranks), ranks


@pytest.mark.parametrize("low", range(1, 11))
def test_every_window_and_every_part_of_it_is_a_possible_straight(low):
    window = [1 if v == 14 else v for v in range(low, low + 5)]  # 10-J-Q-K-A uses the ace high
    for size in (1, 2, 3, 4, 5):
        for ranks in combinations(window, size):
            board = [Card(r, "s" if i % 2 else "h") for i, r in enumerate(ranks)]
            assert possible_straight(board), ranks


@pytest.mark.parametrize(
    "board, expected",
    [
        ("6h Tc 9d", True),  # the seed's example
        ("Ah 2c 3d", True),  # ace low
        ("Ah Kc Qd", True),  # ace high
        ("Ah Kc Qd Jh", True),
        ("Ah 2c 3d 4s", True),
        ("Qh Kc Ad 2s", False),  # the ace cannot turn the corner
        ("Kh Ac 2d", False),
        ("6h Tc 9d 5s", False),  # six ranks wide
        ("6h 6c 9d", False),  # a pair on board
        ("2c 6d", True),
        ("2c 7d", False),
    ],
)
def test_possible_straight_cases(board, expected):
    assert possible_straight(cards(board)) is expected


@pytest.mark.parametrize(
    "board, expected",
    [
        ("Jd 4d 2d", True),  # the seed's example
        ("Jd 4d 2d 8d", True),
        ("Jd 4d 2h", False),
        ("Jd 4d 2d 8c", False),
    ],
)
def test_possible_flush_cases(board, expected):
    assert possible_flush(cards(board)) is expected


def test_possible_flush_over_every_suit_pattern():
    for suits in product(Suit, repeat=3):
        board = [Card(r, s) for r, s in zip((Rank.TWO, Rank.NINE, Rank.KING), suits)]
        assert possible_flush(board) is (len(set(suits)) == 1)


@pytest.mark.parametrize(
    "count, unseen, expected",
    [(1, 4, False), (2, 3, False), (3, 2, True), (4, 1, True), (3, 1, False), (5, 0, False), (4, 3, True)],
)
def test_draws_are_announced_on_three_or_four_upcards_with_enough_to_come(count, unseen, expected):
    board = cards("2c 5d 7h 9s Jc")[:count]
    assert should_announce_draws(board, unseen) is expected


def test_should_announce_refuses_negative_unseen():
    with pytest.raises(ValueError, match="negative"):
        should_announce_draws(cards("2c 5d 7h"), -1)
