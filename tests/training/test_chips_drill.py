"""The Chips drill: every question keyed from what the felt shows and the house's own numbers
(worked out here, never read from the question's words where the felt says it), payable in the
chip set in force, judged on the chips where the chips are the question, and its cells in the
catalogue, daily practice and exams under several chip sets."""

from __future__ import annotations

import random
import re
from decimal import Decimal

import pytest

from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.engine.money import Chip, chip_total, format_money, payable
from dealertrainer.storage.settings import AppSettings, ChipSpec
from dealertrainer.training.answers import check, standard_chips
from dealertrainer.training.drills import DRILLS, drill_for, make_drill
from dealertrainer.training.drills.chips import ChipsConfig, ChipsDrill, ChipsKind, house_chips
from dealertrainer.training.practice import ask, daily_practice
from dealertrainer.training.drills.practice import exam_skills
from dealertrainer.training.skills import catalogue
from tests.exhaustive_chips import fewest_by_exhaustion

D = Decimal


def app(chips, stacks=None, full=20, largest="100", smallest="5") -> AppSettings:
    specs = []
    for value, colour in chips:
        spec = {"value": D(value), "colour": colour}
        if stacks and value in stacks:
            spec["stack"] = stacks[value]
        specs.append(ChipSpec(**spec))
    return AppSettings(chips=tuple(specs), full_stack=full, buy_in_largest=D(largest), buy_in_smallest=D(smallest))


STANDARD = (("1", "white"), ("2.50", "pink"), ("5", "red"), ("25", "green"), ("100", "black"), ("500", "purple"),
            ("1000", "orange"))
HOUSES = {
    "standard": app(STANDARD),
    "no pinks, greens in fives, a full stack of 25, buy-ins in greens to whites": app(
        (("1", "white"), ("5", "red"), ("25", "green"), ("100", "black"), ("500", "purple")),
        stacks={"25": 5, "5": 4}, full=25, largest="25", smallest="1"),
    "quarters and $20 yellows, buy-ins in blacks and yellows": app(
        (("0.25", "blue"), ("1", "white"), ("5", "red"), ("20", "yellow"), ("100", "black"), ("500", "purple")),
        largest="100", smallest="20"),
}


def unit(value: Decimal) -> int:
    return int(value * 4)  # every chip here is a whole number of quarters


def fewest(amount: Decimal, chips) -> int:
    return fewest_by_exhaustion(unit(amount), [unit(c.value) for c in chips])


