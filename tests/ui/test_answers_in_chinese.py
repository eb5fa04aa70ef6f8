"""Answers on screen in Chinese: the buttons and the verdict show each answer's label, the keys
stay the same letters, and what the panel sends is the English key.

The last test starts the app as a trainee does, in a new process under LANG=zh_CN.UTF-8, opens
the draw table from Home by its key, starts it with Enter and answers by the key the button
shows for the right answer: the prompt, the buttons and the verdict are Chinese.
"""

from __future__ import annotations

import random
import re

from PySide6.QtCore import Qt

from dealertrainer.training.drills.practice import ask
from dealertrainer.training.session import Session
from dealertrainer.ui.session.question_panel import QuestionPanel
from tests.ui.start_as_a_user import a_trainee_in, no_traceback, rows_shown, start_app, use_the_window

_CJK = re.compile(r"[\u4e00-\u9fff]")


def test_buttons_and_verdict_show_labels_and_send_keys(qtbot, chinese):
    panel = QuestionPanel()
    qtbot.addWidget(panel)
    panel.show()
    question = ask("baccarat.result", random.Random(2))  # player, banker or tie
    assert question is not None
    panel.show_question(question)
    texts = [b.text() for b in panel.answer_buttons()]
    simplified = chinese == "zh_CN"
    assert texts == (["闲  [P]", "庄  [B]", "和  [T]"] if simplified else ["閒  [P]", "莊  [B]", "和  [T]"])
    key = {"player": Qt.Key.Key_P, "banker": Qt.Key.Key_B, "tie": Qt.Key.Key_T}[question.answer]
    with qtbot.waitSignal(panel.submitted) as sent:
        qtbot.keyClick(panel, key)
    assert sent.args[0] == question.answer  # the key, in English

    class OneQuestion:
        id, total = "baccarat.seat", 1
        config = __import__("dealertrainer.training.drills.base", fromlist=["DrillConfig"]).DrillConfig(length=None)

        def beats(self):
            from dealertrainer.training.session import Beat

            yield Beat(question.step, question)

        def observe(self, *args):
            pass

    session = Session(OneQuestion(), clock=iter(range(10)).__next__)
    session.next()
    verdict = session.answer(sent.args[0])
    panel.show_verdict(verdict)
    shown = panel.feedback.text()
    assert question.expected_label in shown and _CJK.search(question.expected_label)
    assert f"— {question.answer}" not in shown  # the key is not what the trainee reads


DRAW_TABLE_BY_KEYS = """
def use(window):
    import json
    import re
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QPushButton
    from dealertrainer.language import language_in_force

    wait(lambda: window.registry_ready)
    title = QCoreApplication.translate("catalog", "Draw table")  # as Home lists it (training.offer)
    home = [b.text() for b in window.home.drills_box.findChildren(QPushButton) if b.text().startswith(title)]
    print("HOME", json.dumps({"language": language_in_force(), "buttons": home}), flush=True)
    number = int(re.search(r"\\[Ctrl\\+(\\d)\\]", home[0]).group(1))
    QTest.keyClick(window, Qt.Key(Qt.Key.Key_0 + number), Qt.KeyboardModifier.ControlModifier)
    wait(lambda: window.stack.currentWidget() is window.screens.get("baccarat.draw_table"))
    screen = window.screens["baccarat.draw_table"]
    QTest.keyClick(screen, Qt.Key.Key_Return)  # Start
    for _ in range(12):  # to the first question answered by a key (a column's total is typed)
        if not wait(lambda: screen.session is not None and screen.session.waiting_for_answer):
            break
        question = screen.session.current.question
        buttons = [b.text() for b in screen.panel.answer_buttons() if b.isVisible()]
        if not buttons:
            QTest.keyClicks(screen.panel.amount, str(question.answer))
            QTest.keyClick(screen.panel.amount, Qt.Key.Key_Return)
            wait(lambda: screen.panel.waiting_for_next)
            QTest.keyClick(screen.panel, Qt.Key.Key_Space)
            continue
        shown = next(text for text in buttons if text.startswith(question.expected_label + "  ["))
        key = re.search(r"\\[(.)\\]$", shown).group(1)  # the key the button shows
        QTest.keyClick(screen.panel, Qt.Key(ord(key)))
        wait(lambda: screen.panel.waiting_for_next)
        print("ASKED", json.dumps({"prompt": screen.panel.prompt.text(), "buttons": buttons, "key": key,
                                   "answer": str(question.answer), "verdict": screen.panel.feedback.text(),
                                   "correct": screen.session.verdicts[-1][1].correct,
                                   "kept": screen.session.verdicts[-1][1].expected}), flush=True)
        break
"""


def test_the_draw_table_in_chinese_in_a_new_process(tmp_path):
    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    a_trainee_in(data)
    chinese = {"LANG": "zh_CN.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""}
    started = start_app(config, data, open_first=None, script=use_the_window(tmp_path, DRAW_TABLE_BY_KEYS),
                        extra_env=chinese)
    no_traceback(started)
    rows = rows_shown(started, "HOME", "ASKED")
    assert rows["HOME"] and rows["HOME"][0]["language"] == "zh_CN", started.shown + started.stderr[-2000:]
    assert rows["ASKED"], started.shown + started.stderr[-2000:]
    asked = rows["ASKED"][0]
    assert _CJK.search(asked["prompt"]) and not re.search(r"[A-Za-z]{2,}", asked["prompt"]), asked
    assert all(_CJK.search(text.split("  [")[0]) for text in asked["buttons"]), asked
    labels = {"Player": "闲", "Banker": "庄", "Neither": "都不补", "Every card": "任何牌都补", "No card": "任何牌都不补",
              "Every card but an 8": "除8以外都补", "2 to 7": "2至7", "4 to 7": "4至7", "6 or 7": "6或7"}
    assert asked["correct"] and asked["kept"] == asked["answer"], asked  # judged right, kept as the English key
    assert labels[asked["answer"]] in asked["verdict"], asked  # the verdict names the answer in Chinese
    assert f"— {asked['answer']}" not in asked["verdict"], asked
