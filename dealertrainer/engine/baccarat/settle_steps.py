"""Settling a baccarat coup as the dealer's steps: the losing bets swept, pushes left, winners
paid from the rack, commission marked in the boxes, and the boxes collected at the end of a
shoe."""

from __future__ import annotations

from collections.abc import Iterable, MutableMapping
from decimal import Decimal

from dealertrainer.engine.baccarat.coup import Coup
from dealertrainer.engine.baccarat.coup_deal import CoupFelt, bet_view
from dealertrainer.engine.baccarat.losing_bets import losing_bets_step
from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.baccarat.settlement import Bet, CommissionBox, PlacedBet, Result, boxed_why, settle_table
from dealertrainer.engine.money import format_money
from dealertrainer.engine.steps import AnswerKind, DealerStep, TableView
from dealertrainer.language import N_, _

__all__ = ["END_OF_SHOE", "PLAYER_LEAVING", "SETTLE_CHOICES", "box_marked", "collect_box_steps", "settlement_steps"]

SETTLE_CHOICES = (N_("take"), N_("push"), N_("pay"))
_PAY_SKILL = {
    Bet.PLAYER: "baccarat.payout.punto",
    Bet.BANKER: "baccarat.payout.banco",
    Bet.TIE: "baccarat.payout.tie",
    Bet.PLAYER_PAIR: "baccarat.payout.pair",
    Bet.BANKER_PAIR: "baccarat.payout.pair",
    Bet.DRAGON_7: "baccarat.payout.dragon7",
    Bet.PANDA_8: "baccarat.payout.panda8",
}


def _pay_skill(spot: Bet, r: BaccaratRules) -> str:
    """The payout's skill: a tie by its rate, a Banker win in the no-commission game by that game."""
    if spot is Bet.TIE:
        return f"{_PAY_SKILL[spot]}.{r.tie_pays}to1"
    if spot is Bet.BANKER and r.no_commission:
        return "baccarat.payout.no_commission"
    return _PAY_SKILL[spot]


def settlement_steps(
    felt: CoupFelt,
    placed: list[PlacedBet],
    coup: Coup,
    r: BaccaratRules,
    boxes: MutableMapping[int, CommissionBox],
) -> list[DealerStep]:
    """Every bet on ``felt`` settled against ``coup``: one question for the losing bets swept
    together, then seat by seat a push left, a win paid and its commission marked."""
    steps: list[DealerStep] = []
    settlements = settle_table(placed, coup, r)
    losing = losing_bets_step(felt.view(), settlements, felt.note)  # one question for the sweep
    if losing is not None:
        steps.append(losing)
    for s in settlements:
        bet = s.bet
        on_felt = bet_view(bet)  # as it lies before this step: a taken bet is gone from the step's felt
        where = dict(seat=bet.seat, amount=format_money(bet.stake), spot=bet.spot.label)
        if s.result is Result.TAKE:  # asked above, for the whole layout: taken as a motion
            felt.bets.remove(bet)
            steps.append(DealerStep("settle", _("Take seat {seat}'s {amount} on {spot}.").format(**where), felt.view(),
                                    seat=bet.seat, bet=on_felt))
            continue
        if s.result is not Result.PAY:
            steps.append(
                DealerStep(
                    "settle",
                    _("Seat {seat}'s {amount} on {spot} pushes: leave it.").format(**where),
                    felt.view(),
                    question=_("Seat {seat}'s {amount} on {spot}. What do you do with it?").format(**where),
                    answer_kind=AnswerKind.CHOICE,
                    answer=s.result.value,
                    choices=SETTLE_CHOICES,
                    explanation=s.explanation,
                    skill="baccarat.settle.push",
                    seat=bet.seat,
                    bet=on_felt,
                )
            )
            continue
        steps.append(
            DealerStep(
                "pay",
                _("Pay seat {seat}'s {amount} on {spot}: {paid}.").format(**where, paid=format_money(s.paid)),
                felt.view(),
                question=_("Seat {seat}'s {amount} on {spot} wins. How much do you pay?").format(**where),
                answer_kind=AnswerKind.MONEY,
                answer=s.paid,
                explanation=s.explanation,
                skill=_pay_skill(bet.spot, r),
                seat=bet.seat,
                extra=(("odds", s.odds),) + ((("commission", str(s.commission)),) if s.commission else ()),
                bet=on_felt,
            )
        )
        if s.boxed:
            box = boxes.get(bet.seat)
            if box is None:
                box = boxes[bet.seat] = CommissionBox(bet.seat)
            before = felt.view()
            box.mark(s.commission)
            steps.append(
                DealerStep(
                    "commission",
                    box_marked(bet.seat, s.commission, box.owed),
                    before,
                    question=_("How much commission do you mark in box {seat} for this win?").format(seat=bet.seat),
                    answer_kind=AnswerKind.MONEY,
                    answer=s.commission,
                    explanation=boxed_why(bet.stake, s.commission, r),
                    skill="baccarat.commission.box",
                    seat=bet.seat,
                )
            )
    return steps


def box_marked(seat: int, commission: Decimal, owed: Decimal) -> str:
    """The dealer's words as commission goes in a box: "Mark $1.75 in box 3 (now $3.50)."."""
    return _("Mark {commission} in box {seat} (now {owed}).").format(
        commission=format_money(commission), seat=seat, owed=format_money(owed))


#: Why the boxes are collected: at the end of the shoe, or one seat's as its player leaves.
END_OF_SHOE = N_("end of the shoe")
PLAYER_LEAVING = N_("player leaving the table")


def collect_box_steps(boxes: MutableMapping[int, CommissionBox], seats: Iterable[int] | None = None,
                      why: str = END_OF_SHOE) -> list[DealerStep]:
    """Collect the commission boxes of ``seats`` (all by default), one step per box owing;
    ``why``: ``END_OF_SHOE`` or ``PLAYER_LEAVING``."""
    steps = []
    for seat in sorted(boxes if seats is None else seats, reverse=True):
        box = boxes.get(seat)
        if box is None or not box.owed:
            continue
        commission = tuple(sorted((s, b.owed) for s, b in boxes.items() if b.owed))
        table = TableView("baccarat", commission=commission, note=_(why))
        owed = box.owed
        marks = " + ".join(format_money(m) for m in box.marks)
        box.collect()
        steps.append(
            DealerStep(
                "collect_commission",
                _("Collect {amount} commission from seat {seat}.").format(amount=format_money(owed), seat=seat),
                table,
                question=_("Seat {seat}'s box holds {marks}. How much commission do you collect?").format(
                    seat=seat, marks=marks),
                answer_kind=AnswerKind.MONEY,
                answer=owed,
                explanation=_("At the {why} the dealer collects everything marked in the seat's box.").format(
                    why=_(why)),
                skill="baccarat.commission.collect",
                seat=seat,
            )
        )
    return steps
