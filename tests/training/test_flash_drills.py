"""Flash drills: draw table, payouts, totals. Answers agree with the engines; rounds cover cells."""

from __future__ import annotations

import random
from collections import Counter
from decimal import Decimal

import pytest

from dealertrainer.engine.baccarat.settlement import commission_on
from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.baccarat.tableau import banker_draws, hand_total, player_draws, point
from dealertrainer.engine.blackjack.hands import hand_value
from dealertrainer.engine.blackjack.payouts import blackjack_payout
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.engine.money import chip_breakdown, format_money
from dealertrainer.engine.steps import AnswerKind
from dealertrainer.training.answers import parse_money
from dealertrainer.training.drills import (
    DRILLS,
    CellRounds,
    DrawTableConfig,
    PayoutKind,
    PayoutsConfig,
    TotalsConfig,
    make_drill,
)
from dealertrainer.training.drills.draw_table import draw_table_cells
from dealertrainer.training.drills.payouts import payout_answer
from dealertrainer.training.questions import Verdict
from dealertrainer.training.session import Session

# The tableau written out from the rule text, independent of the engine's table.
BANKER_DRAWS_WRITTEN = {
    3: "01234567 9", 4: "  234567  ", 5: "    4567  ", 6: "      67  ",
}


def written_banker_draws(banker: int, third: int | None) -> bool:
    if third is None:
        return banker <= 5
    if banker <= 2:
        return True
    if banker >= 7:
        return False
    return BANKER_DRAWS_WRITTEN[banker][third] != " "


def _questions(drill):
    return [beat.question for beat in drill.beats()]


def test_draw_table_has_100_cells_and_one_round_covers_all():
    cells = draw_table_cells()
    assert len(cells) == len(set(cells)) == 100
    drill = make_drill("baccarat.draw_table", seed=1)
    asked = [q.skill for q in _questions(drill)]
    assert sorted(asked) == sorted(cells)


def written_row(banker: int) -> set[int]:
    return {p for p in range(10) if written_banker_draws(banker, p)}


@pytest.mark.parametrize("seed", range(5))
def test_draw_table_answers_agree_with_the_engine_and_the_rule_text(seed):
    """With two cards each: who takes the next card; against a third card: the Banker's row or
    the third card's column, read from the rule text written out here."""
    rows = {"Every card": set(range(10)), "Every card but an 8": set(range(10)) - {8}, "2 to 7": set(range(2, 8)),
            "4 to 7": {4, 5, 6, 7}, "6 or 7": {6, 7}, "No card": set()}
    forms = Counter()
    for q in _questions(make_drill("baccarat.draw_table", DrawTableConfig(length=300), seed=seed)):
        player = q.table.hand("player").cards
        banker = q.table.hand("banker").cards
        p2, b2 = hand_total(player[:2]), hand_total(banker[:2])
        if "Who takes the next card?" in q.prompt:
            forms["next"] += 1
            assert len(player) == 2 and q.prompt.startswith(f"Player {p2}, Banker {b2}.")
            assert q.answer_kind is AnswerKind.CHOICE and q.keys == (("P", "Player"), ("B", "Banker"), ("N", "Neither"))
            if p2 >= 8 or b2 >= 8:
                expected = "Neither"
                assert q.skill.startswith("baccarat.natural.")
            else:
                expected = "Player" if p2 <= 5 else "Banker" if written_banker_draws(b2, None) else "Neither"
                assert q.skill in (f"baccarat.player.draws.{p2}", f"baccarat.banker.{b2}.vs.stood")
                assert player_draws(p2) is (p2 <= 5)
        elif "on which of them does the Banker draw?" in q.prompt:
            forms["row"] += 1
            assert len(player) == 2 and p2 <= 5 and q.skill.startswith(f"baccarat.banker.{b2}.vs.")
            assert q.answer_kind is AnswerKind.CHOICE and q.choices == tuple(rows)
            assert [k for k, _ in q.keys] == ["1", "2", "3", "4", "5", "6"]
            expected = next(label for label, cards in rows.items() if cards == written_row(b2))
            assert all(banker_draws(b2, c) is (point(c) in rows[q.answer]) for c in player)  # the engine agrees
        else:
            forms["column"] += 1
            assert "Up to which total does the Banker draw?" in q.prompt and len(player) == 3
            assert q.answer_kind is AnswerKind.COUNT and not q.keys  # typed: the total itself
            third = point(player[2])
            assert q.skill == f"baccarat.banker.{b2}.vs.{third}" and f"({third})" in q.prompt
            top = max(b for b in range(8) if written_banker_draws(b, third))
            assert all(written_banker_draws(b, third) for b in range(top + 1))
            expected = top
            assert banker_draws(b2, player[2]) is (b2 <= top)
        assert q.answer == expected, q.prompt
        # nothing on screen gives the answer away (the third card's own point aside; "Who takes the
        # next card?" names both hands every time)
        if not q.prompt.endswith("Who takes the next card?"):
            assert str(q.answer).casefold() not in q.prompt.replace(f"({point(player[-1])})", "").casefold()
        assert q.table.note == q.prompt
    assert min(forms.values()) >= 40, forms


