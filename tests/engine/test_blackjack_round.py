"""Scripted rounds on stacked shoes: every branch of the round, card by card and chip by chip."""

from __future__ import annotations

from decimal import Decimal

import pytest

from dealertrainer.engine.blackjack import (
    Action,
    BlackjackPays,
    BlackjackRound,
    BlackjackRules,
    IllegalAction,
    Outcome,
    Phase,
    new_shoe,
)
from dealertrainer.engine.cards import parse_cards
from dealertrainer.engine.shoe import Shoe

D = Decimal


def stacked(seats: dict[int, str], dealer: str, draws: str = "") -> Shoe:
    """A shoe that deals each seat its two cards and the dealer upcard then hole card, then ``draws``."""
    order = sorted(seats)
    hands = {s: parse_cards(seats[s]) for s in order}
    up, hole = parse_cards(dealer)
    cards = [hands[s][0] for s in order] + [up] + [hands[s][1] for s in order] + [hole] + parse_cards(draws)
    return Shoe.stacked(cards)


def play(shoe: Shoe, wagers: dict[int, int], script: list, rules: BlackjackRules | None = None) -> BlackjackRound:
    rnd = BlackjackRound(shoe, wagers, rules)
    for item in script:
        if isinstance(item, tuple):
            rnd.act(*item)
        else:
            rnd.act(item)
    return rnd


def finish(rnd: BlackjackRound) -> None:
    assert rnd.phase is Phase.OVER
    assert rnd.shoe.cards_left == 0, "the script should use every stacked card"
    rnd.shoe.check_conservation()
    assert not rnd.shoe.on_table
    assert rnd.ledger.layout == 0
    assert sum(rnd.result.seat_net.values()) == -rnd.result.rack_net


def actions(rnd: BlackjackRound) -> list[str]:
    return [s.action for s in rnd.steps]


# ---------------------------------------------------------------------- the deal
def test_deal_order_and_face():
    rnd = BlackjackRound(stacked({1: "9s 7d", 4: "Ts 8h"}, "5c 6d", "Kc"), {1: 10, 4: 10})
    deals = [s for s in rnd.steps if s.action == "deal"]
    assert [s.answer for s in deals] == ["seat 1", "seat 4", "dealer", "seat 1", "seat 4", "dealer"]
    dealer_view = rnd.table().hand("dealer")
    assert dealer_view.cards == tuple(parse_cards("5c 6d")) and dealer_view.face_down == (False, True)
    assert rnd.steps[2].table.hand("dealer").face_down == (True,)  # the first dealer card goes face down
    assert rnd.current[0].seat == 1 and rnd.phase is Phase.PLAYERS
    rnd.act("stand")
    rnd.act("stand")
    # dealer 11 draws the king: 21
    assert rnd.result.dealer_total == 21 and rnd.result.dealer_drew
    assert rnd.result.seat_net == {1: D(-10), 4: D(-10)}
    finish(rnd)


# ---------------------------------------------------------------------- peek and dealer blackjack
def test_ten_up_dealer_blackjack_blackjacks_push_others_lose():
    rnd = BlackjackRound(stacked({1: "Ts Qd", 2: "As Kd"}, "Kc Ah"), {1: 25, 2: 25})
    peek = next(s for s in rnd.steps if s.action == "peek")
    assert peek.answer is True and peek.skill == "blackjack.peek.ten"
    offer = next(s for s in rnd.steps if s.action == "insurance_offer")
    assert offer.answer is False
    assert rnd.phase is Phase.OVER
    assert rnd.result.dealer_blackjack and not rnd.result.dealer_drew
    assert rnd.result.hand(1).outcome is Outcome.LOSE and rnd.result.hand(2).outcome is Outcome.PUSH
    assert rnd.result.seat_net == {1: D(-25), 2: D(0)}
    finish(rnd)


