"""Every payout asked on demand (daily practice, exams) can be paid with the chip set in force,
is keyed by the house's rounding, and its explanation names the dealer's method and the rounding.

Houses vary on everything a payout hangs on: rounding on or off (a blackjack down to the cent,
the $0.50 or the $1; banco commission up to the cent, the quarter, the $0.50 or the $1), 3:2 or
6:5, 5% or 4% commission, and chip sets with and without $0.25, $0.50 and $2.50 chips. Each
payout skill is asked through ``practice.ask`` with the house as the window passes it, over
many seeds; the key and the chips are worked out here, on their own: the payout by the rate and
the rounding step, what chips can pay by a plain sum over the set (no ``chip_breakdown``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal

import pytest

from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.engine.stud.rules import StudRules
from dealertrainer.storage.settings import AppSettings, ChipSpec
from dealertrainer.training.practice import ask

D = Decimal
SEEDS = range(40)

STANDARD = ("1", "2.50", "5", "25", "100", "500", "1000")
QUARTERS = ("0.25", "0.50", "1", "5", "25", "100", "500")
NO_PINKS = ("1", "5", "25", "100", "500")
HALVES = ("0.50", "1", "2.50", "5", "25", "100")


@dataclass(frozen=True)
class House:
    name: str
    baccarat: BaccaratRules
    blackjack: BlackjackRules
    chips: tuple[str, ...]

    def as_in_force(self) -> dict:
        app = AppSettings(chips=tuple(ChipSpec(value=D(v), colour=f"c{i}") for i, v in enumerate(self.chips)))
        return {"baccarat": self.baccarat, "blackjack": self.blackjack, "stud": StudRules(), "app": app}


HOUSES = [
    House("standard", BaccaratRules(), BlackjackRules(), STANDARD),
    House("exact everywhere, standard chips", BaccaratRules(commission_rounding="exact"),
          BlackjackRules(payout_rounding="exact"), STANDARD),
    House("6:5 to the $1, 4% to the $0.50, no pinks",
          BaccaratRules(commission_rate=D("0.04"), commission_rounding="0.50"),
          BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE, payout_rounding="1"), NO_PINKS),
    House("6:5 exact, 4% exact, quarters", BaccaratRules(commission_rate=D("0.04"), commission_rounding="exact"),
          BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE, payout_rounding="exact"), QUARTERS),
    House("3:2 to the $0.50, 5% to the $1, halves", BaccaratRules(commission_rounding="1"),
          BlackjackRules(payout_rounding="0.50"), HALVES),
    House("3:2 exact, 5% exact, no pinks", BaccaratRules(commission_rounding="exact"),
          BlackjackRules(payout_rounding="exact"), NO_PINKS),
    House("3:2 to the quarter, 4% to the quarter, quarters",
          BaccaratRules(commission_rate=D("0.04")), BlackjackRules(payout_rounding="0.25"), QUARTERS),
    House("boxed commission, 6:5 to the $0.50, standard chips", BaccaratRules(commission_style=CommissionStyle.BOX),
          BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE), STANDARD),
]
STEPS = {"exact": D("0.01"), "0.25": D("0.25"), "0.50": D("0.50"), "1": D("1")}


def can_pay(amount: Decimal, chips: tuple[str, ...]) -> bool:
    """Whether some chips of the set add up to ``amount``: the sums reachable in cents, kept as
    the bits of one integer (bit n set: n cents can be made), any number of each chip."""
    target = int(amount * 100)
    if target <= 0 or amount * 100 != target:
        return False
    mask = (1 << (target + 1)) - 1
    reach = 1
    for cents in (int(D(v) * 100) for v in chips):
        shift = cents
        while shift <= target:  # 1, 2, 4, ... more of this chip: every count up to the target
            reach = (reach | reach << shift) & mask
            shift *= 2
    return bool(reach >> target & 1)


def down(amount: Decimal, step: Decimal) -> Decimal:
    return (amount / step).to_integral_value(rounding=ROUND_FLOOR) * step


def up(amount: Decimal, step: Decimal) -> Decimal:
    return (amount / step).to_integral_value(rounding=ROUND_CEILING) * step


def payout_skills(house: House) -> list[str]:
    b, j = house.baccarat, house.blackjack
    skills = ["blackjack.payout.3to2" if j.blackjack_pays is BlackjackPays.THREE_TO_TWO else "blackjack.payout.6to5",
              "blackjack.payout.insurance", "blackjack.payout.win", "baccarat.payout.punto", "baccarat.payout.pair",
              "baccarat.payout.tie.8to1", "baccarat.payout.banco"]
    if j.even_money_offered:
        skills.append("blackjack.payout.even_money")
    return skills


def expected(skill: str, wager: Decimal, house: House) -> Decimal | None:
    """The house's payout on ``wager``, worked out from its numbers (None: not a rate checked here)."""
    b, j = house.baccarat, house.blackjack
    if skill in ("blackjack.payout.3to2", "blackjack.payout.6to5"):
        rate = D(3) / 2 if j.blackjack_pays is BlackjackPays.THREE_TO_TWO else D(6) / 5
        return down(down(wager * rate, D("0.01")), STEPS[j.payout_rounding.value])
    if skill == "baccarat.payout.banco":
        if b.commission_style is CommissionStyle.BOX:
            return wager
        return wager - up(up(wager * b.commission_rate, D("0.01")), STEPS[b.commission_rounding.value])
    if skill == "baccarat.payout.tie.8to1":
        return wager * 8
    if skill == "baccarat.payout.pair":
        return wager * b.pair_pays
    if skill == "blackjack.payout.insurance":
        return wager * 2
    return None


