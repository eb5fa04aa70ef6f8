"""A baccarat shoe and its coups as the dealer's steps.

``new_shoe_steps`` covers the start of a shoe (cut, cut card, burn); ``coup_steps`` deals
one coup with the bets on the layout and returns every step from "no more bets" to the
last payout, commission and, when it comes out, the cut card.

The ``table`` of a step is the felt as the trainee sees it when the step comes up: for a
question that is before the answer is acted on (the card about to be placed is shown in a
hand called "drawn"; a bet about to be settled is still on its spot), for a motion it is
after the motion.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, MutableMapping
from decimal import Decimal

from dealertrainer.engine.baccarat.coup import Coup, Winner
from dealertrainer.engine.baccarat.losing_bets import losing_bets_step
from dealertrainer.engine.baccarat.rules import AfterCutCard, BaccaratRules
from dealertrainer.engine.baccarat.settlement import (
    Bet,
    CommissionBox,
    PlacedBet,
    Result,
    place_bets,
    settle_table,
)
from dealertrainer.engine.baccarat.tableau import (
    banker_decision,
    hand_total,
    player_decision,
    point,
)
from dealertrainer.engine.cards import Card, with_article
from dealertrainer.engine.money import format_money
from dealertrainer.engine.places import BANKER, BURN, DRAWN, PLAYER
from dealertrainer.engine.shoe import Shoe, burn_count
from dealertrainer.engine.steps import AnswerKind, BetView, DealerStep, HandView, TableView

__all__ = ["CUT_CARD_CHOICES", "DRAW_CHOICES", "SETTLE_CHOICES", "collect_box_steps", "coup_steps", "new_shoe_steps"]

HANDS = ("player", "banker")
_PLACES = {"player": PLAYER, "banker": BANKER}
SETTLE_CHOICES = ("take", "push", "pay")
DRAW_CHOICES = ("draw", "stand")  # a third card: the same answer as in the draw table drill
CUT_CARD_CHOICES = ("deal one more coup, then shuffle", "shuffle now")
_PAY_SKILL = {
    Bet.PLAYER: "baccarat.payout.punto",
    Bet.BANKER: "baccarat.payout.banco",
    Bet.TIE: "baccarat.payout.tie",
    Bet.PLAYER_PAIR: "baccarat.payout.pair",
    Bet.BANKER_PAIR: "baccarat.payout.pair",
    Bet.DRAGON_7: "baccarat.payout.dragon7",
}


def _pay_skill(spot: Bet, r: BaccaratRules) -> str:
    """The payout's skill: a tie by its rate, a Banker win in the no-commission game by that game."""
    if spot is Bet.TIE:
        return f"{_PAY_SKILL[spot]}.{r.tie_pays}to1"
    if spot is Bet.BANKER and r.no_commission:
        return "baccarat.payout.no_commission"
    return _PAY_SKILL[spot]


def _draw_or_stand(draws: bool) -> str:
    return DRAW_CHOICES[0] if draws else DRAW_CHOICES[1]


def _total_explanation(cards: Iterable[Card]) -> str:
    points = [point(c) for c in cards]
    total = sum(points)
    shown = " + ".join(str(p) for p in points)
    if total >= 10:
        return f"Count the points ({shown} = {total}) and keep only the last digit: {total % 10}."
    return f"Count the points: {shown} = {total}."


class _Felt:
    """The layout as the coup goes on: hands, bets still out, commission boxes."""

    def __init__(self, bets: list[PlacedBet], boxes: Mapping[int, CommissionBox]) -> None:
        self.hands: dict[str, list[Card]] = {"player": [], "banker": []}
        self.labels: dict[str, str] = {"player": "", "banker": ""}
        self.bets = list(bets)
        self.boxes = boxes
        self.note = ""

    def view(self, drawn: Card | None = None) -> TableView:
        hands = [HandView(_PLACES[h], tuple(self.hands[h]), label=self.labels[h]) for h in HANDS]
        if drawn is not None:
            hands.append(HandView(DRAWN, (drawn,)))
        bets = tuple(BetView(b.seat, b.spot.value, b.stake) for b in self.bets)
        commission = tuple(sorted((s, b.owed) for s, b in self.boxes.items() if b.owed))
        return TableView("baccarat", tuple(hands), bets, commission, self.note)


