"""Dealer's-seat drills: the trainee deals whole shoes and hands, step by step.

One drill serves all three games: ``SeatDrill`` runs any table of the engine's one table shape
(``engine.table``: start the shoe, deal a hand as a list of ``DealerStep``, shoe finished);
``steps_to_beats`` turns each step into a ``Beat``. A step the drill quizzes (it asks a
question and its skill is chosen in the config) waits for an answer; every other step is
a motion the app plays by itself. A table leaves out the questions that would be free
points (``drills.asking``): a fixed answer is asked once a session, "nothing to announce"
now and then. The engines decide every answer, so a question here
can never disagree with the game.

- Mini Baccarat: a real shoe from the shuffle to the cut card (one more coup after it
  if the house says so), up to nine seats with random punto/banco/tie and pair bets.
- Blackjack: one to seven seats, rounds through a shoe until the cut card comes out;
  seats play basic strategy for the house's rules with an occasional human mistake (a
  real game), or at random (random play meets every odd insurance, double and split).
- Stud: five- or seven-card (or the home game), a number of hands, random folds.

Who bets and how the seats play are practice choices, so they live here (``BaccaratBettors``,
``BlackjackSeats``, ``stud_seats``), not in the engine. The shoe events ride on the beats
(``Beat.shoe``): those of the shuffle and burn, and of each coup, round or hand, on its last
beat, for a screen beside the table to apply once that beat has been played, so it never
shows a card not yet dealt on the felt. A baccarat coup goes up on the roads the same way,
as a ``Scored`` event.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal
from typing import Any, Literal

from pydantic import Field, model_validator

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.baccarat.settlement import commission_on
from dealertrainer.engine.blackjack.payouts import blackjack_payout
from dealertrainer.engine.blackjack.players import BasicStrategyPlayer, RandomPlayer
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.engine.money import DEFAULT_CHIPS, Chip, chip_set_problem, payable
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.shoe_events import Cut, Scored, ShoeLogError, ShoeNews, Shuffled, Stacked, log_json, read_log
from dealertrainer.engine.steps import DealerStep
from dealertrainer.engine.stud.deal import RandomPlayers
from dealertrainer.engine.stud.rules import StudRules
from dealertrainer.engine.table import (
    BaccaratTable,
    BlackjackRound,
    BlackjackTable,
    StudTable,
    Table,
    is_stacked,
)
from dealertrainer.engine.chip_change import BuyInChips
from dealertrainer.language import N_
from dealertrainer.training.drills.asking import Asking
from dealertrainer.training.drills.base import DrillBase, DrillConfig
from dealertrainer.training.drills.chips import buy_in_question, buy_in_step
from dealertrainer.training.questions import question_from_step
from dealertrainer.training.session import Beat
from dealertrainer.training.skills import is_under

__all__ = [
    "BACCARAT",
    "BLACKJACK",
    "STUD",
    "BaccaratBettors",
    "BaccaratSeatConfig",
    "BaccaratSeatDrill",
    "BlackjackSeatConfig",
    "BlackjackSeatDrill",
    "BlackjackSeats",
    "SeatConfig",
    "SeatDrill",
    "SeatGame",
    "StudSeatConfig",
    "StudSeatDrill",
    "is_stacked",
    "shoe_for_replay",
    "quizzed",
    "stake",
    "steps_to_beats",
    "stud_seats",
]


class SeatConfig(DrillConfig):
    """What every dealer's-seat drill shares: which steps are asked."""

    length: int | None = Field(None, ge=1, le=10_000, description="Stop after this many questions (None: play it out).")
    quiz_skills: tuple[str, ...] = Field((), description="Ask only steps under these skills (empty: every question).")
    skip_skills: tuple[str, ...] = Field((), description="Never ask steps under these skills (they are auto-played).")
    quiet_chance: float = Field(
        0.15, ge=0, le=1,
        description="Chance a step with nothing to announce is asked (a call always is): see drills.asking.",
    )
    chip_set: tuple[Chip, ...] = Field(DEFAULT_CHIPS, min_length=1,
                                       description="The table's chips: wagers are made of them, payouts paid in them.")
    buy_ins: float = Field(0.0, ge=0, le=1, description="Chance a player buys in before a hand (asked in chips, in "
                                                        "the house's breakdown; no table game but blackjack and baccarat).")
    buy_in_chips: tuple[Decimal, Decimal] = Field((Decimal("5"), Decimal("100")),
                                                  description="The smallest and largest chip a buy-in is given in.")

    @model_validator(mode="after")
    def _usable_chips(self) -> SeatConfig:
        problem = chip_set_problem(self.chip_set)
        if problem is not None:
            raise ValueError(f"chip_set: {problem}")
        return self

    def hands_to_deal(self) -> int | None:
        """Coups, rounds or hands to deal (None: the whole shoe)."""
        raise NotImplementedError


