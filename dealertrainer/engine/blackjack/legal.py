"""What a player may do: the actions the house rules and the moment allow, and why not.

A part of ``BlackjackRound`` kept apart so each file holds one idea: this one answers
"may this hand hit, double, split or surrender now?" — all at once for the player in turn
(``legal_actions``), or one action with the reason it is refused (``_why_not``).
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING

from dealertrainer.engine.blackjack.hands import card_points, is_pair
from dealertrainer.engine.blackjack.payouts import even_money_offered, insurance_maximum
from dealertrainer.engine.blackjack.seats import Action, Phase, PlayerHand, SeatPlay
from dealertrainer.engine.cards import with_article
from dealertrainer.engine.money import format_money, money

if TYPE_CHECKING:
    from dealertrainer.engine.blackjack.round import BlackjackRound

__all__ = ["PLAY_ACTIONS", "PlayerOptions"]

#: The actions of a player's turn (insurance and even money come before it).
PLAY_ACTIONS = (Action.HIT, Action.STAND, Action.DOUBLE, Action.SPLIT, Action.SURRENDER)


class PlayerOptions:
    """The actions open to a player; mixed into ``BlackjackRound``."""

    def _even_money_for(self: BlackjackRound, play: SeatPlay) -> bool:
        return play.hands[0].is_blackjack and even_money_offered(self.rules)

    def _blackjack_can_be_paid_now(self: BlackjackRound) -> bool:
        return self.peeked or card_points(self.upcard) not in (1, 10)

    def legal_actions(self: BlackjackRound) -> tuple[Action, ...]:
        """What the player in turn may do now (amounts at their default: the full double, the most insurance)."""
        turn = self.current
        if turn is None:
            return ()
        play, hand = turn
        if self.phase is Phase.INSURANCE:
            out = [Action.NO_INSURANCE]
            if insurance_maximum(play.wager) > 0:
                out.append(Action.INSURANCE)
            if self._even_money_for(play):
                out.append(Action.EVEN_MONEY)
            return tuple(out)
        return self._legal_play(play, hand)

    def _legal_play(self: BlackjackRound, play: SeatPlay, hand: PlayerHand) -> tuple[Action, ...]:
        """The actions ``_why_not`` allows at their default amounts, worked out in one pass.

        The same rules as ``_why_not`` without building a reason for each refusal (the tests
        check the two agree on every hand of many random rounds)."""
        rules = self.rules
        cards = hand.cards
        one_card_aces = hand.split_aces and not rules.hit_split_aces
        if one_card_aces:
            out = [Action.STAND]
        else:
            out = [Action.HIT, Action.STAND]
        if len(cards) == 2 and not hand.acted:
            if not one_card_aces and (rules.double_after_split or not hand.from_split):
                out.append(Action.DOUBLE)
            if (
                is_pair(cards, rules.split_unlike_tens)
                and len(play.hands) < rules.max_split_hands
                and (rules.resplit_aces or not hand.split_aces)
            ):
                out.append(Action.SPLIT)
            if rules.late_surrender and not hand.from_split and self._blackjack_can_be_paid_now():
                out.append(Action.SURRENDER)
        return tuple(out)

    def _why_not(self: BlackjackRound, play: SeatPlay, hand: PlayerHand, action: Action, amount: Decimal | int | str | None) -> str | None:
        rules = self.rules
        first = len(hand.cards) == 2 and not hand.acted
        if action is Action.STAND:
            return None
        if action is Action.HIT:
            if hand.split_aces and not rules.hit_split_aces:
                return "split aces get one card each at this table"
            return None
        if action is Action.DOUBLE:
            if not first:
                return "a double is only allowed as the first action on a two-card hand, and this hand has already hit"
            if hand.split_aces and not rules.hit_split_aces:
                return "split aces get one card each at this table"
            if hand.from_split and not rules.double_after_split:
                return "this table does not allow doubling after a split"
            if amount is None:
                return None
            stake = money(amount)
            if stake <= 0 or stake > hand.wager:
                return f"a double is more than $0 and at most the wager, {format_money(hand.wager)}; not {format_money(stake)}"
            if stake < hand.wager and not rules.double_for_less:
                return f"this table does not allow doubling for less: double for {format_money(hand.wager)}"
            return None
        if action is Action.SPLIT:
            if not first:
                return "only a two-card hand can be split, before any other action"
            a, b = hand.cards
            if not is_pair(hand.cards, rules.split_unlike_tens):
                if card_points(a) == card_points(b) == 10:
                    return f"{a.rank.plural} and {b.rank.plural} are different ranks; this table splits only like tens"
                return f"{with_article(a.rank.word)} and {with_article(b.rank.word)} are not a pair: only cards of the same rank may be split"
            if len(play.hands) >= rules.max_split_hands:
                return f"the seat already plays {len(play.hands)} hands, the most this table allows"
            if hand.split_aces and not rules.resplit_aces:
                return "split aces may not be split again at this table"
            return None
        if action is Action.SURRENDER:
            if not rules.late_surrender:
                return "this table does not offer surrender"
            if hand.from_split or not first:
                return "surrender is only allowed on the first two cards, before any other action"
            if not self._blackjack_can_be_paid_now():
                return "without a peek the dealer may still have blackjack, so surrender is not offered"
            return None
        return f"{action.value} is only offered while the dealer's ace is up, before play begins"
