"""Whole stud hands on stacked shoes: the dealer's steps for every pattern, folds,
the penalty, the open-pair limit, the community card and the one-player-left win."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from dealertrainer.engine.cards import parse_cards
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.steps import AnswerKind, DealerStep
from dealertrainer.engine.stud import (
    Decision,
    RandomPlayers,
    ScriptedPlayers,
    StudGame,
    StudRules,
    best_hand,
    deal_hand,
    hand_steps,
    pattern_for,
)
from dealertrainer.engine.stud.calls import DRAW_CALLS

D = Decision


def stacked(text: str) -> Shoe:
    return Shoe.stacked(parse_cards(text))


def quiz(steps: list[DealerStep] | tuple[DealerStep, ...], *actions: str) -> list[tuple]:
    """(action, seat, answer) of the steps with the given actions, in order."""
    return [(s.action, s.seat, s.answer) for s in steps if s.action in actions]


def seat_view(step: DealerStep, seat: int):
    return step.table.hand(f"seat {seat}")


# --------------------------------------------------------------------------- five-card stud
# Seat order per round: seat 1, seat 2, seat 3.
FIVE_CARD_SHOE = (
    "9c 2s 7c "  # hole cards
    "4d 4s 6h "  # first upcards: six high bets
    "2d 4c Tc "  # second: seat 2 pairs fours
    "Jd Ks 9d "  # third: seat 1 possible flush, seat 3 possible straight (the seed's boards)
    "8d Kh 8s"  # fourth: seat 2 two pair, seat 3 still a possible straight
)
FIVE = StudRules(game=StudGame.FIVE_CARD, seats=3)


def test_five_card_stud_full_deal():
    shoe = stacked(FIVE_CARD_SHOE)
    deal = deal_hand(FIVE, shoe)
    steps = deal.steps
    assert [s.action for s in steps[:6]] == ["deal_down"] * 3 + ["deal_up"] * 3
    assert quiz(steps, "first_to_act", "call_first_to_act") == [
        ("first_to_act", 3, 3),
        ("call_first_to_act", 3, "Six high bets"),
        ("first_to_act", 2, 2),
        ("call_first_to_act", 2, "Pair of fours bets"),
        ("first_to_act", 2, 2),
        ("call_first_to_act", 2, "Pair of fours bets"),
        ("first_to_act", 2, 2),
        ("call_first_to_act", 2, "Two pair, kings and fours bets"),
    ]
    assert [s.skill for s in steps if s.action == "first_to_act"] == [
        "stud.first_to_act.high_card",
        "stud.first_to_act.pair",
        "stud.first_to_act.pair",
        "stud.first_to_act.two_pair",
    ]
    # Limits: small, then the open pair raises it (and it stays), last interval big anyway.
    assert quiz(steps, "limit") == [("limit", None, 2), ("limit", None, 5), ("limit", None, 5), ("limit", None, 5)]
    assert [s.skill for s in steps if s.action == "limit"] == [
        "stud.limit.street",
        "stud.limit.open_pair",
        "stud.limit.open_pair",
        "stud.limit.street",
    ]
    # What to announce as the third and fourth upcards land, for every seat, as it is said.
    assert quiz(steps, "announce_draws") == [
        ("announce_draws", 1, "Possible flush"),
        ("announce_draws", 2, "Nothing"),
        ("announce_draws", 3, "Possible straight"),
        ("announce_draws", 1, "Possible flush"),
        ("announce_draws", 2, "Nothing"),
        ("announce_draws", 3, "Possible straight"),
    ]
    said = [s.say for s in steps if s.action == "announce_draws" and s.say]
    assert said == ["Possible flush", "Possible straight", "Possible flush", "Possible straight"]
    assert [s.skill for s in steps if s.action == "announce_draws"][:3] == [
        "stud.announce.possible_flush", "stud.announce.possible_straight", "stud.announce.possible_straight"]
    assert quiz(steps, "announce_showing") == [
        ("announce_showing", 2, "Pair of fours"),
        ("announce_showing", 2, "Two pair, kings and fours"),
    ]
    assert quiz(steps, "showdown", "name_hand") == [
        ("showdown", 3, "Seat 3"),
        ("name_hand", 3, "Straight, ten high"),
    ]
    # The winner is pointed to first; the hand is named only in answer to its own question.
    assert [s.say for s in steps if s.action in ("showdown", "name_hand")] == [
        "Seat 3 wins the pot", "Seat 3 wins with straight, ten high"]
    assert deal.winners == (3,) and deal.winning_hand.name == "Straight, ten high"
    assert not deal.folded and not deal.uncontested
    # Every card went back to the discard rack.
    assert shoe.cards_left == 0 and not shoe.on_table and shoe.discard_count == 15
    shoe.check_conservation()


def test_five_card_table_views_hide_hole_cards_until_the_showdown():
    steps = hand_steps(FIVE, stacked(FIVE_CARD_SHOE))
    first_up = next(s for s in steps if s.action == "deal_up")
    view = seat_view(first_up, 1)
    assert [str(c) for c in view.cards] == ["9♣", "4♦"] and view.face_down == (True, False)
    assert seat_view(first_up, 2).face_down == (True,)
    shown = next(s for s in steps if s.action == "show_hole_cards")
    assert all(not any(seat_view(shown, seat).face_down) for seat in (1, 2, 3))
    assert all(s.table.game == "stud" for s in steps)


def test_every_question_is_complete():
    steps = hand_steps(FIVE, stacked(FIVE_CARD_SHOE))
    for step in steps:
        if step.is_question:
            assert step.explanation and step.skill and step.skill.startswith("stud.")
            if step.answer_kind in (AnswerKind.PHRASE, AnswerKind.CHOICE):
                assert step.answer in step.choices and len(step.choices) >= 2
                assert len(set(step.choices)) == len(step.choices)


def test_seed_examples_are_called_with_reasons():
    steps = hand_steps(FIVE, stacked(FIVE_CARD_SHOE))
    straight = next(s for s in steps if s.action == "announce_draws" and s.seat == 3)
    assert "6♥ 10♣ 9♦" in straight.question and "10 less 6 is 4" in straight.explanation
    assert straight.question.endswith("What do you announce?") and straight.choices == DRAW_CALLS
    flush = next(s for s in steps if s.action == "announce_draws" and s.seat == 1)
    assert "4♦ 2♦ J♦" in flush.question and "same suit" in flush.explanation
    assert 'announces "possible flush"' in flush.explanation


def test_five_card_fold_showing_a_hole_card():
    # Seat 1 folds on the second interval and shows a hole card: no more cards for seat 1.
    shoe = stacked("9c 2s 7c 4d 4s 6h 2d 4c Tc Ks 9d Kh 8s")
    players = ScriptedPlayers({(2, 1): D.FOLD_SHOWING_HOLE})
    deal = deal_hand(FIVE, shoe, players)
    steps = deal.steps
    assert deal.folded == (1,) and deal.penalties == {1: 2}
    fold = next(s for s in steps if s.action == "fold")
    assert fold.seat == 1 and fold.answer_kind is AnswerKind.CHOICE and fold.skill == "stud.fold.procedure"
    view = seat_view(fold, 1)
    assert view.folded and view.face_down == (True, True, True)
    penalty = next(s for s in steps if s.action == "fold_penalty")
    assert (penalty.answer, penalty.skill, penalty.seat) == (2, "stud.fold.penalty", 1)
    assert "9♣" in penalty.question
    after = steps[steps.index(penalty) + 1 :]
    assert all(s.seat != 1 for s in after if s.action.startswith("deal"))
    assert len(seat_view(steps[-1], 1).cards) == 3
    assert quiz(steps, "showdown") == [("showdown", 3, "Seat 3")]
    showdown = next(s for s in steps if s.action == "showdown")
    assert "Seat 1" not in showdown.choices


def test_penalty_follows_the_house_setting():
    rules = StudRules(game=StudGame.FIVE_CARD, seats=3, fold_penalty_chips=5)
    shoe = stacked("9c 2s 7c 4d 4s 6h 2d 4c Tc Ks 9d Kh 8s")
    deal = deal_hand(rules, shoe, ScriptedPlayers({(2, 1): D.FOLD_SHOWING_HOLE}))
    assert deal.penalties == {1: 5}
    plain = deal_hand(FIVE, stacked("9c 2s 7c 4d 4s 6h 2d 4c Tc Ks 9d Kh 8s"), ScriptedPlayers({(2, 1): D.FOLD}))
    assert plain.penalties == {} and not any(s.action == "fold_penalty" for s in plain.steps)


def test_open_pair_house_setting_off_keeps_the_small_limit():
    rules = StudRules(game=StudGame.FIVE_CARD, seats=3, open_pair_raises_limit=False)
    steps = hand_steps(rules, stacked(FIVE_CARD_SHOE))
    assert [s.answer for s in steps if s.action == "limit"] == [2, 2, 2, 5]


def test_one_player_left_wins_without_a_showdown():
    # Seat 3's six must open; seats 1 and 2 fold behind it.
    shoe = stacked(FIVE_CARD_SHOE)
    deal = deal_hand(FIVE, shoe, ScriptedPlayers({(1, 1): D.FOLD, (1, 2): D.FOLD}))
    assert deal.winners == (3,) and deal.uncontested and deal.winning_hand is None
    assert deal.steps[-1].action == "uncontested"
    assert (deal.steps[-1].answer, deal.steps[-1].skill) == (3, "stud.showdown.uncontested")
    assert not any(s.action in ("showdown", "show_hole_cards") for s in deal.steps)
    assert shoe.cards_dealt == 6 and shoe.cards_left == 9
    # The winner's hole card never turns up.
    assert seat_view(deal.steps[-1], 3).face_down == (True, False)


def test_the_forced_opener_cannot_fold():
    with pytest.raises(ValueError, match="seat 3 must open interval 1"):
        deal_hand(FIVE, stacked(FIVE_CARD_SHOE), ScriptedPlayers({(1, 3): D.FOLD}))


def test_later_first_speaker_may_fold():
    deal = deal_hand(FIVE, stacked("9c 2s 7c 4d 4s 6h 2d 4c Tc Ks 9d Kh 8s"), ScriptedPlayers({(2, 2): D.FOLD, (2, 1): D.FOLD}))
    assert deal.winners == (3,) and deal.folded == (2, 1)


# --------------------------------------------------------------------------- seven-card stud
SEVEN_SHOE = (
    "3d 9d Kd "  # down
    "8c Ts Kh "  # down
    "2h 2c Ks "  # third street up: the two of clubs brings it in
    "2s 9c Ad "  # fourth: seat 1 pairs twos
    "7h 9h Ac "  # fifth: pairs of nines and aces
    "7c 5d 3s "  # sixth: seat 1 two pair
    "Qc 9s Kc"  # seventh, down: four nines lose to four kings
)
SEVEN = StudRules(game=StudGame.SEVEN_CARD, seats=3)


def test_seven_card_stud_full_deal():
    shoe = stacked(SEVEN_SHOE)
    deal = deal_hand(SEVEN, shoe)
    steps = deal.steps
    assert [s.action for s in steps[:9]] == ["deal_down"] * 6 + ["deal_up"] * 3
    bring_in = [s for s in steps if s.action == "bring_in"]
    assert [(s.answer, s.skill, s.say) for s in bring_in] == [(2, "stud.bring_in", "The dealer points to seat 2")]
    call = next(s for s in steps if s.action == "call_first_to_act")
    assert call.say == "Two of clubs brings it in"  # said after the seat is asked, in answer to its own question
    assert call.answer == "Two of clubs brings it in" and "Two of hearts brings it in" in call.choices
    assert "clubs, diamonds, hearts, spades" in bring_in[0].explanation
    assert quiz(steps, "first_to_act") == [
        ("first_to_act", 1, 1),
        ("first_to_act", 3, 3),
        ("first_to_act", 1, 1),
        ("first_to_act", 1, 1),
    ]
    assert [s.say for s in steps if s.action == "call_first_to_act" and s.skill != "stud.bring_in"] == [
        "Pair of twos bets",
        "Pair of aces bets",
        "Two pair, sevens and twos bets",
        "Two pair, sevens and twos bets",
    ]
    assert quiz(steps, "announce_showing") == [
        ("announce_showing", 1, "Pair of twos"),
        ("announce_showing", 2, "Pair of nines"),
        ("announce_showing", 3, "Pair of aces"),
        ("announce_showing", 1, "Two pair, sevens and twos"),
    ]
    # No possible straight / flush calls in seven-card stud.
    assert not any(s.action.startswith("possible_") for s in steps)
    # Open pair on fourth street: big limit at once; big by the street from fifth on.
    assert [s.answer for s in steps if s.action == "limit"] == [2, 5, 5, 5, 5]
    assert [s.skill for s in steps if s.action == "limit"][:3] == [
        "stud.limit.street",
        "stud.limit.open_pair",
        "stud.limit.street",
    ]
    # Seventh street is dealt face down.
    assert [s.action for s in steps if s.action.startswith("deal")][-3:] == ["deal_down"] * 3
    assert deal.winners == (3,) and deal.winning_hand.name == "Four kings"
    assert deal.showdown.hands[2].name == "Four nines"
    winner = next(s for s in steps if s.action == "showdown")
    assert winner.say == "Seat 3 wins the pot" and "four nines" in winner.explanation
    assert shoe.cards_left == 0 and not shoe.on_table


def test_seven_card_without_bring_in_the_high_card_opens():
    rules = StudRules(game=StudGame.SEVEN_CARD, seats=3, bring_in=False)
    steps = hand_steps(rules, stacked(SEVEN_SHOE))
    at = next(i for i, s in enumerate(steps) if s.action in ("first_to_act", "bring_in"))
    first, words = steps[at], steps[at + 1]
    assert (first.action, first.answer, first.say) == ("first_to_act", 3, "The dealer points to seat 3")
    assert (words.action, words.say) == ("call_first_to_act", "King high bets")


def test_seven_card_folds_and_last_player_standing():
    # Third street: seat 2 brings in, seat 3 and seat 1 fold after it: seat 2 wins.
    shoe = stacked(SEVEN_SHOE)
    deal = deal_hand(SEVEN, shoe, ScriptedPlayers({(1, 3): D.FOLD, (1, 1): D.FOLD}))
    assert deal.folded == (3, 1) and deal.winners == (2,) and deal.uncontested
    assert shoe.cards_dealt == 9


def test_seven_card_fold_on_fifth_street():
    shoe = stacked("3d 9d Kd 8c Ts Kh 2h 2c Ks 2s 9c Ad 7h 9h Ac 7c 3s Qc Kc")
    deal = deal_hand(SEVEN, shoe, ScriptedPlayers({(3, 2): D.FOLD}))
    assert deal.folded == (2,) and deal.winners == (3,)
    assert len(seat_view(deal.steps[-1], 2).cards) == 5
    assert shoe.cards_left == 0


def test_seven_card_community_card_when_the_deck_runs_short():
    rules = StudRules(game=StudGame.SEVEN_CARD, seats=8)
    shoe = Shoe(1, seed=11)
    deal = deal_hand(rules, shoe)
    steps = deal.steps
    community = [s for s in steps if s.action == "community_card"]
    assert len(community) == 1 and community[0].skill == "stud.deal.community_card"
    assert "8 players" in community[0].question and "4 cards" in community[0].question
    centre = [s for s in steps if s.action == "deal_community"]
    assert len(centre) == 1
    last = steps[-1].table
    assert last.hand("center") is not None and len(last.hand("center").cards) == 1
    assert all(len(seat_view(steps[-1], s).cards) == 6 for s in range(1, 9))
    # Every showdown hand is the best of the seat's six cards plus the centre card.
    centre_card = last.hand("center").cards[0]
    for seat, rank in deal.showdown.hands.items():
        assert rank == best_hand([*seat_view(steps[-1], seat).cards, centre_card])
    assert shoe.cards_left == 3
    shoe.check_conservation()


def test_a_short_shoe_on_a_multi_card_street_is_an_error():
    with pytest.raises(ValueError, match="third street needs 9 cards"):
        deal_hand(SEVEN, stacked("3d 9d Kd 8c Ts Kh 2h"))


# --------------------------------------------------------------------------- home seven-card stud
HOME_SHOE = (
    "2c 3c 4c 5d 6d 7d Ks Qh Kd "  # 2 down, 1 up: kings on seats 1 and 3 tie
    "8c 9c Tc Jh Js 3h "  # 2 down
    "Qd Kh "  # 1 up (seat 2 has folded): seat 3 pairs kings
    "Qc 2d"  # 1 up
)
HOME = StudRules(game=StudGame.HOME_SEVEN, seats=3)


def test_home_pattern_matches_the_seed_sequence():
    faces = [f.value for f in pattern_for(StudGame.HOME_SEVEN).faces()]
    assert faces == ["down", "down", "up", "down", "down", "up", "up"]


def test_home_seven_full_deal_with_a_fold_and_a_tie():
    shoe = stacked(HOME_SHOE)
    deal = deal_hand(HOME, shoe, ScriptedPlayers({(2, 2): D.FOLD}))
    steps = deal.steps
    firsts = [s for s in steps if s.action == "first_to_act"]
    words = [s.say for s in steps if s.action == "call_first_to_act"]
    assert [(s.answer, s.skill) for s in firsts] == [
        (1, "stud.first_to_act.tie"), (1, "stud.first_to_act.tie"),
        (3, "stud.first_to_act.pair"), (3, "stud.first_to_act.pair"),
    ]
    assert words == ["King high bets", "King high bets", "Pair of kings bets", "Pair of kings bets"]
    assert "nearest" in firsts[0].explanation
    assert not any(s.action == "bring_in" for s in steps)
    assert [s.answer for s in steps if s.action == "limit"] == [2, 2, 5, 5]
    assert quiz(steps, "announce_showing") == [
        ("announce_showing", 3, "Pair of kings"),
        ("announce_showing", 1, "Pair of queens"),
    ]
    assert deal.folded == (2,)
    assert deal.winners == (3,) and deal.winning_hand.name == "Pair of kings"
    name = next(s for s in steps if s.action == "name_hand")
    assert name.answer == "Pair of kings" and "Pair of queens" in name.choices
    assert len(seat_view(steps[-1], 2).cards) == 5
    assert shoe.cards_left == 0


def test_split_pot_at_the_showdown():
    # Seats 1 and 2 make the same straight; seat 3 has less.
    shoe = stacked("9c 9d 2s 8c 8d Kh 7h 7s Qh 6h 6s Jd 5c 5d 3c")
    deal = deal_hand(FIVE, shoe)
    assert deal.winners == (1, 2)
    showdown = next(s for s in deal.steps if s.action == "showdown")
    assert showdown.answer == "Split: seats 1 and 2" and "split" in showdown.explanation
    assert showdown.say.startswith("Seats 1 and 2 split the pot")


# --------------------------------------------------------------------------- seeded players
@pytest.mark.parametrize("game", list(StudGame))
def test_random_players_are_repeatable_and_keep_every_rule(game):
    seats = pattern_for(game).max_seats
    rules = StudRules(game=game, seats=seats)
    for seed in range(40):
        a = deal_hand(rules, Shoe(1, seed=seed), RandomPlayers(seed, fold_chance=0.2, careless_chance=0.3))
        b = deal_hand(rules, Shoe(1, seed=seed), RandomPlayers(seed, fold_chance=0.2, careless_chance=0.3))
        assert a.steps == b.steps
        live = [s for s in range(1, seats + 1) if s not in a.folded]
        assert set(a.winners) <= set(live) and a.winners
        assert a.uncontested == (len(live) == 1)
        last = a.steps[-1].table
        for seat in a.folded:
            view = last.hand(f"seat {seat}")
            assert view.folded and all(view.face_down)
        for step in a.steps:
            if step.is_question:
                assert step.explanation and step.skill
        # The first speaker of the first interval never folds in the model.
        limits = [i for i, s in enumerate(a.steps) if s.action == "limit"]
        end = limits[1] if len(limits) > 1 else len(a.steps)
        first = next(s for s in a.steps if s.action in ("first_to_act", "bring_in"))
        assert all(s.seat != first.answer for s in a.steps[:end] if s.action == "fold")


def test_random_players_do_fold_sometimes_and_validate():
    rules = StudRules(game=StudGame.FIVE_CARD, seats=8)
    folds = sum(len(deal_hand(rules, Shoe(1, seed=s), RandomPlayers(s)).folded) for s in range(30))
    assert folds > 0
    with pytest.raises(ValueError, match="fold_chance"):
        RandomPlayers(1, fold_chance=1.5)


# --------------------------------------------------------------------------- house rules
def test_rules_refuse_too_many_seats_for_the_deck():
    with pytest.raises(ValidationError, match="at most 8 seats"):
        StudRules(game=StudGame.SEVEN_CARD, seats=9)
    assert StudRules(game=StudGame.FIVE_CARD, seats=10).seats == 10


def test_rules_refuse_a_big_limit_below_the_small_one():
    with pytest.raises(ValidationError, match="big limit"):
        StudRules(small_limit=5, big_limit=2)


def test_stud_needs_a_single_deck_and_hands_follow_each_other():
    with pytest.raises(ValueError, match="single deck"):
        deal_hand(FIVE, Shoe(2, seed=1))
    shoe = Shoe(1, seed=5)
    first = deal_hand(FIVE, shoe)
    shoe.shuffle(6)  # the cards of the first hand are back in the rack, so this is allowed
    second = deal_hand(FIVE, shoe)
    assert first.steps != second.steps and shoe.cards_left == 52 - 15


def test_pattern_for_unknown_game():
    with pytest.raises(ValueError, match="no stud game"):
        pattern_for("razz")
