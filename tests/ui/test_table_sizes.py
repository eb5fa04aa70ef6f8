"""The table readable at every window size: the felt whole from 1024×700 to 1920×1080, the
third card lying in a landscape box, the burn clear of every betting spot, the shoe panel
folding away, and a question panel that keeps one height."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtWidgets import QApplication

from dealertrainer.engine.cards import parse_cards
from dealertrainer.engine.places import BANKER, BURN, DEALER, PLAYER, Place
from dealertrainer.engine.steps import BetView, HandView, TableView
from dealertrainer.ui.table.baccarat_felt import BANDS, SEATS, BaccaratLayout, spot_path
from dealertrainer.ui.harness import answer_for
from dealertrainer.ui.screenshots import SIZES


def _felt_rect(canvas, rect: QRectF) -> QRectF:
    """A logical rectangle of the felt in the canvas's pixels."""
    scale, dx, dy = canvas._transform()
    return QRectF(rect.left() * scale + dx, rect.top() * scale + dy, rect.width() * scale, rect.height() * scale)


def _play_to_third_card(qtbot, screen) -> TableView:
    """Answer right until the Player or the Banker holds a third card; the table then shown."""
    for _ in range(200):
        qtbot.waitUntil(lambda: screen.session.waiting_for_answer, timeout=5000)
        table = screen.session.current.question.table
        if table is not None and any(len(h.cards) == 3 for h in table.hands if str(h.place) in ("player", "banker")):
            return table
        screen._answer(answer_for(screen.session.current.question, True))
        if screen.panel.waiting_for_next:
            screen._advance()
    raise AssertionError("no third card in 200 questions")


@pytest.mark.parametrize(("width", "height"), SIZES, ids=lambda v: str(v))
def test_every_seat_box_and_card_is_inside_the_visible_felt(qtbot, window, context, width, height):
    context.drill_overrides["baccarat.seat"] = {"feedback": "at_end"}
    window.resize(width, height)
    screen = window.open("baccarat.seat")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        screen.start()
    table = _play_to_third_card(qtbot, screen)
    QApplication.processEvents()
    canvas = screen.canvas("baccarat")
    assert canvas.isVisible()
    shown = QRect(canvas.mapTo(window, QPoint(0, 0)), canvas.size())
    assert window.rect().contains(shown), (shown, window.rect())  # the canvas itself is not cut
    if screen.shoe_side.shown:
        assert not shown.intersects(QRect(screen.shoe_side.scroll.mapTo(window, QPoint(0, 0)), screen.shoe_side.scroll.size()))
    area = QRectF(canvas.rect())
    layout = canvas._layout
    names = layout.printed_places()
    assert {f"seat {s}" for s in range(1, 10)} | {f"commission box {s}" for s in range(1, 10)} <= set(names)
    for name, rect in names.items():
        assert area.contains(_felt_rect(canvas, rect)), (name, width, height)
    places = layout.card_places(table)
    assert len(places) == sum(len(h.cards) for h in table.hands if str(h.place) in ("player", "banker"))
    for place in places:
        assert area.contains(_felt_rect(canvas, place.rect)), (place, width, height)
    third = [p for p in places if p.index == 2]
    assert third and all(p.sideways and p.rect.width() > p.rect.height() for p in third)
    upright = [p for p in places if p.index < 2]
    assert all(p.rect.height() > p.rect.width() for p in upright)
    # A sideways card is a whole card turned: its long side is an upright card's long side.
    assert third[0].rect.width() == pytest.approx(upright[0].rect.height())
    # At 1024×700 the felt has room only with the shoe panel folded; the cards stay a readable size.
    assert _felt_rect(canvas, upright[0].rect).width() >= 26


def test_the_burn_lies_clear_of_every_betting_spot_and_the_card_areas():
    layout = BaccaratLayout()
    cards = parse_cards("Th 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc")  # a ten up: ten burned face down
    table = TableView("baccarat", (HandView(BURN, tuple(cards), (False,) + (True,) * 10),))
    places = layout.card_places(table)
    assert len(places) == 11
    printed = layout.printed_places()
    for place in places:
        assert place.rect.width() >= 44  # not a 20-unit sliver
        for seat in range(1, SEATS + 1):
            for spot in BANDS:
                assert not spot_path(seat, spot).intersects(place.rect), (place.index, seat, spot)
            for spot in ("player pair", "banker pair"):
                assert not printed[f"seat {seat} {spot}"].intersects(place.rect)
        assert not printed["player cards"].intersects(place.rect)
        assert not printed["banker cards"].intersects(place.rect)


