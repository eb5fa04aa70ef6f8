"""Exact dealer outcomes: against an independent brute-force walk and the published figures."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealertrainer.engine.blackjack import BlackjackRules, dealer_outcome_table, dealer_outcomes
from dealertrainer.engine.cards import Card, Rank, Suit
from dealertrainer.engine.shoe import Shoe

H17 = BlackjackRules(dealer_hits_soft_17=True)
KEYS = {17, 18, 19, 20, 21, "blackjack", "bust"}


class RanOut(Exception):
    pass


def brute_force(upcard: int, counts: dict[int, int], h17: bool) -> dict:
    """Walk every card the dealer could draw, rank by rank (1..13), in exact fractions, no memo."""
    out: dict = {k: Fraction(0) for k in KEYS}

    def value(ranks: list[int]) -> tuple[int, bool]:
        hard = sum(min(r, 10) for r in ranks)
        if 1 in ranks and hard + 10 <= 21:
            return hard + 10, True
        return hard, False

    def walk(ranks: list[int], left: dict[int, int], p: Fraction) -> None:
        total, soft = value(ranks)
        if len(ranks) == 2 and sorted(min(r, 10) for r in ranks) == [1, 10]:
            out["blackjack"] += p
            return
        if len(ranks) >= 2:
            if total > 21:
                out["bust"] += p
                return
            if total > 17 or (total == 17 and not (soft and h17)):
                out[total] += p
                return
        n = sum(left.values())
        if n == 0:
            raise RanOut
        for rank, count in left.items():
            if count:
                walk(ranks + [rank], {**left, rank: count - 1}, p * Fraction(count, n))

    walk([upcard], dict(counts), Fraction(1))
    return out


def six_decks_less(upcard: int) -> dict[int, int]:
    counts = {r: 24 for r in range(1, 14)}
    counts[upcard] -= 1
    return counts


def test_published_six_deck_figures():
    assert round(dealer_outcomes(6, six_decks_less(6))["bust"], 6) == 0.422842
    assert round(dealer_outcomes(2, six_decks_less(2))["bust"], 6) == 0.353504


def test_keys_and_total_probability():
    for up in range(1, 14):
        row = dealer_outcomes(up, six_decks_less(up))
        assert set(row) == KEYS
        assert sum(row.values()) == pytest.approx(1.0, abs=1e-12)
        assert (row["blackjack"] > 0) is (up in (1, 10, 11, 12, 13))


def test_a_single_deck_matches_the_brute_force_for_every_upcard():
    for up in range(1, 11):
        counts = {r: 4 for r in range(1, 14)}
        counts[up] -= 1
        for rules, h17 in ((None, False), (H17, True)):
            ours = dealer_outcomes(up, counts, rules)
            exact = brute_force(up, counts, h17)
            for key in KEYS:
                assert ours[key] == pytest.approx(float(exact[key]), abs=1e-12), (up, key, h17)


compositions = st.dictionaries(st.integers(1, 13), st.integers(0, 2), min_size=13, max_size=13)


@settings(max_examples=40, deadline=None)
@given(compositions, st.integers(1, 13), st.booleans())
def test_small_shoes_match_the_brute_force(counts, upcard, h17):
    rules = BlackjackRules(dealer_hits_soft_17=h17)
    try:
        exact = brute_force(upcard, counts, h17)
    except RanOut:
        with pytest.raises(ValueError, match="run out|no card is left"):
            dealer_outcomes(upcard, counts, rules)
        return
    ours = dealer_outcomes(upcard, counts, rules)
    for key in KEYS:
        assert ours[key] == pytest.approx(float(exact[key]), abs=1e-12)


def test_h17_moves_soft_seventeens_on():
    s17 = dealer_outcomes(6, six_decks_less(6))
    h17 = dealer_outcomes(6, six_decks_less(6), H17)
    assert h17[17] < s17[17]
    assert h17["bust"] > s17["bust"]


def test_a_shoe_and_its_rank_counts_agree_and_a_card_upcard_works():
    shoe = Shoe(2, seed=3)
    for _ in range(30):
        shoe.draw()
    by_shoe = dealer_outcomes(Card(Rank.KING, Suit.SPADES), shoe)
    by_counts = dealer_outcomes(13, shoe.remaining_by_rank())
    assert by_shoe == by_counts
    assert dealer_outcomes(Rank.KING, shoe) == dealer_outcomes(Rank.TEN, shoe)


def test_the_table_rows_equal_single_calls():
    full = {r: 24 for r in range(1, 14)}
    table = dealer_outcome_table(full)
    assert sorted(table) == list(range(1, 11))
    for up in range(1, 11):
        single = dealer_outcomes(up, six_decks_less(up))
        for key in KEYS:
            assert table[up][key] == pytest.approx(single[key], abs=1e-14)


def test_clear_errors():
    with pytest.raises(ValueError, match="upcard"):
        dealer_outcomes(0, six_decks_less(2))
    with pytest.raises(ValueError, match="no card is left"):
        dealer_outcomes(5, {})
    with pytest.raises(ValueError, match="run out"):
        dealer_outcomes(2, {2: 1})
    with pytest.raises(ValueError, match="negative"):
        dealer_outcomes(2, {3: -1})