def new_shoe_steps(
    shoe: Shoe, rules: BaccaratRules | None = None, cut_position: int | None = None
) -> list[DealerStep]:
    """Start a freshly shuffled shoe: a player cuts, the cut card goes in, the burn."""
    r = rules or BaccaratRules()
    steps: list[DealerStep] = []
    table = TableView("baccarat", note=f"Shoe {shoe.number}: {shoe.total_cards} cards shuffled")
    steps.append(DealerStep("shuffle", f"Shuffle up: {shoe.total_cards // 52} decks.", table))
    position = shoe.offer_cut(cut_position)
    steps.append(
        DealerStep("cut", f"Offer the cut card to a player; the cut is {position} cards in.", table)
    )
    steps.append(
        DealerStep(
            "cut_card",
            f"Place the cut card {r.cut_card_from_end} cards from the end.",
            table,
            question="How many cards from the end does the cut card go?",
            answer_kind=AnswerKind.COUNT,
            answer=r.cut_card_from_end,
            explanation=(
                f"This house puts the cut card {r.cut_card_from_end} cards from the back "
                "of the shoe; when it appears, the shoe is nearly done."
            ),
            skill="baccarat.cut_card.place",
        )
    )
    shoe.place_cut_card(from_end=r.cut_card_from_end)
    burn = shoe.burn_baccarat()
    first = burn.face_up
    assert first is not None
    count = burn_count(first)
    shown = TableView("baccarat", (HandView(BURN, (first,)),), note="First card out of the shoe")
    steps.append(
        DealerStep(
            "burn_count",
            f"The burn card is {with_article(first.rank.word)}: burn {count} face down.",
            shown,
            question=f"The first card is the {first.name}. How many cards do you burn face down?",
            answer_kind=AnswerKind.COUNT,
            answer=count,
            explanation=(
                "The face-up burn card says how many more to burn: an ace 1, two to nine "
                f"their face value, a ten or picture card 10. This is {count}."
            ),
            skill="baccarat.burn.count",
        )
    )
    burned = TableView(
        "baccarat",
        (HandView(BURN, burn.cards, (False,) + (True,) * len(burn.face_down)),),
        note=f"{len(burn.cards)} cards burned",
    )
    cards = "card" if count == 1 else "cards"
    steps.append(DealerStep("burn", f"Burn {count} {cards} face down into the discard rack.", burned))
    return steps


def _bet_list(bets: Iterable[PlacedBet] | Mapping[int, Mapping[Bet | str, Decimal | int | str]]) -> list[PlacedBet]:
    if isinstance(bets, Mapping):
        return place_bets(bets)
    out = list(bets)
    for b in out:
        if not isinstance(b, PlacedBet):
            raise ValueError(f"bets are PlacedBet values or a {{seat: {{spot: stake}}}} mapping, not {b!r}")
    return out