def test_a_double_down_card_lies_sideways_across_the_hand():
    from dealertrainer.ui.table.blackjack_felt import BlackjackLayout

    table = TableView(
        "blackjack",
        hands=(HandView(Place.at_seat(2), tuple(parse_cards("6h 5d Ks"))), HandView(Place.at_seat(4), tuple(parse_cards("9h 2d 3s")))),
        bets=(BetView(2, "wager", 10), BetView(2, "double", 10), BetView(4, "wager", 10)),
    )
    places = {(str(p.place), p.index): p for p in BlackjackLayout().card_places(table)}
    assert places[("seat 2", 2)].sideways and places[("seat 2", 2)].rect.width() > places[("seat 2", 2)].rect.height()
    assert not places[("seat 4", 2)].sideways  # a hit card stays upright


def test_the_question_panel_keeps_one_height_whatever_it_asks(qtbot, window, context):
    context.drill_overrides["baccarat.seat"] = {"feedback": "now"}
    screen = window.open("baccarat.seat")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        screen.start()
    QApplication.processEvents()
    assert screen.panel.height() == screen.panel.steady_height()
    height = None  # while the words fit the steady lines (a house lesson met first takes more)
    kinds = set()
    for _ in range(40):
        question = screen.session.current.question
        kinds.add(question.answer_kind)
        if screen.panel.in_steady_lines():
            height = height or screen.panel.height()
            assert screen.panel.height() == height, question.prompt
        screen._answer(answer_for(question, right=len(kinds) % 2 == 0))
        QApplication.processEvents()
        if screen.panel.in_steady_lines():
            height = height or screen.panel.height()
            assert screen.panel.height() == height  # the verdict took the controls' place
        with qtbot.waitSignal(screen.question_shown, timeout=10000):
            screen._advance()
        QApplication.processEvents()
    assert len(kinds) >= 3  # counts, choices and amounts came and went


def test_the_shoe_panel_folds_away_with_its_key_and_stays_folded(qtbot, window, context):
    window.resize(1440, 900)
    screen = window.open("baccarat.seat")
    QApplication.processEvents()
    assert screen.shoe_side.shown  # room enough beside the felt
    before = screen.pages.width()
    qtbot.keyClick(screen, Qt.Key.Key_F9)
    QApplication.processEvents()
    assert not screen.shoe_side.shown and not screen.shoe_side.scroll.isVisible()
    qtbot.waitUntil(lambda: screen.pages.width() > before, timeout=2000)  # the felt's page takes the room
    other = window.open("blackjack.seat")
    QApplication.processEvents()
    assert not other.shoe_side.shown  # remembered for the rest of this run
    qtbot.keyClick(other, Qt.Key.Key_F9)
    QApplication.processEvents()
    assert other.shoe_side.shown


def test_a_narrow_window_starts_with_the_shoe_panel_folded(qtbot, window):
    window.resize(1024, 700)
    screen = window.open("baccarat.seat")
    QApplication.processEvents()
    assert not screen.shoe_side.shown
    assert screen.shoe_side.toggle.isVisible()  # the way to open it stays on screen


def test_the_last_question_goes_when_the_cards_are_dealt_and_space_skips_the_deal(qtbot, window, context):
    context.motion_delay_ms = 60_000  # a deal that would take a minute a card
    context.drill_overrides["baccarat.seat"] = {"feedback": "now"}
    screen = window.open("baccarat.seat")
    screen.game_speed.setChecked(True)  # the cards dealt one by one, not straight to the question
    screen.start()
    qtbot.waitUntil(lambda: screen._motion.isActive(), timeout=10000)  # the shuffle and cut, a minute a step
    with qtbot.waitSignal(screen.question_shown, timeout=5000):
        for _ in range(20):
            if screen.session.current is not None and screen.session.waiting_for_answer:
                break
            qtbot.keyClick(screen.panel, Qt.Key.Key_Space)  # skip the rest of the deal
    for _ in range(60):  # up to a question that is followed by dealt cards
        screen._answer(answer_for(screen.session.current.question, True))
        screen._advance()
        if screen._motion.isActive():
            break
    assert screen._motion.isActive()
    assert screen.panel.prompt.text() == "" and not screen.panel.feedback.isVisible()
    assert screen.panel.answer_buttons() == []
    assert "Space" in screen.panel.hint.text()  # the way on is shown while the cards come
    with qtbot.waitSignal(screen.question_shown, timeout=5000):
        qtbot.keyClick(screen.panel, Qt.Key.Key_Space)
    assert screen.session.waiting_for_answer and screen.panel.prompt.text()


def test_progress_counts_the_first_answer_while_its_verdict_shows(qtbot, window, context):
    context.drill_overrides["baccarat.seat"] = {"feedback": "now"}
    screen = window.open("baccarat.seat")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        screen.start()
    assert screen.panel.progress.text() == "0 answered"
    screen._answer(answer_for(screen.session.current.question, True))
    assert screen.panel.progress.text() == "1 answered"


