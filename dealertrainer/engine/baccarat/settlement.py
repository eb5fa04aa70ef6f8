"""Settling the bets of a coup: what each bet wins, pushes or loses, and the commission.

Punto (the Player bet) pays even money, banco (the Banker bet) even money less the house
commission, the tie 8 or 9 to 1; punto and banco push on a tie. Pair bets pay 11 to 1
when a hand's first two cards are the same rank. In the no-commission game a banker win
with a three-card 7 pushes banco; its side bets are the Dragon 7 (40 to 1 on exactly that)
and the Panda 8 (25 to 1 on a Player win with a three-card 8).

Commission is either taken off the payout or marked in the seat's commission box,
rounded up to the next quarter, and collected when the player leaves or the shoe ends.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from enum import Enum

from dealertrainer.engine.baccarat.coup import Coup, Winner
from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.house_rules import percent
from dealertrainer.engine.money import CENT, Rounding, format_money, money, round_up_to

__all__ = [
    "Bet",
    "CommissionBox",
    "PlacedBet",
    "Result",
    "Settlement",
    "boxed_why",
    "commission_on",
    "commission_worked",
    "dealers_order",
    "place_bets",
    "settle",
    "settle_bet",
    "settle_table",
]

ZERO = Decimal("0.00")
DEFAULT_RULES = BaccaratRules()


class Bet(str, Enum):
    """The betting spots of a Mini Baccarat layout."""

    PLAYER = "player"
    BANKER = "banker"
    TIE = "tie"
    PLAYER_PAIR = "player pair"
    BANKER_PAIR = "banker pair"
    DRAGON_7 = "dragon 7"
    PANDA_8 = "panda 8"

    def __str__(self) -> str:
        return self.value

    @property
    def title(self) -> str:
        return {"player": "Player", "banker": "Banker", "tie": "Tie"}.get(self.value, self.value.title())

    @classmethod
    def parse(cls, bet: Bet | str) -> Bet:
        try:
            return cls(bet.strip().lower() if isinstance(bet, str) else bet)
        except (ValueError, AttributeError):
            allowed = ", ".join(repr(b.value) for b in cls)
            raise ValueError(f"unknown bet {bet!r}: the bets are {allowed}") from None


class Result(str, Enum):
    """What the dealer does with a bet."""

    TAKE = "take"
    PUSH = "push"
    PAY = "pay"


@dataclass(frozen=True)
class PlacedBet:
    """Chips on one spot of one seat."""

    seat: int
    spot: Bet
    stake: Decimal

    def __post_init__(self) -> None:
        if isinstance(self.seat, bool) or not isinstance(self.seat, int) or not 1 <= self.seat <= 9:
            raise ValueError(f"a seat is numbered 1 to 9, not {self.seat!r}")
        object.__setattr__(self, "spot", Bet.parse(self.spot))
        object.__setattr__(self, "stake", _stake(self.stake))


@dataclass(frozen=True)
class Settlement:
    """How one bet is settled."""

    bet: PlacedBet
    result: Result
    paid: Decimal  # chips the dealer pushes to the bettor (0 when taken or pushed)
    commission: Decimal  # commission on a banco win, deducted or boxed
    boxed: bool  # the commission goes in the seat's box instead of off the payout
    net: Decimal  # the bettor's net result, commission counted
    odds: str  # "1 to 1", "8 to 1", ...
    explanation: str


def _stake(stake: Decimal | int | str) -> Decimal:
    amount = money(stake)
    if amount <= 0:
        raise ValueError(f"a stake is a positive amount, not {format_money(amount)}")
    return amount


def _rules(rules: BaccaratRules | None) -> BaccaratRules:
    return DEFAULT_RULES if rules is None else rules


def commission_on(stake: Decimal | int | str, rules: BaccaratRules | None = None) -> Decimal:
    """Commission due on a winning banco bet of ``stake``.

    Deducted: the rate, rounded up by the house's ``commission_rounding`` (to the quarter as
    standard) and to the cent. Box: the rate, rounded up to the box step ($0.25 by default, so
    $1-$5 owes $0.25, $6-$10 $0.50). No-commission game: nothing.
    """
    r = _rules(rules)
    amount = _stake(stake)
    if r.no_commission:
        return ZERO
    due = amount * r.commission_rate
    if r.commission_style is CommissionStyle.BOX:
        return round_up_to(due, r.commission_box_step)
    return r.commission_rounding.up(round_up_to(due, CENT))


def commission_worked(stake: Decimal, rate: Decimal) -> str:
    """The commission as a dealer works it on the layout: at 5%, $0.25 for every $5, $1.25 for
    every $25, $5 for every $100 ("$135 is $100 + $25 + $10: $5 + $1.25 + $0.50 = $6.75")."""
    units = (Decimal(100), Decimal(25), Decimal(5))
    method = ", ".join(f"{format_money(rate * u)} for every {format_money(u)}" for u in reversed(units))
    pieces, rest = [], stake
    for unit in units:
        count, rest = divmod(rest, unit)
        if count:
            pieces.append(count * unit)
    if rest:
        pieces.append(rest)
    dues = [round_up_to(p * rate, CENT) for p in pieces]
    due = round_up_to(stake * rate, CENT)
    if len(pieces) == 1:
        worked = f"on {format_money(stake)}, {format_money(due)}"
    else:
        worked = (f"{format_money(stake)} is {' + '.join(format_money(p) for p in pieces)}: "
                  f"{' + '.join(format_money(d) for d in dues)} = {format_money(due)}")
    return f"{percent(rate)} commission is {method}; {worked}"


def boxed_why(stake: Decimal, commission: Decimal, r: BaccaratRules) -> str:
    """A box's mark worked out: the layout method, then the box's step."""
    return (f"{commission_worked(stake, r.commission_rate)}; the box takes it rounded up to the next "
            f"{format_money(r.commission_box_step)}: {format_money(commission)}.")


def _deducted_why(stake: Decimal, commission: Decimal, r: BaccaratRules) -> str:
    """A banco win paid less its commission: the layout method, the house's rounding, the payout."""
    why = f"A winning Banker bet pays even money less commission. {commission_worked(stake, r.commission_rate)}"
    due = round_up_to(stake * r.commission_rate, CENT)
    if r.commission_rounding is not Rounding.EXACT:
        rounded = "nothing to round" if due == commission else f"take {format_money(commission)}"
        why += f"; this house rounds the commission up {r.commission_rounding.in_words}: {rounded}"
    return f"{why}. Pay {format_money(stake)} less {format_money(commission)}: {format_money(stake - commission)}."


