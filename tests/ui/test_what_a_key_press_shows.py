"""What a key press shows, now that it does less work: answer labels seen for the first time go
on a kept row, relabelled, and the trainee still sees exactly the question's choices, whole,
and a key or a click still gives the choice it names; the felt paints every pixel it covers
(the screens under it no longer paint there); a verdict like the last one is not styled again,
and every verdict still shows in its own colour; a bet's stacks are worked out once and look
the same on every repaint."""

from __future__ import annotations

import random
from decimal import Decimal

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QHBoxLayout, QPushButton, QWidget

from dealertrainer.engine.money import DEFAULT_CHIPS, chip_breakdown
from dealertrainer.engine.steps import TableView
from dealertrainer.ui.table import chip_art
from dealertrainer.ui.session.answer_rows import AnswerRows
from dealertrainer.ui.table.chip_art import paint_bet
from dealertrainer.ui.table.felt import TableCanvas
from dealertrainer.ui.harness import keys_for, press
from dealertrainer.ui.session.play_page import layout_for
from dealertrainer.ui.theme import Theme, apply_theme, backdrop
from tests.ui.paint_counts import Paints


def test_labels_seen_first_go_on_a_kept_row_of_as_many_buttons(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    chosen: list[int] = []
    rows = AnswerRows(QHBoxLayout(holder), chosen.append)
    holder.show()
    rows.show(("Pair of aces  [1]", "King high  [2]"))
    first = rows.row
    rows.show(("Ten high  [1]", "Nine high  [2]"))
    second = rows.row
    rows.show(("Three sevens, the longest name of all  [1]", "Ace high  [2]"))
    assert second is not first and rows.row is first  # the row off screen, relabelled
    buttons = rows.buttons()
    assert [b.text() for b in buttons] == ["Three sevens, the longest name of all  [1]", "Ace high  [2]"]
    QApplication.processEvents()  # the relabelled row is laid out again
    assert all(b.width() >= b.sizeHint().width() for b in buttons)  # never cut short
    assert len(holder.findChildren(QPushButton)) == 4  # no third row was built
    qtbot.mouseClick(buttons[1], Qt.MouseButton.LeftButton)
    assert chosen == [1]
    rows.show(("Ten high  [1]", "Nine high  [2]"))  # seen before: its own row, as it was
    assert rows.row is second and [b.text() for b in rows.buttons()] == ["Ten high  [1]", "Nine high  [2]"]
    rows.show(("Yes  [Y]", "No  [N]", "Maybe  [M]"))  # three buttons: none kept, one built
    assert rows.row not in (first, second) and len(rows.buttons()) == 3


def _shown_labels(panel) -> list[str]:
    return [b.text() for b in panel.answer_buttons() if b.isVisible() and b.isEnabled()]


def test_stud_by_keys_each_question_shows_its_own_choices_and_takes_them(qtbot, window, context):
    """At the stud table (hand names and bettors change every hand), every question's buttons
    say its choices, in order, whole; the key or the click of the right one is right."""
    context.drill_overrides["stud.seat"] = {"length": 60}
    screen = window.open("stud.seat")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    panel = screen.panel
    verdicts: list = []
    screen.verdict_shown.connect(verdicts.append)
    rng = random.Random(3)
    choices_seen = set()
    clicked = 0
    while screen.session is not None and screen.session.answered < 60:
        QApplication.processEvents()
        question = screen.session.current.question
        if question.keys and not question.chips_wanted:
            wanted = [f"{label[:1].upper()}{label[1:]}  [{key.upper()}]" for key, label in question.keys]
            assert _shown_labels(panel) == wanted
            assert all(b.width() >= b.sizeHint().width() for b in panel.answer_buttons())
            choices_seen.add(tuple(wanted))
        right = rng.random() < 0.8
        count = len(verdicts)
        buttons = panel.answer_buttons()
        expected = str(question.expected).casefold()
        labels = [label.casefold() for _key, label in (question.keys or ())]
        if expected in labels and not question.chips_wanted and rng.random() < 0.5:
            index = labels.index(expected) if right else next(i for i, label in enumerate(labels) if label != expected)
            qtbot.mouseClick(buttons[index], Qt.MouseButton.LeftButton)
            clicked += 1
        else:
            press(QApplication.focusWidget() or screen, keys_for(question, right))
        qtbot.waitUntil(lambda: len(verdicts) == count + 1, timeout=5000)
        assert verdicts[-1].correct == right
        if screen.session is None or screen.session.answered == screen.session.total:
            break
        with qtbot.waitSignal(screen.question_shown, timeout=5000):
            qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
    assert len(choices_seen) >= 10 and clicked >= 5  # many label sets came and went on few rows
    assert len(context.records.answers(context.trainee.id)) >= 60


def test_the_felt_paints_every_pixel_it_covers(qtbot):
    """The canvas says it paints opaquely (the screens under it skip their backgrounds), so
    it must: no pixel of it left see-through, in either theme, at any shape."""
    canvas = TableCanvas(layout_for("baccarat"))
    qtbot.addWidget(canvas)
    assert canvas.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
    canvas.set_table(TableView(game="baccarat"))
    for theme, size in ((Theme.DARK, (798, 662)), (Theme.LIGHT, (1100, 420)), (Theme.DARK, (360, 700))):
        canvas.set_backdrop(backdrop(theme))
        canvas.resize(*size)
        image = QImage(canvas.size(), QImage.Format.Format_ARGB32)
        image.fill(QColor(0, 0, 0, 0))
        canvas.render(image)
        alphas = {image.pixelColor(x, y).alpha() for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
        assert alphas == {255}, (theme, size, sorted(alphas)[:5])


def _fill_colour(label) -> str:
    """The verdict's background as painted, read just inside its rounded border."""
    image = label.grab().toImage()
    return image.pixelColor(image.width() // 2, 4).name()


def test_each_verdict_is_painted_in_its_own_colour_alike_or_not(qtbot, window, context):
    """Answers by keys, right and wrong in runs (a verdict like the last one is not styled
    again): each verdict shows in green when right and red when wrong, as the theme says."""
    apply_theme(QApplication.instance(), Theme.DARK)  # (the fixture puts the app's look back after)
    context.drill_overrides["baccarat.draw_table"] = {"length": 9}
    screen = window.open("baccarat.draw_table")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    feedback = screen.panel.feedback
    colours = {True: QColor("#173d27").name(), False: QColor("#4a1c1c").name()}  # the dark theme's
    for right in (True, True, False, False, True, False, True, True, False):
        question = screen.session.current.question
        with qtbot.waitSignal(screen.verdict_shown, timeout=5000) as shown:
            press(QApplication.focusWidget() or screen, keys_for(question, right))
        assert shown.args[0].correct == right
        assert feedback.isVisible() and _fill_colour(feedback) == colours[right]
        if screen.session.answered == screen.session.total:
            break
        with qtbot.waitSignal(screen.question_shown, timeout=5000):
            qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)


def test_the_question_in_large_type_is_shown_whole_after_each_key(qtbot, window, context):
    """At the draw table the question is written large above its hands (laid out in its own
    slot, not by every layout up to the window): after each Space it is the new question's,
    wrapped whole within the table's area, with the hands beneath it."""
    context.drill_overrides["baccarat.draw_table"] = {"length": 12}
    screen = window.open("baccarat.draw_table")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    flash, felt, stack = screen.flash, screen.wager_felt, screen.table_stack
    prompts = set()
    while True:
        QApplication.processEvents()
        question = screen.session.current.question
        assert stack.currentIndex() == 0 and flash.isVisible() and flash.text() == question.prompt
        assert flash.height() >= flash.heightForWidth(flash.width())  # no line of it cut off
        top_left = flash.mapTo(stack, flash.rect().topLeft())
        bottom_right = flash.mapTo(stack, flash.rect().bottomRight())
        assert stack.rect().contains(top_left) and stack.rect().contains(bottom_right)
        assert felt.isVisible() and felt.geometry().top() >= flash.geometry().bottom()
        prompts.add(question.prompt)
        with qtbot.waitSignal(screen.verdict_shown, timeout=5000):
            press(QApplication.focusWidget() or screen, keys_for(question, True))
        if screen.session.answered == screen.session.total:
            break
        with qtbot.waitSignal(screen.question_shown, timeout=5000):
            qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
    assert len(prompts) >= 4


def test_an_amount_answered_by_enter_leaves_the_focus_on_the_panel_and_the_navigation_alone(qtbot, window, context):
    """Enter after an amount closes the field and shows the verdict; the focus goes straight to
    the panel (Space then deals on) and never passes through the navigation list, which is
    not repainted."""
    context.drill_overrides["baccarat.seat"] = {"coups": 6}
    screen = window.open("baccarat.seat")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    panel, nav = screen.panel, window.nav
    focused: list = []

    def took_focus(_old, new) -> None:
        focused.append(new)

    QApplication.instance().focusChanged.connect(took_focus)
    nav_paints = Paints()
    nav.viewport().installEventFilter(nav_paints)
    amounts = 0
    while screen.session is not None and amounts < 4:
        question = screen.session.current.question
        typed = panel.amount.isVisible()
        focused.clear()
        nav_paints.count.clear()
        with qtbot.waitSignal(screen.verdict_shown, timeout=5000):
            press(QApplication.focusWidget() or screen, keys_for(question, True))
        QApplication.processEvents()
        if typed:
            amounts += 1
            assert QApplication.focusWidget() is panel and nav not in focused and panel in focused
            assert nav_paints.count.get(nav.viewport(), 0) == 0
            assert panel.feedback.isVisible() and not panel.amount.isVisible()
        if screen.session.answered == screen.session.total:
            break
        with qtbot.waitSignal(screen.question_shown, timeout=5000):
            qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
    QApplication.instance().focusChanged.disconnect(took_focus)
    assert amounts == 4


def test_while_the_verdict_is_up_the_answer_controls_take_nothing(qtbot, window, context):
    """The verdict takes the answer controls' place: a click on a button or a key of an answer
    (typed digits too), given again while it is up, answers nothing; Space goes on, and the next question's
    controls are back and take its answer."""
    context.drill_overrides["baccarat.draw_table"] = {"length": 6}
    screen = window.open("baccarat.draw_table")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    panel = screen.panel
    for _ in range(5):
        question = screen.session.current.question
        buttons = panel.answer_buttons()
        keys = keys_for(question, True)
        with qtbot.waitSignal(screen.verdict_shown, timeout=5000):
            press(QApplication.focusWidget() or screen, keys)
        answered = screen.session.answered
        assert not any(button.isVisible() for button in buttons) and panel.feedback.isVisible()
        for button in buttons:
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        # a wrong answer's keys (a typed one without its Enter, which goes on after a verdict)
        press(QApplication.focusWidget() or screen, [k for k in keys_for(question, False) if k != Qt.Key.Key_Return])
        QApplication.processEvents()
        assert screen.session.answered == answered and panel.waiting_for_next
        with qtbot.waitSignal(screen.question_shown, timeout=5000):
            qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
        assert all(button.isVisible() and button.isEnabled() for button in panel.answer_buttons())


def _bet_picture(amount: Decimal, chips) -> QImage:
    image = QImage(240, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor("#0f6b3c"))
    painter = QPainter(image)
    paint_bet(painter, QPointF(120, 110), 17, amount, chips, amount_beside="right", columns=2)
    painter.end()
    return image


def test_a_bet_looks_the_same_on_every_repaint(qapp):
    """A bet's stacks are worked out once per amount and chip set: painted again (as the felt
    is on every key), it is the same picture, the stacks a dealer would make, and an amount no
    chips make shows no chips."""
    chip_art._stacks.cache_clear()
    for amount in (Decimal("35"), Decimal("52.50"), Decimal("1175")):
        first = _bet_picture(amount, DEFAULT_CHIPS)
        assert _bet_picture(amount, DEFAULT_CHIPS) == first
        made = dict(chip_art._stacks(amount, DEFAULT_CHIPS))
        assert made == chip_breakdown(amount, DEFAULT_CHIPS)
    one_dollar = tuple(chip for chip in DEFAULT_CHIPS if chip.value >= 1)
    assert chip_art._stacks(Decimal("0.75"), one_dollar) == ()
    felt = QColor("#0f6b3c").rgb()
    assert _bet_picture(Decimal("0.75"), one_dollar).pixel(120, 110) == felt  # no chip where the stack would stand
    assert _bet_picture(Decimal("35"), DEFAULT_CHIPS).pixel(120, 110) != felt  # where a bet's chips do stand
