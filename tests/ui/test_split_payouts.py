"""A split seat's payouts: each is laid beside its own hand's wager, on the felt and on screen."""

from __future__ import annotations

import math
from dataclasses import replace
from decimal import Decimal

import pytest
from PySide6.QtCore import QPointF

from dealertrainer.engine.blackjack import BlackjackRound
from dealertrainer.engine.cards import parse_cards
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.steps import BetView, TableView
from dealertrainer.ui.table.blackjack_felt import BlackjackLayout
from dealertrainer.ui.harness import KeyboardTrainee
from dealertrainer.ui.table.paid_bets import paid_bet, with_paid

#: The app's seed that deals the blackjack table a split hand paid within its first questions.
SPLIT_EARLY_SEED = 5


def _split_round(split_seat: int, other_seat: int) -> BlackjackRound:
    """``split_seat`` splits 8s twice, doubles hand 1 and wins all three; ``other_seat`` stands on 19 and wins."""
    seats = sorted((split_seat, other_seat))
    first = {split_seat: "8s", other_seat: "Ts"}
    second = {split_seat: "8d", other_seat: "9h"}
    up, hole = parse_cards("6h Td")
    cards = [*(parse_cards(first[s])[0] for s in seats), up, *(parse_cards(second[s])[0] for s in seats), hole]
    rnd = BlackjackRound(Shoe.stacked(cards + parse_cards("8c 3h Ts Kc 9h Tc")), {split_seat: 25, other_seat: 10})
    moves = ["split", "split", ("double", None), "stand", "stand"]
    for move in (moves + ["stand"]) if split_seat < other_seat else (["stand"] + moves):
        rnd.act(*move) if isinstance(move, tuple) else rnd.act(move)
    return rnd


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


def _assert_beside_its_wager(table: TableView, payout: BetView) -> None:
    """On the felt, ``payout`` stands nearer its own wager than any other bet, and apart from
    every bet (no two stacks on one point)."""
    spots = {bet: centre for bet, centre, _, _ in BlackjackLayout().bet_spots(table)}
    own = next(b for b in table.bets if not b.paid and (b.seat, b.spot, b.hand) == (payout.seat, payout.spot, payout.hand))
    where = spots[payout]
    nearest = min((b for b in spots if b != payout), key=lambda b: _distance(spots[b], where))
    assert nearest == own
    assert len({(round(c.x()), round(c.y())) for c in spots.values()}) == len(spots)


@pytest.mark.parametrize("split_seat", [1, 4, 7])
def test_each_split_hand_is_paid_beside_its_own_wager(split_seat):
    other = 4 if split_seat != 4 else 1
    rnd = _split_round(split_seat, other)
    pays = [s for s in rnd.steps if paid_bet(s) is not None]
    split_pays = [s for s in pays if s.seat == split_seat]
    assert [paid_bet(s).hand for s in split_pays] == [3, 2, 1]
    for step in pays:
        payout = paid_bet(step)
        assert payout == replace(step.bet, amount=step.answer, paid=True)
        table = with_paid(step.table, [payout])
        assert payout in table.bets
        _assert_beside_its_wager(table, payout)
    first = split_pays[0]  # hand 3 paid while hands 1 and 2 still wait: three wagers, a double, one payout
    assert {b.name for b in first.table.bets if b.seat == split_seat} == {
        "hand 1 wager", "hand 1 double", "hand 2 wager", "hand 3 wager"}
    # Were all three paid at once, each payout would still lie by its own wager, no two together.
    wagers = [b for b in first.table.bets if b.seat == split_seat and b.spot == "wager"]
    all_paid = with_paid(first.table, [replace(b, paid=True) for b in wagers])
    for wager in wagers:
        _assert_beside_its_wager(all_paid, replace(wager, paid=True))


@pytest.fixture
def context(context):
    return replace(context, seed=SPLIT_EARLY_SEED)


def test_on_screen_a_split_hand_payout_lies_by_its_own_wager(qtbot, window):
    """The blackjack table, answered by keys: when a split hand is paid its payout lies on the
    felt beside that hand's wager, the other hands' wagers still waiting."""
    screen = window.open("blackjack.seat")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        screen.start()
    canvas = screen.canvas("blackjack")
    trainee = KeyboardTrainee(screen)
    for _ in range(400):
        step = screen.session.current.step
        trainee.answer(True)
        if step is not None and step.action == "pay" and step.bet.hand is not None:
            payout = replace(step.bet, amount=Decimal(step.answer), paid=True)
            assert payout in canvas.table.bets
            _assert_beside_its_wager(canvas.table, payout)
            return
        with qtbot.waitSignal(screen.question_shown, timeout=5000):
            trainee.go_on()
    raise AssertionError("no split hand was paid")