def quizzed(step: DealerStep, config: SeatConfig) -> bool:
    """Whether this drill asks the step (it must be a question, chosen and not skipped)."""
    if not step.is_question or not step.skill:
        return False
    if config.quiz_skills and not any(is_under(step.skill, node) for node in config.quiz_skills):
        return False
    return not any(is_under(step.skill, node) for node in config.skip_skills)


def steps_to_beats(steps: Iterable[DealerStep], config: SeatConfig,
                   asks: Callable[[DealerStep], bool] = lambda step: True) -> Iterator[Beat]:
    """Each step as a beat: a question when quizzed (and ``asks`` it: see ``drills.asking``),
    a motion otherwise. A buy-in is asked in chips, as the Chips drill asks it."""
    for step in steps:
        asked = quizzed(step, config) and asks(step)
        if asked and step.action == "buy_in":
            yield Beat(step, buy_in_question(step, config.chip_set, _buy_in_chips(config)))
            continue
        yield Beat(step, dataclasses.replace(question_from_step(step), chip_set=config.chip_set) if asked else None)


def _buy_in_chips(config: SeatConfig) -> BuyInChips:
    smallest, largest = config.buy_in_chips
    return BuyInChips(config.chip_set, largest, smallest)


def shoe_for_replay(log: str | dict) -> Shoe:
    """The last shoe of a shoe log (``Shoe.to_json()``) as it stood before its first card was
    dealt, so a seat drill given it deals the same cards again, cut and burn included."""
    try:
        decks, events = read_log(log)
    except ShoeLogError as error:
        raise ValueError(f"not a shoe log: {error}") from None
    last = max(i for i, e in enumerate(events) if isinstance(e, Shuffled | Stacked))
    start = events[last]
    if isinstance(start, Stacked):
        after = events[last + 1] if last + 1 < len(events) else None
        cut = after.position if isinstance(after, Cut) else 0
        return Shoe.stacked(start.cards[cut:] + start.cards[:cut])  # the order it was dealt in
    return Shoe.replay(log_json(decks, events[: last + 1]))


#: Wagers drawn, at most, for one that the house takes (a few in a hundred need a second try).
STAKE_TRIES = 40


def payable_stake(rng: random.Random, low: Decimal, high: Decimal, step: Decimal,
                  takes: Callable[[Decimal], bool]) -> Decimal:
    """A ``stake`` the house ``takes`` (made of its chips, its payout payable in them); the
    table minimum when none of the tries is, as a last resort."""
    for _ in range(STAKE_TRIES):
        wager = stake(rng, low, high, step)
        if takes(wager):
            return wager
    return low


