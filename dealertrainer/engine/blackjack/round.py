"""A blackjack round from the dealer's seat, as a state machine.

``BlackjackRound(shoe, {seat: wager}, rules)`` takes the bets and deals at once. The
players' decisions are inputs: the round says whose turn it is and which actions are
legal (``legal_actions()``), and takes them with ``act(action, amount=None)``. What the
dealer does has no choice in it and happens by itself: the peek, insurance, paying
blackjacks on the player's turn, the dealer's draws and the settlement from third base
to first base. Each of those is recorded as a ``DealerStep`` in ``steps`` (unless
``narrate=False``) and every chip that moves is an entry in ``ledger``.

The round's parts live by idea: what a player may do (``legal.py``), the players' moves
(``moves.py``) and the settlement (``settlement.py``); this module deals, runs the
insurance and the peek, keeps the turn and plays the dealer's hand.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from decimal import Decimal

from dealertrainer.engine.blackjack import step_builders as say
from dealertrainer.engine.blackjack.hands import card_points, hand_value, is_blackjack
from dealertrainer.engine.blackjack.ledger import Ledger, Spot
from dealertrainer.engine.blackjack.legal import PlayerOptions
from dealertrainer.engine.blackjack.moves import MOVES, PlayerMoves
from dealertrainer.engine.blackjack.payouts import insurance_maximum
from dealertrainer.engine.blackjack.pitch import PitchGame
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.blackjack.seats import (
    ZERO,
    Action,
    IllegalAction,
    Outcome,
    Phase,
    PlayerHand,
    RoundResult,
    SeatPlay,
)
from dealertrainer.engine.blackjack.settlement import Settlement
from dealertrainer.engine.blackjack.side_bets import SideBet, SideBetResult, settle_side_bet
from dealertrainer.engine.cards import Card
from dealertrainer.engine.money import DEFAULT_CHIPS, Chip, format_money, money
from dealertrainer.engine.places import DEALER, Place
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.steps import BetView, DealerStep, HandView, TableView

__all__ = ["BlackjackRound"]


class BlackjackRound(PlayerOptions, PlayerMoves, Settlement, PitchGame):
    """One round: bets, the deal, insurance and peek, the players' turns, the dealer, settlement."""

    def __init__(
        self,
        shoe: Shoe,
        wagers: Mapping[int, Decimal | int | str],
        rules: BlackjackRules | None = None,
        *,
        narrate: bool = True,
        chips: tuple[Chip, ...] = DEFAULT_CHIPS,
        side_bets: Mapping[int, Mapping[str, Decimal | int | str]] | None = None,
    ) -> None:
        self.rules = rules = rules or BlackjackRules()
        self.shoe = shoe
        self.pitch = rules.pitch  # a hand-held game: players' cards face down (see ``pitch.py``)
        self._down: set[tuple[int, int, int]] = set()  # (seat, hand, card index) of player cards face down
        self.narrate = narrate
        self.chips = chips
        self.steps: list[DealerStep] = []
        self.ledger = Ledger()
        self.dealer: list[Card] = []
        self.hole_up = False
        self.peeked = False
        self.dealer_drew = False
        self.cut_card_out = False
        self.phase = Phase.PLAYERS
        self._turn = 0  # index into seats (insurance) or hands in play order (players)
        self._result: RoundResult | None = None
        self._upcard_turned = False
        if shoe.cut_card_reached:
            raise ValueError("the cut card is out: shuffle before dealing a new round")
        self.seats = [SeatPlay(seat, self._checked_wager(seat, w)) for seat, w in self._checked_seats(wagers)]
        # Hands in play order, kept up to date as hands are split (see ``_order``).
        self._in_order: list[tuple[SeatPlay, PlayerHand]] = []
        for play in self.seats:
            hand = PlayerHand(play.seat, 1, [], play.wager)
            play.hands.append(hand)
            self._in_order.append((play, hand))
            self.ledger.bet(hand.spot("wager"), play.wager, "wager")
        #: Each side bet settled after the deal: (seat, bet) -> what it made and paid.
        self.side_bet_results: dict[tuple[int, SideBet], SideBetResult] = {}
        self._side_bets = self._checked_side_bets(side_bets or {})
        for (seat, bet), stake in self._side_bets.items():
            self.ledger.bet(Spot(seat, 1, bet.value), stake, bet.value)
        self._deal()

    # ------------------------------------------------------------------ checks
    def _checked_seats(self, wagers: Mapping[int, Decimal | int | str]) -> list[tuple[int, Decimal | int | str]]:
        if not wagers:
            raise ValueError("a round needs at least one seat with a wager")
        for seat in wagers:
            if isinstance(seat, bool) or not isinstance(seat, int) or not 1 <= seat <= self.rules.seats:
                raise ValueError(f"seat {seat!r} is not on this layout: seats are 1 to {self.rules.seats}")
        return sorted(wagers.items())

    def _checked_wager(self, seat: int, wager: Decimal | int | str) -> Decimal:
        amount = money(wager)
        low, high = self.rules.table_minimum, self.rules.table_maximum
        if amount < low:
            raise ValueError(f"seat {seat}'s bet of {format_money(amount)} is under the table minimum of {format_money(low)}")
        if amount > high:
            raise ValueError(f"seat {seat}'s bet of {format_money(amount)} is over the table maximum of {format_money(high)}")
        return amount

    def _checked_side_bets(self, side_bets: Mapping[int, Mapping[str, Decimal | int | str]]) -> dict[tuple[int, SideBet], Decimal]:
        seated = {play.seat for play in self.seats}
        checked: dict[tuple[int, SideBet], Decimal] = {}
        for seat, bets in sorted(side_bets.items()):
            if seat not in seated:
                raise ValueError(f"seat {seat!r} has no wager: a side bet rides beside a seat's wager")
            for name, stake in bets.items():
                try:
                    bet = SideBet(name)
                except ValueError:
                    raise ValueError(f"{name!r} is not a side bet: use {' or '.join(repr(b.value) for b in SideBet)}") from None
                if not bet.offered(self.rules):
                    raise ValueError(f"this table does not offer {bet.title}")
                amount = money(stake)
                if not 0 < amount <= self.rules.table_maximum:
                    raise ValueError(f"seat {seat}'s {bet.title} bet of {format_money(amount)} is not between "
                                     f"$0 and the table maximum of {format_money(self.rules.table_maximum)}")
                checked[(seat, bet)] = amount
        return checked

    # ------------------------------------------------------------------ the felt
    def table(self, note: str = "") -> TableView:
        hands = [
            HandView(play.place(h), tuple(h.cards), self._faces(h))
            for play in self.seats
            for h in play.hands
            if h.on_table and h.cards
        ]
        if self.dealer:
            down = tuple(
                (i == 0 and not self._upcard_turned) or (i == 1 and not self.hole_up) for i in range(len(self.dealer))
            )
            hands.append(HandView(DEALER, tuple(self.dealer), down))
        bets = tuple(self._on_felt(spot) for spot in self.ledger.spots())
        return TableView("blackjack", tuple(hands), bets, note=note)

    def _on_felt(self, spot: Spot) -> BetView:
        """The chips on ledger ``spot`` as the felt shows them: a split seat's bets by hand."""
        hand = spot.hand if self._seat(spot.seat).split and spot.kind != "insurance" else None
        return BetView(spot.seat, spot.kind, self.ledger.on_spot(spot), hand)

    def _say(self, build: Callable[..., DealerStep], *args: object) -> None:
        if self.narrate:
            self.steps.append(build(self.table(), *args))

    def _seat(self, seat: int) -> SeatPlay:
        for play in self.seats:
            if play.seat == seat:
                return play
        raise KeyError(seat)

    # ------------------------------------------------------------------ dealing
    def _land(self, hand: list[Card], place: Place, face_down: bool = False) -> Card:
        """Deal the next card from the shoe onto ``hand``; the cut card is noticed as it appears."""
        shoe = self.shoe
        if not self.cut_card_out:
            at = shoe.cut_card_at
            if at is not None and shoe.cards_dealt >= at:
                self.cut_card_out = True
                self._say(say.cut_card_out)
        if self.pitch and not shoe.cards_left:
            self._deck_ran_out()
        card = shoe.draw(str(place))
        before = self.table() if self.narrate else None  # the question's felt: the card not yet on its spot
        hand.append(card)
        if self.narrate:
            choices = [str(Place.at_seat(p.seat)) for p in self.seats] + [str(DEALER)]
            if str(place) not in choices:
                choices.insert(0, str(place))
            self._say(say.deal_card, card, place, face_down, choices, before)
        return card

    def _deal(self) -> None:
        for _ in range(2):
            for play in self.seats:
                self._land_player(play, play.hands[0], "deal")
            self._land(self.dealer, DEALER, face_down=True)
        self._upcard_turned = True
        upcard = self.dealer[0]
        if self.narrate:
            self._say(say.turn_upcard, upcard)
        self._settle_side_bets()
        if self.narrate:
            self._say(say.insurance_offer, upcard)
        if card_points(upcard) == 1:
            self.phase = Phase.INSURANCE
            self._turn = 0
            self._offer_insurance()
        else:
            self._after_insurance()

    def _settle_side_bets(self) -> None:
        """Perfect Pairs and 21+3, settled on the first two cards and the upcard before anything
        else, third base to first base: a losing bet taken, a winning one paid beside it."""
        for (seat, bet), stake in sorted(self._side_bets.items(), key=lambda item: (-item[0][0], item[0][1].value)):
            result = settle_side_bet(bet, stake, self._seat(seat).hands[0].cards, self.upcard, self.rules)
            self.side_bet_results[(seat, bet)] = result
            spot = Spot(seat, 1, bet.value)
            if self.narrate:
                self._say(say.side_bet_settled, self._on_felt(spot), bet.title, result, self.chips)
            if result.won:
                self.ledger.pay(spot, result.paid, bet.value)
                self.ledger.give_back(spot, why=bet.value)
            else:
                self.ledger.take(spot, why=bet.value)

    @property
    def upcard(self) -> Card:
        return self.dealer[0]

    @property
    def dealer_blackjack(self) -> bool:
        return is_blackjack(self.dealer)

    # ------------------------------------------------------------------ insurance and the peek
    def _offer_insurance(self) -> None:
        while self._turn < len(self.seats):
            play = self.seats[self._turn]
            if insurance_maximum(play.wager) > 0 or self._even_money_for(play):
                if self.narrate:
                    self._say(say.insurance_max, self._on_felt(play.hands[0].spot("wager")), insurance_maximum(play.wager))
                return
            self._turn += 1
        self._after_insurance()

    def _insurance_act(self, action: Action, amount: Decimal | int | str | None) -> None:
        play = self.seats[self._turn]
        if action is Action.INSURANCE:
            most = insurance_maximum(play.wager)
            stake = most if amount is None else money(amount)
            if not ZERO < stake <= most:
                raise IllegalAction(
                    f"seat {play.seat} may insure more than $0 and at most {format_money(most)} "
                    f"(half of {format_money(play.wager)}), not {format_money(stake)}"
                )
            play.insurance = stake
            play.insurance_open = True
            self.ledger.bet(Spot(play.seat, 1, "insurance"), stake, "insurance")
            self._say(say.player_action, play.seat, Place.at_seat(play.seat), "insurance", stake)
        elif action is Action.EVEN_MONEY:
            if not self._even_money_for(play):
                why = "has no blackjack" if not play.hands[0].is_blackjack else "is at a table that does not offer it"
                raise IllegalAction(f"seat {play.seat} cannot take even money: the seat {why}")
            hand = play.hands[0]
            self._turn_up(hand)  # the player shows the blackjack to take even money
            play.even_money = True
            self._say(say.even_money, self._on_felt(hand.spot("wager")), self.chips)
            self.ledger.pay(hand.spot("wager"), play.wager, "even money")
            self.ledger.give_back(hand.spot("wager"), why="even money")
            self._close(hand, Outcome.EVEN_MONEY)
        elif action is Action.NO_INSURANCE:
            self._say(say.player_action, play.seat, Place.at_seat(play.seat), "no_insurance")
        else:
            raise IllegalAction(
                f"the dealer shows an ace and seat {play.seat} is deciding on insurance: "
                f"allowed now are {', '.join(a.value for a in self.legal_actions())}"
            )
        self._turn += 1
        self._offer_insurance()

    def _after_insurance(self) -> None:
        upcard = self.upcard
        peeks = self.rules.dealer_peeks and card_points(upcard) in (1, 10)
        if self.narrate:
            self._say(say.peek, upcard, peeks, self.rules)
        self.phase = Phase.PLAYERS
        if peeks:
            self.peeked = True
            blackjack = self.dealer_blackjack
            if self.narrate:
                self._say(say.peek_result, blackjack)
            if blackjack:
                self._reveal_hole()
                self._settle_dealer_blackjack()
                return
            self._take_insurance()
        self._turn = 0
        self._advance()

    def _reveal_hole(self, call: bool = True) -> None:
        """Turn the hole card and call the hand (``call``), unless the dealer is about to decide
        whether to draw: then the call comes after that decision (see ``_dealer_draws``)."""
        if not self.hole_up:
            self.hole_up = True
            if self.narrate:
                self._say(say.reveal_hole, self.dealer[1])
                if call:
                    self._say(say.call, DEALER, self.dealer, False, True)

    # ------------------------------------------------------------------ the players' turns
    def _order(self) -> list[tuple[SeatPlay, PlayerHand]]:
        """Hands in play order: first base to third base, a seat's split hands in the order made.

        Kept as a list that a split updates, since the round asks for it at every decision."""
        return self._in_order

    def _advance(self) -> None:
        """Move to the next hand that needs a player's decision, doing the dealer's part on the way."""
        order = self._in_order
        while True:
            if self._turn >= len(order):
                self._dealer_turn()
                return
            play, hand = order[self._turn]
            if not hand.done and self._needs_decision(play, hand):
                if self.narrate and not self._hidden(hand):  # a pitch hand held by its player is not called
                    self._say(say.call, play.place(hand), hand.cards, hand.from_split)
                return
            hand.done = True
            self._turn += 1

    def _needs_decision(self, play: SeatPlay, hand: PlayerHand) -> bool:
        if hand.outcome is not None:  # settled
            return False
        cards = hand.cards
        if len(cards) == 1:  # a split hand takes its second card when its turn comes
            place = play.place(hand)
            self._land_player(play, hand, "split")
            if hand.split_aces and not self.rules.hit_split_aces:
                if self._why_not(play, hand, Action.SPLIT, None) is None:
                    return True
                if self.narrate:  # one card each and no resplit: the hand is finished
                    self._say(say.call, place, cards, True, True)
                return False
        if hand.is_blackjack:
            self._player_turns_up(play, hand, "blackjack")
            if self.narrate:
                self._say(say.call, play.place(hand), cards)
            if self._blackjack_can_be_paid_now():
                self._pay_blackjack(play, hand)
            return False
        if hand_value(cards)[0] == 21:
            if self.narrate:
                self._say(say.call, play.place(hand), cards, hand.from_split)
            return False
        return True

    @property
    def current(self) -> tuple[SeatPlay, PlayerHand] | None:
        """The seat and hand whose decision the round waits for (None when the round is over)."""
        if self.phase is Phase.OVER:
            return None
        if self.phase is Phase.INSURANCE:
            play = self.seats[self._turn]
            return play, play.hands[0]
        return self._in_order[self._turn]

    def act(self, action: Action | str, amount: Decimal | int | str | None = None, *, seat: int | None = None) -> None:
        """The player in turn does ``action`` (``amount`` for a double or insurance; default the most)."""
        if self.phase is Phase.OVER:
            raise IllegalAction("the round is over: no player is to act")
        if action.__class__ is not Action:
            try:
                action = Action(action)
            except ValueError:
                raise IllegalAction(
                    f"{action!r} is not a blackjack action: use one of {', '.join(a.value for a in Action)}"
                ) from None
        play, hand = self.current  # type: ignore[misc]
        if seat is not None and seat != play.seat:
            raise IllegalAction(f"seat {seat} cannot act out of turn: it is seat {play.seat}'s turn")
        if self.phase is Phase.INSURANCE:
            self._insurance_act(action, amount)
            return
        if action is not Action.STAND:  # standing is always allowed
            reason = self._why_not(play, hand, action, amount)
            if reason is not None:
                raise IllegalAction(f"{play.place(hand)} cannot {action.value}: {reason}")
        MOVES[action](self, play, hand, amount)
        if hand.done or hand.outcome is not None:
            hand.done = True
            self._turn += 1
            self._advance()

    # ------------------------------------------------------------------ the dealer's turn
    def _dealer_turn(self) -> None:
        decides = not is_blackjack(self.dealer) and self._anyone_waiting()
        self._reveal_hole(call=not decides)
        if not self.peeked and is_blackjack(self.dealer):
            self._settle_dealer_blackjack()
            return
        self._take_insurance()
        if self._anyone_waiting():
            self._dealer_draws()
        else:
            self._say(say.dealer_no_draw)
        self._settle_all()

    def _anyone_waiting(self) -> bool:
        """Whether any hand still waits on the dealer's total (not settled, not a blackjack)."""
        for _, hand in self._in_order:
            if hand.outcome is None and not hand.is_blackjack:
                return True
        return False

    def _dealer_draws(self) -> None:
        """The dealer draws by the house rule (``dealer_hits``, worked out inline) until standing or
        bust. Each decision is asked before the hand is called: the call of a soft total (both
        ways while drawing, the final total once standing) would give the decision away."""
        dealer, rules = self.dealer, self.rules
        soft_17_hits = rules.dealer_hits_soft_17
        while True:
            total, soft = hand_value(dealer)
            if total > 21:
                self._say(say.call, DEALER, dealer, False, True)
                return
            hits = total < 17 or (total == 17 and soft and soft_17_hits)
            self._say(say.dealer_decision, dealer, hits, rules)
            self._say(say.call, DEALER, dealer, False, not hits)
            if not hits:
                return
            self.dealer_drew = True
            self._land(dealer, DEALER)

    @property
    def result(self) -> RoundResult:
        if self._result is None:
            raise ValueError(f"the round is not over yet: it waits in the {self.phase.value} phase")
        return self._result

    @property
    def shuffle_due(self) -> bool:
        return self.cut_card_out

    def dealer_total(self) -> int:
        return hand_value(self.dealer)[0]
