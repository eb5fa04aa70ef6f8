"""An instructor loads a stacked deck at the stud table, in a fresh process as a user does:
the shoe panel says it loaded, and the felt shows exactly the cards written, seat by seat. The
panel counts the cards on the felt as dealt."""

from __future__ import annotations

import json

from dealertrainer.engine.cards import full_deck
from tests.ui.start_as_a_user import a_trainee_in, start_app, use_the_window

LOAD_AND_WATCH = """
def use(window):
    from PySide6.QtWidgets import QFileDialog

    scenario = sys.argv[1]
    QFileDialog.getOpenFileName = staticmethod(lambda *args, **kwargs: (scenario, ""))  # the file the instructor picks
    screen = window.open("stud.seat")
    panel = screen.shoe_panel
    import json

    print("panel:", panel.isVisible(), panel.load_button.isVisible())
    QTest.mouseClick(panel.load_button, Qt.MouseButton.LeftButton)
    print("message:", panel.message_text)
    from dealertrainer.ui.harness import wait_until

    print("asked:", wait_until(lambda: screen.session is not None and screen.session.waiting_for_answer, 60))
    felt = screen.canvas("stud").table
    for hand in felt.hands:
        print("felt:", hand.place, "=", " ".join(str(card) for card in hand.cards))
    print("shoe:", panel.seed_label.text(), panel.figures["cards_left"].text())
    print("figures:", json.dumps({key: label.text() for key, label in panel.figures.items()}))
"""


def test_a_stacked_deck_loaded_at_the_stud_table_is_what_the_seats_get(tmp_path):
    data = tmp_path / "data"
    a_trainee_in(data)
    order = [str(card) for card in reversed(full_deck())]
    scenario = tmp_path / "stud-scenario.txt"
    scenario.write_text("# five-card stud, eight seats: seat 1 gets the first card\n" + " ".join(order) + "\n",
                        encoding="utf-8")
    started = start_app(tmp_path / "config", data, open_first=None, args=(str(scenario),),
                        script=use_the_window(tmp_path, LOAD_AND_WATCH))
    assert "Traceback" not in started.stderr, started.stderr
    assert started.line("panel: ") == "True True" and started.line("asked: ") == "True"
    assert started.line("message: ") == ("Stacked deck loaded from stud-scenario.txt: 52 cards, dealt in the order "
                                         "written.")
    seats = dict(line[len("felt: seat "):].split(" = ") for line in started.shown.splitlines()
                 if line.startswith("felt: seat "))
    assert len(seats) == 8  # the house's eight seats, first street dealt: a hole card and an upcard each
    for seat in range(1, 9):
        assert seats[str(seat)] == f"{order[seat - 1]} {order[seat + 7]}"
    assert started.line("shoe: ").startswith("stacked ")
    assert json.loads(started.line("figures: ")) == {"cards_left": "36", "dealt": "16", "on_felt": "16",
                                                    "discards": "0", "hands": "1"}