def coup_steps(
    shoe: Shoe,
    bets: Iterable[PlacedBet] | Mapping[int, Mapping[Bet | str, Decimal | int | str]] = (),
    rules: BaccaratRules | None = None,
    boxes: MutableMapping[int, CommissionBox] | None = None,
) -> tuple[Coup, list[DealerStep]]:
    """Deal one coup from ``shoe`` with ``bets`` on the layout, as the dealer's steps.

    Commission owed under the box style is marked in ``boxes`` (a box is opened for a
    seat that has none). The coup's cards are collected to the discard rack at the end.
    """
    r = rules or BaccaratRules()
    placed = _bet_list(bets)
    for b in placed:
        if b.seat > r.seats:
            raise ValueError(f"seat {b.seat} is not on this table (seats 1 to {r.seats})")
    boxes = {} if boxes is None else boxes
    felt = _Felt(placed, boxes)
    steps: list[DealerStep] = []
    cut_out_before = shoe.cut_card_reached

    steps.append(DealerStep("no_more_bets", "No more bets.", felt.view()))

    def deal(hand: str, ask: bool) -> Card:
        card = shoe.draw(to=hand)
        before = felt.view(drawn=card)
        felt.hands[hand].append(card)
        say = f"{card} to the {hand.capitalize()}."
        if ask:
            steps.append(
                DealerStep(
                    "deal",
                    say,
                    before,
                    question=f"Where does the {card.name} go?",
                    answer_kind=AnswerKind.CHOICE,
                    answer=hand,
                    choices=HANDS,
                    explanation=(
                        "The first four cards go Player, Banker, Player, Banker: "
                        "the first and third to the Player, the second and fourth to the Banker."
                    ),
                    skill="baccarat.deal.order",
                )
            )
        else:
            steps.append(DealerStep("deal", say, felt.view()))
        return card

    def total_step(hand: str, say: str, question: str) -> int:
        total = hand_total(felt.hands[hand])
        ask_view = felt.view()
        felt.labels[hand] = str(total)
        steps.append(
            DealerStep(
                f"total_{hand}",
                say,
                ask_view,
                question=question,
                answer_kind=AnswerKind.COUNT,
                answer=total,
                explanation=_total_explanation(felt.hands[hand]),
                skill=f"baccarat.total.{'two' if len(felt.hands[hand]) == 2 else 'three'}_cards",
            )
        )
        return total

    for hand in ("player", "banker", "player", "banker"):
        deal(hand, ask=True)
    p = total_step("player", f"Player shows {hand_total(felt.hands['player'])}.", "What is the Player's total?")
    b = hand_total(felt.hands["banker"])
    total_step("banker", f"Player shows {p}, Banker {b}.", "What is the Banker's total?")

    natural = p >= 8 or b >= 8
    if natural:
        if p >= 8 and b >= 8:
            say = f"Naturals: Player {p}, Banker {b}."
        elif p >= 8:
            say = f"Natural {p} for the Player."
        else:
            say = f"Natural {b} for the Banker."
        why = "An 8 or a 9 on the first two cards is a natural: no more cards, the higher total wins."
        side, n = ("player", p) if p >= b else ("banker", b)
        natural_skill = f"baccarat.natural.{side}.{n}"
    else:
        say = "No natural."
        why = "Neither hand has 8 or 9 on two cards, so the drawing rules decide the third cards."
        natural_skill = "baccarat.natural.none"
    steps.append(
        DealerStep(
            "natural",
            say,
            felt.view(),
            question="Is there a natural on the table?",
            answer_kind=AnswerKind.YES_NO,
            answer=natural,
            explanation=why,
            skill=natural_skill,
        )
    )

    if not natural:
        pd = player_decision(p)
        steps.append(
            DealerStep(
                "player_draws",
                "Card for the Player." if pd.draws else f"Player stands on {p}.",
                felt.view(),
                question=f"Player has {p}, Banker {b}. Does the Player draw?",
                answer_kind=AnswerKind.CHOICE,
                answer=_draw_or_stand(pd.draws),
                choices=DRAW_CHOICES,
                explanation=pd.reason,
                skill=pd.skill,
            )
        )
        third_point = None
        if pd.draws:
            third = deal("player", ask=False)
            third_point = point(third)
            p = total_step("player", f"Player {hand_total(felt.hands['player'])}.", "What is the Player's total now?")
        bd = banker_decision(b, third_point)
        against = "the Player stood" if third_point is None else f"the Player drew {with_article(third_point)}"
        steps.append(
            DealerStep(
                "banker_draws",
                "Card for the Banker." if bd.draws else f"Banker stands on {b}.",
                felt.view(),
                question=f"Banker has {b} and {against}. Does the Banker draw?",
                answer_kind=AnswerKind.CHOICE,
                answer=_draw_or_stand(bd.draws),
                choices=DRAW_CHOICES,
                explanation=bd.reason,
                skill=bd.skill,
            )
        )
        if bd.draws:
            deal("banker", ask=False)
            b = total_step("banker", f"Banker {hand_total(felt.hands['banker'])}.", "What is the Banker's total now?")

    coup = Coup(tuple(felt.hands["player"]), tuple(felt.hands["banker"]))
    winner = coup.winner
    if winner is Winner.TIE:
        say, why = f"Tie, {p} each.", f"Both hands have {p}: the coup is a tie."
    else:
        high, low = (p, b) if winner is Winner.PLAYER else (b, p)
        say = f"{winner.title} wins, {high} over {low}."
        why = f"{winner.title} {high} beats {'Banker' if winner is Winner.PLAYER else 'Player'} {low}."
    if r.no_commission and coup.banker_three_card_seven:
        why += " It is a three-card 7 for the Banker: banco bets push and Dragon 7 wins."
    steps.append(
        DealerStep(
            "result",
            say,
            felt.view(),
            question="Which hand wins?",
            answer_kind=AnswerKind.CHOICE,
            answer=winner.value,
            choices=("player", "banker", "tie"),
            explanation=why,
            skill="baccarat.result",
        )
    )
    felt.note = say

    settlements = settle_table(placed, coup, r)
    losing = losing_bets_step(felt.view(), settlements, felt.note)  # one question for the sweep
    if losing is not None:
        steps.append(losing)
    for s in settlements:
        bet = s.bet
        where = f"seat {bet.seat}'s {format_money(bet.stake)} on {bet.spot.title}"
        Where = where[0].upper() + where[1:]
        if s.result is Result.TAKE:  # asked above, for the whole layout: taken as a motion
            felt.bets.remove(bet)
            steps.append(DealerStep("settle", f"Take {where}.", felt.view(), seat=bet.seat))
            continue
        if s.result is not Result.PAY:
            before = felt.view()
            say = f"{Where} pushes: leave it."
            steps.append(
                DealerStep(
                    "settle",
                    say,
                    before,
                    question=f"{Where}. What do you do with it?",
                    answer_kind=AnswerKind.CHOICE,
                    answer=s.result.value,
                    choices=SETTLE_CHOICES,
                    explanation=s.explanation,
                    skill="baccarat.settle.push",
                    seat=bet.seat,
                )
            )
            continue
        steps.append(
            DealerStep(
                "pay",
                f"Pay {where}: {format_money(s.paid)}.",
                felt.view(),
                question=f"{Where} wins. How much do you pay?",
                answer_kind=AnswerKind.MONEY,
                answer=s.paid,
                explanation=s.explanation,
                skill=_pay_skill(bet.spot, r),
                seat=bet.seat,
                extra=(("odds", s.odds),) + ((("commission", str(s.commission)),) if s.commission else ()),
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
                    f"Mark {format_money(s.commission)} in box {bet.seat} "
                    f"(now {format_money(box.owed)}).",
                    before,
                    question=f"How much commission do you mark in box {bet.seat} for this win?",
                    answer_kind=AnswerKind.MONEY,
                    answer=s.commission,
                    explanation=(
                        f"{format_money(r.commission_rate * bet.stake)} is "
                        f"{(r.commission_rate * 100).normalize()}% of {format_money(bet.stake)}; "
                        f"the box takes it rounded up to the next {format_money(r.commission_box_step)}."
                    ),
                    skill="baccarat.commission.box",
                    seat=bet.seat,
                )
            )

    shoe.collect(coup.cards)
    felt.hands = {"player": [], "banker": []}
    felt.labels = {"player": "", "banker": ""}
    steps.append(DealerStep("collect", "Cards to the discard rack.", felt.view()))

    if shoe.cut_card_reached and not cut_out_before:
        answer = CUT_CARD_CHOICES[0 if r.after_cut_card is AfterCutCard.ONE_MORE_COUP else 1]
        rule = (
            "this house deals one more coup after the one the cut card came out in, then shuffles"
            if r.after_cut_card is AfterCutCard.ONE_MORE_COUP
            else "this house finishes the coup the cut card came out in, then shuffles"
        )
        steps.append(
            DealerStep(
                "cut_card_out",
                "Cut card is out: " + ("one more coup, then shuffle." if answer == CUT_CARD_CHOICES[0] else "shuffle."),
                felt.view(),
                question="The cut card came out during this coup. What now?",
                answer_kind=AnswerKind.CHOICE,
                answer=answer,
                choices=CUT_CARD_CHOICES,
                explanation=f"The cut card marks the end of the shoe: {rule}.",
                skill="baccarat.cut_card.out",
            )
        )
    return coup, steps


def collect_box_steps(boxes: MutableMapping[int, CommissionBox], seats: Iterable[int] | None = None, why: str = "end of the shoe") -> list[DealerStep]:
    """Collect the commission boxes of ``seats`` (all by default), one step per box owing."""
    steps = []
    for seat in sorted(boxes if seats is None else seats, reverse=True):
        box = boxes.get(seat)
        if box is None or not box.owed:
            continue
        commission = tuple(sorted((s, b.owed) for s, b in boxes.items() if b.owed))
        table = TableView("baccarat", commission=commission, note=why)
        owed = box.owed
        marks = " + ".join(format_money(m) for m in box.marks)
        box.collect()
        steps.append(
            DealerStep(
                "collect_commission",
                f"Collect {format_money(owed)} commission from seat {seat}.",
                table,
                question=f"Seat {seat}'s box holds {marks}. How much commission do you collect?",
                answer_kind=AnswerKind.MONEY,
                answer=owed,
                explanation=f"At the {why} the dealer collects everything marked in the seat's box.",
                skill="baccarat.commission.collect",
                seat=seat,
            )
        )
    return steps
