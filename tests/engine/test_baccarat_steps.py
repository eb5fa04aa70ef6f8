"""The coup as dealer steps, the start of a shoe, and a shoe played to the cut card."""

from __future__ import annotations

from decimal import Decimal

import pytest

from dealertrainer.engine.baccarat import (
    AfterCutCard,
    BaccaratRules,
    CommissionBox,
    ShoeSession,
    coup_steps,
    new_shoe_steps,
)
from dealertrainer.engine.cards import parse_cards
from dealertrainer.engine.shoe import Shoe, ShoeError
from dealertrainer.engine.steps import AnswerKind, questions, spots_in

D = Decimal


def test_draw_draw_coup_steps_in_order() -> None:
    shoe = Shoe.stacked(parse_cards("As Kh 2d 4c 2s 3h 9c"))  # P 3 draws 2 -> 5; B 4 draws on 2 -> 7
    coup, steps = coup_steps(shoe, {3: {"banker": 35, "tie": 5}, 7: {"player": 25}})
    actions = [s.action for s in steps]
    assert actions == [
        "no_more_bets", "deal", "deal", "deal", "deal", "total_player", "total_banker", "natural",
        "player_draws", "deal", "total_player", "banker_draws", "deal", "total_banker", "result",
        "take_losing", "settle", "settle", "pay", "collect",
    ]
    by = {s.action: s for s in steps}
    assert [s.answer for s in steps if s.action == "deal" and s.is_question] == ["player", "banker", "player", "banker"]
    totals = [(s.action, s.answer, s.skill) for s in steps if s.action.startswith("total")]
    assert totals == [
        ("total_player", 3, "baccarat.total.two_cards"), ("total_banker", 4, "baccarat.total.two_cards"),
        ("total_player", 5, "baccarat.total.three_cards"), ("total_banker", 7, "baccarat.total.three_cards"),
    ]
    assert steps[6].say == "Player shows 3, Banker 4."
    assert by["natural"].answer is False and by["natural"].skill == "baccarat.natural.none"
    assert by["player_draws"].answer == "draw" and by["player_draws"].skill == "baccarat.player.draws.3"
    assert by["banker_draws"].answer == "draw" and by["banker_draws"].skill == "baccarat.banker.4.vs.2"
    assert by["result"].answer == "banker" and by["result"].skill == "baccarat.result"
    # No step before the result says "win".
    for s in steps[: actions.index("result")]:
        assert "win" not in s.say.lower()
    # The losing bets are one question for the layout, then taken bet by bet as motions.
    losing = by["take_losing"]
    assert losing.skill == "baccarat.settle.lose" and losing.answer == "Player and Tie"
    assert losing.question == "Banker wins, 7 over 5. Which bets lose?"
    assert losing.answer_kind is AnswerKind.SPOTS
    assert losing.choices == ("Player", "Banker", "Tie")  # every spot with a bet, in layout order
    settles = [(s.seat, s.answer, s.skill, s.is_question) for s in steps if s.action in ("settle", "pay")]
    assert settles == [
        (7, None, None, False), (3, None, None, False), (3, D("33.25"), "baccarat.payout.banco", True),
    ]
    assert [len(s.table.bets) for s in steps if s.action == "settle"] == [2, 1]  # each taken off the felt
    assert shoe.cards_left == 1 and not shoe.on_table
    shoe.check_conservation()
    assert coup.winner == "banker"


def test_every_question_is_complete() -> None:
    shoe = Shoe(8, seed=11)
    rules = BaccaratRules(commission_style="box")
    all_steps = new_shoe_steps(shoe, rules)
    boxes: dict[int, CommissionBox] = {}
    for _ in range(30):
        _, steps = coup_steps(shoe, {1: {"banker": 10, "player pair": 5}, 5: {"player": 20, "tie": 5}}, rules, boxes)
        all_steps += steps
    asked = questions(all_steps)
    assert asked
    for s in asked:
        assert s.explanation and s.skill and s.skill.startswith("baccarat.")
        assert s.table.game == "baccarat"
        if s.answer_kind is AnswerKind.MONEY:
            assert isinstance(s.answer, Decimal)
    skills = {s.skill for s in asked}
    assert {"baccarat.burn.count", "baccarat.deal.order", "baccarat.result", "baccarat.natural.none"} <= skills


