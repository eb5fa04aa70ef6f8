"""Blackjack's words for the trainee, in the language in force: the places a dealer names
("seat 3", "dealer"), a card's rank named in a sentence ("an ace"), a side bet's name and a
house's rounding. Each is a message (``dealertrainer.language``); English reads as before.
"""

from __future__ import annotations

from dealertrainer.engine.cards import Card, Rank
from dealertrainer.engine.money import Rounding, format_money
from dealertrainer.engine.places import Place, Role
from dealertrainer.language import N_, _

__all__ = ["DEAL_CHOICES", "bet_title", "capitalized", "place_name", "rank_named", "rounding_words"]

# The places the deal-order question offers, as keys; the screen shows ``_(key)``.
DEAL_CHOICES = (N_("dealer"), N_("seat 1"), N_("seat 2"), N_("seat 3"), N_("seat 4"), N_("seat 5"),
                N_("seat 6"), N_("seat 7"))

# A rank named with its article in a sentence ("You show an ace").
_RANK_NAMED = {
    Rank.ACE: N_("an ace"), Rank.TWO: N_("a two"), Rank.THREE: N_("a three"), Rank.FOUR: N_("a four"),
    Rank.FIVE: N_("a five"), Rank.SIX: N_("a six"), Rank.SEVEN: N_("a seven"), Rank.EIGHT: N_("an eight"),
    Rank.NINE: N_("a nine"), Rank.TEN: N_("a ten"), Rank.JACK: N_("a jack"), Rank.QUEEN: N_("a queen"),
    Rank.KING: N_("a king"),
}


def place_name(place: Place) -> str:
    """The place as the dealer names it mid-sentence: "seat 3", "seat 3 hand 2", "dealer"."""
    if place.role is Role.DEALER:
        return _("dealer")
    if place.seat is None:
        return str(place)
    if place.hand is None:
        return _("seat {seat}").format(seat=place.seat)
    return _("seat {seat} hand {hand}").format(seat=place.seat, hand=place.hand)


def capitalized(text: str) -> str:
    """``text`` at the start of a sentence (English: "Seat 3 hand 2"; a Chinese name as is)."""
    return text[:1].upper() + text[1:]


def rank_named(card: Card) -> str:
    """The card's rank in a sentence: "an ace", "a seven"."""
    return _(_RANK_NAMED[card.rank])


def bet_title(title: str) -> str:
    """A side bet's name as shown ("Perfect Pairs"; "21+3" is the same in every language)."""
    return _("Perfect Pairs") if title == "Perfect Pairs" else title


def rounding_words(rounding: Rounding) -> str:
    """ "to the cent", "to the $0.50"."""
    if rounding is Rounding.EXACT:
        return _("to the cent")
    return _("to the {step}").format(step=format_money(rounding.step))
