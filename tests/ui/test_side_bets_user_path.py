"""A house that offers side bets, saved in the settings files, dealt in a new process started as a
user starts the app: the blackjack felt prints the Perfect Pairs and 21+3 spots and paytables,
the table's players bet them, and the trainee, answering by the keys on screen, pays a winning
side bet at the house's price; at the EZ Baccarat table Dragon 7 and Panda 8 are on the felt and
are bet and settled."""

from __future__ import annotations

import json
from decimal import Decimal

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.storage.settings_in_force import SettingsInForce
from tests.ui.start_as_a_user import a_trainee_in, no_traceback, start_app, use_the_window

D = Decimal
HOUSE = (
    BaccaratRules(no_commission=True, dragon_seven_pays=50, panda_eight_pays=30),
    BlackjackRules(perfect_pairs=True, perfect_pairs_coloured_pays=10, twenty_one_plus_three=True,
                   twenty_one_plus_three_straight_pays=9),
)
PAYS = {"mixed": 6, "coloured": 10, "perfect": 25, "flush": 5, "straight": 9, "three_of_a_kind": 30,
        "straight_flush": 40, "suited_trips": 100}

DEAL_UNTIL_A_SIDE_BET_IS_PAID = """
def use(window):
    import json
    from dealertrainer.ui.harness import answer_on_screen

    wait(lambda: window.registry_ready)
    for table, done in (("blackjack.seat", lambda q: q.skill.startswith(("blackjack.payout.perfect_pairs.",
                                                                        "blackjack.payout.21plus3."))),
                        ("baccarat.seat", lambda q: q.skill == "baccarat.settle.lose"
                         and ("Dragon 7" in q.choices or "Panda 8" in q.choices))):
        screen = window.open(table)
        QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Return)  # Start
        canvas = screen.canvas(table.split(".")[0])
        felt = canvas.signage
        print("FELT", json.dumps({"table": table, "places": sorted(canvas._layout.printed_places()),
                                  "bj_spots": felt.blackjack_side_spots, "bj_odds": felt.blackjack_side_odds,
                                  "bac_spots": felt.baccarat_side_spots, "bac_odds": felt.baccarat_odds}), flush=True)
        shoes = 1
        for answered in range(3000):
            if not wait(lambda: screen.session is not None and screen.session.waiting_for_answer):
                # the shoe played out with no side bet to pay (about 1 shoe in 50): deal another, as a trainee would
                if screen.session is None and shoes < 6:
                    shoes += 1
                    QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Return)  # Start
                    continue
                print("STUCK", table, flush=True)
                break
            question = screen.session.current.question
            bets = [[b.seat, b.spot, str(b.amount), b.paid] for b in question.table.bets]
            answer_on_screen(window, right=True)
            wait(lambda: screen.panel.waiting_for_next)
            if done(question):
                print("SIDE", json.dumps({"table": table, "skill": question.skill, "answer": str(question.answer),
                                          "prompt": screen.panel.prompt.text(), "why": question.explanation,
                                          "bets": bets, "seat": question.seat,
                                          "cards": [[str(h.place), [str(c) for c in h.cards]] for h in question.table.hands],
                                          "feedback": screen.panel.feedback.text()}), flush=True)
                canvas.grab().save(__file__.replace("use_the_window.py", f"{table}.png"))
                break
            QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
"""


def test_side_bets_are_dealt_and_paid_at_the_tables_of_a_saved_house(tmp_path):
    config, data = tmp_path / "config", tmp_path / "data"
    saved = SettingsInForce(config)
    for rules in HOUSE:
        saved.save(rules)
    a_trainee_in(data)
    started = start_app(config, data, open_first=None, script=use_the_window(tmp_path, DEAL_UNTIL_A_SIDE_BET_IS_PAID))
    no_traceback(started)
    lines = started.shown.splitlines()
    felts = {row["table"]: row for row in (json.loads(line[5:]) for line in lines if line.startswith("FELT "))}
    sides = {row["table"]: row for row in (json.loads(line[5:]) for line in lines if line.startswith("SIDE "))}
    assert "STUCK" not in started.shown, started.shown[-2000:]

    blackjack = felts["blackjack.seat"]
    assert blackjack["bj_spots"] == ["perfect pairs", "21+3"]
    assert {"seat 1 perfect pairs", "seat 7 21+3"} <= set(blackjack["places"])
    prices = [line for _title, lines_ in blackjack["bj_odds"] for line in lines_]
    assert "COLOURED PAIR 10 TO 1" in prices and "STRAIGHT 9 TO 1" in prices
    paid = sides["blackjack.seat"]
    hand = paid["skill"].rsplit(".", 1)[1]
    spot = "perfect pairs" if ".perfect_pairs." in paid["skill"] else "21+3"
    stake = next(D(amount) for seat, where, amount, was_paid in paid["bets"]
                 if seat == paid["seat"] and where == spot and not was_paid)
    assert D(paid["answer"]) == stake * PAYS[hand]  # the house's price, from the stake on the felt
    assert f"{PAYS[hand]} to 1" in paid["why"]
    assert "wins" in paid["prompt"] and hand.replace("_", " ") not in paid["prompt"]  # the hand is read off the cards
    assert paid["feedback"]  # the verdict shown after the keys

    baccarat = felts["baccarat.seat"]
    assert baccarat["bac_spots"] == ["dragon 7", "panda 8"]
    assert {"seat 1 dragon 7", "seat 9 panda 8"} <= set(baccarat["places"])
    assert "DRAGON 7 PAYS 50 TO 1" in baccarat["bac_odds"] and "PANDA 8 PAYS 30 TO 1" in baccarat["bac_odds"]
    swept = sides["baccarat.seat"]
    assert any(where in ("dragon 7", "panda 8") for _seat, where, _amount, _paid in swept["bets"])
    assert (tmp_path / "blackjack.seat.png").exists()
