"""The players' moves in a blackjack round: hit, stand, double, split, surrender.

A part of ``BlackjackRound`` kept apart so each file holds one idea: this one carries out
a move the round has already allowed, lands its cards, moves its chips and narrates it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from dealertrainer.engine.blackjack import step_builders as say
from dealertrainer.engine.blackjack.hands import card_points, hand_value
from dealertrainer.engine.blackjack.payouts import surrender_refund
from dealertrainer.engine.blackjack.seats import Action, Outcome, PlayerHand, SeatPlay
from dealertrainer.engine.money import money

if TYPE_CHECKING:
    from decimal import Decimal

    from dealertrainer.engine.blackjack.round import BlackjackRound

__all__ = ["MOVES", "PlayerMoves"]


class PlayerMoves:
    """Carrying out a player's move; mixed into ``BlackjackRound``."""

    def _do_hit(self: BlackjackRound, play: SeatPlay, hand: PlayerHand, amount: object) -> None:
        place = play.place(hand)
        if self.narrate:
            self._say(say.player_action, play.seat, place, "hit", None, self.pitch)
        hand.acted = True
        self._land_player(play, hand, "hit")
        self._after_card(play, hand)

    def _after_card(self: BlackjackRound, play: SeatPlay, hand: PlayerHand) -> None:
        total = hand_value(hand.cards)[0]
        if hand.double and self._hidden(hand):  # a pitch double card tucked face down: read at the settlement
            return
        if total > 21:
            self._player_turns_up(play, hand, "bust")
        if self.narrate and not self._hidden(hand):  # a pitch hand held by its player is not called  # a doubled hand has its one card: called by its final total
            self._say(say.call, play.place(hand), hand.cards, True, hand.done or total >= 21)
        if total > 21:
            self._take_bust(play, hand)
        elif total == 21:
            hand.done = True

    def _do_stand(self: BlackjackRound, play: SeatPlay, hand: PlayerHand, amount: object) -> None:
        if self.narrate:
            self._say(say.player_action, play.seat, play.place(hand), "stand", None, self.pitch)
        hand.done = True

    def _do_double(self: BlackjackRound, play: SeatPlay, hand: PlayerHand, amount: Decimal | int | str | None) -> None:
        self._player_turns_up(play, hand, "double")
        stake = hand.wager if amount is None else money(amount)
        self.ledger.bet(hand.spot("double"), stake, "double")
        hand.double = stake
        place = play.place(hand)
        if self.narrate:
            self._say(say.player_action, play.seat, place, "double", stake)
        self._land_player(play, hand, "double")
        hand.done = True
        self._after_card(play, hand)

    def _do_split(self: BlackjackRound, play: SeatPlay, hand: PlayerHand, amount: object) -> None:
        self._player_turns_up(play, hand, "split")
        aces = card_points(hand.cards[0]) == 1
        new = PlayerHand(play.seat, len(play.hands) + 1, [hand.cards.pop()], hand.wager, from_split=True)
        hand.from_split = True
        hand.split_aces = new.split_aces = aces
        play.hands.append(new)
        self._in_order[:] = [(p, h) for p in self.seats for h in p.hands]
        self.ledger.bet(new.spot("wager"), new.wager, "split")
        self._say(say.player_action, play.seat, play.place(hand), "split", new.wager)
        # the hand in turn now holds one card; _advance deals its second card
        self._advance_same_hand(play, hand)

    def _advance_same_hand(self: BlackjackRound, play: SeatPlay, hand: PlayerHand) -> None:
        if self._needs_decision(play, hand):
            if self.narrate:
                self._say(say.call, play.place(hand), hand.cards, True)
        else:
            hand.done = True

    def _do_surrender(self: BlackjackRound, play: SeatPlay, hand: PlayerHand, amount: object) -> None:
        self._turn_up(hand)  # in a pitch game the player lays the cards face up to give the hand up
        self._say(say.player_action, play.seat, play.place(hand), "surrender")
        refund = surrender_refund(hand.wager)
        taken = hand.wager - refund
        self._say(say.surrender, self._on_felt(hand.spot("wager")), play.place(hand), taken)
        self.ledger.give_back(hand.spot("wager"), refund, "surrender")
        self.ledger.take(hand.spot("wager"), why="surrender")
        self._close(hand, Outcome.SURRENDER)


#: Each play action and the move that carries it out.
MOVES: dict[Action, Callable[..., None]] = {
    Action.HIT: PlayerMoves._do_hit,
    Action.STAND: PlayerMoves._do_stand,
    Action.DOUBLE: PlayerMoves._do_double,
    Action.SPLIT: PlayerMoves._do_split,
    Action.SURRENDER: PlayerMoves._do_surrender,
}
