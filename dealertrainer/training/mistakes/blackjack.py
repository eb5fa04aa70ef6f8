"""Blackjack rounds with a dealer's mistake.

A round at a table of a few seats is dealt from a fresh shoe by the engine (``round_steps``,
the table's own players), so its replay starts at the shuffle; the rounds a mistake needs
that a shoe seldom deals (insurance won, a soft 17, a blackjack against an ace) are the
situations' stacked rounds (``situations.blackjack.deal_round``). Asked for the mistake, a
maker deals the round as the wrong dealer would (the dealer's soft 17 played by the other
rule, even money paid where the house does not offer it) or alters one step (the burn left
out, insurance paid at the wrong price, the seats settled left to right). Asked for a clean
hand, the same maker deals the same kind of round under the house's rules, unaltered.
"""

from __future__ import annotations

import random
from dataclasses import replace
from decimal import Decimal

from dealertrainer.engine.blackjack.dealing import round_steps
from dealertrainer.engine.blackjack.payouts import even_money_offered
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.engine.blackjack.seats import Action
from dealertrainer.engine.money import Chip, format_money
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.steps import DealerStep
from dealertrainer.language import N_, _
from dealertrainer.training.mistakes.replay import Made, moved_with_tables
from dealertrainer.training.situations.blackjack import BUILDERS, deal_round
from dealertrainer.training.situations.cards import by_point

__all__ = ["MAKERS", "NAMES", "dealt_at"]

SETTLES = ("take", "pay", "push")


def _table_round(rng: random.Random, house: BlackjackRules, chips: tuple[Chip, ...], seats: int = 3) -> list[DealerStep]:
    """One round from a fresh shoe at a table of ``seats`` (the house's seats, if fewer)."""
    from dealertrainer.training.drills.seat import BlackjackSeatConfig, BlackjackSeats  # the table's own players

    config = BlackjackSeatConfig(rules=house, seats=min(seats, house.seats), chip_set=chips, side_bets=0)
    layout = BlackjackSeats(config, rng)()
    shoe = Shoe(house.decks, seed=rng.randrange(2**32))
    _result, steps = round_steps(shoe, layout.wagers, house, layout.players, chips=chips,
                                 new_shoe_seed=rng.randrange(2**32))
    return steps


# --------------------------------------------------------------------------- the burn
def _burn(rng: random.Random, house: BlackjackRules, chips: tuple[Chip, ...], wrong: bool) -> Made | None:
    steps = _table_round(rng, house, chips)
    at = next((i for i, s in enumerate(steps) if s.action == "burn"), None)
    if at is None:
        return None
    if not wrong:
        return Made(tuple(steps))
    left = steps[:at] + steps[at + 1:]
    why = _("A new shoe is dealt only after one card is burned; this card went out with no burn. The dealer "
            "stops and calls the floor supervisor.")
    return Made(tuple(left), left[at], why)


# --------------------------------------------------------------------------- the dealer's soft 17
def _soft_17(rng: random.Random, house: BlackjackRules, chips: tuple[Chip, ...], wrong: bool) -> Made | None:
    played = house.model_copy(update={"dealer_hits_soft_17": not house.dealer_hits_soft_17}) if wrong else house
    steps = BUILDERS["blackjack.dealer.soft17"](rng, played)
    step = next((s for s in steps if s.skill == "blackjack.dealer.soft17"), None)
    if step is None:
        return None
    if not wrong:
        return Made(tuple(steps))
    if house.dealer_hits_soft_17:
        why = _("This house's dealer hits soft 17, and the dealer stood. "
                "Caught before the bets are settled, the dealer calls the floor supervisor.")
    else:
        why = _("This house's dealer stands on soft 17, and the dealer drew. "
                "Caught before the bets are settled, the dealer calls the floor supervisor.")
    return Made(tuple(steps), step, why)


# --------------------------------------------------------------------------- insurance
def _insurance(rng: random.Random, house: BlackjackRules, chips: tuple[Chip, ...], wrong: bool) -> Made | None:
    steps = BUILDERS["blackjack.payout.insurance"](rng, house)
    at = next((i for i, s in enumerate(steps) if s.action == "pay_insurance"), None)
    if at is None:
        return None
    if not wrong:
        return Made(tuple(steps))
    step = steps[at]
    right = Decimal(step.answer)  # type: ignore[arg-type]
    stake = right / 2
    paid, why = rng.choice((
        (stake, N_("Insurance pays two to one: {stake} insured wins {right}; the dealer paid "
                   "one to one. The difference is added before the cards are collected.")),
        (stake * 3 / 2, N_("Insurance pays two to one: {stake} insured wins {right}; the dealer paid "
                           "three to two. The difference is added before the cards are collected."))))
    bad = replace(step, say=_("Pay seat {seat}'s insurance {amount}").format(seat=step.seat, amount=format_money(paid)),
                  answer=paid)
    why = _(why).format(stake=format_money(stake), right=format_money(right))
    return Made(tuple(steps[:at]) + (bad,) + tuple(steps[at + 1:]), bad, why)


