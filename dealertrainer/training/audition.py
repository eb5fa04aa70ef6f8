"""The audition: a timed run of one game through a shoe, scored on accuracy, pace and
procedure, as a school's table test is.

The school's settings (``SchoolStandards``) say the game, the seats and the length; the house
rules in force at that game's table are the rules dealt. The table deals hand after hand with
no verdict shown until the end (as an evaluator watches in silence); once the length is up no
new hand starts, and the hand under way is finished.

What each mark measures (``score``):

- **Accuracy**: the share right of the money and hand questions: totals, results, settling
  each bet, payouts and commission, stud limits and the showdown (every skill whose topic is
  not a procedure topic below).
- **Procedure**: the share right of the questions on what the dealer does next by the rules
  of the game: the burn and the deal, the cut card, draw or stand (naturals, the Player's and
  Banker's third card, the dealer's hand), the peek, insurance and even money, the pitch
  game's handling, who acts first or brings it in, announcements, folds (``PROCEDURE_TOPICS``).
- **Pace**: hands an hour over the hands dealt (``training.pace``), against the school's
  lowest pace for the game times the pace mark.

The verdict: **passed** when the run dealt its whole length, each of accuracy and procedure
reaches its mark (a mark no question was asked on is not held against the trainee, and says
so), and the pace reaches its mark. Anything short of one of these is **not passed**, with the
reasons listed.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import Field, model_validator

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.engine.money import DEFAULT_CHIPS, Chip
from dealertrainer.engine.steps import TableView
from dealertrainer.engine.stud.rules import StudRules
from dealertrainer.language import N_, _, ngettext
from dealertrainer.storage.records import Records
from dealertrainer.storage.settings_in_force import GAME_TITLES, SettingsInForce
from dealertrainer.training.drills.base import DrillBase, DrillConfig
from dealertrainer.training.drills.seat import (
    BaccaratSeatConfig,
    BaccaratSeatDrill,
    BlackjackSeatConfig,
    BlackjackSeatDrill,
    StudSeatConfig,
    StudSeatDrill,
)
from dealertrainer.training.finished_runs import record_audition
from dealertrainer.training.pace import PaceMeter, PaceStandard, pace_standard, per_hour, per_hour_words
from dealertrainer.training.session import Beat, Feedback, Session
from dealertrainer.training.skills import topic_of

__all__ = [
    "AuditionConfig",
    "AuditionRun",
    "AuditionScore",
    "Mark",
    "PROCEDURE_TOPICS",
    "audition_config",
    "AuditionDrill",
    "cards_on_the_felt",
    "is_procedure",
    "score",
]

#: The topics (second part of a skill id) that are the game's procedure; every other is accuracy.
PROCEDURE_TOPICS = frozenset({
    "burn", "deal", "cut_card", "shoe", "natural", "player", "banker", "dealer", "peek", "insurance",
    "even_money", "pitch", "first_to_act", "bring_in", "announce", "fold",
})
#: Hands a blackjack or stud audition may deal at most (the time ends it long before).
MOST_HANDS = 500


def is_procedure(skill: str) -> bool:
    """Whether ``skill`` is scored as procedure (else as accuracy)."""
    return topic_of(skill).partition(".")[2] in PROCEDURE_TOPICS


class AuditionConfig(DrillConfig):
    """One audition's settings, as kept with its session in the records."""

    length: int | None = Field(None, description=N_("Not used: the audition runs for its minutes."))
    feedback: Feedback = Field(Feedback.AT_END, description=N_("Verdicts at the end, as an evaluator gives them."))
    game: Literal["baccarat", "blackjack", "stud"] = "blackjack"
    seats: int = Field(5, ge=1, le=10, description=N_("Seats in play."))
    minutes: float = Field(20, gt=0, le=30, description=N_("No new hand starts after this many minutes."))
    rules: BaccaratRules | BlackjackRules | StudRules = Field(default_factory=BlackjackRules,
                                                            description=N_("The house rules in force at the game."))
    chip_set: tuple[Chip, ...] = Field(DEFAULT_CHIPS, min_length=1, description=N_("The table's chips."))
    pass_accuracy: float = Field(0.95, ge=0, le=1)
    pass_procedure: float = Field(0.90, ge=0, le=1)
    pass_pace: float = Field(1.0, gt=0, le=2, description=N_("Share of the school's lowest pace to reach."))
    pace_low: int = Field(60, ge=1, description=N_("The school's lowest pace at the game (hands an hour)."))
    pace_high: int = Field(80, ge=1, description=N_("The school's highest pace at the game (hands an hour)."))

    @model_validator(mode="after")
    def _fits_the_table(self) -> AuditionConfig:
        expected = {"baccarat": BaccaratRules, "blackjack": BlackjackRules, "stud": StudRules}[self.game]
        if not isinstance(self.rules, expected):
            raise ValueError(_("an audition at {game} needs that game's house rules").format(game=_(GAME_TITLES[self.game])))
        if self.game == "stud":
            _stud_rules(self.rules, self.seats)
        elif self.seats > self.rules.seats:
            raise ValueError(_("the audition asks for {seats} seats, and the {game} table in the house rules has "
                               "{table}; change either in Settings").format(seats=self.seats, game=_(GAME_TITLES[self.game]),
                                                                            table=self.rules.seats))
        return self

    @property
    def standard(self) -> PaceStandard:
        from dealertrainer.storage.school_standards import PACE_GAMES

        return PaceStandard(self.game, self.pace_low, self.pace_high, PACE_GAMES[self.game])

    @property
    def pace_needed(self) -> float:
        return self.pace_low * self.pass_pace

    def in_words(self) -> list[tuple[str, str]]:
        """The run's settings as (name, value) lines, for the start page and the report."""
        minutes = ngettext("{minutes} minute (the hand under way is finished)",
                           "{minutes} minutes (the hand under way is finished)",
                           1 if self.minutes == 1 else 2).format(minutes=f"{self.minutes:g}")
        return [
            (_("Game"), _(GAME_TITLES[self.game])),
            (_("Seats"), str(self.seats)),
            (_("Length"), minutes),
            (_("House rules"), self.rules.in_words()),
            (_("Pass mark: accuracy"), _("{share} of the money and hand questions right").format(
                share=f"{self.pass_accuracy:.0%}")),
            (_("Pass mark: procedure"), _("{share} of the procedure questions right").format(
                share=f"{self.pass_procedure:.0%}")),
            (_("Pass mark: pace"), _("{pace} (school: {standard})").format(
                pace=per_hour_words(f"{self.pace_needed:g}", self.standard.unit), standard=self.standard.in_words())),
        ]


