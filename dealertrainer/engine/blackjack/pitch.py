"""The hand-held (pitch) game: what differs when the dealer holds one or two decks.

The dealer pitches each player's first two cards face down; the player holds them, takes
further cards face up in front of the bet, and stands by tucking the cards under the chips.
A player turns the cards up to show a bust or a blackjack (settled at once), or to double or
split (played face up; the house may tuck the double card face down). At the settlement the
dealer turns each hand still hidden, third base to first base, calls it and settles it.

A part of ``BlackjackRound``: it keeps which player cards lie face down and narrates the
pitch game's own dealer decisions. A shoe game never calls into it but for ``_faces``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealertrainer.engine.blackjack import step_builders as say
from dealertrainer.engine.blackjack.step_builders import PITCH_TURNED_UP

if TYPE_CHECKING:
    from dealertrainer.engine.blackjack.round import BlackjackRound
    from dealertrainer.engine.blackjack.seats import PlayerHand, SeatPlay
    from dealertrainer.engine.cards import Card

__all__ = ["PitchGame"]


class PitchGame:
    """Face-down player cards and the player's turning them up; mixed into ``BlackjackRound``."""

    def _faces(self: BlackjackRound, hand: PlayerHand) -> tuple[bool, ...]:
        """One face-down flag per card of ``hand`` (empty: all face up)."""
        if not self._down:
            return ()
        flags = tuple((hand.seat, hand.number, i) in self._down for i in range(len(hand.cards)))
        return flags if any(flags) else ()

    def _hidden(self: BlackjackRound, hand: PlayerHand) -> bool:
        """Whether the dealer cannot see all of ``hand`` (a card of it lies face down)."""
        return bool(self._faces(hand))

    def _land_player(self: BlackjackRound, play: SeatPlay, hand: PlayerHand, why: str) -> Card:
        """Deal the next card to ``hand``: ``why`` is "deal", "hit", "split" or "double". In a
        pitch game the dealer first decides the card's face (asked) and it lands that way."""
        place = play.place(hand)
        if not self.pitch:
            return self._land(hand.cards, place)
        down = why == "deal" or (why == "double" and self.rules.pitch_double_card_down)
        self._say(say.pitch_card_face, place, why, down)
        card = self._land(hand.cards, place, face_down=down)
        if down:
            self._down.add((hand.seat, hand.number, len(hand.cards) - 1))
        return card

    def _deck_ran_out(self: BlackjackRound) -> None:
        """The deck (or pack) in the dealer's hand ran out mid-round: the dealer gathers the
        discard rack (earlier rounds' cards and the burns, never the cards on the layout),
        shuffles it, burns one as at every shuffle (unless it is the only card) and finishes
        the round from it; the next round starts with a full shuffle. An instructor's stacked
        deck is not reshuffled: it ends where it was written to end (``ShoeEmptyError``)."""
        shoe = self.shoe
        if shoe.seed is None:
            return
        shoe.shuffle_discards()
        if shoe.cards_left > 1:
            shoe.burn_blackjack()

    def _turn_up(self: BlackjackRound, hand: PlayerHand) -> None:
        self._down = {key for key in self._down if key[:2] != (hand.seat, hand.number)}

    def _player_turns_up(self: BlackjackRound, play: SeatPlay, hand: PlayerHand, why: str) -> None:
        """The player turns the cards face up during the play (a bust, a blackjack, to double or
        split); the dealer's next move is asked. Nothing happens in a shoe game or to a hand
        already face up."""
        if not self.pitch or not self._hidden(hand):
            return
        self._turn_up(hand)
        if why == "bust":
            answer = PITCH_TURNED_UP[0]
        elif why == "blackjack":
            answer = PITCH_TURNED_UP[1] if self._blackjack_can_be_paid_now() else PITCH_TURNED_UP[2]
        else:
            answer = PITCH_TURNED_UP[3]
        self._say(say.pitch_turned_up, play.seat, play.place(hand), why, answer)

    def _turn_for_settlement(self: BlackjackRound, play: SeatPlay, hand: PlayerHand) -> bool:
        """The dealer turns a hand still hidden at the settlement (third base to first base).
        Returns whether it was hidden (its total is then called before it is settled)."""
        if not self._hidden(hand):
            return False
        self._turn_up(hand)
        self._say(say.pitch_turn_for_settlement, play.seat, play.place(hand))
        return True
