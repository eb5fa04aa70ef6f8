"""What happens to a shoe, one typed event at a time: the shoe log.

A shoe is shuffled (or stacked by an instructor), cut, given its cut card, burned, dealt
from and collected; the cut card comes out on its own when the card behind it is drawn. A
deck held by hand that runs out mid-round has its discards shuffled to finish the round.
Each of those is one frozen event below; ``ShoeEvent`` is any of them.

The log is written and read as JSON in the same form as ever (``{"event": "deal", "card":
"A♠", "to": "player"}``), so shoe logs and replays saved by earlier versions still load:
``event_record`` writes one event, ``event_from_record`` reads one back.

``Scored`` is not part of the log: it is a hand's result going up on the table's
scoreboard (a baccarat coup for the roads), carried beside the shoe's events to the screen.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from dealertrainer.engine.cards import Card
from dealertrainer.language import _

__all__ = [
    "Burned",
    "Collected",
    "Cut",
    "CutCardOut",
    "CutCardPlaced",
    "Dealt",
    "DiscardsShuffled",
    "Scored",
    "ShoeEvent",
    "ShoeLogError",
    "ShoeNews",
    "Shuffled",
    "Stacked",
    "event_from_record",
    "event_record",
    "log_json",
    "read_log",
]


class ShoeLogError(ValueError):
    """A shoe log entry that is not one of the shoe's events."""


@dataclass(frozen=True, slots=True)
class Shuffled:
    """The shoe gathered and shuffled: shoe number ``shoe`` of the session, from ``seed``."""

    shoe: int
    seed: int
    decks: int


@dataclass(frozen=True, slots=True)
class Stacked:
    """An instructor's stacked shoe loaded: ``cards`` are dealt in the order written."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Cut:
    """A player cut the pack ``position`` cards from the front."""

    position: int


@dataclass(frozen=True, slots=True)
class CutCardPlaced:
    """The cut card that calls the reshuffle went in ``from_end`` cards from the end."""

    from_end: int


@dataclass(frozen=True, slots=True)
class Burned:
    """The burn: the card shown face up (baccarat only) and those burned face down."""

    face_up: Card | None
    face_down: tuple[Card, ...]

    @property
    def cards(self) -> tuple[Card, ...]:
        return ((self.face_up,) if self.face_up else ()) + self.face_down


@dataclass(frozen=True, slots=True)
class Dealt:
    """One card dealt from the shoe to the table, ``to`` a hand or seat."""

    card: Card
    to: str = "table"


@dataclass(frozen=True, slots=True)
class Collected:
    """Cards picked up from the table into the discard rack."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CutCardOut:
    """The cut card came out of the shoe with ``cards_left`` cards still in it."""

    cards_left: int


@dataclass(frozen=True, slots=True)
class DiscardsShuffled:
    """A hand-held deck ran out in the middle of a round: the dealer gathered the ``cards`` of
    the discard rack (never the cards on the layout), shuffled them from ``seed`` and dealt on."""

    seed: int
    cards: int


ShoeEvent = Shuffled | Stacked | Cut | CutCardPlaced | Burned | Dealt | Collected | CutCardOut | DiscardsShuffled


@dataclass(frozen=True, slots=True)
class Scored:
    """A hand's result goes up on the table's scoreboard (a baccarat coup, for the roads)."""

    result: Any


ShoeNews = ShoeEvent | Scored  # what the screen is told about the shoe at a beat


def _cards(texts: Any) -> tuple[Card, ...]:
    return tuple(c if isinstance(c, Card) else Card.parse(c) for c in texts)


def event_record(event: ShoeEvent) -> dict[str, Any]:
    """One event as the shoe log writes it (the JSON form of every version so far)."""
    match event:
        case Dealt(card, to):
            return {"event": "deal", "card": str(card), "to": to}
        case Collected(cards):
            return {"event": "collect", "cards": [str(c) for c in cards]}
        case Shuffled(shoe, seed, decks):
            return {"event": "shuffle", "shoe": shoe, "seed": seed, "decks": decks}
        case Stacked(cards):
            return {"event": "stacked", "cards": [str(c) for c in cards]}
        case Cut(position):
            return {"event": "cut", "position": position}
        case CutCardPlaced(from_end):
            return {"event": "cut_card", "from_end": from_end}
        case Burned(face_up, face_down):
            return {"event": "burn", "face_up": None if face_up is None else str(face_up),
                    "face_down": [str(c) for c in face_down]}
        case CutCardOut(cards_left):
            return {"event": "cut_card_out", "cards_left": cards_left}
        case DiscardsShuffled(seed, cards):
            return {"event": "discards_shuffled", "seed": seed, "cards": cards}
    raise ShoeLogError(f"not a shoe event: {event!r}")


def event_from_record(record: Mapping[str, Any]) -> ShoeEvent:
    """One shoe log entry read back into its event; ``ShoeLogError`` if it is not one."""
    kind = record.get("event")
    try:
        if kind == "deal":
            return Dealt(_cards([record["card"]])[0], str(record.get("to", "table")))
        if kind == "collect":
            return Collected(_cards(record["cards"]))
        if kind == "shuffle":
            return Shuffled(int(record.get("shoe", 1)), int(record["seed"]), int(record.get("decks", 8)))
        if kind == "stacked":
            return Stacked(_cards(record["cards"]))
        if kind == "cut":
            return Cut(int(record["position"]))
        if kind == "cut_card":
            return CutCardPlaced(int(record["from_end"]))
        if kind == "burn":
            face_up = record.get("face_up")
            return Burned(_cards([face_up])[0] if face_up else None, _cards(record["face_down"]))
        if kind == "cut_card_out":
            return CutCardOut(int(record["cards_left"]))
        if kind == "discards_shuffled":
            return DiscardsShuffled(int(record["seed"]), int(record["cards"]))
    except (KeyError, TypeError, ValueError) as exc:
        raise ShoeLogError(_("a {kind} entry of the shoe log is not readable: {error}").format(
            kind=repr(kind), error=exc)) from None
    raise ShoeLogError(_("unknown event in shoe log: {kind}").format(kind=repr(kind)))


def log_json(decks: int, events: Iterable[ShoeEvent]) -> str:
    """A shoe log as JSON (the form saved logs have always had)."""
    return json.dumps({"decks": decks, "events": [event_record(e) for e in events]}, ensure_ascii=False, indent=1)


def read_log(record: str | Mapping[str, Any]) -> tuple[int, list[ShoeEvent]]:
    """The decks and events of a shoe log (JSON or its dict); ``ShoeLogError`` if it is not one."""
    try:
        data = json.loads(record) if isinstance(record, str) else dict(record)
        raw = list(data["events"])
        decks = int(data["decks"])
    except (KeyError, TypeError, ValueError) as exc:
        raise ShoeLogError(_("not a shoe log: {error}").format(error=exc)) from None
    if not raw or not isinstance(raw[0], Mapping) or raw[0].get("event") not in ("shuffle", "stacked"):
        raise ShoeLogError(_("a shoe log starts with a shuffle or a stacked shoe"))
    if not all(isinstance(e, Mapping) for e in raw):
        raise ShoeLogError(_("every entry of a shoe log is an event"))
    return decks, [event_from_record(e) for e in raw]
