"""Dealer's-seat drills: the trainee deals whole shoes and hands, step by step.

One mechanism serves all three games: an engine deals a hand as a list of ``DealerStep``;
``steps_to_beats`` turns each step into a ``Beat``. A step the drill quizzes (it asks a
question and its skill is chosen in the config) waits for an answer; every other step is
a motion the app plays by itself. The engines decide every answer, so a question here
can never disagree with the game.

- Mini Baccarat: a real shoe from the shuffle to the cut card (one more coup after it
  if the house says so), up to nine seats with random punto/banco/tie and pair bets.
- Blackjack: one to seven seats, rounds through a shoe until the cut card comes out;
  seats play basic strategy for the house's rules with an occasional human mistake (a
  real game), or at random (random play meets every odd insurance, double and split).
- Stud: five- or seven-card (or the home game), a number of hands, random folds.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable, Iterator
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal
from typing import Literal

from pydantic import Field, model_validator

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.baccarat.session import ShoeSession
from dealertrainer.engine.blackjack.dealing import new_shoe, round_steps
from dealertrainer.engine.blackjack.players import BasicStrategyPlayer, RandomPlayer
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.steps import DealerStep
from dealertrainer.engine.stud.deal import RandomPlayers
from dealertrainer.engine.stud.rules import StudRules
from dealertrainer.engine.stud.steps import deal_hand
from dealertrainer.storage.stacked_shoe_file import cards_for_one_round
from dealertrainer.training.drills.base import DrillBase, DrillConfig
from dealertrainer.training.questions import question_from_step
from dealertrainer.training.session import Beat
from dealertrainer.training.skills import is_under

__all__ = [
    "BaccaratSeatConfig",
    "BaccaratSeatDrill",
    "BlackjackSeatConfig",
    "BlackjackSeatDrill",
    "SeatConfig",
    "StudSeatConfig",
    "StudSeatDrill",
    "ShoeSnapshot",
    "is_stacked",
    "shoe_for_replay",
    "quizzed",
    "steps_to_beats",
]


class SeatConfig(DrillConfig):
    """What every dealer's-seat drill shares: which steps are asked."""

    length: int | None = Field(None, ge=1, le=10_000, description="Stop after this many questions (None: play it out).")
    quiz_skills: tuple[str, ...] = Field((), description="Ask only steps under these skills (empty: every question).")
    skip_skills: tuple[str, ...] = Field((), description="Never ask steps under these skills (they are auto-played).")


def quizzed(step: DealerStep, config: SeatConfig) -> bool:
    """Whether this drill asks the step (it must be a question, chosen and not skipped)."""
    if not step.is_question or not step.skill:
        return False
    if config.quiz_skills and not any(is_under(step.skill, node) for node in config.quiz_skills):
        return False
    return not any(is_under(step.skill, node) for node in config.skip_skills)


def steps_to_beats(steps: Iterable[DealerStep], config: SeatConfig) -> Iterator[Beat]:
    """Each step as a beat: a question when quizzed, a motion otherwise."""
    for step in steps:
        yield Beat(step, question_from_step(step) if quizzed(step, config) else None)


class ShoeSnapshot:
    """The shoe as it stood when a coup or round (or the shuffle and burn) was finished.

    A copy: the drill deals the next coup as soon as its first step is asked for, so the
    live shoe would already show cards the trainee has not seen yet.
    """

    def __init__(self, number: int, shoe: Shoe, results: list) -> None:
        self.number = number  # counts up with every snapshot of this drill
        self.shoe = shoe
        self.results = results  # baccarat: the shoe's coups so far (for the roads); else empty


def is_stacked(shoe: Shoe) -> bool:
    """Whether ``shoe`` is an instructor's stacked shoe (dealt in the order written)."""
    return bool(shoe.log) and shoe.log[0].get("event") == "stacked" and shoe.number <= 1


def _cut_proof(shoe: Shoe) -> Shoe:
    """A fresh stacked shoe laid out so that a one-card cut leaves the cards in the order written.

    Every shoe is cut before it is dealt; a prepared scenario must still deal as prepared.
    """
    cards = shoe.peek_order()
    if len(cards) < 2:
        raise ValueError("a stacked shoe needs at least two cards to be cut and dealt")
    return Shoe.stacked(cards[-1:] + cards[:-1])


