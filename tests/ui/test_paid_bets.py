"""A paid bet shows the payout's chips beside it until the cards are collected."""

from __future__ import annotations

from decimal import Decimal

import pytest

from dealertrainer.engine.baccarat.shoe_session import ShoeSession
from dealertrainer.engine.cards import parse_cards
from dealertrainer.engine.places import PLAYER
from dealertrainer.engine.steps import BetView, HandView, TableView
from dealertrainer.ui.harness import answer_for
from dealertrainer.ui.table.paid_bets import paid_bet, with_paid


def test_every_baccarat_payment_is_laid_beside_the_bet_it_pays():
    table = ShoeSession(seed=4)
    list(table.start_shoe())
    bets = {seat: {"player": Decimal(25), "banker": Decimal(40), "tie": Decimal(5)} for seat in (2, 5)}
    paid = 0
    for _ in range(12):
        _, steps = table.deal(bets)
        for step in steps:
            bet = paid_bet(step)
            if step.action != "pay":
                assert bet is None
                continue
            paid += 1
            assert bet is not None and bet.seat == step.seat and bet.amount == step.answer
            assert bet.paid
            spot = bet.spot
            assert (step.seat, spot) in {(b.seat, b.spot) for b in step.table.bets}
            assert spot.title() in step.say  # "Pay seat 2's $40 on Banker: $38"
    assert paid >= 12


def test_a_payout_is_shown_only_while_its_bet_is_on_the_table():
    cards = tuple(parse_cards("9h 7d"))
    table = TableView("baccarat", (HandView(PLAYER, cards),), (BetView(3, "banker", Decimal(20)),))
    payout = BetView(3, "banker", Decimal(19), paid=True)
    assert with_paid(table, [payout]).bets == table.bets + (payout,)
    taken = TableView("baccarat", (HandView(PLAYER, cards),), (BetView(4, "banker", Decimal(20)),))
    assert with_paid(taken, [payout]) == taken


@pytest.mark.parametrize("game", ["baccarat", "blackjack"])
def test_the_table_shows_the_payout_after_the_answer_and_forgets_it_at_the_collect(qtbot, window, context, game):
    context.drill_overrides[f"{game}.seat"] = {"feedback": "now"}
    screen = window.open(f"{game}.seat")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        screen.start()
    canvas = screen.canvas(game)
    payouts = 0
    for _ in range(300):
        current = screen.session.current
        question = current.question
        before = [b for b in canvas.table.bets if b.paid]
        assert not before or any(h.cards for h in canvas.table.hands)  # no payout once the cards are gone
        if current.step is not None and current.step.action == "insurance_offer":
            assert before == []  # a new round: the last round's payouts are gone
        screen._answer(answer_for(question, True))
        if current.step is not None and current.step.action == "pay":
            shown = [b for b in canvas.table.bets if b.paid]
            assert shown[-1] == BetView(question.seat, shown[-1].spot, question.answer, shown[-1].hand, paid=True)
            assert shown[-1].spot in {b.spot for b in canvas.table.bets if b.seat == question.seat and not b.paid}
            payouts += 1
            if payouts == 12:
                return
        with qtbot.waitSignal(screen.question_shown, timeout=5000):
            screen._advance()
    raise AssertionError("no payout question came up")
