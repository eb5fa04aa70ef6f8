"""The money of a round: chips between the players, the betting spots and the dealer's rack.

Every movement is an entry. A bet goes from a player onto a spot; a spot is then either
taken to the rack or returned to the player, and winnings come from the rack to the
player. A spot can never give back more than was put on it, and at the end of a round
every spot is empty: that is how the round proves it conserved the money.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import Enum
from typing import NamedTuple

from dealertrainer.engine.money import format_money

__all__ = ["Entry", "Ledger", "Move", "Spot"]

ZERO = Decimal("0.00")


class Move(str, Enum):
    BET = "bet"  # player -> spot
    TAKE = "take"  # spot -> rack
    RETURN = "return"  # spot -> player
    PAY = "pay"  # rack -> player (winnings, set beside the bet)


class Spot(NamedTuple):
    """One pile of chips on the layout: a seat's hand and what the pile is for.

    A named tuple: immutable, ordered by seat, hand, kind, and hashed in C (the ledger
    looks spots up at every movement)."""

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
    """The round's money, entry by entry, with the balances that follow from them.

    Movements are noted as plain tuples and turned into ``Entry`` objects only when
    ``entries`` is read: a round that nobody audits does not pay for them.
    """

    def __init__(self) -> None:
        self._moves: list[tuple[Move, Spot, Decimal, str]] = []
        self._entries: list[Entry] = []
        self._on_spot: dict[Spot, Decimal] = {}
        self._player: dict[int, Decimal] = {}
        self.rack = ZERO  # the rack's gain (negative when it paid out more than it took)

    @property
    def entries(self) -> list[Entry]:
        """Every movement so far, in order."""
        done = len(self._entries)
        if done < len(self._moves):
            self._entries += [Entry(*move) for move in self._moves[done:]]
        return self._entries

    def _record(self, move: Move, spot: Spot, amount: Decimal, why: str) -> None:
        if amount < 0:
            raise ValueError(f"a {move.value} of {format_money(amount)} is negative")
        self._moves.append((move, spot, amount, why))

    def bet(self, spot: Spot, amount: Decimal, why: str = "") -> None:
        if amount <= 0:
            raise ValueError(f"a bet must be more than nothing, not {format_money(amount)}")
        self._moves.append((Move.BET, spot, amount, why))
        self._on_spot[spot] = self._on_spot.get(spot, ZERO) + amount
        seat = spot.seat
        self._player[seat] = self._player.get(seat, ZERO) - amount

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
        seat = spot.seat
        self._player[seat] = self._player.get(seat, ZERO) + amount
        return amount

    def pay(self, spot: Spot, amount: Decimal, why: str = "") -> None:
        """Pay winnings from the rack beside the bet on ``spot``."""
        if self._on_spot.get(spot, ZERO) <= 0:
            raise ValueError(f"nothing is bet on {spot}: there is nothing to pay beside")
        self._record(Move.PAY, spot, amount, why)
        self.rack -= amount
        seat = spot.seat
        self._player[seat] = self._player.get(seat, ZERO) + amount

    def _off_spot(self, spot: Spot, amount: Decimal | None) -> Decimal:
        there = self._on_spot.get(spot, ZERO)
        amount = there if amount is None else amount
        if amount > there:
            raise ValueError(
                f"cannot move {format_money(amount)} off {spot}: only {format_money(there)} is on it"
            )
        self._on_spot[spot] = there - amount
        return amount

    def spot_nets(self) -> dict[Spot, Decimal]:
        """What each spot's chips came to for the player: returned and paid, less what was bet."""
        nets: dict[Spot, Decimal] = {}
        get = nets.get
        for move, spot, amount, _ in self._moves:
            if move is Move.BET:
                nets[spot] = get(spot, ZERO) - amount
            elif move is not Move.TAKE:
                nets[spot] = get(spot, ZERO) + amount
            elif spot not in nets:
                nets[spot] = ZERO
        return nets

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
        return sum((m[2] for m in self._moves if m[0] is Move.BET and m[1].seat == seat), ZERO)

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
