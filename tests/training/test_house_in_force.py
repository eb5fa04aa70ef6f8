"""Every catalogue skill asked on demand (daily practice, exams) is asked under the house in force.

Six houses, varied on every rule a key can depend on (commission 5%/4%/3%/none, taken off the
payout or boxed in $0.25 or $0.50 steps, peek or no peek with both no-peek settlements, S17/H17,
3:2/6:5, pairs 11:1/12:1/25:1 or none, tie 8:1/9:1, stud games with and without the bring-in and
the open-pair limit, cut cards in other places; three chip sets with their own stack sizes, full
stacks and buy-in chips, for the chips skills, keyed by ``test_chips_drill``'s own sums). For each, every skill of the catalogue is
asked through ``practice.ask`` with the house's rules, as the window passes them
(``SettingsInForce.house_rules()``), and:

- a skill is asked exactly when the house deals it, decided here from the rules' meaning;
- each key that depends on the house is worked out here from the house's own numbers and the
  wager on the felt (never from the question's words), and the prices named in the question
  and its explanation are the house's.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal
from pathlib import Path

import pytest

from dealertrainer.engine.baccarat.rules import AfterCutCard, BaccaratRules, CommissionStyle
from dealertrainer.engine.blackjack.hands import hand_value
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules, GameForm
from dealertrainer.engine.blackjack.side_bets import PAIR_CLASSES, THREE_CARD_CLASSES
from dealertrainer.engine.cards import Card, Suit
from dealertrainer.engine.house_rules import percent
from dealertrainer.engine.money import format_money
from dealertrainer.engine.stud.patterns import pattern_for
from dealertrainer.engine.stud.rules import StudGame, StudRules
from dealertrainer.storage.settings import AppSettings
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.training.practice import ask
from dealertrainer.training.questions import Question
from dealertrainer.training.skills import catalogue
from tests.training.test_chips_drill import HOUSES as CHIP_HOUSES, key_problems as chips_key_problems

D = Decimal
FIVE, SEVEN, HOME = StudGame.FIVE_CARD, StudGame.SEVEN_CARD, StudGame.HOME_SEVEN


@dataclass(frozen=True)
class House:
    name: str
    baccarat: BaccaratRules
    blackjack: BlackjackRules
    stud: StudRules
    app: AppSettings = AppSettings()  # the chip set, its stacks and the buy-in chips


HOUSES = [
    House("standard", BaccaratRules(), BlackjackRules(), StudRules()),
    House("4% off the payout, 12:1 pairs, 9:1 ties, H17 6:5, no peek: all bets lose, seven-card stud with a bring-in",
          BaccaratRules(commission_rate=D("0.04"), pair_pays=12, tie_pays=9, cut_card_from_end=60,
                        after_cut_card=AfterCutCard.FINISH_COUP),
          BlackjackRules(dealer_hits_soft_17=True, blackjack_pays=BlackjackPays.SIX_TO_FIVE, dealer_peeks=False,
                         cut_card_from_end=80),
          StudRules(game=SEVEN, seats=8, small_limit=3, big_limit=6),
          CHIP_HOUSES["quarters and $20 yellows, buy-ins in blacks and yellows"]),
    House("4% boxed in $0.50 steps, no pairs, no peek: original bets only, surrender, seven-card stud without extras",
          BaccaratRules(commission_rate=D("0.04"), commission_style=CommissionStyle.BOX,
                        commission_box_step=D("0.50"), pair_bets=False),
          BlackjackRules(dealer_peeks=False, no_peek_original_bets_only=True, late_surrender=True, even_money=False),
          StudRules(game=SEVEN, seats=7, bring_in=False, open_pair_raises_limit=False, fold_penalty_chips=4)),
    House("no commission, dragon 30:1, panda 25:1, 12:1 pairs; 3:2 with no even money, Perfect Pairs 5/10/30 and "
          "21+3 9/9/25/50/150; home seven-card stud",
          BaccaratRules(no_commission=True, dragon_seven_pays=30, pair_pays=12),
          BlackjackRules(even_money=False, dealer_hits_soft_17=True, perfect_pairs=True, perfect_pairs_mixed_pays=5,
                         perfect_pairs_coloured_pays=10, perfect_pairs_perfect_pays=30, twenty_one_plus_three=True,
                         twenty_one_plus_three_flush_pays=9, twenty_one_plus_three_straight_pays=9,
                         twenty_one_plus_three_trips_pays=25, twenty_one_plus_three_straight_flush_pays=50,
                         twenty_one_plus_three_suited_trips_pays=150),
          StudRules(game=HOME, seats=8, open_pair_raises_limit=False),
          CHIP_HOUSES["no pinks, greens in fives, a full stack of 25, buy-ins in greens to whites"]),
    House("5% boxed in $0.25 steps, 9:1 ties, one-deck shoes with Perfect Pairs and 21+3; five-card stud for two, "
          "no open-pair limit",
          BaccaratRules(commission_style=CommissionStyle.BOX, tie_pays=9, decks=1, cut_card_from_end=14),
          BlackjackRules(decks=1, seats=1, cut_card_from_end=15, blackjack_pays=BlackjackPays.SIX_TO_FIVE,
                         perfect_pairs=True, twenty_one_plus_three=True, game_form=GameForm.SHOE),
          StudRules(game=FIVE, seats=2, open_pair_raises_limit=False, small_limit=1, big_limit=2)),
    House("3% off the payout, 25:1 pairs, high limits, 21+3 alone",
          BaccaratRules(commission_rate=D("0.03"), pair_pays=25, table_minimum=D(100), table_maximum=D(10000)),
          BlackjackRules(table_minimum=D(100), table_maximum=D(200), twenty_one_plus_three=True),
          StudRules(game=FIVE, seats=10)),
    House("EZ Baccarat with Dragon 7 at 50:1 and Panda 8 at 30:1; Perfect Pairs alone on eight decks",
          BaccaratRules(no_commission=True, dragon_seven_pays=50, panda_eight_pays=30, dragon_seven_bet=True),
          BlackjackRules(decks=8, perfect_pairs=True, perfect_pairs_perfect_pays=30),
          StudRules()),
    House("blackjack by hand from one deck (its standard cut card), double card tucked face down",
          BaccaratRules(), BlackjackRules(decks=1, seats=5), StudRules()),
    House("blackjack by hand from two decks, no peek, double card face up, H17 6:5",
          BaccaratRules(), BlackjackRules(decks=2, dealer_peeks=False, pitch_double_card_down=False,
                                          dealer_hits_soft_17=True, blackjack_pays=BlackjackPays.SIX_TO_FIVE),
          StudRules()),
]
SEEDS = (0, 1, 2)


# --- which skills a house deals, from what its rules mean ------------------------------------
def deals(skill: str, house: House) -> bool:
    b, j, s = house.baccarat, house.blackjack, house.stud
    commission = not b.no_commission
    boxed = commission and b.commission_style is CommissionStyle.BOX
    three_to_two = j.blackjack_pays is BlackjackPays.THREE_TO_TWO
    served_in_full = 52 // pattern_for(s.game).cards_per_seat
    rule = {
        "baccarat.payout.banco": commission,
        "baccarat.commission.box": boxed,
        "baccarat.commission.collect": boxed,
        "baccarat.payout.no_commission": b.no_commission,
        "chips.size.banco": commission and not boxed,  # banco sized less a commission taken off the payout
        "baccarat.payout.dragon7": b.no_commission and b.dragon_seven_bet,
        "baccarat.payout.panda8": b.no_commission and b.panda_eight_bet,
        "baccarat.payout.pair": b.pair_bets,
        "baccarat.payout.tie.8to1": b.tie_pays == 8,
        "baccarat.payout.tie.9to1": b.tie_pays == 9,
        "blackjack.payout.3to2": three_to_two,
        "blackjack.payout.6to5": not three_to_two,
        "blackjack.payout.even_money": three_to_two and j.even_money,
        "blackjack.settle.surrender": j.late_surrender,
        "blackjack.settle.no_peek": not j.dealer_peeks and j.no_peek_original_bets_only,
        **{f"blackjack.payout.perfect_pairs.{c}": j.perfect_pairs and (c != "perfect" or j.decks > 1)
           for c in PAIR_CLASSES},  # a perfect pair is two cards alike in rank and suit: two decks or more
        **{f"blackjack.payout.21plus3.{c}": j.twenty_one_plus_three and (c != "suited_trips" or j.decks > 1)
           for c in THREE_CARD_CLASSES},
        "blackjack.pitch.card_face": j.game_form is GameForm.PITCH,  # only a hand-held game pitches face down
        "blackjack.pitch.turned_up": j.game_form is GameForm.PITCH,
        "stud.bring_in": s.game is SEVEN and s.bring_in,  # only seven-card stud opens on its lowest upcard
        "stud.limit.open_pair": s.game in (FIVE, SEVEN) and s.open_pair_raises_limit,
        "stud.deal.community_card": s.seats > served_in_full,  # the deck runs short of a last card each
        "stud.first_to_act.two_pair": s.game in (FIVE, SEVEN),  # four upcards
        "stud.first_to_act.quads": s.game in (FIVE, SEVEN),
        "stud.announce.possible_straight": s.game is FIVE,
        "stud.announce.possible_flush": s.game is FIVE,
        # Dealer's mistakes: a mistake only where the house makes it one.
        "baccarat.mistake.commission": commission,
        "blackjack.mistake.even_money": not (three_to_two and j.even_money),
        "blackjack.mistake.settle_order": j.seats >= 2,  # one seat is never settled out of order
        "stud.mistake.possible_flush": s.game is FIVE,
        "stud.mistake.possible_straight": s.game is FIVE,
    }
    return rule.get(skill, True)


# --- the keys, from the house's own numbers --------------------------------------------------
def up_to(amount: Decimal, step: Decimal) -> Decimal:
    return ((amount / step).to_integral_value(rounding=ROUND_CEILING) * step).quantize(D("0.01"))


def down_to(amount: Decimal, step: Decimal) -> Decimal:
    return ((amount / step).to_integral_value(rounding=ROUND_FLOOR) * step).quantize(D("0.01"))


def wager(question: Question, spot: str) -> Decimal:
    stakes = [bet.amount for bet in question.table.bets if bet.spot == spot]
    assert len(stakes) == 1, (question.skill, question.table.bets)
    return stakes[0]


def seat_cards(question: Question) -> list[Card]:
    """The cards of the seat with the side bet, as the felt shows them."""
    seat = next(bet.seat for bet in question.table.bets if bet.spot in ("perfect pairs", "21+3"))
    return next(list(h.cards) for h in question.table.hands if str(h.place) == f"seat {seat}")


def upcard(question: Question) -> Card:
    return next(h.cards[0] for h in question.table.hands if str(h.place) == "dealer")


def to_one(question: Question) -> set[int]:
    """Every "N to 1" the question and its explanation name."""
    return {int(n) for n in re.findall(r"(\d+) to 1", question.prompt + " " + question.explanation)}


def key_problems(skill: str, q: Question, house: House) -> list[str]:
    """What is wrong with the key (and the prices named) of ``q`` at ``house``; [] when right."""
    b, j, s = house.baccarat, house.blackjack, house.stud
    wrong: list[str] = []

    def expect(answer: object, why: str = "") -> None:
        if q.answer != answer:
            wrong.append(f"{skill}: keyed {q.answer!r}, the house's is {answer!r} {why}({q.prompt})")

    def names_only(rate: int) -> None:
        if to_one(q) - {1, rate}:
            wrong.append(f"{skill}: names {sorted(to_one(q))} to 1, the house pays {rate} to 1 ({q.prompt})")

    def side_bet(spot: str, made: str, price: dict[str, int]) -> None:
        """The hand the felt's cards make is the skill's, and it is paid at the house's price."""
        if made != skill.rsplit(".", 1)[1]:
            wrong.append(f"{skill}: the cards on the felt make {made}")
        else:
            expect(wager(q, spot) * price[made])
            names_only(price[made])

    if skill == "baccarat.payout.banco":
        stake = wager(q, "banker")
        boxed = b.commission_style is CommissionStyle.BOX
        quarter = {"exact": D("0.01"), "0.25": D("0.25"), "0.50": D("0.50"), "1": D("1")}[b.commission_rounding.value]
        expect(stake if boxed else stake - up_to(up_to(stake * b.commission_rate, D("0.01")), quarter))
        if percent(b.commission_rate) not in q.explanation:
            wrong.append(f"{skill}: the explanation does not say {percent(b.commission_rate)} ({q.explanation})")
    elif skill == "baccarat.commission.box":
        stake = wager(q, "banker")
        expect(up_to(stake * b.commission_rate, b.commission_box_step))
        for said in (percent(b.commission_rate), format_money(b.commission_box_step)):
            if said not in q.explanation:
                wrong.append(f"{skill}: the explanation does not say {said} ({q.explanation})")
    elif skill == "baccarat.commission.collect":
        if q.answer <= 0 or q.answer % b.commission_box_step:
            wrong.append(f"{skill}: {q.answer} is not marks of {b.commission_box_step}")
    elif skill == "baccarat.payout.pair":
        spot = next(bet.spot for bet in q.table.bets if bet.spot.endswith("pair"))
        expect(wager(q, spot) * b.pair_pays)
        names_only(b.pair_pays)
    elif skill.startswith("baccarat.payout.tie."):
        expect(wager(q, "tie") * b.tie_pays)
        names_only(b.tie_pays)
    elif skill == "baccarat.payout.dragon7":
        expect(wager(q, "dragon 7") * b.dragon_seven_pays)
        names_only(b.dragon_seven_pays)
    elif skill == "baccarat.payout.panda8":
        expect(wager(q, "panda 8") * b.panda_eight_pays)
        names_only(b.panda_eight_pays)
    elif skill.startswith("blackjack.payout.perfect_pairs."):
        first, second = seat_cards(q)[:2]
        suits = {first.suit, second.suit}
        made = ("none" if first.rank != second.rank else "perfect" if len(suits) == 1
                else "coloured" if suits in ({Suit.HEARTS, Suit.DIAMONDS}, {Suit.SPADES, Suit.CLUBS}) else "mixed")
        side_bet("perfect pairs", made, {"mixed": j.perfect_pairs_mixed_pays, "coloured": j.perfect_pairs_coloured_pays,
                                         "perfect": j.perfect_pairs_perfect_pays})
    elif skill.startswith("blackjack.payout.21plus3."):
        three = seat_cards(q)[:2] + [upcard(q)]
        ranks = sorted(int(c.rank) for c in three)
        suited = len({c.suit for c in three}) == 1
        run = ranks in ([1, 12, 13],) or (len(set(ranks)) == 3 and ranks[2] - ranks[0] == 2)
        made = ("suited_trips" if suited and len(set(ranks)) == 1 else "three_of_a_kind" if len(set(ranks)) == 1
                else "straight_flush" if run and suited else "straight" if run else "flush" if suited else "none")
        side_bet("21+3", made, {"flush": j.twenty_one_plus_three_flush_pays,
                                "straight": j.twenty_one_plus_three_straight_pays,
                                "three_of_a_kind": j.twenty_one_plus_three_trips_pays,
                                "straight_flush": j.twenty_one_plus_three_straight_flush_pays,
                                "suited_trips": j.twenty_one_plus_three_suited_trips_pays})
    elif skill == "baccarat.payout.no_commission":
        expect(wager(q, "banker"))
    elif skill == "baccarat.cut_card.place":
        expect(b.cut_card_from_end)
    elif skill == "baccarat.cut_card.out":
        one_more = b.after_cut_card is AfterCutCard.ONE_MORE_COUP
        expect("deal one more coup, then shuffle" if one_more else "shuffle now")
    elif skill in ("blackjack.payout.3to2", "blackjack.payout.6to5"):
        rate = D("1.5") if j.blackjack_pays is BlackjackPays.THREE_TO_TWO else D("1.2")
        step = {"exact": D("0.01"), "0.25": D("0.25"), "0.50": D("0.50"), "1": D("1")}[j.payout_rounding.value]
        expect(down_to(wager(q, "wager") * rate, step), "(rounded down by the house) ")
    elif skill == "blackjack.payout.insurance":
        expect(wager(q, "insurance") * 2)
    elif skill == "blackjack.dealer.soft17":
        expect("hit" if j.dealer_hits_soft_17 else "stand")
    elif skill in ("blackjack.peek.ace", "blackjack.peek.ten"):
        expect(j.dealer_peeks, "(the house's peek rule) ")
    elif skill == "blackjack.settle.no_peek":
        expect("push", "(original bets only) ")
    elif skill == "blackjack.settle.dealer_blackjack":
        expect("take")
    elif skill == "blackjack.settle.surrender":
        expect(wager(q, "wager") / 2)
    elif skill == "blackjack.shoe.cut_card":
        expect(j.cut_card_from_end)
    elif skill == "blackjack.pitch.card_face":
        expect(pitch_face(q, j))
    elif skill == "blackjack.pitch.turned_up":
        expect(pitch_turned_up(q, j))
    elif skill == "stud.limit.street":
        street = q.table.note.split(": ", 1)[1]
        big = next(st.big_limit for st in pattern_for(s.game).streets if st.name == street)
        expect(s.big_limit if big else s.small_limit)
    elif skill == "stud.limit.open_pair":
        expect(s.big_limit)
    elif skill == "stud.fold.penalty":
        expect(s.fold_penalty_chips)
    if ".mistake." in skill:  # the stop and the name an independent inspector finds, under this house
        from tests.training.mistake_audit import audit

        game, kind = skill.split(".")[0], skill.split(".")[-1]
        found = [f"Beat {n}" for n, k in audit(game, q.replay, {"baccarat": b, "blackjack": j, "stud": s}[game])
                 if k == kind]
        if (found[:1] != [q.answer.split(":")[0]]) if kind != "clean" else (q.answer != "Clean hand" or found):
            wrong.append(f"{skill}: answered {q.answer!r}, the inspector finds {found}")
    if skill.startswith("stud.") and q.table is not None and q.table.note:
        game = pattern_for(s.game).title.split(" (")[0]
        if not q.table.note.startswith(game):
            wrong.append(f"{skill}: dealt as {q.table.note!r} at a house of {game}")
    return wrong


