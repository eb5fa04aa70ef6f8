"""Playing cards: ranks, suits, parsing what people type and printing the short form."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum, IntEnum

from dealertrainer.language import N_, _, pgettext

__all__ = ["Card", "Rank", "Suit", "full_deck", "parse_cards", "rank_name", "with_article"]


class Suit(str, Enum):
    """The four suits, valued by their one-letter code."""

    SPADES = "s"
    HEARTS = "h"
    DIAMONDS = "d"
    CLUBS = "c"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    def __str__(self) -> str:
        return self.value


class Rank(IntEnum):
    """Card ranks as dealers number them: ace 1 up to king 13."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def letter(self) -> str:
        """The rank as printed on a card's corner: "A", "2" … "10", "J", "Q", "K"."""
        return _RANK_LETTERS[self]

    @property
    def word(self) -> str:
        """The rank's name in the dealer's words ("ace", "ten", "king"), in the language in force."""
        return pgettext("rank", _RANK_WORDS[self])

    @property
    def plural(self) -> str:
        """The rank's name for several cards ("sevens", "sixes"), in the language in force: the
        rank names of a sentence ("Pair of {ranks}") are messages, never English grammar."""
        return pgettext("ranks", _RANK_PLURALS[self])


_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SUIT_INDEX = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.DIAMONDS: 2, Suit.CLUBS: 3}
_SUIT_BY_TEXT = {s.value: s for s in Suit} | {sym: s for s, sym in _SUIT_SYMBOLS.items()}
_SUIT_BY_TEXT |= {"♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS}
_RANK_LETTERS = {r: str(int(r)) for r in Rank} | {
    Rank.ACE: "A",
    Rank.TEN: "10",  # as printed on the card; "T" is still read (``Card.parse``)
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
}
_RANK_BY_TEXT = {letter: r for r, letter in _RANK_LETTERS.items()} | {"T": Rank.TEN}
_RANK_WORDS = {  # pgettext("rank", ...): "ace" alone, as a sentence names one card's rank
    Rank.ACE: N_("ace"),
    Rank.TWO: N_("two"),
    Rank.THREE: N_("three"),
    Rank.FOUR: N_("four"),
    Rank.FIVE: N_("five"),
    Rank.SIX: N_("six"),
    Rank.SEVEN: N_("seven"),
    Rank.EIGHT: N_("eight"),
    Rank.NINE: N_("nine"),
    Rank.TEN: N_("ten"),
    Rank.JACK: N_("jack"),
    Rank.QUEEN: N_("queen"),
    Rank.KING: N_("king"),
}
_RANK_PLURALS = {  # pgettext("ranks", ...): "Pair of sevens", "Full house, kings over threes"
    Rank.ACE: N_("aces"),
    Rank.TWO: N_("twos"),
    Rank.THREE: N_("threes"),
    Rank.FOUR: N_("fours"),
    Rank.FIVE: N_("fives"),
    Rank.SIX: N_("sixes"),
    Rank.SEVEN: N_("sevens"),
    Rank.EIGHT: N_("eights"),
    Rank.NINE: N_("nines"),
    Rank.TEN: N_("tens"),
    Rank.JACK: N_("jacks"),
    Rank.QUEEN: N_("queens"),
    Rank.KING: N_("kings"),
}
#: The suits' names in a card's name ("seven of hearts"), as pgettext("suit", ...) translates them.
_SUIT_WORDS = {Suit.SPADES: N_("spades"), Suit.HEARTS: N_("hearts"), Suit.DIAMONDS: N_("diamonds"),
               Suit.CLUBS: N_("clubs")}
_CARD_PATTERN = re.compile(r"^(10|[2-9TJQKA])([SHDC♠♥♦♣♤♡♢♧])$")
_ACCEPTED = (
    "a rank (A, 2-9, T or 10, J, Q, K) followed by a suit "
    "(s, h, d, c or ♠ ♥ ♦ ♣), for example 'As', '10h', 'Q♦'"
)


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One playing card. Immutable and hashable; ordered by rank, then suit letter."""

    rank: Rank
    suit: Suit
    # Worked out once: cards are hashed and printed millions of times in a shoe's life.
    _key: int = field(init=False, repr=False, compare=False)
    _text: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Accept plain ints and suit letters, store the enums.
        try:
            rank, suit = Rank(self.rank), Suit(self.suit)
        except ValueError:
            raise ValueError(
                f"no such card: rank {self.rank!r}, suit {self.suit!r}; "
                "rank is 1 (ace) to 13 (king), suit one of 's', 'h', 'd', 'c'"
            ) from None
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "_key", int(rank) * 4 + _SUIT_INDEX[suit])
        object.__setattr__(self, "_text", f"{rank.letter}{suit.symbol}")

    def __hash__(self) -> int:
        return self._key

    def __copy__(self) -> Card:
        return self  # immutable: a copy is the card itself

    def __deepcopy__(self, memo: dict) -> Card:
        return self  # copying a shoe (a snapshot for the shoe panel) copies no card

    def __eq__(self, other: object) -> bool:
        if other.__class__ is Card:
            return self._key == other._key  # type: ignore[attr-defined]
        return NotImplemented

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card as people write it: "As", "TD", "10h", "qc", "Q♦", "A♠"."""
        if not isinstance(text, str):
            raise ValueError(f"cannot read a card from {text!r}: expected {_ACCEPTED}")
        match = _CARD_PATTERN.match(text.strip().upper())
        if match is None:
            raise ValueError(f"cannot read a card from {text!r}: expected {_ACCEPTED}")
        rank_text, suit_text = match.groups()
        return cls(_RANK_BY_TEXT[rank_text], _SUIT_BY_TEXT[suit_text.lower()])

    @property
    def name(self) -> str:
        """The card in words: "seven of hearts" (in the language in force)."""
        return _("{rank} of {suit}").format(rank=self.rank.word, suit=pgettext("suit", _SUIT_WORDS[self.suit]))

    @property
    def key_name(self) -> str:
        """The card in English words whatever the language ("seven of hearts"): for a key the
        records keep and the scoring compares."""
        return f"{_RANK_WORDS[self.rank]} of {_SUIT_WORDS[self.suit]}"

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


def rank_name(rank: Rank, *, plural: bool = False, translate: bool = True) -> str:
    """A rank's name ("king", or "kings" with ``plural``): in the language in force, or in
    English (``translate=False``) for a key the records keep and the scoring compares."""
    if translate:
        return rank.plural if plural else rank.word
    return (_RANK_PLURALS if plural else _RANK_WORDS)[rank]


def parse_cards(text: str) -> list[Card]:
    """Read several cards separated by spaces or commas ("As Kd 10h")."""
    return [Card.parse(part) for part in re.split(r"[\s,]+", text.strip()) if part]


def full_deck() -> list[Card]:
    """One standard 52-card deck in new-deck order (spades, hearts, diamonds, clubs)."""
    return [Card(rank, suit) for suit in Suit for rank in Rank]


def with_article(word: object) -> str:
    """A card, rank or number named with "a" or "an" as it is spoken: "an 8", "an ace", "a 7",
    "an eight", "an 11", "a king", "an 8♦". The one helper for every prompt that names a card.
    The article is a message: a language without articles (Chinese) gives the word alone."""
    text = str(word)
    digits = re.match(r"\d+", text)
    if digits:
        number = digits.group()
        vowel = number.startswith("8") or number in ("11", "18")
    else:
        vowel = text[:1].casefold() in ("a", "e", "i", "o")
    if vowel:
        return pgettext("article", "an {thing}").format(thing=text)
    return pgettext("article", "a {thing}").format(thing=text)
