"""Baccarat draw table: a flash drill over the whole tableau.

Cells (100 in all), named as the baccarat engine names its decisions:
- ``baccarat.player.draws.T`` for a Player two-card total T of 0-7 with no natural
  (0-5 draw, 6-7 stand);
- ``baccarat.natural.player.N`` / ``baccarat.natural.banker.N`` for N = 8, 9: a natural
  on either side stops the coup, so the other hand does not draw;
- ``baccarat.banker.B.vs.P`` for every Banker total B of 0-7 against every point P of
  the Player's third card, and ``baccarat.banker.B.vs.stood`` when the Player stood.

Each cell is asked so that no fixed answer passes it (draw-or-stand was Draw 63% of the
time, so a trainee pressing D scored 63%):

- with two cards each (the Player's rule, a natural, the Banker when the Player stood):
  "Player 6, Banker 3. Who takes the next card?" Player, Banker or Neither (keys P, B, N);
- a Banker total against a Player's third card, half the time as the Banker's row, the way
  dealers learn the tableau ("Banker 4. ... on which third cards does the Banker draw?" 2 to 7),
  half the time as the third card's column ("The Player's third card is a six (6). Up to
  which total does the Banker draw?" 6, typed): the cell's answer lies in both. The rows'
  answers are one numbered list, always in the same order.

Every answer comes from the engine's ``player_decision`` / ``banker_decision`` /
``is_natural``; the cards shown are drawn to fit the cell.
"""

from __future__ import annotations

import random

from pydantic import Field

from dealertrainer.engine.baccarat.tableau import (
    banker_decision,
    banker_rule,
    hand_total,
    is_natural,
    player_decision,
    point,
)
from dealertrainer.engine.cards import Card, Rank, Suit, with_article
from dealertrainer.engine.places import BANKER, PLAYER
from dealertrainer.engine.steps import AnswerKind, HandView, TableView
from dealertrainer.language import N_, _
from dealertrainer.training.drills.base import DrillConfig
from dealertrainer.training.drills.flash import FlashDrill
from dealertrainer.training.questions import Question
from dealertrainer.training.skill_ids import skill_id

__all__ = ["NEXT_CARD", "ROWS", "ROW_KEYS", "DrawTableConfig", "DrawTableDrill", "ask_draw_table", "column_top", "draw_table_cells",
           "row_answer"]

class DrawTableConfig(DrillConfig):
    length: int | None = Field(100, ge=1, le=10_000, description=N_("Questions (100 = every cell once)."))
    player_rule: bool = Field(True, description=N_("Ask the Player's rule (totals 0-7)."))
    naturals: bool = Field(True, description=N_("Ask what a natural on either side means."))
    banker_rule: bool = Field(True, description=N_("Ask every Banker total against every third card and 'Player stood'."))


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


#: The rows' answers as keys (each a whole message, so each has its label), and each as said
#: inside a sentence: ``row_answer`` says a row in these words and checks that it is one of them.
ROW_KEYS = {
    N_("Every card"): N_("every card"),
    N_("Every card but an 8"): N_("every card but an 8"),
    N_("2 to 7"): N_("2 to 7"),
    N_("4 to 7"): N_("4 to 7"),
    N_("6 or 7"): N_("6 or 7"),
    N_("No card"): N_("no card"),
}


def row_answer(banker: int) -> str:
    """The Player's third cards on which the Banker draws with ``banker``, as a dealer says the
    row of the tableau: "Every card", "Every card but an 8", "2 to 7", "6 or 7", "No card"."""
    draws = [p for p in range(10) if banker_decision(banker, p).draws]
    if len(draws) == 10:
        said = "Every card"
    elif not draws:
        said = "No card"
    elif len(draws) == 9:
        missing = next(p for p in range(10) if p not in draws)
        said = f"Every card but {'an' if missing == 8 else 'a'} {missing}"
    else:
        low, high = draws[0], draws[-1]
        if draws != list(range(low, high + 1)):
            raise RuntimeError(f"Banker {banker}'s row is not one run of cards: {draws}")
        said = f"{low} or {high}" if high == low + 1 else f"{low} to {high}"
    if said not in ROW_KEYS:
        raise RuntimeError(f"Banker {banker}'s row {said!r} is not one of the keys {tuple(ROW_KEYS)}")
    return said


def column_top(third: int) -> int:
    """The highest Banker total that draws against a Player's third card worth ``third``: the
    column of the tableau, as a dealer says it ("on a 6 or 7, the Banker draws up to 6")."""
    draws = [b for b in range(8) if banker_decision(b, third).draws]
    if draws != list(range(len(draws))) or len(draws) < 2:
        raise RuntimeError(f"the column of a third card {third} is not 0 up to a total: {draws}")
    return draws[-1]


