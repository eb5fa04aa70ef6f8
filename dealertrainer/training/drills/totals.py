"""Totals: a timed flash drill on calling hands fast.

Blackjack cells (the same skills the blackjack dealer's seat uses):
- ``blackjack.total.hard``: answered with the number ("16");
- ``blackjack.total.soft``: called both ways, "7 or 17" (see ``training.answers``: both
  numbers in any order, "7/17" and "17 or 7" too; "17" alone is wrong). A soft hand
  whose high total is 21 is called "21" and asked as a hard count;
- ``blackjack.total.blackjack``: an ace and a ten-valued card, called "blackjack".
Baccarat cells: ``baccarat.total.two_cards`` and ``baccarat.total.three_cards``, the
last digit of the points.

Every answer comes from the engines' ``hand_value`` / ``call_total`` / ``is_blackjack``
and ``hand_total``.
"""

from __future__ import annotations

import random
from enum import Enum

from pydantic import Field

from dealertrainer.engine.baccarat.tableau import hand_total
from dealertrainer.engine.baccarat.tableau import total_working as baccarat_working
from dealertrainer.engine.blackjack.hands import call_total, hand_value, is_blackjack, total_working
from dealertrainer.engine.blackjack.step_builders import said_call
from dealertrainer.engine.cards import Card, Rank, Suit
from dealertrainer.engine.places import PLAYER, Place
from dealertrainer.engine.steps import AnswerKind, HandView, TableView
from dealertrainer.language import _
from dealertrainer.training.drills.base import DrillConfig
from dealertrainer.training.drills.flash import FlashDrill
from dealertrainer.training.questions import Question
from dealertrainer.training.skill_ids import skill_id

__all__ = ["TotalsCell", "TotalsConfig", "TotalsDrill", "total_question"]


class TotalsCell(str, Enum):
    HARD = "blackjack.total.hard"
    SOFT = "blackjack.total.soft"
    BLACKJACK = "blackjack.total.blackjack"
    BACCARAT_TWO = "baccarat.total.two_cards"
    BACCARAT_THREE = "baccarat.total.three_cards"


class TotalsConfig(DrillConfig):
    cells: tuple[TotalsCell, ...] = Field(tuple(TotalsCell), min_length=1, description="Which totals to ask.")
    time_limit: float | None = Field(5.0, gt=0, le=600, description="Seconds per hand (totals are timed).")
    max_cards: int = Field(5, ge=2, le=8, description="Most cards in a blackjack hand.")
    busts: bool = Field(False, description="Include hard hands over 21 (the total is still asked).")


def _card(rng: random.Random, rank: int | None = None) -> Card:
    return Card(Rank(rank if rank is not None else rng.randint(1, 13)), rng.choice(list(Suit)))


def _blackjack_hand(cell: TotalsCell, config: TotalsConfig, rng: random.Random) -> tuple[Card, ...]:
    while True:
        if cell is TotalsCell.BLACKJACK:
            cards = [_card(rng, 1), _card(rng, rng.randint(10, 13))]
            rng.shuffle(cards)
            return tuple(cards)
        count = rng.randint(2, config.max_cards)
        cards = [_card(rng) for _ in range(count)]
        if cell is TotalsCell.SOFT and not any(c.rank == Rank.ACE for c in cards):
            cards[rng.randrange(count)] = _card(rng, 1)
        total, soft = hand_value(cards)
        if is_blackjack(cards):
            continue
        if cell is TotalsCell.SOFT and soft and total < 21:
            return tuple(cards)
        if cell is TotalsCell.HARD and not (soft and total < 21) and (total <= 21 or config.busts):
            return tuple(cards)


def total_question(cell: str, cards: tuple[Card, ...]) -> Question:
    """The question for calling ``cards`` in ``cell`` (a blackjack or a baccarat hand)."""
    shown = " ".join(str(c) for c in cards)
    if skill_id(cell).game == "baccarat":
        total = hand_total(cards)
        return Question.flash(
            skill=cell, prompt=_("Baccarat hand {cards}. What is the total?").format(cards=shown),
            answer_kind=AnswerKind.COUNT, answer=total, choices=(), table=TableView("baccarat", (HandView(PLAYER, cards),)),
            explanation=_("{working}: aces count one, tens and faces nothing, the rest their face "
                          "value; only the last digit counts.").format(working=baccarat_working(cards)),
        )
    said = call_total(cards)
    total, soft = hand_value(cards)
    table = TableView("blackjack", (HandView(Place.at_seat(1), cards),))
    prompt = _("Blackjack hand {cards}. Call it.").format(cards=shown)
    if said == "blackjack":
        return Question.flash(cell, prompt, AnswerKind.PHRASE, "blackjack", (), _(
            "An ace and a ten-valued card as the first two cards: call it blackjack."), table)
    if soft and total < 21:
        return Question.flash(cell, prompt, AnswerKind.PHRASE, said, (), _(
            "{working}: the ace can count 1 or 11 without going over, so the "
            "hand is called both ways: {said}.").format(working=total_working(cards, both_ways=True),
                                                         said=said_call(said)), table)
    if total > 21:
        why = _("{working}: aces count 1 unless 11 fits under 22; tens and faces count 10. Over 21 the hand is bust.")
    else:
        why = _("{working}: aces count 1 unless 11 fits under 22; tens and faces count 10.")
    why = why.format(working=total_working(cards))
    return Question.flash(cell, prompt, AnswerKind.COUNT, total, (), why, table)


class TotalsDrill(FlashDrill):
    id = "totals"
    title = "Totals"

    def __init__(self, config: TotalsConfig | None = None, *, seed: int | None = None, weak=()) -> None:
        config = config or TotalsConfig()
        super().__init__(config, [c.value for c in config.cells], self._ask_cell, seed=seed, weak=weak)

    def _ask_cell(self, cell: str, rng: random.Random) -> Question:
        kind = TotalsCell(cell)
        config: TotalsConfig = self.config  # type: ignore[assignment]
        if kind is TotalsCell.BACCARAT_TWO:
            cards = (_card(rng), _card(rng))
        elif kind is TotalsCell.BACCARAT_THREE:
            cards = (_card(rng), _card(rng), _card(rng))
        else:
            cards = _blackjack_hand(kind, config, rng)
        return total_question(cell, cards)
