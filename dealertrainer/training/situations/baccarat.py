"""Mini Baccarat situations: one coup dealt from a stacked shoe so that the decision asked comes up.

Every coup is dealt by the engine's own ``coup_steps`` (and a shoe's start by
``new_shoe_steps``, the boxes' collection by ``collect_box_steps``), so the answer is the
engine's. The cards are chosen by their points: a tie is two equal totals that stand
(6 or 7) or two equal naturals; a Player win a natural over a lower Banker or 7 over 6.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from decimal import Decimal

from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.baccarat.settlement import CommissionBox
from dealertrainer.engine.baccarat.coup_procedure import collect_box_steps, coup_steps, new_shoe_steps
from dealertrainer.engine.cards import Card
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.steps import DealerStep
from dealertrainer.training.situations.cards import by_point, some_cards, two_making

__all__ = ["BUILDERS", "NEEDS", "Outcome", "banker_cell", "coup", "natural", "player_cell"]

Outcome = Callable[[random.Random], list[Card]]  # the coup's first cards, Player-Banker-Player-Banker-thirds


def _deal_order(player: list[Card], banker: list[Card], thirds: list[Card] = ()) -> list[Card]:
    return [player[0], banker[0], player[1], banker[1], *thirds]


def any_coup(rng: random.Random) -> list[Card]:
    return some_cards(rng, 6, decks=8)


def player_wins(rng: random.Random) -> list[Card]:
    if rng.random() < 0.25:  # 7 stands, Banker 6 stands when the Player stood
        return _deal_order(two_making(rng, 7), two_making(rng, 6))
    p = rng.choice((8, 9))
    return _deal_order(two_making(rng, p), two_making(rng, rng.randrange(p)))


def banker_wins(rng: random.Random) -> list[Card]:
    if rng.random() < 0.25:
        return _deal_order(two_making(rng, 6), two_making(rng, 7))
    b = rng.choice((8, 9))
    return _deal_order(two_making(rng, rng.randrange(b)), two_making(rng, b))


def tie(rng: random.Random) -> list[Card]:
    t = rng.choice((6, 7, 8, 9))
    return _deal_order(two_making(rng, t), two_making(rng, t))


def natural(side: str, n: int) -> Outcome:
    """A natural ``n`` for ``side``: the other hand's two cards make less (for the Player, no more)."""
    def cards(rng: random.Random) -> list[Card]:
        own, other = two_making(rng, n), two_making(rng, rng.randrange(n + (side == "player")))
        return _deal_order(own, other) if side == "player" else _deal_order(other, own)
    return cards


def player_pair(rng: random.Random) -> list[Card]:
    first = by_point(rng, rng.randrange(10))
    second = Card(first.rank, rng.choice([s for s in type(first.suit) if s is not first.suit]))
    rest = some_cards(rng, 4, decks=8)
    return [first, rest[0], second, rest[1], rest[2], rest[3]]


def banker_three_card_seven(rng: random.Random) -> list[Card]:
    """Player 3 draws a 1-3 (ends on 4-6); Banker 3 draws a 4: a three-card 7 that wins."""
    return _deal_order(two_making(rng, 3), two_making(rng, 3), [by_point(rng, rng.choice((1, 2, 3))), by_point(rng, 4)])


def player_three_card_eight(rng: random.Random) -> list[Card]:
    """Player 0-5 draws to 8; Banker 7 stands: a three-card 8 that wins."""
    total = rng.randrange(6)
    return _deal_order(two_making(rng, total), two_making(rng, 7), [by_point(rng, (8 - total) % 10)])


def player_cell(total: int) -> Outcome:
    """The Player's two cards make ``total`` (0-7) and nobody has a natural."""
    return lambda rng: _deal_order(two_making(rng, total), two_making(rng, rng.randrange(8)), some_cards(rng, 2, decks=8))


def banker_cell(total: int, third: int | None) -> Outcome:
    """Banker ``total`` on two cards against a Player who stood (6-7) or drew a card worth ``third``."""
    def cards(rng: random.Random) -> list[Card]:
        if third is None:
            return _deal_order(two_making(rng, rng.choice((6, 7))), two_making(rng, total), some_cards(rng, 1, decks=8))
        return _deal_order(two_making(rng, rng.randrange(6)), two_making(rng, total),
                           [by_point(rng, third), *some_cards(rng, 1, decks=8)])
    return cards


