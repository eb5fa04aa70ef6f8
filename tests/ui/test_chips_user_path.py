"""A trainee opens the Chips drill from Home with the key Home shows for it, starts it with Enter
and answers by the keys (chip keys then Enter; typed amounts and counts), in a new process that
reads a house saved before it started: greens stacked in fives, reds in fours, a full stack of 25,
buy-ins given from greens down to whites, and no pinks.

What they see is read off the window: the house's chip handling on the start page, each question
under that house (a pile stood in its stacks, a buy-in in its breakdown), nothing on screen that
says a pile's worth or the chips to give while the question is up, and "Correct" for the right keys.
"""

from __future__ import annotations

import re
from decimal import Decimal

from dealertrainer.storage.settings import AppSettings, ChipSpec
from dealertrainer.storage.settings_in_force import SettingsInForce
from tests.ui.start_as_a_user import a_trainee_in, no_traceback, rows_shown, start_app, use_the_window

D = Decimal
HOUSE = AppSettings(
    chips=tuple(ChipSpec(value=D(v), colour=c, stack=n) for v, c, n in (
        ("1", "white", 5), ("5", "red", 4), ("25", "green", 5), ("100", "black", 5), ("500", "purple", 4))),
    full_stack=25, buy_in_largest=D(25), buy_in_smallest=D(1),
)

CHIPS_FROM_HOME = """
def use(window):
    import json
    import re
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QLabel, QPushButton, QWidget
    from dealertrainer.engine.money import format_money
    from dealertrainer.ui.harness import keys_for

    wait(lambda: window.registry_ready)
    window.context.drill_overrides["chips"] = {"length": 18}
    home = [b.text() for b in window.home.drills_box.findChildren(QPushButton) if b.text().startswith("Chips")]
    print("HOME", json.dumps(home), flush=True)
    number = int(re.search(r"\\[Ctrl\\+(\\d)\\]", home[0]).group(1))
    QTest.keyClick(window, Qt.Key(Qt.Key.Key_0 + number), Qt.KeyboardModifier.ControlModifier)
    wait(lambda: window.stack.currentWidget() is window.screens.get("chips"))
    screen = window.screens["chips"]
    print("RULES", json.dumps(screen.rules_line.text()), flush=True)
    QTest.keyClick(screen, Qt.Key.Key_Return)  # Start

    def painted():
        face = QAccessible.queryAccessibleInterface(screen.wager_felt)
        items = [face.child(i) for i in range(face.childCount())]
        return [[c.text(QAccessible.Text.Name), c.text(QAccessible.Text.Description)] for c in items
                if c.text(QAccessible.Text.Name)]

    def seen():
        words = [w.text() for w in screen.findChildren(QLabel) if w.isVisible()]
        words += [b.text() for b in screen.findChildren(QPushButton) if b.isVisible()]
        words += [w.accessibleName() + " " + w.accessibleDescription() for w in screen.findChildren(QWidget)
                  if w.isVisible() and w.accessibleDescription()]  # what a screen reader says too
        return words + [screen.wager_felt.toolTip()] + [" ".join(item) for item in painted()]

    for _ in range(18):
        if not wait(lambda: screen.session is not None and screen.session.waiting_for_answer):
            break
        question = screen.session.current.question
        stacks = [[s.chip.colour, s.count] for s in question.table.stacks] if question.table else []
        shown = seen()
        row = {"skill": question.skill, "prompt": question.prompt, "answer": str(question.answer),
               "accepted": [[[c.colour, n] for c, n in way] for way in question.chips_accepted],
               "stacks": stacks, "felt": screen.wager_felt.isVisible(), "seen": shown, "painted": painted(),
               "worth_shown": any(format_money(question.answer) in text for text in shown),
               "expected_shown": any(question.expected in text for text in shown)}
        for press in keys_for(question):
            focus = QApplication.focusWidget() or screen
            if isinstance(press, str):
                QTest.keyClicks(focus, press)
            else:
                QTest.keyClick(focus, press)
        wait(lambda: screen.panel.waiting_for_next)
        row["verdict"] = screen.panel.feedback.text()
        print("ASKED", json.dumps(row), flush=True)
        QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
"""


def test_the_chips_drill_from_home_by_keys_under_the_saved_house(tmp_path):
    config, data = tmp_path / "config", tmp_path / "data"
    SettingsInForce(config).save(HOUSE)
    a_trainee_in(data)

    started = start_app(config, data, open_first=None, script=use_the_window(tmp_path, CHIPS_FROM_HOME))
    no_traceback(started)
    rows = rows_shown(started, "HOME", "RULES", "ASKED")
    assert rows["HOME"] and re.fullmatch(r"Chips\s+\[Ctrl\+\d\]", rows["HOME"][0][0]), started.shown
    rules = rows["RULES"][0]
    assert "greens in 5s" in rules and "reds in 4s" in rules and "full stack 25" in rules and "$1 to $25" in rules
    asked = rows["ASKED"]
    assert len(asked) == 18, started.shown + started.stderr[-3000:]
    assert {row["skill"] for row in asked} == {"chips.stacks.read", "chips.size.even", "chips.size.blackjack", "chips.size.banco",
                                               "chips.colour_up.fewest", "chips.change.cheque", "chips.change.buy_in"}
    for row in asked:
        assert "Correct" in row["verdict"], row
        if row["accepted"]:
            assert not row["expected_shown"], row  # the chips to give are not on screen
        if row["skill"] in ("chips.stacks.read", "chips.colour_up.fewest"):
            assert row["felt"] and row["stacks"] and not row["worth_shown"], row  # the pile, painted, unpriced
            assert row["painted"] == [[f"Stack {n}", f"{count} {colour}{'s' if count > 1 else ''}"]
                                      for n, (colour, count) in enumerate(row["stacks"], 1)], row  # read out as painted
            for colour, count in row["stacks"]:
                assert count <= 25 and colour != "pink", row
            for colour in {c for c, _ in row["stacks"]}:
                counts = [n for c, n in row["stacks"] if c == colour]
                size = {"white": 5, "red": 4, "green": 5, "black": 5}[colour]
                assert all(n in (25, size) for n in counts[:-1]), row  # the house's stacks
        if row["skill"] == "chips.change.buy_in":
            colours = {c for way in row["accepted"] for c, _ in way}
            assert colours <= {"green", "red", "white"} and "white" in colours, row  # greens down to whites
