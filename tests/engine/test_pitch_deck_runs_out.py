"""A deck held by hand that runs out in the middle of a round: the dealer gathers the discard
rack (never the cards on the layout), shuffles it, burns one and finishes the round; the next
round starts from a full shuffle. The shoe log says so and a replay deals the round again.

Cases: the session that ran the deck dry before (seven seats, random play, seed 24) now deals
to the end; random seven-seat rounds at one and two decks never raise, conserve the cards at
every decision and replay card for card; a deck laid out so that all 52 cards land on the
layout with a hand still to be dealt (it can happen at one deck and seven seats) ends the
round with a clear message; the shoe game is dealt as before."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealertrainer.engine.blackjack import BlackjackRound, BlackjackRules, RandomPlayer, play_round
from dealertrainer.engine.blackjack.dealing import new_shoe
from dealertrainer.engine.blackjack.seats import Action
from dealertrainer.engine.cards import Card
from dealertrainer.engine.shoe import Shoe, ShoeEmptyError, ShoeError
from dealertrainer.engine.shoe_events import (
    Burned, Dealt, DiscardsShuffled, event_from_record, event_record, log_json
)
from dealertrainer.engine.shoe_state import ShoeState
from dealertrainer.training.drills.seat import BlackjackSeatConfig, BlackjackSeatDrill
from test_blackjack_properties import check_round

SEVEN = {seat: 10 for seat in range(1, 8)}


def _on_layout(rnd: BlackjackRound) -> Counter[Card]:
    cards = Counter(rnd.dealer)
    for play in rnd.seats:
        for hand in play.hands:
            if hand.on_table:
                cards.update(hand.cards)
    return cards


def _checking(player, shoe: Shoe):
    """``player``, checking the cards at every decision: the layout is what the shoe counts on
    the table, and layout + discards + deck is every card of the pack."""
    def decide(rnd: BlackjackRound):
        assert _on_layout(rnd) == shoe.on_table
        assert len(shoe.peek_order()) + sum(shoe.on_table.values()) + shoe.discard_count == 52 * shoe.decks
        shoe.check_conservation()
        return player(rnd)
    return decide


def test_the_session_that_ran_the_deck_dry_deals_to_the_end():
    """Found by dealing one-deck, seven-seat random sessions through the seat drill (the window's
    API): seed 24 of 0..119 raised ShoeEmptyError mid-round before this fix (0 of 60 at two decks)."""
    drill = BlackjackSeatDrill(BlackjackSeatConfig(rules=BlackjackRules(decks=1), seats=7, play="random"), seed=24)
    news = [event for beat in drill.beats() for event in beat.shoe]
    shoe = drill.shoe
    ran_out = [e for e in shoe.log if isinstance(e, DiscardsShuffled)]
    assert len(ran_out) == 1
    at = shoe.log.index(ran_out[0])
    assert isinstance(shoe.log[at + 1], Burned)  # a burn after the shuffle, as the house does
    shoe.check_conservation()
    again = Shoe.replay(shoe.to_json())  # every card checked against the log
    assert again.log == shoe.log and again.peek_order() == shoe.peek_order()
    state = ShoeState(news)  # what the shoe panel reads
    assert (state.cards_left, state.cards_dealt, state.discard_count) == (
        shoe.cards_left, shoe.cards_dealt, shoe.discard_count)
    assert state.remaining_by_rank() == shoe.remaining_by_rank()


@settings(max_examples=150, deadline=None)
@given(st.sampled_from([1, 2]), st.sampled_from([None, 1, 4, 13]), st.integers(0, 2**32))
def test_seven_random_seats_never_run_a_pitch_round_dry(decks, cut_card_from_end, seed):
    """Two decks' (or packs') worth of rounds, cut card placed late or at the house default;
    each round is dealt again from its log (the replayed shoe, the same players) card for card."""
    fields = {} if cut_card_from_end is None else {"cut_card_from_end": cut_card_from_end}
    rules = BlackjackRules(decks=decks, **fields)
    rng = random.Random(seed)
    shoe = Shoe(decks, seed=seed)
    for _ in range(2):
        new_shoe(shoe, rules, seed=rng.getrandbits(63), cut_position=rng.randint(1, 52 * decks - 1))
        while not shoe.cut_card_reached:
            before = len(shoe.log)
            player_seed = rng.getrandbits(32)
            rnd = BlackjackRound(shoe, SEVEN, rules)
            play_round(rnd, _checking(RandomPlayer(random.Random(player_seed)), shoe))
            check_round(rnd, shoe)
            if any(isinstance(e, DiscardsShuffled) for e in shoe.log[before:]):
                # finished from the rack; the next round waits for a full shuffle
                assert rnd.shuffle_due and shoe.cut_card_reached
                with pytest.raises(ValueError, match="shuffle before dealing a new round"):
                    BlackjackRound(shoe, SEVEN, rules)
            # the same round from the log up to its start
            replayed = Shoe.replay(log_json(decks, shoe.log[:before]))
            again = BlackjackRound(replayed, SEVEN, rules)
            play_round(again, RandomPlayer(random.Random(player_seed)))
            assert replayed.log[before:] == shoe.log[before:]
            assert [s.say for s in again.steps] == [s.say for s in rnd.steps]
            assert again.result == rnd.result
    again = Shoe.replay(shoe.to_json())
    assert again.log == shoe.log
    state = ShoeState(shoe.log)
    assert (state.cards_left, state.discard_count) == (shoe.cards_left, shoe.discard_count)
    assert state.remaining_by_rank() == shoe.remaining_by_rank()


def _cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def _every_card_on_the_layout() -> tuple[Shoe, BlackjackRound | None, str]:
    """One deck laid out so that seven seats split every pair four ways and stand: the first
    36 cards after the burn (and then the burn card itself, the whole rack) all land on the
    layout, and seat 7 still waits for the second card of its split hand."""
    lows = _cards("A♠ A♥ A♦ A♣ 2♠ 2♥ 2♦ 2♣ 3♠ 3♥ 3♦ 3♣ 4♠ 4♥ 4♦ 4♣ 5♠ 5♥ 5♦ 5♣ 6♦")
    order = _cards("6♣") + _cards("T♠ J♠ Q♠ K♠ 9♠ 8♠ 7♠ 6♠") + _cards("T♥ J♥ Q♥ K♥ 9♥ 8♥ 7♥ 6♥")
    for pair in ("T♦ T♣", "J♦ J♣", "Q♦ Q♣", "K♦ K♣", "9♦ 9♣", "8♦ 8♣", "7♦ 7♣"):
        order += _cards(pair) + lows[:4]
        lows = lows[4:]
    assert len(set(order)) == 52
    rules = BlackjackRules(decks=1)
    shoe = Shoe(1, seed=5)
    shoe._order = order  # the deck as laid out above (a shuffle that deals it is one in 52!)
    shoe.place_cut_card(from_end=rules.cut_card_from_end)
    shoe.burn_blackjack()

    def split_or_stand(rnd: BlackjackRound) -> Action:
        return Action.SPLIT if Action.SPLIT in rnd.legal_actions() else Action.STAND

    rnd = None
    try:
        rnd = BlackjackRound(shoe, SEVEN, rules)
        play_round(rnd, split_or_stand)
    except ShoeEmptyError as error:
        return shoe, rnd, str(error)
    return shoe, rnd, ""


def test_all_52_cards_on_the_layout_ends_the_round_with_a_clear_message():
    """It can happen at one deck and seven seats (four hands a seat): the round cannot be
    finished, and the session ends with this message (the window shows a ValueError's text and
    deals no more; see ``session_loop``), never a traceback. At two decks and seven seats of
    at most four hands it cannot: the 680 points of two decks do not fit in 28 unbusted hands
    (21 each) and a dealer's hand still drawing (at most 26)."""
    shoe, _, message = _every_card_on_the_layout()
    assert message == ("every card of the deck is on the layout and the discard rack is empty: "
                       "this round cannot be finished")
    assert isinstance(ShoeEmptyError(message), ValueError)
    assert sum(shoe.on_table.values()) == 52 and not shoe.discard_count and not shoe.cards_left
    assert [e.cards for e in shoe.log if isinstance(e, DiscardsShuffled)] == [1]  # the burn card came back
    two_decks = BlackjackRules(decks=2)
    assert 21 * two_decks.seats * two_decks.max_split_hands + 26 < 340 * 2


def test_the_rack_is_only_shuffled_when_the_deck_is_empty():
    shoe = Shoe(1, seed=3)
    with pytest.raises(ShoeError, match="still holds 52 cards"):
        shoe.shuffle_discards()


def test_the_event_is_written_and_read_back():
    event = DiscardsShuffled(123, 17)
    assert event_record(event) == {"event": "discards_shuffled", "seed": 123, "cards": 17}
    assert event_from_record(event_record(event)) == event


def test_the_shoe_game_is_dealt_as_before():
    """A shoe game never shuffles its discards mid-round: a six-deck shoe has no such event."""
    rules = BlackjackRules(decks=6, seats=7)
    shoe = Shoe(6, seed=8)
    new_shoe(shoe, rules, seed=8)
    rng = random.Random(8)
    while not shoe.cut_card_reached:
        play_round(BlackjackRound(shoe, SEVEN, rules), RandomPlayer(rng))
    assert not [e for e in shoe.log if isinstance(e, DiscardsShuffled)]
