"""Dealer's-seat drills: every question agrees with the engines; full sessions end to end."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from dealertrainer.engine.baccarat.coup import Coup
from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.baccarat.settlement import PlacedBet, settle_bet
from dealertrainer.engine.places import Role
from dealertrainer.engine.baccarat.tableau import banker_draws, hand_total, player_draws
from dealertrainer.engine.blackjack.hands import call_total, dealer_hits, hand_value
from dealertrainer.engine.blackjack.payouts import blackjack_payout, insurance_maximum, insurance_payout
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.cards import Rank
from dealertrainer.engine.money import format_money
from dealertrainer.engine.shoe import burn_count
from dealertrainer.engine.steps import AnswerKind
from dealertrainer.engine.stud.hands import best_hand
from dealertrainer.engine.stud.rules import StudGame, StudRules
from dealertrainer.engine.stud.calls import DRAW_CALLS
from dealertrainer.engine.stud.showing import first_to_act, possible_flush, possible_straight
from dealertrainer.training.drills import (
    BaccaratSeatConfig,
    BlackjackSeatConfig,
    SeatConfig,
    StudSeatConfig,
    make_drill,
    steps_to_beats,
)
from dealertrainer.training.session import Session


def _questions(drill):
    return [b.question for b in drill.beats() if b.question is not None]


def _check_baccarat(q, rules):
    t = q.table
    player, banker = t.hand("player"), t.hand("banker")
    p = player.cards if player else ()
    b = banker.cards if banker else ()
    s = q.skill
    if s == "baccarat.burn.count":
        assert q.answer == burn_count(t.hand("burn").cards[0])
    elif s.startswith("baccarat.total."):
        asked = p if q.prompt.startswith("What is the Player's") else b
        assert q.answer == hand_total(asked)
        assert s == f"baccarat.total.{'two' if len(asked) == 2 else 'three'}_cards"
    elif s.startswith("baccarat.natural."):
        pt, bt = hand_total(p[:2]), hand_total(b[:2])
        assert q.answer == (pt >= 8 or bt >= 8)
        side, n = ("player", pt) if pt >= bt else ("banker", bt)
        assert s == (f"baccarat.natural.{side}.{n}" if q.answer else "baccarat.natural.none")
    elif s.startswith("baccarat.player.draws."):
        total = hand_total(p[:2])
        assert s == f"baccarat.player.draws.{total}" and q.answer == ("draw" if player_draws(total) else "stand")
    elif s.startswith("baccarat.banker."):
        third = p[2] if len(p) == 3 else None
        assert q.answer == ("draw" if banker_draws(hand_total(b[:2]), third) else "stand")
    elif s == "baccarat.result":
        pt, bt = hand_total(p), hand_total(b)
        assert q.answer == ("player" if pt > bt else "banker" if bt > pt else "tie")
    elif s.startswith("baccarat.payout."):
        coup = Coup(tuple(p), tuple(b))
        amounts = {
            settle_bet(PlacedBet(bet.seat, bet.spot, bet.amount), None, coup, rules).paid
            for bet in t.bets if bet.seat == q.seat
        }
        assert q.answer in amounts, (q.prompt, amounts)
    elif s == "baccarat.commission.collect":
        assert q.answer == dict(t.commission)[q.seat]
    elif s.startswith("baccarat.commission") and len(p) >= 2 and len(b) >= 2:
        coup = Coup(tuple(p), tuple(b))
        owed = {
            settle_bet(PlacedBet(bet.seat, bet.spot, bet.amount), None, coup, rules).commission
            for bet in t.bets if bet.seat == q.seat
        }
        assert q.answer in owed or q.answer_kind is not AnswerKind.MONEY


@pytest.mark.parametrize("style", [CommissionStyle.DEDUCTED, CommissionStyle.BOX])
@pytest.mark.parametrize("seed", range(3))
def test_baccarat_seat_agrees_with_the_engine(seed, style):
    rules = BaccaratRules(commission_style=style)
    drill = make_drill("baccarat.seat", BaccaratSeatConfig(rules=rules, seats=9), seed=seed)
    questions = _questions(drill)
    skills = {q.skill for q in questions}
    assert {"baccarat.burn.count", "baccarat.total.two_cards", "baccarat.result", "baccarat.cut_card.out"} <= skills
    assert not any(s.startswith("baccarat.deal.order") for s in skills)  # skipped by default
    for q in questions:
        _check_baccarat(q, rules)


def _owner_cards(q):
    match = re.search(r"for (seat \d+(?: hand \d+)?|dealer)", q.prompt)
    return q.table.hand(match.group(1)).cards


@pytest.mark.parametrize("h17", [False, True])
@pytest.mark.parametrize("seed", range(3))
def test_blackjack_seat_agrees_with_the_engine(seed, h17):
    rules = BlackjackRules(dealer_hits_soft_17=h17)
    drill = make_drill("blackjack.seat", BlackjackSeatConfig(rules=rules, seats=7, play="random"), seed=seed)
    questions = _questions(drill)
    skills = {q.skill for q in questions}
    assert {"blackjack.total.hard", "blackjack.total.soft", "blackjack.cut_card"} <= skills
    for q in questions:
        s, t = q.skill, q.table
        dealer = t.hand("dealer")
        if s.startswith("blackjack.total."):
            cards = _owner_cards(q)
            said = call_total(cards)
            if s == "blackjack.total.soft":  # both ways in play, the final total once finished
                assert q.answer == said and " or " in said or q.answer == hand_value(cards)[0]
            elif s == "blackjack.total.hard":
                assert q.answer == hand_value(cards)[0]
        elif s.startswith("blackjack.dealer.") and q.answer_kind is AnswerKind.CHOICE:
            assert q.answer == ("hit" if dealer_hits(dealer.cards, rules) else "stand")
        elif s == "blackjack.insurance.offer":
            assert q.answer == (dealer.cards[0].rank == Rank.ACE)
        elif s.startswith("blackjack.peek."):
            up = dealer.cards[0]
            assert q.answer == (up.rank == Rank.ACE or up.rank >= Rank.TEN)
        elif s == "blackjack.insurance.max":
            wager = next(b.amount for b in t.bets if b.seat == q.seat and b.spot == "wager")
            assert q.answer == insurance_maximum(wager)
        elif s == "blackjack.payout.insurance":
            stake = next(b.amount for b in t.bets if b.seat == q.seat and b.spot == "insurance")
            assert q.answer == insurance_payout(stake)
        elif s == "blackjack.payout.3to2":
            wagers = {b.amount for b in t.bets if b.seat == q.seat and b.spot == "wager"}
            assert q.answer in {blackjack_payout(w, rules) for w in wagers}


@pytest.mark.parametrize("game", list(StudGame))
@pytest.mark.parametrize("seed", range(3))
def test_stud_seat_agrees_with_the_engine(seed, game):
    drill = make_drill("stud.seat", StudSeatConfig(rules=StudRules(game=game), hands=4), seed=seed)
    questions = _questions(drill)
    assert any(q.skill.startswith("stud.first_to_act") for q in questions)
    for q in questions:
        hands = [h for h in q.table.hands if h.place.role is Role.SEAT]
        up = {h.place.seat: [c for i, c in enumerate(h.cards) if not h.is_down(i)]
              for h in hands if not h.folded}
        if q.skill.startswith("stud.first_to_act.") and q.skill != "stud.first_to_act.tie":
            seats = sorted(h.place.seat for h in hands)
            boards = [up.get(s) for s in seats]
            assert seats[first_to_act(boards)] == q.answer
        elif q.skill in ("stud.announce.possible_straight", "stud.announce.possible_flush"):
            straight, flush = possible_straight(up[q.seat]), possible_flush(up[q.seat])
            assert q.answer == DRAW_CALLS[straight + 2 * flush]
            assert (q.skill == "stud.announce.possible_flush") is flush
        elif q.skill == "stud.showdown.winner":
            center = q.table.hand("center")
            shared = center.cards if center else ()  # a community card plays in every hand
            live = {h.place.seat: h.cards + shared for h in hands if not h.folded}
            best = max(best_hand(cards) for cards in live.values())
            tops = [s for s, cards in live.items() if best_hand(cards) == best]
            want = f"Seat {tops[0]}" if len(tops) == 1 else "Split: seats " + " and ".join(map(str, tops))
            assert q.answer == want if len(tops) < 3 else q.answer.startswith("Split")


def test_quiz_filter_picks_skills():
    config = BlackjackSeatConfig(rounds=3, quiz_skills=("blackjack.total",), skip_skills=("blackjack.total.hard",))
    beats = list(make_drill("blackjack.seat", config, seed=5).beats())
    asked = {b.question.skill for b in beats if b.question}
    assert asked and all(s.startswith("blackjack.total.") and s != "blackjack.total.hard" for s in asked)
    assert any(b.step.is_question and b.question is None for b in beats)  # auto-played questions
    assert all(b.step is not None for b in beats)


def test_steps_to_beats_is_generic():
    drill = make_drill("stud.seat", StudSeatConfig(hands=1), seed=1)
    steps = [b.step for b in drill.beats()]
    again = list(steps_to_beats(steps, SeatConfig(quiz_skills=("stud.first_to_act",))))
    assert [b.step for b in again] == steps
    assert all(b.question is None or b.question.skill.startswith("stud.first_to_act") for b in again)


def test_length_stops_the_drill():
    drill = make_drill("baccarat.seat", {"length": 7}, seed=3)
    assert len(_questions(drill)) == 7


def _right(q):
    if q.answer_kind is AnswerKind.MONEY:
        return format_money(q.answer)
    if q.answer_kind is AnswerKind.YES_NO:
        return "Y" if q.answer else "N"
    if q.answer_kind is AnswerKind.SEAT:
        return f"seat {q.answer}"
    return str(q.answer)


def _wrong(q):
    if q.answer_kind is AnswerKind.MONEY:
        return format_money(q.answer + Decimal(1))
    if q.answer_kind is AnswerKind.YES_NO:
        return "N" if q.answer else "Y"
    if q.answer_kind in (AnswerKind.SEAT, AnswerKind.COUNT) and isinstance(q.answer, int):
        return str(q.answer + 1)
    if q.choices:
        return next(c for c in q.choices if c != q.answer)
    return "something else entirely"


@pytest.mark.parametrize(
    "drill_id,config",
    [("baccarat.seat", {"coups": 6}), ("blackjack.seat", {"rounds": 6, "play": "random"}), ("stud.seat", {"hands": 3})],
)
def test_full_seat_session(drill_id, config, records, trainee, clock, wall):
    session = Session(make_drill(drill_id, config, seed=21), records=records, trainee_id=trainee, clock=clock,
                      wall_clock=wall)
    motions = asked = right = 0
    while (beat := session.next()) is not None:
        assert beat.step is not None
        if beat.question is None:
            motions += 1
            continue
        session.shown()
        clock.advance(2)
        good = asked % 4 != 0
        verdict = session.answer(_right(beat.question) if good else _wrong(beat.question))
        assert verdict.correct is good, (beat.question.prompt, beat.question.answer, verdict)
        asked += 1
        right += good
    summary = session.end()
    assert motions > 0 and asked > 5
    assert (summary.answered, summary.correct) == (asked, right)
    assert len(records.answers(trainee)) == asked


@pytest.mark.parametrize("seed", range(4))
def test_the_dealers_words_before_a_stud_call_do_not_say_it(seed):
    """What to say when pointing to the first seat, and the winning hand's name, are asked
    before they are said: the step before (the seat question, the winner) only points."""
    said_since: list[str] = []
    asked = 0
    for beat in make_drill("stud.seat", StudSeatConfig(hands=6), seed=seed).beats():
        q = beat.question
        if q is None:
            said_since.append(beat.step.say)
            continue
        if q.step.action in ("call_first_to_act", "name_hand"):
            asked += 1
            assert not any(q.expected.casefold() in words.casefold() for words in said_since), (q.expected, said_since)
        said_since = [q.step.say]  # shown with its verdict, while the next question is up
    assert asked >= 12