def test_rounds_bring_missed_cells_back():
    rounds = CellRounds([f"c{i}" for i in range(10)], random.Random(4))
    first = [rounds.next() for _ in range(10)]
    assert sorted(first) == sorted(f"c{i}" for i in range(10))  # every cell before any repeat
    for cell in first[:3]:
        rounds.mark(cell, False)
    review = [rounds.next() for _ in range(3)]
    assert sorted(review) == sorted(first[:3])
    second_round = [rounds.next() for _ in range(10)]
    assert sorted(second_round[:3]) == sorted(first[:3])  # weak cells lead the next round
    assert sorted(second_round) == sorted(first)
    counts = Counter(first + review + second_round)
    assert all(counts[c] == 3 for c in first[:3]) and all(counts[c] == 2 for c in first[3:])


def test_weak_cells_from_history_come_first():
    drill = make_drill("baccarat.draw_table", seed=2, weak=["baccarat.banker.6.vs.6", "no.such.cell"])
    assert next(iter(drill.beats())).question.skill == "baccarat.banker.6.vs.6"


def test_slow_answers_count_as_weak():
    drill = make_drill("totals", TotalsConfig(length=None), seed=3)
    beats = drill.beats()
    first = next(beats).question
    drill.observe(first, Verdict(True, "", "", "", seconds=30.0), target_seconds=2.0)
    for _ in range(len(drill.skills()) - 1):
        next(beats)
    assert next(beats).question.skill == first.skill  # the review pass


def _down_to_half(amount: Decimal) -> Decimal:
    return (amount * 2).quantize(Decimal("1"), rounding="ROUND_FLOOR") / 2


@pytest.mark.parametrize("seed", range(4))
def test_payouts_agree_with_the_engines(seed):
    config = PayoutsConfig(length=400, chips=seed % 2 == 1, kinds=tuple(PayoutKind), pair_pays=11 if seed < 2 else 25)
    seen = set()
    for q in _questions(make_drill("payouts", config, seed=seed)):
        seen.add(q.skill)
        wager = parse_money(q.prompt.split(" of ")[1].split(" ")[0].rstrip(";,") if " of " in q.prompt
                            else q.prompt.split(" on ")[1].split(" ")[0].rstrip(",."))
        assert config.min_wager <= wager <= config.max_wager or q.skill == PayoutKind.INSURANCE.value
        kind = PayoutKind(q.skill)
        if kind is PayoutKind.BLACKJACK_3TO2:
            assert wager % Decimal("2.50") == 0
            assert q.answer == blackjack_payout(wager, BlackjackRules()) == _down_to_half(wager * 3 / 2)
        elif kind is PayoutKind.BLACKJACK_6TO5:
            assert q.answer == blackjack_payout(wager, BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE))
            assert q.answer == _down_to_half(wager / 5 * 6)
        elif kind is PayoutKind.INSURANCE:
            assert q.answer == 2 * wager
        elif kind is PayoutKind.EVEN_MONEY:
            assert q.answer == wager
        elif kind is PayoutKind.BANCO_DEDUCTED:
            assert q.answer == wager - commission_on(wager, BaccaratRules())
            commission = (wager * Decimal("0.05") * 4).quantize(Decimal("1"), rounding="ROUND_CEILING") / 4
            assert q.answer == wager - commission  # the commission up to the quarter
        elif kind is PayoutKind.BANCO_BOX:
            assert q.answer == commission_on(wager, BaccaratRules(commission_style=CommissionStyle.BOX))
            assert q.answer % Decimal("0.25") == 0 and q.answer >= wager * Decimal("0.05")
        elif kind is PayoutKind.TIE_8TO1:
            assert q.answer == 8 * wager
        elif kind is PayoutKind.TIE_9TO1:
            assert q.answer == 9 * wager
        elif kind is PayoutKind.BANCO_NO_COMMISSION:
            assert q.answer == wager
        elif kind is PayoutKind.DRAGON_7:
            assert q.answer == 40 * wager
        elif kind is PayoutKind.PANDA_8:
            assert q.answer == 25 * wager
        elif kind.side_bet is not None:  # the common paytables, by the hand the skill names
            assert q.answer == wager * {"mixed": 6, "coloured": 12, "perfect": 25, "flush": 5, "straight": 10,
                                        "three_of_a_kind": 30, "straight_flush": 40, "suited_trips": 100}[kind.hand_class]
        else:
            assert q.answer == config.pair_pays * wager and f"at {config.pair_pays} to 1" in q.prompt
        if q.chips_wanted:
            chip_breakdown(q.answer)  # makeable
    assert seen == {k.value for k in PayoutKind}


