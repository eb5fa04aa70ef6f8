"""Settlement of every bet, commission both ways, box rounding, the dealer's order."""

from __future__ import annotations

from decimal import Decimal

import pytest

from dealertrainer.engine.baccarat import (
    BaccaratRules,
    Bet,
    CommissionBox,
    PlacedBet,
    Result,
    commission_on,
    coup_from_cards,
    place_bets,
    settle,
    settle_bet,
    settle_table,
)
from dealertrainer.engine.cards import parse_cards

D = Decimal
PLAYER_NATURAL = coup_from_cards(parse_cards("9s 5h Th 2c"))  # player 9, banker 7
BANKER_NATURAL = coup_from_cards(parse_cards("2s 5h 4h 4c"))  # player 6, banker 9
TIE = coup_from_cards(parse_cards("3s 3h 5d 5c"))  # natural 8 each, no pairs
PAIRS = coup_from_cards(parse_cards("7s 2h 7d 2c 3s 3h"))  # both pairs, tie 7-7
THREE_CARD_SEVEN = coup_from_cards(parse_cards("Ks 4h Kd Kc 3s 3h"))  # banker 7 on three cards
BOX = BaccaratRules(commission_style="box")
EZ = BaccaratRules(no_commission=True)


def test_fixtures_are_what_they_say() -> None:
    assert PLAYER_NATURAL.winner == "player" and BANKER_NATURAL.winner == "banker"
    assert TIE.winner == "tie" and PAIRS.winner == "tie" and PAIRS.player_pair and PAIRS.banker_pair
    assert THREE_CARD_SEVEN.banker_three_card_seven and not BANKER_NATURAL.banker_three_card_seven


@pytest.mark.parametrize(
    ("bet", "stake", "coup", "net"),
    [
        ("player", 100, PLAYER_NATURAL, D("100")),
        ("player", 100, BANKER_NATURAL, D("-100")),
        ("player", 100, TIE, D("0")),
        ("banker", 100, BANKER_NATURAL, D("95")),
        ("banker", 35, BANKER_NATURAL, D("33.25")),
        ("banker", 11, BANKER_NATURAL, D("10.25")),  # $0.55 commission, taken as $0.75: to the quarter
        ("banker", 100, PLAYER_NATURAL, D("-100")),
        ("banker", 100, TIE, D("0")),
        ("tie", 10, TIE, D("80")),
        ("tie", 10, PLAYER_NATURAL, D("-10")),
        ("tie", 10, BANKER_NATURAL, D("-10")),
        ("player pair", 10, PAIRS, D("110")),
        ("banker pair", 10, PAIRS, D("110")),
        ("player pair", 10, TIE, D("-10")),
        ("banker pair", 10, BANKER_NATURAL, D("-10")),
        ("banker", 100, THREE_CARD_SEVEN, D("95")),
    ],
)
def test_standard_table(bet: str, stake: int, coup, net: Decimal) -> None:
    assert settle(bet, stake, coup) == net
    assert settle(Bet(bet), str(stake), coup, BaccaratRules()) == net


def test_tie_pays_nine_to_one_where_the_house_says() -> None:
    assert settle("tie", 10, TIE, BaccaratRules(tie_pays=9)) == D("90")


@pytest.mark.parametrize(
    ("stake", "boxed"),
    [(1, "0.25"), (5, "0.25"), (6, "0.50"), (10, "0.50"), (11, "0.75"), (20, "1.00"), (25, "1.25"),
     (35, "1.75"), (36, "2.00"), (100, "5.00"), (101, "5.25"), ("12.50", "0.75")],
)
def test_box_commission_rounds_up_to_a_quarter(stake, boxed: str) -> None:
    assert commission_on(stake, BOX) == D(boxed)
    s = settle_bet("banker", stake, BANKER_NATURAL, BOX)
    assert s.result is Result.PAY and s.boxed
    assert s.paid == D(str(stake))  # paid in full, the commission goes in the box
    assert s.commission == D(boxed)
    assert s.net == D(str(stake)) - D(boxed)