def settle_bet(
    bet: PlacedBet | Bet | str,
    stake: Decimal | int | str | None = None,
    coup: Coup | None = None,
    rules: BaccaratRules | None = None,
) -> Settlement:
    """Settle one bet against a coup (``bet`` may be a PlacedBet, then ``stake`` is None)."""
    if coup is None:
        raise ValueError("settle_bet needs the coup to settle against")
    if isinstance(bet, PlacedBet):
        placed = bet
    else:
        if stake is None:
            raise ValueError("settle_bet needs a stake")
        placed = PlacedBet(1, Bet.parse(bet), _stake(stake))
    r = _rules(rules)
    spot, amount = placed.spot, placed.stake
    winner = coup.winner
    if spot in (Bet.PLAYER_PAIR, Bet.BANKER_PAIR) and not r.pair_bets:
        raise ValueError("this table does not offer the pair bets (house rule pair_bets is off)")
    if spot is Bet.DRAGON_7 and not r.dragon_seven_offered:
        raise ValueError("this table does not offer Dragon 7 (only a no-commission game with dragon_seven_bet on)")
    if spot is Bet.PANDA_8 and not r.panda_eight_offered:
        raise ValueError("this table does not offer Panda 8 (only a no-commission game with panda_eight_bet on)")

    def take(why: str) -> Settlement:
        return Settlement(placed, Result.TAKE, ZERO, ZERO, False, -amount, "", why)

    def push(why: str) -> Settlement:
        return Settlement(placed, Result.PUSH, ZERO, ZERO, False, ZERO, "", why)

    def pay(to_one: int, why: str) -> Settlement:
        won = amount * to_one
        return Settlement(placed, Result.PAY, won, ZERO, False, won, f"{to_one} to 1", why)

    if spot is Bet.TIE:
        if winner is Winner.TIE:
            return pay(r.tie_pays, f"A tie bet wins {r.tie_pays} to 1 when the hands tie.")
        return take(f"The {winner.title} won, so the tie bet loses.")
    if spot in (Bet.PLAYER, Bet.BANKER):
        if winner is Winner.TIE:
            return push("On a tie the Player and Banker bets push: they stay where they are.")
        if spot.value != winner.value:
            return take(f"The {winner.title} won, so a bet on the {spot.title} loses.")
        if spot is Bet.PLAYER:
            return pay(1, "A winning Player bet pays even money.")
        if r.no_commission:
            if coup.banker_three_card_seven:
                return push("No-commission game: a Banker win with a three-card 7 pushes the Banker bet.")
            return pay(1, "No-commission game: a winning Banker bet pays even money.")
        commission = commission_on(amount, r)
        if r.commission_style is CommissionStyle.BOX:
            return Settlement(
                placed, Result.PAY, amount, commission, True, amount - commission, "1 to 1",
                f"Pay the Banker bet even money and mark the commission in the seat's commission box. "
                f"{boxed_why(amount, commission, r)}",
            )
        return Settlement(
            placed, Result.PAY, amount - commission, commission, False, amount - commission,
            "1 to 1 less commission", _deducted_why(amount, commission, r),
        )
    if spot is Bet.DRAGON_7:
        if coup.banker_three_card_seven:
            return pay(r.dragon_seven_pays, f"The Banker won with a three-card 7: Dragon 7 pays {r.dragon_seven_pays} to 1.")
        return take("Dragon 7 wins only when the Banker wins with a three-card 7.")
    if spot is Bet.PANDA_8:
        if coup.player_three_card_eight:
            return pay(r.panda_eight_pays, f"The Player won with a three-card 8: Panda 8 pays {r.panda_eight_pays} to 1.")
        return take("Panda 8 wins only when the Player wins with a three-card 8.")
    pair = coup.player_pair if spot is Bet.PLAYER_PAIR else coup.banker_pair
    hand = "Player" if spot is Bet.PLAYER_PAIR else "Banker"
    if pair:
        return pay(r.pair_pays, f"The {hand}'s first two cards are a pair: the bet pays {r.pair_pays} to 1.")
    return take(f"The {hand}'s first two cards are not the same rank, so the pair bet loses.")


