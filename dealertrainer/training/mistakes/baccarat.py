"""Mini Baccarat hands with a dealer's mistake: the first coup of a real shoe, from the shuffle.

Each maker deals a shoe's start and its first coup with the engine (``ShoeSession``,
``coup_steps``) and random bettors, then, asked for the mistake, deals or alters it so one
step goes wrong under the house's rules: a third card drawn or refused against the tableau,
the burn miscounted, the banco commission off by a piece, a winner paid before the losing
bets are taken. Asked for a clean hand, the same maker deals the same kind of coup unaltered.
"""

from __future__ import annotations

import random
from dataclasses import replace
from decimal import Decimal

from dealertrainer.engine.baccarat.coup_deal import CoupDeal
from dealertrainer.engine.baccarat.coup_procedure import burn_count_said, burn_said, cards_burned, coup_steps
from dealertrainer.engine.baccarat.settle_steps import box_marked
from dealertrainer.engine.baccarat.settlement import Bet
from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.baccarat.shoe_session import ShoeSession
from dealertrainer.engine.baccarat.tableau import Decision, banker_decision, player_decision
from dealertrainer.engine.house_rules import percent
from dealertrainer.engine.money import Chip, format_money
from dealertrainer.engine.places import BURN
from dealertrainer.engine.steps import DealerStep, HandView
from dealertrainer.language import N_, _
from dealertrainer.training.mistakes.replay import Made, moved_with_tables

__all__ = ["MAKERS", "NAMES", "dealt_at"]

TRIES = 60  # coups dealt, at most, for one that gives the mistake a place


def _start(rng: random.Random, house: BaccaratRules) -> ShoeSession:
    return ShoeSession(house, seed=rng.randrange(2**32))


def _bets(rng: random.Random, house: BaccaratRules, chips: tuple[Chip, ...]) -> dict:
    from dealertrainer.training.drills.seat import BaccaratBettors, BaccaratSeatConfig  # the table's own bettors

    config = BaccaratSeatConfig(rules=house, seats=min(5, house.seats), chip_set=chips)
    return BaccaratBettors(config, rng)()


def _coup(rng: random.Random, house: BaccaratRules, chips: tuple[Chip, ...],
          dealer: type[CoupDeal] = CoupDeal) -> list[DealerStep]:
    session = _start(rng, house)
    steps = session.start_shoe()
    _coup_result, dealt = coup_steps(session.shoe, _bets(rng, house, chips), house, session.boxes, dealer)
    return steps + dealt


# --------------------------------------------------------------------------- a wrong draw
def _turned(rule):
    """A drawing rule read the wrong way round: draw where it says stand, stand where it says draw."""
    def misread(*totals: object) -> Decision:
        right = rule(*totals)
        return replace(right, draws=not right.draws)
    return staticmethod(misread)


class _PlayerMisread(CoupDeal):
    player_rule = _turned(player_decision)


class _BankerMisread(CoupDeal):
    banker_rule = _turned(banker_decision)


def _draw(rng: random.Random, house: BaccaratRules, chips: tuple[Chip, ...], wrong: bool) -> Made | None:
    hand = rng.choice(("player", "banker"))
    dealer = (_PlayerMisread if hand == "player" else _BankerMisread) if wrong else CoupDeal
    steps = _coup(rng, house, chips, dealer)
    asked = next((s for s in steps if s.action == f"{hand}_draws"), None)
    if asked is None:  # a natural: nobody draws
        return None
    if not wrong:
        return Made(tuple(steps))
    should_draw = asked.answer != "draw"  # the dealer acted on the answer the misread rule gave
    why = {
        ("player", True): _("The Player should draw: {rule} The dealer stops before paying and calls the floor "
                            "supervisor."),
        ("player", False): _("The Player should stand: {rule} The dealer stops before paying and calls the floor "
                             "supervisor."),
        ("banker", True): _("The Banker should draw: {rule} The dealer stops before paying and calls the floor "
                            "supervisor."),
        ("banker", False): _("The Banker should stand: {rule} The dealer stops before paying and calls the floor "
                             "supervisor."),
    }[hand, should_draw].format(rule=asked.explanation)
    return Made(tuple(steps), asked, why)


# --------------------------------------------------------------------------- the burn
def _burn(rng: random.Random, house: BaccaratRules, chips: tuple[Chip, ...], wrong: bool) -> Made | None:
    session = _start(rng, house)
    start = session.start_shoe()
    if not wrong:
        _r, dealt = coup_steps(session.shoe, _bets(rng, house, chips), house, session.boxes)
        return Made(tuple(start + dealt))
    told = next(s for s in start if s.action == "burn_count")
    burned = next(s for s in start if s.action == "burn")
    count = int(told.answer)  # type: ignore[arg-type]
    more = rng.choice((1, 1, 2))
    extra = [session.shoe.draw(to="burn") for _ in range(more)]  # the cards burned too many, from the shoe
    session.shoe.collect(extra)
    hand = burned.table.hands[0]
    table = replace(burned.table, hands=(HandView(BURN, hand.cards + tuple(extra), hand.face_down + (True,) * more),),
                    note=cards_burned(len(hand.cards) + more))
    done = count + more
    if rng.random() < 0.5:  # the count announced wrong, and burned as announced
        card = told.table.hands[0].cards[0]
        called = wrong_step = replace(told, say=burn_count_said(card, done))
        why = _("The {card} counts {count}: {count} cards are burned, not {done}. The dealer stops before the "
                "first coup and calls the floor supervisor.").format(card=card.name, count=count, done=done)
    else:  # the count right, one or two burned too many
        called, wrong_step = told, None
        why = _("The burn card called {count}, and {done} were burned. The dealer stops before the first coup and "
                "calls the floor supervisor.").format(count=count, done=done)
    burn_step = replace(burned, say=burn_said(done), table=table)
    if wrong_step is None:
        wrong_step = burn_step
    start = [called if s is told else burn_step if s is burned else s for s in start]
    _r, dealt = coup_steps(session.shoe, _bets(rng, house, chips), house, session.boxes)
    return Made(tuple(start + dealt), wrong_step, why)


