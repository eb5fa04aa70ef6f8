"""The money of a round: chips between the players, the betting spots and the dealer's rack.

Every movement is an entry. A bet goes from a player onto a spot; a spot is then either
taken to the rack or returned to the player, and winnings come from the rack to the
player. A spot can never give back more than was put on it, and at the end of a round
every spot is empty: that is how the round proves it conserved the money.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum

from dealertrainer.engine.money import format_money

__all__ = ["Entry", "Ledger", "Move", "Spot"]

ZERO = Decimal("0.00")


class Move(str, Enum):
    BET = "bet"  # player -> spot
    TAKE = "take"  # spot -> rack
    RETURN = "return"  # spot -> player
    PAY = "pay"  # rack -> player (winnings, set beside the bet)


@dataclass(frozen=True, order=True)
class Spot:
    """One pile of chips on the layout: a seat's hand and what the pile is for."""

    seat: int
    hand: int  # 1-based hand number within the seat (split hands 2, 3, ...)
    kind: str  # "wager", "double", "insurance"


@dataclass(frozen=True)
class Entry:
    move: Move
    spot: Spot
    amount: Decimal
    why: str = ""


class Ledger:
    """The round's money, entry by entry, with the balances that follow from them."""

    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self._on_spot: dict[Spot, Decimal] = defaultdict(lambda: ZERO)
        self._player: dict[int, Decimal] = defaultdict(lambda: ZERO)
        self.rack = ZERO  # the rack's gain (negative when it paid out more than it took)

    def _record(self, move: Move, spot: Spot, amount: Decimal, why: str) -> None:
        if amount < 0:
            raise ValueError(f"a {move.value} of {format_money(amount)} is negative")
        self.entries.append(Entry(move, spot, amount, why))

    def bet(self, spot: Spot, amount: Decimal, why: str = "") -> None:
        if amount <= 0:
            raise ValueError(f"a bet must be more than nothing, not {format_money(amount)}")
        self._record(Move.BET, spot, amount, why)
        self._on_spot[spot] += amount
        self._player[spot.seat] -= amount

    def take(self, spot: Spot, amount: Decimal | None = None, why: str = "") -> Decimal:
        """Move ``amount`` (default: all of it) from the spot to the rack."""
        amount = self._off_spot(spot, amount)
        self._record(Move.TAKE, spot, amount, why)
        self.rack += amount
        return amount

    def give_back(self, spot: Spot, amount: Decimal | None = None, why: str = "") -> Decimal:
        """Return ``amount`` (default: all of it) from the spot to the player."""
        amount = self._off_spot(spot, amount)
        self._record(Move.RETURN, spot, amount, why)
        self._player[spot.seat] += amount
        return amount

    def pay(self, spot: Spot, amount: Decimal, why: str = "") -> None:
        """Pay winnings from the rack beside the bet on ``spot``."""
        if self._on_spot[spot] <= 0:
            raise ValueError(f"nothing is bet on {spot}: there is nothing to pay beside")
        self._record(Move.PAY, spot, amount, why)
        self.rack -= amount
        self._player[spot.seat] += amount

    def _off_spot(self, spot: Spot, amount: Decimal | None) -> Decimal:
        there = self._on_spot[spot]
        amount = there if amount is None else amount
        if amount > there:
            raise ValueError(
                f"cannot move {format_money(amount)} off {spot}: only {format_money(there)} is on it"
            )
        self._on_spot[spot] = there - amount
        return amount

    # ------------------------------------------------------------------ balances
    def on_spot(self, spot: Spot) -> Decimal:
        return self._on_spot.get(spot, ZERO)

    def spots(self) -> dict[Spot, Decimal]:
        """Every spot with chips on it now."""
        return {s: a for s, a in sorted(self._on_spot.items()) if a > 0}

    def player_net(self, seat: int) -> Decimal:
        """What the player at ``seat`` has won (+) or lost (-), counting chips still out."""
        return self._player.get(seat, ZERO)

    def staked(self, seat: int) -> Decimal:
        return sum((e.amount for e in self.entries if e.move is Move.BET and e.spot.seat == seat), ZERO)

    @property
    def layout(self) -> Decimal:
        """All chips still on the layout."""
        return sum(self._on_spot.values(), ZERO)

    def check_closed(self) -> None:
        """Raise unless the layout is empty and the players' result is the rack's loss."""
        if self.layout != 0:
            left = ", ".join(f"{s}: {format_money(a)}" for s, a in self.spots().items())
            raise AssertionError(f"chips are still on the layout: {left}")
        if sum(self._player.values(), ZERO) + self.rack != 0:
            raise AssertionError("the players' result and the rack's do not balance")