def pitch_face(q: Question, j: BlackjackRules) -> str:
    """A card to a player in a hand-held game, from the felt before it lands: face down in the
    deal (the dealer's cards not turned yet), the double card as the house says, else face up."""
    owner = re.search(r"goes to (.+)\. Face", q.prompt).group(1)
    hand = next((h for h in q.table.hands if str(h.place) == owner), None)
    dealer = next((h for h in q.table.hands if h.place.seat is None), None)
    if dealer is None or all(dealer.face_down):
        return "face down"
    doubled = [b for b in q.table.bets if b.seat == hand.place.seat and b.spot == "double" and not b.paid
               and (b.hand or 1) == (hand.place.hand or 1)]
    if doubled and len(hand.cards) == 2:
        return "face down" if j.pitch_double_card_down else "face up"
    return "face up"


def pitch_turned_up(q: Question, j: BlackjackRules) -> str:
    """What the dealer does with cards a player turns up: a bust taken, a blackjack paid (or left
    until the dealer's hand is known when no peek was made under a ten or an ace), else a double
    or split dealt to."""
    seat = q.step.seat
    hands = [h for h in q.table.hands if h.place.seat == seat]
    shown = [h for h in hands if not any(h.face_down)]
    total = hand_value(shown[0].cards)[0]
    if total > 21:
        return "take it"
    if len(hands) == 1 and len(shown[0].cards) == 2 and total == 21:
        upcard = next(h for h in q.table.hands if h.place.seat is None).cards[0]
        ten_or_ace = upcard.rank.value == 1 or upcard.rank.value >= 10
        return "pay it" if j.dealer_peeks or not ten_or_ace else "leave it up"
    return "deal on"


