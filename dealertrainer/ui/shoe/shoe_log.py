"""The shoe log in the dealer's words: one line per event, the cards of a coup or round on one.
At stud, the deck's log: its shuffles and the hands dealt from it, a line for each hand."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dealertrainer.engine.shoe_events import (
    Burned, Collected, Cut, CutCardOut, CutCardPlaced, Dealt, DiscardsShuffled, ShoeEvent, Shuffled, Stacked
)
from dealertrainer.language import ngettext

__all__ = ["describe_event", "log_lines", "stud_log_lines"]


def describe_event(event: ShoeEvent, tr: Callable[[str], str]) -> str:
    """One line of the shoe log in the dealer's words."""
    match event:
        case Shuffled(shoe, seed, decks):  # a count: one message per form ("1 deck" in a pitch game)
            return ngettext("Shoe {shoe} shuffled ({n} deck, seed {seed})",
                            "Shoe {shoe} shuffled ({n} decks, seed {seed})", decks).format(shoe=shoe, n=decks, seed=seed)
        case Stacked(cards):
            return tr("Stacked shoe loaded: %1 cards").replace("%1", str(len(cards)))
        case Cut(position):
            return tr("Cut %1 cards from the front").replace("%1", str(position))
        case CutCardPlaced(from_end):
            return tr("Cut card placed %1 cards from the end").replace("%1", str(from_end))
        case Burned(face_up, face_down):
            if face_up is not None:
                return tr("Burn: %1 face up, %2 burned face down").replace("%1", str(face_up)).replace(
                    "%2", str(len(face_down)))
            return tr("Burn: %1 card face down").replace("%1", str(len(face_down)))
        case Dealt(card, to):
            return tr("%1 to %2").replace("%1", str(card)).replace("%2", to)
        case Collected(cards):
            return tr("%1 cards collected to the discard rack").replace("%1", str(len(cards)))
        case CutCardOut(cards_left):
            return tr("Cut card out: %1 cards left").replace("%1", str(cards_left))
        case DiscardsShuffled():
            return tr("Deck ran out: discards shuffled to finish the round")
    return type(event).__name__


def log_lines(events: Sequence[ShoeEvent], tr: Callable[[str], str]) -> list[str]:
    """The shoe log for reading: the cards of one coup or round on one line, by hand."""
    lines: list[str] = []
    hands: dict[str, list[str]] = {}
    for event in [*events, None]:  # None: the end of the log
        if isinstance(event, Dealt):
            hands.setdefault(event.to, []).append(str(event.card))
            continue
        if hands:
            lines.append(" · ".join(f"{_hand_name(to, tr)} {' '.join(cards)}" for to, cards in hands.items()))
            hands = {}
        if event is None or isinstance(event, Collected):  # collecting follows every coup: the figures count it
            continue
        lines.append(describe_event(event, tr))
    return lines


def _hand_name(to: str, tr: Callable[[str], str]) -> str:
    return {"player": tr("Player"), "banker": tr("Banker"), "dealer": tr("Dealer"),
            "center": tr("Centre")}.get(to, to.capitalize())


def stud_log_lines(events: Sequence[ShoeEvent], tr: Callable[[str], str]) -> list[str]:
    """The stud deck's log: each shuffle (or stacked deck) and each hand dealt, numbered: a
    hand is one entry, its cards counted on the first line and each seat's on a line of its
    own. A hand ends when its cards are collected."""
    lines: list[str] = []
    hands: dict[str, list[str]] = {}
    number = 0
    for event in events:
        if isinstance(event, Dealt):
            hands.setdefault(event.to, []).append(str(event.card))
        elif isinstance(event, Collected) and hands:
            number += 1
            head = tr("Hand %1: %2 cards").replace("%1", str(number)).replace(
                "%2", str(sum(map(len, hands.values()))))
            seats = [f"    {_hand_name(to, tr)}  {' '.join(cards)}" for to, cards in hands.items()]
            lines.append("\n".join([head, *seats]))
            hands = {}
        elif isinstance(event, Shuffled):
            lines.append(tr("Deck shuffled (seed %1)").replace("%1", str(event.seed)))
        elif isinstance(event, Stacked):
            lines.append(tr("Stacked deck loaded: %1 cards").replace("%1", str(len(event.cards))))
    return lines