def stake(rng: random.Random, low: Decimal, high: Decimal, step: Decimal) -> Decimal:
    """A wager in whole ``step`` chips between the limits, small ones likelier; the
    limit itself when no multiple of ``step`` fits between them (a $12 to $14 table).

    Rounded with the Decimal context (a Decimal ``//`` truncates toward zero, so the
    ceiling of 12/5 by ``-(-12 // 5)`` is 2, a $10 bet at a $12 table)."""
    first = int((low / step).to_integral_value(rounding=ROUND_CEILING))
    last = int((high / step).to_integral_value(rounding=ROUND_FLOOR))
    if last < first:
        return low
    span = last - first
    return step * (first + min(span, int((span + 1) * rng.random() ** 2)))


@dataclass(frozen=True)
class SeatGame:
    """A game the dealer's seat deals: its drill id and title, its table, and who sits at it
    (``practice(config, rng)`` gives what goes on the layout for each hand)."""

    id: str
    title: str
    config_model: type[SeatConfig]
    table: Callable[[Any, random.Random, Shoe | None], Table]  # (rules, rng, shoe)
    practice: Callable[[Any, random.Random], Callable[[], Any]]  # (config, rng) -> next hand's layout


class SeatDrill(DrillBase):
    """The dealer's seat at any table: ready the shoe, deal hand after hand to the end of the
    shoe (or the hands asked for), each step a beat; the shoe events ride on the beats."""

    def __init__(self, game: SeatGame, config: SeatConfig | None = None, *, seed: int | None = None,
                 shoe: Shoe | None = None) -> None:
        """``shoe``: deal this shoe (a replay or an instructor's stacked shoe) instead of a new one."""
        self.id, self.title = game.id, game.title
        self.config = config or game.config_model()
        self.seed = seed
        self.total: int | None = self.config.length
        rng = random.Random(seed)
        self.table = game.table(self.config.rules, rng, shoe)  # type: ignore[attr-defined]
        self._layout = game.practice(self.config, rng)
        # Its own generator, so the cards dealt for a seed do not depend on which steps are asked.
        self._asking = Asking(random.Random(f"asking {seed}") if seed is not None else random.Random(),
                              self.config.quiet_chance)
        # What deals this shoe again, as data (``training/hand_replay.py``): the shoe it was given, if any.
        self.shoe_given = shoe.to_json() if shoe is not None else None
        self.hands_dealt = 0  # coups, rounds or hands dealt so far
        # Its own generator too: who buys in, and for how much, leaves the cards as they were.
        self._buy_ins = random.Random(f"buy-ins {seed}") if seed is not None else random.Random()
        #: Asked before each new hand: True stops the deal there (an audition's time is up).
        self.stop_dealing: Callable[[], bool] = lambda: False
        self._news: list[ShoeNews] = []  # shoe events since the last beat that carried some
        self._told = 0  # how much of the shoe log has been put in the news

    @property
    def shoe(self) -> Shoe:
        return self.table.shoe

    @property
    def dealt_under(self) -> HouseRules:  # the table's own (a resumed session: the rules it began with)
        return self.config.rules  # type: ignore[attr-defined]

    def _mark(self, *scored: Any) -> None:
        """A coup, round or hand (or the shuffle and burn) is over: what the shoe did so far, and
        the ``scored`` results, go on the beat being played."""
        log = self.table.shoe.log
        self._news += log[self._told:]
        self._news += map(Scored, scored)
        self._told = len(log)

    def dealt_steps(self) -> Iterator[tuple[int, int, DealerStep]]:
        """Every dealer step with where it was dealt: (hand, step in the hand, step). Hand 0
        readies the shoe; 1, 2, ... are the coups, rounds or hands; one past the last closes it."""
        table, limit = self.table, self.config.hands_to_deal()
        self._mark()
        for i, step in enumerate(table.start_shoe()):
            yield 0, i, step
        self._mark()
        dealt = 0
        while limit is None or dealt < limit:
            if dealt:
                table.between_hands()
                self._mark()
            if table.shoe_finished and (limit is None or not table.reshuffles_itself) or self.stop_dealing():
                break
            buy_ins = list(self._buy_in())  # a buy-in before the hand is that hand's first step
            hand = table.deal_hand(self._layout())
            dealt += 1
            self.hands_dealt = dealt
            for i, step in enumerate(itertools.chain(buy_ins, hand.steps)):
                yield dealt, i, step
            self._mark(*(() if hand.scored is None else (hand.scored,)))
        for i, step in enumerate(table.end_shoe()):
            yield dealt + 1, i, step
        self._mark()

    def _buy_in(self) -> Iterator[DealerStep]:
        """Now and then (``buy_ins``) a player buys in before the hand, at the tables where players
        buy in at the layout (blackjack and baccarat)."""
        config = self.config
        game = self.id.split(".")[0]
        if not config.buy_ins or game not in ("blackjack", "baccarat") or self._buy_ins.random() >= config.buy_ins:
            return
        seats = getattr(self._layout, "seat_numbers", None) or range(1, config.rules.seats + 1)  # type: ignore[attr-defined]
        step = buy_in_step(self._buy_ins, game, self._buy_ins.choice(list(seats)), _buy_in_chips(config))
        if step is not None:
            yield step

    def _asked(self) -> Iterator[Beat]:
        asked = 0
        place = (0, 0)

        def steps() -> Iterator[DealerStep]:
            nonlocal place
            for hand, index, step in self.dealt_steps():
                place = (hand, index)
                yield step

        for beat in steps_to_beats(steps(), self.config, self._asking.asks):
            if self.config.length is not None and asked >= self.config.length:
                return
            yield dataclasses.replace(beat, place=place)
            asked += beat.question is not None

    def beats(self) -> Iterator[Beat]:
        """The beats, each with the shoe events that have happened by its end (a coup, round
        or hand finished, a shuffle and burn): a beat is handed out once the step after it has
        been dealt, so the news after the last hand ride on the last beat."""
        beats = self._asked()
        held: Beat | None = None
        while True:
            try:
                beat = next(beats, None)
            except ValueError:  # a stacked shoe too short: the beat before it is still played
                if held is not None:
                    yield self._with_news(held)
                raise
            if held is not None:
                yield self._with_news(held)
            if beat is None:
                return
            held = beat

    def _with_news(self, beat: Beat) -> Beat:
        news, self._news = tuple(self._news), []
        return dataclasses.replace(beat, shoe=beat.shoe + news) if news else beat


