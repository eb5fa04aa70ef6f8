"""The shoe panel at the stud table is a single deck's, in the dealer's words: cards dealt
counting those on the felt, cards left, no burn or cut card, and the hands dealt as its log.

The user's path: a fresh process with its own folders opens Stud from the navigation, presses
Enter, opens the panel with F9 if the window folded it, and reads the panel while a hand is on
the felt, at 1024×700 and at 1440×900; then deals on to the next hand."""

from __future__ import annotations

import json

import pytest

from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.shoe_events import Dealt
from dealertrainer.engine.shoe_state import ShoeState
from dealertrainer.engine.stud.rules import StudGame, StudRules
from dealertrainer.engine.stud.hand_procedure import deal_hand
from dealertrainer.ui.shoe.shoe_log import stud_log_lines
from dealertrainer.ui.shoe.shoe_panel import ShoePanel
from tests.ui.start_as_a_user import a_trainee_in, no_traceback, start_app, use_the_window

SHOE_WORDS = ("Shoe", "shoe", "Burn", "burn", "Behind cut", "cut card", "Decks")


def _texts(panel: ShoePanel) -> list[str]:
    from PySide6.QtWidgets import QAbstractButton, QLabel

    return [w.text() for w in panel.findChildren(QLabel) + panel.findChildren(QAbstractButton)]


def test_the_stud_panel_reads_a_deck_with_the_hand_on_the_felt(qtbot):
    panel = ShoePanel("stud", StudRules())
    qtbot.addWidget(panel)
    shoe = Shoe(1, seed=5)
    panel.update_from(shoe)
    panel.show_on_table(16)  # a five-card hand's first street, eight seats
    figures = {key: label.text() for key, label in panel.figures.items()}
    assert figures == {"cards_left": "36", "dealt": "16", "on_felt": "16", "discards": "0", "hands": "1"}
    assert panel.title.text() == "Deck" and panel.seed_label.text() == "seed 5"
    assert panel.penetration_label.text() == "16 of the deck's 52 cards dealt"
    assert panel.bar.penetration == pytest.approx(16 / 52) and panel.bar.cut_at is None
    assert panel.replay_button.text() == "Replay deck" and panel.load_button.text() == "Stacked deck…"
    for text in _texts(panel):
        assert not any(word in text for word in SHOE_WORDS), text


def test_the_stud_log_lists_each_hand_with_its_cards_by_seat():
    rules = StudRules(game=StudGame.FIVE_CARD, seats=3)
    shoe = Shoe(1, seed=2)
    deal_hand(rules, shoe)  # dealt to the end and collected
    first = [str(e.card) for e in shoe.log if isinstance(e, Dealt)]
    assert ShoeState(shoe.log).hands_collected == 1
    deal_hand(rules, shoe)  # a second hand from the same deck, no shuffle
    assert ShoeState(shoe.log).hands_collected == 2
    lines = stud_log_lines(shoe.log, str)
    assert lines[0] == "Deck shuffled (seed 2)"
    assert lines[1].splitlines()[0] == f"Hand 1: {len(first)} cards" and lines[2].startswith("Hand 2: ")
    seat_one = lines[1].splitlines()[1].split()
    assert seat_one[:2] == ["Seat", "1"] and seat_one[2:] == first[0::3]  # every third card: seat 1's
    shoe.collect_all()  # nothing left on the felt: an empty pick-up is no hand
    shoe.shuffle(9)
    assert ShoeState(shoe.log).hands_collected == 0 and stud_log_lines(shoe.log, str)[-1] == "Deck shuffled (seed 9)"


def test_a_stacked_deck_is_refused_in_deck_words(qtbot, tmp_path):
    panel = ShoePanel("stud", StudRules())
    qtbot.addWidget(panel)
    bad = tmp_path / "deck.txt"
    bad.write_text("AS AS KD\n", encoding="utf-8")
    assert panel.load_stacked_shoe(bad) is None
    assert panel.message_text.startswith("Stacked deck refused: ")


