"""Simulated players: basic strategy for the rules in force, and only human mistakes."""

from __future__ import annotations

import random

import pytest

from dealertrainer.engine.blackjack import (
    Action,
    BasicStrategyPlayer,
    BlackjackRound,
    BlackjackRules,
    basic_strategy,
    hand_value,
    play_round,
)
from dealertrainer.engine.cards import Card, parse_cards
from dealertrainer.engine.shoe import Shoe

ALL = (Action.HIT, Action.STAND, Action.DOUBLE, Action.SPLIT, Action.SURRENDER)
S17 = BlackjackRules(late_surrender=True)
H17 = BlackjackRules(late_surrender=True, dealer_hits_soft_17=True)
NO_DAS = BlackjackRules(double_after_split=False)
TWO_DECKS = BlackjackRules(decks=2)


def play(hand: str, up: str, rules: BlackjackRules, legal=ALL) -> Action:
    return basic_strategy(parse_cards(hand), Card.parse(up), legal, rules)


@pytest.mark.parametrize(
    ("hand", "up", "rules", "expected"),
    [
        ("Ts 9d", "6c", S17, Action.STAND),  # hard 19 is never doubled
        ("Ts 6d", "Tc", S17, Action.SURRENDER),
        ("Ts 6d", "7c", S17, Action.HIT),
        ("Ts 6d", "6c", S17, Action.STAND),
        ("Ts 2d", "3c", S17, Action.HIT),
        ("Ts 2d", "4c", S17, Action.STAND),
        ("6s 5d", "Ac", S17, Action.HIT),  # 11 against an ace: hit where the dealer stands on soft 17
        ("6s 5d", "Ac", H17, Action.DOUBLE),  # ... double where the dealer hits it
        ("6s 5d", "Ac", TWO_DECKS, Action.DOUBLE),
        ("5s 4d", "2c", S17, Action.HIT),
        ("5s 4d", "2c", TWO_DECKS, Action.DOUBLE),
        ("Ts 7d", "Ac", S17, Action.STAND),
        ("Ts 7d", "Ac", H17, Action.SURRENDER),
        ("Ts 5d", "Ac", H17, Action.SURRENDER),
        ("Ts 5d", "Ac", S17, Action.HIT),
        ("As 7d", "2c", S17, Action.STAND),
        ("As 7d", "2c", H17, Action.DOUBLE),
        ("As 7d", "9c", S17, Action.HIT),
        ("As 8d", "6c", S17, Action.STAND),
        ("As 8d", "6c", H17, Action.DOUBLE),
        ("As 6d", "3c", S17, Action.DOUBLE),
        ("As 2d", "4c", S17, Action.HIT),
        ("8s 8d", "Tc", S17, Action.SPLIT),
        ("As Ad", "Ac", S17, Action.SPLIT),
        ("Ts Td", "6c", S17, Action.STAND),
        ("5s 5d", "9c", S17, Action.DOUBLE),
        ("9s 9d", "7c", S17, Action.STAND),
        ("9s 9d", "8c", S17, Action.SPLIT),
        ("2s 2d", "2c", S17, Action.SPLIT),  # doubling after a split is allowed
        ("2s 2d", "2c", NO_DAS, Action.HIT),
        ("4s 4d", "5c", S17, Action.SPLIT),
        ("4s 4d", "5c", NO_DAS, Action.HIT),
        ("6s 6d", "2c", NO_DAS, Action.HIT),
    ],
)
def test_the_chart_for_the_house_rules(hand, up, rules, expected):
    assert play(hand, up, rules) == expected


def test_what_is_not_legal_falls_back_to_the_next_best_play():
    assert play("Ts 6d", "Tc", S17, (Action.HIT, Action.STAND)) == Action.HIT
    assert play("Ts 7d", "Ac", H17, (Action.HIT, Action.STAND)) == Action.STAND
    assert play("As 7d", "4c", S17, (Action.HIT, Action.STAND)) == Action.STAND  # Ds: double, else stand
    assert play("6s 5d", "4c", S17, (Action.HIT, Action.STAND)) == Action.HIT
    assert play("As 8d", "3c", S17, (Action.STAND,)) == Action.STAND  # split aces that may not hit


def _decisions(rules: BlackjackRules, mistake_rate: float, rounds: int, seed: int):
    """Every play decision made in ``rounds`` rounds: (cards before, upcard, legal, action)."""
    rng = random.Random(seed)
    player = BasicStrategyPlayer(random.Random(seed + 1), mistake_rate)
    seen = []

    def watching(round_: BlackjackRound):
        decision = player(round_)
        _, hand = round_.current
        action = decision[0] if isinstance(decision, tuple) else decision
        seen.append((tuple(hand.cards), round_.upcard, round_.legal_actions(), action))
        return decision

    shoe = Shoe(rules.decks, seed=seed)
    for _ in range(rounds):
        if shoe.cut_card_at is None or shoe.cut_card_reached:
            shoe.collect_all()
            shoe.shuffle(rng.randrange(2**32))
            shoe.place_cut_card(from_end=52)
        play_round(BlackjackRound(shoe, {s: 10 for s in range(1, 8)}, rules), watching)
        shoe.collect_all()
    return player, seen


@pytest.mark.parametrize("rules", [S17, H17, NO_DAS, TWO_DECKS])
def test_players_without_mistakes_follow_the_chart_and_never_insure(rules):
    _, seen = _decisions(rules, 0.0, 200, 5)
    for cards, up, legal, action in seen:
        if Action.NO_INSURANCE in legal:
            assert action is Action.NO_INSURANCE
        else:
            assert action is basic_strategy(list(cards), up, legal, rules)


def test_mistakes_are_occasional_and_human():
    player, seen = _decisions(H17, 0.05, 400, 9)
    plays = [d for d in seen if Action.NO_INSURANCE not in d[2]]
    wrong = [d for d in plays if d[3] is not basic_strategy(list(d[0]), d[1], d[2], H17)]
    assert 0 < len(wrong) <= 0.05 * len(seen) and player.mistakes >= len(wrong)
    for cards, _up, _legal, action in plays:
        total, soft = hand_value(cards)
        if action is Action.DOUBLE:
            assert soft or total <= 11, cards  # never a double on a hard 12 or more (hard 19 least of all)
        if action is Action.HIT and not soft:
            assert total <= 16, cards  # nobody hits a hard 17
    assert any(d[3] in (Action.INSURANCE, Action.EVEN_MONEY) for d in seen)  # the insurance slip is met


def test_a_mistake_rate_is_a_chance():
    with pytest.raises(ValueError, match="chance from 0 to 1"):
        BasicStrategyPlayer(random.Random(1), 1.5)
    with pytest.raises(ValueError, match="random.Random"):
        BasicStrategyPlayer(None, 0.1)
