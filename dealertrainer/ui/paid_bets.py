"""Payouts on the felt: once the dealer pays a bet, the payout's chips lie beside it until the
cards are collected, as on a real layout. A paid bet is a ``BetView`` whose spot is the bet's
own spot with " paid" after it ("banker paid", "hand 2 wager paid")."""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal
from typing import Any

from dealertrainer.engine.steps import BetView, TableView

__all__ = ["PAID", "paid_bet", "with_paid"]

PAID = " paid"
#: The payout steps of both games, by their action.
PAY_ACTIONS = ("pay", "pay_insurance", "even_money")
_BACCARAT = {"punto": "player", "banco": "banker", "tie": "tie", "dragon7": "dragon 7"}
_OWNER = re.compile(r"seat (\d+)(?: hand (\d+))?", re.IGNORECASE)


def paid_bet(step: Any) -> BetView | None:
    """The payout a paying ``step`` (a DealerStep) puts beside its bet, or None for any other step."""
    if step is None or step.action not in PAY_ACTIONS or step.seat is None or step.answer is None:
        return None
    bets = [b for b in step.table.bets if b.seat == step.seat and b.amount > 0 and not b.spot.endswith(PAID)]
    spot = _paid_spot(step, [b.spot for b in bets])
    return BetView(step.seat, spot + PAID, Decimal(step.answer)) if spot is not None else None


def _paid_spot(step: Any, spots: list[str]) -> str | None:
    skill = step.skill or ""
    if skill == "blackjack.payout.insurance":
        wanted = "insurance"
    elif step.table.game == "baccarat":
        last = skill.rsplit(".", 1)[-1]
        wanted = "pair" if last == "pair" else _BACCARAT.get(last, "")
    else:  # a blackjack hand: its wager, by the hand named in the step ("seat 3 hand 2")
        found = _OWNER.search(step.say or "")
        wanted = f"hand {found.group(2)} wager" if found and found.group(2) else "wager"
    matching = [spot for spot in spots if spot == wanted or (wanted == "pair" and spot.endswith("pair"))]
    return matching[0] if matching else None


def with_paid(table: TableView, paid: list[BetView]) -> TableView:
    """``table`` with the payouts of ``paid`` whose bets are still on it."""
    on = {(b.seat, b.spot) for b in table.bets}
    shown = tuple(p for p in paid if (p.seat, p.spot.removesuffix(PAID)) in on)
    return replace(table, bets=table.bets + shown) if shown else table