def audition_config(settings: SettingsInForce, **overrides: Any) -> AuditionConfig:
    """The audition the school's settings set, under the house rules in force; ``ValueError``
    in plain words when they do not fit together (more seats than the table has)."""
    school = settings.standards
    game = overrides.pop("game", school.audition_game)
    standard = pace_standard(school, game)
    data: dict[str, Any] = {
        "game": game, "seats": school.audition_seats, "minutes": school.audition_minutes,
        "rules": settings.rules(game), "chip_set": settings.app.chip_set(),
        "pass_accuracy": school.audition_pass_accuracy, "pass_procedure": school.audition_pass_procedure,
        "pass_pace": school.audition_pass_pace, "pace_low": standard.low, "pace_high": standard.high,
    }
    data.update(overrides)
    try:
        return AuditionConfig(**data)
    except ValueError as error:
        from pydantic import ValidationError

        if isinstance(error, ValidationError):
            raise ValueError("; ".join(e["msg"].removeprefix("Value error, ") for e in error.errors())) from None
        raise


class AuditionDrill(DrillBase):
    """The table the audition deals: the game's dealer's seat with the audition's seats, every
    question asked, hand after hand (across shoes at blackjack and stud; baccarat to its cut
    card). Its config is the audition's, kept with the session."""

    id, title = "audition", N_("Audition")

    def __init__(self, config: AuditionConfig, seed: int | None = None) -> None:
        self.config, self.seed, self.total = config, seed, None
        common: dict[str, Any] = {"chip_set": config.chip_set, "length": None}
        if config.game == "baccarat":
            self.seat = BaccaratSeatDrill(BaccaratSeatConfig(rules=config.rules, seats=config.seats, coups=None,
                                                              **common), seed=seed)
        elif config.game == "blackjack":
            self.seat = BlackjackSeatDrill(BlackjackSeatConfig(rules=config.rules, seats=config.seats,
                                                                rounds=MOST_HANDS, **common), seed=seed)
        else:
            self.seat = StudSeatDrill(StudSeatConfig(rules=_stud_rules(config.rules, config.seats), hands=MOST_HANDS,
                                                      **common), seed=seed)

    def beats(self) -> Iterator[Beat]:
        return self.seat.beats()

    @property
    def dealt_under(self) -> HouseRules:
        return self.seat.dealt_under


def _stud_rules(rules: Any, seats: int) -> StudRules:
    """The stud house rules with the audition's seats (``ValueError`` when the game cannot seat them)."""
    from pydantic import ValidationError

    try:
        return StudRules.model_validate({**rules.model_dump(), "seats": seats})
    except ValidationError as error:
        raise ValueError("; ".join(e["msg"].removeprefix("Value error, ") for e in error.errors())) from None


def cards_on_the_felt(table: TableView | None) -> str:
    """The cards as the trainee saw them, place by place: "player: 7♠ 3♦ · banker: K♣ ▮"."""
    if table is None:
        return ""
    parts = []
    for hand in table.hands:
        if not hand.cards or str(hand.place) == "burn":
            continue
        cards = " ".join("▮" if hand.is_down(i) else str(card) for i, card in enumerate(hand.cards))
        parts.append(_("{place}: {cards}").format(place=hand.place.said, cards=cards))
    return " · ".join(parts)


@dataclass(frozen=True)
class Mark:
    """One of the audition's marks: how many right of how many asked, against the mark."""

    name: str
    right: int
    asked: int
    needed: float

    @property
    def share(self) -> float | None:
        return self.right / self.asked if self.asked else None

    @property
    def passed(self) -> bool:
        return self.asked == 0 or self.right / self.asked >= self.needed


