"""The tableau: points, totals, the Player's rule and the Banker's full table, exhaustively."""

from __future__ import annotations

import pytest

from dealertrainer.engine.baccarat import (
    Coup,
    banker_decision,
    banker_draws,
    banker_draws_on_point,
    coup_from_cards,
    hand_total,
    is_natural,
    player_decision,
    player_draws,
    point,
)
from dealertrainer.engine.cards import Card, Rank, Suit, parse_cards

# The Banker's table as printed on a dealer-school card, written out here by hand:
# rows are the Banker's two-card total, the first column is "Player stood", the others
# the point of the Player's third card 0..9. D = draw, S = stand.
BANKER_TABLE = """
   st  0 1 2 3 4 5 6 7 8 9
0  D   D D D D D D D D D D
1  D   D D D D D D D D D D
2  D   D D D D D D D D D D
3  D   D D D D D D D D S D
4  D   S S D D D D D D S S
5  D   S S S S D D D D S S
6  S   S S S S S S D D S S
7  S   S S S S S S S S S S
8  S   S S S S S S S S S S
9  S   S S S S S S S S S S
"""


def _table() -> dict[tuple[int, int | None], bool]:
    rows = [line.split() for line in BANKER_TABLE.strip().splitlines()[1:]]
    out = {}
    for row in rows:
        total = int(row[0])
        marks = row[1:]
        assert len(marks) == 11
        out[(total, None)] = marks[0] == "D"
        for third in range(10):
            out[(total, third)] = marks[third + 1] == "D"
    return out


TABLE = _table()
# One card of each point: ace..nine for 1..9 and a king for 0.
CARD_OF_POINT = {p: Card(Rank(p if p else 13), Suit.CLUBS) for p in range(10)}


def test_points_of_every_rank() -> None:
    expected = {1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9, 10: 0, 11: 0, 12: 0, 13: 0}
    for rank, value in expected.items():
        for suit in Suit:
            assert point(Card(rank, suit)) == value


@pytest.mark.parametrize(
    ("cards", "total"),
    [("7h 8d", 5), ("Ks Qh", 0), ("9s 9h", 8), ("As 8c", 9), ("5d 5c 5h", 5), ("Td Jc 4h", 4), ("6s 7s 9s", 2)],
)
def test_hand_total_keeps_last_digit(cards: str, total: int) -> None:
    assert hand_total(parse_cards(cards)) == total


def test_point_refuses_non_cards() -> None:
    with pytest.raises(ValueError, match="Card"):
        point("7h")  # type: ignore[arg-type]


@pytest.mark.parametrize("total", range(10))
def test_player_rule(total: int) -> None:
    assert player_draws(total) is (total <= 5)
    assert player_decision(total).skill == f"baccarat.player.draws.{total}"


@pytest.mark.parametrize(("total", "third"), sorted(TABLE, key=lambda k: (k[0], -1 if k[1] is None else k[1])))
def test_banker_table_cell(total: int, third: int | None) -> None:
    """All 110 cells: Banker 0-9 against 'stood' and every third-card point."""
    card = None if third is None else CARD_OF_POINT[third]
    assert banker_draws(total, card) is TABLE[(total, third)]
    assert banker_draws_on_point(total, third) is TABLE[(total, third)]
    if total <= 7:
        decision = banker_decision(total, third)
        assert decision.draws is TABLE[(total, third)]
        assert decision.skill == f"baccarat.banker.{total}.vs.{'stood' if third is None else third}"
        assert ("draws" if decision.draws else "stands") in decision.reason


def test_banker_third_card_point_not_rank_matters() -> None:
    """A ten, jack, queen and king are all a 0 for the Banker's rule."""
    for rank in (10, 11, 12, 13):
        for total in range(10):
            assert banker_draws(total, Card(rank, "h")) is TABLE[(total, 0)]


@pytest.mark.parametrize("bad", [-1, 10, 15, 3.0, True, None, "5"])
def test_totals_outside_0_to_9_raise(bad: object) -> None:
    with pytest.raises(ValueError, match="0 to 9"):
        banker_draws(bad, None)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="0 to 9"):
        player_draws(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="0 to 9"):
        is_natural(bad)  # type: ignore[arg-type]


def test_banker_draws_refuses_a_bad_third_card() -> None:
    with pytest.raises(ValueError, match="Card or None"):
        banker_draws(3, 8)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="0 to 9"):
        banker_draws_on_point(3, 10)


def _two_cards(total: int) -> list[Card]:
    """Two cards making ``total`` without a pair: a king and the card of that point."""
    return [Card(Rank.KING, Suit.SPADES), CARD_OF_POINT[total] if total else Card(Rank.QUEEN, Suit.HEARTS)]


@pytest.mark.parametrize("p", range(10))
@pytest.mark.parametrize("b", range(10))
def test_every_first_two_card_pairing(p: int, b: int) -> None:
    """Every Player/Banker two-card total pairing: naturals stop the coup, others go on."""
    pc, bc = _two_cards(p), _two_cards(b)
    extra = [Card(Rank.TWO, Suit.DIAMONDS), Card(Rank.THREE, Suit.DIAMONDS)]
    coup = coup_from_cards([pc[0], bc[0], pc[1], bc[1], *extra])
    assert isinstance(coup, Coup)
    assert coup.natural is (p >= 8 or b >= 8)
    if coup.natural:
        assert len(coup.player_cards) == len(coup.banker_cards) == 2
        assert coup.winner.value == ("player" if p > b else "banker" if b > p else "tie")
        assert is_natural(max(p, b))
    else:
        assert len(coup.player_cards) == (3 if p <= 5 else 2)
        third = 2 if p <= 5 else None
        banker_third = TABLE[(b, third)]
        assert len(coup.banker_cards) == (3 if banker_third else 2)