AT_THE_TABLE = """
def use(window):
    import json
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QAbstractButton, QLabel
    from dealertrainer.ui.harness import wait_until

    width, height = map(int, sys.argv[1].split("x"))
    window.resize(width, height)
    assert wait_until(lambda: window.registry_ready, timeout=20)
    window.nav.setCurrentRow(next(r for r in range(window.nav.count()) if window.nav.item(r).text() == "Stud"))
    screen = window.screens["stud.seat"]
    QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Return)
    assert wait_until(lambda: screen.session is not None and screen.session.waiting_for_answer, timeout=30)
    folded = not screen.shoe_side.shown
    if folded:
        QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_F9)
        assert wait_until(lambda: screen.shoe_side.shown, timeout=5)
    panel = screen.shoe_panel

    def seen():
        QApplication.processEvents()
        felt = screen.canvas("stud").table
        view = screen.shoe_side.scroll.viewport()
        shown = QRect(view.mapTo(window, QPoint(0, 0)), view.size())
        cut = []
        for widget in panel.findChildren(QLabel) + panel.findChildren(QAbstractButton):
            if not widget.isVisible() or (isinstance(widget, QLabel) and widget.wordWrap()):
                continue
            place = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
            if widget.width() < widget.sizeHint().width() or not shown.contains(place):
                cut.append(widget.text())
        log = [panel.log.item(i).text() for i in range(panel.log.count())]
        room = panel.log.viewport().width()
        wide = [line for item in log for line in item.splitlines()
                if panel.log.fontMetrics().horizontalAdvance(line) > room]
        return {
            "felt": sum(len(hand.cards) for hand in felt.hands),
            "figures": {key: label.text() for key, label in panel.figures.items()},
            "title": panel.title.text(), "buttons": [panel.replay_button.text(), panel.load_button.text()],
            "line": panel.penetration_label.text(), "texts": [w.text() for w in panel.findChildren(QLabel)],
            "cut": cut, "log": log, "too_wide": wide, "hand": screen.shoe_panel.updates,
        }

    first = seen()
    window.grab().save(sys.argv[2])
    number = first["hand"]
    while screen.shoe_panel.updates == number:  # right answers, dealt on, to the next hand
        screen._answer(screen.session.current.question.answer)
        QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
        assert wait_until(lambda: screen.session.waiting_for_answer, timeout=30)
    second = seen()
    window.grab().save(sys.argv[2].replace(".png", "-next.png"))
    print("seen:", json.dumps({"folded": folded, "first": first, "second": second}))
"""


@pytest.mark.parametrize("size", ["1024x700", "1440x900"])
def test_the_stud_table_shows_the_deck_as_the_hand_is_dealt(tmp_path, size):
    a_trainee_in(tmp_path / "data")
    started = start_app(tmp_path / "config", tmp_path / "data", open_first=None,
                        args=(size, str(tmp_path / f"stud-{size}.png")), script=use_the_window(tmp_path, AT_THE_TABLE))
    no_traceback(started)
    seen = json.loads(started.line("seen: "))
    assert seen["folded"] is (size == "1024x700")  # a small window starts with the panel folded: F9 opens it
    for view in (seen["first"], seen["second"]):
        on_felt = view["felt"]
        assert on_felt > 0
        assert view["figures"] == {"cards_left": str(52 - on_felt), "dealt": str(on_felt), "on_felt": str(on_felt),
                                   "discards": "0", "hands": "1"}  # a new deck is shuffled for every hand
        assert view["title"] == "Deck" and view["buttons"] == ["Replay deck", "Stacked deck…"]
        assert view["line"] == f"{on_felt} of the deck's 52 cards dealt"
        assert not [text for text in view["texts"] if any(word in text for word in SHOE_WORDS)]
        assert view["cut"] == [] and view["too_wide"] == []
    under_way = f"Hand being dealt: {seen['first']['felt']} cards out"  # the hand on the felt, as it is dealt
    assert len(seen["first"]["log"]) == 2 and seen["first"]["log"][0].startswith("Deck shuffled (seed ")
    assert seen["first"]["log"][1] == under_way
    shuffled, hand, again, under_way = seen["second"]["log"]
    assert under_way == f"Hand being dealt: {seen['second']['felt']} cards out"
    assert shuffled == seen["first"]["log"][0] and again.startswith("Deck shuffled (seed ") and again != shuffled
    head, *seats = hand.splitlines()
    assert head.startswith("Hand 1: ") and [line.split()[:2] for line in seats] == [
        ["Seat", str(n)] for n in range(1, len(seats) + 1)]
    assert head == f"Hand 1: {sum(len(line.split()) - 2 for line in seats)} cards"


