"""The round's quick paths agree with the rules they stand in for.

``legal_actions`` works the play actions out in one pass instead of asking ``_why_not``
for each; the ledger keeps its movements as tuples and builds ``Entry`` objects on demand;
the shoe counts discards only when read. These tests check each against the slow reading.
"""

from __future__ import annotations

import random
from collections import Counter
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealertrainer.engine.blackjack import BlackjackRound, BlackjackRules, Phase, RandomPlayer, new_shoe
from dealertrainer.engine.blackjack.ledger import Entry, Ledger, Move, Spot
from dealertrainer.engine.blackjack.legal import PLAY_ACTIONS as _PLAY_ACTIONS
from dealertrainer.engine.shoe import Shoe

D = Decimal

RULE_SETS = [
    BlackjackRules(),
    BlackjackRules(dealer_hits_soft_17=True, late_surrender=True),
    BlackjackRules(dealer_peeks=False, late_surrender=True, no_peek_original_bets_only=True),
    BlackjackRules(split_unlike_tens=True, resplit_aces=True, hit_split_aces=True, max_split_hands=8),
    BlackjackRules(double_after_split=False, double_for_less=False, max_split_hands=2, late_surrender=True),
]


@pytest.mark.parametrize("rules", RULE_SETS, ids=range(len(RULE_SETS)))
def test_legal_actions_are_exactly_what_why_not_allows(rules: BlackjackRules) -> None:
    rng = random.Random(7)
    shoe = Shoe(rules.decks, seed=3)
    new_shoe(shoe, rules, shuffle=False)
    player = RandomPlayer(rng)
    checked = 0
    for _ in range(300):
        seats = {s: D(rng.choice([10, 25, 40])) for s in rng.sample(range(1, 8), rng.randint(1, 4))}
        rnd = BlackjackRound(shoe, seats, rules, narrate=False)
        while rnd.phase is not Phase.OVER:
            if rnd.phase is Phase.PLAYERS:
                play, hand = rnd.current  # type: ignore[misc]
                slow = tuple(a for a in _PLAY_ACTIONS if rnd._why_not(play, hand, a, None) is None)
                assert rnd.legal_actions() == slow
                checked += 1
            decision = player(rnd)
            rnd.act(*decision) if isinstance(decision, tuple) else rnd.act(decision)
        if rnd.result.shuffle_due:
            new_shoe(shoe, rules)
    assert checked > 300


def test_split_hands_keep_play_order_across_seats() -> None:
    """After splits, the hands come up seat by seat, each seat's hands in the order made."""
    rules = BlackjackRules(max_split_hands=8)
    rng = random.Random(1)
    shoe = Shoe(6, seed=9)
    new_shoe(shoe, rules, shuffle=False)
    splits = 0
    for _ in range(400):
        rnd = BlackjackRound(shoe, {1: 10, 4: 10, 7: 10}, rules, narrate=False)
        player = RandomPlayer(rng)
        while rnd.phase is not Phase.OVER:
            assert rnd._order() == [(p, h) for p in rnd.seats for h in p.hands]
            decision = player(rnd)
            rnd.act(*decision) if isinstance(decision, tuple) else rnd.act(decision)
        splits += sum(len(p.hands) - 1 for p in rnd.seats)
        assert [(h.seat, h.number) for h in rnd.result.hands] == [(p.seat, h.number) for p in rnd.seats for h in p.hands]
        if rnd.result.shuffle_due:
            new_shoe(shoe, rules)
    assert splits > 10


amounts = st.integers(min_value=1, max_value=5000).map(lambda cents: D(cents) / 100)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 3), st.sampled_from(["wager", "double"]), amounts, st.booleans()), max_size=12))
def test_ledger_entries_and_nets_follow_the_movements(bets: list[tuple[int, str, Decimal, bool]]) -> None:
    ledger = Ledger()
    expected: list[Entry] = []
    nets: dict[Spot, Decimal] = {}
    for seat, kind, amount, win in bets:
        spot = Spot(seat, 1, kind)
        ledger.bet(spot, amount, "wager")
        expected.append(Entry(Move.BET, spot, amount, "wager"))
        nets[spot] = nets.get(spot, D(0)) - amount
        assert ledger.entries == expected  # entries read part way through stay in step
    for spot in sorted(nets):
        there = ledger.on_spot(spot)
        if spot.seat % 2:
            ledger.pay(spot, there, "win")
            ledger.give_back(spot, why="win")
            expected += [Entry(Move.PAY, spot, there, "win"), Entry(Move.RETURN, spot, there, "win")]
            nets[spot] += 2 * there
        else:
            ledger.take(spot, why="lose")
            expected.append(Entry(Move.TAKE, spot, there, "lose"))
    assert ledger.entries == expected
    assert ledger.spot_nets() == nets
    ledger.check_closed()
    for seat in {s.seat for s in nets}:
        assert ledger.player_net(seat) == sum((n for s, n in nets.items() if s.seat == seat), D(0))


def test_spot_is_an_ordered_immutable_value() -> None:
    a, b = Spot(1, 2, "wager"), Spot(1, 2, "wager")
    assert a == b and hash(a) == hash(b) and a.seat == 1 and a.hand == 2 and a.kind == "wager"
    assert sorted([Spot(2, 1, "wager"), Spot(1, 2, "double"), Spot(1, 1, "wager")])[0] == Spot(1, 1, "wager")
    with pytest.raises(AttributeError):
        a.seat = 3  # type: ignore[misc]


def test_shoe_discards_counted_on_reading_keep_first_arrival_order() -> None:
    shoe = Shoe(1, seed=4)
    shoe.burn_blackjack()
    seen: list = list(shoe.discards)
    for _ in range(10):
        cards = [shoe.draw() for _ in range(3)]
        shoe.collect(cards)
        for card in cards:
            if card not in seen:
                seen.append(card)
        assert list(shoe.discards) == seen  # read part way: the count is brought up to date
    assert shoe.discards == Counter(seen) and shoe.discard_count == 31
    shoe.check_conservation()
