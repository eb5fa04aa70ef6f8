"""The house's currency, as a trainee meets it: "HK$" saved in Settings, the next start (a new
process) shows every amount of a payout question in it, and the amount typed with it is right."""

from __future__ import annotations

import re

from dealertrainer.storage.settings import AppSettings, Currency, save_settings
from tests.ui.start_as_a_user import a_trainee_in, no_traceback, rows_shown, start_app, use_the_window

#: The payouts drill started; each question asked for an amount (not chips), as (screen, question).
PAYOUT_QUESTIONS = """
def payout_questions(window, length):
    wait(lambda: window.registry_ready)
    window.context.drill_overrides["payouts"] = {"length": length}
    screen = window.open("payouts")
    QTest.keyClick(screen, Qt.Key.Key_Return)  # Start
    for _ in range(length):
        if not wait(lambda: screen.session is not None and screen.session.waiting_for_answer):
            break
        question = screen.session.current.question
        if question.chips_wanted:
            screen.loop.skip()
            continue
        yield screen, question
"""

PAY_IN_THE_HOUSE_CURRENCY = PAYOUT_QUESTIONS + """
def use(window):
    import json
    from dealertrainer.engine.money import format_money

    for screen, question in payout_questions(window, 6):
        typed = format_money(question.answer)  # as the screen shows amounts: with the house's symbol
        field = QApplication.focusWidget()
        QTest.keyClicks(field, typed)
        QTest.keyClick(field, Qt.Key.Key_Return)
        wait(lambda: screen.panel.waiting_for_next)
        print("PAID", json.dumps({"prompt": screen.panel.prompt.text(), "why": question.explanation, "typed": typed,
                                  "verdict": screen.panel.feedback.text(),
                                  "correct": screen.session.verdicts[-1][1].correct}), flush=True)
        QTest.keyClick(screen.panel, Qt.Key.Key_Space)
    window.open("settings").show_page(AppSettings)
    combo = window.settings.form(AppSettings).field_widget("currency")
    print("SETTING", json.dumps({"shown": combo.currentText(), "choices": [combo.itemText(i) for i in range(combo.count())]}),
          flush=True)
"""


def test_hong_kong_dollars_saved_are_shown_and_accepted_at_the_next_start(tmp_path):
    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    a_trainee_in(data)
    save_settings(AppSettings(currency=Currency.HONG_KONG_DOLLAR), config)
    script = use_the_window(tmp_path, "from dealertrainer.storage.settings import AppSettings\n" + PAY_IN_THE_HOUSE_CURRENCY)
    started = start_app(config, data, open_first=None, script=script, extra_env={"LANG": "en_US.UTF-8", "LANGUAGE": ""})
    no_traceback(started)
    rows = rows_shown(started, "PAID", "SETTING")
    paid = rows["PAID"]
    assert paid, started.shown + started.stderr[-3000:]
    for row in paid:
        assert row["typed"].startswith("HK$") and row["correct"], row  # typed with the symbol: right
        amounts = re.findall(r"(\S*)\$\d", row["prompt"] + " " + row["why"] + " " + row["verdict"])
        assert amounts and set(amounts) == {"HK"}, row  # every amount shown in Hong Kong dollars
    assert rows["SETTING"] == [{"shown": "HK$", "choices": ["$", "HK$", "MOP$", "S$"]}]


TYPE_ANOTHER_CURRENCY_FIRST = PAYOUT_QUESTIONS + """
def use(window):
    import json
    from dealertrainer.engine.money import format_money

    for screen, question in payout_questions(window, 4):
        field = QApplication.focusWidget()
        answered = screen.session.answered
        wrong_money = "S$" + format_money(question.answer).removeprefix("MOP$")  # Singapore dollars
        QTest.keyClicks(field, wrong_money)
        QTest.keyClick(field, Qt.Key.Key_Return)
        wait(lambda: False, 300)
        refused = {"hint": screen.panel.hint.text(), "answered": screen.session.answered - answered,
                   "waiting": screen.session.waiting_for_answer, "verdict_up": screen.panel.waiting_for_next,
                   "selected": field.selectedText()}
        QTest.keyClicks(field, format_money(question.answer))  # typed again over the selection, in patacas
        QTest.keyClick(field, Qt.Key.Key_Return)
        wait(lambda: screen.panel.waiting_for_next)
        print("REFUSED", json.dumps({**refused, "typed": wrong_money,
                                     "then_correct": screen.session.verdicts[-1][1].correct,
                                     "stored": len(screen.session.verdicts)}), flush=True)
        break
"""


def test_patacas_typed_as_singapore_dollars_are_refused_in_chinese_and_typed_again(tmp_path):
    """A Macau house, the screens in 简体中文: "S$45" is not scored; the panel says the table is in
    MOP$, in Chinese; the amount typed again in patacas is right, and only that answer is kept."""
    from dealertrainer.storage.settings import Language

    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    a_trainee_in(data)
    save_settings(AppSettings(currency=Currency.MACAU_PATACA, language=Language.SIMPLIFIED_CHINESE), config)
    script = use_the_window(tmp_path, TYPE_ANOTHER_CURRENCY_FIRST)
    started = start_app(config, data, open_first=None, script=script, extra_env={"LANG": "en_US.UTF-8", "LANGUAGE": ""})
    no_traceback(started)
    (row,) = rows_shown(started, "REFUSED")["REFUSED"] or [None]
    assert row is not None, started.shown + started.stderr[-3000:]
    assert row["typed"].startswith("S$")
    assert row["answered"] == 0 and row["waiting"] and not row["verdict_up"], row  # neither right nor wrong
    assert row["hint"] == "本桌以 MOP$ 计：请以 MOP$ 或纯数字输入金额。", row
    assert row["selected"] == row["typed"], row  # ready to be typed over
    assert row["then_correct"] and row["stored"] == 1, row
