"""The dealer's blackjack steps that move a bet: insurance offered up to its maximum, paid or
taken, even money, a side bet (Perfect Pairs, 21+3) paid or taken, a surrender, and each
hand's wager settled.

Each step names the bet it concerns (``DealerStep.bet``): the ``BetView`` exactly as it lies
on the felt when the step begins, so a view lays a payout beside the wager it pays without
reading the words back.
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal

from dealertrainer.engine.blackjack.side_bets import SideBetResult
from dealertrainer.engine.money import Chip, ChipSetRefused, UnmakeableAmount, chip_breakdown, format_money
from dealertrainer.engine.places import Place
from dealertrainer.engine.steps import AnswerKind, BetView, DealerStep, TableView
from dealertrainer.language import N_, _

__all__ = ["SETTLE_CHOICES", "chips_text", "even_money", "insurance_max", "insurance_settle", "settle",
           "side_bet_settled", "surrender"]

SETTLE_CHOICES = (N_("take"), N_("push"), N_("pay"))  # the order the key map shows them at every game


def chips_text(amount: Decimal, chips: Iterable[Chip]) -> str:
    """The fewest chips for an amount in words ("1 green $25, 1 pink $2.50"), or "" if unmakeable
    (or the set is one the fewest-chips search refuses)."""
    try:
        parts = chip_breakdown(amount, chips)
    except (UnmakeableAmount, ChipSetRefused):
        return ""
    return ", ".join(f"{n} {chip.colour} {format_money(chip.value)}" for chip, n in parts.items())


def _chips_extra(amount: Decimal, chips: Iterable[Chip]) -> tuple[tuple[str, str], ...]:
    text = chips_text(amount, chips)
    return (("amount", format_money(amount)),) + ((("chips", text),) if text else ())


# ---------------------------------------------------------------------- insurance and even money
def insurance_max(table: TableView, wager: BetView, maximum: Decimal) -> DealerStep:
    """How much ``wager``'s seat may insure."""
    seat = wager.seat
    return DealerStep(
        "insurance_max",
        _("Seat {seat} may insure up to {amount}").format(seat=seat, amount=format_money(maximum)),
        table,
        question=_("Seat {seat} has {amount} bet. What is the most they may insure?").format(
            seat=seat, amount=format_money(wager.amount)),
        answer_kind=AnswerKind.MONEY,
        answer=maximum,
        explanation=_("An insurance bet is at most half the wager it protects."),
        skill="blackjack.insurance.max",
        seat=seat,
        bet=wager,
    )


def even_money(table: TableView, bet: BetView, chips: Iterable[Chip]) -> DealerStep:
    """``bet``, a blackjack's wager, paid one to one before the peek."""
    seat, wager = bet.seat, bet.amount
    return DealerStep(
        "even_money",
        _("Seat {seat} takes even money: pay {amount} and clear the cards").format(seat=seat, amount=format_money(wager)),
        table,
        question=_("Seat {seat} has a blackjack for {amount} and asks for even money. How much do you pay?").format(
            seat=seat, amount=format_money(wager)),
        answer_kind=AnswerKind.MONEY,
        answer=wager,
        explanation=_("Even money pays the blackjack one to one right away, whatever the hole card turns out to be."),
        skill="blackjack.payout.even_money",
        seat=seat,
        extra=_chips_extra(wager, chips),
        bet=bet,
    )


def insurance_settle(table: TableView, bet: BetView, won: bool, chips: Iterable[Chip]) -> DealerStep:
    """The insurance ``bet`` paid two to one when the dealer has blackjack, else taken."""
    seat, stake = bet.seat, bet.amount
    if won:
        pay = stake * 2
        return DealerStep(
            "pay_insurance",
            _("Pay seat {seat}'s insurance {amount}").format(seat=seat, amount=format_money(pay)),
            table,
            question=_("The dealer has blackjack. Seat {seat} insured {amount}. How much do you pay?").format(
                seat=seat, amount=format_money(stake)),
            answer_kind=AnswerKind.MONEY,
            answer=pay,
            explanation=_("Insurance wins against a dealer blackjack and pays two to one: twice the insurance bet."),
            skill="blackjack.payout.insurance",
            seat=seat,
            extra=_chips_extra(pay, chips),
            bet=bet,
        )
    return DealerStep(
        "take_insurance",
        _("Take seat {seat}'s insurance").format(seat=seat),
        table,
        question=_("No dealer blackjack. What do you do with seat {seat}'s {amount} insurance?").format(
            seat=seat, amount=format_money(stake)),
        answer_kind=AnswerKind.CHOICE,
        answer=SETTLE_CHOICES[0],
        choices=SETTLE_CHOICES,
        explanation=_("Insurance bets only win when the dealer has blackjack; otherwise they go to the rack."),
        skill="blackjack.insurance.lose",
        seat=seat,
        bet=bet,
    )


