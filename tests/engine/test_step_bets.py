"""Every dealer step that pays, takes, settles or asks about one bet names that bet, typed
(``DealerStep.bet``): the ``BetView`` exactly as it lies on the felt when the step begins."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.baccarat.settlement import Bet
from dealertrainer.engine.baccarat.shoe_session import ShoeSession
from dealertrainer.engine.blackjack import BlackjackRound, BlackjackRules, RandomPlayer, round_steps
from dealertrainer.engine.cards import parse_cards
from dealertrainer.engine.places import Place
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.steps import BetView, DealerStep, TableView

# ---------------------------------------------------------------------- baccarat
_COMMISSION_SPOTS = (Bet.PLAYER, Bet.BANKER, Bet.TIE, Bet.PLAYER_PAIR, Bet.BANKER_PAIR)
_NO_COMMISSION_SPOTS = (*_COMMISSION_SPOTS, Bet.DRAGON_7)
_STAKES = st.sampled_from([Decimal(5), Decimal(10), Decimal(25), Decimal(35), Decimal("12.50")])


def _check_baccarat(steps: list[DealerStep], before: TableView) -> list[DealerStep]:
    """Check every settling step's bet against its felt; return the steps that pay."""
    paying = []
    for step in steps:
        if step.action in ("pay", "settle"):
            bet = step.bet
            assert bet is not None, step.say
            assert bet.seat == step.seat and not bet.paid
            assert f"seat {bet.seat}'s " in step.say.lower() and f" on {Bet(bet.spot).title}" in step.say
            if step.say.startswith("Take "):  # the motion: the bet was on the felt and is gone now
                assert bet in before.bets and bet not in step.table.bets
            else:
                assert bet in step.table.bets
            if step.action == "pay":
                paying.append(step)
        else:
            assert step.bet is None, step.say
        before = step.table
    return paying


def _coups(rules: BaccaratRules, seed: int, layout: dict[int, dict[str, Decimal]], coups: int) -> list[DealerStep]:
    """``coups`` coups dealt with ``layout`` on the felt, shuffling up when a shoe is finished."""
    table = ShoeSession(rules, seed=seed)
    steps = list(table.start_shoe())
    for _ in range(coups):
        if table.shoe_finished:
            steps += table.start_shoe()
        steps += table.deal(layout)[1]
    return steps


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    no_commission=st.booleans(),
    layout=st.dictionaries(
        st.integers(1, 7),
        st.dictionaries(st.sampled_from(_NO_COMMISSION_SPOTS), _STAKES, min_size=1),
        min_size=1, max_size=4,
    ),
)
def test_each_baccarat_settling_step_names_its_bet_on_the_felt(seed, no_commission, layout):
    rules = BaccaratRules(no_commission=no_commission)
    spots = _NO_COMMISSION_SPOTS if no_commission else _COMMISSION_SPOTS
    bets = {seat: {str(spot): stake for spot, stake in on.items() if spot in spots} for seat, on in layout.items()}
    bets = {seat: on for seat, on in bets.items() if on}
    if not bets:
        bets = {1: {"player": Decimal(10)}}
    steps = _coups(rules, seed, bets, 3)
    _check_baccarat(steps, TableView("baccarat"))


@pytest.mark.parametrize("no_commission", [False, True])
def test_every_baccarat_bet_kind_is_paid_on_its_own_spot(no_commission):
    """Each kind of bet, at two seats with every spot covered, is paid at least once in a shoe
    and each payment names exactly the bet the words say (a seat with both pairs winning
    is paid on each pair's own spot)."""
    spots = _NO_COMMISSION_SPOTS if no_commission else _COMMISSION_SPOTS
    bets = {seat: {str(spot): Decimal(10) for spot in spots} for seat in (2, 6)}
    steps = _coups(BaccaratRules(no_commission=no_commission), 7, bets, 300)
    paying = _check_baccarat(steps, TableView("baccarat"))
    assert {Bet(step.bet.spot) for step in paying} == set(spots)
    both_pairs = [s for s in paying if s.bet.spot in ("player pair", "banker pair")]
    assert {(s.seat, s.bet.spot) for s in both_pairs} >= {(2, "player pair"), (2, "banker pair")}


