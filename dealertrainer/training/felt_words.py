"""The felt in words, for a screen reader: the painted table's accessible description.

Every hand's cards (a face-down card is said as such, never named) and every bet on the
layout, in the dealer's order: the dealer's or banker's side first as the felt reads, then
the seats from first base. Totals and labels painted beside a hand are left out: a question
may ask them, and the words must not answer it.
"""

from __future__ import annotations

from dealertrainer.engine.money import format_money
from dealertrainer.language import N_, _, ngettext
from dealertrainer.engine.places import Role
from dealertrainer.engine.steps import TableView
from dealertrainer.training.felt_items import bet_said, hand_words

__all__ = ["felt_name", "felt_words"]

_GAME = {"baccarat": N_("Mini Baccarat table"), "blackjack": N_("Blackjack table"), "stud": N_("Stud table")}


def felt_name(game: str) -> str:
    """The table's accessible name: "Mini Baccarat table"."""
    return _(_GAME[game]) if game in _GAME else _("Table")


def _sentence(text: str) -> str:
    return _("{sentence}.").format(sentence=text)


def felt_words(table: TableView) -> str:
    """Everything on the felt a dealer acts on, as sentences."""
    lines = [_sentence(felt_name(table.game))]
    hands = [hand for hand in table.hands if hand.place.role is not Role.BURN]
    burned = sum(len(hand.cards) for hand in table.hands if hand.place.role is Role.BURN)
    lines += [_sentence(hand_words(hand)) for hand in hands]
    if burned:
        lines.append(ngettext("Burned: {n} card.", "Burned: {n} cards.", burned).format(n=burned))
    for bet in sorted(table.bets, key=lambda bet: (bet.seat, bet.hand or 0, bet.paid)):
        lines.append(_("Seat {seat}: {bet}.").format(seat=bet.seat, bet=bet_said(bet)))
    for seat, owed in table.commission:
        lines.append(_("Commission box {seat}: {amount}.").format(seat=seat, amount=format_money(owed)))
    if not hands and not table.bets:
        lines.append(_("Nothing is on the layout."))
    return " ".join(lines)
