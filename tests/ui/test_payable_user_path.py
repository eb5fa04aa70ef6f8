"""A house that rounds, saved in the settings files, is the house the Payouts drill and Daily
practice ask under, in a new process started as a user starts the app.

The house: blackjack 6:5 rounded down to the $1, banco commission 4% off the payout rounded up
to the $0.50, and a chip set with no $2.50 and no quarters ($1, $5, $25, $100, $500). Every
payout read off the screens is paid with those chips (checked here by a plain sum), keyed by
the house's rounding (worked out here), and its explanation names the method and the rounding;
the felt prints the rounding. The trainee types the right amount and the window says so.
"""

from __future__ import annotations

from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.storage.settings import AppSettings, ChipSpec
from dealertrainer.storage.settings_in_force import SettingsInForce
from tests.training.test_payable_payouts import can_pay
from tests.ui.start_as_a_user import a_trainee_in, no_traceback, rows_shown, start_app, use_the_window

D = Decimal
CHIPS = ("1", "5", "25", "100", "500")
HOUSE = (
    BaccaratRules(commission_rate=D("0.04"), commission_rounding="0.50"),
    BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE, payout_rounding="1"),
    AppSettings(chips=tuple(ChipSpec(value=D(v), colour=c) for v, c in zip(CHIPS, ("white", "red", "green", "black",
                                                                                   "purple")))),
)

PAY_AND_PRACTISE = """
def use(window):
    import json

    def shown(where, screen):
        question = screen.session.current.question
        bets = [[bet.spot, str(bet.amount)] for bet in (question.table.bets if question.table else ())]
        signs = screen.play.canvas("blackjack").signage
        print(where, json.dumps({"skill": question.skill, "answer": str(question.answer),
                                 "why": question.explanation, "bets": bets,
                                 "chips": [str(c.value) for c in question.chip_set],
                                 "rounding": signs.blackjack_rounding,
                                 "odds": screen.play.canvas("baccarat").signage.baccarat_odds}), flush=True)
        return question

    def answer_right(screen, question):
        field = QApplication.focusWidget()
        QTest.keyClicks(field, f"{question.answer:.2f}")
        QTest.keyClick(field, Qt.Key.Key_Return)

    wait(lambda: window.registry_ready)
    for drill, count in (("payouts", 14), ("daily", 10)):
        window.context.drill_overrides[drill] = {"feedback": "at_end", "length": count}
        screen = window.open(drill)
        QTest.keyClick(screen, Qt.Key.Key_Return)  # Start
        for _ in range(count):
            if not wait(lambda: screen.session is not None and screen.session.waiting_for_answer):
                break
            question = shown(drill.upper(), screen)
            if drill == "payouts" and not question.chips_wanted:
                answer_right(screen, question)
            else:
                screen.loop.skip()
        wait(lambda: screen.session is None or not screen.session.waiting_for_answer)
        if drill == "payouts":
            print("RIGHT", sum(a.correct for a in records_answers(window)), flush=True)


def records_answers(window):
    records = window.context.records
    return records.answers(window.context.trainee.id)
"""


def _key(row: dict) -> Decimal | None:
    bets = dict(row["bets"])
    if row["skill"] == "blackjack.payout.6to5":
        return (D(bets["wager"]) * D("1.2")).to_integral_value(rounding=ROUND_FLOOR)  # down to the $1
    if row["skill"] == "baccarat.payout.banco":
        stake = D(bets["banker"])
        return stake - (stake * D("0.04") * 2).to_integral_value(rounding=ROUND_CEILING) / 2  # up to the $0.50
    return None


def test_the_payouts_drill_and_daily_practice_pay_what_the_saved_house_and_chips_can_pay(tmp_path):
    config, data = tmp_path / "config", tmp_path / "data"
    for rules in HOUSE:
        SettingsInForce(config).save(rules)
    a_trainee_in(data)

    started = start_app(config, data, open_first=None, script=use_the_window(tmp_path, PAY_AND_PRACTISE))
    no_traceback(started)
    rows = rows_shown(started, "PAYOUTS", "DAILY")
    assert len(rows["PAYOUTS"]) == 14 and len(rows["DAILY"]) == 10, started.shown
    keyed = 0
    for row in rows["PAYOUTS"] + rows["DAILY"]:
        assert row["rounding"] == "BLACKJACKS PAID DOWN TO THE $1", row  # printed on the felt
        assert "COMMISSION ROUNDED UP TO THE $0.50" in row["odds"], row
        for _, amount in row["bets"]:
            assert can_pay(D(amount), CHIPS), row
        if row["skill"].startswith(("blackjack.payout.", "baccarat.payout.")):
            assert [D(c) for c in row["chips"]] == [D(c) for c in CHIPS] and can_pay(D(row["answer"]), CHIPS), row
        key = _key(row)
        if key is None:
            continue
        keyed += 1
        assert D(row["answer"]) == key, row
        if row["skill"] == "blackjack.payout.6to5":
            assert "for each red ($5) a red and a white" in row["why"] and "rounds down to the $1" in row["why"], row
        else:
            assert "$0.20 for every $5" in row["why"] and "rounds the commission up to the $0.50" in row["why"], row
    assert keyed >= 3
    assert {row["skill"] for row in rows["PAYOUTS"]} >= {"blackjack.payout.6to5", "baccarat.payout.banco"}
    right = int(started.line("RIGHT "))
    assert right >= 1  # the amounts typed were taken as right
