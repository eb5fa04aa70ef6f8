"""The painted table: cards, chips, the three layouts and seat clicks."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from dealertrainer.engine.cards import Card, full_deck, parse_cards
from dealertrainer.engine.money import DEFAULT_CHIPS
from dealertrainer.engine.places import BANKER, DEALER, PLAYER, Place
from dealertrainer.engine.steps import BetView, HandView, TableView
from dealertrainer.ui.table.card_art import paint_card
from dealertrainer.ui.table.chip_art import chip_label, paint_chip
from dealertrainer.ui.table.felt import TableCanvas
from dealertrainer.training.skill_ids import skill_id
from dealertrainer.ui.session.session_screen import layout_for


def _image(width=100, height=140) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#0f6b3c"))
    return image


def _colours(image: QImage) -> set[tuple[int, int, int]]:
    return {QColor(image.pixel(x, y)).getRgb()[:3] for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)}


@pytest.mark.parametrize("card", full_deck(), ids=str)
def test_every_card_paints_in_its_colour(qtbot, card: Card):
    image = _image()
    painter = QPainter(image)
    paint_card(painter, QRectF(5, 5, 90, 126), card)
    painter.end()
    colours = _colours(image)
    reddish = any(r > 150 and g < 80 and b < 90 for r, g, b in colours)
    blackish = any(r < 40 and g < 40 and b < 40 for r, g, b in colours)
    assert reddish is card.suit.is_red
    assert blackish is not card.suit.is_red


def test_a_face_down_card_shows_its_back_not_its_face(qtbot):
    up, down = _image(), _image()
    for image, face_down in ((up, False), (down, True)):
        painter = QPainter(image)
        paint_card(painter, QRectF(5, 5, 90, 126), Card.parse("As"), face_down=face_down)
        painter.end()
    assert up != down
    assert QColor(down.pixel(50, 70)).red() > 100  # the red lattice in the middle


@pytest.mark.parametrize("chip", DEFAULT_CHIPS, ids=lambda c: c.colour)
def test_chips_paint_in_their_colour(qtbot, chip):
    from dealertrainer.ui.table.chip_art import CHIP_COLOURS

    image = _image(60, 60)
    painter = QPainter(image)
    paint_chip(painter, QPointF(30, 30), 26, chip, label=False)
    painter.end()
    face = QColor(CHIP_COLOURS[chip.colour][0])
    pixel = QColor(image.pixel(39, 14))  # between two edge spots, outside the inlay
    assert abs(pixel.red() - face.red()) < 40 and abs(pixel.green() - face.green()) < 40


def test_chip_labels():
    assert [chip_label(c.value) for c in DEFAULT_CHIPS] == ["1", "2½", "5", "25", "100", "500", "1K"]


@pytest.mark.parametrize(("game", "seats"), [("baccarat", 9), ("blackjack", 7), ("stud", 8)])
def test_every_seat_answers_a_click_on_it(qtbot, game, seats):
    canvas = TableCanvas(layout_for(game))
    qtbot.addWidget(canvas)
    canvas.resize(1240, 690)
    clicked = []
    canvas.seat_clicked.connect(clicked.append)
    for seat in range(1, seats + 1):
        point = canvas.seat_position(seat)
        qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=point.toPoint())
    assert clicked == list(range(1, seats + 1))


def test_a_click_off_the_seats_is_no_seat(qtbot):
    canvas = TableCanvas(layout_for("blackjack"))
    qtbot.addWidget(canvas)
    canvas.resize(1240, 690)
    clicked = []
    canvas.seat_clicked.connect(clicked.append)
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=QPointF(620, 60).toPoint())  # the dealer's rack
    assert clicked == []


@pytest.mark.parametrize("game", ["baccarat", "blackjack", "stud"])
def test_a_table_in_play_paints_cards_and_chips_over_the_felt(qtbot, game):
    places = {"baccarat": (PLAYER, BANKER), "blackjack": (DEALER, Place.at_seat(3)), "stud": (Place.at_seat(2), Place.at_seat(5))}[game]
    table = TableView(
        game,
        hands=tuple(HandView(place, tuple(parse_cards("Kh 9d"))) for place in places),
        bets=(BetView(3, "banker" if game == "baccarat" else "wager", Decimal("35")),),
    )
    canvas = TableCanvas(layout_for(game))
    qtbot.addWidget(canvas)
    canvas.resize(620, 345)
    empty = canvas.grab().toImage()
    canvas.set_table(table)
    full = canvas.grab().toImage()
    assert empty != full
    whites = sum(1 for x in range(0, 620, 3) for y in range(0, 345, 3) if QColor(full.pixel(x, y)).lightness() > 235)
    assert whites > 40  # card faces


def test_stud_refuses_a_table_it_cannot_seat():
    from dealertrainer.ui.table.stud_felt import StudLayout

    with pytest.raises(ValueError, match="1 to 10 seats"):
        StudLayout(seats=11)


def test_hand_owners_and_heatmap_cells_are_read():
    split, unsplit = Place.at_seat(3, 2), Place.at_seat(5)
    assert (split.seat, split.number, str(split)) == (3, 2, "seat 3 hand 2")
    assert (unsplit.seat, unsplit.number, str(unsplit)) == (5, 1, "seat 5")
    assert (DEALER.seat, DEALER.number, str(DEALER)) == (None, 1, "dealer")
    assert skill_id("baccarat.banker.5.vs.4").draw_table_cell == ("5", "4")
    assert skill_id("baccarat.banker.3.vs.stood").draw_table_cell == ("3", "stood")
    assert skill_id("baccarat.player.draws.5").draw_table_cell == ("player", "5")
    assert skill_id("baccarat.natural.banker.9").draw_table_cell == ("natural banker", "9")
    assert skill_id("blackjack.payout.3to2").draw_table_cell is None


@pytest.mark.parametrize("game", ["baccarat", "blackjack", "stud"])
def test_a_screen_reader_reads_the_felt_as_words_and_no_total(qtbot, game):
    """The painted felt had no accessible name or description (issue 23)."""
    from PySide6.QtGui import QAccessible

    places = {"baccarat": (PLAYER, BANKER), "blackjack": (DEALER, Place.at_seat(3)), "stud": (Place.at_seat(2), Place.at_seat(5))}[game]
    table = TableView(
        game,
        hands=(HandView(places[0], tuple(parse_cards("Kh 9d")), label="19"),
               HandView(places[1], tuple(parse_cards("As 5c")), face_down=(True, False))),
        bets=(BetView(3, "banker" if game == "baccarat" else "wager", Decimal("35")),),
    )
    canvas = TableCanvas(layout_for(game))
    qtbot.addWidget(canvas)
    canvas.set_table(table)
    seen = QAccessible.queryAccessibleInterface(canvas)
    assert seen.text(QAccessible.Text.Name).endswith("table")
    words = seen.text(QAccessible.Text.Description)
    assert "king of hearts, nine of diamonds" in words
    assert "a card face down, five of clubs" in words and "ace of spades" not in words  # a hole card is not named
    assert "$35 on" in words and "Seat 3" in words
    assert "19" not in words  # the total painted beside a hand is what a question may ask
