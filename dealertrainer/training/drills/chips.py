"""Chips as a dealer handles them: a flash drill over reading, sizing, colouring up and changing chips.

Cells (``ChipsKind``), each asked under the house in force (its chip set, stack sizes, full
stack and buy-in breakdown, from the "app" settings; its blackjack price and rounding):

- ``chips.stacks.read``: a pile of full stacks, standard stacks and loose chips, painted;
  what is it worth? (typed);
- ``chips.size.even`` and ``chips.size.blackjack``: a wager standing in one colour wins even
  money, or a blackjack at the house's price; the payout is built with the chip keys, sized
  into the wager (3:2 the wager plus half, 6:5 by units), or in the fewest chips;
- ``chips.colour_up.fewest``: a leaving player's pile, painted; colour it up to the fewest
  chips (built with the keys; only the fewest are right);
- ``chips.change.cheque``: a chip changed as the player asks ("a black: three greens, the rest
  in reds"); how many of the rest? (typed);
- ``chips.change.buy_in``: a cash buy-in given in the house's standard breakdown (built with
  the keys; only that breakdown is right).

Only what the chip set in force can pay is asked: a cell the set cannot make at all (no chip
to change into) is not one of the drill's cells, and a draw the set cannot pay is drawn again.
Nothing on the felt says the amount asked: a pile is shown as chips, never as a sum.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from decimal import Decimal
from enum import Enum

from pydantic import Field

from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.blackjack.payouts import blackjack_payout_explained, blackjack_rate
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.cards import with_article
from dealertrainer.engine.chip_change import BuyInChips, buy_in, cheque_change, in_words, sized_payout
from dealertrainer.engine.chip_stacks import FULL_STACK, Stack, StackSizes, cut_in_words, pile_in_words, pile_value, stack_up
from dealertrainer.engine.money import DEFAULT_CHIPS, Chip, UnmakeableAmount, chip_breakdown, format_money
from dealertrainer.engine.steps import AnswerKind, DealerStep, TableView
from dealertrainer.language import N_, _
from dealertrainer.training.drills.base import DrillConfig
from dealertrainer.training.drills.flash import FlashDrill
from dealertrainer.training.drills.payouts import PayoutKind, PayoutsConfig, payout_answer
from dealertrainer.training.questions import Question

__all__ = ["BUY_INS", "ChipsConfig", "ChipsDrill", "ChipsKind", "buy_in_question", "buy_in_step", "house_chips"]


class ChipsKind(str, Enum):
    READ_STACKS = "chips.stacks.read"
    SIZE_EVEN = "chips.size.even"
    SIZE_BLACKJACK = "chips.size.blackjack"
    SIZE_BANCO = "chips.size.banco"
    COLOUR_UP = "chips.colour_up.fewest"
    CHEQUE_CHANGE = "chips.change.cheque"
    BUY_IN = "chips.change.buy_in"


#: Cash buy-ins asked: what players put down in notes.
BUY_INS = tuple(Decimal(n) for n in (20, 40, 50, 60, 80, 100, 120, 150, 200, 250, 300, 400, 500, 600, 800, 1000,
                                     1500, 2000))
#: Draws for a question the chip set can pay before the cell is given up for this question.
DRAWS = 60


class ChipsConfig(DrillConfig):
    kinds: tuple[ChipsKind, ...] = Field(tuple(ChipsKind), min_length=1, description=N_("Which chip skills to ask."))
    chip_set: tuple[Chip, ...] = Field(DEFAULT_CHIPS, min_length=1, description=N_("The table's chips."))
    stacks: tuple[tuple[Decimal, int], ...] = Field((), description=N_("Chips in a standard stack, by chip value "
                                                                       "(a chip not named: its common size)."))
    full_stack: int = Field(FULL_STACK, ge=5, le=40, description=N_("Chips in a full stack."))
    buy_in_largest: Decimal = Field(Decimal("100"), gt=0, description=N_("The largest chip given for a buy-in."))
    buy_in_smallest: Decimal = Field(Decimal("5"), gt=0, description=N_("The smallest chip given for a buy-in."))
    blackjack: BlackjackRules = Field(default_factory=BlackjackRules,
                                      description=N_("The blackjack price and rounding."))
    baccarat: BaccaratRules = Field(default_factory=BaccaratRules,
                                    description=N_("The banco commission and its rounding."))

    def sizes(self) -> StackSizes:
        return StackSizes(self.stacks, self.full_stack)

    def buy_in_chips(self) -> BuyInChips:
        return BuyInChips(self.chip_set, self.buy_in_largest, self.buy_in_smallest)


def house_chips(app: object | None, blackjack: BlackjackRules | None = None,
                baccarat: BaccaratRules | None = None) -> dict:
    """The chips drill's config fields for one house: its "app" settings (chip set, stack sizes,
    full stack, buy-in chips; the standard ones for None), its blackjack price and rounding and its
    banco commission."""
    fields: dict = {"blackjack": blackjack or BlackjackRules(), "baccarat": baccarat or BaccaratRules()}
    if app is not None:
        fields.update(chip_set=app.chip_set(), stacks=app.stack_sizes().by_value,  # type: ignore[attr-defined]
                      full_stack=app.full_stack, buy_in_largest=app.buy_in_largest,  # type: ignore[attr-defined]
                      buy_in_smallest=app.buy_in_smallest)  # type: ignore[attr-defined]
    return fields


def _ascending(chips: Iterable[Chip]) -> list[Chip]:
    return sorted(set(chips))


#: The largest chip in a pile to read or colour up: a pile on a layout is blacks and below.
PILE_MOST = Decimal(100)


def _pile_chips(config: ChipsConfig) -> list[Chip]:
    chips = [c for c in _ascending(config.chip_set) if c.value <= PILE_MOST]
    return chips or _ascending(config.chip_set)[:1]


def _wager_chips(config: ChipsConfig) -> list[Chip]:
    """The chips a wager is sized in: $5 to $100 where the set has them, else any chip."""
    chips = [c for c in _ascending(config.chip_set) if Decimal(5) <= c.value <= Decimal(100)]
    return chips or _ascending(config.chip_set)


def _changes(config: ChipsConfig) -> list[tuple[Chip, Chip, Chip]]:
    """(chip, asked, rest) the set can change as a player asks: the asked chip the next colour
    down that the chip is three or more of, the rest the next colour below that it is three or more
    of (a black into greens and reds; a green into reds and whites)."""
    chips = _ascending(config.chip_set)
    found = []
    for big in chips:
        asked = next((c for c in reversed(chips) if c < big and not big.value % c.value), None)
        if asked is None or big.value / asked.value < 3:
            continue
        rest = next((c for c in reversed(chips) if c < asked and not asked.value % c.value
                     and asked.value / c.value >= 3), None)
        if rest is not None:
            found.append((big, asked, rest))
    return found


def _pile(rng: random.Random, chips: list[Chip], sizes: StackSizes, most_stacks: int = 9) -> tuple[Stack, ...]:
    """One to three colours, each as full stacks, standard stacks and loose chips."""
    colours = rng.sample(chips, min(len(chips), rng.choice((1, 2, 2, 3))))
    pile: list[Stack] = []
    for chip in sorted(colours, reverse=True):
        size = sizes.of(chip)
        count = sizes.full * rng.choice((0, 0, 1, 2)) + size * rng.randint(0, 3) + rng.randint(0, size - 1)
        pile += stack_up(chip, max(count, 1), sizes)
    return tuple(pile[:most_stacks])


def _table(pile: tuple[Stack, ...], note: str = "") -> TableView:
    return TableView("chips", stacks=pile, note=note)


def _pile_of(counts: dict[Chip, int]) -> tuple[tuple[Chip, int], ...]:
    return tuple(sorted(counts.items(), reverse=True))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class ChipsDrill(FlashDrill):
    id = "chips"
    title = N_("Chips")

    def __init__(self, config: ChipsConfig | None = None, *, seed: int | None = None, weak=()) -> None:
        config = config or ChipsConfig()
        self._askers: dict[ChipsKind, Callable[[random.Random], Question | None]] = {
            ChipsKind.READ_STACKS: self._read_stacks,
            ChipsKind.SIZE_EVEN: lambda rng: self._size(rng, blackjack=False),
            ChipsKind.SIZE_BLACKJACK: lambda rng: self._size(rng, blackjack=True),
            ChipsKind.SIZE_BANCO: self._size_banco,
            ChipsKind.COLOUR_UP: self._colour_up,
            ChipsKind.CHEQUE_CHANGE: self._cheque_change,
            ChipsKind.BUY_IN: self._buy_in,
        }
        self.config = config
        cells = [kind.value for kind in config.kinds if self._can_ask(kind)]
        if not cells:
            raise ValueError("the chip set in force can make none of the chip questions chosen")
        super().__init__(config, cells, self._ask_cell, seed=seed, weak=weak)

    @property
    def _config(self) -> ChipsConfig:
        return self.config  # type: ignore[return-value]

    def _can_ask(self, kind: ChipsKind) -> bool:
        """Whether the chip set can make this question at all (tried on a few fixed draws)."""
        rng = random.Random(0)
        return any(self._askers[kind](rng) is not None for _draw in range(DRAWS))

    def _ask_cell(self, cell: str, rng: random.Random) -> Question:
        kind = ChipsKind(cell)
        for _draw in range(DRAWS):
            question = self._askers[kind](rng)
            if question is not None:
                return question
        raise RuntimeError(_("no {cell} question the chip set in force can pay was found").format(cell=cell))  # _can_ask said there was

    def _flash(self, kind: ChipsKind, prompt: str, answer: Decimal | int, explanation: str, pile: tuple[Stack, ...],
               accepted: tuple[dict[Chip, int], ...] = ()) -> Question:
        config = self._config
        ways = tuple(dict.fromkeys(_pile_of(way) for way in accepted))
        return Question.flash(
            skill=kind.value, prompt=prompt, answer_kind=AnswerKind.MONEY if isinstance(answer, Decimal) else AnswerKind.COUNT,
            answer=answer, choices=(), explanation=explanation, table=_table(pile), chips_wanted=bool(ways),
            chip_set=config.chip_set, chips_accepted=ways,
        )

    # --- the cells ---------------------------------------------------------------------------
    def _read_stacks(self, rng: random.Random) -> Question | None:
        config = self._config
        pile = _pile(rng, _pile_chips(config), config.sizes())
        return self._flash(ChipsKind.READ_STACKS, _("What is this pile worth?"), pile_value(pile),
                           _("Read by the stacks: {pile}.").format(pile=pile_in_words(pile, config.sizes())), pile)

    def _size(self, rng: random.Random, *, blackjack: bool) -> Question | None:
        config = self._config
        sizes = config.sizes()
        chip = rng.choice(_wager_chips(config))
        count = rng.randint(1, 2 * sizes.of(chip) + 2)
        wager = chip.value * count
        if blackjack:
            paid, how = blackjack_payout_explained(wager, config.blackjack)
            rate = blackjack_rate(config.blackjack)
            kind = ChipsKind.SIZE_BLACKJACK
            prompt = _("Blackjack pays {pays} to {per}: size it.").format(pays=rate[0], per=rate[1])
        else:
            paid, how, rate = wager, _("Even money is the wager's own chips again"), (1, 1)
            kind, prompt = ChipsKind.SIZE_EVEN, _("Even money: size the payout.")
        return self._sized(kind, prompt, chip, count, paid, rate, how)

    def _sized(self, kind: ChipsKind, prompt: str, chip: Chip, count: int, paid: Decimal, rate: tuple[int, int],
               how: str) -> Question | None:
        """A payout on ``count`` chips ``chip`` sized into the wager, or the fewest chips; None when
        the chip set cannot pay it."""
        config = self._config
        if paid <= 0:
            return None
        try:
            sized = sized_payout(chip, count, paid, rate, config.chip_set)
            fewest = chip_breakdown(paid, config.chip_set)
        except UnmakeableAmount:
            return None
        how = how.rstrip(".").rstrip("。")
        cut = cut_in_words(chip, count, config.sizes())
        if fewest != sized:
            why = _("{how}. Sized into {cut}: pay {chips} (or the fewest chips).")
        else:
            why = _("{how}. Sized into {cut}: pay {chips}.")
        why = why.format(how=how, cut=cut, chips=in_words(sized))
        return self._flash(kind, prompt, paid, why, stack_up(chip, count, config.sizes()), (sized, fewest))

    def _size_banco(self, rng: random.Random) -> Question | None:
        """Banco less the commission taken off the payout (only where the house takes it so): the
        wager's chips, less the commission in smaller ones ($0.25 for every $5)."""
        config = self._config
        rules = config.baccarat
        if rules.no_commission or rules.commission_style is not CommissionStyle.DEDUCTED:
            return None
        sizes = config.sizes()
        chip = rng.choice(_wager_chips(config))
        count = rng.randint(1, 2 * sizes.of(chip) + 2)
        probe = PayoutsConfig.model_construct(commission_rate=rules.commission_rate,
                                              commission_rounding=rules.commission_rounding)
        paid, how = payout_answer(PayoutKind.BANCO_DEDUCTED, chip.value * count, probe)
        return self._sized(ChipsKind.SIZE_BANCO, _("Banco wins: size it, less commission."), chip, count, paid,
                           (1, 1), how)

    def _colour_up(self, rng: random.Random) -> Question | None:
        config = self._config
        pile = _pile(rng, _pile_chips(config), config.sizes())
        amount = pile_value(pile)
        fewest = chip_breakdown(amount, config.chip_set)
        on_hand: dict[Chip, int] = {}
        for stack in pile:
            on_hand[stack.chip] = on_hand.get(stack.chip, 0) + stack.count
        if fewest == on_hand:  # nothing to colour up
            return None
        return self._flash(ChipsKind.COLOUR_UP, _("The player leaves: colour up."), amount,
                           _("{pile}; in the fewest chips: {chips}.").format(pile=pile_in_words(pile, config.sizes()),
                                                                           chips=in_words(fewest)), pile,
                           (fewest,))

    def _cheque_change(self, rng: random.Random) -> Question | None:
        changes = _changes(self._config)
        if not changes:
            return None
        big, asked, rest = rng.choice(changes)
        asked_count = rng.randint(1, int(big.value / asked.value) - 1)
        given = cheque_change(big, asked, asked_count, rest)
        left = big.value - asked.value * asked_count
        # "N of them": the same words for one chip or several, so the words say nothing of the count
        prompt = _("Change {big} ({value}) into {asked}, {count} of them, and {rest}. How many {rest}?").format(
            big=with_article(big.colour_word), value=format_money(big.value), asked=asked.colours_word, count=asked_count,
            rest=rest.colours_word)
        why = _("{big} is {value}; {asked} come to {asked_value}; the {left} left is {rest} at {rest_value} each: "
                "give {chips}.").format(
            big=_capital(with_article(big.colour_word)), value=format_money(big.value),
            asked=asked.count_words(asked_count), asked_value=format_money(asked.value * asked_count),
            left=format_money(left), rest=rest.count_words(given[rest]), rest_value=format_money(rest.value),
            chips=in_words(given))
        return self._flash(ChipsKind.CHEQUE_CHANGE, prompt, given[rest], why, ())

    def _buy_in(self, rng: random.Random) -> Question | None:
        house = self._config.buy_in_chips()
        amount = rng.choice(BUY_INS)
        try:
            chips, why = _buy_in_why(amount, house)
        except UnmakeableAmount:
            return None
        return self._flash(ChipsKind.BUY_IN, _("A player buys in for {amount} in cash. Give the chips.").format(
                               amount=format_money(amount)),
                           amount, why, (), (chips,))