def settle(bet: Bet | str, stake: Decimal | int | str, coup: Coup, rules: BaccaratRules | None = None) -> Decimal:
    """The bettor's net result: the win (commission taken, however it is collected),
    0 for a push, minus the stake for a loss."""
    return settle_bet(bet, stake, coup, rules).net


def place_bets(bets: Mapping[int, Mapping[Bet | str, Decimal | int | str]]) -> list[PlacedBet]:
    """Bets given as {seat: {spot: stake}}, in seat order."""
    return [
        PlacedBet(seat, Bet.parse(spot), _stake(stake))
        for seat, spots in sorted(bets.items())
        for spot, stake in spots.items()
    ]


_SPOT_ORDER = {b: i for i, b in enumerate(Bet)}


def dealers_order(settlements: Iterable[Settlement]) -> list[Settlement]:
    """Losing bets first, then pushes, then winners; each pass from the dealer's right
    (the highest seat) to the left, a seat's spots from punto outwards."""
    phase = {Result.TAKE: 0, Result.PUSH: 1, Result.PAY: 2}
    return sorted(
        settlements,
        key=lambda s: (phase[s.result], -s.bet.seat, _SPOT_ORDER[s.bet.spot]),
    )


def settle_table(bets: Iterable[PlacedBet], coup: Coup, rules: BaccaratRules | None = None) -> list[Settlement]:
    """Every bet on the layout settled, in the order the dealer settles them."""
    r = _rules(rules)
    settled = []
    for bet in bets:
        if bet.seat > r.seats:
            raise ValueError(f"seat {bet.seat} is not on this table (seats 1 to {r.seats})")
        settled.append(settle_bet(bet, None, coup, r))
    return dealers_order(settled)


@dataclass
class CommissionBox:
    """A seat's numbered commission box: what the bettor owes in banco commission."""

    seat: int
    owed: Decimal = ZERO
    marks: list[Decimal] = field(default_factory=list)

    def mark(self, amount: Decimal | int | str) -> Decimal:
        """Add commission to the box; returns the new amount owed."""
        value = money(amount)
        if value <= 0:
            raise ValueError(f"commission marked in a box is positive, not {format_money(value)}")
        self.marks.append(value)
        self.owed += value
        return self.owed

    def collect(self) -> Decimal:
        """Collect what the box shows (player leaving, end of shoe) and clear it."""
        owed = self.owed
        self.owed = ZERO
        self.marks.clear()
        return owed
