"""A baccarat shoe and its coups as the dealer's steps.

``new_shoe_steps`` covers the start of a shoe (cut, cut card, burn); ``coup_steps`` deals
one coup with the bets on the layout and returns every step from "no more bets" to the
last payout, commission and, when it comes out, the cut card. The coup goes in phases:
the deal, the naturals and the third cards and the result (``coup_deal.py``), the
settlement (``settle_steps.py``), then the collect and the cut card.

The ``table`` of a step is the felt as the trainee sees it when the step comes up: for a
question that is before the answer is acted on (the card about to be placed is shown in a
hand at the ``DRAWN`` place; a bet about to be settled is still on its spot), for a motion
it is after the motion.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, MutableMapping
from decimal import Decimal

from dealertrainer.engine.baccarat.coup import Coup
from dealertrainer.engine.baccarat.coup_deal import DRAW_CHOICES, CoupDeal, CoupFelt
from dealertrainer.engine.baccarat.rules import AfterCutCard, BaccaratRules
from dealertrainer.engine.baccarat.settle_steps import SETTLE_CHOICES, collect_box_steps, settlement_steps
from dealertrainer.engine.baccarat.settlement import Bet, CommissionBox, PlacedBet, place_bets
from dealertrainer.engine.cards import with_article
from dealertrainer.engine.places import BURN
from dealertrainer.engine.shoe import Shoe, burn_count
from dealertrainer.engine.steps import AnswerKind, DealerStep, HandView, TableView

__all__ = [
    "CUT_CARD_CHOICES",
    "DRAW_CHOICES",
    "SETTLE_CHOICES",
    "collect_box_steps",
    "coup_steps",
    "new_shoe_steps",
]

CUT_CARD_CHOICES = ("deal one more coup, then shuffle", "shuffle now")


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
    dealer: type[CoupDeal] = CoupDeal,
) -> tuple[Coup, list[DealerStep]]:
    """Deal one coup from ``shoe`` with ``bets`` on the layout, as the dealer's steps.

    Commission owed under the box style is marked in ``boxes`` (a box is opened for a
    seat that has none). The coup's cards are collected to the discard rack at the end.
    ``dealer``: who deals it (a replay's dealer who misreads the tableau; the rules' by default).
    """
    r = rules or BaccaratRules()
    placed = _bet_list(bets)
    for b in placed:
        if b.seat > r.seats:
            raise ValueError(f"seat {b.seat} is not on this table (seats 1 to {r.seats})")
    boxes = {} if boxes is None else boxes
    felt = CoupFelt(placed, boxes)
    cut_out_before = shoe.cut_card_reached
    dealing = dealer(shoe, felt, r)
    steps = dealing.steps
    steps.append(DealerStep("no_more_bets", "No more bets.", felt.view()))
    p, b = dealing.first_four()
    if not dealing.naturals(p, b):
        p, b = dealing.third_cards(p, b)
    coup = dealing.result(p, b)
    steps += settlement_steps(felt, placed, coup, r, boxes)
    shoe.collect(coup.cards)
    felt.clear_hands()
    steps.append(DealerStep("collect", "Cards to the discard rack.", felt.view()))
    if shoe.cut_card_reached and not cut_out_before:
        steps.append(_cut_card_out(felt.view(), r))
    return coup, steps


def _cut_card_out(table: TableView, r: BaccaratRules) -> DealerStep:
    """The cut card came out during the coup: what the house does next."""
    answer = CUT_CARD_CHOICES[0 if r.after_cut_card is AfterCutCard.ONE_MORE_COUP else 1]
    rule = (
        "this house deals one more coup after the one the cut card came out in, then shuffles"
        if r.after_cut_card is AfterCutCard.ONE_MORE_COUP
        else "this house finishes the coup the cut card came out in, then shuffles"
    )
    return DealerStep(
        "cut_card_out",
        "Cut card is out: " + ("one more coup, then shuffle." if answer == CUT_CARD_CHOICES[0] else "shuffle."),
        table,
        question="The cut card came out during this coup. What now?",
        answer_kind=AnswerKind.CHOICE,
        answer=answer,
        choices=CUT_CARD_CHOICES,
        explanation=f"The cut card marks the end of the shoe: {rule}.",
        skill="baccarat.cut_card.out",
    )
