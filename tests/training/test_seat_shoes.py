"""Seat drills and the shoe beside them: shoe events on the beats after each coup or round, replaying a shoe,
dealing an instructor's stacked shoe in the order written, and the house's payouts."""

from __future__ import annotations

import re
from decimal import Decimal

from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.engine.cards import parse_cards
from dealertrainer.engine.money import Chip
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.shoe_state import ShoeState
from dealertrainer.training.drills import PayoutKind, PayoutsConfig, make_drill
from dealertrainer.training.drills.payouts import house_payouts
from dealertrainer.training.drills.seat import SeatDrill, is_stacked, shoe_for_replay


def _says(drill) -> list[str]:
    return [beat.step.say for beat in drill.beats() if beat.step is not None]


def _dealt(said: list[str]) -> list[str]:
    """The cards as the dealer calls them to the Player and the Banker."""
    return [m.group(1) for s in said if (m := re.fullmatch(r"(\S+) to the (?:Player|Banker)\.", s))]


def test_shoe_events_only_on_the_beats_that_follow_a_shuffle_a_burn_or_a_coup():
    drill = make_drill("baccarat.seat", {"coups": 2}, seed=1)
    beats = list(drill.beats())
    telling = [i for i, beat in enumerate(beats) if beat.shoe]
    assert len(telling) == 2 + 2  # the shuffle, the burn, then one for each of the two coups
    assert telling[-1] == len(beats) - 1  # the last coup's events ride on its last beat


def test_shoe_events_after_the_burn_and_after_every_coup_never_ahead_of_the_steps():
    drill = make_drill("baccarat.seat", {"coups": 3}, seed=2)
    state, seen = ShoeState(), []
    for beat in drill.beats():
        if beat.shoe:
            state = state.after(beat.shoe)
            seen.append((len(seen) + 1, state.cards_dealt, len(state.results), beat))
    assert seen[-1][3] is beat  # the last coup's events ride on the last beat
    # fresh shoe, after the burn, after coups 1, 2 and 3: the coup count grows one at a time
    assert [n for n, _, _, _ in seen] == [1, 2, 3, 4, 5]
    assert [r for _, _, r, _ in seen] == [0, 0, 1, 2, 3]
    coups = drill.table.coups
    after_burn = seen[1][1]
    for i, coup in enumerate(coups):
        cards = len(coup.player_cards) + len(coup.banker_cards)
        after_burn += cards
        assert seen[2 + i][1] == after_burn
    assert state.results == coups and state.to_json() == drill.table.shoe.to_json()  # all told, once each


def test_blackjack_shoe_events_after_each_round():
    drill = make_drill("blackjack.seat", {"rounds": 2}, seed=3)
    told = [beat.shoe for beat in drill.beats() if beat.shoe]
    assert len(told) == 3  # fresh shoe, round 1, round 2
    assert ShoeState(e for news in told for e in news).cards_dealt == drill.shoe.cards_dealt


def test_replaying_a_shoe_deals_the_same_cards():
    first = make_drill("baccarat.seat", {"coups": 4}, seed=4)
    original = _says(first)
    again = make_drill("baccarat.seat", {"coups": 4}, seed=99, shoe=shoe_for_replay(first.table.shoe.to_json()))
    replayed = _says(again)
    assert _dealt(original) and _dealt(original) == _dealt(replayed)
    bj = make_drill("blackjack.seat", {"rounds": 3}, seed=5)
    said = _says(bj)
    assert _says(make_drill("blackjack.seat", {"rounds": 3}, seed=5, shoe=shoe_for_replay(bj.shoe.to_json()))) == said


def test_a_stacked_shoe_deals_in_the_order_written_and_replays_the_same():
    written = "9s 2h 3d 4c 5s 6h 7d 8c 9h Ts Js Qs 3h 4h 5h 6s 7s 8s 9c 2c 2d 3s 4s 5d 6d 7c".split()
    stacked = Shoe.stacked(written)
    assert is_stacked(stacked)
    drill = make_drill("baccarat.seat", {"coups": 1}, seed=6, shoe=stacked)
    said = _says(drill)
    assert said[3] == "The burn card is a nine: burn 9 face down."
    dealt = _dealt(said)
    assert len(dealt) >= 4
    assert dealt == [str(c) for c in parse_cards(" ".join(written[10:10 + len(dealt)]))]
    replay = make_drill("baccarat.seat", {"coups": 1}, seed=7, shoe=shoe_for_replay(drill.table.shoe.to_json()))
    assert _dealt(_says(replay)) == dealt


def test_house_payouts_follow_the_saved_rules_and_chips():
    chips = (Chip(Decimal(1), "white"), Chip(Decimal(5), "red"), Chip(Decimal(25), "green"))
    fields = house_payouts(BaccaratRules(commission_style=CommissionStyle.BOX, tie_pays=9, pair_bets=False,
                                         commission_rate=Decimal("0.04")),
                           BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE), chips)
    config = PayoutsConfig.model_validate(fields)
    assert PayoutKind.BLACKJACK_6TO5 in config.kinds and PayoutKind.BLACKJACK_3TO2 not in config.kinds
    assert PayoutKind.BANCO_BOX in config.kinds and PayoutKind.TIE_9TO1 in config.kinds
    assert PayoutKind.PAIR not in config.kinds and config.commission_rate == Decimal("0.04")
    drill = make_drill("payouts", {**fields, "chips": True}, seed=1)
    questions = [b.question for b, _ in zip(drill.beats(), range(40))]
    assert {q.skill for q in questions} <= {k.value for k in config.kinds}
    assert all(q.chip_set == chips for q in questions)


def test_one_seat_drill_deals_at_every_table():
    for drill_id, game in (("baccarat.seat", "baccarat"), ("blackjack.seat", "blackjack"), ("stud.seat", "stud")):
        drill = make_drill(drill_id, {}, seed=1)
        assert isinstance(drill, SeatDrill) and drill.id == drill_id and drill.table.game == game
        assert drill.shoe is drill.table.shoe and any(beat.question for beat in drill.beats())
