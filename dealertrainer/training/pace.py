"""Game pace: how many coups, rounds or hands an hour the trainee deals, against the school's
standard, live at the table and kept in the records over the days.

A hand's time runs from its first card to the first card of the next hand (or to the end of
the run): everything the dealer does for it, the questions answered and the settlement
included, and a shuffle after it too, as a casino's hands an hour count it. The time before
the first hand (the shuffle and burn of a new shoe) is not counted. Hands an hour =
hands finished × 3600 / the seconds they took.

Time comes from the injected monotonic ``clock``; when a hand began, for the records, from the
``wall_clock``. Nothing here reads the time itself, so tests never sleep.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING

from dealertrainer.language import N_, _
from dealertrainer.storage.hand_times import HandTime
from dealertrainer.storage.records import Records, RecordsWriteError
from dealertrainer.storage.school_standards import PACE_GAMES, SchoolStandards
from dealertrainer.storage.settings_in_force import GAME_TITLES

if TYPE_CHECKING:
    from dealertrainer.training.session import Beat

__all__ = ["PaceDay", "PaceMeter", "PaceStandard", "full_table", "pace_by_day", "pace_history", "pace_standard", "per_hour"]


#: A pace in words, per unit of the game (``PACE_GAMES``): "52 coups an hour", "coup 14".
_PER_HOUR = {"coups": N_("{rate} coups an hour"), "rounds": N_("{rate} rounds an hour"),
             "hands": N_("{rate} hands an hour")}
_ONE = {"coups": N_("coup {number}"), "rounds": N_("round {number}"), "hands": N_("hand {number}")}


def per_hour_words(rate: str, unit: str) -> str:
    """ "52 coups an hour" (``rate`` already written: "52", "40–60", "–")."""
    return _(_PER_HOUR[unit]).format(rate=rate) if unit in _PER_HOUR else f"{rate} {unit} an hour"


@dataclass(frozen=True)
class PaceStandard:
    """The school's pace at one game: ``low`` to ``high`` ``unit`` ("coups") an hour."""

    game: str
    low: int
    high: int
    unit: str

    def verdict(self, rate: float | None) -> str:
        """"under", "within" or "over" the standard (None: nothing to judge yet)."""
        if rate is None:
            return ""
        return "under" if rate < self.low else "over" if rate > self.high else "within"

    def in_words(self) -> str:
        """ "40–60 coups an hour" """
        return per_hour_words(f"{self.low}–{self.high}", self.unit)


def pace_standard(school: SchoolStandards, game: str) -> PaceStandard:
    low, high = school.pace(game)
    return PaceStandard(game, low, high, PACE_GAMES[game])


def per_hour(hands: int, seconds: float) -> float | None:
    """Hands an hour from ``hands`` that took ``seconds`` (None with no time to judge by)."""
    return hands * 3600 / seconds if hands and seconds > 0 else None