# ---------------------------------------------------------------------- blackjack
_WAGER_ACTIONS = ("pay", "take", "push", "surrender", "even_money", "insurance_max")
_INSURANCE_ACTIONS = ("pay_insurance", "take_insurance")


def _check_blackjack(steps: list[DealerStep]) -> set[str]:
    """Check every bet step's bet against its felt; return the actions seen with a bet."""
    seen = set()
    for step in steps:
        if step.action not in _WAGER_ACTIONS + _INSURANCE_ACTIONS:
            assert step.bet is None, step.say
            continue
        bet = step.bet
        assert bet is not None and bet in step.table.bets, step.say
        assert bet.seat == step.seat and not bet.paid
        if step.action in _INSURANCE_ACTIONS:
            assert bet.spot == "insurance" and bet.hand is None
        else:
            assert bet.spot == "wager"
            owner = dict(step.extra).get("owner")
            if owner is not None:  # a hand's settlement names its hand: the bet is that hand's wager
                assert owner == str(Place.at_seat(bet.seat, bet.hand))
        seen.add(step.action)
    return seen


_RULES = st.builds(
    BlackjackRules,
    dealer_peeks=st.booleans(),
    even_money=st.booleans(),
    late_surrender=st.booleans(),
    dealer_hits_soft_17=st.booleans(),
    max_split_hands=st.integers(2, 4),
)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 100_000), rules=_RULES, seats=st.sets(st.integers(1, 7), min_size=1, max_size=5))
def test_each_blackjack_bet_step_names_its_bet_on_the_felt(seed, rules, seats):
    shoe = Shoe(rules.decks, seed=seed)
    player = RandomPlayer(random.Random(seed))
    for _ in range(4):
        _, steps = round_steps(shoe, {seat: 25 for seat in seats}, rules, player)
        _check_blackjack(steps)


def test_every_blackjack_bet_step_is_met_and_names_its_bet():
    """Over many random rounds every kind of bet step comes up, each naming its bet."""
    seen: set[str] = set()
    rules = BlackjackRules(late_surrender=True, even_money=True)
    for seed in range(400):
        shoe = Shoe(rules.decks, seed=seed)
        for _ in range(5):
            seen |= _check_blackjack(round_steps(shoe, {1: 40, 4: 25, 7: 10}, rules, RandomPlayer(random.Random(seed)))[1])
        if seen == set(_WAGER_ACTIONS + _INSURANCE_ACTIONS):
            break
    assert seen == set(_WAGER_ACTIONS + _INSURANCE_ACTIONS)


def test_each_split_hand_is_paid_on_its_own_wager():
    up, hole = parse_cards("6h Td")
    cards = [*parse_cards("8s"), up, *parse_cards("8d"), hole, *parse_cards("8c 3h Ts Kc 9h Tc")]
    rnd = BlackjackRound(Shoe.stacked(cards), {1: 25})
    for action in ("split", "split", ("double", None), "stand", "stand"):
        rnd.act(*action) if isinstance(action, tuple) else rnd.act(action)
    pays = [s for s in rnd.steps if s.action == "pay"]
    assert [s.bet for s in pays] == [
        BetView(1, "wager", Decimal(25), 3), BetView(1, "wager", Decimal(25), 2), BetView(1, "wager", Decimal(25), 1)
    ]
    assert [s.answer for s in pays] == [Decimal(25), Decimal(25), Decimal(50)]  # hand 1 doubled: paid on both


def test_a_step_may_not_name_a_bet_at_another_seat_or_a_payout():
    table = TableView("baccarat", bets=(BetView(3, "banker", Decimal(20)),))
    with pytest.raises(ValueError, match="seat"):
        DealerStep("pay", "Pay", table, seat=4, bet=BetView(3, "banker", Decimal(20)))
    with pytest.raises(ValueError, match="payout"):
        DealerStep("pay", "Pay", table, seat=3, bet=BetView(3, "banker", Decimal(19), paid=True))
    with pytest.raises(ValueError):
        DealerStep("pay", "Pay", table, bet=BetView(3, "banker", Decimal(20)))