def test_deducted_commission_rounds_up_to_the_cent() -> None:
    exact = BaccaratRules(commission_rounding="exact")
    assert commission_on("10.10", exact) == D("0.51")
    s = settle_bet("banker", "10.10", BANKER_NATURAL, exact)
    assert s.paid == D("9.59") and not s.boxed


@pytest.mark.parametrize(("rounding", "stake", "commission"), [
    ("0.25", "35", "1.75"), ("0.25", "11", "0.75"), ("0.25", "10.10", "0.75"), ("0.50", "35", "2.00"),
    ("0.50", "30", "1.50"), ("1", "35", "2"), ("1", "20", "1"), ("exact", "11", "0.55"),
])
def test_deducted_commission_rounds_up_by_the_house(rounding: str, stake: str, commission: str) -> None:
    rules = BaccaratRules(commission_rounding=rounding)
    assert commission_on(stake, rules) == D(commission)
    s = settle_bet("banker", stake, BANKER_NATURAL, rules)
    assert s.paid == D(stake) - D(commission)
    assert "$0.25 for every $5" in s.explanation
    if rounding != "exact":
        assert f"rounds the commission up to the ${rounding}" in s.explanation


def test_no_commission_game() -> None:
    assert settle("banker", 100, BANKER_NATURAL, EZ) == D("100")
    assert settle("banker", 100, THREE_CARD_SEVEN, EZ) == D("0")
    assert settle("dragon 7", 10, THREE_CARD_SEVEN, EZ) == D("400")
    assert settle("dragon 7", 10, BANKER_NATURAL, EZ) == D("-10")
    assert settle("dragon 7", 10, TIE, EZ) == D("-10")
    assert settle("player", 100, THREE_CARD_SEVEN, EZ) == D("-100")
    assert commission_on(100, EZ) == D("0")


def test_bets_the_table_does_not_offer() -> None:
    with pytest.raises(ValueError, match="Dragon 7"):
        settle("dragon 7", 10, THREE_CARD_SEVEN)
    with pytest.raises(ValueError, match="pair"):
        settle("player pair", 10, PAIRS, BaccaratRules(pair_bets=False))


@pytest.mark.parametrize("bet", ["punto", "", "banco", "big"])
def test_unknown_bet_raises(bet: str) -> None:
    with pytest.raises(ValueError, match="unknown bet"):
        settle(bet, 10, TIE)


@pytest.mark.parametrize("stake", [0, -5, "-0.25"])
def test_non_positive_stake_raises(stake) -> None:
    with pytest.raises(ValueError, match="positive"):
        settle("player", stake, TIE)


def test_dealers_order_takes_then_pays_right_to_left() -> None:
    bets = place_bets(
        {
            1: {"banker": 25, "tie": 5},
            4: {"player": 10},
            9: {"banker": 50, "player pair": 5},
            6: {"player": 15, "banker": 20},
        }
    )
    order = settle_table(bets, BANKER_NATURAL)
    results = [s.result for s in order]
    assert results == sorted(results, key=[Result.TAKE, Result.PUSH, Result.PAY].index)
    takes = [(s.bet.seat, s.bet.spot) for s in order if s.result is Result.TAKE]
    pays = [(s.bet.seat, s.bet.spot) for s in order if s.result is Result.PAY]
    assert takes == [(9, Bet.PLAYER_PAIR), (6, Bet.PLAYER), (4, Bet.PLAYER), (1, Bet.TIE)]
    assert pays == [(9, Bet.BANKER), (6, Bet.BANKER), (1, Bet.BANKER)]


def test_settle_table_refuses_seats_off_the_table() -> None:
    with pytest.raises(ValueError, match="seat 7"):
        settle_table([PlacedBet(7, Bet.PLAYER, D("10"))], TIE, BaccaratRules(seats=6))
    with pytest.raises(ValueError, match="1 to 9"):
        PlacedBet(10, Bet.PLAYER, D("10"))


def test_commission_box_marks_and_collects() -> None:
    box = CommissionBox(3)
    assert box.mark(D("0.25")) == D("0.25")
    assert box.mark("1.75") == D("2.00")
    assert box.marks == [D("0.25"), D("1.75")]
    assert box.collect() == D("2.00")
    assert box.owed == 0 and box.marks == []
    with pytest.raises(ValueError):
        box.mark(0)