def test_ace_up_insurance_and_even_money_against_a_dealer_blackjack():
    shoe = stacked({1: "9s 9d", 2: "As Kd", 3: "Ah Qd", 4: "7s 8d"}, "Ac Tc")
    rnd = BlackjackRound(shoe, {1: 25, 2: 25, 3: 25, 4: 20})
    assert rnd.phase is Phase.INSURANCE
    assert rnd.legal_actions() == (Action.NO_INSURANCE, Action.INSURANCE)
    maxima = [s for s in rnd.steps if s.action == "insurance_max"]
    assert maxima[0].answer == D("12.50") and maxima[0].skill == "blackjack.insurance.max"
    rnd.act("insurance", D("12.50"), seat=1)
    assert Action.EVEN_MONEY in rnd.legal_actions()
    rnd.act(Action.EVEN_MONEY)
    rnd.act("no_insurance")
    with pytest.raises(IllegalAction, match="at most \\$10"):
        rnd.act("insurance", 11)
    rnd.act("insurance", 10)
    result = rnd.result
    assert result.dealer_blackjack
    assert result.insurance == {1: D(25), 4: D(20)}
    assert result.hand(2).outcome is Outcome.EVEN_MONEY and result.hand(3).outcome is Outcome.PUSH
    assert result.seat_net == {1: D(0), 2: D(25), 3: D(0), 4: D(0)}
    even = next(s for s in rnd.steps if s.action == "even_money")
    assert even.answer == D(25) and even.skill == "blackjack.payout.even_money"
    paid = [s for s in rnd.steps if s.action == "pay_insurance"]
    assert [s.seat for s in paid] == [4, 1]  # third base to first base
    assert [s.answer for s in paid] == [D(20), D(25)]
    assert paid[1].skill == "blackjack.payout.insurance"
    finish(rnd)


def test_ace_up_no_dealer_blackjack_insurance_lost_and_blackjack_paid_on_its_turn():
    shoe = stacked({1: "Ts 9d", 2: "As Kd"}, "Ac 5c", "Th 4c")
    rnd = BlackjackRound(shoe, {1: 20, 2: 35})
    rnd.act("insurance", 10)
    rnd.act("no_insurance")
    assert rnd.phase is Phase.PLAYERS
    taken = next(s for s in rnd.steps if s.action == "take_insurance")
    assert taken.answer == "take" and taken.skill == "blackjack.insurance.lose"
    rnd.act("stand")
    # seat 2's blackjack was paid 3:2 when its turn came, before the dealer played
    pay = next(s for s in rnd.steps if s.action == "pay" and s.seat == 2)
    assert pay.answer == D("52.50") and pay.skill == "blackjack.payout.3to2"
    assert dict(pay.extra)["chips"] == "2 green $25, 1 pink $2.50"
    assert actions(rnd).index("pay") < actions(rnd).index("reveal_hole")
    # the dealer's soft 16 takes a ten (hard 16) and a four: 20 beats seat 1's 19
    assert rnd.result.dealer_total == 20
    assert rnd.result.seat_net == {1: D(-30), 2: D("52.50")}
    assert rnd.result.insurance == {1: D(-10)}
    finish(rnd)


def test_no_even_money_at_six_to_five():
    rules = BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE)
    rnd = BlackjackRound(stacked({1: "As Kd"}, "Ac 9c"), {1: 25}, rules)
    assert Action.EVEN_MONEY not in rnd.legal_actions()
    with pytest.raises(IllegalAction, match="does not offer it"):
        rnd.act("even_money")
    rnd.act("no_insurance")
    assert rnd.result.seat_net == {1: D(30)}
    assert next(s for s in rnd.steps if s.action == "pay").skill == "blackjack.payout.6to5"
    finish(rnd)


def test_even_money_needs_a_blackjack():
    rnd = BlackjackRound(stacked({1: "Ts Kd"}, "Ac 9c"), {1: 25})
    with pytest.raises(IllegalAction, match="has no blackjack"):
        rnd.act("even_money")
    with pytest.raises(IllegalAction, match="deciding on insurance"):
        rnd.act("hit")