STACKED_HANDS = """
def use(window):
    import json
    from PySide6.QtWidgets import QFileDialog
    from dealertrainer.ui.harness import wait_until

    QFileDialog.getOpenFileName = staticmethod(lambda *args, **kwargs: (sys.argv[1], ""))  # the instructor's file
    screen = window.open("stud.seat")
    panel = screen.shoe_panel

    def seen(tag):
        QApplication.processEvents()
        felt = sum(len(hand.cards) for hand in screen.canvas("stud").table.hands)
        figures = {key: label.text() for key, label in panel.figures.items()}
        log = [panel.log.item(i).text() for i in range(panel.log.count())]
        print(tag, json.dumps({"felt": felt, "figures": figures, "log": log}))

    def next_hand():
        number = screen.shoe_panel.updates
        while screen.shoe_panel.updates == number:  # right answers, dealt on
            screen._answer(screen.session.current.question.answer)
            QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
            assert wait_until(lambda: screen.session.waiting_for_answer, timeout=30)

    QTest.mouseClick(panel.load_button, Qt.MouseButton.LeftButton)
    assert wait_until(lambda: screen.session is not None and screen.session.waiting_for_answer, 60)
    seen("hand 1:")
    next_hand()
    seen("hand 2:")
    QTest.mouseClick(panel.replay_button, Qt.MouseButton.LeftButton)  # deal this deck again
    assert wait_until(lambda: screen.session is not None and screen.session.waiting_for_answer, 60)
    seen("replayed:")
"""


def test_a_stacked_deck_deals_hand_after_hand_and_replays(tmp_path):
    from dealertrainer.engine.cards import full_deck

    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    (config / "stud.toml").write_text("seats = 3\n", encoding="utf-8")  # the house deals to three seats
    a_trainee_in(data)
    scenario = tmp_path / "three-seats.txt"
    scenario.write_text(" ".join(str(card) for card in reversed(full_deck())) + "\n", encoding="utf-8")
    started = start_app(config, data, open_first=None, args=(str(scenario),),
                        script=use_the_window(tmp_path, STACKED_HANDS))
    no_traceback(started)
    first, second, replayed = (json.loads(started.line(tag)) for tag in ("hand 1: ", "hand 2: ", "replayed: "))
    assert first["felt"] == 6  # three seats, a hole card and an upcard each
    assert first["figures"] == {"cards_left": "46", "dealt": "6", "on_felt": "6", "discards": "0", "hands": "1"}
    assert first["log"] == ["Stacked deck loaded: 52 cards", "Hand being dealt: 6 cards out"]
    loaded, hand, _under_way = second["log"]
    assert loaded == first["log"][0] and hand.startswith("Hand 1: ")
    took = int(hand.splitlines()[0].split()[2])  # "Hand 1: 15 cards": what the first hand took
    on_felt = second["felt"]
    assert second["figures"] == {"cards_left": str(52 - took - on_felt), "dealt": str(took + on_felt),
                                 "on_felt": str(on_felt), "discards": str(took), "hands": "2"}
    assert replayed == first  # the same deck from its first card: the first hand again