def test_payouts_include_the_tricky_ones():
    exact = PayoutsConfig(blackjack_rounding="exact")
    assert payout_answer(PayoutKind.BLACKJACK_3TO2, Decimal("37.50"), exact)[0] == Decimal("56.25")
    assert payout_answer(PayoutKind.BLACKJACK_3TO2, Decimal("37.50"))[0] == Decimal("56")  # down to the $0.50
    assert payout_answer(PayoutKind.BLACKJACK_3TO2, Decimal("35"))[0] == Decimal("52.50")
    assert payout_answer(PayoutKind.BANCO_DEDUCTED, Decimal("100"))[0] == Decimal("95")
    assert payout_answer(PayoutKind.BANCO_BOX, Decimal("6"))[0] == Decimal("0.50")
    qs = _questions(make_drill("payouts", PayoutsConfig(length=300, odd_share=1.0), seed=9))
    assert any(q.answer % 1 for q in qs)  # cents appear among odd amounts
    rounds = _questions(make_drill("payouts", PayoutsConfig(length=100, odd_share=0.0), seed=9))
    assert all("$" in q.prompt for q in rounds)


def test_payouts_config_refuses_impossible_limits():
    with pytest.raises(ValueError, match="whole number of"):
        PayoutsConfig(min_wager=Decimal("1"), max_wager=Decimal("2"), kinds=(PayoutKind.BLACKJACK_6TO5,))
    with pytest.raises(ValueError, match="at least min_wager"):
        PayoutsConfig(min_wager=Decimal("10"), max_wager=Decimal("5"))


@pytest.mark.parametrize("seed", range(4))
def test_totals_agree_with_the_engines(seed):
    seen = Counter()
    for q in _questions(make_drill("totals", TotalsConfig(length=200, busts=True), seed=seed)):
        cards = q.table.hands[0].cards
        seen[q.skill] += 1
        if q.skill.startswith("baccarat"):
            assert q.answer == sum(min(int(c.rank), 10) % 10 for c in cards) % 10 == hand_total(cards)
            assert len(cards) == (2 if q.skill.endswith("two_cards") else 3)
            continue
        total, soft = hand_value(cards)
        hard = sum(min(int(c.rank), 10) for c in cards)
        has_ace = any(int(c.rank) == 1 for c in cards)
        assert total == (hard + 10 if has_ace and hard + 10 <= 21 else hard)
        if q.skill == "blackjack.total.blackjack":
            assert len(cards) == 2 and total == 21 and q.answer == "blackjack"
        elif q.skill == "blackjack.total.soft":
            assert soft and total < 21 and q.answer == f"{total - 10} or {total}"
            assert q.answer_kind is AnswerKind.PHRASE
        else:
            assert q.answer == total and q.answer_kind is AnswerKind.COUNT
    assert set(seen) == {c.value for c in TotalsConfig().cells}


def test_registry_and_make_drill_errors():
    assert {"baccarat.draw_table", "payouts", "totals"} <= set(DRILLS)
    with pytest.raises(ValueError, match="no drill 'nope'"):
        make_drill("nope")
    with pytest.raises(ValueError, match="takes a PayoutsConfig"):
        make_drill("payouts", TotalsConfig())
    drill = make_drill("payouts", {"length": 3, "kinds": ["baccarat.payout.pair"]}, seed=1)
    assert [q.skill for q in _questions(drill)] == ["baccarat.payout.pair"] * 3


def _right(q):
    if q.answer_kind is AnswerKind.MONEY:
        return format_money(q.answer)
    return q.answer if not isinstance(q.answer, bool) else ("yes" if q.answer else "no")