# ---------------------------------------------------------------------- splits
def test_split_resplit_and_double_after_split():
    shoe = stacked({1: "8s 8d"}, "6h Td", "8c 3h Ts Kc 9h Tc")
    rnd = play(shoe, {1: 25}, ["split", "split", ("double", None), "stand", "stand"])
    result = rnd.result
    assert [h.cards for h in result.hands] == [
        tuple(parse_cards("8s 3h Ts")), tuple(parse_cards("8d Kc")), tuple(parse_cards("8c 9h"))
    ]
    assert [h.outcome for h in result.hands] == [Outcome.WIN] * 3
    assert result.hand(1, 1).double == D(25)
    assert result.seat_net == {1: D(100)}
    pays = [s for s in rnd.steps if s.action == "pay"]
    assert [dict(s.extra)["amount"] for s in pays] == ["$25", "$25", "$50"]  # hand 3, 2, 1
    assert [s.skill for s in pays] == ["blackjack.settle.split", "blackjack.settle.split", "blackjack.settle.double"]
    owners = [str(h.place) for h in pays[0].table.hands]
    assert owners == ["seat 1 hand 1", "seat 1 hand 2", "seat 1 hand 3", "dealer"]
    spots = {b.name: b.amount for b in pays[0].table.bets}
    assert spots == {"hand 1 wager": D(25), "hand 1 double": D(25), "hand 2 wager": D(25), "hand 3 wager": D(25)}
    finish(rnd)


def test_resplit_limit_and_unequal_cards():
    rules = BlackjackRules(max_split_hands=2)
    rnd = BlackjackRound(stacked({1: "8s 8d", 2: "9s 7d"}, "6h Td", "8c 2h Tc"), {1: 25, 2: 25}, rules)
    rnd.act("split")
    assert Action.SPLIT not in rnd.legal_actions()
    with pytest.raises(IllegalAction, match="2 hands, the most this table allows"):
        rnd.act("split")
    rnd.act("stand")
    rnd.act("stand")
    rnd.act("stand")
    assert rnd.result.seat_net == {1: D(50), 2: D(25)}
    finish(rnd)


def test_split_unequal_cards_is_refused_with_the_reason():
    rnd = BlackjackRound(stacked({1: "9s 7d"}, "6h Td"), {1: 25})
    with pytest.raises(IllegalAction, match="a nine and a seven are not a pair"):
        rnd.act("split")
    rnd2 = BlackjackRound(stacked({1: "Ks Qd"}, "6h Td"), {1: 25})
    with pytest.raises(IllegalAction, match="only like tens"):
        rnd2.act("split")
    rnd3 = BlackjackRound(stacked({1: "Ks Qd"}, "6h Td", "Th 9h Jc"), {1: 25}, BlackjackRules(split_unlike_tens=True))
    rnd3.act("split")
    rnd3.act("stand")
    rnd3.act("stand")
    assert rnd3.result.seat_net == {1: D(50)}  # 20 and 19 against a dealer bust (16 + jack)
    finish(rnd3)


def test_split_aces_get_one_card_and_ace_ten_is_not_blackjack():
    shoe = stacked({1: "As Ad"}, "9h Td", "Kc 5h")
    rnd = BlackjackRound(shoe, {1: 20})
    assert Action.SPLIT in rnd.legal_actions()
    rnd.act("split")
    result = rnd.result  # no decision: each ace took one card
    assert result.hand(1, 1).outcome is Outcome.WIN and result.hand(1, 1).net == D(20)  # 21 paid 1:1
    assert result.hand(1, 2).outcome is Outcome.LOSE
    assert result.seat_net == {1: D(0)}
    calls = [s.answer for s in rnd.steps if s.action == "call" and "seat" in dict(s.extra)["owner"]]
    assert 21 in calls and "blackjack" not in calls
    finish(rnd)