#: Every row's answer, in the order of the Banker's totals: the same buttons and keys each time.
ROWS = tuple(dict.fromkeys(row_answer(b) for b in range(8)))
#: Who takes the next card after the first two cards each.
NEXT_CARD = (N_("Player"), N_("Banker"), N_("Neither"))


def _who_draws(player: int, banker: int) -> tuple[str, str]:
    """(who takes the next card, why) with two cards each."""
    if is_natural(player):
        return "Neither", _("The Player has a natural {total}: a natural on either side ends the coup, "
                            "so neither hand takes a card.").format(total=player)
    if is_natural(banker):
        return "Neither", _("The Banker has a natural {total}: a natural on either side ends the coup, "
                            "so neither hand takes a card.").format(total=banker)
    first = player_decision(player)
    if first.draws:
        return "Player", _("{reason} The Player's card comes first.").format(reason=first.reason)
    second = banker_decision(banker, None)
    return ("Banker" if second.draws else "Neither"), f"{first.reason} {second.reason}"


def ask_draw_table(cell: str, rng: random.Random) -> Question:
    """A question on one cell that a fixed answer cannot pass: with two cards each, who takes
    the next card (Player, Banker or Neither); against a Player's third card, the Banker's whole
    row (on which third cards the Banker draws with this total), as dealers learn the tableau."""
    asked_cell = skill_id(cell)
    topic, parts = asked_cell.topic_name, asked_cell.cell  # ("draws", "5"), ("player", "8"), ("5", "vs", "4")
    if topic == "banker" and parts[2] != "stood":
        b, p = int(parts[0]), int(parts[2])
        skill = banker_decision(b, p).skill
        player_cards, banker_cards = _cards_for(rng.randint(0, 5), 2, rng), _cards_for(b, 2, rng)
        if rng.random() < 0.5:  # the row: Banker b against every third card
            prompt = _("Banker {total}. The Player takes a third card: on which of them does the Banker draw?").format(
                total=b)
            kind, answer, choices = AnswerKind.CHOICE, row_answer(b), ROWS
            explanation = _("Banker {total} draws on {row}: {rule}").format(
                total=b, row=_(ROW_KEYS[answer]), rule=banker_rule(b))
        else:  # the column: every Banker total against this third card
            third = _card_with_point(p, rng)
            player_cards += (third,)
            prompt = _("The Player's third card is {card} ({point}). Up to which total does the Banker draw?").format(
                card=with_article(third.name), point=p)
            kind, answer, choices = AnswerKind.COUNT, column_top(p), ()
            explanation = (_("Against a Player's third card of {point} the Banker draws with 0 to {top} and stands "
                             "above: Banker {total} draws.") if banker_decision(b, p).draws else
                           _("Against a Player's third card of {point} the Banker draws with 0 to {top} and stands "
                             "above: Banker {total} stands.")).format(point=p, top=answer, total=b)
    else:
        if topic == "player":
            player, banker = int(parts[1]), rng.randint(0, 7)
            skill = player_decision(player).skill
        elif topic == "natural":
            side, n = parts[0], int(parts[1])
            other = rng.randint(0, 7)
            player, banker = (n, other) if side == "player" else (other, n)
            skill = cell
        else:  # the Banker when the Player stood
            player, banker = rng.choice([6, 7]), int(parts[0])
            skill = banker_decision(banker, None).skill
        player_cards, banker_cards = _cards_for(player, 2, rng), _cards_for(banker, 2, rng)
        prompt = _("Player {player}, Banker {banker}. Who takes the next card?").format(player=player, banker=banker)
        (answer, explanation), kind, choices = _who_draws(player, banker), AnswerKind.CHOICE, NEXT_CARD
    if skill != cell:
        raise RuntimeError(f"engine skill {skill!r} does not match cell {cell!r}")
    return Question.flash(
        skill=cell,
        prompt=prompt,
        answer_kind=kind,
        answer=answer,
        choices=choices,
        explanation=explanation,
        table=_table(player_cards, banker_cards, prompt),
    )


class DrawTableDrill(FlashDrill):
    id = "baccarat.draw_table"
    title = N_("Baccarat draw table")

    def __init__(self, config: DrawTableConfig | None = None, *, seed: int | None = None, weak=()) -> None:
        config = config or DrawTableConfig()
        super().__init__(config, draw_table_cells(config), ask_draw_table, seed=seed, weak=weak)
