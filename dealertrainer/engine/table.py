"""One shape for every table game: start a shoe, deal a hand, know when the shoe is done.

A dealer at any table does the same things in the same order: readies a shoe (shuffle,
cut, cut card, burn), deals hand after hand from it (a coup, a round, a stud hand), each
one a list of dealer steps with a result, and stops when the shoe is finished. ``Table``
is that shape; ``BaccaratTable``, ``BlackjackTable`` and ``StudTable`` wrap each game's
engine in it (``ShoeSession``; ``new_shoe`` and ``round_steps``; ``deal_hand``).

What is on the layout for a hand (the bets, the players' choices) is given to ``deal_hand``
by whoever runs the table (the dealer's-seat drill in training: those are practice
choices). Randomness comes from the ``random.Random`` passed in, so one seed deals one game.

A table given an instructor's stacked shoe deals it in the order written: the pack is laid
out so the one-card cut every shoe gets leaves the cards as written.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, Protocol, TypeVar

from dealertrainer.engine.baccarat.coup import coup_from_cards
from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.baccarat.shoe_session import Bets, ShoeSession
from dealertrainer.engine.blackjack.dealing import Players, new_shoe, round_steps
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.cards import Card
from dealertrainer.engine.shoe import Shoe, burn_count
from dealertrainer.engine.shoe_events import Stacked
from dealertrainer.engine.steps import DealerStep
from dealertrainer.engine.stud.patterns import pattern_for
from dealertrainer.engine.stud.rules import StudRules
from dealertrainer.engine.stud.hand_procedure import deal_hand
from dealertrainer.language import _

__all__ = [
    "BaccaratTable",
    "BlackjackRound",
    "BlackjackTable",
    "DealtHand",
    "StudTable",
    "TABLES",
    "Table",
    "cut_proof",
    "is_stacked",
    "stud_cards_for_a_hand",
]

Layout = TypeVar("Layout", contravariant=True)


@dataclass(frozen=True)
class DealtHand:
    """One hand dealt: the dealer's steps in order, the engine's result, and what goes up on
    the table's scoreboard (a baccarat coup; None at a table without one)."""

    steps: tuple[DealerStep, ...]
    result: Any
    scored: Any = None


class Table(Protocol[Layout]):
    """A game's table as the dealer's seat runs it."""

    game: str  # "baccarat", "blackjack", "stud"
    #: True when the table shuffles up by itself between hands once the shoe is done (a
    #: blackjack round ends with the shuffle), so a set number of hands runs across shoes.
    reshuffles_itself: bool
    one_deck: bool  # dealt from a single deck (each card once), not a shoe

    @property
    def shoe(self) -> Shoe: ...

    @staticmethod
    def cards_for_first_hand(cards: Sequence[Card], rules: Any) -> tuple[int, str]:
        """How many cards a stacked shoe starting with ``cards`` needs for its first hand, and
        why in words (``rules``: the house rules, or None for the standard ones)."""
        ...

    def start_shoe(self) -> list[DealerStep]:
        """Ready the shoe before the first hand: the steps the dealer takes (cut, cut card, burn)."""
        ...

    def between_hands(self) -> None:
        """What happens to the shoe after a hand and before the next (a stud deck is shuffled)."""
        ...

    @property
    def shoe_finished(self) -> bool:
        """No further hand is dealt from this shoe."""
        ...

    def deal_hand(self, layout: Layout) -> DealtHand:
        """Deal one hand with ``layout`` on the table (bets, players)."""
        ...

    def end_shoe(self) -> list[DealerStep]:
        """The steps at the end of the shoe (commission boxes collected)."""
        ...


def is_stacked(shoe: Shoe) -> bool:
    """Whether ``shoe`` is an instructor's stacked shoe (dealt in the order written)."""
    return bool(shoe.log) and isinstance(shoe.log[0], Stacked) and shoe.number <= 1


def cut_proof(shoe: Shoe) -> Shoe:
    """A fresh stacked shoe laid out so that a one-card cut leaves the cards in the order written.

    Every shoe is cut before it is dealt; a prepared scenario must still deal as prepared.
    """
    cards = shoe.peek_order()
    if len(cards) < 2:
        raise ValueError(_("a stacked shoe needs at least two cards to be cut and dealt"))
    return Shoe.stacked(cards[-1:] + cards[:-1])


def stud_cards_for_a_hand(rules: StudRules) -> int:
    """The fewest cards that deal a whole stud hand to every seat (the last street may be one
    community card)."""
    pattern = pattern_for(rules.game)
    return rules.seats * sum(len(street.cards) for street in pattern.streets[:-1]) + 1


