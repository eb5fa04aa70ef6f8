"""The felt in words, for a screen reader: the painted table's accessible description.

Every hand's cards (a face-down card is said as such, never named) and every bet on the
layout, in the dealer's order: the dealer's or banker's side first as the felt reads, then
the seats from first base. Totals and labels painted beside a hand are left out: a question
may ask them, and the words must not answer it.
"""

from __future__ import annotations

from dealertrainer.engine.money import format_money
from dealertrainer.engine.places import Role
from dealertrainer.engine.steps import HandView, TableView

__all__ = ["felt_name", "felt_words", "hand_words"]

_GAME = {"baccarat": "Mini Baccarat table", "blackjack": "Blackjack table", "stud": "Stud table"}


def felt_name(game: str) -> str:
    """The table's accessible name: "Mini Baccarat table"."""
    return _GAME.get(game, "Table")


def hand_words(hand: HandView) -> str:
    """"Seat 3: seven of hearts, a card face down" ("no cards" when empty)."""
    cards = ["a card face down" if hand.is_down(i) else card.name for i, card in enumerate(hand.cards)]
    said = ", ".join(cards) if cards else "no cards"
    return f"{hand.place.capitalized}: {said}" + (" (folded)" if hand.folded else "")


def felt_words(table: TableView) -> str:
    """Everything on the felt a dealer acts on, as sentences."""
    lines = [felt_name(table.game) + "."]
    hands = [hand for hand in table.hands if hand.place.role is not Role.BURN]
    burned = sum(len(hand.cards) for hand in table.hands if hand.place.role is Role.BURN)
    lines += [hand_words(hand) + "." for hand in hands]
    if burned:
        lines.append(f"Burned: {burned} card{'s' if burned != 1 else ''}.")
    for bet in sorted(table.bets, key=lambda bet: (bet.seat, bet.hand or 0, bet.paid)):
        lines.append(f"Seat {bet.seat}: {format_money(bet.amount)} {'paid beside' if bet.paid else 'on'} {bet.name.removesuffix(' paid')}.")
    for seat, owed in table.commission:
        lines.append(f"Commission box {seat}: {format_money(owed)}.")
    if not hands and not table.bets:
        lines.append("Nothing is on the layout.")
    return " ".join(lines)