def shoe_for_replay(log: str | dict) -> Shoe:
    """The last shoe of a shoe log (``Shoe.to_json()``) as it stood before its first card was
    dealt, so a seat drill given it deals the same cards again, cut and burn included."""
    import json

    data = json.loads(log) if isinstance(log, str) else dict(log)
    events = list(data.get("events") or [])
    starts = [i for i, e in enumerate(events) if e.get("event") in ("shuffle", "stacked")]
    if not starts:
        raise ValueError("not a shoe log: it has no shuffle or stacked shoe to start from")
    last = starts[-1]
    if events[last]["event"] == "stacked":
        cards = list(events[last]["cards"])
        after = events[last + 1] if last + 1 < len(events) else {}
        cut = int(after["position"]) if after.get("event") == "cut" else 0
        return Shoe.stacked(cards[cut:] + cards[:cut])  # the order it was dealt in
    return Shoe.replay({"decks": data.get("decks"), "events": events[: last + 1]})


class _SeatDrill(DrillBase):
    id = "seat"
    title = "Dealer's seat"

    def __init__(self, config: SeatConfig, seed: int | None) -> None:
        self.config = config
        self.seed = seed
        self._rng = random.Random(seed)
        self.total: int | None = config.length
        self.keep_snapshots = False  # a screen that shows the shoe turns this on
        self.snapshot: ShoeSnapshot | None = None

    def _snap(self, shoe: Shoe, results: Iterable = ()) -> None:
        """Keep a copy of the shoe as it is now (only when a screen is watching)."""
        if self.keep_snapshots:
            number = self.snapshot.number + 1 if self.snapshot is not None else 1
            self.snapshot = ShoeSnapshot(number, copy.deepcopy(shoe), list(results))

    @property
    def dealt_under(self) -> HouseRules:  # the table's own (a resumed session: the rules it began with)
        return self.config.rules  # type: ignore[attr-defined]

    def _steps(self) -> Iterator[DealerStep]:
        raise NotImplementedError

    def beats(self) -> Iterator[Beat]:
        asked = 0
        for beat in steps_to_beats(self._steps(), self.config):
            if self.config.length is not None and asked >= self.config.length:
                return
            yield beat
            asked += beat.question is not None

    def _stake(self, low: Decimal, high: Decimal, step: Decimal) -> Decimal:
        """A wager in whole ``step`` chips between the limits, small ones likelier; the
        limit itself when no multiple of ``step`` fits between them (a $12 to $14 table).

        Rounded with the Decimal context (a Decimal ``//`` truncates toward zero, so the
        ceiling of 12/5 by ``-(-12 // 5)`` is 2, a $10 bet at a $12 table)."""
        first = int((low / step).to_integral_value(rounding=ROUND_CEILING))
        last = int((high / step).to_integral_value(rounding=ROUND_FLOOR))
        if last < first:
            return low
        span = last - first
        return step * (first + min(span, int((span + 1) * self._rng.random() ** 2)))


# ----------------------------------------------------------------------------------- baccarat
class BaccaratSeatConfig(SeatConfig):
    skip_skills: tuple[str, ...] = Field(("baccarat.deal.order",), description="Steps auto-played, not asked.")
    rules: BaccaratRules = Field(default_factory=BaccaratRules, description="House rules of the table.")
    seats: int = Field(5, ge=1, le=9, description="Occupied seats (up to nine).")
    coups: int | None = Field(None, ge=1, description="Coups to deal (None: the whole shoe to the cut card).")
    max_bet: Decimal = Field(Decimal("500"), gt=0, description="Largest random bet (within the table limits).")
    tie_bets: float = Field(0.15, ge=0, le=1, description="Chance a seat also bets the tie.")
    pair_bets: float = Field(0.15, ge=0, le=1, description="Chance a seat also bets a pair (if offered).")

    @model_validator(mode="after")
    def _fits(self) -> BaccaratSeatConfig:
        if self.seats > self.rules.seats:
            raise ValueError(f"seats must be at most the table's {self.rules.seats}")
        return self


