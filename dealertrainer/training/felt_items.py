"""The felt's things one by one, for a screen reader: each seat, hand, card, bet and commission
box a trainee reads or acts on, with its name and description, in the dealer's order.

The dealer's order is the order the dealer works the layout: at baccarat the Player's hand,
then the Banker's (the cards go Player, Banker), then the seats from first base with their bets
and commission boxes; at blackjack and stud the seats from first base, each with its hands,
their cards and its bets, and the dealer's hand last (the dealer takes the last card). Cards
burned come first: they are burned before the deal.

The words follow ``felt_words``' rule: a face-down card is said as such, never named, and the
totals and labels painted beside a hand are left out (a question may ask them).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from dealertrainer.engine.money import format_money
from dealertrainer.engine.places import Place, Role
from dealertrainer.engine.steps import BetView, HandView, TableView
from dealertrainer.language import _, pgettext

__all__ = ["FeltItem", "bet_said", "card_said", "felt_items", "hand_words", "spot_said"]


@dataclass(frozen=True)
class FeltItem:
    """One thing on the felt: what it is (``kind``: seat, hand, card, bet, commission), which
    (``seat``, ``place``, ``index``, ``bet``), and its accessible name and description."""

    kind: str
    name: str
    description: str
    seat: int | None = None
    place: Place | None = None
    index: int | None = None  # a card's place in its hand
    bet: BetView | None = None


def spot_said(spot: str) -> str:
    """A betting spot as a dealer names it, in the language in force."""
    words = {
        "player": pgettext("spot", "Player"), "banker": pgettext("spot", "Banker"), "tie": pgettext("spot", "Tie"),
        "player pair": pgettext("spot", "Player Pair"), "banker pair": pgettext("spot", "Banker Pair"),
        "dragon 7": pgettext("spot", "Dragon 7"), "panda 8": pgettext("spot", "Panda 8"),
        "wager": pgettext("spot", "wager"), "double": pgettext("spot", "double"),
        "insurance": pgettext("spot", "insurance"), "perfect pairs": pgettext("spot", "Perfect Pairs"),
        "21+3": pgettext("spot", "21+3"), "pot": pgettext("spot", "pot"),
    }
    return words.get(spot, spot)


def card_said(hand: HandView, index: int) -> str:
    """"seven of hearts", or "a card face down" (never named)."""
    return _("a card face down") if hand.is_down(index) else hand.cards[index].name


def _cards_said(hand: HandView) -> str:
    said = pgettext("list", ", ").join(card_said(hand, i) for i in range(len(hand.cards))) or _("no cards")
    return _("{cards} (folded)").format(cards=said) if hand.folded else said


def hand_words(hand: HandView) -> str:
    """"Seat 3: seven of hearts, a card face down" ("no cards" when empty; "(folded)" after)."""
    return _("{place}: {cards}").format(place=hand.place.said_capitalized, cards=_cards_said(hand))


def bet_said(bet: BetView) -> str:
    """"$25 on Banker", "hand 2: $50 on double", "$25 paid beside Banker"."""
    spot = spot_said(bet.spot)
    if bet.paid:
        said = _("{amount} paid beside {spot}").format(amount=format_money(bet.amount), spot=spot)
    else:
        said = _("{amount} on {spot}").format(amount=format_money(bet.amount), spot=spot)
    if bet.hand is not None:
        return _("hand {hand}: {bet}").format(hand=bet.hand, bet=said)
    return said


def _seat_name(seat: int) -> str:
    return _("Seat {seat}").format(seat=seat)


def _hand_items(hand: HandView) -> list[FeltItem]:
    """The hand, then each of its cards."""
    place = hand.place.said_capitalized
    items = [FeltItem("hand", _("{place} cards").format(place=place), _cards_said(hand), hand.place.seat, hand.place)]
    for index in range(len(hand.cards)):
        items.append(FeltItem("card", card_said(hand, index),
                              _("{place}, card {number}").format(place=place, number=index + 1),
                              hand.place.seat, hand.place, index))
    return items


def _seat_items(table: TableView, seat: int, hands: list[HandView]) -> list[FeltItem]:
    """The seat (what is at it, in words), its hands and cards, its bets, its commission box."""
    bets = sorted((bet for bet in table.bets if bet.seat == seat and bet.amount > 0),
                  key=lambda bet: (bet.hand or 0, bet.paid))
    owed = [amount for box, amount in table.commission if box == seat and amount]
    parts = [hand_words(hand) for hand in hands]
    parts += [bet_said(bet) for bet in bets]
    said = pgettext("list", "; ").join(parts) if parts else _("nothing at this seat")
    items = [FeltItem("seat", _seat_name(seat), said, seat)]
    for hand in hands:
        items += _hand_items(hand)
    for bet in bets:
        items.append(FeltItem("bet", _("{seat}: {spot} bet").format(seat=_seat_name(seat), spot=spot_said(bet.spot)),
                              bet_said(bet), seat, bet=bet))
    items += [_commission_item(seat, amount) for amount in owed]
    return items


def _commission_item(seat: int, amount: Decimal) -> FeltItem:
    return FeltItem("commission", _("Commission box {seat}").format(seat=seat),
                    _("{amount} owed").format(amount=format_money(amount)), seat)


def felt_items(table: TableView, seats: int) -> list[FeltItem]:
    """Every thing on ``table`` a trainee reads or acts on, seats 1 to ``seats`` included
    (an empty seat too: a seat is clicked to answer), in the dealer's order."""
    hands = [hand for hand in table.hands if hand.cards]
    at_seat: dict[int, list[HandView]] = {}
    for hand in hands:
        if hand.place.role is Role.SEAT and hand.place.seat is not None:
            at_seat.setdefault(hand.place.seat, []).append(hand)
    for seat_hands in at_seat.values():
        seat_hands.sort(key=lambda hand: hand.place.number)
    items: list[FeltItem] = []
    for hand in hands:
        if hand.place.role is Role.BURN:
            items += _hand_items(hand)
    house_first = table.game == "baccarat"
    house = [hand for role in (Role.PLAYER, Role.BANKER, Role.DRAWN, Role.DEALER, Role.CENTER)
             for hand in hands if hand.place.role is role]
    if house_first:
        for hand in house:
            items += _hand_items(hand)
    for seat in range(1, max([seats, *at_seat, *(bet.seat for bet in table.bets)]) + 1):
        items += _seat_items(table, seat, at_seat.get(seat, []))
    if not house_first:
        for hand in house:
            items += _hand_items(hand)
    return items