def method_problems(skill: str, why: str, house: House) -> list[str]:
    """What the explanation leaves out: the dealer's method and the house's rounding."""
    b, j = house.baccarat, house.blackjack
    wanted: list[str] = []
    if skill == "blackjack.payout.3to2":
        wanted.append("the wager plus half")
    if skill == "blackjack.payout.6to5":
        wanted += ["for each red ($5) a red and a white", "for each green ($25) a green and a red"]
    if skill.startswith("blackjack.payout.") and skill[-3:] in ("3to2", "6to5") and j.payout_rounding.value != "exact":
        wanted.append(f"rounds down to the ${j.payout_rounding.value}")
    if skill == "baccarat.payout.banco" and b.commission_style is CommissionStyle.DEDUCTED:
        per_five = "$0.25" if b.commission_rate == D("0.05") else "$0.20"
        wanted.append(f"{per_five} for every $5")
        if b.commission_rounding.value != "exact":
            wanted.append(f"rounds the commission up to the ${b.commission_rounding.value}")
    return [f"{skill}: the explanation does not say {w!r}: {why}" for w in wanted if w not in why]


@pytest.mark.parametrize("house", HOUSES, ids=[h.name for h in HOUSES])
def test_every_payout_asked_is_payable_with_the_chips_in_force_and_keyed_by_the_rounding(house):
    in_force = house.as_in_force()
    problems: list[str] = []
    asked = 0
    for skill in payout_skills(house):
        for seed in SEEDS:
            q = ask(skill, random.Random(seed), in_force)
            if q is None:
                problems.append(f"{skill}: not asked (seed {seed})")
                break
            asked += 1
            bets = q.table.bets if q.table else ()
            for bet in bets:
                if not can_pay(bet.amount, house.chips):
                    problems.append(f"{skill}: a {bet.amount} {bet.spot} bet is not made of the chips {house.chips}")
            if not can_pay(q.answer, house.chips):
                problems.append(f"{skill}: {q.answer} cannot be paid with {house.chips} ({q.prompt})")
            if {c.value for c in q.chip_set} != {D(v) for v in house.chips}:
                problems.append(f"{skill}: asked with another chip set")
            on_spot = [b.amount for b in bets if b.spot in ("wager", "banker", "tie", "insurance")
                       or b.spot.endswith("pair")]
            key = expected(skill, on_spot[0], house) if len(on_spot) == 1 else None
            if key is not None and q.answer != key:
                problems.append(f"{skill}: keyed {q.answer}, the house pays {key} on {on_spot[0]} ({q.explanation})")
            problems += method_problems(skill, q.explanation, house)
    assert problems == [], f"{len(problems)} wrong of {asked} asked:\n" + "\n".join(problems[:40])