class BaccaratSeatDrill(_SeatDrill):
    id = "baccarat.seat"
    title = "Dealer's seat: Mini Baccarat"

    def __init__(self, config: BaccaratSeatConfig | None = None, *, seed: int | None = None,
                 shoe: Shoe | None = None, **_: object) -> None:
        """``shoe``: deal this shoe (a replay or an instructor's stacked shoe) instead of a new one."""
        super().__init__(config or BaccaratSeatConfig(), seed)
        self.table = ShoeSession(self.config.rules, seed=self._rng.randrange(2**32))
        self._cut_at: int | None = None
        if shoe is not None:
            if is_stacked(shoe):
                shoe, self._cut_at = _cut_proof(shoe), 1
                if shoe.cards_left - 1 < self.table.rules.cut_card_from_end:
                    # A short scenario: the cut card goes in last, so every card can be dealt.
                    self.table.rules = self.table.rules.model_copy(update={"cut_card_from_end": 1})
            self.table.shoe = shoe

    def _bets(self) -> dict[int, dict[str, Decimal]]:
        c: BaccaratSeatConfig = self.config  # type: ignore[assignment]
        r = c.rules
        high = min(c.max_bet, r.table_maximum)
        seats = sorted(self._rng.sample(range(1, r.seats + 1), c.seats))
        bets: dict[int, dict[str, Decimal]] = {}
        for seat in seats:
            spots = {self._rng.choice(["player", "banker", "banker"]): self._stake(r.table_minimum, high, Decimal(5))}
            side = max(r.table_minimum, min(high, Decimal(100)))  # side bets: the table's limits, $100 at most if they allow
            if self._rng.random() < c.tie_bets:
                spots["tie"] = self._stake(r.table_minimum, side, Decimal(1))
            if r.pair_bets and self._rng.random() < c.pair_bets:
                spots[self._rng.choice(["player pair", "banker pair"])] = self._stake(r.table_minimum, side, Decimal(1))
            bets[seat] = spots
        return bets

    def _steps(self) -> Iterator[DealerStep]:
        c: BaccaratSeatConfig = self.config  # type: ignore[assignment]
        self._snap(self.table.shoe)
        yield from self.table.start_shoe(self._cut_at)
        self._snap(self.table.shoe)
        dealt = 0
        while not self.table.shoe_finished and (c.coups is None or dealt < c.coups):
            _, steps = self.table.deal(self._bets())
            dealt += 1
            yield from steps
            self._snap(self.table.shoe, self.table.coups)
        yield from self.table.end_shoe()


# ---------------------------------------------------------------------------------- blackjack
class BlackjackSeatConfig(SeatConfig):
    skip_skills: tuple[str, ...] = Field(("blackjack.deal.order",), description="Steps auto-played, not asked.")
    rules: BlackjackRules = Field(default_factory=BlackjackRules, description="House rules of the table.")
    seats: int = Field(3, ge=1, le=7, description="Occupied seats (one to seven).")
    rounds: int | None = Field(None, ge=1, description="Rounds to deal (None: until the cut card comes out).")
    play: Literal["basic", "random", "mixed"] = Field(
        "basic",
        description="How the seats play: basic strategy with a mistake now and then (a real game), "
        "anything legal (every odd situation), or half and half.",
    )
    player_mistake_rate: float = Field(
        0.05, ge=0, le=1, description="Chance a basic-strategy player makes a human mistake at a decision."
    )
    max_bet: Decimal = Field(Decimal("200"), gt=0, description="Largest random wager (within the table limits).")
    odd_wagers: float = Field(0.3, ge=0, le=1, description="Chance a wager is in $2.50s ($37.50) rather than $5s.")

    @model_validator(mode="after")
    def _fits(self) -> BlackjackSeatConfig:
        if self.seats > self.rules.seats:
            raise ValueError(f"seats must be at most the table's {self.rules.seats}")
        return self


