"""The simulated bettors bet within the table's limits, whatever the limits are, and the
simulated blackjack players play like a real game: basic strategy, a mistake now and then."""

from __future__ import annotations

from decimal import Decimal

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.blackjack.hands import hand_value
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.training.drills import BaccaratSeatConfig, BlackjackSeatConfig, make_drill

cents = st.integers(min_value=1, max_value=200_000).map(lambda n: Decimal(n) / 100)


@st.composite
def limits(draw) -> tuple[Decimal, Decimal]:
    low = draw(cents)
    high = low + draw(st.sampled_from([Decimal(0), Decimal("0.50"), Decimal(3), Decimal(5), Decimal(12)]) | cents)
    return low, high


def _bets(drill, spots: set[str] | None = None) -> list[Decimal]:
    amounts = []
    for beat in drill.beats():
        if beat.step is not None:
            amounts += [b.amount for b in beat.step.table.bets if spots is None or b.spot.endswith(tuple(spots))]
    return amounts


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(limits(), st.integers(0, 2**16))
def test_baccarat_bettors_bet_within_any_table_limits(table, seed):
    low, high = table
    rules = BaccaratRules(table_minimum=low, table_maximum=high)
    config = BaccaratSeatConfig(rules=rules, seats=5, coups=2, tie_bets=0.5, pair_bets=0.5)
    amounts = _bets(make_drill("baccarat.seat", config, seed=seed))
    assert amounts
    assert all(low <= a <= high for a in amounts), (low, high, sorted(set(amounts)))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(limits(), st.integers(0, 2**16))
def test_blackjack_bettors_bet_within_any_table_limits(table, seed):
    low, high = table
    rules = BlackjackRules(table_minimum=low, table_maximum=high)
    config = BlackjackSeatConfig(rules=rules, seats=4, rounds=2)
    amounts = _bets(make_drill("blackjack.seat", config, seed=seed), {"wager"})  # the round refuses any other
    assert amounts
    assert all(low <= a <= high for a in amounts), (low, high, sorted(set(amounts)))


def test_the_tables_the_issue_found_broken_now_deal():
    """A $12 baccarat table had $10 bets; an $11 blackjack table stopped the drill."""
    baccarat = BaccaratSeatConfig(rules=BaccaratRules(table_minimum=Decimal(12)), coups=5)
    assert min(_bets(make_drill("baccarat.seat", baccarat, seed=1))) >= 12
    blackjack = BlackjackSeatConfig(rules=BlackjackRules(table_minimum=Decimal(11)), rounds=5, seats=7)
    wagers = _bets(make_drill("blackjack.seat", blackjack, seed=1), {"wager"})
    assert min(wagers) >= 11 and all(w % Decimal("2.50") == 0 for w in wagers)


def test_the_blackjack_table_looks_like_a_real_game_by_default():
    """No seat doubles a hard 19 or picks moves at random: doubles only where the chart has them."""
    drill = make_drill("blackjack.seat", BlackjackSeatConfig(seats=7, rounds=150), seed=4)
    assert drill.config.play == "basic" and drill.config.player_mistake_rate == 0.05
    doubles = [b.step for b in drill.beats() if b.step is not None and b.step.action == "player_double"]
    assert len(doubles) > 10
    for step in doubles:
        owner = step.say.split(" doubles")[0].lower()
        total, soft = hand_value(step.table.hand(owner).cards)
        assert soft or 9 <= total <= 11, (step.say, step.table.hand(owner).cards)