# ----------------------------------------------------------------------------------- baccarat
class BaccaratSeatConfig(SeatConfig):
    skip_skills: tuple[str, ...] = Field(("baccarat.deal.order",), description=N_("Steps auto-played, not asked."))
    rules: BaccaratRules = Field(default_factory=BaccaratRules, description=N_("House rules of the table."))
    seats: int = Field(5, ge=1, le=9, description=N_("Occupied seats (up to nine)."))
    coups: int | None = Field(None, ge=1, description=N_("Coups to deal (None: the whole shoe to the cut card)."))
    max_bet: Decimal = Field(Decimal("500"), gt=0, description=N_("Largest random bet (within the table limits)."))
    tie_bets: float = Field(0.15, ge=0, le=1, description=N_("Chance a seat also bets the tie."))
    pair_bets: float = Field(0.15, ge=0, le=1, description=N_("Chance a seat also bets a pair (if offered)."))
    ez_side_bets: float = Field(0.2, ge=0, le=1,
                                description=N_("Chance a seat also bets Dragon 7, and again Panda 8 (where offered)."))

    @model_validator(mode="after")
    def _fits(self) -> BaccaratSeatConfig:
        if self.seats > self.rules.seats:
            raise ValueError(f"seats must be at most the table's {self.rules.seats}")
        return self

    def hands_to_deal(self) -> int | None:
        return self.coups