class BlackjackSeatDrill(_SeatDrill):
    id = "blackjack.seat"
    title = "Dealer's seat: Blackjack"

    def __init__(self, config: BlackjackSeatConfig | None = None, *, seed: int | None = None,
                 shoe: Shoe | None = None, **_: object) -> None:
        """``shoe``: deal this shoe (a replay or an instructor's stacked shoe) instead of a new one."""
        super().__init__(config or BlackjackSeatConfig(), seed)
        c: BlackjackSeatConfig = self.config  # type: ignore[assignment]
        self.shoe = Shoe(c.rules.decks, seed=self._rng.randrange(2**32))
        self._stacked = shoe is not None and is_stacked(shoe)
        if shoe is not None:
            self.shoe = _cut_proof(shoe) if self._stacked else shoe
        self.seat_numbers = sorted(self._rng.sample(range(1, c.rules.seats + 1), c.seats))
        random_player = RandomPlayer(random.Random(self._rng.randrange(2**32)))
        basic = BasicStrategyPlayer(random.Random(self._rng.randrange(2**32)), c.player_mistake_rate)
        self.players = {
            seat: random_player if c.play == "random" or (c.play == "mixed" and i % 2) else basic
            for i, seat in enumerate(self.seat_numbers)
        }

    def _steps(self) -> Iterator[DealerStep]:
        c: BlackjackSeatConfig = self.config  # type: ignore[assignment]
        r = c.rules
        high = min(c.max_bet, r.table_maximum)
        self._snap(self.shoe)
        if self._stacked:  # cut by one card, so the scenario deals in the order written
            yield from new_shoe(self.shoe, r, shuffle=False, cut_position=1)
            self._snap(self.shoe)
        dealt = 0
        while c.rounds is None or dealt < c.rounds:
            wagers = {
                seat: self._stake(r.table_minimum, high, Decimal("2.50") if self._rng.random() < c.odd_wagers else Decimal(5))
                for seat in self.seat_numbers
            }
            result, steps = round_steps(self.shoe, wagers, r, self.players, new_shoe_seed=self._rng.randrange(2**32))
            dealt += 1
            yield from steps
            self._snap(self.shoe)
            if c.rounds is None and result.shuffle_due:
                return


# --------------------------------------------------------------------------------------- stud
class StudSeatConfig(SeatConfig):
    rules: StudRules = Field(default_factory=StudRules, description="Which stud game and its house rules.")
    hands: int = Field(5, ge=1, le=500, description="Hands to deal.")
    fold_chance: float = Field(0.15, ge=0, le=1, description="Chance a player folds at an interval.")


class StudSeatDrill(_SeatDrill):
    id = "stud.seat"
    title = "Dealer's seat: Stud"

    def __init__(self, config: StudSeatConfig | None = None, *, seed: int | None = None,
                 shoe: Shoe | None = None, **_: object) -> None:
        """``shoe``: deal this deck instead of a new one. An instructor's stacked deck deals its
        cards in the order written, hand after hand with no shuffle, while they make a whole
        hand; a replay deals its first hand as it was, then shuffles as usual."""
        super().__init__(config or StudSeatConfig(), seed)
        self.shoe = Shoe(1, seed=self._rng.randrange(2**32))
        self._stacked = shoe is not None and is_stacked(shoe)
        if shoe is not None:
            self.shoe = shoe
        self.players = RandomPlayers(self._rng.randrange(2**32), fold_chance=self.config.fold_chance)  # type: ignore[attr-defined]

    def _steps(self) -> Iterator[DealerStep]:
        c: StudSeatConfig = self.config  # type: ignore[assignment]
        self._snap(self.shoe)
        for number in range(c.hands):
            if number:
                self.shoe.collect_all()
                if self._stacked:
                    if self.shoe.cards_left < cards_for_a_stud_hand(c.rules):
                        return  # the scenario is dealt: what is left would not make a hand
                else:
                    self.shoe.shuffle(self._rng.randrange(2**32))
                    self._snap(self.shoe)  # the new deck: its cards are counted from here
            yield from deal_hand(c.rules, self.shoe, self.players).steps
            self._snap(self.shoe)


def cards_for_a_stud_hand(rules: StudRules) -> int:
    """The fewest cards that deal a whole hand to every seat (the last street may be one
    community card): the same count a stacked-shoe file is checked against."""
    return cards_for_one_round("stud", [], rules)[0]
