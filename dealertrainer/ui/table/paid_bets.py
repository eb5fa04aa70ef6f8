"""Payouts on the felt: once the dealer pays a bet, the payout's chips lie beside it until the
cards are collected, as on a real layout. A payout is a ``BetView`` marked ``paid`` on the
same seat, spot and hand as the bet it pays: the bet the paying step names (``step.bet``)."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from typing import Any

from dealertrainer.engine.steps import BetView, TableView

__all__ = ["paid_bet", "with_paid"]

#: The payout steps of both games, by their action.
PAY_ACTIONS = ("pay", "pay_insurance", "even_money", "pay_side_bet")


def paid_bet(step: Any) -> BetView | None:
    """The payout a paying ``step`` (a DealerStep) puts beside its bet, or None for any other step."""
    if step is None or step.action not in PAY_ACTIONS or step.bet is None or step.answer is None:
        return None
    return replace(step.bet, amount=Decimal(step.answer), paid=True)


def with_paid(table: TableView, paid: list[BetView]) -> TableView:
    """``table`` with the payouts of ``paid`` whose bets are still on it."""
    on = {(b.seat, b.spot, b.hand) for b in table.bets if not b.paid}
    shown = tuple(p for p in paid if (p.seat, p.spot, p.hand) in on)
    return replace(table, bets=table.bets + shown) if shown else table