class PaceMeter:
    """Times each hand of a timed run from its beats; stores each hand as it ends, when given
    records, the trainee and (through ``session_id``) the session it is dealt in."""

    def __init__(self, standard: PaceStandard, *, clock: Callable[[], float] = time.monotonic,
                 wall_clock: Callable[[], float] = time.time, records: Records | None = None,
                 trainee_id: int | None = None, session_id: Callable[[], int | None] = lambda: None) -> None:
        self.standard = standard
        self._clock, self._wall = clock, wall_clock
        self._records, self._trainee_id, self._session_id = records, trainee_id, session_id
        self.times: list[float] = []  # seconds of each hand finished, in order
        self._hand: int | None = None  # the hand under way
        self._began = 0.0  # when it began (clock)
        self._began_wall = 0.0
        self.first_began: float | None = None  # when the first hand began (clock)
        self.unsaved = 0  # hand times the records refused (the run goes on)

    @property
    def hands(self) -> int:
        return len(self.times)

    @property
    def hand_under_way(self) -> int | None:
        return self._hand

    def beat(self, beat: Beat | None, hands_dealt: int | None = None) -> None:
        """A beat was dealt (None: the run is over): a new hand's first card ends the one before.
        A beat's hand is its place's (``Beat.place``); readying the shoe (hand 0) and closing it
        (a hand past the ``hands_dealt`` of its drill) are no hand."""
        place = beat.place if beat is not None else None
        hand = place[0] if place is not None and 1 <= place[0] <= (place[0] if hands_dealt is None else hands_dealt) else None
        if beat is None:
            self._close()
        elif hand is not None and hand != self._hand:
            self._close()
            self._hand, self._began, self._began_wall = hand, self._clock(), self._wall()
            if self.first_began is None:
                self.first_began = self._began

    def finish(self) -> None:
        """The run ends: the hand under way is timed to now."""
        self._close()

    def _close(self) -> None:
        if self._hand is None:
            return
        seconds = max(0.0, self._clock() - self._began)
        self.times.append(seconds)
        session_id = self._session_id()
        if self._records is not None and self._trainee_id is not None and session_id is not None:
            try:
                self._records.record_hand_time(self._trainee_id, session_id, self.standard.game, self._hand,
                                               self._began_wall, seconds)
            except RecordsWriteError:
                self.unsaved += 1  # the window's banner says why; the meter keeps counting
        self._hand = None

    def running_seconds(self) -> float:
        """Seconds the hand under way has taken so far (0 with none)."""
        return max(0.0, self._clock() - self._began) if self._hand is not None else 0.0

    def rate(self) -> float | None:
        """Hands an hour over the hands finished (None before the first is finished)."""
        return per_hour(self.hands, sum(self.times))

    def in_words(self) -> str:
        """ "52 coups an hour (school: 40–60) · coup 14: 0:48" """
        unit = self.standard.unit
        rate = self.rate()
        shown = per_hour_words(f"{rate:.0f}" if rate is not None else "–", unit)
        text = _("{pace} (school: {low}–{high})").format(pace=shown, low=self.standard.low, high=self.standard.high)
        if self._hand is not None:
            seconds = int(self.running_seconds())
            hand = _(_ONE[unit]).format(number=self._hand) if unit in _ONE else f"{unit[:-1]} {self._hand}"
            text += f" · {hand}: {seconds // 60}:{seconds % 60:02d}"
        return text


@dataclass(frozen=True)
class PaceDay:
    """One game on one day (local): hands timed, their seconds, the rate and the standard."""

    game: str
    title: str
    day: date
    hands: int
    seconds: float
    standard: PaceStandard

    @property
    def rate(self) -> float | None:
        return per_hour(self.hands, self.seconds)


def pace_by_day(times: Iterable[HandTime], school: SchoolStandards) -> list[PaceDay]:
    """The timed hands summed per game and local day, oldest day first."""
    sums: dict[tuple[str, date], list[float]] = {}
    for row in times:
        if row.game not in PACE_GAMES:
            continue
        day = datetime.fromtimestamp(row.started).date()
        sums.setdefault((row.game, day), []).append(row.seconds)
    return [PaceDay(game, _(GAME_TITLES[game]), day, len(seconds), sum(seconds), pace_standard(school, game))
            for (game, day), seconds in sorted(sums.items(), key=lambda item: (item[0][1], item[0][0]))]


def pace_history(records: Records, trainee_id: int, school: SchoolStandards) -> list[PaceDay]:
    """The trainee's pace per game and day, from every timed hand in the records (Progress)."""
    return pace_by_day(records.hand_times(trainee_id), school)


def full_table(game: str, rules: object) -> dict[str, int]:
    """The config fields that seat a full table at ``game`` (a stud table seats its rules' players)."""
    return {"seats": rules.seats} if game in ("baccarat", "blackjack") else {}  # type: ignore[attr-defined]