# ---------------------------------------------------------------------- side bets
def side_bet_settled(table: TableView, bet: BetView, title: str, result: SideBetResult, chips: Iterable[Chip]) -> DealerStep:
    """A side ``bet`` after the deal: paid at the house's price for what it made, else taken
    with the losing bets (a motion, not a question: a side bet never pushes)."""
    seat = bet.seat
    named = dict(seat=seat, title=_(title), amount=format_money(bet.amount))
    if not result.won:
        return DealerStep("take_side_bet", _("Take seat {seat}'s {amount} {title} bet").format(**named), table,
                          explanation=result.explanation, seat=seat, bet=bet)
    return DealerStep(
        "pay_side_bet",
        _("Pay seat {seat}'s {title} {paid}").format(**named, paid=format_money(result.paid)),
        table,
        question=_("Seat {seat}'s {amount} on {title} wins. How much do you pay?").format(**named),
        answer_kind=AnswerKind.MONEY,
        answer=result.paid,
        explanation=result.explanation,
        skill=result.skill,
        seat=seat,
        extra=_chips_extra(result.paid, chips) + (("odds", f"{result.to_one} to 1"),),
        bet=bet,
    )


# ---------------------------------------------------------------------- settlement
def surrender(table: TableView, bet: BetView, place: Place, taken: Decimal) -> DealerStep:
    """``place`` gives up its wager ``bet``: ``taken`` goes to the rack."""
    seat, wager = bet.seat, bet.amount
    return DealerStep(
        "surrender",
        _("Take {taken} of {place}'s {amount}, give the rest back").format(
            taken=format_money(taken), place=place.said, amount=format_money(wager)),
        table,
        question=_("{place} surrenders a {amount} bet. How much goes to the rack?").format(
            place=place.said_capitalized, amount=format_money(wager)),
        answer_kind=AnswerKind.MONEY,
        answer=taken,
        explanation=_("Surrender gives up half the wager: the rack keeps half, the player keeps the other half."),
        skill="blackjack.settle.surrender",
        seat=seat,
        bet=bet,
    )


def settle(
    table: TableView,
    bet: BetView,
    place: Place,
    outcome: str,
    amount: Decimal,
    skill: str,
    why: str,
    chips: Iterable[Chip],
) -> DealerStep:
    """The hand at ``place`` settled on its wager ``bet``: ``outcome`` "pay" (amount = winnings),
    "take" or "push" (amount = the bet, the double included)."""
    seat = bet.seat
    if outcome == "pay":
        return DealerStep(
            "pay",
            _("Pay {place} {amount}").format(place=place.said, amount=format_money(amount)),
            table,
            question=_("How much do you pay {place}?").format(place=place.said),
            answer_kind=AnswerKind.MONEY,
            answer=amount,
            explanation=why,
            skill=skill,
            seat=seat,
            extra=_chips_extra(amount, chips) + (("owner", str(place)),),
            bet=bet,
        )
    verb = {"take": _("Take {place}'s {amount}"), "push": _("Push {place}: the bet stays")}[outcome].format(
        place=place.said, amount=format_money(amount))
    return DealerStep(
        outcome,
        verb,
        table,
        question=_("What do you do with {place}'s bet?").format(place=place.said),
        answer_kind=AnswerKind.CHOICE,
        answer=outcome,
        choices=SETTLE_CHOICES,
        explanation=why,
        skill=skill,
        seat=seat,
        extra=(("amount", format_money(amount)), ("owner", str(place))),
        bet=bet,
    )
