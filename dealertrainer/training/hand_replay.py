"""A missed hand dealt again, beat by beat, from the shoe it came from.

Every answer given at a table knows where it was dealt (``storage/dealt_hands.py``): the shoe
(what deals it again: the drill, its config and seed, and the stacked or replayed shoe it was
given) and the hand (coup, round or stud hand) with the asked step's place in it. A replay
deals that shoe again with the same seed, up to the hand, and keeps the hand's dealer steps:
the felt shows them one after another (next / previous), and at the asked step what the
trainee said beside the right answer and why. The engines deal every card again, so a replay
can never show a hand other than the one dealt; if the app deals differently since (a rule
changed in a new release), the asked step no longer matches and the replay says so.

The summary replays from the session in memory, Progress and the reports from the records:
the same ``replay_hand``. ``missed_hands`` lists a trainee's replayable misses for a report.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dealertrainer.engine.steps import DealerStep
from dealertrainer.training.answer_labels import answer_label
from dealertrainer.language import N_, _

if TYPE_CHECKING:
    from dealertrainer.storage.records import AnswerRow, Records

__all__ = [
    "CannotReplay",
    "HandPlace",
    "HandReplay",
    "MissedAnswer",
    "MissedHand",
    "REPLAY_LINK",
    "answer_of_link",
    "deal_again",
    "ShoeDeal",
    "hand_of_answer",
    "hand_title",
    "missed_hands",
    "missed_hands_table",
    "replay_answer",
    "replay_hand",
    "shoe_deal",
    "why_not_replayable",
]

#: The games a table drill deals, and what one of its hands is called.
HAND_WORDS = {"baccarat": N_("Coup"), "blackjack": N_("Round"), "stud": N_("Hand")}
#: A hand by its number, in each game's word: "Coup 12".
_NUMBERED = {"baccarat": N_("Coup {number}"), "blackjack": N_("Round {number}"), "stud": N_("Hand {number}")}


class CannotReplay(ValueError):
    """The hand cannot be dealt again; the message says why in plain words."""


@dataclass(frozen=True)
class ShoeDeal:
    """What deals a table's shoe again, as data: the drill, its config (JSON), its seed, and
    the shoe it was given (a shoe log; None: the seed shuffles it)."""

    drill_id: str
    config: dict[str, Any]
    seed: int
    shoe_log: str | None = None

    def to_json(self) -> str:
        return json.dumps({"config": self.config, "seed": self.seed, "shoe": self.shoe_log}, sort_keys=True)

    @classmethod
    def from_data(cls, drill_id: str, data: dict[str, Any]) -> ShoeDeal:
        config, seed, shoe = data.get("config"), data.get("seed"), data.get("shoe")
        if not isinstance(config, dict) or isinstance(seed, bool) or not isinstance(seed, int) or (
                shoe is not None and not isinstance(shoe, str)):
            raise CannotReplay(_("the records of its shoe are damaged"))
        return cls(drill_id, config, seed, shoe)


@dataclass(frozen=True)
class HandPlace:
    """Where an answer was dealt: its shoe, the hand (0 readies the shoe) and the asked step."""

    deal: ShoeDeal
    hand: int
    step: int


@dataclass(frozen=True)
class MissedAnswer:
    """The answer a replay stops at: its skill, the question, what was said and what was right."""

    skill: str
    prompt: str
    given: str
    expected: str


@dataclass(frozen=True)
class HandReplay:
    """One hand dealt again: its dealer steps in order and the one the answer was given at."""

    game: str
    title: str  # "Coup 12", "Round 3", "Readying the shoe"
    steps: tuple[DealerStep, ...]
    asked: int  # the index in ``steps`` of the step the answer was given at
    answer: MissedAnswer
    rules: Any = None  # the house rules the hand was dealt under (printed on its felt)

    @property
    def explanation(self) -> str:
        """Why the right answer is right (the rule, in the app's own words)."""
        return self.steps[self.asked].explanation


def shoe_deal(drill: object) -> ShoeDeal | None:
    """What deals ``drill``'s shoe again; None for a drill not dealt from a shoe (a quick drill,
    daily practice, an exam) or one dealt with no seed."""
    from dealertrainer.training.drills.seat import SeatDrill

    drill = getattr(drill, "seat", drill)  # an audition deals a dealer's seat drill (``training.audition``)
    if not isinstance(drill, SeatDrill) or drill.seed is None:
        return None
    return ShoeDeal(drill.id, drill.config.model_dump(mode="json"), drill.seed, drill.shoe_given)


def hand_title(game: str, hand: int, closing: bool = False) -> str:
    """"Coup 12", "Round 3", "Hand 2"; hand 0 readies the shoe."""
    if hand == 0:
        return _("Readying the shoe")
    if closing:
        return _("Closing the shoe")
    return _(_NUMBERED.get(game, _NUMBERED["stud"])).format(number=hand)


def deal_again(deal: ShoeDeal) -> Any:
    """The table drill that deals ``deal``'s shoe again from its first card (a ``SeatDrill``);
    ``CannotReplay`` when this version of the app cannot deal it."""
    from dealertrainer.training.drills.seat import SeatDrill, shoe_for_replay
    from dealertrainer.training.offer import make

    try:
        shoe = shoe_for_replay(deal.shoe_log) if deal.shoe_log is not None else None
        drill = make(deal.drill_id, deal.config, deal.seed, **({"shoe": shoe} if shoe is not None else {}))
    except ValueError as error:  # a drill or config this release does not deal
        raise CannotReplay(_("its shoe cannot be dealt again by this version of the app ({error})").format(
            error=error)) from None
    if not isinstance(drill, SeatDrill):
        raise CannotReplay(_("{drill} is not a table dealt from a shoe").format(drill=repr(deal.drill_id)))
    return drill


def replay_hand(place: HandPlace, answer: MissedAnswer) -> HandReplay:
    """Deal ``place``'s shoe again up to its hand and keep that hand's steps; ``CannotReplay``
    when it cannot be dealt, or deals a step other than the one answered."""
    drill = deal_again(place.deal)
    steps: list[DealerStep] = []
    try:
        for hand, _index, step in drill.dealt_steps():
            if hand > place.hand:
                break
            if hand == place.hand:
                steps.append(step)
    except ValueError as error:  # a stacked shoe too short for a later hand: the hand asked for came before it
        if not steps:
            raise CannotReplay(_("its shoe ran out before that hand ({error})").format(error=error)) from None
    if not steps or place.step >= len(steps):
        raise CannotReplay(_("that hand is not in its shoe when it is dealt again (the app deals differently now)"))
    asked = steps[place.step]
    if asked.skill != answer.skill or (answer.prompt and asked.question != answer.prompt):
        raise CannotReplay(_("the app deals that shoe differently now: the step answered is not where it was"))
    game = drill.table.game
    return HandReplay(game, hand_title(game, place.hand, closing=place.hand > drill.hands_dealt),
                      tuple(steps), place.step, answer, drill.dealt_under)


def replay_answer(records: Records, answer: AnswerRow | MissedHand) -> HandReplay:
    """The hand a stored answer (a row, or a ``MissedHand``) was dealt in, from the records;
    ``CannotReplay`` saying plainly why not (an answer from before the records kept it, or one
    not dealt from a shoe)."""
    return replay_hand(*hand_of_answer(records, answer))


def hand_of_answer(records: Records, answer: AnswerRow | MissedHand) -> tuple[HandPlace, MissedAnswer]:
    """Where a stored answer was dealt and what was said, read from the records (quick: the
    dealing is ``replay_hand``'s, which a screen runs off its thread); ``CannotReplay`` as above."""
    row = records.dealt_hand(answer.id)
    if row is None:
        raise CannotReplay(why_not_replayable(records, answer))
    place = HandPlace(ShoeDeal.from_data(row.drill_id, row.deal), row.hand, row.step)
    return place, MissedAnswer(answer.skill, answer.prompt, answer.given, answer.expected)


def why_not_replayable(records: Records, answer: AnswerRow | MissedHand) -> str:
    """In plain words, why a stored answer has no hand to replay."""
    from dealertrainer.training.offer import SEAT_DRILLS

    from dealertrainer.storage.records import RecordsError

    try:
        drill = records.session(answer.session_id).drill_id if answer.session_id is not None else None
    except RecordsError:  # its session is gone, or unreadable
        drill = None
    if drill in SEAT_DRILLS:
        return _("This answer cannot be replayed: it was recorded before DealerTrainer kept the shoe and hand "
                 "of each answer.")
    return _("This answer cannot be replayed: it was asked on its own, not dealt from a shoe at a table.")


@dataclass(frozen=True)
class MissedHand:
    """A missed answer a report lists: its answer id (to replay it), when, the question, what
    was said and what was right, and whether its hand can be dealt again."""

    id: int
    session_id: int | None
    at: float
    skill: str
    prompt: str
    given: str
    expected: str
    replayable: bool

    @property
    def link(self) -> str:
        """A link a report's label can carry to replay this hand (``answer_of_link`` reads it)."""
        return f"{REPLAY_LINK}{self.id}"


#: How a report links a missed hand: "replay:<answer id>".
REPLAY_LINK = "replay:"


def answer_of_link(link: str) -> int | None:
    """The answer id a report's replay link names (None: not such a link)."""
    if not isinstance(link, str) or not link.startswith(REPLAY_LINK):
        return None
    digits = link[len(REPLAY_LINK):]
    return int(digits) if digits.isdigit() and len(digits) < 19 else None


def missed_hands(records: Records, trainee_id: int, *, session_ids: Iterable[int] | None = None,
                 since: float | None = None, newest: int | None = None) -> list[MissedHand]:
    """A trainee's missed answers (of ``session_ids``, or since ``since``; with ``newest``, only
    that many of the latest), oldest first, each
    saying whether its hand can be replayed (``replay_answer(records, row)`` with the row of
    ``answer_id``). The audition report and Progress list them through this."""
    rows = records.missed_answers(trainee_id, session_ids=None if session_ids is None else list(session_ids),
                                  since=since, newest=newest)
    dealt = records.dealt_answers([row.id for row in rows])
    return [MissedHand(row.id, row.session_id, row.at, row.skill, row.prompt, row.given, row.expected, row.id in dealt)
            for row in rows]


def missed_hands_table(hands: Sequence[MissedHand]) -> str:
    """The missed hands as a report's table (HTML; every value escaped): when (local time), the
    skill by name, the question, what was said, the right answer, and whether DealerTrainer can
    replay the hand (Progress › Missed hands, or the report's own screen through ``MissedHand.link``)."""
    from dealertrainer.training.school_report import data_table, local_time
    from dealertrainer.training.skill_names import skill_name

    return data_table(
        [_("When"), _("Skill"), _("Question"), _("Given"), _("Right answer"), _("Replay")],
        [[local_time(h.at), skill_name(h.skill), h.prompt, answer_label(h.given), answer_label(h.expected),
          _("In DealerTrainer") if h.replayable else _("Not kept")] for h in hands])
