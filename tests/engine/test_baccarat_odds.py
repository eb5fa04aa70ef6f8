"""exact_odds against an independent count, the published 8-deck figures, and its limits."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealertrainer.engine.baccarat import exact_odds, point_counts
from dealertrainer.engine.cards import full_deck
from dealertrainer.engine.shoe import Shoe

from tests.engine.test_baccarat_tableau import TABLE


def _pt(rank: int) -> int:
    return rank if rank < 10 else 0


def _result(seq: tuple[int, ...]) -> str:
    """Who wins a coup dealt from the points ``seq`` (long enough), by the test's own table."""
    p = (seq[0] + seq[2]) % 10
    b = (seq[1] + seq[3]) % 10
    i = 4
    if p < 8 and b < 8:
        third = None
        if p <= 5:
            third = seq[i]
            p = (p + third) % 10
            i += 1
        if TABLE[(b, third)]:
            b = (b + seq[i]) % 10
    return "player" if p > b else "banker" if b > p else "tie"


def brute_force(cards: list[int]) -> dict[str, Fraction]:
    """Deal from every ordering of the first six cards of a small shoe and count results."""
    tally: Counter[str] = Counter()
    total = 0
    for seq in itertools.permutations([_pt(r) for r in cards], 6):
        tally[_result(seq)] += 1
        total += 1
    return {k: Fraction(tally[k], total) for k in ("banker", "player", "tie")}


SMALL_SHOES = [
    [1, 2, 3, 4, 5, 6, 7, 8, 9],
    [10, 11, 12, 13, 10, 1, 9, 8],
    [5, 5, 5, 6, 6, 7, 13, 13, 2],
    [10, 10, 10, 10, 10, 10],
    [4, 4, 3, 3, 6, 6, 12],
]


@pytest.mark.parametrize("cards", SMALL_SHOES)
def test_matches_brute_force_on_small_shoes(cards: list[int]) -> None:
    expected = brute_force(cards)
    got = exact_odds(Counter(cards))
    for key in ("banker", "player", "tie"):
        assert got[key] == pytest.approx(float(expected[key]), abs=1e-12)


def test_matches_brute_force_on_random_small_shoes() -> None:
    rng = random.Random(7)
    for _ in range(4):
        cards = [rng.randint(1, 13) for _ in range(9)]
        expected = brute_force(cards)
        got = exact_odds(Counter(cards))
        for key in expected:
            assert got[key] == pytest.approx(float(expected[key]), abs=1e-12)


def test_published_eight_deck_figures() -> None:
    odds = exact_odds(Shoe(8, seed=1))
    assert round(odds["banker"], 6) == 0.458597
    assert round(odds["player"], 6) == 0.446247
    assert round(odds["tie"], 6) == 0.095156


def test_a_mapping_and_a_shoe_agree_and_follow_the_deal() -> None:
    shoe = Shoe(1, seed=3)
    for _ in range(20):
        shoe.draw()
    mapping = Counter(int(c.rank) for c in shoe.peek_order())
    assert exact_odds(shoe) == exact_odds(mapping)
    assert sum(point_counts(shoe)) == 32


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 40), min_size=13, max_size=13).filter(lambda c: sum(c) >= 6))
def test_probabilities_are_a_distribution(counts: list[int]) -> None:
    odds = exact_odds({rank: n for rank, n in enumerate(counts, start=1)})
    assert set(odds) == {"banker", "player", "tie"}
    assert all(-1e-12 <= v <= 1 + 1e-12 for v in odds.values())
    assert sum(odds.values()) == pytest.approx(1.0, abs=1e-12)


def test_one_deck_missing_cards_against_a_recursive_count() -> None:
    """A larger shoe, checked by a second independent method: recursion over point counts."""
    deck = [int(c.rank) for c in full_deck()]
    for r in (10, 11, 5, 5, 9, 1, 7):
        deck.remove(r)
    counts = [0] * 10
    for r in deck:
        counts[_pt(r)] += 1

    def deal(prefix: tuple[int, ...], left: list[int], n: int, weight: float, out: Counter) -> None:
        need = _cards_needed(prefix)
        if need == len(prefix):
            out[_result(prefix + (0, 0))] += weight
            return
        for v in range(10):
            if left[v]:
                left[v] -= 1
                deal(prefix + (v,), left, n - 1, weight * (left[v] + 1) / n, out)
                left[v] += 1

    out: Counter[str] = Counter()
    deal((), counts, len(deck), 1.0, out)
    got = exact_odds(Counter(deck))
    for key in ("banker", "player", "tie"):
        assert got[key] == pytest.approx(out[key], abs=1e-12)


def _cards_needed(prefix: tuple[int, ...]) -> int:
    if len(prefix) < 4:
        return 99
    p = (prefix[0] + prefix[2]) % 10
    b = (prefix[1] + prefix[3]) % 10
    if p >= 8 or b >= 8:
        return 4
    if p <= 5:
        if len(prefix) < 5:
            return 99
        return 6 if TABLE[(b, prefix[4])] else 5
    return 5 if TABLE[(b, None)] else 4


@pytest.mark.parametrize("bad", [{1: 5}, {}, {14: 3}, {2: -1, 3: 10}])
def test_refuses_too_few_cards_or_bad_ranks(bad: dict[int, int]) -> None:
    with pytest.raises(ValueError):
        exact_odds(bad)

