"""The shoe log in the dealer's words: one line per event, the cards of a coup or round on one.
At stud, the deck's log: its shuffles and the hands dealt from it, a line for each hand."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

__all__ = ["describe_event", "hands_from_deck", "log_lines", "stud_log_lines"]


def describe_event(event: dict[str, Any], tr: Callable[[str], str]) -> str:
    """One line of the shoe log in the dealer's words."""
    kind = event.get("event")
    if kind == "shuffle":
        return tr("Shoe %1 shuffled (%2 decks, seed %3)").replace("%1", str(event["shoe"])).replace(
            "%2", str(event["decks"])).replace("%3", str(event["seed"]))
    if kind == "stacked":
        return tr("Stacked shoe loaded: %1 cards").replace("%1", str(len(event["cards"])))
    if kind == "cut":
        return tr("Cut %1 cards from the front").replace("%1", str(event["position"]))
    if kind == "cut_card":
        return tr("Cut card placed %1 cards from the end").replace("%1", str(event["from_end"]))
    if kind == "burn":
        down = len(event["face_down"])
        if event.get("face_up"):
            return tr("Burn: %1 face up, %2 burned face down").replace("%1", event["face_up"]).replace("%2", str(down))
        return tr("Burn: %1 card face down").replace("%1", str(down))
    if kind == "deal":
        return tr("%1 to %2").replace("%1", event["card"]).replace("%2", str(event.get("to", "table")))
    if kind == "collect":
        return tr("%1 cards collected to the discard rack").replace("%1", str(len(event["cards"])))
    if kind == "cut_card_out":
        return tr("Cut card out: %1 cards left").replace("%1", str(event["cards_left"]))
    return str(kind)


def log_lines(events: Sequence[dict[str, Any]], tr: Callable[[str], str]) -> list[str]:
    """The shoe log for reading: the cards of one coup or round on one line, by hand."""
    lines: list[str] = []
    hands: dict[str, list[str]] = {}
    for event in list(events) + [{"event": "end"}]:
        if event.get("event") == "deal":
            hands.setdefault(str(event.get("to", "table")), []).append(event["card"])
            continue
        if hands:
            lines.append(" · ".join(f"{_hand_name(to, tr)} {' '.join(cards)}" for to, cards in hands.items()))
            hands = {}
        if event.get("event") in ("end", "collect"):  # collecting follows every coup: the figures count it
            continue
        lines.append(describe_event(event, tr))
    return lines


def _hand_name(to: str, tr: Callable[[str], str]) -> str:
    return {"player": tr("Player"), "banker": tr("Banker"), "dealer": tr("Dealer"),
            "center": tr("Centre")}.get(to, to.capitalize())


def stud_log_lines(events: Sequence[dict[str, Any]], tr: Callable[[str], str]) -> list[str]:
    """The stud deck's log: each shuffle (or stacked deck) and each hand dealt, numbered: a
    hand is one entry, its cards counted on the first line and each seat's on a line of its
    own. A hand ends when its cards are collected."""
    lines: list[str] = []
    hands: dict[str, list[str]] = {}
    number = 0
    for event in events:
        kind = event.get("event")
        if kind == "deal":
            hands.setdefault(str(event.get("to", "table")), []).append(event["card"])
        elif kind == "collect" and hands:
            number += 1
            head = tr("Hand %1: %2 cards").replace("%1", str(number)).replace(
                "%2", str(sum(map(len, hands.values()))))
            seats = [f"    {_hand_name(to, tr)}  {' '.join(cards)}" for to, cards in hands.items()]
            lines.append("\n".join([head, *seats]))
            hands = {}
        elif kind == "shuffle":
            lines.append(tr("Deck shuffled (seed %1)").replace("%1", str(event["seed"])))
        elif kind == "stacked":
            lines.append(tr("Stacked deck loaded: %1 cards").replace("%1", str(len(event["cards"]))))
    return lines


def hands_from_deck(events: Sequence[dict[str, Any]]) -> int:
    """Hands dealt and collected since the deck was last shuffled (or stacked)."""
    hands = 0
    for event in events:
        kind = event.get("event")
        if kind in ("shuffle", "stacked"):
            hands = 0
        elif kind == "collect" and event.get("cards"):
            hands += 1
    return hands
