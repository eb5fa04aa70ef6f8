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
from dealertrainer.language import N_, _, pgettext

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
    "rounded_to",
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
        """The spot's name, the key of a SPOTS answer: "Player", "Banker Pair", "Dragon 7"."""
        return _TITLES[self]

    @property
    def label(self) -> str:
        """The spot's name in the language in force ("庄对")."""
        return _(_TITLES[self])

    @classmethod
    def parse(cls, bet: Bet | str) -> Bet:
        try:
            return cls(bet.strip().lower() if isinstance(bet, str) else bet)
        except (ValueError, AttributeError):
            allowed = ", ".join(repr(b.value) for b in cls)
            raise ValueError(f"unknown bet {bet!r}: the bets are {allowed}") from None


_TITLES = {
    Bet.PLAYER: N_("Player"),
    Bet.BANKER: N_("Banker"),
    Bet.TIE: N_("Tie"),
    Bet.PLAYER_PAIR: N_("Player Pair"),
    Bet.BANKER_PAIR: N_("Banker Pair"),
    Bet.DRAGON_7: N_("Dragon 7"),
    Bet.PANDA_8: N_("Panda 8"),
}


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
    method = pgettext("list", ", ").join(
        _("{due} for every {unit}").format(due=format_money(rate * u), unit=format_money(u)) for u in reversed(units))
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
        worked = _("on {stake}, {due}").format(stake=format_money(stake), due=format_money(due))
    else:
        worked = _("{stake} is {pieces}: {dues} = {due}").format(
            stake=format_money(stake), pieces=" + ".join(format_money(p) for p in pieces),
            dues=" + ".join(format_money(d) for d in dues), due=format_money(due))
    return _("{rate} commission is {method}; {worked}").format(rate=percent(rate), method=method, worked=worked)


def rounded_to(rounding: Rounding) -> str:
    """The piece a commission is rounded up to, as a dealer says it: "to the $0.25", "to the cent"."""
    if rounding is Rounding.EXACT:
        return _("to the cent")
    return _("to the {piece}").format(piece=format_money(rounding.step))


def boxed_why(stake: Decimal, commission: Decimal, r: BaccaratRules) -> str:
    """A box's mark worked out: the layout method, then the box's step."""
    return _("{worked}; the box takes it rounded up to the next {step}: {commission}.").format(
        worked=commission_worked(stake, r.commission_rate), step=format_money(r.commission_box_step),
        commission=format_money(commission))


def _deducted_why(stake: Decimal, commission: Decimal, r: BaccaratRules) -> str:
    """A banco win paid less its commission: the layout method, the house's rounding, the payout."""
    worked = commission_worked(stake, r.commission_rate)
    due = round_up_to(stake * r.commission_rate, CENT)
    if r.commission_rounding is not Rounding.EXACT:
        rounded = (_("nothing to round") if due == commission else
                   _("take {commission}").format(commission=format_money(commission)))
        worked = _("{worked}; this house rounds the commission up {piece}: {rounded}").format(
            worked=worked, piece=rounded_to(r.commission_rounding), rounded=rounded)
    return _("A winning Banker bet pays even money less commission. {worked}. "
             "Pay {stake} less {commission}: {paid}.").format(
        worked=worked, stake=format_money(stake), commission=format_money(commission),
        paid=format_money(stake - commission))


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
        return Settlement(placed, Result.PAY, won, ZERO, False, won, _("{odds} to 1").format(odds=to_one), why)

    if spot is Bet.TIE:
        if winner is Winner.TIE:
            return pay(r.tie_pays, _("A tie bet wins {odds} to 1 when the hands tie.").format(odds=r.tie_pays))
        return take(_("The Player won, so the tie bet loses.") if winner is Winner.PLAYER else
                    _("The Banker won, so the tie bet loses."))
    if spot in (Bet.PLAYER, Bet.BANKER):
        if winner is Winner.TIE:
            return push(_("On a tie the Player and Banker bets push: they stay where they are."))
        if spot.value != winner.value:
            return take(_("The Banker won, so a bet on the Player loses.") if spot is Bet.PLAYER else
                        _("The Player won, so a bet on the Banker loses."))
        if spot is Bet.PLAYER:
            return pay(1, _("A winning Player bet pays even money."))
        if r.no_commission:
            if coup.banker_three_card_seven:
                return push(_("No-commission game: a Banker win with a three-card 7 pushes the Banker bet."))
            return pay(1, _("No-commission game: a winning Banker bet pays even money."))
        commission = commission_on(amount, r)
        if r.commission_style is CommissionStyle.BOX:
            return Settlement(
                placed, Result.PAY, amount, commission, True, amount - commission, _("{odds} to 1").format(odds=1),
                _("Pay the Banker bet even money and mark the commission in the seat's commission box. {why}").format(
                    why=boxed_why(amount, commission, r)),
            )
        return Settlement(
            placed, Result.PAY, amount - commission, commission, False, amount - commission,
            _("1 to 1 less commission"), _deducted_why(amount, commission, r),
        )
    if spot is Bet.DRAGON_7:
        if coup.banker_three_card_seven:
            return pay(r.dragon_seven_pays, _("The Banker won with a three-card 7: Dragon 7 pays {odds} to 1.").format(
                odds=r.dragon_seven_pays))
        return take(_("Dragon 7 wins only when the Banker wins with a three-card 7."))
    if spot is Bet.PANDA_8:
        if coup.player_three_card_eight:
            return pay(r.panda_eight_pays, _("The Player won with a three-card 8: Panda 8 pays {odds} to 1.").format(
                odds=r.panda_eight_pays))
        return take(_("Panda 8 wins only when the Player wins with a three-card 8."))
    pair = coup.player_pair if spot is Bet.PLAYER_PAIR else coup.banker_pair
    if pair:
        return pay(r.pair_pays, (_("The Player's first two cards are a pair: the bet pays {odds} to 1.")
                                 if spot is Bet.PLAYER_PAIR else
                                 _("The Banker's first two cards are a pair: the bet pays {odds} to 1.")
                                 ).format(odds=r.pair_pays))
    return take(_("The Player's first two cards are not the same rank, so the pair bet loses.")
                if spot is Bet.PLAYER_PAIR else
                _("The Banker's first two cards are not the same rank, so the pair bet loses."))


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
