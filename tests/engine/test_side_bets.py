"""Side bets: every Perfect Pairs pair type and every three-card 21+3 hand class, exhaustively;
Dragon 7 and Panda 8 over every coup a small shoe of point values can deal; and random rounds
and coups whose side bets are all paid exactly the paytable.

The hand classes here are worked out independently of the engine (by counting ranks and
suits), so the engine's classification is checked, not restated."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealertrainer.engine.baccarat.coup import Winner, coup_from_cards, play_coup
from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.baccarat.settlement import Bet, PlacedBet, Result, settle_bet, settle_table
from dealertrainer.engine.blackjack.dealing import play_round
from dealertrainer.engine.blackjack.players import RandomPlayer
from dealertrainer.engine.blackjack.round import BlackjackRound
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.blackjack.side_bets import SideBet, perfect_pair_class, settle_side_bet, three_card_class
from dealertrainer.engine.cards import Card, Rank, Suit, full_deck
from dealertrainer.engine.places import Place
from dealertrainer.engine.shoe import Shoe

D = Decimal
RED = {Suit.HEARTS, Suit.DIAMONDS}
COMMON = BlackjackRules(perfect_pairs=True, twenty_one_plus_three=True)
PAYS = {"mixed": 6, "coloured": 12, "perfect": 25,
        "flush": 5, "straight": 10, "three_of_a_kind": 30, "straight_flush": 40, "suited_trips": 100}
ODD = BlackjackRules(perfect_pairs=True, twenty_one_plus_three=True, perfect_pairs_mixed_pays=5,
                     perfect_pairs_coloured_pays=10, perfect_pairs_perfect_pays=30, twenty_one_plus_three_flush_pays=7,
                     twenty_one_plus_three_straight_pays=9, twenty_one_plus_three_trips_pays=33,
                     twenty_one_plus_three_straight_flush_pays=44, twenty_one_plus_three_suited_trips_pays=111)
ODD_PAYS = {"mixed": 5, "coloured": 10, "perfect": 30,
            "flush": 7, "straight": 9, "three_of_a_kind": 33, "straight_flush": 44, "suited_trips": 111}


def pair_type(a: Card, b: Card) -> str | None:
    if a.rank != b.rank:
        return None
    if a.suit == b.suit:
        return "perfect"
    return "coloured" if (a.suit in RED) == (b.suit in RED) else "mixed"


RUNS = [set(r) for r in ([1, 2, 3], *([n, n + 1, n + 2] for n in range(2, 12)), [12, 13, 1])]


def poker_class(cards: list[Card]) -> str | None:
    ranks = [int(c.rank) for c in cards]
    one_suit = len({c.suit for c in cards}) == 1
    if len(set(ranks)) == 1:
        return "suited_trips" if one_suit else "three_of_a_kind"
    run = len(set(ranks)) == 3 and set(ranks) in RUNS
    if run:
        return "straight_flush" if one_suit else "straight"
    return "flush" if one_suit else None


# ---------------------------------------------------------------------- Perfect Pairs
def test_every_two_card_start_from_a_shoe_has_its_pair_type_and_price():
    """All 52 x 52 ordered starts (a shoe holds a card twice: the perfect pairs)."""
    seen = Counter()
    for a, b in itertools.product(full_deck(), repeat=2):
        expected = pair_type(a, b)
        assert perfect_pair_class([a, b]) == expected, (a, b)
        seen[expected] += 1
        for rules, pays in ((COMMON, PAYS), (ODD, ODD_PAYS)):
            result = settle_side_bet(SideBet.PERFECT_PAIRS, D(10), [a, b], Card(Rank.TWO, Suit.CLUBS), rules)
            assert result.paid == (D(10) * pays[expected] if expected else 0)
            assert result.won == (expected is not None)
    assert seen == {None: 52 * 48, "perfect": 52, "coloured": 52, "mixed": 52 * 2}


def test_a_pair_is_paid_only_once_at_its_own_price():
    r = settle_side_bet("perfect pairs", "25", [Card.parse("Qh"), Card.parse("Qd")], Card.parse("Qs"), COMMON)
    assert (r.hand_class, r.to_one, r.paid, r.skill) == ("coloured", 12, D(300), "blackjack.payout.perfect_pairs.coloured")
    assert "coloured pair" in r.explanation and "12 to 1" in r.explanation and "$300" in r.explanation


# ---------------------------------------------------------------------- 21+3
def test_every_three_card_hand_has_its_21_plus_3_class_and_price():
    """Every rank triple in every suit triple (13^3 x 4^3), suited trips included (a shoe)."""
    seen = Counter()
    upcards = {}
    for ranks in itertools.product(range(1, 14), repeat=3):
        for suits in itertools.product(Suit, repeat=3):
            cards = [Card(Rank(r), s) for r, s in zip(ranks, suits)]
            expected = poker_class(cards)
            assert three_card_class(cards) == expected, cards
            seen[expected] += 1
            upcards.setdefault(expected, cards)
    assert seen == {"suited_trips": 13 * 4, "three_of_a_kind": 13 * 60, "straight_flush": 12 * 6 * 4,
                    "straight": 12 * 6 * 60, "flush": ((286 - 12) * 6 + 13 * 12 * 3) * 4, None: 13 ** 3 * 64 - sum(
                        n for k, n in seen.items() if k is not None)}
    for expected, cards in upcards.items():  # each class paid at each house's price
        for rules, pays in ((COMMON, PAYS), (ODD, ODD_PAYS)):
            result = settle_side_bet(SideBet.TWENTY_ONE_PLUS_THREE, D(7), cards[:2], cards[2], rules)
            assert result.paid == (D(7) * pays[expected] if expected else 0), (cards, expected)


@pytest.mark.parametrize("cards, expected", [
    ("Ah 2c 3d", "straight"), ("Qh Kc Ad", "straight"), ("Kh Ac 2d", None), ("As 2s 3s", "straight_flush"),
    ("Qs Ks As", "straight_flush"), ("7h 7h 7h", "suited_trips"), ("7h 7d 7h", "three_of_a_kind"),
    ("2h 9h Kh", "flush"), ("Jc Qc Kd", "straight"),
])
def test_the_edges_of_the_three_card_hands(cards, expected):
    assert three_card_class([Card.parse(c) for c in cards.split()]) == expected


def test_a_side_bet_the_house_does_not_offer_is_refused():
    with pytest.raises(ValueError, match="does not offer Perfect Pairs"):
        settle_side_bet(SideBet.PERFECT_PAIRS, 5, [Card.parse("8h"), Card.parse("8d")], Card.parse("2c"), BlackjackRules())
    with pytest.raises(ValueError, match="does not offer 21\\+3"):
        BlackjackRound(Shoe(6, seed=1), {1: 25}, BlackjackRules(perfect_pairs=True), side_bets={1: {"21+3": 5}})
    with pytest.raises(ValueError, match="has no wager"):
        BlackjackRound(Shoe(6, seed=1), {1: 25}, COMMON, side_bets={2: {"21+3": 5}})
    with pytest.raises(ValueError, match="not a side bet"):
        BlackjackRound(Shoe(6, seed=1), {1: 25}, COMMON, side_bets={1: {"lucky ladies": 5}})


# ---------------------------------------------------------------------- Dragon 7 and Panda 8
POINTS = [Card(Rank(r), Suit.SPADES) for r in range(1, 11)]  # ace to ten: every point value


def every_coup():
    """Every distinct coup a shoe of point values can deal: each hand's first two cards in
    either order make the same coup, so once; then every third card the rules draw (DFS)."""
    pairs = list(itertools.combinations_with_replacement(POINTS, 2))
    stack = [(p1, b1, p2, b2) for (p1, p2) in pairs for (b1, b2) in pairs]
    while stack:
        prefix = stack.pop()
        cards = iter(prefix)

        def next_card(_hand: str, cards=cards) -> Card:
            card = next(cards, None)
            if card is None:
                raise LookupError
            return card

        try:
            coup = play_coup(next_card)
        except LookupError:
            stack.extend(prefix + (c,) for c in POINTS)
            continue
        yield coup


EZ = BaccaratRules(no_commission=True)


def test_dragon_7_panda_8_and_the_ez_banco_over_every_coup():
    counts = Counter()
    for coup in every_coup():
        p, b = coup.player_total, coup.banker_total
        dragon = len(coup.banker_cards) == 3 and b == 7 and b > p
        panda = len(coup.player_cards) == 3 and p == 8 and p > b
        counts["coups"] += 1
        counts["dragon"] += dragon
        counts["panda"] += panda
        d7 = settle_bet(Bet.DRAGON_7, 10, coup, EZ)
        p8 = settle_bet(Bet.PANDA_8, 10, coup, EZ)
        banco = settle_bet(Bet.BANKER, 10, coup, EZ)
        assert (d7.result, d7.paid) == ((Result.PAY, D(400)) if dragon else (Result.TAKE, 0)), coup
        assert (p8.result, p8.paid) == ((Result.PAY, D(250)) if panda else (Result.TAKE, 0)), coup
        if coup.winner is Winner.TIE or dragon:  # EZ Baccarat: a banker win on a three-card 7 pushes banco
            assert banco.result is Result.PUSH, coup
        elif b > p:
            assert (banco.result, banco.paid, banco.commission) == (Result.PAY, D(10), 0), coup
        else:
            assert banco.result is Result.TAKE, coup
    assert counts["dragon"] > 100 and counts["panda"] > 100 and counts["coups"] > 10_000


def test_panda_8_is_offered_only_where_the_house_offers_it():
    coup = coup_from_cards("Ks 4d 5h 3c 3s".split())  # Player 5 draws a 3 to 8, Banker 7 stands
    assert coup.player_three_card_eight
    with pytest.raises(ValueError, match="does not offer Panda 8"):
        settle_bet(Bet.PANDA_8, 10, coup, BaccaratRules())
    with pytest.raises(ValueError, match="does not offer Panda 8"):
        settle_bet(Bet.PANDA_8, 10, coup, BaccaratRules(no_commission=True, panda_eight_bet=False))
    with pytest.raises(ValueError, match="does not offer Dragon 7"):
        settle_bet(Bet.DRAGON_7, 10, coup, BaccaratRules(no_commission=True, dragon_seven_bet=False))
    assert settle_bet(Bet.PANDA_8, 10, coup, BaccaratRules(no_commission=True, panda_eight_pays=30)).paid == 300


# ---------------------------------------------------------------------- random rounds and coups
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), pays=st.sampled_from([(COMMON, PAYS), (ODD, ODD_PAYS)]))
def test_every_side_bet_of_a_random_round_pays_exactly_the_paytable(seed, pays):
    rules, table = pays
    rng = random.Random(seed)
    seats = sorted(rng.sample(range(1, 8), rng.randint(1, 7)))
    side = {s: {bet.value: D(rng.randint(1, 25)) for bet in SideBet if rng.random() < 0.7} for s in seats}
    round_ = BlackjackRound(Shoe(6, seed=seed), {s: D(25) for s in seats}, rules, side_bets=side)
    play_round(round_, RandomPlayer(random.Random(seed)))
    steps = {(st_.seat, st_.bet.spot): st_ for st_ in round_.steps if st_.bet and st_.bet.spot in ("perfect pairs", "21+3")}
    for seat, bets in side.items():
        for bet, stake in bets.items():
            step = steps[(seat, bet)]
            cards = step.table.hand(Place.at_seat(seat)).cards  # the seat's two cards, as the step shows them
            assert len(cards) == 2
            made = pair_type(*cards) if bet == "perfect pairs" else poker_class([*cards, round_.upcard])
            assert step.bet.amount == stake
            if made is None:
                assert step.action == "take_side_bet" and not step.is_question
            else:
                assert step.action == "pay_side_bet" and step.answer == stake * table[made]
                assert step.skill == f"blackjack.payout.{'perfect_pairs' if bet == 'perfect pairs' else '21plus3'}.{made}"
            assert round_.side_bet_results[(seat, SideBet(bet))].paid == (stake * table[made] if made else 0)
    assert len(steps) == sum(len(b) for b in side.values())
    # the side bets are settled before insurance and the peek, and counted in each seat's result
    first_other = next(i for i, s in enumerate(round_.steps) if s.action == "insurance_offer")
    assert all(i < first_other for i, s in enumerate(round_.steps) if s.action.endswith("side_bet"))
    assert sum(round_.result.seat_net.values()) == -round_.result.rack_net


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), dragon=st.integers(1, 100), panda=st.integers(1, 100))
def test_every_ez_side_bet_of_a_random_coup_pays_exactly_the_paytable(seed, dragon, panda):
    rules = BaccaratRules(no_commission=True, dragon_seven_pays=dragon, panda_eight_pays=panda)
    shoe = Shoe(8, seed=seed)
    for _ in range(random.Random(seed).randint(0, 60)):
        shoe.draw("burn")
    coup = play_coup(lambda hand: shoe.draw(hand))
    bets = [PlacedBet(s, spot, D(s * 3)) for s in range(1, 10) for spot in (Bet.DRAGON_7, Bet.PANDA_8)]
    for s in settle_table(bets, coup, rules):
        if s.bet.spot is Bet.DRAGON_7:
            won = coup.winner is Winner.BANKER and len(coup.banker_cards) == 3 and coup.banker_total == 7
            assert s.paid == (s.bet.stake * dragon if won else 0) and s.net == (s.bet.stake * dragon if won else -s.bet.stake)
        else:
            won = coup.winner is Winner.PLAYER and len(coup.player_cards) == 3 and coup.player_total == 8
            assert s.paid == (s.bet.stake * panda if won else 0) and s.net == (s.bet.stake * panda if won else -s.bet.stake)
