"""Stud games as data: a dealing pattern is a list of streets, each street the cards every
live seat receives (face down or face up, one round of the table per card), followed by a
betting interval. The deal engine has no branch per game; it only walks a pattern.

The three games:

- Five-card stud (seed 004): hole card and one upcard, then three single upcards; an
  interval after each; the best board speaks first; "possible straight/flush" is called on
  the third and fourth upcards. Small limit on the first three intervals, big on the last.
- Seven-card stud (casino practice): two down and one up (third street), three single
  upcards (fourth to sixth street), one down (seventh street). The lowest upcard brings it
  in on third street, the best board speaks first afterwards; big limit from fifth street.
- Home seven-card stud (seed 002): "2 down, 1 up, 2 down, 1 up, 1 up". The first two waves
  are one street (nobody shows a card before the first upcard, so nobody could be named to
  speak first), giving four intervals. Home games play no bring-in: the best board speaks
  first as in the seed's five-card game. Big limit on the last two intervals.

Seven-card games are not called "possible straight/flush": with three hidden cards almost
any board could still become one, and casino dealers do not announce them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from dealertrainer.engine.stud.rules import StudGame
from dealertrainer.language import N_

__all__ = ["DOWN", "PATTERNS", "UP", "DealingPattern", "Face", "Street", "pattern_for"]

DECK_SIZE = 52


class Face(str, Enum):
    """How a card is dealt."""

    DOWN = "down"
    UP = "up"


DOWN = Face.DOWN
UP = Face.UP


@dataclass(frozen=True)
class Street:
    """One dealing round and the betting interval after it."""

    name: str  # "third street", "second upcard" (marked: shown as ``_(name)``)
    cards: tuple[Face, ...]  # one round of the table for each
    big_limit: bool = False  # the interval after it is played at the big limit

    def __post_init__(self) -> None:
        if not self.cards:
            raise ValueError(f"street {self.name!r} deals no cards")
        if not all(isinstance(f, Face) for f in self.cards):
            raise ValueError(f"street {self.name!r}: each card is Face.UP or Face.DOWN")


@dataclass(frozen=True)
class DealingPattern:
    """A stud game: its streets and the rules that differ between games."""

    game: StudGame
    title: str  # marked: shown as ``_(title)``
    streets: tuple[Street, ...]
    bring_in: bool  # the first interval can be opened by a bring-in (if the house uses one)
    announce_draws: bool  # the dealer calls "possible straight" / "possible flush"
    max_seats: int

    def __post_init__(self) -> None:
        if not 5 <= self.cards_per_seat <= 7:
            raise ValueError(f"{self.title}: a stud hand has 5 to 7 cards, not {self.cards_per_seat}")
        if UP not in self.streets[0].cards:
            raise ValueError(f"{self.title}: the first street must show an upcard to name who speaks")
        if self.bring_in and self.streets[0].cards.count(UP) != 1:
            raise ValueError(f"{self.title}: a bring-in needs exactly one upcard on the first street")
        # Every street but the last must be dealt in full from one deck; the last one may
        # fall back on a single community card.
        if self.max_seats * sum(len(s.cards) for s in self.streets[:-1]) > DECK_SIZE:
            raise ValueError(f"{self.title}: {self.max_seats} seats run the deck dry before the last street")

    @property
    def cards_per_seat(self) -> int:
        return sum(len(s.cards) for s in self.streets)

    @property
    def intervals(self) -> int:
        return len(self.streets)

    def faces(self) -> tuple[Face, ...]:
        """Every card a seat receives, in order."""
        return tuple(f for s in self.streets for f in s.cards)


FIVE_CARD_STUD = DealingPattern(
    game=StudGame.FIVE_CARD,
    title=N_("Five-card stud"),
    streets=(
        Street(N_("first upcard"), (DOWN, UP)),
        Street(N_("second upcard"), (UP,)),
        Street(N_("third upcard"), (UP,)),
        Street(N_("fourth upcard"), (UP,), big_limit=True),
    ),
    bring_in=False,
    announce_draws=True,
    max_seats=10,
)

SEVEN_CARD_STUD = DealingPattern(
    game=StudGame.SEVEN_CARD,
    title=N_("Seven-card stud"),
    streets=(
        Street(N_("third street"), (DOWN, DOWN, UP)),
        Street(N_("fourth street"), (UP,)),
        Street(N_("fifth street"), (UP,), big_limit=True),
        Street(N_("sixth street"), (UP,), big_limit=True),
        Street(N_("seventh street"), (DOWN,), big_limit=True),
    ),
    bring_in=True,
    announce_draws=False,
    max_seats=8,
)

HOME_SEVEN_STUD = DealingPattern(
    game=StudGame.HOME_SEVEN,
    title=N_("Home seven-card stud (2 down, 1 up, 2 down, 1 up, 1 up)"),
    streets=(
        Street(N_("first upcard"), (DOWN, DOWN, UP)),
        Street(N_("two more down"), (DOWN, DOWN)),
        Street(N_("second upcard"), (UP,), big_limit=True),
        Street(N_("third upcard"), (UP,), big_limit=True),
    ),
    bring_in=False,
    announce_draws=False,
    max_seats=8,
)

PATTERNS: dict[StudGame, DealingPattern] = {
    p.game: p for p in (FIVE_CARD_STUD, SEVEN_CARD_STUD, HOME_SEVEN_STUD)
}


def pattern_for(game: StudGame | str) -> DealingPattern:
    """The dealing pattern of a game."""
    try:
        return PATTERNS[StudGame(game)]
    except ValueError:
        allowed = ", ".join(g.value for g in StudGame)
        raise ValueError(f"no stud game {game!r}; the games are {allowed}") from None
