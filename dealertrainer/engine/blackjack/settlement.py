"""Settling a blackjack round: taking and paying, from third base to first base.

A part of ``BlackjackRound`` kept apart so each file holds one idea: this one moves the
money once a result is known (a bust, a blackjack on the player's turn, the dealer's
blackjack, the dealer's final total) and then picks the cards up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealertrainer.engine.blackjack import step_builders as say
from dealertrainer.engine.blackjack.hands import hand_value
from dealertrainer.engine.blackjack.ledger import Spot
from dealertrainer.engine.blackjack.payouts import blackjack_payout_explained, insurance_payout
from dealertrainer.engine.blackjack.rules import BlackjackPays
from dealertrainer.engine.blackjack.seats import ZERO, HandResult, Outcome, Phase, PlayerHand, RoundResult, SeatPlay
from dealertrainer.language import _

if TYPE_CHECKING:
    from dealertrainer.engine.blackjack.round import BlackjackRound

__all__ = ["Settlement"]


class Settlement:
    """Taking, paying and picking up; mixed into ``BlackjackRound``."""

    def _close(self: BlackjackRound, hand: PlayerHand, outcome: Outcome) -> None:
        """Mark the hand settled and pick its cards up into the discard rack."""
        hand.outcome = outcome
        hand.done = True
        if hand.on_table:
            self.shoe.collect(hand.cards)
            hand.on_table = False

    def _third_to_first(self: BlackjackRound) -> list[tuple[SeatPlay, PlayerHand]]:
        return [(play, hand) for play in reversed(self.seats) for hand in reversed(play.hands)]

    # ------------------------------------------------------------------ during play
    def _pay_blackjack(self: BlackjackRound, play: SeatPlay, hand: PlayerHand) -> None:
        pay, why = blackjack_payout_explained(hand.wager, self.rules)
        if self.narrate:
            skill = ("blackjack.payout.3to2" if self.rules.blackjack_pays is BlackjackPays.THREE_TO_TWO
                     else "blackjack.payout.6to5")
            self._say(say.settle, self._on_felt(hand.spot("wager")), play.place(hand), "pay", pay, skill, why, self.chips)
        spot = hand.spot("wager")
        self.ledger.pay(spot, pay, "blackjack")
        self.ledger.give_back(spot, why="blackjack")
        self._close(hand, Outcome.BLACKJACK)

    def _take_bust(self: BlackjackRound, play: SeatPlay, hand: PlayerHand, at_settlement: bool = False) -> None:
        if self.narrate:
            stake = hand.wager + hand.double
            why = (_("The double card turned up takes the hand over 21: it loses whatever the dealer made.")
                   if at_settlement else
                   _("A hand over 21 loses at once, before the dealer plays; its chips and cards are picked up now."))
            self._say(say.settle, self._on_felt(hand.spot("wager")), play.place(hand), "take", stake, "blackjack.settle.bust", why, self.chips)
        self._take_hand(hand, "bust")
        self._close(hand, Outcome.BUST)

    def _take_hand(self: BlackjackRound, hand: PlayerHand, why: str, keep_double: bool = False) -> None:
        self.ledger.take(hand.spot("wager"), why=why)
        if hand.double:
            if keep_double:
                self.ledger.give_back(hand.spot("double"), why=why)
            else:
                self.ledger.take(hand.spot("double"), why=why)

    def _take_insurance(self: BlackjackRound) -> None:
        for play in reversed(self.seats):
            if play.insurance_open:
                self._say(say.insurance_settle, self._on_felt(Spot(play.seat, 1, "insurance")), False, self.chips)
                self.ledger.take(Spot(play.seat, 1, "insurance"), why="insurance loses")
                play.insurance_open = False

    # ------------------------------------------------------------------ at the end
    def _settle_dealer_blackjack(self: BlackjackRound) -> None:
        """The dealer's blackjack: insurance wins 2:1, blackjacks push, every other hand loses."""
        only_original = not self.peeked and self.rules.no_peek_original_bets_only
        for play in reversed(self.seats):
            if play.insurance_open:
                won = insurance_payout(play.insurance)
                self._say(say.insurance_settle, self._on_felt(Spot(play.seat, 1, "insurance")), True, self.chips)
                spot = Spot(play.seat, 1, "insurance")
                self.ledger.pay(spot, won, "insurance wins")
                self.ledger.give_back(spot, why="insurance wins")
                play.insurance_open = False
            for hand in reversed(play.hands):
                if hand.settled:
                    continue
                self._turn_for_settlement(play, hand)
                if hand.total > 21:  # a pitch double card turned up: the bust loses all of it
                    self._take_bust(play, hand, at_settlement=True)
                    continue
                place = play.place(hand)
                if hand.is_blackjack:
                    why = _("A blackjack against the dealer's blackjack is a tie: the bet stays with the player.")
                    self._say(say.settle, self._on_felt(hand.spot("wager")), place, "push", hand.wager, "blackjack.settle.push", why, self.chips)
                    self.ledger.give_back(hand.spot("wager"), why="push")
                    self._close(hand, Outcome.PUSH)
                elif only_original and hand.number > 1:
                    why = _("Without a peek this house takes only the original bet on a dealer blackjack; split bets go back.")
                    stake = hand.wager + hand.double
                    self._say(say.settle, self._on_felt(hand.spot("wager")), place, "push", stake, "blackjack.settle.no_peek", why, self.chips)
                    self.ledger.give_back(hand.spot("wager"), why="original bets only")
                    if hand.double:
                        self.ledger.give_back(hand.spot("double"), why="original bets only")
                    self._close(hand, Outcome.PUSH)
                else:
                    taken = hand.wager + (ZERO if only_original else hand.double)
                    why = _("A dealer blackjack beats every hand but another blackjack.")
                    if only_original and hand.double:
                        why = _("A dealer blackjack beats every hand but another blackjack. "
                                "This house returns the double when there was no peek.")
                    self._say(say.settle, self._on_felt(hand.spot("wager")), place, "take", taken, "blackjack.settle.dealer_blackjack", why, self.chips)
                    self._take_hand(hand, "dealer blackjack", keep_double=only_original)
                    self._close(hand, Outcome.LOSE)
        self._finish()

    def _settle_all(self: BlackjackRound) -> None:
        """Compare every hand still in play with the dealer's total, third base to first base."""
        dealer, _ = hand_value(self.dealer)
        narrate = self.narrate
        ledger = self.ledger
        for play, hand in self._third_to_first():
            if hand.outcome is not None:  # settled
                continue
            if self._turn_for_settlement(play, hand) and narrate:  # a pitch hand: turned up, then called
                self._say(say.call, play.place(hand), hand.cards, hand.from_split, True)
            if hand.is_blackjack:
                self._pay_blackjack(play, hand)
                continue
            total = hand_value(hand.cards)[0]
            if total > 21:  # a pitch double card turned up at the settlement
                self._take_bust(play, hand, at_settlement=True)
                continue
            if dealer > 21 or total > dealer:
                if narrate:
                    self._say_settled(play, hand, "pay", dealer, total)
                for kind in ("wager", "double"):
                    spot = hand.spot(kind)
                    on_spot = ledger.on_spot(spot)
                    if on_spot:
                        ledger.pay(spot, on_spot, "win")
                        ledger.give_back(spot, why="win")
                self._close(hand, Outcome.WIN)
            elif total == dealer:
                if narrate:
                    self._say_settled(play, hand, "push", dealer, total)
                ledger.give_back(hand.spot("wager"), why="push")
                if hand.double:
                    ledger.give_back(hand.spot("double"), why="push")
                self._close(hand, Outcome.PUSH)
            else:
                if narrate:
                    self._say_settled(play, hand, "take", dealer, total)
                self._take_hand(hand, "lose")
                self._close(hand, Outcome.LOSE)
        self._finish()

    def _say_settled(self: BlackjackRound, play: SeatPlay, hand: PlayerHand, outcome: str, dealer: int, total: int) -> None:
        """The settlement step of a hand compared with the dealer's final total."""
        place = play.place(hand)
        stake = hand.wager + hand.double
        if outcome == "pay":
            if hand.double:
                skill, part = "blackjack.settle.double", _(" A doubled hand is paid on the wager and the double together.")
            elif hand.from_split:
                skill, part = "blackjack.settle.split", _(" Each split hand is paid on its own wager.")
            else:
                skill, part = "blackjack.payout.win", ""
            if dealer > 21:
                why = _("The dealer busted, so every hand still standing wins: a win pays one to one.{more}")
            else:
                why = _("{total} beats the dealer's {dealer}: a win pays one to one.{more}")
            why = why.format(total=total, dealer=dealer, more=part)
            self._say(say.settle, self._on_felt(hand.spot("wager")), place, "pay", stake, skill, why, self.chips)
        elif outcome == "push":
            why = _("{total} against the dealer's {dealer} is a tie: nothing is paid or taken.").format(total=total, dealer=dealer)
            self._say(say.settle, self._on_felt(hand.spot("wager")), place, "push", stake, "blackjack.settle.push", why, self.chips)
        else:
            why = _("{total} is under the dealer's {dealer}: the bet goes to the rack.").format(total=total, dealer=dealer)
            self._say(say.settle, self._on_felt(hand.spot("wager")), place, "take", stake, "blackjack.settle.lose", why, self.chips)

    def _finish(self: BlackjackRound) -> None:
        """Pick up the dealer's cards, close the books, and call the shuffle if the cut card came out."""
        for play in reversed(self.seats):
            for hand in reversed(play.hands):
                if hand.on_table:  # only hands that were never settled (none, once the books close)
                    self.shoe.collect(hand.cards)
                    hand.on_table = False
        self.shoe.collect(self.dealer)
        if self.cut_card_out:
            self._say(say.shuffle_due)
        self.ledger.check_closed()  # the conservation check, once per round
        self.phase = Phase.OVER
        self._result = self._build_result()

    def _build_result(self: BlackjackRound) -> RoundResult:
        nets = self.ledger.spot_nets()
        hands = []
        for play, hand in self._in_order:
            assert hand.outcome is not None
            net = nets.get(hand.spot("wager"), ZERO) + nets.get(hand.spot("double"), ZERO)
            hands.append(HandResult(play.seat, hand.number, tuple(hand.cards), hand.wager, hand.double, hand.outcome, net))
        total, _ = hand_value(self.dealer)
        return RoundResult(
            dealer_cards=tuple(self.dealer),
            dealer_total=total,
            dealer_blackjack=self.dealer_blackjack,
            dealer_drew=self.dealer_drew,
            hands=tuple(hands),
            insurance={p.seat: nets.get(Spot(p.seat, 1, "insurance"), ZERO) for p in self.seats if p.insurance},
            seat_net={p.seat: self.ledger.player_net(p.seat) for p in self.seats},
            rack_net=self.ledger.rack,
            shuffle_due=self.cut_card_out,
        )
