"""The hand-held (pitch) game: one or two decks held by the dealer, players' cards face down.

Rules: single- and double-deck houses are accepted with defaults that follow the decks, a
standard cut card carried over from a bigger shoe is adjusted, an impossible house is
refused with a reason. Rounds: random pitch rounds conserve money and cards, settle by the
rules, and every pitch step's answer agrees with an independent reading of the procedure."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from dealertrainer.engine.blackjack import BlackjackRound, BlackjackRules, RandomPlayer, hand_value, play_round
from dealertrainer.engine.blackjack.dealing import new_shoe, round_steps
from dealertrainer.engine.blackjack.rules import GameForm
from dealertrainer.engine.house_rules import rule_problems
from dealertrainer.engine.places import DEALER
from dealertrainer.engine.shoe import Shoe
from test_blackjack_properties import check_round


@pytest.mark.parametrize(("decks", "form", "cut"), [(1, GameForm.PITCH, 26), (2, GameForm.PITCH, 26),
                                                    (4, GameForm.SHOE, 52), (6, GameForm.SHOE, 52), (8, GameForm.SHOE, 52)])
def test_defaults_follow_the_decks(decks, form, cut):
    rules = BlackjackRules(decks=decks)
    assert (rules.game_form, rules.cut_card_from_end) == (form, cut)
    assert BlackjackRules.model_validate({"decks": decks}) == rules  # a saved file that leaves them out


def test_a_standard_cut_card_from_a_bigger_shoe_follows_the_decks():
    # A form switched from six decks to one still holds the six-deck cut card (52 behind).
    assert BlackjackRules(decks=1, cut_card_from_end=52).cut_card_from_end == 26
    # A cut card the house chose itself is kept when it fits, refused with a reason when not.
    assert BlackjackRules(decks=1, cut_card_from_end=20).cut_card_from_end == 20
    assert BlackjackRules(decks=2, cut_card_from_end=52).cut_card_from_end == 52
    assert BlackjackRules(decks=6, cut_card_from_end=26).cut_card_from_end == 26
    with pytest.raises(ValidationError) as caught:
        BlackjackRules(decks=1, cut_card_from_end=60)
    assert "under 52" in str(rule_problems(caught.value)[0])


def test_a_pitch_game_needs_one_or_two_decks():
    with pytest.raises(ValidationError) as caught:
        BlackjackRules(decks=6, game_form=GameForm.PITCH)
    (problem,) = rule_problems(caught.value)
    assert set(problem.fields) == {"game_form", "decks"}
    assert "one deck or two" in problem.reason and "not 6" in problem.reason
    assert BlackjackRules(decks=2, game_form=GameForm.SHOE).game_form is GameForm.SHOE  # a double deck from a shoe
    assert BlackjackRules(decks=1, game_form="shoe").pitch is False


def test_the_shoe_game_is_dealt_as_before():
    shoe = Shoe(6, seed=5)
    _, steps = round_steps(shoe, {1: 10, 4: 25}, BlackjackRules())
    assert not [s for s in steps if s.action.startswith("pitch")]
    assert all(not h.face_down for s in steps for h in s.table.hands if h.place != DEALER)


def test_a_new_deck_in_the_hand():
    steps = new_shoe(Shoe(1, seed=3), BlackjackRules(decks=1))
    assert steps[0].say == "Shuffle the deck by hand"
    cut = next(s for s in steps if s.skill == "blackjack.shoe.cut_card")
    assert cut.answer == 26 and "26 of 52" in cut.explanation and "50%" in cut.explanation
    assert next(s for s in steps if s.skill == "blackjack.burn").answer == 1


pitch_rules = st.builds(
    dict,
    decks=st.integers(1, 2),
    dealer_hits_soft_17=st.booleans(),
    dealer_peeks=st.booleans(),
    even_money=st.booleans(),
    double_after_split=st.booleans(),
    resplit_aces=st.booleans(),
    hit_split_aces=st.booleans(),
    late_surrender=st.booleans(),
    no_peek_original_bets_only=st.booleans(),
    pitch_double_card_down=st.booleans(),
)


def _expected_face(steps, i, rules) -> str:
    """A card's face in a pitch game, read from the steps before it: the first two cards of
    the deal face down; a double card as the house says; every other card face up."""
    if not any(s.action == "turn_upcard" for s in steps[:i]):
        return "face down"
    last_move = next((s.action for s in reversed(steps[:i]) if s.action.startswith("player_")), None)
    if last_move == "player_double" and steps[i - 1].action == "player_double":
        return "face down" if rules.pitch_double_card_down else "face up"
    return "face up"


def _expected_turned_up(step, rules, upcard) -> str:
    hand = next(h for h in step.table.hands if h.place.seat == step.seat and not any(h.face_down))
    total = hand_value(hand.cards)[0]
    if total > 21:
        return "take it"
    points = min(upcard.rank.value, 10) if upcard.rank.value > 1 else 1
    if len(hand.cards) == 2 and total == 21 and hand.place.hand in (None, 1) and \
            not [h for h in step.table.hands if h.place.seat == step.seat and h is not hand]:
        paid_now = rules.dealer_peeks or points not in (1, 10)
        return "pay it" if paid_now else "leave it up"
    return "deal on"


def check_pitch_steps(rnd: BlackjackRound) -> None:
    rules, steps = rnd.rules, rnd.steps
    upcard = rnd.result.dealer_cards[0]
    for i, step in enumerate(steps):
        if step.skill == "blackjack.pitch.card_face":
            assert step.answer == _expected_face(steps, i, rules), [s.say for s in steps[: i + 1]]
        if step.skill == "blackjack.pitch.turned_up":
            assert step.answer == _expected_turned_up(step, rules, upcard), [s.say for s in steps[: i + 1]]
        if step.action == "deal" and step.answer != str(DEALER) and not any(s.action == "turn_upcard" for s in steps[:i]):
            assert dict(step.extra)["face"] == "face down"  # every player card of the deal
        if step.action == "call":  # the dealer calls only a hand it can see
            owner = dict(step.extra)["owner"]
            shown = [h for h in step.table.hands if str(h.place) == owner]
            assert shown and not any(shown[0].face_down), step.say
        if step.action in ("pay", "take", "push", "surrender"):  # a hand is settled face up
            settled = [h for h in step.table.hands if h.place.seat == step.seat
                       and (h.place.hand or 1) == (step.bet.hand or 1)]
            assert settled and not any(settled[0].face_down), step.say


@settings(max_examples=120, deadline=None)
@given(pitch_rules, st.dictionaries(st.integers(1, 7), st.sampled_from(["10", "25", "35", "75"]), min_size=1, max_size=3),
       st.integers(0, 2**32))
def test_random_pitch_rounds_follow_the_procedure(rule_fields, seats, seed):
    rules = BlackjackRules(game_form=GameForm.PITCH, **rule_fields)
    assert rules.cut_card_from_end == 26
    shoe = Shoe(rules.decks, seed=seed)
    new_shoe(shoe, rules, seed=seed)
    rng = random.Random(seed)
    rounds = 0
    while not shoe.cut_card_reached:
        rnd = BlackjackRound(shoe, seats, rules)
        play_round(rnd, RandomPlayer(rng))
        check_round(rnd, shoe)
        check_pitch_steps(rnd)
        rounds += 1
    assert rounds >= 1


def test_a_pitch_round_as_the_felt_shows_it():
    rules = BlackjackRules(decks=1)
    for seed in range(40):
        shoe = Shoe(1, seed=seed)
        new_shoe(shoe, rules, seed=seed)
        rnd = BlackjackRound(shoe, {2: 10, 5: 10}, rules)
        dealt = next(s for s in rnd.steps if s.action == "turn_upcard").table
        for hand in dealt.hands:
            assert hand.face_down == ((True, True) if hand.place != DEALER else (False, True))
        play_round(rnd, RandomPlayer(random.Random(seed)))
        check_pitch_steps(rnd)
        if any(s.action == "pitch_turn_hand" for s in rnd.steps):
            return
    raise AssertionError("no hand was turned at the settlement in 40 rounds")