#: The skills whose key depends on a house rule: each has its own check above.
HOUSE_KEYED = {
    "baccarat.payout.banco", "baccarat.commission.box", "baccarat.commission.collect", "baccarat.payout.pair",
    "baccarat.payout.tie.8to1", "baccarat.payout.tie.9to1", "baccarat.payout.dragon7", "baccarat.payout.panda8",
    *(f"blackjack.payout.perfect_pairs.{c}" for c in PAIR_CLASSES),
    *(f"blackjack.payout.21plus3.{c}" for c in THREE_CARD_CLASSES),
    "baccarat.payout.no_commission", "baccarat.cut_card.place", "baccarat.cut_card.out", "blackjack.payout.3to2",
    "blackjack.payout.6to5", "blackjack.dealer.soft17", "blackjack.peek.ace", "blackjack.peek.ten",
    "blackjack.settle.no_peek", "blackjack.settle.dealer_blackjack", "blackjack.settle.surrender",
    "blackjack.shoe.cut_card", "blackjack.pitch.card_face", "blackjack.pitch.turned_up", "stud.limit.street", "stud.limit.open_pair", "stud.fold.penalty",
}


def house_in_force(house: House, folder: Path) -> dict:
    """The house as the window reads it: saved in the settings files, loaded at start."""
    saved = SettingsInForce(folder)
    for rules in (house.baccarat, house.blackjack, house.stud, house.app):
        saved.save(rules)
    return SettingsInForce(folder).house_rules()


