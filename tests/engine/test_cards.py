from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealertrainer.engine.cards import Card, Rank, Suit, full_deck, parse_cards

cards = st.builds(Card, st.sampled_from(list(Rank)), st.sampled_from(list(Suit)))


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("As", 1, "s"),
        ("TD", 10, "d"),
        ("10h", 10, "h"),
        ("qc", 12, "c"),
        ("Q♦", 12, "d"),
        ("A♠", 1, "s"),
        ("kH", 13, "h"),
        (" 7c ", 7, "c"),
        ("J♣", 11, "c"),
        ("2♥", 2, "h"),
    ],
)
def test_parse_accepts_what_people_type(text, rank, suit):
    card = Card.parse(text)
    assert card.rank == rank and card.suit == suit
    assert card.suit is Suit(suit) and isinstance(card.rank, Rank)


@pytest.mark.parametrize("text", ["", "A", "s", "1s", "11h", "Ax", "AsKd", "10", "♠A", "T 10", "0h", "Zz", "AAs"])
def test_parse_rejects_with_a_message_that_quotes_and_explains(text):
    with pytest.raises(ValueError) as info:
        Card.parse(text)
    message = str(info.value)
    assert repr(text) in message
    assert "rank" in message and "suit" in message and "10h" in message


def test_parse_rejects_non_text():
    with pytest.raises(ValueError, match="cannot read a card from 7"):
        Card.parse(7)  # type: ignore[arg-type]


@given(cards)
def test_str_round_trips(card):
    assert Card.parse(str(card)) == card
    assert Card.parse(str(card).lower()) == card


def test_str_is_the_short_stable_form():
    """A ten reads "10" wherever a trainee reads it, as on the card; "T" is still read when typed."""
    assert str(Card(10, "d")) == "10♦"
    assert Card.parse("Td") == Card.parse("10d") == Card.parse("10♦") == Card.parse(str(Card(10, "d")))
    assert str(Card(1, "s")) == "A♠"
    assert Card.parse("Kh").name == "king of hearts"


def test_cards_are_immutable_hashable_and_compare_by_value():
    card = Card(5, "c")
    with pytest.raises(AttributeError):
        card.rank = 6  # type: ignore[misc]
    assert {card, Card.parse("5c")} == {card}
    assert Card(2, "s") < Card(3, "c")


@pytest.mark.parametrize(("rank", "suit"), [(0, "s"), (14, "h"), (5, "x"), (5, "S")])
def test_constructor_refuses_impossible_cards(rank, suit):
    with pytest.raises(ValueError, match="no such card"):
        Card(rank, suit)


def test_full_deck_and_parse_cards():
    deck = full_deck()
    assert len(deck) == 52 == len(set(deck))
    assert parse_cards("As, Kd 10h") == [Card(1, "s"), Card(13, "d"), Card(10, "h")]
    assert Rank.SIX.plural == "sixes" and Rank.FOUR.plural == "fours"
    assert Suit.HEARTS.is_red and not Suit.CLUBS.is_red