# --------------------------------------------------------------------------- the commission
def _off_by(rng: random.Random, amount: Decimal) -> Decimal:
    """A piece more or less than ``amount``: the quarter, the half or the dollar (never under a quarter)."""
    delta = rng.choice((Decimal("0.25"), Decimal("0.50"), Decimal("1")))
    return amount - delta if amount - delta >= Decimal("0.25") and rng.random() < 0.5 else amount + delta


def _commission(rng: random.Random, house: BaccaratRules, chips: tuple[Chip, ...], wrong: bool) -> Made | None:
    steps = _coup(rng, house, chips)
    boxed = house.commission_style is CommissionStyle.BOX
    mark = next((i for i, s in enumerate(steps)
                 if (s.action == "commission" if boxed else s.skill == "baccarat.payout.banco")), None)
    if mark is None:  # no banco winner this coup
        return None
    if not wrong:
        return Made(tuple(steps))
    step = steps[mark]
    right = Decimal(step.answer)  # type: ignore[arg-type]
    if boxed:
        marked = _off_by(rng, right)
        seat = step.seat
        before = dict(step.table.commission).get(seat, Decimal(0))
        bad = replace(step, say=box_marked(seat, marked, before + marked), answer=marked)
        later = [replace(s, table=replace(s.table, commission=tuple(
            (k, v + marked - right if k == seat else v) for k, v in s.table.commission))) for s in steps[mark + 1:]]
        why = _("Box {seat} takes {right} for this win ({rate}, rounded up to {step}), not {marked}; the mark is put "
                "right at once.").format(seat=seat, right=format_money(right), rate=percent(house.commission_rate),
                                         step=format_money(house.commission_box_step), marked=format_money(marked))
    else:
        paid = _off_by(rng, right)
        bet = step.bet
        assert bet is not None  # a payout step names the bet it pays
        bad = replace(step, say=_("Pay seat {seat}'s {amount} on {spot}: {paid}.").format(
            seat=bet.seat, amount=format_money(bet.amount), spot=Bet.parse(bet.spot).label, paid=format_money(paid)),
            answer=paid)
        later = list(steps[mark + 1:])
        why = _("The banco win pays {right} ({rate} off), not {paid}; the difference is put right before the cards "
                "are collected.").format(right=format_money(right), rate=percent(house.commission_rate),
                                         paid=format_money(paid))
    return Made(tuple(steps[:mark]) + (bad,) + tuple(later), bad, why)


# --------------------------------------------------------------------------- the settlement order
def _settle_order(rng: random.Random, house: BaccaratRules, chips: tuple[Chip, ...], wrong: bool) -> Made | None:
    steps = _coup(rng, house, chips)
    sweep = next((i for i, s in enumerate(steps) if s.action == "take_losing"), None)
    pay = next((i for i, s in enumerate(steps) if s.action == "pay"), None)
    if sweep is None or pay is None or pay < sweep:
        return None
    if not wrong:
        return Made(tuple(steps))
    # The first payout done before the losing bets are taken: the felt follows the dealer's order.
    block = steps[sweep - 1:pay + 1]
    order = [len(block) - 1, *range(1, len(block) - 1)]
    moved = moved_with_tables(block, order)
    bad = moved[1]
    why = _("Losing bets are taken first, right to left, then the winners are paid. The dealer takes the losing "
            "bets left before paying on; a payout already made stands if it is right.")
    return Made(tuple(steps[:sweep - 1]) + tuple(moved) + tuple(steps[pay + 1:]), bad, why)


def dealt_at(skill: str, house: BaccaratRules) -> bool:
    """Whether this house's game can show the mistake (a no-commission game has no commission)."""
    return not (skill == "baccarat.mistake.commission" and house.no_commission)


def _commission_name(house: BaccaratRules) -> str:
    return N_("Commission box mismarked") if house.commission_style is CommissionStyle.BOX else N_("Banco commission miscounted")


#: The mistakes, by skill: (maker, the name the trainee picks at this house).
MAKERS = {
    "baccarat.mistake.draw": _draw,
    "baccarat.mistake.burn": _burn,
    "baccarat.mistake.commission": _commission,
    "baccarat.mistake.settle_order": _settle_order,
}
NAMES = {
    "baccarat.mistake.draw": lambda house: N_("Wrong third-card draw"),
    "baccarat.mistake.burn": lambda house: N_("Burn miscounted"),
    "baccarat.mistake.commission": _commission_name,
    "baccarat.mistake.settle_order": lambda house: N_("Winner paid before the losers were taken"),
}