def _wrong(q):
    if q.answer_kind is AnswerKind.MONEY:
        return format_money(q.answer + 1)
    if q.answer_kind is AnswerKind.CHOICE:
        return next(c for c in q.choices if c != q.answer)
    if q.answer_kind is AnswerKind.PHRASE:
        return "nineteen or twenty-nine"
    return str(int(q.answer) + 1)


@pytest.mark.parametrize("drill_id", ["baccarat.draw_table", "payouts", "totals"])
def test_full_session_with_scripted_answers(drill_id, records, trainee, clock, wall):
    drill = make_drill(drill_id, {"length": 30}, seed=11)
    session = Session(drill, records=records, trainee_id=trainee, clock=clock, wall_clock=wall)
    n = 0
    while (beat := session.next()) is not None:
        session.shown()
        clock.advance(1.5)
        q = beat.question
        verdict = session.answer(_right(q) if n % 3 else _wrong(q))
        assert verdict.correct == bool(n % 3), (q.prompt, q.answer, verdict)
        n += 1
        wall.advance(10)
    summary = session.end()
    assert summary.answered == n == 30 and summary.correct == 20
    assert len(records.answers(trainee, session_id=session.session_id)) == 30
    assert summary.practise_next  # the wrong ones


# The spot each payout's wager lies on, written out from the layouts.
PAYOUT_SPOTS = {
    PayoutKind.BLACKJACK_3TO2: {"wager"}, PayoutKind.BLACKJACK_6TO5: {"wager"}, PayoutKind.EVEN_MONEY: {"wager"},
    PayoutKind.INSURANCE: {"insurance"}, PayoutKind.BANCO_DEDUCTED: {"banker"}, PayoutKind.BANCO_BOX: {"banker"},
    PayoutKind.TIE_8TO1: {"tie"}, PayoutKind.TIE_9TO1: {"tie"}, PayoutKind.PAIR: {"player pair", "banker pair"},
}


def _blackjack(cards) -> bool:
    return len(cards) == 2 and hand_value(cards) == (21, True)


@pytest.mark.parametrize("seed", range(3))
def test_every_payout_question_carries_its_bet_and_the_hands_that_won_it(seed):
    pairs = set()
    for q in _questions(make_drill("payouts", PayoutsConfig(length=200), seed=seed)):
        kind = PayoutKind(q.skill)
        table = q.table
        assert table is not None and len(table.bets) == 1
        bet = table.bets[0]
        assert bet.seat == 1 and bet.spot in PAYOUT_SPOTS[kind]
        assert format_money(bet.amount) in q.prompt  # the wager the words name is the one on the felt
        assert q.answer == payout_answer(kind, bet.amount, pair=bet.spot if kind is PayoutKind.PAIR else "player pair")[0]
        if table.game == "blackjack":
            dealer, player = table.hand("dealer"), table.hand("seat 1")
            if kind is PayoutKind.INSURANCE:
                assert _blackjack(dealer.cards) and dealer.cards[0].rank == 1  # the ace up, then the blackjack
            else:
                assert _blackjack(player.cards)
                assert (dealer is not None and [c.rank for c in dealer.cards] == [1]) == (kind is PayoutKind.EVEN_MONEY)
            continue
        assert table.game == "baccarat" and kind.value.startswith("baccarat.")
        player, banker = table.hand("player").cards, table.hand("banker").cards
        assert (table.hand("player").label, table.hand("banker").label) == (str(hand_total(player)), str(hand_total(banker)))
        if bet.spot == "banker":
            assert hand_total(banker) > hand_total(player)
        elif bet.spot == "tie":
            assert hand_total(banker) == hand_total(player)
        else:
            pairs.add(bet.spot)
            hand = player if bet.spot == "player pair" else banker
            assert hand[0].rank == hand[1].rank
            assert bet.spot.split()[0].capitalize() in q.prompt and bet.spot.split()[0].capitalize() in q.explanation
    assert pairs == {"player pair", "banker pair"}


def test_a_payout_table_refuses_what_cannot_lie_on_the_felt():
    from dealertrainer.training.drills.payouts import payout_table

    with pytest.raises(ValueError, match="more than nothing"):
        payout_table(PayoutKind.TIE_8TO1, Decimal("0"))
    with pytest.raises(ValueError, match="player pair, banker pair"):
        payout_table(PayoutKind.PAIR, Decimal("5"), pair="tie")
    with pytest.raises(ValueError, match="player pair, banker pair"):
        payout_answer(PayoutKind.PAIR, Decimal("5"), pair="either pair")
