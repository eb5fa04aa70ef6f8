"""A coup: the two hands of one round, dealt from the shoe the way the dealer deals them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from dealertrainer.engine.baccarat.tableau import (
    banker_draws_on_point,
    hand_total,
    player_draws,
    point,
)
from dealertrainer.engine.cards import Card
from dealertrainer.engine.shoe import Shoe

__all__ = ["Coup", "Winner", "coup_from_cards", "deal_coup", "play_coup"]


class Winner(str, Enum):
    """Who won the coup."""

    PLAYER = "player"
    BANKER = "banker"
    TIE = "tie"

    def __str__(self) -> str:
        return self.value

    @property
    def title(self) -> str:
        return self.value.capitalize()


@dataclass(frozen=True)
class Coup:
    """The cards of one coup and everything a dealer reads off them."""

    player_cards: tuple[Card, ...]
    banker_cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "player_cards", tuple(self.player_cards))
        object.__setattr__(self, "banker_cards", tuple(self.banker_cards))
        if not (2 <= len(self.player_cards) <= 3 and 2 <= len(self.banker_cards) <= 3):
            raise ValueError("each hand of a coup holds two or three cards")

    @property
    def player_total(self) -> int:
        return hand_total(self.player_cards)

    @property
    def banker_total(self) -> int:
        return hand_total(self.banker_cards)

    @property
    def player_first_total(self) -> int:
        """The Player's total on the first two cards."""
        return hand_total(self.player_cards[:2])

    @property
    def banker_first_total(self) -> int:
        return hand_total(self.banker_cards[:2])

    @property
    def natural(self) -> bool:
        """Either hand showed 8 or 9 on its first two cards."""
        return self.player_first_total >= 8 or self.banker_first_total >= 8

    @property
    def player_third(self) -> Card | None:
        return self.player_cards[2] if len(self.player_cards) == 3 else None

    @property
    def banker_third(self) -> Card | None:
        return self.banker_cards[2] if len(self.banker_cards) == 3 else None

    @property
    def winner(self) -> Winner:
        p, b = self.player_total, self.banker_total
        return Winner.PLAYER if p > b else Winner.BANKER if b > p else Winner.TIE

    @property
    def player_pair(self) -> bool:
        """The Player's first two cards are the same rank."""
        return self.player_cards[0].rank == self.player_cards[1].rank

    @property
    def banker_pair(self) -> bool:
        return self.banker_cards[0].rank == self.banker_cards[1].rank

    @property
    def banker_three_card_seven(self) -> bool:
        """The Banker won with a three-card 7 (EZ Baccarat's push, the Dragon 7)."""
        return (
            self.winner is Winner.BANKER and len(self.banker_cards) == 3 and self.banker_total == 7
        )

    @property
    def player_three_card_eight(self) -> bool:
        """The Player won with a three-card 8 (EZ Baccarat's Panda 8)."""
        return self.winner is Winner.PLAYER and len(self.player_cards) == 3 and self.player_total == 8

    @property
    def cards(self) -> tuple[Card, ...]:
        """All the coup's cards in dealing order."""
        p, b = self.player_cards, self.banker_cards
        order = [p[0], b[0], p[1], b[1]]
        order += p[2:] + b[2:]
        return tuple(order)

    def __str__(self) -> str:
        ps = " ".join(str(c) for c in self.player_cards)
        bs = " ".join(str(c) for c in self.banker_cards)
        return f"Player {ps} ({self.player_total}) - Banker {bs} ({self.banker_total}): {self.winner}"


def play_coup(next_card: Callable[[str], Card]) -> Coup:
    """Deal one coup, taking each card from ``next_card(hand)`` ("player" or "banker").

    Order: Player, Banker, Player, Banker; then, without a natural, the Player's third
    card if its rule says so, then the Banker's if its rule says so.
    """
    player = [next_card("player")]
    banker = [next_card("banker")]
    player.append(next_card("player"))
    banker.append(next_card("banker"))
    p, b = hand_total(player), hand_total(banker)
    if p < 8 and b < 8:
        third_point = None
        if player_draws(p):
            third = next_card("player")
            player.append(third)
            third_point = point(third)
        if banker_draws_on_point(b, third_point):
            banker.append(next_card("banker"))
    return Coup(tuple(player), tuple(banker))


def deal_coup(shoe: Shoe) -> Coup:
    """Deal the next coup from ``shoe``. The cards stay on the table until collected."""
    return play_coup(lambda hand: shoe.draw(to=hand))


def coup_from_cards(cards: Sequence[Card | str]) -> Coup:
    """The coup that a run of cards in dealing order makes (extra cards are not used)."""
    order = [c if isinstance(c, Card) else Card.parse(c) for c in cards]
    it = iter(order)

    def take(hand: str) -> Card:
        try:
            return next(it)
        except StopIteration:
            raise ValueError(f"{len(order)} cards are not enough to finish this coup") from None

    return play_coup(take)
