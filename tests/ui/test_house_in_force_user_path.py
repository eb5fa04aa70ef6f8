"""A house saved in the settings files is the house Daily practice and an exam ask under, in a
new process started as a user starts the app.

The house: 4% commission off the payout, pairs at 12 to 1, ties at 9 to 1, blackjack at 6 to 5,
the dealer hitting soft 17 and never peeking (with no peek, every bet loses to a blackjack).
The trainee met some skills long ago, so Daily practice brings them back first; two of them
this house does not deal (a 3:2 blackjack, the "original bets only" settlement). Every key
and explanation read off the screens is checked against the house's own numbers, worked out
here.
"""

from __future__ import annotations

import time
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.storage.records import Records
from dealertrainer.storage.settings_in_force import SettingsInForce
from tests.ui.start_as_a_user import a_trainee_in, no_traceback, rows_shown, start_app, use_the_window

D = Decimal
HOUSE = (
    BaccaratRules(commission_rate=D("0.04"), pair_pays=12, tie_pays=9),
    BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE, dealer_hits_soft_17=True, dealer_peeks=False),
)
MET_LONG_AGO = ("baccarat.payout.banco", "baccarat.payout.pair", "baccarat.payout.tie.9to1", "blackjack.payout.6to5",
                "blackjack.dealer.soft17", "blackjack.peek.ace")
NOT_DEALT_HERE = ("blackjack.payout.3to2", "blackjack.settle.no_peek", "baccarat.payout.tie.8to1")

SIT_DAILY_AND_AN_EXAM = """
def use(window):
    import json

    def shown(where, screen, question):
        bets = [[bet.spot, str(bet.amount)] for bet in (question.table.bets if question.table else ())]
        felt = screen.play.canvas("baccarat").signage
        print(where, json.dumps({"skill": question.skill, "answer": str(question.answer),
                                 "prompt": screen.panel.prompt.text(), "why": question.explanation, "bets": bets,
                                 "odds": felt.baccarat_odds, "blackjack": felt.blackjack_pays}), flush=True)

    wait(lambda: window.registry_ready)
    window.context.drill_overrides["daily"] = {"feedback": "at_end", "length": 12}  # no verdict between questions
    daily = window.open("daily")
    QTest.keyClick(daily, Qt.Key.Key_Return)  # Start
    for _ in range(12):
        if not wait(lambda: daily.session is not None and daily.session.waiting_for_answer):
            break
        shown("DAILY", daily, daily.session.current.question)
        daily.loop.skip()
    exam = window.open("exam")
    exam.choose("baccarat.payout", "blackjack.payout", "blackjack.dealer", "blackjack.peek", "blackjack.settle")
    exam.length.setValue(30)
    print("SETUP", repr(exam.setup_problem.text()), exam.start_button.isEnabled(), flush=True)
    QTest.mouseClick(exam.start_button, Qt.MouseButton.LeftButton)
    while exam.stack.currentIndex() == 1 and exam.question is not None:
        shown("EXAM", exam, exam.question)
        exam.skip()
"""


def _up_to(amount: Decimal, step: Decimal) -> Decimal:
    return (amount / step).to_integral_value(rounding=ROUND_CEILING) * step


def _wager(row: dict, *spots: str) -> Decimal:
    return next(D(amount) for spot, amount in row["bets"] if spot in spots)


def _house_key(row: dict) -> Decimal | str | None:
    """The key this house gives, from its own numbers and the wager on the felt (None: not
    a question whose key the house's numbers decide)."""
    skill = row["skill"]
    if skill == "baccarat.payout.banco":
        stake = _wager(row, "banker")
        return stake - _up_to(stake * D("0.04"), D("0.25"))  # the standard rounding: up to the quarter
    if skill == "baccarat.payout.pair":
        return _wager(row, "player pair", "banker pair") * 12
    if skill == "baccarat.payout.tie.9to1":
        return _wager(row, "tie") * 9
    if skill == "blackjack.payout.6to5":
        return (_wager(row, "wager") * D("1.2") * 2).to_integral_value(rounding=ROUND_FLOOR) / 2  # down to $0.50
    if skill == "blackjack.dealer.soft17":
        return "hit"
    if skill in ("blackjack.peek.ace", "blackjack.peek.ten"):
        return "False"  # this house never peeks
    if skill == "blackjack.settle.dealer_blackjack":
        return "take"  # with no peek, every bet loses to the dealer's blackjack here
    return None


def test_daily_practice_and_an_exam_ask_under_the_house_saved_in_the_settings(tmp_path):
    config, data = tmp_path / "config", tmp_path / "data"
    saved = SettingsInForce(config)
    for rules in HOUSE:
        saved.save(rules)
    with Records(a_trainee_in(data)) as records:
        trainee = records.trainees()[0].id
        long_ago = time.time() - 90 * 86_400
        for skill in MET_LONG_AGO + NOT_DEALT_HERE:
            for day in range(2):
                records.record_answer(trainee, skill, True, 3.0, at=long_ago + day * 3 * 86_400)

    started = start_app(config, data, open_first=None, script=use_the_window(tmp_path, SIT_DAILY_AND_AN_EXAM))
    no_traceback(started)
    rows = rows_shown(started, "DAILY", "EXAM")
    assert len(rows["DAILY"]) == 12 and len(rows["EXAM"]) == 30, started.shown
    assert started.line("SETUP ") == "'' True"
    daily_skills = {row["skill"] for row in rows["DAILY"]}
    assert set(MET_LONG_AGO) <= daily_skills  # due again: brought back first
    checked = 0
    for row in rows["DAILY"] + rows["EXAM"]:
        assert row["skill"] not in NOT_DEALT_HERE, row
        # what the trainee reads on the felt is this house's prices
        assert row["odds"] == "BANKER PAYS 96% · COMMISSION ROUNDED UP TO THE $0.25 · TIE PAYS 9 TO 1 · PAIRS PAY 12 TO 1"
        assert row["blackjack"] == "BLACKJACK PAYS 6 TO 5"
        assert "11 to 1" not in row["prompt"] and "8 to 1" not in row["prompt"] and "3:2" not in row["prompt"]
        key = _house_key(row)
        if key is None:
            continue
        assert (D(row["answer"]) if isinstance(key, Decimal) else row["answer"]) == key, row
        checked += 1
        if row["skill"] == "baccarat.payout.banco":
            assert "4% commission" in row["why"] and "5%" not in row["why"]
        if row["skill"] == "baccarat.payout.pair":
            assert "12 to 1" in row["prompt"] + row["why"]
    assert checked >= 10
    assert {"baccarat.payout.banco", "blackjack.payout.6to5"} <= {row["skill"] for row in rows["EXAM"]}
