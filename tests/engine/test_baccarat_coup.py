"""Coups dealt from stacked shoes for every branch, and properties over random shoes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealertrainer.engine.baccarat import Coup, Winner, coup_from_cards, deal_coup
from dealertrainer.engine.cards import Card, parse_cards
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.shoe_events import Dealt

from tests.engine.test_baccarat_tableau import TABLE


def _points(cards: tuple[Card, ...]) -> int:
    return sum(min(int(c.rank), 10) % 10 for c in cards) % 10


# (cards in the shoe, expected player cards, expected banker cards, winner)
BRANCHES = [
    # naturals: nobody draws
    ("9s 7h Kd Qc 5s 5h", "9s Kd", "7h Qc", "player"),  # natural 9 against a 7
    ("4s 3h 2d 5c 5s 5h", "4s 2d", "3h 5c", "banker"),  # natural 8 against a 6
    ("4s 3h 4d 5c 5s 5h", "4s 4d", "3h 5c", "tie"),  # natural 8 each
    ("5s 4h 4d 4c 5s 5h", "5s 4d", "4h 4c", "player"),  # natural 9 beats natural 8
    ("8s 2h Kd 3c 5s 5h", "8s Kd", "2h 3c", "player"),  # the Banker's 5 does not draw
    # the Player stands on 6 or 7
    ("6s 2h Kd 3c 4s 5h", "6s Kd", "2h 3c 4s", "banker"),  # Banker 5 draws when the Player stood
    ("7s 3h Kd 3c 4s 5h", "7s Kd", "3h 3c", "player"),  # Banker 6 stands when the Player stood
    ("7s 4h Kd 3c 4s 5h", "7s Kd", "4h 3c", "tie"),  # Banker 7 stands
    ("6s Kh Kd 3c 2s 5h", "6s Kd", "Kh 3c 2s", "player"),  # Banker 3 draws when the Player stood
    # the Player draws
    ("2s Kh 3d 3c 8s 5h", "2s 3d 8s", "Kh 3c", "tie"),  # Banker 3 stands on a Player 8
    ("2s Kh 3d 5c 4s 4h", "2s 3d 4s", "Kh 5c 4h", "tie"),  # Banker 5 draws on a 4
    ("As Kh 2d 6c 5s 4h", "As 2d 5s", "Kh 6c", "player"),  # Banker 6 stands on a 5
    ("As Kh 2d 6c 6s 3h", "As 2d 6s", "Kh 6c 3h", "tie"),  # Banker 6 draws on a 6
    ("As Kh 2d 4c Ks 3h", "As 2d Ks", "Kh 4c", "banker"),  # Banker 4 stands on a 0
    ("As Kh 2d 4c 2s 3h", "As 2d 2s", "Kh 4c 3h", "banker"),  # Banker 4 draws on a 2
    ("As Kh 2d Kc 9s 3h", "As 2d 9s", "Kh Kc 3h", "banker"),  # Banker 0 always draws
    ("As Kh 2d 7c 7s 3h", "As 2d 7s", "Kh 7c", "banker"),  # Banker 7 never draws
]


def _winner(player: list[Card], banker: list[Card]) -> str:
    p, b = _points(tuple(player)), _points(tuple(banker))
    return "player" if p > b else "banker" if b > p else "tie"


@pytest.mark.parametrize(("stack", "player", "banker", "winner"), BRANCHES)
def test_branch_from_a_stacked_shoe(stack: str, player: str, banker: str, winner: str) -> None:
    shoe = Shoe.stacked(parse_cards(stack))
    coup = deal_coup(shoe)
    assert coup.player_cards == tuple(parse_cards(player))
    assert coup.banker_cards == tuple(parse_cards(banker))
    assert coup.winner.value == winner == _winner(parse_cards(player), parse_cards(banker))
    assert shoe.cards_dealt == len(coup.cards)
    shoe.check_conservation()


def test_deal_order_alternates_player_banker() -> None:
    shoe = Shoe.stacked(parse_cards("As 2h 3d 4c 5s 6h"))
    deal_coup(shoe)
    deals = [(e.card, e.to) for e in shoe.log if isinstance(e, Dealt)]
    assert [to for _, to in deals[:4]] == ["player", "banker", "player", "banker"]


def test_the_named_branches_cover_every_kind_of_ending() -> None:
    """Naturals, stand/stand, stand/draw, draw/stand and draw/draw all occur above."""
    seen = set()
    for stack, *_ in BRANCHES:
        coup = coup_from_cards(parse_cards(stack))
        seen.add((coup.natural, len(coup.player_cards), len(coup.banker_cards)))
        seen.add(coup.winner)
    assert {(True, 2, 2), (False, 2, 2), (False, 2, 3), (False, 3, 2), (False, 3, 3)} <= seen
    assert set(Winner) <= seen


def test_coup_properties() -> None:
    coup = coup_from_cards(parse_cards("As Kh 2d 6c 6s 3h"))
    assert coup.player_third == Card.parse("6s")
    assert coup.banker_third == Card.parse("3h")
    assert coup.player_first_total == 3 and coup.banker_first_total == 6
    assert coup.cards == tuple(parse_cards("As Kh 2d 6c 6s 3h"))
    assert "Player" in str(coup)
    assert Winner.BANKER == "banker" and str(Winner.TIE) == "tie"


def test_pairs_and_three_card_seven() -> None:
    coup = coup_from_cards(parse_cards("7s 2h 7d 2c 3s 3h"))  # player 4 draws 3 -> 7; banker 4 draws on 3 -> 7
    assert coup.player_pair and coup.banker_pair
    assert coup.winner is Winner.TIE and not coup.banker_three_card_seven
    coup = coup_from_cards(parse_cards("Ks 4h Kd Kc 3s 3h"))  # player 0 -> 3; banker 4 draws on 3 -> 7
    assert coup.banker_three_card_seven and coup.player_pair and not coup.banker_pair
    coup = coup_from_cards(parse_cards("Ks 4h Kd 3c 6s"))  # banker 7 on two cards: not a three-card 7
    assert coup.winner is Winner.BANKER and coup.banker_total == 7 and not coup.banker_three_card_seven


def test_coup_needs_two_or_three_cards_a_hand() -> None:
    with pytest.raises(ValueError, match="two or three"):
        Coup(tuple(parse_cards("As")), tuple(parse_cards("Ks Kd")))
    with pytest.raises(ValueError, match="not enough"):
        coup_from_cards(parse_cards("As 2s 3s 4s"))


def _follows_the_rules(coup: Coup) -> bool:
    p2, b2 = _points(coup.player_cards[:2]), _points(coup.banker_cards[:2])
    if p2 >= 8 or b2 >= 8:
        return len(coup.player_cards) == len(coup.banker_cards) == 2
    if (len(coup.player_cards) == 3) != (p2 <= 5):
        return False
    third = None if coup.player_third is None else _points((coup.player_third,))
    return (len(coup.banker_cards) == 3) == TABLE[(b2, third)]


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 8), st.integers(0, 2**32))
def test_random_shoes_deal_by_the_rules(decks: int, seed: int) -> None:
    shoe = Shoe(decks, seed=seed)
    dealt = 0
    while shoe.cards_left >= 6:
        coup = deal_coup(shoe)
        assert 4 <= len(coup.cards) <= 6
        dealt += len(coup.cards)
        assert coup.player_total == _points(coup.player_cards) == sum(min(int(c.rank), 10) for c in coup.player_cards) % 10
        assert coup.banker_total == _points(coup.banker_cards)
        assert 0 <= coup.player_total <= 9 and 0 <= coup.banker_total <= 9
        assert _follows_the_rules(coup)
        shoe.check_conservation()
        shoe.collect(coup.cards)
        if dealt > 120:
            break
    shoe.check_conservation()
    assert shoe.cards_dealt == dealt