#: A mark short of its pass mark, per mark ("accuracy 80%, below the mark of 95%").
_BELOW = {"accuracy": N_("accuracy {share}, below the mark of {needed}"),
          "procedure": N_("procedure {share}, below the mark of {needed}")}


@dataclass(frozen=True)
class AuditionScore:
    accuracy: Mark
    procedure: Mark
    hands: int
    hand_seconds: float  # the hands' time, summed: from the first hand's first card to the end of the run
    pace_needed: float
    minutes: float  # the length set

    @property
    def pace(self) -> float | None:
        return per_hour(self.hands, self.hand_seconds)

    @property
    def pace_passed(self) -> bool:
        return self.pace is not None and self.pace >= self.pace_needed

    @property
    def complete(self) -> bool:
        """It dealt its whole length (to within half a second: the hands' times are summed)."""
        return self.hand_seconds >= self.minutes * 60 - 0.5

    @property
    def passed(self) -> bool:
        return self.complete and self.accuracy.passed and self.procedure.passed and self.pace_passed

    def reasons(self) -> list[str]:
        """Why it is not passed, one line each (empty when it is)."""
        out = []
        if not self.complete:
            out.append(_("ended after {dealt} of its {minutes} minutes").format(
                dealt=f"{self.hand_seconds / 60:.1f}", minutes=f"{self.minutes:g}"))
        for mark in (self.accuracy, self.procedure):
            if not mark.passed:
                out.append(_(_BELOW[mark.name]).format(share=f"{mark.share:.0%}", needed=f"{mark.needed:.0%}"))
        if not self.pace_passed:
            rate = self.pace
            out.append(_("no hand was finished") if rate is None else
                       _("pace {rate} an hour, below the mark of {needed}").format(
                           rate=f"{rate:.0f}", needed=f"{self.pace_needed:g}"))
        return out


def score(config: AuditionConfig, answers: list[tuple[str, bool]], hand_seconds: list[float]) -> AuditionScore:
    """The audition's score from its answers ((skill, right), in order) and each hand's seconds.
    The same function scores a run live and one read back from the records."""
    procedure = [right for skill, right in answers if is_procedure(skill)]
    accuracy = [right for skill, right in answers if not is_procedure(skill)]
    return AuditionScore(
        accuracy=Mark("accuracy", sum(accuracy), len(accuracy), config.pass_accuracy),
        procedure=Mark("procedure", sum(procedure), len(procedure), config.pass_procedure),
        hands=len(hand_seconds), hand_seconds=sum(hand_seconds), pace_needed=config.pace_needed,
        minutes=config.minutes,
    )


class AuditionRun:
    """One audition under way: its drill, its session (answers stored as given, each with the
    hand it was dealt in) and its pace meter. The screen deals the session's beats and tells the
    run each beat dealt (``beat``)."""

    def __init__(self, config: AuditionConfig, records: Records, trainee_id: int, *, seed: int | None = None,
                 clock: Callable[[], float] = time.monotonic, wall_clock: Callable[[], float] = time.time,
                 rules_json: str = "{}", targets: Any = None) -> None:
        self.config = config
        self.records = records
        self._clock, self._wall = clock, wall_clock
        self.trainee_id = trainee_id
        self.result_problem: str | None = None  # why the finished run's result could not be kept
        self.drill = AuditionDrill(config, seed)
        self.drill.seat.stop_dealing = self.time_up
        self.ended = False
        self.session = Session(self.drill, records=records, trainee_id=trainee_id, clock=clock, wall_clock=wall_clock,
                               feedback=Feedback.AT_END, rules_json=rules_json, targets=targets)
        self.meter = PaceMeter(config.standard, clock=clock, wall_clock=wall_clock, records=records,
                               trainee_id=trainee_id, session_id=lambda: self.session.session_id)

    def seconds_left(self) -> float:
        """The audition's time runs from the first hand's first card (the shuffle and burn before it are free)."""
        began = self.meter.first_began
        return self.config.minutes * 60 - (self._clock() - began if began is not None else 0.0)

    def time_up(self) -> bool:
        return self.seconds_left() <= 0

    def beat(self, beat: Beat | None) -> None:
        """A beat was dealt (None: the run is over): the pace meter times the hands."""
        self.meter.beat(beat, self.drill.seat.hands_dealt)

    def finish(self) -> AuditionScore:
        """End the run (the session is ended by whoever deals it): the last hand is timed, and the
        result is kept in the records (to be sent to the class, if the PC is in one)."""
        first = not self.ended
        if first:
            self.ended = True
            self.meter.finish()
        answers = [(q.skill, v.correct) for q, v in self.session.verdicts]
        found = score(self.config, answers, self.meter.times)
        if first:
            self.result_problem = record_audition(self.records, self.trainee_id, self.session.session_id,
                                                  self.config, found, self._wall())
        return found


def config_from_json(config_json: str) -> AuditionConfig:
    """An audition's settings as its session keeps them (``ValueError`` for a damaged row)."""
    data = json.loads(config_json or "{}")
    return AuditionConfig.model_validate(data.get("config", {}))
