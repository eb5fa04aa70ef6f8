"""Baccarat draw table: a flash drill over the whole tableau.

Cells (100 in all), named as the baccarat engine names its decisions:
- ``baccarat.player.draws.T`` for a Player two-card total T of 0-7 with no natural
  (0-5 draw, 6-7 stand);
- ``baccarat.natural.player.N`` / ``baccarat.natural.banker.N`` for N = 8, 9: a natural
  on either side stops the coup, so the other hand does not draw;
- ``baccarat.banker.B.vs.P`` for every Banker total B of 0-7 against every point P of
  the Player's third card, and ``baccarat.banker.B.vs.stood`` when the Player stood.

Every answer comes from the engine's ``player_decision`` / ``banker_decision`` /
``is_natural``; the cards shown are drawn to fit the cell.
"""

from __future__ import annotations

import random

from pydantic import Field

from dealertrainer.engine.baccarat.tableau import banker_decision, hand_total, is_natural, player_decision, point
from dealertrainer.engine.cards import Card, Rank, Suit, with_article
from dealertrainer.engine.places import BANKER, PLAYER
from dealertrainer.engine.steps import AnswerKind, HandView, TableView
from dealertrainer.training.drills.base import DrillConfig
from dealertrainer.training.drills.flash import FlashDrill
from dealertrainer.training.questions import Question
from dealertrainer.training.skill_ids import skill_id

__all__ = ["DrawTableConfig", "DrawTableDrill", "draw_table_cells"]

CHOICES = ("Draw", "Stand")


class DrawTableConfig(DrillConfig):
    length: int | None = Field(100, ge=1, le=10_000, description="Questions (100 = every cell once).")
    player_rule: bool = Field(True, description="Ask the Player's rule (totals 0-7).")
    naturals: bool = Field(True, description="Ask what a natural on either side means.")
    banker_rule: bool = Field(True, description="Ask every Banker total against every third card and 'Player stood'.")


def draw_table_cells(config: DrawTableConfig | None = None) -> list[str]:
    config = config or DrawTableConfig()
    cells: list[str] = []
    if config.player_rule:
        cells += [f"baccarat.player.draws.{t}" for t in range(8)]
    if config.naturals:
        cells += [f"baccarat.natural.{side}.{n}" for side in ("player", "banker") for n in (8, 9)]
    if config.banker_rule:
        for b in range(8):
            cells += [f"baccarat.banker.{b}.vs.{p}" for p in range(10)] + [f"baccarat.banker.{b}.vs.stood"]
    if not cells:
        raise ValueError("the draw-table drill needs at least one of player_rule, naturals, banker_rule")
    return cells


def _cards_for(total: int, count: int, rng: random.Random) -> tuple[Card, ...]:
    """``count`` random cards whose baccarat total is ``total``."""
    while True:
        cards = [Card(Rank(rng.randint(1, 13)), rng.choice(list(Suit))) for _ in range(count - 1)]
        need = (total - sum(point(c) for c in cards)) % 10
        ranks = [need] if need else [10, 11, 12, 13]
        cards.append(Card(Rank(rng.choice(ranks)), rng.choice(list(Suit))))
        if hand_total(cards) == total:
            return tuple(cards)


def _card_with_point(p: int, rng: random.Random) -> Card:
    return Card(Rank(p if p else rng.choice([10, 11, 12, 13])), rng.choice(list(Suit)))


def _table(player: tuple[Card, ...], banker: tuple[Card, ...], note: str) -> TableView:
    return TableView("baccarat", (HandView(PLAYER, player), HandView(BANKER, banker)), note=note)


def ask_draw_table(cell: str, rng: random.Random) -> Question:
    asked_cell = skill_id(cell)
    topic, parts = asked_cell.topic_name, asked_cell.cell  # ("draws", "5"), ("player", "8"), ("5", "vs", "4")
    if topic == "player":
        total = int(parts[1])
        decision = player_decision(total)
        banker = rng.randint(0, 7)
        player_cards, banker_cards = _cards_for(total, 2, rng), _cards_for(banker, 2, rng)
        prompt = f"Player {total}, Banker {banker}. Does the Player draw?"
        answer, explanation, skill = decision.draws, decision.reason, decision.skill
    elif topic == "natural":
        side, n = parts[0], int(parts[1])
        other = rng.randint(0, 7)
        player, banker = (n, other) if side == "player" else (other, n)
        player_cards, banker_cards = _cards_for(player, 2, rng), _cards_for(banker, 2, rng)
        asked = "Banker" if side == "player" else "Player"
        prompt = f"Player {player}, Banker {banker}. Does the {asked} draw?"
        answer = not (is_natural(player) or is_natural(banker)) and (
            player_decision(player).draws if asked == "Player" else banker_decision(banker, None).draws
        )
        explanation = (
            f"The {side.capitalize()} has a natural {n}: a natural on either side ends the coup, "
            "so neither hand takes a card."
        )
        skill = cell
    else:
        b, vs = int(parts[0]), parts[2]
        if vs == "stood":
            player_total = rng.choice([6, 7])
            player_cards = _cards_for(player_total, 2, rng)
            decision = banker_decision(b, None)
            prompt = f"Player stood on {player_total}. Banker {b}. Does the Banker draw?"
        else:
            third = _card_with_point(int(vs), rng)
            player_cards = _cards_for(rng.randint(0, 5), 2, rng) + (third,)
            decision = banker_decision(b, point(third))
            prompt = f"Banker {b}. The Player's third card is {with_article(third.name)} ({point(third)}). Does the Banker draw?"
        banker_cards = _cards_for(b, 2, rng)
        answer, explanation, skill = decision.draws, decision.reason, decision.skill
    if skill != cell:
        raise RuntimeError(f"engine skill {skill!r} does not match cell {cell!r}")
    return Question.flash(
        skill=cell,
        prompt=prompt,
        answer_kind=AnswerKind.CHOICE,
        answer="Draw" if answer else "Stand",
        choices=CHOICES,
        explanation=explanation,
        table=_table(player_cards, banker_cards, prompt),
    )


class DrawTableDrill(FlashDrill):
    id = "baccarat.draw_table"
    title = "Baccarat draw table"

    def __init__(self, config: DrawTableConfig | None = None, *, seed: int | None = None, weak=()) -> None:
        config = config or DrawTableConfig()
        super().__init__(config, draw_table_cells(config), ask_draw_table, seed=seed, weak=weak)
