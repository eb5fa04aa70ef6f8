"""Cards chosen for a situation: by baccarat point, by blackjack value, or at random from a deck."""

from __future__ import annotations

import random
from collections.abc import Iterable

from dealertrainer.engine.cards import Card, Rank, Suit, full_deck
from dealertrainer.engine.steps import DealerStep
from dealertrainer.training.questions import Question, question_from_step

__all__ = ["by_point", "first_question", "some_cards", "two_making"]

SUITS = tuple(Suit)
TEN_CARDS = (Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING)


def by_point(rng: random.Random, point: int) -> Card:
    """A card worth ``point`` (0 to 10 with 0 and 10 both a ten or a picture; 1 an ace)."""
    if point in (0, 10):
        return Card(rng.choice(TEN_CARDS), rng.choice(SUITS))
    if not 1 <= point <= 9:
        raise ValueError(f"a single card is worth 0 to 10, not {point}")
    return Card(Rank(point), rng.choice(SUITS))


def two_making(rng: random.Random, total: int) -> list[Card]:
    """Two cards whose baccarat points add up to ``total`` (last digit)."""
    first = rng.randrange(10)
    return [by_point(rng, first), by_point(rng, (total - first) % 10)]


def some_cards(rng: random.Random, count: int, *, decks: int = 1, leave_out: Iterable[Card] = ()) -> list[Card]:
    """``count`` cards drawn at random from ``decks`` decks, less the cards already placed."""
    pack = full_deck() * decks
    for card in leave_out:
        pack.remove(card)
    rng.shuffle(pack)
    return pack[:count]


def first_question(steps: Iterable[DealerStep], skill: str) -> Question | None:
    """The question of the first step the engine dealt on ``skill`` (None if none came up)."""
    for step in steps:
        if step.is_question and step.skill == skill:
            return question_from_step(step)
    return None
