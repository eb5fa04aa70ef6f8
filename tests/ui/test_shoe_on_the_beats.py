"""The shoe panel as a user meets it at each of the three tables, in a new process: it is told
the shoe's events on the beats (after the shuffle and burn, after each coup, round or hand), so
it never counts a card the felt has not shown yet, and at the end it has been told the whole
shoe once, in order. "Replay shoe" then deals the same cards again."""

from __future__ import annotations

import json

import pytest

from tests.ui.start_as_a_user import a_trainee_in, no_traceback, start_app, use_the_window

AT_THE_TABLE = """
def use(window):
    import json
    from dealertrainer.engine.shoe_events import Dealt, Shuffled

    def last_shoe_dealt(events):
        start = max(i for i, e in enumerate(events) if isinstance(e, Shuffled))
        return [str(e.card) for e in events[start:] if isinstance(e, Dealt)]
    from dealertrainer.engine.places import BURN
    from dealertrainer.ui.harness import answer_for, wait_until

    drill_id, count, hands = sys.argv[1], sys.argv[2], int(sys.argv[3])
    assert wait_until(lambda: window.registry_ready, timeout=20)
    window.context.drill_overrides[drill_id] = {count: hands, "feedback": "at_end"}
    screen = window.open(drill_id)
    panel = screen.shoe_panel

    def play():
        seen = []
        QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Return)  # Start
        assert wait_until(lambda: screen.session is not None, timeout=30)
        while True:
            # the panel hears of the shoe on the same beat; under load it may be drawn a moment after
            assert wait_until(lambda: screen.session is None
                              or (screen.session.waiting_for_answer and panel.state is not None), timeout=30)
            if screen.session is None:
                return seen
            drill, state = screen.session.drill, panel.state
            felt = sum(len(h.cards) for h in screen.canvas(drill.table.game).table.hands if h.place != BURN)
            seen.append({"told": state.cards_dealt, "felt": felt, "live": drill.shoe.cards_dealt,
                         "left": panel.figures["cards_left"].text(), "counted": state.cards_left - panel.on_table})
            screen._answer(answer_for(screen.session.current.question, True))

    first = play()
    told = panel.state.to_json()
    dealt = last_shoe_dealt(panel.state.events)
    QTest.mouseClick(panel.replay_button, Qt.MouseButton.LeftButton)
    assert wait_until(lambda: screen.session is not None and screen.session.waiting_for_answer, timeout=30)
    again = screen.session.drill
    while screen.session is not None:
        assert wait_until(lambda: screen.session is None or screen.session.waiting_for_answer, timeout=30)
        if screen.session is None:
            break
        screen._answer(answer_for(screen.session.current.question, True))
    replayed = last_shoe_dealt(again.shoe.log)
    print("seen:", json.dumps({"first": first, "told": json.loads(told)["events"], "dealt": dealt,
                               "replayed": replayed}))
"""


@pytest.mark.parametrize(("drill_id", "count", "hands"),
                         [("baccarat.seat", "coups", 2), ("blackjack.seat", "rounds", 2), ("stud.seat", "hands", 1)])
def test_the_panel_is_told_the_shoe_on_the_beats_and_replays_it(tmp_path, drill_id, count, hands):
    a_trainee_in(tmp_path / "data")
    started = start_app(tmp_path / "config", tmp_path / "data", open_first=None, args=(drill_id, count, str(hands)),
                        script=use_the_window(tmp_path, AT_THE_TABLE))
    no_traceback(started)
    seen = json.loads(started.line("seen: "))
    assert seen["first"], "no question was asked"
    for view in seen["first"]:
        assert view["told"] + view["felt"] <= view["live"]  # never a card the felt has not shown
        assert view["left"] == str(view["counted"])
    assert seen["told"][0]["event"] == "shuffle"  # told from the shuffle on
    same = min(len(seen["dealt"]), len(seen["replayed"]))  # (at stud, other folds may take fewer cards)
    assert same >= 4 and seen["replayed"][:same] == seen["dealt"][:same]  # "Replay shoe": the same cards again