def test_box_commission_is_marked_in_the_seats_box() -> None:
    shoe = Shoe.stacked(parse_cards("2s 5h 4h 4c"))  # banker natural 9
    boxes: dict[int, CommissionBox] = {3: CommissionBox(3, D("0.50"), [D("0.50")])}
    _, steps = coup_steps(shoe, {3: {"banker": 6}, 2: {"banker": 35}}, BaccaratRules(commission_style="box"), boxes)
    pays = [(s.seat, s.answer) for s in steps if s.action == "pay"]
    marks = [(s.seat, s.answer, s.skill) for s in steps if s.action == "commission"]
    assert pays == [(3, D("6.00")), (2, D("35.00"))]
    assert marks == [(3, D("0.50"), "baccarat.commission.box"), (2, D("1.75"), "baccarat.commission.box")]
    assert boxes[3].owed == D("1.00") and boxes[2].owed == D("1.75")
    assert steps[-1].table.commission == ((2, D("1.75")), (3, D("1.00")))


def test_step_tables_show_the_felt() -> None:
    shoe = Shoe.stacked(parse_cards("9s 5h Th 2c"))  # player natural 9
    _, steps = coup_steps(shoe, {4: {"player": 10}, 6: {"banker": 10}})
    first_deal = steps[1]
    assert first_deal.table.hand("drawn").cards == tuple(parse_cards("9s"))
    assert first_deal.table.hand("player").cards == ()
    result = next(s for s in steps if s.action == "result")
    assert result.table.hand("player").cards == tuple(parse_cards("9s Th"))
    assert result.table.hand("player").label == "9"
    spots = {(b.seat, b.spot) for b in result.table.bets}
    assert spots == {(4, "player"), (6, "banker")}
    assert {(b.seat, b.spot) for b in steps[-1].table.bets} == {(4, "player")}  # the loser was taken


def test_new_shoe_steps_burn_by_the_first_card() -> None:
    shoe = Shoe(8, seed=2)
    steps = new_shoe_steps(shoe, BaccaratRules(cut_card_from_end=16), cut_position=200)
    burn = next(s for s in steps if s.action == "burn_count")
    first = burn.table.hand("burn").cards[0]
    assert burn.answer == min(int(first.rank), 10)
    assert shoe.burned == 1 + burn.answer
    assert shoe.cards_behind_cut_card == 16
    assert next(s for s in steps if s.action == "cut_card").answer == 16
    assert steps[-1].table.hand("burn").face_down == (False,) + (True,) * burn.answer


def test_bets_must_sit_at_seats_on_the_table() -> None:
    with pytest.raises(ValueError, match="seat 8"):
        coup_steps(Shoe(1, seed=1), {8: {"player": 10}}, BaccaratRules(seats=7))


@pytest.mark.parametrize(("after", "extra"), [(AfterCutCard.ONE_MORE_COUP, 1), (AfterCutCard.FINISH_COUP, 0)])
def test_shoe_runs_to_the_cut_card(after: AfterCutCard, extra: int) -> None:
    table = ShoeSession(BaccaratRules(decks=2, cut_card_from_end=30, after_cut_card=after), seed=4)
    table.start_shoe()
    played = table.play_shoe({2: {"banker": 25}})
    assert table.shoe_finished
    cut_coups = [i for i, (_, steps) in enumerate(played) if any(s.action == "cut_card_out" for s in steps)]
    assert len(cut_coups) == 1
    assert len(played) - 1 - cut_coups[0] == extra
    cut_step = next(s for s in played[cut_coups[0]][1] if s.action == "cut_card_out")
    assert cut_step.skill == "baccarat.cut_card.out"
    assert cut_step.answer == ("deal one more coup, then shuffle" if extra else "shuffle now")
    with pytest.raises(ShoeError, match="finished"):
        table.deal()
    table.shoe.check_conservation()
    assert len(table.coups) == len(played) and len(table.scoreboard().bead_plate) == len(played)
    odds = table.odds()
    assert sum(odds.values()) == pytest.approx(1)
    again = table.start_shoe()
    assert again[0].action == "shuffle" and table.coups == [] and not table.shoe_finished