def buy_in_by_rule(amount: Decimal, settings: AppSettings) -> dict[Chip, int]:
    """The house's buy-in written out: chips from the smallest to the largest given (whole numbers
    of the smallest), top down, then one of each colour above the smallest handed down."""
    given = sorted((c for c in settings.chip_set() if settings.buy_in_smallest <= c.value <= settings.buy_in_largest),
                   reverse=True)
    given = [c for c in given if not c.value % given[-1].value]
    counts, left = {}, amount
    for chip in given:
        counts[chip], left = int(left // chip.value), left % chip.value
    assert left == 0
    for upper, lower in zip(given, given[1:]):
        if counts[upper]:
            counts[upper] -= 1
            counts[lower] += int(upper.value / lower.value)
    return {c: n for c, n in counts.items() if n}


def stack_size(settings: AppSettings, chip: Chip) -> int:
    return next(spec.stack for spec in settings.chips if spec.value == chip.value)


def key_problems(question, settings: AppSettings, blackjack: BlackjackRules,
                 baccarat: BaccaratRules = BaccaratRules()) -> list[str]:
    """What is wrong with a chips question at this house; [] when right."""
    wrong = []
    skill, table, chips = question.skill, question.table, settings.chip_set()
    stacks = table.stacks if table is not None else ()
    on_felt = sum((s.chip.value * s.count for s in stacks), D(0))
    if not all(s.chip in chips and s.count <= settings.full_stack for s in stacks):
        wrong.append(f"{skill}: stacks not of the house's chips or over a full stack: {stacks}")
    for way in question.chips_accepted:
        if not all(chip in chips for chip, _ in way) or chip_total(dict(way)) != question.answer:
            wrong.append(f"{skill}: a way of paying {way} is not {question.answer} in the house's chips")
    if question.answer_kind.value == "money" and not payable(question.answer, chips):
        wrong.append(f"{skill}: {question.answer} cannot be paid in the house's chips")
    if skill == "chips.stacks.read":
        if question.answer != on_felt:
            wrong.append(f"{skill}: keyed {question.answer}, the felt holds {on_felt}")
        for chip in {s.chip for s in stacks}:
            counts = [s.count for s in stacks if s.chip == chip]
            if any(n not in (settings.full_stack, stack_size(settings, chip)) for n in counts[:-1]):
                wrong.append(f"{skill}: {chip.colour} not stood in the house's stacks: {counts}")
    elif skill == "chips.colour_up.fewest":
        way = dict(question.chips_accepted[0])
        if question.answer != on_felt or len(question.chips_accepted) != 1:
            wrong.append(f"{skill}: keyed {question.answer} (or several ways), the felt holds {on_felt}")
        elif sum(way.values()) != fewest(on_felt, chips):
            wrong.append(f"{skill}: {way} is not the fewest chips for {on_felt}")
    elif skill.startswith("chips.size."):
        (chip,) = {s.chip for s in stacks}
        count = sum(s.count for s in stacks)
        wager = chip.value * count
        if skill == "chips.size.even":
            paid = wager
            sized = {chip: count}
        elif skill == "chips.size.banco":
            step = {"exact": D("0.01"), "0.25": D("0.25"), "0.50": D("0.50"), "1": D("1")}[baccarat.commission_rounding.value]
            cents = (wager * baccarat.commission_rate / D("0.01")).to_integral_value(rounding="ROUND_CEILING") * D("0.01")
            paid = wager - (cents / step).to_integral_value(rounding="ROUND_CEILING") * step
            sized = {chip: int(paid // chip.value)}
            if "for every $5" not in question.explanation:
                wrong.append(f"{skill}: the explanation does not work the commission by the $5: {question.explanation}")
        else:
            three_two = blackjack.blackjack_pays is BlackjackPays.THREE_TO_TWO
            exact = wager * (D("1.5") if three_two else D("1.2"))
            paid = (exact / blackjack.payout_rounding.step).to_integral_value(rounding="ROUND_FLOOR") * \
                blackjack.payout_rounding.step
            said = f"{3 if three_two else 6} to {2 if three_two else 5}"
            if said not in question.prompt:
                wrong.append(f"{skill}: the prompt does not say the house's {said}: {question.prompt}")
            sized = {chip: count * 3 // 2} if three_two else {chip: count}
        if question.answer != paid:
            wrong.append(f"{skill}: keyed {question.answer}, the house pays {paid} on {wager}")
        first = dict(question.chips_accepted[0])
        if any(first.get(c, 0) < n for c, n in sized.items()) or max(first) > chip:
            wrong.append(f"{skill}: {first} is not sized into {count} {chip.colour}")
        if not any(sum(dict(w).values()) == fewest(paid, chips) for w in question.chips_accepted):
            wrong.append(f"{skill}: the fewest chips for {paid} are not taken")
    elif skill == "chips.change.cheque":
        handed, asked, asked_count, rest = re.search(r"Change an? (\w+) \(\$[\d,]+\) into (\w+)s, (\d+) of them, "
                                                     r"and (\w+?)s\.", question.prompt).groups()
        by_colour = {c.colour: c for c in chips}
        left = by_colour[handed].value - by_colour[asked].value * int(asked_count)
        if question.answer != left / by_colour[rest].value:
            wrong.append(f"{skill}: keyed {question.answer} for {question.prompt}")
    elif skill == "chips.change.buy_in":
        amount = D(re.search(r"\$([\d,]+)", question.prompt).group(1).replace(",", ""))
        if question.chips_accepted != (tuple(sorted(buy_in_by_rule(amount, settings).items(), reverse=True)),):
            wrong.append(f"{skill}: {question.chips_accepted} is not the house's breakdown of {amount}")
    return wrong


BLACKJACKS = [BlackjackRules(), BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE, payout_rounding="1")]


@pytest.mark.parametrize("name", HOUSES)
@pytest.mark.parametrize("blackjack", BLACKJACKS, ids=["3to2", "6to5 to the $1"])
def test_every_chips_question_is_keyed_by_the_house_and_payable_in_its_chips(name, blackjack):
    settings = HOUSES[name]
    drill = ChipsDrill(ChipsConfig(**house_chips(settings, blackjack)), seed=3)
    assert drill.skills() == [k.value for k in ChipsKind]
    problems = []
    for skill in drill.skills():
        for seed in range(40):
            problems += key_problems(drill.question_for(skill, random.Random(seed)), settings, blackjack)
    assert problems == []


def test_a_chip_set_that_cannot_change_a_chip_as_asked_has_no_cheque_change_cell():
    settings = app((("1", "white"), ("2", "yellow")), largest="2", smallest="1")
    drill = ChipsDrill(ChipsConfig(**house_chips(settings)), seed=0)
    assert "chips.change.cheque" not in drill.skills() and "chips.stacks.read" in drill.skills()
    assert "chips.change.cheque" not in exam_skills({"app": settings})
    assert ask("chips.change.cheque", random.Random(0), {"app": settings}) is None


def test_the_chips_are_the_answer_where_they_are_the_question():
    drill = ChipsDrill(seed=1)
    buy = drill.question_for("chips.change.buy_in", random.Random(4))
    house_way = dict(buy.chips_accepted[0])
    assert check(buy, house_way)[0] and standard_chips(buy, house_way)
    others = {c: n for c, n in house_way.items()}
    smallest = min(others)
    others[smallest] -= 5 if others[smallest] >= 5 else 0
    assert check(buy, others)[0] is (others == house_way)
    up = drill.question_for("chips.colour_up.fewest", random.Random(2))
    as_it_stands = {}
    for stack in up.table.stacks:
        as_it_stands[stack.chip] = as_it_stands.get(stack.chip, 0) + stack.count
    assert not check(up, as_it_stands)[0]  # the right amount, not coloured up: wrong
    assert check(up, dict(up.chips_accepted[0]))[0]
    assert up.expected.startswith(", ".join(f"{n} {c.colour}" for c, n in up.chips_accepted[0]))
    assert format_money(up.answer) not in up.prompt  # the pile's worth is not said


def test_chips_skills_are_in_the_catalogue_daily_practice_and_exams(tmp_path):
    ids = {s.id for s in catalogue()}
    assert {k.value for k in ChipsKind} <= ids
    assert {k.value for k in ChipsKind} <= set(exam_skills({}))
    assert all(drill_for(k.value) == "chips" for k in ChipsKind) and "chips" in DRILLS
    paper = make_drill("exam", {"skills": ("chips",), "length": 12}, seed=2, rules={"app": HOUSES["standard"]})
    assert {b.question.skill_id.game for b in paper.beats()} == {"chips"}
    from dealertrainer.storage.records import Records

    with Records(tmp_path / "r.sqlite3") as records:
        trainee = records.add_trainee("Ana")
        daily = daily_practice(records, trainee.id, 1_700_000_000.0, seed=1, skills=["chips"],
                               rules={"app": HOUSES["quarters and $20 yellows, buy-ins in blacks and yellows"]})
        asked = [beat.question for beat in daily.beats()]
    assert asked and all(q.skill.startswith("chips.") for q in asked)
    yellow = next(c for c in HOUSES["quarters and $20 yellows, buy-ins in blacks and yellows"].chip_set()
                  if c.colour == "yellow")
    assert all(q.chip_set == HOUSES["quarters and $20 yellows, buy-ins in blacks and yellows"].chip_set() for q in asked)
    buy_ins = [q for q in asked if q.skill == "chips.change.buy_in"]
    assert all(yellow in dict(q.chips_accepted[0]) or q.answer < 20 for q in buy_ins)


@pytest.mark.parametrize("table", ["blackjack.seat", "baccarat.seat"])
def test_a_player_buys_in_at_the_table_in_the_houses_breakdown(table):
    """At the tables the window deals, a player now and then buys in before a hand: asked in chips,
    keyed by the house's breakdown, the cards dealt as they would be without it."""
    settings = HOUSES["no pinks, greens in fives, a full stack of 25, buy-ins in greens to whites"]
    chips = settings.chip_set()
    config = {"buy_ins": 0.5, "buy_in_chips": (settings.buy_in_smallest, settings.buy_in_largest), "chip_set": chips}
    with_buy_ins = make_drill(table, config, seed=5)
    asked = [beat for beat in with_buy_ins.beats() if beat.question is not None]
    buy_ins = [beat.question for beat in asked if beat.question.skill == "chips.change.buy_in"]
    assert len(buy_ins) >= 3
    for question in buy_ins:
        amount = D(re.search(r"\$([\d,]+)", question.prompt).group(1).replace(",", ""))
        house_way = buy_in_by_rule(amount, settings)
        assert question.chips_wanted and question.chips_accepted == (tuple(sorted(house_way.items(), reverse=True)),)
        assert check(question, house_way)[0] and question.chip_set == chips
        assert question.step.seat is not None and question.table.game == table.split(".")[0]
    plain = make_drill(table, {"chip_set": chips}, seed=5)
    cards = [beat.step.table.cards_in_play for beat in plain.beats() if beat.step is not None]
    again = [beat.step.table.cards_in_play for beat in make_drill(table, config, seed=5).beats()
             if beat.step is not None and beat.step.action != "buy_in"]
    assert cards == again  # who buys in leaves the cards as they were


def test_no_buy_ins_at_the_stud_table_or_where_the_house_deals_none():
    stud = make_drill("stud.seat", {"buy_ins": 1.0, "hands": 5}, seed=1)
    assert not any(beat.step is not None and beat.step.action == "buy_in" for beat in stud.beats())
    none = make_drill("blackjack.seat", {"rounds": 20}, seed=1)
    assert not any(beat.step is not None and beat.step.action == "buy_in" for beat in none.beats())


def test_banco_is_sized_less_its_commission_only_where_the_house_takes_it_off_the_payout():
    quarters = HOUSES["quarters and $20 yellows, buy-ins in blacks and yellows"]
    four_percent = BaccaratRules(commission_rate=D("0.04"), commission_rounding="0.50")
    drill = ChipsDrill(ChipsConfig(**house_chips(quarters, None, four_percent)), seed=2)
    problems = []
    for seed in range(40):
        question = drill.question_for("chips.size.banco", random.Random(seed))
        problems += key_problems(question, quarters, BlackjackRules(), four_percent)
    assert problems == []
    for rules in (BaccaratRules(commission_style=CommissionStyle.BOX), BaccaratRules(no_commission=True)):
        assert "chips.size.banco" not in ChipsDrill(ChipsConfig(**house_chips(None, None, rules)), seed=0).skills()
        assert ask("chips.size.banco", random.Random(0), {"baccarat": rules}) is None
