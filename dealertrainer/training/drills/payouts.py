"""Payouts: a timed flash drill on what to pay, at every rate a dealer meets.

Cells (one per rate): blackjack 3:2 and 6:5, insurance 2:1, even money, a banco win less
the commission taken off the payout, the amount marked in the commission box, tie 8:1
and 9:1, pairs at the house's price (11:1 as standard), for the no-commission game a
banco win at even money, the Dragon 7 and the Panda 8, and blackjack's Perfect Pairs and
21+3 by the hand made, at the house's paytable. ``house_payouts`` picks the ones a house makes. Wagers are whole multiples of a chip that fits the bet, between the
configured limits; ``odd_share`` of them are the awkward amounts that trip dealers
($37.50 at 3:2 is $56.25, paid $56 where the house rounds down to the $0.50), the rest round ones ($25, $50, $100). Every amount comes from
the engines' own payout functions (blackjack ``payouts``, baccarat ``settlement``), under
the house's rounding (a blackjack payout rounded down to the $0.50, commission off a banco
payout rounded up to the quarter, as standard), with the explanation the tables give.

Only wagers the house would take are asked: a wager made of the chip set in force whose
payout that chip set can pay (``payable_wagers``); with no $0.25 chip, $35 on banco
($33.25) is never asked, $40 ($38) is.

With ``chips`` on, a payout that the chip set can make exactly is asked as a chip
breakdown ("2 green, 1 red, 1 pink"); any chips that add up to it are right.

Every question carries the bet as data (``payout_table``): a ``TableView`` with the wager
as a ``BetView`` on its spot ("wager", "insurance", "banker", "tie", "player pair" or
"banker pair", seat 1) and the hands that won it, so the screen draws the real bet.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from decimal import Decimal
from enum import Enum
from functools import lru_cache

from pydantic import Field, model_validator

from dealertrainer.engine.baccarat.coup import Coup, coup_from_cards
from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.baccarat.settlement import Bet, settle_bet
from dealertrainer.engine.blackjack.payouts import (
    blackjack_payout_explained,
    even_money_payout,
    insurance_maximum,
    insurance_payout,
)
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.engine.blackjack.side_bets import SideBet, settle_side_bet
from dealertrainer.engine.money import DEFAULT_CHIPS, Chip, Rounding, chip_set_problem, format_money, payable
from dealertrainer.engine.cards import parse_cards
from dealertrainer.engine.places import BANKER, DEALER, PLAYER, Place
from dealertrainer.engine.steps import AnswerKind, BetView, HandView, TableView
from dealertrainer.language import N_, _
from dealertrainer.training.drills.base import DrillConfig
from dealertrainer.training.drills.flash import FlashDrill
from dealertrainer.training.questions import Question

__all__ = [
    "PAIR_SPOTS", "PayoutKind", "PayoutsConfig", "PayoutsDrill", "house_payouts", "payable_wagers", "payout_answer",
    "payout_prompt", "payout_table", "payouts_in_words",
]


class PayoutKind(str, Enum):
    BLACKJACK_3TO2 = "blackjack.payout.3to2"
    BLACKJACK_6TO5 = "blackjack.payout.6to5"
    INSURANCE = "blackjack.payout.insurance"
    EVEN_MONEY = "blackjack.payout.even_money"
    BANCO_DEDUCTED = "baccarat.payout.banco"
    BANCO_BOX = "baccarat.commission.box"
    TIE_8TO1 = "baccarat.payout.tie.8to1"
    TIE_9TO1 = "baccarat.payout.tie.9to1"
    PAIR = "baccarat.payout.pair"
    BANCO_NO_COMMISSION = "baccarat.payout.no_commission"
    DRAGON_7 = "baccarat.payout.dragon7"
    PANDA_8 = "baccarat.payout.panda8"
    PERFECT_PAIRS_MIXED = "blackjack.payout.perfect_pairs.mixed"
    PERFECT_PAIRS_COLOURED = "blackjack.payout.perfect_pairs.coloured"
    PERFECT_PAIRS_PERFECT = "blackjack.payout.perfect_pairs.perfect"
    TWENTY_ONE_PLUS_THREE_FLUSH = "blackjack.payout.21plus3.flush"
    TWENTY_ONE_PLUS_THREE_STRAIGHT = "blackjack.payout.21plus3.straight"
    TWENTY_ONE_PLUS_THREE_TRIPS = "blackjack.payout.21plus3.three_of_a_kind"
    TWENTY_ONE_PLUS_THREE_STRAIGHT_FLUSH = "blackjack.payout.21plus3.straight_flush"
    TWENTY_ONE_PLUS_THREE_SUITED_TRIPS = "blackjack.payout.21plus3.suited_trips"

    @property
    def side_bet(self) -> SideBet | None:
        """The blackjack side bet this payout is on (None for every other payout)."""
        for bet in SideBet:
            if self.value.startswith(bet.skill_stem + "."):
                return bet
        return None

    @property
    def hand_class(self) -> str:
        """ "coloured", "straight", ...: the side-bet hand paid (the skill id's last part)."""
        return self.value.rsplit(".", 1)[1]


#: The payouts of the no-commission game, asked only where the house deals it.
NO_COMMISSION_KINDS = (PayoutKind.BANCO_NO_COMMISSION, PayoutKind.DRAGON_7, PayoutKind.PANDA_8)
#: Blackjack's side bets, asked only where the house offers them.
SIDE_BET_KINDS = tuple(k for k in PayoutKind if k.side_bet is not None)
#: The largest side bet asked: houses cap bonus bets far below the table maximum.
SIDE_BET_MOST = Decimal("100")
#: Hands that need two cards alike in rank and suit: never dealt from one deck.
_TWO_DECKS = (PayoutKind.PERFECT_PAIRS_PERFECT, PayoutKind.TWENTY_ONE_PLUS_THREE_SUITED_TRIPS)

#: The chip a wager on each kind is counted in ("easy" amounts are multiples of 5 of it).
_UNIT = {
    PayoutKind.BLACKJACK_3TO2: Decimal("2.50"),
    PayoutKind.BLACKJACK_6TO5: Decimal("5"),
    PayoutKind.INSURANCE: Decimal("2.50"),
    PayoutKind.EVEN_MONEY: Decimal("5"),
    PayoutKind.BANCO_DEDUCTED: Decimal("5"),
    PayoutKind.BANCO_BOX: Decimal("1"),
    PayoutKind.TIE_8TO1: Decimal("1"),
    PayoutKind.TIE_9TO1: Decimal("1"),
    PayoutKind.PAIR: Decimal("1"),
    PayoutKind.BANCO_NO_COMMISSION: Decimal("5"),
    PayoutKind.DRAGON_7: Decimal("1"),
    PayoutKind.PANDA_8: Decimal("1"),
    **{kind: Decimal("1") for kind in SIDE_BET_KINDS},
}


class PayoutsConfig(DrillConfig):
    kinds: tuple[PayoutKind, ...] = Field(
        tuple(k for k in PayoutKind if k not in NO_COMMISSION_KINDS + SIDE_BET_KINDS), min_length=1,
        description=N_("Which payouts to ask."),
    )
    min_wager: Decimal = Field(Decimal("5"), gt=0, description=N_("Smallest wager (the table minimum)."))
    max_wager: Decimal = Field(Decimal("500"), gt=0, description=N_("Largest wager asked (up to the table maximum)."))
    odd_share: float = Field(0.5, ge=0, le=1, description=N_("Share of awkward amounts ($37.50) against round ones."))
    chips: bool = Field(False, description=N_("Ask for the chip breakdown where the chips can make the payout."))
    commission_rate: Decimal = Field(Decimal("0.05"), ge=0, le=Decimal("0.10"), description=N_("Banco commission."))
    commission_box_step: Decimal = Field(Decimal("0.25"), gt=0, description=N_("Box amounts round up to this."))
    commission_rounding: Rounding = Field(Rounding.QUARTER, description=N_("Commission off the payout rounds up to this."))
    blackjack_rounding: Rounding = Field(Rounding.HALF, description=N_("Blackjack payouts round down to this."))
    pair_pays: int = Field(11, ge=1, le=50, description=N_("A winning pair bet pays this many to 1."))
    dragon_seven_pays: int = Field(40, ge=1, le=100, description=N_("The Dragon 7 bet pays this many to 1."))
    panda_eight_pays: int = Field(25, ge=1, le=100, description=N_("The Panda 8 bet pays this many to 1."))
    side_bets: BlackjackRules = Field(
        default_factory=lambda: BlackjackRules(perfect_pairs=True, twenty_one_plus_three=True),
        description=N_("The blackjack house whose Perfect Pairs and 21+3 paytables are paid."),
    )
    chip_set: tuple[Chip, ...] = Field(DEFAULT_CHIPS, min_length=1, description=N_("The table's chips, for chip answers."))

    @model_validator(mode="after")
    def _limits(self) -> PayoutsConfig:
        if self.max_wager < self.min_wager:
            raise ValueError(_("max_wager must be at least min_wager"))
        problem = chip_set_problem(self.chip_set)
        if problem is not None:
            raise ValueError(f"chip_set: {problem}")
        for kind in self.kinds:
            if next(_payable(kind, self), None) is None:
                raise ValueError(_(
                    "no wager between {low} and {high} is a whole number of {unit} pieces made of the chip set "
                    "whose payout the chip set can pay (needed for {kind})"
                ).format(low=format_money(self.min_wager), high=format_money(self.max_wager),
                         unit=format_money(_UNIT[kind]), kind=kind.value))
        return self


@lru_cache(maxsize=1)
def _coups() -> dict[str, Coup]:
    return {
        "tie": coup_from_cards("7s 7h Kd Qc".split()),  # 7 against 7, both stand
        "banker": coup_from_cards("2s 9h Kd Qc".split()),  # Player 2, Banker a natural 9
        "pair": coup_from_cards("3s 3h 3d 3c".split()),  # both hands open with a pair of threes
        "dragon": coup_from_cards("Ks Kh 6d 2c 5s".split()),  # Player 6, Banker 2 draws a 5: a three-card 7
        "panda": coup_from_cards("Ks 4d 5h 3c 3s".split()),  # Player 5 draws a 3: a three-card 8; Banker 7 stands
    }


#: The cards a side-bet payout is made on: the seat's two, then the dealer's upcard.
_SIDE_BET_CARDS = {
    PayoutKind.PERFECT_PAIRS_MIXED: "8h 8s 6c",
    PayoutKind.PERFECT_PAIRS_COLOURED: "8h 8d 6c",
    PayoutKind.PERFECT_PAIRS_PERFECT: "8h 8h 6c",
    PayoutKind.TWENTY_ONE_PLUS_THREE_FLUSH: "2h 9h Kh",
    PayoutKind.TWENTY_ONE_PLUS_THREE_STRAIGHT: "9s Th Jd",
    PayoutKind.TWENTY_ONE_PLUS_THREE_TRIPS: "7s 7d 7h",
    PayoutKind.TWENTY_ONE_PLUS_THREE_STRAIGHT_FLUSH: "9c Tc Jc",
    PayoutKind.TWENTY_ONE_PLUS_THREE_SUITED_TRIPS: "Qd Qd Qd",
}


def _multiples(low: Decimal, high: Decimal, step: Decimal) -> tuple[int, int]:
    return math.ceil(low / step), math.floor(high / step)


def _wager_range(kind: PayoutKind, config: PayoutsConfig) -> tuple[Decimal, Decimal]:
    """The smallest and largest wager of a kind: an insurance bet is at most half a wager."""
    if kind is PayoutKind.INSURANCE:
        high = insurance_maximum(config.max_wager)
        return min(config.min_wager, high), high
    if kind.side_bet is not None or kind in (PayoutKind.DRAGON_7, PayoutKind.PANDA_8):
        return config.min_wager, max(min(config.max_wager, SIDE_BET_MOST), config.min_wager)  # houses cap side bets far below the table maximum
    return config.min_wager, config.max_wager


def _payable(kind: PayoutKind, config: PayoutsConfig) -> Iterator[Decimal]:
    """The wagers of ``kind`` the house takes, smallest first: whole pieces of the kind's unit,
    made of the chip set, whose payout the chip set pays (a commission box is marked, not paid)."""
    unit = _UNIT[kind]
    low, high = _multiples(*_wager_range(kind, config), unit)
    for count in range(max(low, 1), high + 1):
        wager = unit * count
        if _takes(kind, wager, config):
            yield wager


def payable_wagers(kind: PayoutKind, config: PayoutsConfig) -> tuple[Decimal, ...]:
    """Every wager of ``kind`` the drill may ask at ``config``'s house and chip set."""
    return tuple(_payable(kind, config))


def _takes(kind: PayoutKind, wager: Decimal, config: PayoutsConfig) -> bool:
    """Whether the house takes ``wager`` on ``kind``: made of the chip set, its payout payable in it
    (a commission box is marked, not paid)."""
    if not payable(wager, config.chip_set):
        return False
    return kind is PayoutKind.BANCO_BOX or payable(payout_answer(kind, wager, config)[0], config.chip_set)


#: Wagers drawn for one the house takes before falling back on the list of every one it takes.
DRAWS = 30


def _wager(kind: PayoutKind, config: PayoutsConfig, rng: random.Random) -> Decimal | None:
    """A wager the house takes, in whole chips of the kind's unit: round ($25s) or, ``odd_share``
    of the time, awkward; None when ``DRAWS`` draws find none (a chip set that pays few)."""
    unit = _UNIT[kind]
    low_wager, high_wager = _wager_range(kind, config)
    round_step = Decimal("25") if config.max_wager >= 50 else unit * 2
    for _draw in range(DRAWS):
        odd = rng.random() < config.odd_share
        low, high = _multiples(low_wager, high_wager, round_step)
        step = unit if odd or high < low else round_step
        if step is unit:
            low, high = _multiples(low_wager, high_wager, unit)
        amount = step * _skewed(rng, max(low, 1), high)
        if odd and not amount % round_step:  # an odd amount is one that is not a round one
            continue
        if _takes(kind, amount, config):
            return amount
    return None


def _skewed(rng: random.Random, low: int, high: int) -> int:
    """A whole number in [low, high], small ones likelier (most bets are near the minimum)."""
    return low + min(high - low, int((high - low + 1) * rng.random() ** 2))


#: The two pair bets a pair payout may be on.
PAIR_SPOTS = (Bet.PLAYER_PAIR.value, Bet.BANKER_PAIR.value)


def _pair_bet(pair: str) -> Bet:
    if pair not in PAIR_SPOTS:
        raise ValueError(_("pair must be one of {spots}, not {pair}").format(spots=", ".join(PAIR_SPOTS),
                                                                             pair=repr(pair)))
    return Bet(pair)


def payout_answer(kind: PayoutKind, wager: Decimal, config: PayoutsConfig | None = None, *,
                  pair: str = "player pair") -> tuple[Decimal, str]:
    """(amount, explanation) for ``wager`` at ``kind``, computed by the engines; ``pair`` is the
    pair bet ("player pair" or "banker pair") a PAIR payout is on."""
    config = config or PayoutsConfig()
    pair_bet = _pair_bet(pair)
    if kind in (PayoutKind.BLACKJACK_3TO2, PayoutKind.BLACKJACK_6TO5):
        pays = BlackjackPays.THREE_TO_TWO if kind is PayoutKind.BLACKJACK_3TO2 else BlackjackPays.SIX_TO_FIVE
        return blackjack_payout_explained(wager, BlackjackRules(blackjack_pays=pays, payout_rounding=config.blackjack_rounding))
    if kind is PayoutKind.INSURANCE:
        amount = insurance_payout(wager)
        return amount, _("Insurance pays two to one when the dealer has blackjack: {wager} wins {amount}.").format(
            wager=format_money(wager), amount=format_money(amount))
    if kind is PayoutKind.EVEN_MONEY:
        amount = even_money_payout(wager)
        return amount, _("Even money is paid one to one at once, before the dealer looks: the bet's own amount.")
    coups = _coups()
    if kind in (PayoutKind.BANCO_DEDUCTED, PayoutKind.BANCO_BOX):
        style = CommissionStyle.DEDUCTED if kind is PayoutKind.BANCO_DEDUCTED else CommissionStyle.BOX
        rules = BaccaratRules(commission_style=style, commission_rate=config.commission_rate,
                              commission_box_step=config.commission_box_step,
                              commission_rounding=config.commission_rounding)
        settled = settle_bet(Bet.BANKER, wager, coups["banker"], rules)
        return (settled.paid if style is CommissionStyle.DEDUCTED else settled.commission), settled.explanation
    if kind in (PayoutKind.TIE_8TO1, PayoutKind.TIE_9TO1):
        rules = BaccaratRules(tie_pays=8 if kind is PayoutKind.TIE_8TO1 else 9)
        settled = settle_bet(Bet.TIE, wager, coups["tie"], rules)
        return settled.paid, settled.explanation
    if kind.side_bet is not None:
        *seat, upcard = parse_cards(_SIDE_BET_CARDS[kind])
        settled_side = settle_side_bet(kind.side_bet, wager, seat, upcard, config.side_bets)
        return settled_side.paid, settled_side.explanation
    if kind in NO_COMMISSION_KINDS:
        rules = BaccaratRules(no_commission=True, dragon_seven_pays=config.dragon_seven_pays,
                              panda_eight_pays=config.panda_eight_pays)
        bet, coup = {PayoutKind.DRAGON_7: (Bet.DRAGON_7, coups["dragon"]),
                     PayoutKind.PANDA_8: (Bet.PANDA_8, coups["panda"])}.get(kind, (Bet.BANKER, coups["banker"]))
        settled = settle_bet(bet, wager, coup, rules)
        return settled.paid, settled.explanation
    settled = settle_bet(pair_bet, wager, coups["pair"], BaccaratRules(pair_pays=config.pair_pays))
    return settled.paid, settled.explanation


#: The blackjack hands a blackjack payout is made on: (place, cards), the dealer first.
_BLACKJACK_HANDS = {
    PayoutKind.BLACKJACK_3TO2: ((Place.at_seat(1), "As Kh"),),
    PayoutKind.BLACKJACK_6TO5: ((Place.at_seat(1), "Ad Qs"),),
    PayoutKind.EVEN_MONEY: ((DEALER, "Ac"), (Place.at_seat(1), "Ah Jc")),  # before the dealer looks
    PayoutKind.INSURANCE: ((DEALER, "As Kd"),),  # the dealer turned up the blackjack
}
_BACCARAT_COUP = {
    PayoutKind.BANCO_DEDUCTED: "banker",
    PayoutKind.BANCO_BOX: "banker",
    PayoutKind.TIE_8TO1: "tie",
    PayoutKind.TIE_9TO1: "tie",
    PayoutKind.PAIR: "pair",
    PayoutKind.BANCO_NO_COMMISSION: "banker",
    PayoutKind.DRAGON_7: "dragon",
    PayoutKind.PANDA_8: "panda",
}


def payout_table(kind: PayoutKind, wager: Decimal, *, pair: str = "player pair") -> TableView:
    """The felt a payout is made on: the wager on its spot (seat 1) and the hands that won it."""
    if wager <= 0:
        raise ValueError(_("a wager must be more than nothing, not {wager}").format(wager=format_money(wager)))
    if kind.side_bet is not None:
        *seat, upcard = parse_cards(_SIDE_BET_CARDS[kind])
        hands = (HandView(DEALER, (upcard,)), HandView(Place.at_seat(1), tuple(seat)))
        return TableView("blackjack", hands, (BetView(1, kind.side_bet.value, wager),))
    if kind in _BLACKJACK_HANDS:
        spot = "insurance" if kind is PayoutKind.INSURANCE else "wager"
        hands = tuple(HandView(place, tuple(parse_cards(cards))) for place, cards in _BLACKJACK_HANDS[kind])
        return TableView("blackjack", hands, (BetView(1, spot, wager),))
    coup = _coups()[_BACCARAT_COUP[kind]]
    if kind is PayoutKind.PAIR:
        spot = _pair_bet(pair).value
    elif kind in (PayoutKind.TIE_8TO1, PayoutKind.TIE_9TO1):
        spot = Bet.TIE.value
    elif kind is PayoutKind.DRAGON_7:
        spot = Bet.DRAGON_7.value
    elif kind is PayoutKind.PANDA_8:
        spot = Bet.PANDA_8.value
    else:
        spot = Bet.BANKER.value
    hands = (HandView(PLAYER, coup.player_cards, label=str(coup.player_total)),
             HandView(BANKER, coup.banker_cards, label=str(coup.banker_total)))
    return TableView("baccarat", hands, (BetView(1, spot, wager),))


#: What each payout asks: (paid as an amount, paid in chips); ``wager`` and the prices are placeholders.
_PROMPTS: dict[PayoutKind, tuple[str, str]] = {
    PayoutKind.BLACKJACK_3TO2: (N_("Blackjack on {wager}, the table pays 3:2. Pay?"),
                                N_("Blackjack on {wager}, the table pays 3:2. Pay it in chips?")),
    PayoutKind.BLACKJACK_6TO5: (N_("Blackjack on {wager}, the table pays 6:5. Pay?"),
                                N_("Blackjack on {wager}, the table pays 6:5. Pay it in chips?")),
    PayoutKind.INSURANCE: (N_("Insurance bet of {wager}; the dealer has blackjack. Pay the insurance?"),
                           N_("Insurance bet of {wager}; the dealer has blackjack. Pay it in chips?")),
    PayoutKind.EVEN_MONEY: (N_("Blackjack on {wager} against an ace; the player takes even money. Pay?"),
                            N_("Blackjack on {wager} against an ace; the player takes even money. Pay it in chips?")),
    PayoutKind.BANCO_DEDUCTED: (N_("Banco wins on {wager}, commission taken off the payout. Pay?"),
                                N_("Banco wins on {wager}, commission taken off the payout. Pay it in chips?")),
    # the commission box is marked, never paid: it is never asked in chips
    PayoutKind.BANCO_BOX: (N_("Banco wins on {wager}. How much goes in the commission box?"),
                           N_("Banco wins on {wager}. How much goes in the commission box?")),
    PayoutKind.TIE_8TO1: (N_("Tie bet of {wager} wins at 8 to 1. Pay?"),
                          N_("Tie bet of {wager} wins at 8 to 1. Pay it in chips?")),
    PayoutKind.TIE_9TO1: (N_("Tie bet of {wager} wins at 9 to 1. Pay?"),
                          N_("Tie bet of {wager} wins at 9 to 1. Pay it in chips?")),
    PayoutKind.BANCO_NO_COMMISSION: (
        N_("No-commission game: Banco wins on {wager}, not with a three-card 7. Pay?"),
        N_("No-commission game: Banco wins on {wager}, not with a three-card 7. Pay it in chips?")),
    PayoutKind.DRAGON_7: (
        N_("Dragon 7 bet of {wager}; the Banker won with a three-card 7, paying {dragon} to 1. Pay?"),
        N_("Dragon 7 bet of {wager}; the Banker won with a three-card 7, paying {dragon} to 1. Pay it in chips?")),
    PayoutKind.PANDA_8: (
        N_("Panda 8 bet of {wager}; the Player won with a three-card 8, paying {panda} to 1. Pay?"),
        N_("Panda 8 bet of {wager}; the Player won with a three-card 8, paying {panda} to 1. Pay it in chips?")),
    # The hand is read off the felt: the prompt does not name it.
    **{kind: (N_("Perfect Pairs bet of {wager}; the seat's first two cards are on the felt. Pay?"),
              N_("Perfect Pairs bet of {wager}; the seat's first two cards are on the felt. Pay it in chips?"))
       for kind in SIDE_BET_KINDS if kind.side_bet is SideBet.PERFECT_PAIRS},
    **{kind: (N_("21+3 bet of {wager}; the seat's two cards and the upcard are on the felt. Pay?"),
              N_("21+3 bet of {wager}; the seat's two cards and the upcard are on the felt. Pay it in chips?"))
       for kind in SIDE_BET_KINDS if kind.side_bet is SideBet.TWENTY_ONE_PLUS_THREE},
}
#: A pair payout's prompt, by the pair bet it is on.
_PAIR_PROMPTS: dict[str, tuple[str, str]] = {
    "player pair": (N_("Player pair bet of {wager} wins at {pays} to 1. Pay?"),
                    N_("Player pair bet of {wager} wins at {pays} to 1. Pay it in chips?")),
    "banker pair": (N_("Banker pair bet of {wager} wins at {pays} to 1. Pay?"),
                    N_("Banker pair bet of {wager} wins at {pays} to 1. Pay it in chips?")),
}


def payout_prompt(kind: PayoutKind, wager: Decimal, config: PayoutsConfig, *, pair: str = "player pair",
                  chips: bool = False) -> str:
    """What a payout question asks, in the language in force."""
    prompts = _PAIR_PROMPTS[_pair_bet(pair).value] if kind is PayoutKind.PAIR else _PROMPTS[kind]
    return _(prompts[chips]).format(wager=format_money(wager), pays=config.pair_pays,
                                    dragon=config.dragon_seven_pays, panda=config.panda_eight_pays)


def house_payouts(baccarat: BaccaratRules, blackjack: BlackjackRules, chips: tuple[Chip, ...] = DEFAULT_CHIPS) -> dict:
    """The payouts drill's config fields for one house: the payouts its tables really make
    (3:2 or 6:5, even money where offered, tie 8 or 9 to 1, commission deducted or boxed or
    the no-commission game with its Dragon 7, pairs at their price if offered), its
    commission, its rounding and its chip set; a payout no wager of the chip set can be paid
    in is left out (a 3:2 blackjack with chips of $3.33 alone)."""
    kinds = [
        PayoutKind.BLACKJACK_3TO2 if blackjack.blackjack_pays is BlackjackPays.THREE_TO_TWO else PayoutKind.BLACKJACK_6TO5,
        PayoutKind.INSURANCE,
    ]
    if blackjack.even_money_offered:
        kinds.append(PayoutKind.EVEN_MONEY)
    if baccarat.no_commission:
        kinds.append(PayoutKind.BANCO_NO_COMMISSION)
        kinds += [kind for kind, offered in ((PayoutKind.DRAGON_7, baccarat.dragon_seven_offered),
                                             (PayoutKind.PANDA_8, baccarat.panda_eight_offered)) if offered]
    else:
        kinds.append(PayoutKind.BANCO_DEDUCTED if baccarat.commission_style is CommissionStyle.DEDUCTED
                     else PayoutKind.BANCO_BOX)
    kinds.append(PayoutKind.TIE_8TO1 if baccarat.tie_pays == 8 else PayoutKind.TIE_9TO1)
    if baccarat.pair_bets:
        kinds.append(PayoutKind.PAIR)
    kinds += [kind for kind in SIDE_BET_KINDS if kind.side_bet.offered(blackjack)  # type: ignore[union-attr]
              and (blackjack.decks >= 2 or kind not in _TWO_DECKS)]
    fields = {
        "commission_rate": baccarat.commission_rate,
        "commission_box_step": baccarat.commission_box_step,
        "commission_rounding": baccarat.commission_rounding,
        "blackjack_rounding": blackjack.payout_rounding,
        "pair_pays": baccarat.pair_pays,
        "dragon_seven_pays": baccarat.dragon_seven_pays,
        "panda_eight_pays": baccarat.panda_eight_pays,
        "side_bets": blackjack.model_copy(update={"perfect_pairs": True, "twenty_one_plus_three": True}),
        "chip_set": tuple(chips),
    }
    probe = PayoutsConfig.model_construct(**fields)  # the house's numbers at the standard wager limits
    payable_kinds = [kind for kind in kinds if next(_payable(kind, probe), None) is not None]
    return {**fields, "kinds": tuple(payable_kinds or kinds)}  # none payable: the config says why


def payouts_in_words(baccarat: BaccaratRules, blackjack: BlackjackRules) -> str:
    """The payouts a house makes, in one line: "blackjack pays 6 to 5 · insurance pays 2 to 1 · …"."""
    parts = [blackjack.pays_in_words, _("insurance pays 2 to 1"),
             _("even money offered") if blackjack.even_money_offered else _("no even money")]
    parts += baccarat.payouts_in_words()  # the baccarat payouts: no decks, limits, cut card
    parts += blackjack.side_bets_in_words()
    return " · ".join(parts)


class PayoutsDrill(FlashDrill):
    id = "payouts"
    title = N_("Payouts")

    def __init__(self, config: PayoutsConfig | None = None, *, seed: int | None = None, weak=()) -> None:
        config = config or PayoutsConfig()
        cells = [k.value for k in config.kinds]
        self._wagers: dict[PayoutKind, tuple[Decimal, ...]] = {}
        super().__init__(config, cells, self._ask_cell, seed=seed, weak=weak)

    def _ask_cell(self, cell: str, rng: random.Random) -> Question:
        config: PayoutsConfig = self.config  # type: ignore[assignment]
        kind = PayoutKind(cell)
        stake = _wager(kind, config, rng)
        if stake is None:  # few wagers of this chip set are taken: one of them all
            if kind not in self._wagers:
                self._wagers[kind] = payable_wagers(kind, config)
            stake = rng.choice(self._wagers[kind])
        pair = rng.choice(PAIR_SPOTS) if kind is PayoutKind.PAIR else PAIR_SPOTS[0]
        amount, explanation = payout_answer(kind, stake, config, pair=pair)
        chips = config.chips and kind is not PayoutKind.BANCO_BOX
        prompt = payout_prompt(kind, stake, config, pair=pair, chips=chips)
        return Question.flash(
            skill=cell, prompt=prompt, answer_kind=AnswerKind.MONEY, answer=amount, choices=(),
            explanation=explanation, table=payout_table(kind, stake, pair=pair), chips_wanted=chips, chip_set=config.chip_set,
        )
