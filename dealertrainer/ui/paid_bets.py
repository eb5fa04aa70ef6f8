"""Payouts on the felt: once the dealer pays a bet, the payout's chips lie beside it until the
cards are collected, as on a real layout. A payout is a ``BetView`` marked ``paid`` on the
same seat, spot and hand as the bet it pays."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from typing import Any

from dealertrainer.engine.places import Place
from dealertrainer.engine.steps import BetView, TableView

__all__ = ["paid_bet", "with_paid"]

#: The payout steps of both games, by their action.
PAY_ACTIONS = ("pay", "pay_insurance", "even_money")
_BACCARAT = {"punto": "player", "banco": "banker", "tie": "tie", "dragon7": "dragon 7"}


def paid_bet(step: Any) -> BetView | None:
    """The payout a paying ``step`` (a DealerStep) puts beside its bet, or None for any other step."""
    if step is None or step.action not in PAY_ACTIONS or step.seat is None or step.answer is None:
        return None
    bets = [b for b in step.table.bets if b.seat == step.seat and b.amount > 0 and not b.paid]
    bet = next((b for b in bets if _pays(step, b)), None)
    return replace(bet, amount=Decimal(step.answer), paid=True) if bet is not None else None


def _pays(step: Any, bet: BetView) -> bool:
    """Whether paying ``step`` pays ``bet`` (a bet at the step's seat)."""
    skill = step.skill or ""
    if skill == "blackjack.payout.insurance":
        return bet.spot == "insurance"
    if step.table.game == "baccarat":
        last = skill.rsplit(".", 1)[-1]
        if last == "pair":
            return bet.spot in ("player pair", "banker pair")
        return bet.spot == _BACCARAT.get(last, "")
    # A blackjack hand: the wager of the hand the step settles (named in its facts once the
    # seat has split; even money comes before any split).
    hand = dict(step.extra).get("owner", str(Place.at_seat(step.seat)))
    return bet.spot == "wager" and str(Place.at_seat(bet.seat, bet.hand)) == hand


def with_paid(table: TableView, paid: list[BetView]) -> TableView:
    """``table`` with the payouts of ``paid`` whose bets are still on it."""
    on = {(b.seat, b.spot, b.hand) for b in table.bets if not b.paid}
    shown = tuple(p for p in paid if (p.seat, p.spot, p.hand) in on)
    return replace(table, bets=table.bets + shown) if shown else table