# --------------------------------------------------------------------------- even money
def _even_money(rng: random.Random, house: BlackjackRules, chips: tuple[Chip, ...], wrong: bool) -> Made | None:
    seat_cards = [by_point(rng, 1), by_point(rng, 10)]
    rng.shuffle(seat_cards)
    dealer = [by_point(rng, 1), by_point(rng, rng.randint(2, 9))]
    if wrong:  # dealt as at a table that offers even money, and the seat takes it
        offering = house.model_copy(update={"even_money": True, "blackjack_pays": BlackjackPays.THREE_TO_TWO})
        steps = deal_round(rng, offering, seat_cards, dealer, script=[Action.EVEN_MONEY])
        step = next((s for s in steps if s.action == "even_money"), None)
        if step is None:
            return None
        if house.blackjack_pays is not BlackjackPays.THREE_TO_TWO:
            why = _("No even money at this table (blackjack pays 6 to 5 here): the blackjack waits for the peek and "
                    "is paid at the table's price. The payout is taken back and the hand played on.")
        else:
            why = _("No even money at this table (this house does not offer it): the blackjack waits for the peek "
                    "and is paid at the table's price. The payout is taken back and the hand played on.")
        return Made(tuple(steps), step, why)
    return Made(tuple(deal_round(rng, house, seat_cards, dealer)))


# --------------------------------------------------------------------------- settlement order
def _settle_order(rng: random.Random, house: BlackjackRules, chips: tuple[Chip, ...], wrong: bool) -> Made | None:
    steps = _table_round(rng, house, chips, seats=4)
    done = max((i for i, s in enumerate(steps) if s.action.startswith("dealer_") or s.action == "reveal_hole"),
               default=None)
    if done is None:
        return None
    # Each seat's settlement: its hand turned up and called (a pitch game), then taken, paid or pushed.
    chunks: list[list[int]] = []
    pitched = any(s.action == "pitch_turn_hand" for s in steps[done + 1:])
    for i in range(done + 1, len(steps)):
        if (steps[i].action == "pitch_turn_hand") if pitched else (steps[i].action in SETTLES):
            chunks.append([])
        if chunks:  # the dealer's last call comes before the first seat is settled
            chunks[-1].append(i)
    settles = [[i for i in chunk if steps[i].action in SETTLES and steps[i].bet is not None] for chunk in chunks]
    seats = [steps[c[0]].seat for c in settles if len(c) == 1]
    if len(chunks) < 2 or len(seats) != len(chunks) or len(set(seats)) != len(seats) or any(
            steps[c[0]].bet.hand is not None for c in settles):  # type: ignore[union-attr]
        return None  # a split seat: its hands settle together
    if not wrong:
        return Made(tuple(steps))
    first = chunks[0][0]
    block = steps[first - 1:]
    order = [i - first + 1 for chunk in reversed(chunks) for i in chunk]  # first base first
    moved = moved_with_tables(block, order)
    bad = moved[1 + chunks[-1].index(settles[-1][0])]
    why = _("Seats are settled right to left, third base first; the dealer began at seat {seat}. Back to "
            "third base for the rest; a seat settled right stays settled.").format(seat=bad.seat)
    return Made(tuple(steps[:first - 1]) + tuple(moved), bad, why)


def dealt_at(skill: str, house: BlackjackRules) -> bool:
    """Whether the mistake is a mistake at this house: even money offered only where the
    house does not offer it; seats out of order only at a table of two seats or more."""
    if skill == "blackjack.mistake.settle_order":
        return house.seats >= 2
    return not (skill == "blackjack.mistake.even_money" and even_money_offered(house))


MAKERS = {
    "blackjack.mistake.burn": _burn,
    "blackjack.mistake.soft17": _soft_17,
    "blackjack.mistake.insurance": _insurance,
    "blackjack.mistake.even_money": _even_money,
    "blackjack.mistake.settle_order": _settle_order,
}
NAMES = {
    "blackjack.mistake.burn": lambda house: N_("Burn card missed"),
    "blackjack.mistake.soft17": lambda house: N_("Dealer's soft 17 played wrong"),
    "blackjack.mistake.insurance": lambda house: N_("Insurance paid at the wrong price"),
    "blackjack.mistake.even_money": lambda house: N_("Even money offered"),
    "blackjack.mistake.settle_order": lambda house: N_("Seats settled out of order"),
}
