"""Random rounds under random house rules: money and cards are conserved, every hand is
settled as an independent reading of the rules says, and the steps agree with the ledger."""

from __future__ import annotations

import random
from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from dealertrainer.engine.blackjack import (
    BlackjackPays,
    BlackjackRound,
    BlackjackRules,
    Outcome,
    RandomPlayer,
    basic_strategy_player,
    blackjack_payout,
    dealer_hits,
    hand_value,
    is_blackjack,
    play_round,
    round_steps,
)
from dealertrainer.engine.blackjack.ledger import Move
from dealertrainer.engine.shoe import Shoe

D = Decimal

rules_strategy = st.builds(
    dict,
    decks=st.integers(1, 8),
    dealer_hits_soft_17=st.booleans(),
    blackjack_pays=st.sampled_from(list(BlackjackPays)),
    dealer_peeks=st.booleans(),
    even_money=st.booleans(),
    double_after_split=st.booleans(),
    double_for_less=st.booleans(),
    split_unlike_tens=st.booleans(),
    max_split_hands=st.integers(2, 4),
    resplit_aces=st.booleans(),
    hit_split_aces=st.booleans(),
    late_surrender=st.booleans(),
    no_peek_original_bets_only=st.booleans(),
)
wager = st.sampled_from(["10", "15", "25", "35", "12.50", "75", "150", "333.33", "1000"])
seats_strategy = st.dictionaries(st.integers(1, 7), wager, min_size=1, max_size=7)


def expected_net(hand, result, rules: BlackjackRules, upcard) -> Decimal:
    """What a hand should have won or lost, read from its cards and the dealer's."""
    stake = hand.wager + hand.double
    total, _ = hand_value(hand.cards)
    natural = is_blackjack(hand.cards, from_split=hand.number > 1 or _split_seat(result, hand.seat))
    if hand.outcome is Outcome.SURRENDER:
        assert len(hand.cards) == 2 and rules.late_surrender
        return -(hand.wager - (hand.wager / 2).quantize(D("0.01"), rounding="ROUND_DOWN"))
    if hand.outcome is Outcome.EVEN_MONEY:
        assert natural and upcard.rank == 1
        return hand.wager
    if total > 21:
        return -stake
    if result.dealer_blackjack:
        if natural:
            return D(0)
        if not rules.dealer_peeks and rules.no_peek_original_bets_only:
            return D(0) if hand.number > 1 else -hand.wager
        return -stake
    if natural:
        return blackjack_payout(hand.wager, rules)
    dealer = result.dealer_total
    if dealer > 21 or total > dealer:
        return stake
    return D(0) if total == dealer else -stake


def _split_seat(result, seat: int) -> bool:
    return sum(1 for h in result.hands if h.seat == seat) > 1


def check_round(rnd: BlackjackRound, shoe: Shoe) -> None:
    result = rnd.result
    rules = rnd.rules
    # money: the layout is empty and the players' result is the rack's loss
    rnd.ledger.check_closed()
    assert sum(result.seat_net.values()) == -result.rack_net
    # cards: nothing appeared or vanished, nothing left on the felt
    shoe.check_conservation()
    assert not shoe.on_table
    upcard = result.dealer_cards[0]
    for seat, net in result.seat_net.items():
        hands = [h for h in result.hands if h.seat == seat]
        for h in hands:
            assert h.net == expected_net(h, result, rules, upcard), (h, result)
        insurance = result.insurance.get(seat, D(0))
        if seat in result.insurance:
            assert upcard.rank == 1
            assert (insurance > 0) is result.dealer_blackjack
        assert net == sum((h.net for h in hands), D(0)) + insurance
    # the dealer drew only as the rule says
    dealer = list(result.dealer_cards)
    if result.dealer_drew:
        assert dealer_hits(dealer[:2], rules) and not result.dealer_blackjack
        assert hand_value(dealer)[0] > 21 or not dealer_hits(dealer, rules)
        for n in range(2, len(dealer)):
            assert dealer_hits(dealer[:n], rules)
    else:
        assert len(dealer) == 2
    # the steps pay exactly what the ledger paid
    paid_in_steps = sum(
        (s.answer for s in rnd.steps if s.action in ("pay", "even_money", "pay_insurance")), D(0)
    )
    paid_in_ledger = sum((e.amount for e in rnd.ledger.entries if e.move is Move.PAY), D(0))
    assert paid_in_steps == paid_in_ledger
    for s in rnd.steps:
        assert s.table.game == "blackjack"
        if s.is_question:
            assert s.explanation and s.skill.startswith("blackjack.")


@settings(max_examples=150, deadline=None)
@given(rules_strategy, seats_strategy, st.integers(0, 2**32), st.integers(40, 78))
def test_random_rounds_conserve_money_and_cards(rule_fields, seats, seed, cut_from_end):
    # enough cards behind the cut card to finish any round (a one-deck game is dealt by hand)
    rule_fields = {**rule_fields, "decks": max(2, rule_fields["decks"])}
    rules = BlackjackRules(cut_card_from_end=cut_from_end, **rule_fields)
    shoe = Shoe(rules.decks, seed=seed)
    rng = random.Random(seed)
    player = RandomPlayer(rng)
    for _ in range(8):
        result, steps = round_steps(shoe, seats, rules, player)
        assert steps
        shoe.check_conservation()
        assert sum(result.seat_net.values()) == -result.rack_net
        if result.shuffle_due:
            assert [s.action for s in steps[-4:]] == ["shuffle", "cut", "cut_card", "burn"]
            assert not shoe.cut_card_reached


@settings(max_examples=150, deadline=None)
@given(rules_strategy, seats_strategy, st.integers(0, 2**32))
def test_each_round_settles_by_the_rules(rule_fields, seats, seed):
    rules = BlackjackRules(cut_card_from_end=20, **rule_fields)
    shoe = Shoe(rules.decks, seed=seed)
    shoe.burn_blackjack()
    rng = random.Random(seed)
    for _ in range(4):
        if shoe.cards_left < 60:
            break
        rnd = BlackjackRound(shoe, seats, rules)
        play_round(rnd, RandomPlayer(rng))
        check_round(rnd, shoe)


@settings(max_examples=30, deadline=None)
@given(seats_strategy, st.integers(0, 2**32))
def test_narration_does_not_change_the_round(seats, seed):
    results = []
    for narrate in (True, False):
        shoe = Shoe(6, seed=seed)
        shoe.burn_blackjack()
        rnd = BlackjackRound(shoe, seats, narrate=narrate)
        results.append(play_round(rnd, basic_strategy_player))
        assert bool(rnd.steps) is narrate
    assert results[0] == results[1]