def _stake(rng: random.Random, rules: BaccaratRules, step: Decimal = Decimal(5)) -> Decimal:
    """A wager in whole ``step`` chips within the table limits (side bets up to $100, as at the seat)."""
    low = max(rules.table_minimum, step)
    high = min(rules.table_maximum, Decimal(500) if step == 5 else Decimal(100))
    steps = int((high - low) // step)
    return (low + step * rng.randint(0, max(steps, 0))).quantize(Decimal("0.01"))


def coup(rng: random.Random, rules: BaccaratRules, outcome: Outcome, spots: tuple[str, ...] = ("player", "banker"),
         *, boxes: dict[int, CommissionBox] | None = None, cut: bool = False, seat: int | None = None) -> list[DealerStep]:
    """Deal one coup whose first cards ``outcome`` chooses, with one seat betting ``spots``."""
    cards = outcome(rng)
    shoe = Shoe.stacked(cards + some_cards(rng, 6, decks=8))
    if cut:  # the cut card comes out with the coup's third card
        shoe.place_cut_card(from_end=shoe.total_cards - 2)
    seat = seat or rng.randint(1, rules.seats)
    bets = {seat: {spot: _stake(rng, rules, Decimal(1) if spot not in ("player", "banker") else Decimal(5))
                   for spot in spots}}
    _, steps = coup_steps(shoe, bets, rules, boxes)
    return steps


def _collect(rng: random.Random, rules: BaccaratRules) -> list[DealerStep]:
    """A seat wins banco one to three times with the box style, then the shoe ends."""
    boxes: dict[int, CommissionBox] = {}
    seat = rng.randint(1, rules.seats)
    for _ in range(rng.randint(1, 3)):
        coup(rng, rules, banker_wins, ("banker",), boxes=boxes, seat=seat)
    return collect_box_steps(boxes)


def _new_shoe(rng: random.Random, rules: BaccaratRules) -> list[DealerStep]:
    return new_shoe_steps(Shoe(rules.decks, seed=rng.randrange(2**32)), rules)


# The house rules a skill needs before it can come up at all.
_BOX = {"commission_style": CommissionStyle.BOX, "no_commission": False}
NEEDS: Mapping[str, Mapping[str, object]] = {
    "baccarat.commission.box": _BOX,
    "baccarat.commission.collect": _BOX,
    "baccarat.payout.pair": {"pair_bets": True},
    "baccarat.payout.dragon7": {"no_commission": True, "dragon_seven_bet": True},
    "baccarat.payout.panda8": {"no_commission": True, "panda_eight_bet": True},
    "baccarat.payout.no_commission": {"no_commission": True},
    "baccarat.payout.banco": {"no_commission": False},
    "baccarat.payout.tie.8to1": {"tie_pays": 8},
    "baccarat.payout.tie.9to1": {"tie_pays": 9},
}

Build = Callable[[random.Random, BaccaratRules], list[DealerStep]]
BUILDERS: dict[str, Build] = {
    "baccarat.burn.count": _new_shoe,
    "baccarat.cut_card.place": _new_shoe,
    "baccarat.deal.order": lambda rng, r: coup(rng, r, any_coup),
    "baccarat.total.two_cards": lambda rng, r: coup(rng, r, any_coup),
    "baccarat.total.three_cards": lambda rng, r: coup(rng, r, player_cell(rng.randrange(6))),
    "baccarat.natural.none": lambda rng, r: coup(rng, r, player_cell(rng.randrange(8))),
    **{f"baccarat.natural.{side}.{n}": (lambda o: lambda rng, r: coup(rng, r, o))(natural(side, n))
       for side in ("player", "banker") for n in (8, 9)},
    "baccarat.result": lambda rng, r: coup(rng, r, rng.choice((any_coup, player_wins, banker_wins, tie))),
    "baccarat.settle.lose": lambda rng, r: coup(rng, r, rng.choice((player_wins, banker_wins))),
    "baccarat.settle.push": lambda rng, r: coup(rng, r, tie),
    "baccarat.payout.punto": lambda rng, r: coup(rng, r, player_wins, ("player",)),
    "baccarat.payout.banco": lambda rng, r: coup(rng, r, banker_wins, ("banker",)),
    "baccarat.payout.no_commission": lambda rng, r: coup(rng, r, banker_wins, ("banker",)),
    "baccarat.payout.tie.8to1": lambda rng, r: coup(rng, r, tie, ("tie",)),
    "baccarat.payout.tie.9to1": lambda rng, r: coup(rng, r, tie, ("tie",)),
    "baccarat.payout.pair": lambda rng, r: coup(rng, r, player_pair, ("player", "player pair")),
    "baccarat.payout.dragon7": lambda rng, r: coup(rng, r, banker_three_card_seven, ("banker", "dragon 7")),
    "baccarat.payout.panda8": lambda rng, r: coup(rng, r, player_three_card_eight, ("player", "panda 8")),
    "baccarat.commission.box": lambda rng, r: coup(rng, r, banker_wins, ("banker",)),
    "baccarat.commission.collect": _collect,
    "baccarat.cut_card.out": lambda rng, r: coup(rng, r, any_coup, cut=True),
    **{f"baccarat.player.draws.{t}": (lambda t: lambda rng, r: coup(rng, r, player_cell(t)))(t) for t in range(8)},
    **{
        f"baccarat.banker.{b}.vs.{'stood' if x is None else x}": (lambda b, x: lambda rng, r: coup(rng, r, banker_cell(b, x)))(b, x)
        for b in range(8)
        for x in (*range(10), None)
    },
}