@pytest.mark.parametrize("house", HOUSES, ids=[h.name.split(",")[0] for h in HOUSES])
def test_every_skill_is_asked_under_the_house_in_force_or_not_at_all(house, tmp_path):
    rules = house_in_force(house, tmp_path)
    assert rules == {"baccarat": house.baccarat, "blackjack": house.blackjack, "stud": house.stud, "app": house.app}
    problems: list[str] = []
    asked = 0
    for skill in (s.id for s in catalogue()):
        for seed in SEEDS:
            question = ask(skill, random.Random(seed), rules)
            if not deals(skill, house):
                if question is not None:
                    problems.append(f"{skill}: asked, but this house does not deal it ({question.prompt})")
                break
            if question is None or question.skill != skill or question.answer is None:
                problems.append(f"{skill}: not asked, though this house deals it")
                break
            asked += 1
            problems += key_problems(skill, question, house)
            if skill.startswith("chips."):  # the house's chips, stacks, buy-in and blackjack price
                problems += chips_key_problems(question, house.app, house.blackjack, house.baccarat)
    assert problems == [], f"{len(problems)} wrong of {asked} asked:\n" + "\n".join(problems)


def test_the_houses_cover_every_rule_a_key_depends_on():
    """Each house-keyed skill is asked at two houses or more that key it differently, and every
    catalogue skill at one house at least."""
    catalogue_ids = {s.id for s in catalogue()}
    assert HOUSE_KEYED <= catalogue_ids
    assert all(any(deals(skill, h) for h in HOUSES) for skill in catalogue_ids)
    assert len({(h.baccarat.commission_rate, h.baccarat.commission_style, h.baccarat.commission_box_step,
                 h.baccarat.no_commission) for h in HOUSES}) >= 5
    assert {h.baccarat.pair_pays for h in HOUSES if h.baccarat.pair_bets} >= {11, 12}
    assert {h.baccarat.tie_pays for h in HOUSES} == {8, 9}
    assert {(h.blackjack.dealer_peeks, h.blackjack.no_peek_original_bets_only) for h in HOUSES} >= {
        (True, False), (False, False), (False, True)}
    assert {h.blackjack.dealer_hits_soft_17 for h in HOUSES} == {True, False}
    assert {h.blackjack.blackjack_pays for h in HOUSES} == set(BlackjackPays)
    assert {(h.stud.game, h.stud.bring_in, h.stud.open_pair_raises_limit) for h in HOUSES} >= {
        (SEVEN, True, True), (SEVEN, False, False), (FIVE, True, True), (FIVE, True, False)}
    assert len({h.baccarat.cut_card_from_end for h in HOUSES}) >= 3
    assert len({h.blackjack.cut_card_from_end for h in HOUSES}) >= 3
    assert len({h.baccarat.panda_eight_pays for h in HOUSES if h.baccarat.panda_eight_offered}) >= 2
    assert len({h.blackjack.perfect_pairs_perfect_pays for h in HOUSES if h.blackjack.perfect_pairs}) >= 2
    assert len({h.blackjack.twenty_one_plus_three_flush_pays for h in HOUSES if h.blackjack.twenty_one_plus_three}) >= 2
    assert {(h.blackjack.decks, h.blackjack.game_form) for h in HOUSES} >= {
        (1, GameForm.SHOE), (1, GameForm.PITCH), (2, GameForm.PITCH), (6, GameForm.SHOE)}
    assert {h.blackjack.pitch_double_card_down for h in HOUSES if h.blackjack.pitch} == {True, False}
    assert len({h.app.chip_set() for h in HOUSES}) >= 3 and len({h.app.full_stack for h in HOUSES}) >= 2
    assert len({(h.app.buy_in_largest, h.app.buy_in_smallest) for h in HOUSES}) >= 3
