"""Every painted thing a trainee reads or acts on at a table (seats, hands, cards, bets, commission
boxes) is an accessible object of its own, with a name and a description, in the dealer's order,
over the thing it names; and nothing in those words gives a question's answer away (issue 23)."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from decimal import Decimal as D

import pytest
from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from dealertrainer.engine.cards import Card
from dealertrainer.engine.places import BANKER, BURN, DEALER, PLAYER, Place
from dealertrainer.engine.steps import BetView, HandView, TableView
from dealertrainer.engine.money import format_money
from dealertrainer.training.felt_items import felt_items, spot_said
from dealertrainer.training.situations import situation, situation_skills
from dealertrainer.ui.harness import keys_for, press
from dealertrainer.ui.session.play_page import highlight_safe
from dealertrainer.ui.table.baccarat_felt import BaccaratLayout
from dealertrainer.ui.table.blackjack_felt import BlackjackLayout
from dealertrainer.ui.table.felt import TableCanvas
from dealertrainer.ui.table.stud_felt import StudLayout


def cards(*texts: str) -> tuple[Card, ...]:
    return tuple(Card.parse(text) for text in texts)


BLACKJACK = TableView("blackjack", (
    HandView(DEALER, cards("As", "Kd"), (False, True)),
    HandView(Place.at_seat(5), cards("9c", "9d")),
    HandView(Place.at_seat(2), cards("7h", "9c"), label="16"),
), (BetView(2, "wager", D(25)), BetView(2, "insurance", D("12.50")), BetView(5, "wager", D(100))))

BACCARAT = TableView("baccarat", (
    HandView(BURN, cards("8s", "2c", "3c"), (False, True, True)),
    HandView(BANKER, cards("Kh", "5d"), label="5"),
    HandView(PLAYER, cards("4s", "3h", "Qd"), label="7"),
), (BetView(3, "banker", D(45)), BetView(3, "banker", D("42.75"), paid=True), BetView(6, "player pair", D(10))),
    commission=((3, D("2.25")),))

STUD = TableView("stud", (
    HandView(Place.at_seat(2), cards("Ah", "Kh", "2c", "7d", "7s"), (True, False, False, False, False)),
    HandView(Place.at_seat(3), cards("Qs", "Js", "9h", "8h", "3d"), (True, False, False, False, False)),
    HandView(Place.at_seat(1), cards("5h", "5s", "6d", "6c", "Tc"), (True, False, False, False, False), folded=True),
))

LAYOUTS = {"blackjack": BlackjackLayout, "baccarat": BaccaratLayout, "stud": lambda: StudLayout(seats=3)}


def children(widget) -> list[tuple[str, str]]:
    """What a screen reader finds inside ``widget``, in order: each child's name and description."""
    face = QAccessible.queryAccessibleInterface(widget)
    found = []
    for index in range(face.childCount()):
        child = face.child(index)
        found.append((child.text(QAccessible.Text.Name), child.text(QAccessible.Text.Description)))
    return found


def canvas_for(qtbot, table: TableView, highlight: int | None = None) -> TableCanvas:
    canvas = TableCanvas(LAYOUTS[table.game]())
    qtbot.addWidget(canvas)
    canvas.resize(1024, 580)
    canvas.show()
    canvas.set_table(table, highlight)
    return canvas


def test_blackjack_seats_hands_cards_and_bets_each_speak_in_the_dealers_order(qtbot):
    canvas = canvas_for(qtbot, BLACKJACK, highlight=2)
    found = children(canvas)
    names = [name for name, _ in found]
    assert names == [
        "Seat 1",
        "Seat 2", "Seat 2 cards", "seven of hearts", "nine of clubs", "Seat 2: wager bet", "Seat 2: insurance bet",
        "Seat 3", "Seat 4",
        "Seat 5", "Seat 5 cards", "nine of clubs", "nine of diamonds", "Seat 5: wager bet",
        "Seat 6", "Seat 7",
        "Dealer cards", "ace of spades", "a card face down",  # the dealer takes the last card
    ]
    said = dict(found)
    assert said["Seat 2"] == "Seat 2: seven of hearts, nine of clubs; $25 on wager; $12.50 on insurance"
    assert said["Seat 1"] == "nothing at this seat"
    assert said["Dealer cards"] == "ace of spades, a card face down"  # the hole card never named
    assert "king" not in " ".join(name + text for name, text in found).lower()
    assert "16" not in " ".join(text for _, text in found)  # the total written beside the hand