def test_the_houses_chip_sets_are_what_they_say():
    """The test's own sum: $108.75 needs a quarter, $33.25 too, $7.50 a pink or a half."""
    assert not can_pay(D("108.75"), STANDARD) and can_pay(D("108.75"), QUARTERS)
    assert not can_pay(D("33.25"), STANDARD) and can_pay(D("33.50"), HALVES)
    assert not can_pay(D("7.50"), NO_PINKS) and can_pay(D("7.50"), STANDARD)


def test_awkward_wagers_are_asked_where_the_chips_pay_them():
    """Quarters in the set: $72.50 at 3:2 can be asked and paid to the cent ($108.75)."""
    house = House("exact, quarters", BaccaratRules(commission_rounding="exact"), BlackjackRules(payout_rounding="exact"),
                  QUARTERS)
    answers = {ask("blackjack.payout.3to2", random.Random(seed), house.as_in_force()).answer for seed in range(200)}
    assert any(a % D("0.50") for a in answers)  # an amount in quarters came up
    standard = {ask("blackjack.payout.3to2", random.Random(seed), HOUSES[1].as_in_force()).answer
                for seed in range(200)}
    assert not any(a % D("0.50") for a in standard)  # never with the standard chips


SEAT_HOUSES = [h for h in HOUSES if h.name != "exact everywhere, standard chips"]


@pytest.mark.parametrize("house", SEAT_HOUSES, ids=[h.name for h in SEAT_HOUSES])
def test_the_tables_take_only_wagers_whose_payouts_the_chips_in_force_pay(house):
    """At the dealer's seat (the tables, chips from the settings in force): every bet on the felt
    is made of the chip set, and every blackjack and banco win paid, keyed by the rounding."""
    from dealertrainer.engine.money import Chip
    from dealertrainer.training.drills import make_drill
    from dealertrainer.training.drills.seat import BaccaratSeatConfig, BlackjackSeatConfig

    chips = tuple(Chip(D(v), f"c{i}") for i, v in enumerate(house.chips))
    drills = [
        make_drill("blackjack.seat", BlackjackSeatConfig(rules=house.blackjack, seats=7, rounds=60, chip_set=chips,
                                                         odd_wagers=0.5, quiz_skills=("blackjack.payout",)), seed=seed)
        for seed in range(3)
    ] + [
        make_drill("baccarat.seat", BaccaratSeatConfig(rules=house.baccarat, seats=9, coups=40, chip_set=chips,
                                                       quiz_skills=("baccarat.payout.banco",)), seed=seed)
        for seed in range(3)
    ]
    problems: list[str] = []
    paid = 0
    for drill in drills:
        for beat in drill.beats():
            step = beat.step
            if step is None or not step.skill or step.skill not in ("blackjack.payout.3to2", "blackjack.payout.6to5",
                                                                     "baccarat.payout.banco"):
                continue
            bet = step.bet
            for on_felt in step.table.bets:
                if not can_pay(on_felt.amount, house.chips):
                    problems.append(f"{step.skill}: a {on_felt.amount} bet is not made of {house.chips}")
            if not can_pay(step.answer, house.chips):
                problems.append(f"{step.skill}: pays {step.answer}, not payable with {house.chips}")
            key = expected(step.skill, bet.amount, house) if bet is not None else None
            if key is not None and step.answer != key:
                problems.append(f"{step.skill}: pays {step.answer} on {bet.amount}, the house {key}")
            if beat.question is not None and {c.value for c in beat.question.chip_set} != {D(v) for v in house.chips}:
                problems.append(f"{step.skill}: asked with another chip set")
            problems += method_problems(step.skill, step.explanation or "", house)
            paid += 1
    assert paid >= 20
    assert problems == [], f"{len(problems)} wrong of {paid} paid:\n" + "\n".join(problems[:40])