class BaccaratBettors:
    """The players at a Mini Baccarat table: random punto, banco, tie and pair bets."""

    def __init__(self, config: BaccaratSeatConfig, rng: random.Random) -> None:
        self.config, self._rng = config, rng

    def __call__(self) -> dict[int, dict[str, Decimal]]:
        c, rng = self.config, self._rng
        r = c.rules
        high = min(c.max_bet, r.table_maximum)
        seats = sorted(rng.sample(range(1, r.seats + 1), c.seats))
        bets: dict[int, dict[str, Decimal]] = {}
        chips = c.chip_set

        def takes(wager: Decimal) -> bool:  # a banco win less its commission must be payable too
            return payable(wager, chips) and payable(wager - commission_on(wager, r), chips)

        def made_of_chips(wager: Decimal) -> bool:
            return payable(wager, chips)

        for seat in seats:
            spot = rng.choice(["player", "banker", "banker"])
            spots = {spot: payable_stake(rng, r.table_minimum, high, Decimal(5), takes)}
            side = max(r.table_minimum, min(high, Decimal(100)))  # side bets: the table's limits, $100 at most if they allow
            if rng.random() < c.tie_bets:
                spots["tie"] = payable_stake(rng, r.table_minimum, side, Decimal(1), made_of_chips)
            if r.pair_bets and rng.random() < c.pair_bets:
                pair = rng.choice(["player pair", "banker pair"])
                spots[pair] = payable_stake(rng, r.table_minimum, side, Decimal(1), made_of_chips)
            for offered, spot in ((r.dragon_seven_offered, "dragon 7"), (r.panda_eight_offered, "panda 8")):
                if offered and rng.random() < c.ez_side_bets:
                    spots[spot] = payable_stake(rng, r.table_minimum, side, Decimal(1), made_of_chips)
            bets[seat] = spots
        return bets


# ---------------------------------------------------------------------------------- blackjack
class BlackjackSeatConfig(SeatConfig):
    skip_skills: tuple[str, ...] = Field(("blackjack.deal.order",), description=N_("Steps auto-played, not asked."))
    rules: BlackjackRules = Field(default_factory=BlackjackRules, description=N_("House rules of the table."))
    seats: int = Field(3, ge=1, le=7, description=N_("Occupied seats (one to seven)."))
    rounds: int | None = Field(None, ge=1, description=N_("Rounds to deal (None: until the cut card comes out)."))
    play: Literal["basic", "random", "mixed"] = Field(
        "basic",
        description=N_("How the seats play: basic strategy with a mistake now and then (a real game), "
                       "anything legal (every odd situation), or half and half."),
    )
    player_mistake_rate: float = Field(
        0.05, ge=0, le=1, description=N_("Chance a basic-strategy player makes a human mistake at a decision.")
    )
    max_bet: Decimal = Field(Decimal("200"), gt=0, description=N_("Largest random wager (within the table limits)."))
    odd_wagers: float = Field(0.3, ge=0, le=1, description=N_("Chance a wager is in $2.50s ($37.50) rather than $5s."))
    side_bets: float = Field(0.3, ge=0, le=1,
                             description=N_("Chance a seat also bets Perfect Pairs, and again 21+3 (where offered)."))

    @model_validator(mode="after")
    def _fits(self) -> BlackjackSeatConfig:
        if self.seats > self.rules.seats:
            raise ValueError(f"seats must be at most the table's {self.rules.seats}")
        return self

    def hands_to_deal(self) -> int | None:
        return self.rounds