def test_baccarat_burn_then_player_then_banker_then_the_seats_with_their_bets_and_boxes(qtbot):
    names = [name for name, _ in children(canvas_for(qtbot, BACCARAT))]
    assert names[:4] == ["Burn cards", "eight of spades", "a card face down", "a card face down"]
    assert names[4:12] == ["Player cards", "four of spades", "three of hearts", "queen of diamonds",
                           "Banker cards", "king of hearts", "five of diamonds", "Seat 1"]
    seat3 = names.index("Seat 3")
    assert names[seat3:seat3 + 4] == ["Seat 3", "Seat 3: Banker bet", "Seat 3: Banker bet", "Commission box 3"]
    said = children(canvas_for(qtbot, BACCARAT))
    assert said[seat3 + 1][1] == "$45 on Banker" and said[seat3 + 2][1] == "$42.75 paid beside Banker"
    assert said[seat3 + 3][1] == "$2.25 owed"
    assert [name for name in names if name.startswith("Seat ") and ":" not in name] == [f"Seat {n}" for n in range(1, 10)]


def test_stud_hole_cards_are_never_named_and_a_folded_hand_says_so(qtbot):
    said = dict(children(canvas_for(qtbot, STUD)))
    assert said["Seat 1 cards"] == ("a card face down, five of spades, six of diamonds, six of clubs, ten of clubs (folded)")
    assert said["Seat 3 cards"].startswith("a card face down, jack of spades")
    names = [name for name, _ in children(canvas_for(qtbot, STUD))]
    assert [name for name in names if name.endswith("cards")] == ["Seat 1 cards", "Seat 2 cards", "Seat 3 cards"]
    assert "ace of hearts" not in " ".join(said) + " ".join(said.values())


@pytest.mark.parametrize("table", [BLACKJACK, BACCARAT, STUD], ids=lambda t: t.game)
def test_each_thing_lies_over_what_it_names_at_any_size(qtbot, table):
    canvas = canvas_for(qtbot, table)
    layout = canvas._layout
    places = layout.card_places(canvas.table)
    for size in ((1024, 580), (1600, 900), (640, 360)):
        canvas.resize(*size)
        spots = canvas.spots.spots
        assert spots and all(canvas.rect().intersects(child.geometry()) for _, child in spots)
        for item, child in spots:
            if item.kind == "card":
                place = next(p for p in places if p.place == item.place and p.index == item.index)
                assert child.geometry() == canvas.on_widget(place.rect)
            if item.kind == "seat":
                assert child.geometry() == canvas.on_widget(layout.seat_rect(item.seat))
                centre = canvas.on_widget(QRectF(layout.seat_centre(item.seat), QSizeF(0, 0))).topLeft()
                assert child.geometry().contains(centre)  # over the seat's printed place


def test_the_words_are_chinese_in_chinese(qtbot, chinese):
    for table in (BLACKJACK, BACCARAT, STUD):
        for name, text in children(canvas_for(qtbot, table)):
            for words in (name, text):
                assert re.search(r"[\u4e00-\u9fff]", words), words
                assert not re.search(r"[A-Za-z]{2,}", words.replace("HK$", "").replace("MOP$", "")), words


def test_the_items_do_not_depend_on_what_is_written_beside_a_hand():
    for table in (BLACKJACK, BACCARAT, STUD):
        bare = replace(table, hands=tuple(replace(hand, label="") for hand in table.hands))
        assert felt_items(table, 9) == felt_items(bare, 9)


def test_the_seat_asked_about_is_the_current_thing_and_nothing_when_no_seat_is_lit(qtbot):
    canvas = canvas_for(qtbot, BLACKJACK, highlight=5)
    assert canvas.spots.current().accessibleName() == "Seat 5"
    canvas.set_table(BLACKJACK, highlight=2)
    assert canvas.spots.current().accessibleName() == "Seat 2"
    canvas.set_table(BLACKJACK, highlight=None)
    assert canvas.spots.current() is None


def test_a_click_on_a_seat_still_reaches_the_felt(qtbot):
    canvas = canvas_for(qtbot, BLACKJACK)
    child = next(child for item, child in canvas.spots.spots if item.kind == "seat" and item.seat == 4)
    with qtbot.waitSignal(canvas.seat_clicked, timeout=2000) as clicked:
        qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=child.geometry().center())
    assert clicked.args == [4]


