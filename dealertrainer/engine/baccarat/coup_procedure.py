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
from dealertrainer.engine.cards import Card, with_article
from dealertrainer.engine.places import BURN
from dealertrainer.engine.shoe import Shoe, burn_count
from dealertrainer.engine.steps import AnswerKind, DealerStep, HandView, TableView
from dealertrainer.language import N_, _, ngettext

__all__ = [
    "CUT_CARD_CHOICES",
    "DRAW_CHOICES",
    "SETTLE_CHOICES",
    "burn_count_said",
    "burn_said",
    "cards_burned",
    "collect_box_steps",
    "coup_steps",
    "new_shoe_steps",
]

CUT_CARD_CHOICES = (N_("deal one more coup, then shuffle"), N_("shuffle now"))


def new_shoe_steps(
    shoe: Shoe, rules: BaccaratRules | None = None, cut_position: int | None = None
) -> list[DealerStep]:
    """Start a freshly shuffled shoe: a player cuts, the cut card goes in, the burn."""
    r = rules or BaccaratRules()
    steps: list[DealerStep] = []
    table = TableView("baccarat", note=_("Shoe {number}: {cards} cards shuffled").format(
        number=shoe.number, cards=shoe.total_cards))
    steps.append(DealerStep("shuffle", _("Shuffle up: {decks} decks.").format(decks=shoe.total_cards // 52), table))
    position = shoe.offer_cut(cut_position)
    steps.append(
        DealerStep("cut", _("Offer the cut card to a player; the cut is {cards} cards in.").format(cards=position),
                   table)
    )
    steps.append(
        DealerStep(
            "cut_card",
            _("Place the cut card {cards} cards from the end.").format(cards=r.cut_card_from_end),
            table,
            question=_("How many cards from the end does the cut card go?"),
            answer_kind=AnswerKind.COUNT,
            answer=r.cut_card_from_end,
            explanation=_(
                "This house puts the cut card {cards} cards from the back "
                "of the shoe; when it appears, the shoe is nearly done."
            ).format(cards=r.cut_card_from_end),
            skill="baccarat.cut_card.place",
        )
    )
    shoe.place_cut_card(from_end=r.cut_card_from_end)
    burn = shoe.burn_baccarat()
    first = burn.face_up
    assert first is not None
    count = burn_count(first)
    shown = TableView("baccarat", (HandView(BURN, (first,)),), note=_("First card out of the shoe"))
    steps.append(
        DealerStep(
            "burn_count",
            burn_count_said(first, count),
            shown,
            question=_("The first card is the {card}. How many cards do you burn face down?").format(card=first.name),
            answer_kind=AnswerKind.COUNT,
            answer=count,
            explanation=_(
                "The face-up burn card says how many more to burn: an ace 1, two to nine "
                "their face value, a ten or picture card 10. This is {count}."
            ).format(count=count),
            skill="baccarat.burn.count",
        )
    )
    burned = TableView(
        "baccarat",
        (HandView(BURN, burn.cards, (False,) + (True,) * len(burn.face_down)),),
        note=cards_burned(len(burn.cards)),
    )
    steps.append(DealerStep("burn", burn_said(count), burned))
    return steps


def burn_count_said(first: Card, count: int) -> str:
    """What the dealer says of the face-up burn card: "The burn card is a 7: burn 7 face down."."""
    return _("The burn card is {card}: burn {count} face down.").format(card=with_article(first.rank.word),
                                                                       count=count)


def burn_said(count: int) -> str:
    """The burn itself: "Burn 7 cards face down into the discard rack."."""
    return ngettext("Burn {count} card face down into the discard rack.",
                    "Burn {count} cards face down into the discard rack.", count).format(count=count)


def cards_burned(count: int) -> str:
    """The felt's note after the burn: "8 cards burned"."""
    return _("{count} cards burned").format(count=count)


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
    steps.append(DealerStep("no_more_bets", _("No more bets."), felt.view()))
    p, b = dealing.first_four()
    if not dealing.naturals(p, b):
        p, b = dealing.third_cards(p, b)
    coup = dealing.result(p, b)
    steps += settlement_steps(felt, placed, coup, r, boxes)
    shoe.collect(coup.cards)
    felt.clear_hands()
    steps.append(DealerStep("collect", _("Cards to the discard rack."), felt.view()))
    if shoe.cut_card_reached and not cut_out_before:
        steps.append(_cut_card_out(felt.view(), r))
    return coup, steps


def _cut_card_out(table: TableView, r: BaccaratRules) -> DealerStep:
    """The cut card came out during the coup: what the house does next."""
    answer = CUT_CARD_CHOICES[0 if r.after_cut_card is AfterCutCard.ONE_MORE_COUP else 1]
    one_more = r.after_cut_card is AfterCutCard.ONE_MORE_COUP
    return DealerStep(
        "cut_card_out",
        _("Cut card is out: one more coup, then shuffle.") if one_more else _("Cut card is out: shuffle."),
        table,
        question=_("The cut card came out during this coup. What now?"),
        answer_kind=AnswerKind.CHOICE,
        answer=answer,
        choices=CUT_CARD_CHOICES,
        explanation=_("The cut card marks the end of the shoe: this house deals one more coup after the one the "
                      "cut card came out in, then shuffles.") if one_more else
        _("The cut card marks the end of the shoe: this house finishes the coup the cut card came out in, "
          "then shuffles."),
        skill="baccarat.cut_card.out",
    )