class BaccaratTable:
    """Mini Baccarat: a shoe from the shuffle to the cut card, coup after coup (``ShoeSession``)."""

    game = "baccarat"
    reshuffles_itself = False
    one_deck = False

    @staticmethod
    def cards_for_first_hand(cards: Sequence[Card], rules: Any = None) -> tuple[int, str]:
        burned = burn_count(cards[0])
        try:
            coup = coup_from_cards(list(cards[1 + burned:]))
        except ValueError:
            hands = 6
            told = _("the first coup takes the burn card ({card}), the {burned} it burns and up to {hands} for the "
                     "hands")
        else:
            hands = len(coup.player_cards) + len(coup.banker_cards)
            told = _("the first coup takes the burn card ({card}), the {burned} it burns and {hands} for the hands")
        return 1 + burned + hands, told.format(card=cards[0], burned=burned, hands=hands)

    def __init__(self, rules: BaccaratRules, rng: random.Random, shoe: Shoe | None = None) -> None:
        self.session = ShoeSession(rules, seed=rng.randrange(2**32))
        self._cut_at: int | None = None
        if shoe is not None:
            if is_stacked(shoe):
                shoe, self._cut_at = cut_proof(shoe), 1
                if shoe.cards_left - 1 < rules.cut_card_from_end:
                    # A short scenario: the cut card goes in last, so every card can be dealt.
                    self.session.rules = rules.model_copy(update={"cut_card_from_end": 1})
            self.session.shoe = shoe

    @property
    def shoe(self) -> Shoe:
        return self.session.shoe

    @property
    def coups(self) -> list:
        """The coups of this shoe so far."""
        return self.session.coups

    def start_shoe(self) -> list[DealerStep]:
        return self.session.start_shoe(self._cut_at)

    def between_hands(self) -> None:
        pass  # the coup's cards are collected at its end

    @property
    def shoe_finished(self) -> bool:
        return self.session.shoe_finished

    def deal_hand(self, layout: Bets) -> DealtHand:
        coup, steps = self.session.deal(layout)
        return DealtHand(tuple(steps), coup, scored=coup)

    def end_shoe(self) -> list[DealerStep]:
        return self.session.end_shoe()


@dataclass(frozen=True)
class BlackjackRound:
    """What is on a blackjack table for a round: the seats' wagers, who plays each seat, and
    the side bets beside the wagers ({seat: {"perfect pairs": stake, "21+3": stake}})."""

    wagers: Mapping[int, Decimal]
    players: Players
    side_bets: Mapping[int, Mapping[str, Decimal]] = field(default_factory=dict)


class BlackjackTable:
    """Blackjack: rounds through a shoe; the round that brings out the cut card ends with the
    shuffle (``new_shoe`` and ``round_steps``)."""

    game = "blackjack"
    reshuffles_itself = True
    one_deck = False

    @staticmethod
    def cards_for_first_hand(cards: Sequence[Card], rules: Any = None) -> tuple[int, str]:
        return 5, _("a round takes at least 5: one burned, two for a seat and two for the dealer")

    def __init__(self, rules: BlackjackRules, rng: random.Random, shoe: Shoe | None = None) -> None:
        self.rules = rules
        self._rng = rng
        self._shoe = Shoe(rules.decks, seed=rng.randrange(2**32))
        self._stacked = shoe is not None and is_stacked(shoe)
        if shoe is not None:
            self._shoe = cut_proof(shoe) if self._stacked else shoe
        self._shuffle_due = False

    @property
    def shoe(self) -> Shoe:
        return self._shoe

    def start_shoe(self) -> list[DealerStep]:
        if self._stacked:  # cut by one card, so the scenario deals in the order written
            return new_shoe(self._shoe, self.rules, shuffle=False, cut_position=1)
        return []  # the first round readies a fresh shoe itself

    def between_hands(self) -> None:
        pass  # each seat's cards are collected as it is settled

    @property
    def shoe_finished(self) -> bool:
        return self._shuffle_due

    def deal_hand(self, layout: BlackjackRound) -> DealtHand:
        result, steps = round_steps(self._shoe, layout.wagers, self.rules, layout.players,
                                    new_shoe_seed=self._rng.randrange(2**32), side_bets=layout.side_bets)
        self._shuffle_due = result.shuffle_due
        return DealtHand(tuple(steps), result)

    def end_shoe(self) -> list[DealerStep]:
        return []


class StudTable:
    """Stud: one deck, shuffled for every hand (``deal_hand``). An instructor's stacked deck
    deals its cards in the order written, hand after hand with no shuffle, while they make a
    whole hand."""

    game = "stud"
    reshuffles_itself = False
    one_deck = True

    @staticmethod
    def cards_for_first_hand(cards: Sequence[Card], rules: Any = None) -> tuple[int, str]:
        stud = rules if isinstance(rules, StudRules) else StudRules()
        pattern = pattern_for(stud.game)
        before_last = sum(len(street.cards) for street in pattern.streets[:-1])
        return stud_cards_for_a_hand(stud), _(
            "a hand of {game} for {seats} players takes {cards} cards each "
            "before the last street and at least one (a community card) on it"
        ).format(game=_(pattern.title), seats=stud.seats, cards=before_last)

    def __init__(self, rules: StudRules, rng: random.Random, shoe: Shoe | None = None) -> None:
        self.rules = rules
        self._rng = rng
        self._shoe = Shoe(1, seed=rng.randrange(2**32))
        self._stacked = shoe is not None and is_stacked(shoe)
        if shoe is not None:
            self._shoe = shoe
        self._hands = 0

    @property
    def shoe(self) -> Shoe:
        return self._shoe

    def start_shoe(self) -> list[DealerStep]:
        return []  # a stud deck is neither cut nor burned

    def between_hands(self) -> None:
        self._shoe.collect_all()
        if not self._stacked:
            self._shoe.shuffle(self._rng.randrange(2**32))

    @property
    def shoe_finished(self) -> bool:
        """A stacked deck is dealt once what is left would not make a whole hand."""
        return self._stacked and self._hands > 0 and self._shoe.cards_left < stud_cards_for_a_hand(self.rules)

    def deal_hand(self, layout: Any) -> DealtHand:
        """``layout``: the players who decide the folds (``RandomPlayers``, ``ScriptedPlayers``)."""
        dealt = deal_hand(self.rules, self._shoe, layout)
        self._hands += 1
        return DealtHand(dealt.steps, dealt)

    def end_shoe(self) -> list[DealerStep]:
        return []


#: Every table game, by the name the app and the stacked-shoe files use for it.
TABLES: dict[str, type[BaccaratTable] | type[BlackjackTable] | type[StudTable]] = {
    table.game: table for table in (BaccaratTable, BlackjackTable, StudTable)
}