@pytest.mark.parametrize("drill_id", ["baccarat.draw_table", "totals"])
def test_the_draw_table_and_totals_show_their_hands_on_the_small_felt(qtbot, window, context, drill_id):
    from dealertrainer.ui.table.wager_felt import HANDS_ONLY

    context.drill_overrides[drill_id] = {"feedback": "now"}
    screen = window.open(drill_id)
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        screen.start()
    for _ in range(6):
        question = screen.session.current.question
        assert screen.table_stack.currentIndex() == 0  # the flash page, not a nine-seat table
        assert screen.wager_felt.isVisible() and screen.wager_felt.spot is HANDS_ONLY
        assert screen.wager_felt.hands == question.table.hands
        assert screen.flash.text() == question.prompt
        screen._answer(answer_for(question, True))
        with qtbot.waitSignal(screen.question_shown, timeout=10000):
            screen._advance()


def test_only_bare_hands_go_on_the_small_felt():
    from dealertrainer.ui.table.wager_felt import hands_only

    cards = tuple(parse_cards("9h 7d"))
    assert hands_only(TableView("baccarat", (HandView(PLAYER, cards), HandView(BANKER, cards))))
    assert hands_only(TableView("blackjack", (HandView(Place.at_seat(1), cards),)))
    assert not hands_only(TableView("baccarat", (HandView(PLAYER, cards),), (BetView(3, "banker", 10),)))
    assert not hands_only(TableView("baccarat", (HandView(BURN, cards),)))
    assert not hands_only(TableView("blackjack", (HandView(Place.at_seat(1), cards), HandView(DEALER, cards))))
    assert not hands_only(None)


@pytest.mark.parametrize("size", [(1024, 700), (1360, 900)], ids=str)
def test_start_page_options_and_long_choices_are_not_cut(qtbot, window, context, size):
    from dealertrainer.training.questions import Question
    from dealertrainer.engine.steps import AnswerKind

    window.resize(*size)
    screen = window.open("baccarat.seat")
    QApplication.processEvents()
    for widget in (screen.feedback_mode, screen.timed, screen.limit, screen.game_speed):
        assert widget.isVisible() and widget.width() >= widget.sizeHint().width(), widget.sizeHint()
    choices = ("deal one more coup, then shuffle", "shuffle now")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        screen.start()
    screen.panel.show_question(Question.flash("baccarat.cut_card", "The cut card came out. What now?", AnswerKind.CHOICE,
                                        choices[0], choices, "", None), seats=9)
    QApplication.processEvents()
    buttons = screen.panel.answer_buttons()
    assert [b.text().split("  [")[0] for b in buttons] == ["Deal one more coup, then shuffle", "Shuffle now"]
    assert all(b.width() >= b.sizeHint().width() for b in buttons)


def test_at_1360x900_the_shoe_panel_fits_whole_and_never_scrolls_itself(qtbot, window, context):
    context.drill_overrides["baccarat.seat"] = {"feedback": "at_end"}
    window.resize(1360, 900)
    screen = window.open("baccarat.seat")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        screen.start()
    assert screen.shoe_side.shown
    bar = screen.shoe_side.scroll.verticalScrollBar()
    for _ in range(40):  # a few coups: the log and the roads fill
        screen._answer(answer_for(screen.session.current.question, True))
        qtbot.waitUntil(lambda: screen.session.waiting_for_answer, timeout=5000)
        QApplication.processEvents()
        assert bar.maximum() == 0 and bar.value() == 0
    log = screen.shoe_panel.log
    shown = QRect(log.mapTo(window, QPoint(0, 0)), log.size())
    assert window.rect().contains(shown) and log.height() >= log.minimumHeight()


def test_a_verdict_longer_than_its_three_lines_is_shown_whole(qtbot, window, context):
    """A dealer's mistake named wrong, with what the rules say happens next, was cut at 1024x700."""
    window.resize(1024, 700)
    screen = window.open("baccarat.seat")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        screen.start()
    QApplication.processEvents()
    steady = screen.panel.height()
    question = screen.session.current.question
    screen._answer(answer_for(question, right=False))
    QApplication.processEvents()
    feedback = screen.panel.feedback
    feedback.setText(feedback.text() + "<br>" + " ".join(["What the rules say happens next."] * 30))
    screen.panel._hold_height()
    QApplication.processEvents()
    assert not screen.panel.in_steady_lines()
    assert feedback.height() >= feedback.heightForWidth(feedback.width())  # whole, not cut
    assert screen.panel.height() > steady
