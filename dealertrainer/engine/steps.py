"""Dealer steps: one model for the rules, the quizzes and the table on screen.

Every game deals a hand as an ordered list of ``DealerStep``. A step carries the table as
the dealer sees it at that moment (``table``), what the dealer does or says (``action`` and
``say``) and, when the step is a decision a trainee can be quizzed on, the question, the
kind of answer, the one correct answer under the house rules, the rule's explanation and
the skill it exercises. Steps that are only motions (a card dealt) have no question.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from enum import Enum

from dealertrainer.engine.cards import Card
from dealertrainer.engine.chip_stacks import Stack
from dealertrainer.engine.places import Place, Role
from dealertrainer.language import _

__all__ = ["AnswerKind", "BetView", "DealerStep", "HandView", "TableView", "Answer", "listed", "spots_in", "spots_text"]

Answer = bool | int | str | Decimal


class AnswerKind(str, Enum):
    """What sort of answer a question takes."""

    YES_NO = "yes_no"  # answer is bool
    CHOICE = "choice"  # answer is one of ``choices`` (str)
    SEAT = "seat"  # answer is a seat number (int, as printed on the layout)
    MONEY = "money"  # answer is Decimal
    COUNT = "count"  # answer is int (cards to burn, a hand total)
    PHRASE = "phrase"  # answer is the words to announce (str), matched loosely
    SPOTS = "spots"  # answer is several of ``choices`` (str: "Banker and Tie", see ``spots_in``)


def spots_in(text: str) -> tuple[str, ...]:
    """The spots a SPOTS answer names: "Banker, Tie and Player Pair" -> ("Banker", "Tie", "Player Pair")."""
    return tuple(part.strip() for part in re.split(r",|、|，|及|\band\b", text) if part.strip())


def spots_text(spots: Sequence[str]) -> str:
    """Spots as a SPOTS answer names them, in the order given: "Player", "Player and Tie", "A, B and C"."""
    names = list(spots)
    if not names:
        return ""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def listed(names: Sequence[str]) -> str:
    """Names (already in the language in force) as one list: "Player, Tie and Banker Pair"; a
    language joins them its own way ("闲、和、庄对")."""
    shown = names[0] if names else ""
    for index, name in enumerate(names[1:], 1):
        shown = (_("{names} and {name}") if index == len(names) - 1 else _("{names}, {name}")).format(
            names=shown, name=name)
    return shown


@dataclass(frozen=True)
class HandView:
    """Cards in one place on the layout, in the order they were dealt."""

    place: Place  # whose cards: read by field (role, seat, hand), printed as "seat 3 hand 2"
    cards: tuple[Card, ...] = ()
    face_down: tuple[bool, ...] = ()  # one flag per card; empty means all face up
    label: str = ""  # what is written beside it, e.g. a total already called
    folded: bool = False

    def is_down(self, index: int) -> bool:
        return bool(self.face_down) and self.face_down[index]


@dataclass(frozen=True)
class BetView:
    """Chips on a betting spot, or a payout set beside the bet it pays (``paid``)."""

    seat: int  # seat number as printed on the layout
    spot: str  # "player", "banker", "tie", "player pair", "insurance", "wager", "double", ...
    amount: Decimal
    hand: int | None = None  # a split seat's hand the wager or double is on (None: not split)
    paid: bool = False  # winnings beside the bet, not the bet itself

    @property
    def name(self) -> str:
        """The spot as a dealer names it, for logs and tests: "banker", "hand 2 wager", "banker paid"."""
        return (f"hand {self.hand} " if self.hand is not None else "") + self.spot + (" paid" if self.paid else "")


@dataclass(frozen=True)
class TableView:
    """A snapshot of the felt: every hand, every bet, and a line of context."""

    game: str  # "baccarat", "blackjack", "stud"
    hands: tuple[HandView, ...] = ()
    bets: tuple[BetView, ...] = ()
    commission: tuple[tuple[int, Decimal], ...] = ()  # seat -> amount owed in its box
    note: str = ""
    stacks: tuple[Stack, ...] = ()  # chips standing in stacks before the dealer (a pile to read or colour up)

    @property
    def cards_in_play(self) -> int:
        """Cards in the hands on the layout; burned cards do not count."""
        return sum(len(h.cards) for h in self.hands if h.place.role is not Role.BURN)

    def hand(self, place: Place | str) -> HandView | None:
        """The hand at ``place``; a name as printed ("seat 3") also finds it, for tests and scripts."""
        if isinstance(place, Place):
            return next((h for h in self.hands if h.place == place), None)
        return next((h for h in self.hands if str(h.place) == place), None)


@dataclass(frozen=True)
class DealerStep:
    """One thing the dealer does, and the decision it involves if any."""

    action: str  # machine name: "burn", "deal", "call", "player_draws", "banker_draws", "settle", ...
    say: str  # the motion or words, in the dealer's own terms ("Player shows 4, Banker 5")
    table: TableView  # the felt as it is when this step is shown
    question: str | None = None  # the prompt, when this step is quizzed
    answer_kind: AnswerKind | None = None
    answer: Answer | None = None
    choices: tuple[str, ...] = ()
    explanation: str = ""  # why the answer is right, in one or two plain sentences
    skill: str | None = None  # dotted id "game.topic.cell"
    seat: int | None = None  # the seat a settlement or action concerns
    extra: tuple[tuple[str, str], ...] = field(default=())  # small facts a view may show
    # The felt while the question is up, when it differs from ``table`` (the felt after the
    # motion): a card asked about before it lands must not already lie on its spot.
    question_table: TableView | None = None
    # The bet the step pays, takes, settles or asks about, exactly as it lies on the felt when
    # the step begins (a view finds it by field, never by reading the words or the skill id).
    # None for a step about no single bet (a card, a total, the losing bets swept together).
    bet: BetView | None = None
    # The choices as the trainee reads them, one for each of ``choices``, in the language in force
    # when the step was made: for choice keys made of parts ("Seat 3", "Pair of kings bets") that
    # no catalog lists whole. Empty: each choice is shown as ``_(choice)``. See ``label``.
    labels: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.bet is not None and (self.seat is None or self.bet.seat != self.seat or self.bet.paid):
            raise ValueError(f"step {self.action!r} at seat {self.seat} concerns a bet at seat {self.bet.seat}, or a payout")
        if self.question is not None:
            if self.answer_kind is None or self.answer is None or not self.skill:
                raise ValueError(f"step {self.action!r} asks a question without answer or skill")
            if self.answer_kind is AnswerKind.CHOICE and self.answer not in self.choices:
                raise ValueError(f"step {self.action!r}: answer {self.answer!r} is not a choice")
            if self.answer_kind is AnswerKind.SPOTS and not (
                    isinstance(self.answer, str) and set(spots_in(self.answer)) <= set(self.choices)):
                raise ValueError(f"step {self.action!r}: answer {self.answer!r} names a spot not among the choices")
        if self.labels and len(self.labels) != len(self.choices):
            raise ValueError(f"step {self.action!r}: {len(self.labels)} labels for {len(self.choices)} choices")

    def label(self, choice: str) -> str:
        """A choice (or the answer) as the trainee reads it: its label, or the key translated.
        The choice itself stays the key the records keep and the scoring compares."""
        if self.labels:
            for key, label in zip(self.choices, self.labels):
                if key == choice:
                    return label
        return _(choice)

    @property
    def is_question(self) -> bool:
        return self.question is not None

    def with_table(self, table: TableView) -> DealerStep:
        return replace(self, table=table)


def questions(steps: Sequence[DealerStep]) -> list[DealerStep]:
    """Only the steps a trainee can be asked about."""
    return [s for s in steps if s.is_question]