class BlackjackSeats:
    """The players at a blackjack table: their seats, wagers, and how each plays."""

    def __init__(self, config: BlackjackSeatConfig, rng: random.Random) -> None:
        self.config, self._rng = config, rng
        self.seat_numbers = sorted(rng.sample(range(1, config.rules.seats + 1), config.seats))
        random_player = RandomPlayer(random.Random(rng.randrange(2**32)))
        basic = BasicStrategyPlayer(random.Random(rng.randrange(2**32)), config.player_mistake_rate)
        self.players = {
            seat: random_player if config.play == "random" or (config.play == "mixed" and i % 2) else basic
            for i, seat in enumerate(self.seat_numbers)
        }

    def __call__(self) -> BlackjackRound:
        c, rng = self.config, self._rng
        high = min(c.max_bet, c.rules.table_maximum)

        def takes(wager: Decimal) -> bool:  # the blackjack it may win must be payable too
            return payable(wager, c.chip_set) and payable(blackjack_payout(wager, c.rules), c.chip_set)

        wagers = {
            seat: payable_stake(rng, c.rules.table_minimum, high,
                                Decimal("2.50") if rng.random() < c.odd_wagers else Decimal(5), takes)
            for seat in self.seat_numbers
        }
        return BlackjackRound(wagers, self.players, self._side_bets())

    def _side_bets(self) -> dict[int, dict[str, Decimal]]:
        """Perfect Pairs and 21+3 beside some wagers, $1 to $25 in whole dollars (within the limits)."""
        c, rng = self.config, self._rng
        r = c.rules
        high = min(Decimal(25), r.table_maximum)
        side: dict[int, dict[str, Decimal]] = {}
        for seat in self.seat_numbers:
            for offered, bet in ((r.perfect_pairs, "perfect pairs"), (r.twenty_one_plus_three, "21+3")):
                if offered and rng.random() < c.side_bets:
                    side.setdefault(seat, {})[bet] = payable_stake(  # whole chips: every price pays in whole chips
                        rng, min(Decimal(5), high), high, Decimal(1), lambda wager: payable(wager, c.chip_set))
        return side


# --------------------------------------------------------------------------------------- stud
class StudSeatConfig(SeatConfig):
    rules: StudRules = Field(default_factory=StudRules, description=N_("Which stud game and its house rules."))
    hands: int = Field(5, ge=1, le=500, description=N_("Hands to deal."))
    fold_chance: float = Field(0.15, ge=0, le=1, description=N_("Chance a player folds at an interval."))

    def hands_to_deal(self) -> int | None:
        return self.hands


def stud_seats(config: StudSeatConfig, rng: random.Random) -> Callable[[], RandomPlayers]:
    """The players at a stud table: random folds, the same for the same seed."""
    players = RandomPlayers(rng.randrange(2**32), fold_chance=config.fold_chance)
    return lambda: players


BACCARAT = SeatGame("baccarat.seat", N_("Dealer's seat: Mini Baccarat"), BaccaratSeatConfig, BaccaratTable, BaccaratBettors)
BLACKJACK = SeatGame("blackjack.seat", N_("Dealer's seat: Blackjack"), BlackjackSeatConfig, BlackjackTable, BlackjackSeats)
STUD = SeatGame("stud.seat", N_("Dealer's seat: Stud"), StudSeatConfig, StudTable, stud_seats)


def BaccaratSeatDrill(config: BaccaratSeatConfig | None = None, **given: Any) -> SeatDrill:  # noqa: N802
    """The dealer's seat at Mini Baccarat (``seed``, ``shoe`` as ``SeatDrill`` takes them)."""
    return SeatDrill(BACCARAT, config, seed=given.get("seed"), shoe=given.get("shoe"))


def BlackjackSeatDrill(config: BlackjackSeatConfig | None = None, **given: Any) -> SeatDrill:  # noqa: N802
    """The dealer's seat at blackjack (``seed``, ``shoe`` as ``SeatDrill`` takes them)."""
    return SeatDrill(BLACKJACK, config, seed=given.get("seed"), shoe=given.get("shoe"))


def StudSeatDrill(config: StudSeatConfig | None = None, **given: Any) -> SeatDrill:  # noqa: N802
    """The dealer's seat at stud: an instructor's stacked deck deals its cards in the order
    written, hand after hand with no shuffle, while they make a whole hand; a replay deals
    its first hand as it was, then shuffles as usual."""
    return SeatDrill(STUD, config, seed=given.get("seed"), shoe=given.get("shoe"))