@pytest.mark.parametrize("drill", ["baccarat.seat", "blackjack.seat", "stud.seat"])
def test_at_the_table_the_felts_words_follow_every_deal_and_never_hold_the_answer(qtbot, window, drill):
    """Dealt by keys as a trainee deals: at each question the felt's things say what is on the
    felt (the same words with whatever is written beside the hands taken away), the seat asked
    about is the current one, and the keys answer the question panel as before."""
    screen = window.open(drill)
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    game = drill.split(".")[0]
    checked = 0
    for _ in range(40):
        if screen.session is None:
            break
        question = screen.session.current.question
        canvas = screen.canvas(game)
        if screen.play.table_stack.currentWidget() is canvas:
            table = canvas.table
            bare = replace(table, hands=tuple(replace(hand, label="") for hand in table.hands))
            expected = [(item.name, item.description) for item in felt_items(bare, canvas._layout.seats)]
            spoken = children(canvas)
            assert [pair for pair in spoken if pair in expected] == spoken  # the words of the bare felt only
            labels = [hand.label for hand in table.hands if hand.label]
            assert not any(label in text for label in labels for _, text in spoken if not label.isdigit())
            current = canvas.spots.current()
            lit = f"Seat {canvas.highlight}" if canvas.highlight is not None else None
            assert (current.accessibleName() if current else None) == lit
            checked += 1
        with qtbot.waitSignal(screen.verdict_shown, timeout=5000):
            press(QApplication.focusWidget() or screen, keys_for(question, right=True))
        qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: screen.session is None or screen.session.waiting_for_answer, timeout=10000)
    assert checked >= 10
    if screen.session is not None:
        screen.finish()


def _scrubbed(words: str, table: TableView) -> str:
    """The words with what the felt shows anyway taken out: the place and spot names, the
    face-up cards, the amounts, the seat, hand and card numbers."""
    shown = [card.name for hand in table.hands for i, card in enumerate(hand.cards) if not hand.is_down(i)]
    shown += [format_money(b.amount) for b in table.bets] + [format_money(a) for _, a in table.commission]
    shown += [spot_said(b.spot) for b in table.bets]
    for text in sorted(shown, key=len, reverse=True):
        words = words.replace(text, " ")
    return re.sub(r"(Seat|Commission box) \d+|hand \d+|card \d+", " ", words)


@pytest.mark.parametrize("skill", situation_skills())
def test_no_thing_on_the_felt_gives_a_questions_answer_away(qtbot, skill):
    """For every question the tables ask, as the table shows it: the things' words, with what
    the felt shows anyway taken out, hold no answer, no total, no label written beside a hand."""
    question = situation(skill, random.Random(7))
    if question is None or question.table is None or question.table.game not in LAYOUTS:
        return
    table = question.table
    canvas = canvas_for(qtbot, table, question.seat if highlight_safe(question) else None)
    rest = _scrubbed(" | ".join(f"{name}: {text}" for name, text in children(canvas)), table)
    answers = {str(question.expected), str(question.answer)} | {hand.label for hand in table.hands if hand.label}
    for answer in answers:
        if answer and answer.lower() not in ("player", "banker", "dealer"):
            assert not re.search(rf"(?<![\w$.]){re.escape(answer)}(?!\w)", rest, re.I), (skill, answer, rest)
    for word in ("natural", "bust", "total", "blackjack", "stand", "draws"):
        assert word not in rest.lower(), (skill, word, rest)


@pytest.mark.parametrize("table", [BLACKJACK, BACCARAT, STUD], ids=lambda t: t.game)
def test_the_things_are_invisible(qtbot, table):
    canvas = canvas_for(qtbot, table, highlight=2)
    with_things = canvas.grab().toImage()
    for _, child in canvas.spots.spots:
        child.hide()
    assert canvas.grab().toImage() == with_things


def test_with_a_screen_reader_listening_the_seat_asked_about_is_announced(qtbot):
    """The announcement is made only while assistive technology listens (offscreen it does not):
    made here with accessibility switched on, for each seat the question moves to."""
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    try:
        canvas = canvas_for(qtbot, BLACKJACK, highlight=2)
        for seat in (5, 7, None, 1):
            canvas.set_table(BLACKJACK, highlight=seat)
            current = canvas.spots.current()
            assert (current.accessibleName() if current else None) == (f"Seat {seat}" if seat else None)
    finally:
        QAccessible.setActive(was)