def test_commission_collected_at_end_of_shoe_and_when_a_player_leaves() -> None:
    table = ShoeSession(BaccaratRules(commission_style="box"), seed=9)
    table.start_shoe()
    for _ in range(12):
        table.deal({2: {"banker": 20}, 5: {"banker": 11}})
    owed2, owed5 = table.boxes[2].owed, table.boxes[5].owed
    assert owed2 > 0 and owed5 > 0
    leaving = table.player_leaves(5)
    assert [(s.seat, s.answer, s.skill) for s in leaving] == [(5, owed5, "baccarat.commission.collect")]
    assert table.boxes[5].owed == 0
    end = table.end_shoe()
    assert [(s.seat, s.answer) for s in end] == [(2, owed2)]
    with pytest.raises(ValueError, match="seat"):
        table.player_leaves(12)


def test_dealing_needs_a_started_shoe() -> None:
    with pytest.raises(ShoeError, match="start the shoe"):
        ShoeSession(seed=1).deal()


def test_losing_bets_are_one_question_a_coup_and_pushes_stay_single() -> None:
    from dealertrainer.engine.baccarat.losing_bets import spots_text
    from dealertrainer.engine.baccarat.settlement import Bet

    assert spots_text([Bet.TIE, Bet.PLAYER]) == "Player and Tie"
    assert spots_text([Bet.BANKER_PAIR, Bet.TIE, Bet.PLAYER]) == "Player, Tie and Banker Pair"
    shoe = Shoe(8, seed=5)
    asked = coups = 0
    for _ in range(60):
        bets = {1: {"player": 10, "player pair": 5}, 2: {"banker": 20, "banker pair": 5}, 4: {"tie": 5}, 6: {"player": 15}}
        _, steps = coup_steps(shoe, bets)
        coups += 1
        losing = [s for s in steps if s.action == "take_losing"]
        assert len(losing) <= 1
        if losing:
            asked += 1
            q = losing[0]
            # Every spot with a bet is offered, in layout order, whatever lost.
            assert q.choices == ("Player", "Banker", "Tie", "Player Pair", "Banker Pair")
            assert set(spots_in(q.answer)) <= set(q.choices)
            assert len(q.explanation) <= 150, q.explanation  # two lines of the verdict, not more
            taken = {s.seat for s in steps if s.action == "settle" and s.say.startswith("Take")}
            result = next(s for s in steps if s.action == "result").answer
            lost = {"player": {2, 4}, "banker": {1, 4, 6}, "tie": set()}[result]
            assert taken >= lost
        assert not [s for s in steps if s.action == "settle" and s.is_question and s.answer == "take"]
        pushes = [s for s in steps if s.action == "settle" and s.is_question]
        assert all(s.answer == "push" and s.skill == "baccarat.settle.push" for s in pushes)
    assert asked >= 50  # a tie is the only coup with nothing lost here


@pytest.mark.parametrize("seed", range(40))
def test_a_hand_s_written_total_is_its_cards_total_or_nothing(seed: int) -> None:
    """The total badge beside a hand is the total of the cards it holds: after a third card the
    two-card total is gone until the new one is called (the question asks the new total)."""
    from dealertrainer.engine.baccarat.coup import hand_total

    shoe = Shoe(8, seed)
    third_cards = 0
    for _ in range(6):
        _, steps = coup_steps(shoe, {3: {"banker": 25}})
        for step in steps:
            for place in ("player", "banker"):
                hand = step.table.hand(place)
                if hand is not None and hand.label:
                    assert hand.label == str(hand_total(list(hand.cards))), (step.action, step.question)
                third_cards += hand is not None and len(hand.cards) == 3
    assert third_cards  # six coups in a row without a third card would test nothing