# --- a buy-in at the tables ----------------------------------------------------------------------
def _buy_in_why(amount: Decimal, house: BuyInChips) -> tuple[dict[Chip, int], str]:
    chips = buy_in(amount, house)
    rule = house.rule_in_words()
    return chips, _("{rule}: {amount} is {chips}.").format(rule=_capital(rule), amount=format_money(amount),
                                                          chips=in_words(chips))


def buy_in_step(rng: random.Random, game: str, seat: int, house: BuyInChips) -> DealerStep | None:
    """Between hands at a table, a player at ``seat`` buys in: the dealer counts the cash down and
    gives it in the house's breakdown (a step asked in chips); None when the chips given can make
    no buy-in."""
    amounts = [a for a in BUY_INS if _makes(a, house)]
    if not amounts:
        return None
    amount = rng.choice(amounts)
    chips, why = _buy_in_why(amount, house)
    return DealerStep("buy_in", _("Seat {seat} buys in for {amount}: {chips}.").format(
                          seat=seat, amount=format_money(amount), chips=in_words(chips)), TableView(game),
                      question=_("Seat {seat} buys in for {amount} in cash. Give the chips.").format(
                          seat=seat, amount=format_money(amount)),
                      answer_kind=AnswerKind.MONEY, answer=amount, explanation=why, skill=ChipsKind.BUY_IN.value,
                      seat=seat)


def _makes(amount: Decimal, house: BuyInChips) -> bool:
    try:
        buy_in(amount, house)
    except UnmakeableAmount:
        return False
    return True


def buy_in_question(step: DealerStep, chip_set: tuple[Chip, ...], house: BuyInChips) -> Question:
    """A table's buy-in step asked as the Chips drill asks it: built with the chip keys, only the
    house's breakdown right."""
    chips, _ = _buy_in_why(step.answer, house)  # type: ignore[arg-type]
    return Question(step, chips_wanted=True, chip_set=chip_set, chips_accepted=(_pile_of(chips),))
