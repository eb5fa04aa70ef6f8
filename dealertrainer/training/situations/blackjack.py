"""Blackjack situations: one round dealt from a stacked shoe to one seat, played to a script.

The round is the engine's own ``BlackjackRound`` driven by ``play_round``; the seat follows
a short script (split, double, insurance, surrender, ...) and basic strategy after it, so
every payout, total and dealer decision asked is the engine's. Cards go out seat, dealer
(the upcard), seat, dealer (the hole card), then the hits in the order they are dealt.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from decimal import Decimal

from dealertrainer.engine.blackjack.dealing import new_shoe, play_round
from dealertrainer.engine.blackjack.players import basic_strategy_player
from dealertrainer.engine.blackjack.round import BlackjackRound
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules, GameForm
from dealertrainer.engine.blackjack.seats import Action
from dealertrainer.engine.blackjack.side_bets import PAIR_CLASSES, THREE_CARD_CLASSES, SideBet, three_card_class
from dealertrainer.engine.cards import Card, Rank, Suit
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.steps import DealerStep
from dealertrainer.training.situations.cards import by_point, some_cards

__all__ = ["BUILDERS", "NEEDS", "TWO_DECKS", "deal_round", "rules_for"]

Build = Callable[[random.Random, BlackjackRules], list[DealerStep]]


def _hand(rng: random.Random, *points: int) -> list[Card]:
    return [by_point(rng, p) for p in points]


def _pair_making(rng: random.Random, total: int, low: int = 2) -> list[Card]:
    """Two non-ace cards adding up to ``total`` (4 to 20)."""
    first = rng.randint(max(low, total - 10), min(10, total - low))
    return _hand(rng, first, total - first)


def deal_round(rng: random.Random, rules: BlackjackRules, seat_cards: Sequence[Card], dealer: Sequence[Card],
               more: Sequence[Card] = (), script: Sequence[Action] = (), *, cut: bool = False,
               side_bet: str = "") -> list[DealerStep]:
    """Deal one round: the seat's two cards, the dealer's upcard and hole card, then ``more``.

    A whole shuffled shoe follows the placed cards, so the round never runs out: every hand
    draws while it is worth at most 21 (an ace counted 1), so all of them together (up to
    eight after splits, and the dealer's) take under 9 x 31 = 279 points, and one deck alone
    holds 340. (Twelve cards were once stacked here: a seat and a dealer drawing small cards
    emptied them, about once in 35,000 rounds.)"""
    placed = [seat_cards[0], dealer[0], seat_cards[1], dealer[1], *more]
    shoe = Shoe.stacked(placed + some_cards(rng, 52 * rules.decks, decks=rules.decks))
    if cut:  # the cut card comes out with the third card of the deal
        shoe.place_cut_card(from_end=shoe.total_cards - 2)
    seat = rng.randint(1, rules.seats)
    wager = min(rules.table_maximum, max(rules.table_minimum, Decimal(5) * rng.randint(2, 40)))
    plan = list(script)

    def player(round_: BlackjackRound) -> object:
        if plan and plan[0] in round_.legal_actions():
            return plan.pop(0)
        return basic_strategy_player(round_)

    side = {seat: {side_bet: min(rules.table_maximum, Decimal(rng.randint(1, 25)))}} if side_bet else {}
    round_ = BlackjackRound(shoe, {seat: wager}, rules, side_bets=side)
    play_round(round_, player)
    return round_.steps


def _any_round(rng: random.Random, rules: BlackjackRules) -> list[DealerStep]:
    up = rng.choice((1, 1, 10, rng.randint(2, 9)))
    return deal_round(rng, rules, _hand(rng, rng.randint(1, 10), rng.randint(1, 10)), _hand(rng, up, rng.randint(2, 9)))


def _standing_seat(rng: random.Random) -> list[Card]:
    return _hand(rng, 10, 10)


def _dealer_soft(rng: random.Random, other: int) -> list[Card]:
    ace, card = by_point(rng, 1), by_point(rng, other)
    return [ace, card] if rng.random() < 0.5 else [card, ace]


def _dealer_holds(dealer: Callable[[random.Random], list[Card]]) -> Build:
    """The seat stands on 20; the dealer's first decision is on the two cards ``dealer`` gives."""
    return lambda rng, r: deal_round(rng, r, _standing_seat(rng), dealer(rng))


def _settled(seat: Sequence[int], dealer: Sequence[int], more: Sequence[int] = (),
             script: Sequence[Action] = ()) -> Build:
    """The seat's and the dealer's cards by value, the hits that follow, and the seat's script."""
    return lambda rng, r: deal_round(rng, r, _hand(rng, *seat), _hand(rng, *dealer), _hand(rng, *more), script)


def _shoe_start(rng: random.Random, rules: BlackjackRules) -> list[DealerStep]:
    return new_shoe(Shoe(rules.decks, seed=rng.randrange(2**32)), rules)


def _insured(hole_is_ten: bool) -> Build:
    def build(rng: random.Random, rules: BlackjackRules) -> list[DealerStep]:
        hole = by_point(rng, 10 if hole_is_ten else rng.randint(2, 9))
        return deal_round(rng, rules, _pair_making(rng, rng.randint(12, 19)), [by_point(rng, 1), hole],
                          script=[Action.INSURANCE])
    return build


_RED, _BLACK = (Suit.HEARTS, Suit.DIAMONDS), (Suit.SPADES, Suit.CLUBS)


def _pair_of(rng: random.Random, hand_class: str) -> list[Card]:
    """Two cards of one rank making ``hand_class``: a mixed, coloured or perfect pair."""
    rank = Rank(rng.randint(1, 13))
    if hand_class == "perfect":
        suits = [rng.choice(tuple(Suit))] * 2
    elif hand_class == "coloured":
        suits = rng.sample(rng.choice((_RED, _BLACK)), 2)
    else:
        suits = [rng.choice(_RED), rng.choice(_BLACK)]
        rng.shuffle(suits)
    return [Card(rank, suit) for suit in suits]


def _three_making(rng: random.Random, hand_class: str) -> list[Card]:
    """Three cards (the seat's two, then the upcard) making the 21+3 hand ``hand_class``."""
    while True:
        suit = rng.choice(tuple(Suit))
        if hand_class in ("suited_trips", "three_of_a_kind"):
            ranks = [rng.randint(1, 13)] * 3
        elif hand_class in ("straight", "straight_flush"):
            low = rng.randint(1, 12)  # 12: queen, king, ace
            ranks = [low, low + 1, 1 if low == 12 else low + 2]
        else:
            ranks = rng.sample(range(1, 14), 3)
        suited = hand_class in ("suited_trips", "straight_flush", "flush")
        cards = [Card(Rank(r), suit if suited else rng.choice(tuple(Suit))) for r in ranks]
        rng.shuffle(cards)
        if three_card_class(cards) == hand_class:
            return cards


def _side_bet_round(bet: SideBet, hand_class: str) -> Build:
    """One seat with ``bet`` beside its wager, dealt cards that make ``hand_class``."""
    def build(rng: random.Random, rules: BlackjackRules) -> list[DealerStep]:
        if bet is SideBet.PERFECT_PAIRS:
            seat, upcard = _pair_of(rng, hand_class), by_point(rng, rng.randint(1, 10))
        else:
            *seat, upcard = _three_making(rng, hand_class)
        return deal_round(rng, rules, seat, [upcard, by_point(rng, rng.randint(2, 9))], side_bet=bet.value)
    return build


#: Hands that need two cards alike in rank and suit: a one-deck shoe never deals them.
TWO_DECKS = frozenset({"blackjack.payout.perfect_pairs.perfect", "blackjack.payout.21plus3.suited_trips"})


def rules_for(skill: str, house: BlackjackRules) -> BlackjackRules | None:
    """The house's rules when they can produce ``skill``, else None."""
    if not all(getattr(house, k) == v for k, v in NEEDS.get(skill, {}).items()):
        return None
    return None if skill in TWO_DECKS and house.decks < 2 else house


def _from(pick: Callable[[random.Random, list[DealerStep]], int | None], build: Build) -> Build:
    """The round ``build`` deals, asked from the step ``pick`` chooses (steps before it are
    played, not asked): a skill met several times a round is asked at any of them."""
    def picked(rng: random.Random, rules: BlackjackRules) -> list[DealerStep]:
        steps = build(rng, rules)
        at = pick(rng, steps)
        return [] if at is None else steps[at:]
    return picked


def _pitch_face(rng: random.Random, steps: list[DealerStep]) -> int | None:
    """A card pitched face down or one pitched face up, as likely as each other."""
    faces = [i for i, s in enumerate(steps) if s.skill == "blackjack.pitch.card_face"]
    wanted = rng.choice(("face down", "face up"))
    pool = [i for i in faces if steps[i].answer == wanted]  # none: the round is dealt again
    return rng.choice(pool) if pool else None


def _pitch_card(rng: random.Random, rules: BlackjackRules) -> list[DealerStep]:
    """A pitch round where the seat hits, doubles or splits (so a card lands in the play)."""
    script, seat = rng.choice([
        ([Action.HIT, Action.STAND], _hand(rng, 10, 2)),
        ([Action.DOUBLE], _pair_making(rng, rng.randint(9, 11))),
        ([Action.SPLIT, Action.STAND, Action.STAND], _hand(rng, 8, 8)),
    ])
    return deal_round(rng, rules, seat, _hand(rng, rng.randint(2, 9), rng.randint(2, 9)), _hand(rng, 2, 3, 4), script)


def _pitch_turned_up(rng: random.Random, rules: BlackjackRules) -> list[DealerStep]:
    """A seat turns its cards up: a bust, a blackjack, or to double or split."""
    up = rng.choice((rng.randint(2, 9), 10, 1))
    case = rng.choice(("bust", "blackjack", "double", "split"))
    if case == "bust":
        return deal_round(rng, rules, _hand(rng, 10, rng.randint(2, 6)), _hand(rng, up, 7), _hand(rng, 10), [Action.HIT])
    if case == "blackjack":
        return deal_round(rng, rules, _dealer_soft(rng, 10), _hand(rng, up, 7))
    if case == "double":
        return deal_round(rng, rules, _pair_making(rng, rng.randint(9, 11)), _hand(rng, up, 7), script=[Action.DOUBLE])
    return deal_round(rng, rules, _hand(rng, 8, 8), _hand(rng, up, 7), script=[Action.SPLIT, Action.STAND, Action.STAND])


_PITCH = {"game_form": GameForm.PITCH}
_THREE_TO_TWO = {"blackjack_pays": BlackjackPays.THREE_TO_TWO}
# The house rules a skill needs before it can come up at all.
NEEDS: Mapping[str, Mapping[str, object]] = {
    "blackjack.payout.3to2": _THREE_TO_TWO,
    "blackjack.payout.6to5": {"blackjack_pays": BlackjackPays.SIX_TO_FIVE},
    "blackjack.payout.even_money": {**_THREE_TO_TWO, "even_money": True},
    "blackjack.settle.surrender": {"late_surrender": True},
    "blackjack.settle.no_peek": {"dealer_peeks": False, "no_peek_original_bets_only": True},
    **{f"{SideBet.PERFECT_PAIRS.skill_stem}.{c}": {"perfect_pairs": True} for c in PAIR_CLASSES},
    **{f"{SideBet.TWENTY_ONE_PLUS_THREE.skill_stem}.{c}": {"twenty_one_plus_three": True} for c in THREE_CARD_CLASSES},
    "blackjack.pitch.card_face": _PITCH,
    "blackjack.pitch.turned_up": _PITCH,
}

BUILDERS: dict[str, Build] = {
    "blackjack.shoe.cut_card": _shoe_start,
    "blackjack.burn": _shoe_start,
    "blackjack.deal.order": _any_round,
    "blackjack.insurance.offer": _any_round,
    "blackjack.cut_card": lambda rng, r: deal_round(rng, r, _pair_making(rng, 18), _pair_making(rng, 18), cut=True),
    "blackjack.peek.ace": lambda rng, r: deal_round(rng, r, _standing_seat(rng), _hand(rng, 1, rng.randint(2, 9))),
    "blackjack.peek.ten": lambda rng, r: deal_round(rng, r, _standing_seat(rng), _hand(rng, 10, rng.randint(2, 10))),
    "blackjack.peek.other": lambda rng, r: deal_round(rng, r, _standing_seat(rng), _hand(rng, rng.randint(2, 9), rng.randint(1, 10))),
    "blackjack.insurance.max": _insured(hole_is_ten=False),
    "blackjack.insurance.lose": _insured(hole_is_ten=False),
    "blackjack.payout.insurance": _insured(hole_is_ten=True),
    "blackjack.payout.even_money": lambda rng, r: deal_round(rng, r, _hand(rng, 1, 10), _hand(rng, 1, rng.randint(2, 9)),
                                                             script=[Action.EVEN_MONEY]),
    "blackjack.payout.3to2": lambda rng, r: deal_round(rng, r, _hand(rng, 1, 10), _pair_making(rng, rng.randint(12, 19))),
    "blackjack.payout.6to5": lambda rng, r: deal_round(rng, r, _hand(rng, 10, 1), _pair_making(rng, rng.randint(12, 19))),
    "blackjack.total.hard": lambda rng, r: deal_round(rng, r, _pair_making(rng, rng.randint(12, 20)), _pair_making(rng, 18)),
    "blackjack.total.soft": lambda rng, r: deal_round(rng, r, _dealer_soft(rng, rng.randint(2, 9)), _pair_making(rng, 18)),
    "blackjack.total.blackjack": lambda rng, r: deal_round(rng, r, _dealer_soft(rng, 10), _pair_making(rng, 18)),
    "blackjack.dealer.hit.low": _dealer_holds(lambda rng: _pair_making(rng, rng.randint(4, 11))),
    **{f"blackjack.dealer.hit.{n}": _dealer_holds((lambda n: lambda rng: _pair_making(rng, n))(n)) for n in range(12, 17)},
    "blackjack.dealer.hit.soft": _dealer_holds(lambda rng: _dealer_soft(rng, rng.randint(2, 5))),
    "blackjack.dealer.soft17": _dealer_holds(lambda rng: _dealer_soft(rng, 6)),
    "blackjack.dealer.stand.soft": _dealer_holds(lambda rng: _dealer_soft(rng, rng.randint(7, 9))),
    "blackjack.dealer.stand.hard": _dealer_holds(lambda rng: _pair_making(rng, rng.randint(17, 20), low=7)),
    "blackjack.dealer.no_draw": _settled((10, 6), (9, 8), (10,), [Action.HIT]),
    "blackjack.settle.bust": _settled((10, 6), (9, 8), (10,), [Action.HIT]),
    "blackjack.settle.lose": _settled((10, 7), (10, 9), (), [Action.STAND]),
    "blackjack.settle.push": _settled((10, 8), (10, 8), (), [Action.STAND]),
    "blackjack.payout.win": _settled((10, 9), (10, 7), (), [Action.STAND]),
    "blackjack.settle.double": _settled((6, 5), (10, 7), (10,), [Action.DOUBLE]),
    "blackjack.settle.split": _settled((8, 8), (10, 7), (10, 10), [Action.SPLIT, Action.STAND, Action.STAND]),
    "blackjack.settle.dealer_blackjack": _settled((10, 7), (1, 10)),
    "blackjack.settle.surrender": _settled((10, 6), (9, 8), (), [Action.SURRENDER]),
    "blackjack.settle.no_peek": _settled((8, 8), (10, 1), (10, 10), [Action.SPLIT, Action.STAND, Action.STAND]),
    **{f"{bet.skill_stem}.{c}": _side_bet_round(bet, c)
       for bet, classes in ((SideBet.PERFECT_PAIRS, PAIR_CLASSES), (SideBet.TWENTY_ONE_PLUS_THREE, THREE_CARD_CLASSES))
       for c in classes},
    "blackjack.pitch.card_face": _from(_pitch_face, _pitch_card),
    "blackjack.pitch.turned_up": _pitch_turned_up,
}