def test_resplit_aces_when_the_house_allows():
    rules = BlackjackRules(resplit_aces=True)
    rnd = BlackjackRound(stacked({1: "As Ad"}, "9h Td", "Ac 7h 8c 9s"), {1: 10}, rules)
    rnd.act("split")
    assert rnd.legal_actions() == (Action.STAND, Action.SPLIT)
    with pytest.raises(IllegalAction, match="one card each"):
        rnd.act("hit")
    rnd.act("split")
    res = rnd.result
    assert [h.outcome for h in res.hands] == [Outcome.LOSE, Outcome.PUSH, Outcome.WIN]  # 18, 19, 20 vs 19
    assert res.seat_net == {1: D(0)}
    finish(rnd)


def test_no_resplit_of_aces_by_default():
    rnd = BlackjackRound(stacked({1: "As Ad"}, "9h Td", "Ac 7h"), {1: 10})
    rnd.act("split")
    assert rnd.result.hand(1, 1).cards == tuple(parse_cards("As Ac"))
    finish(rnd)


# ---------------------------------------------------------------------- doubles
def test_double_for_less_and_after_hitting():
    rnd = BlackjackRound(stacked({1: "6s 5d", 2: "4s 3d"}, "6h Td", "9c 2c 5h Kd"), {1: 25, 2: 25})
    with pytest.raises(IllegalAction, match="at most the wager, \\$25"):
        rnd.act("double", 30)
    rnd.act("double", 10)
    assert rnd.current[0].seat == 2
    rnd.act("hit")
    with pytest.raises(IllegalAction, match="already hit"):
        rnd.act("double")
    rnd.act("hit")  # 4 3 2 5 = 14
    rnd.act("stand")
    result = rnd.result  # dealer 16 draws the king
    assert result.hand(1).double == D(10) and result.hand(1).net == D(35)
    double_pay = next(s for s in rnd.steps if s.action == "pay" and s.seat == 1)
    assert double_pay.answer == D(35) and double_pay.skill == "blackjack.settle.double"
    finish(rnd)


def test_double_for_less_refused_where_not_allowed():
    rnd = BlackjackRound(stacked({1: "6s 5d"}, "6h Td"), {1: 25}, BlackjackRules(double_for_less=False))
    with pytest.raises(IllegalAction, match="for \\$25"):
        rnd.act("double", 10)


def test_no_double_after_split_where_not_allowed():
    rnd = BlackjackRound(stacked({1: "5s 5d"}, "6h Td", "6c"), {1: 25}, BlackjackRules(double_after_split=False))
    rnd.act("split")
    assert Action.DOUBLE not in rnd.legal_actions()
    with pytest.raises(IllegalAction, match="doubling after a split"):
        rnd.act("double")


# ---------------------------------------------------------------------- the dealer
def test_all_busted_dealer_does_not_draw():
    rnd = play(stacked({1: "Ts 6d", 2: "Ks 5d"}, "7h 5c", "Qc 9c"), {1: 10, 2: 10}, ["hit", "hit"])
    assert not rnd.result.dealer_drew and rnd.result.dealer_total == 12
    no_draw = next(s for s in rnd.steps if s.action == "dealer_no_draw")
    assert no_draw.answer == "stand" and no_draw.choices == ("hit", "stand") and no_draw.skill == "blackjack.dealer.no_draw"
    assert rnd.result.seat_net == {1: D(-10), 2: D(-10)}
    finish(rnd)


def test_blackjacks_paid_dealer_does_not_draw():
    rnd = BlackjackRound(stacked({1: "As Kd"}, "7h 5c"), {1: 10})
    assert "dealer_no_draw" in actions(rnd) and not rnd.result.dealer_drew
    assert rnd.result.seat_net == {1: D(15)}
    finish(rnd)


@pytest.mark.parametrize(("h17", "draws", "total"), [(False, "", 17), (True, "Tc", 17)])
def test_soft_17_by_house_rule(h17, draws, total):
    rules = BlackjackRules(dealer_hits_soft_17=h17)
    rnd = play(stacked({1: "Ts 8d"}, "As 6c", draws), {1: 10}, ["no_insurance", "stand"], rules)
    decision = next(s for s in rnd.steps if s.skill == "blackjack.dealer.soft17")
    assert decision.answer == ("hit" if h17 else "stand")
    assert rnd.result.dealer_total == total and rnd.result.dealer_drew is h17
    assert rnd.result.seat_net == {1: D(10)}
    finish(rnd)


def test_dealer_hits_16_and_soft_total_called_both_ways():
    rnd = play(stacked({1: "Ts 8d"}, "As 5c", "Tc 3d"), {1: 10}, ["no_insurance", "stand"])
    calls = [s.answer for s in rnd.steps if s.action == "call" and dict(s.extra)["owner"] == "dealer"]
    assert calls == ["6 or 16", 16, 19]
    hit16 = [s for s in rnd.steps if s.skill == "blackjack.dealer.hit.16"]
    assert hit16 and hit16[0].answer == "hit"
    assert rnd.result.seat_net == {1: D(-10)}
    finish(rnd)


# ---------------------------------------------------------------------- no peek
def test_no_peek_dealer_blackjack_takes_doubles_too():
    rules = BlackjackRules(dealer_peeks=False)
    rnd = play(stacked({1: "6s 5d", 2: "As Qd"}, "Kh Ac", "9c"), {1: 20, 2: 20}, [("double", None)], rules)
    peek = next(s for s in rnd.steps if s.action == "peek")
    assert peek.answer is False and "without a peek" in peek.explanation
    result = rnd.result
    assert result.dealer_blackjack
    assert result.hand(1).outcome is Outcome.LOSE and result.seat_net[1] == D(-40)
    assert result.hand(2).outcome is Outcome.PUSH  # the waiting blackjack ties the dealer's
    finish(rnd)


def test_no_peek_original_bets_only():
    rules = BlackjackRules(dealer_peeks=False, no_peek_original_bets_only=True)
    rnd = play(stacked({1: "8s 8d"}, "Kh Ac", "3c 9d"), {1: 20}, ["split", "stand", "stand"], rules)
    assert rnd.result.seat_net == {1: D(-20)}
    assert [h.outcome for h in rnd.result.hands] == [Outcome.LOSE, Outcome.PUSH]
    finish(rnd)


def test_no_peek_blackjack_waits_then_is_paid_and_insurance_settles_late():
    rules = BlackjackRules(dealer_peeks=False)
    rnd = BlackjackRound(stacked({1: "As Qd", 2: "Ts 9d"}, "Ah 6c"), {1: 20, 2: 20}, rules)
    rnd.act("no_insurance")
    rnd.act("insurance", 10)
    assert not any(s.action == "pay" for s in rnd.steps)
    rnd.act("stand")
    assert rnd.result.seat_net == {1: D(30), 2: D(10)}  # 19 beats soft 17; insurance lost
    assert actions(rnd).index("take_insurance") > actions(rnd).index("reveal_hole")
    finish(rnd)


# ---------------------------------------------------------------------- surrender
def test_late_surrender_returns_half():
    rules = BlackjackRules(late_surrender=True)
    rnd = BlackjackRound(stacked({1: "Ts 6d", 2: "9s 7d"}, "Th 9c", "2c"), {1: 25, 2: 25}, rules)
    rnd.act("surrender")
    rnd.act("hit")
    with pytest.raises(IllegalAction, match="first two cards"):
        rnd.act("surrender")
    rnd.act("stand")
    result = rnd.result
    assert result.hand(1).outcome is Outcome.SURRENDER and result.seat_net[1] == D("-12.50")
    assert result.seat_net[2] == D(-25)
    take = next(s for s in rnd.steps if s.skill == "blackjack.settle.surrender")
    assert take.answer == D("12.50") and take.action == "surrender"
    finish(rnd)


def test_surrender_not_offered_by_default():
    rnd = BlackjackRound(stacked({1: "Ts 6d"}, "Th 9c"), {1: 25})
    assert Action.SURRENDER not in rnd.legal_actions()
    with pytest.raises(IllegalAction, match="does not offer surrender"):
        rnd.act("surrender")


# ---------------------------------------------------------------------- shoe and cut card
def test_cut_card_mid_hand_finish_then_shuffle():
    shoe = stacked({1: "Ts 2d"}, "6h Td", "3c 9h 2s 4c")
    shoe.place_cut_card(from_end=3)
    rnd = play(shoe, {1: 10}, ["hit", "stand"])
    assert rnd.shuffle_due and rnd.result.shuffle_due
    cut = next(s for s in rnd.steps if s.action == "cut_card_out")
    assert cut.answer == "finish the hand, then shuffle" and cut.skill == "blackjack.cut_card"
    assert actions(rnd)[-1] == "shuffle_due"
    # the round went on after the cut card: the dealer drew behind it
    assert rnd.result.dealer_drew
    with pytest.raises(ValueError, match="shuffle before"):
        BlackjackRound(shoe, {1: 10})
    steps = new_shoe(shoe, BlackjackRules(cut_card_from_end=2), seed=4)
    assert [s.action for s in steps] == ["shuffle", "cut", "cut_card", "burn"]
    assert not shoe.cut_card_reached and shoe.cards_dealt == 1
    shoe.check_conservation()


# ---------------------------------------------------------------------- refused actions and bets
def test_bets_within_table_limits_and_seats_on_the_layout():
    rules = BlackjackRules(table_minimum=D(10), table_maximum=D(500))
    shoe = stacked({1: "Ts 6d"}, "Th 9c")
    with pytest.raises(ValueError, match="over the table maximum of \\$500"):
        BlackjackRound(shoe, {1: 501}, rules)
    with pytest.raises(ValueError, match="under the table minimum"):
        BlackjackRound(shoe, {1: 5}, rules)
    with pytest.raises(ValueError, match="seats are 1 to 7"):
        BlackjackRound(shoe, {8: 10}, rules)
    with pytest.raises(ValueError, match="at least one seat"):
        BlackjackRound(shoe, {}, rules)


def test_out_of_turn_unknown_and_after_the_end():
    rnd = BlackjackRound(stacked({1: "Ts 7d", 3: "9s 8d"}, "Th 9c"), {1: 10, 3: 10})
    with pytest.raises(IllegalAction, match="seat 3 cannot act out of turn: it is seat 1's turn"):
        rnd.act("stand", seat=3)
    with pytest.raises(IllegalAction, match="not a blackjack action"):
        rnd.act("fold")
    with pytest.raises(IllegalAction, match="only offered while the dealer's ace is up"):
        rnd.act("insurance")
    with pytest.raises(ValueError, match="not over yet"):
        rnd.result  # noqa: B018
    rnd.act("stand", seat=1)
    rnd.act("stand", seat=3)
    with pytest.raises(IllegalAction, match="round is over"):
        rnd.act("stand")
    assert rnd.legal_actions() == ()
    finish(rnd)


def test_twenty_one_stands_by_itself_and_settles_third_base_to_first():
    rnd = play(stacked({1: "Ts 7d", 2: "5s 6d", 5: "9s 8d"}, "Th 8c", "Kh"), {1: 10, 2: 10, 5: 10}, ["stand", "hit", "stand"])
    # seat 2 reached 21 with the king and was passed without being asked
    settles = [s.seat for s in rnd.steps if s.action in ("pay", "take", "push")]
    assert settles == [5, 2, 1]
    assert rnd.result.seat_net == {1: D(-10), 2: D(10), 5: D(-10)}
    finish(rnd)
