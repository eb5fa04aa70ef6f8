"""The table keeps its size and its printed felt while the trainee answers: the question panel
holds its height, and the felt is cached by the scale it is drawn at, not the widget's size."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from dealertrainer.engine.baccarat.coup import Winner
from dealertrainer.ui.table.felt import FELT_H, FELT_W, TableCanvas
from dealertrainer.ui.shoe.roads_view import RoadsView
from dealertrainer.ui.session.session_screen import layout_for
from dealertrainer.ui.harness import keys_for, press


def _focus(screen):
    return QApplication.focusWidget() or screen


def test_answers_and_verdicts_do_not_resize_the_table_or_redraw_its_felt(qtbot, window, context):
    context.drill_overrides["baccarat.seat"] = {"coups": 6}  # more than the 30 answers read below, whatever the bets
    screen = window.open("baccarat.seat")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    canvas = screen.canvas("baccarat")
    qtbot.waitUntil(lambda: canvas.isVisible() and canvas.felt_renders >= 1, timeout=5000)
    QApplication.processEvents()  # the first layout settles
    steady = None  # the table's size and the panel's height while the panel's words fit its steady lines
    rng = random.Random(3)
    answered = checked = 0
    renders: int | None = None  # the felt's renders at the last check in the steady lines

    def check():
        nonlocal steady, checked, renders
        if not screen.panel.in_steady_lines():  # a house lesson: the panel takes the lines it needs
            renders = None
            return
        seen = (canvas.size(), screen.panel.height())
        steady = steady or seen
        assert seen == steady  # a question or verdict took no room from the table
        if renders is not None:
            assert canvas.felt_renders == renders  # every repaint blitted the cached felt
        renders = canvas.felt_renders
        checked += 1

    while screen.session is not None and answered < 30:
        question = screen.session.current.question
        with qtbot.waitSignal(screen.verdict_shown, timeout=5000):
            press(_focus(screen), keys_for(question, right=rng.random() < 0.7))
        answered += 1
        QApplication.processEvents()
        assert screen.panel.feedback.isVisible()
        check()
        if screen.session is not None and screen.session.answered == screen.session.total:
            break
        with qtbot.waitSignal(screen.question_shown, timeout=5000):
            qtbot.keyClick(_focus(screen), Qt.Key.Key_Space)
        QApplication.processEvents()
        assert not screen.panel.feedback.isVisible()
        check()
    assert answered >= 10 and checked >= 15


def test_the_felt_is_cached_by_its_scale_not_the_widget_size(qtbot):
    canvas = TableCanvas(layout_for("stud"))
    qtbot.addWidget(canvas)
    canvas.resize(round(FELT_W * 0.8), round(FELT_H * 0.8) + 40)  # width sets the scale
    canvas.show()
    qtbot.waitExposed(canvas)
    canvas.grab()
    assert canvas.felt_renders >= 1
    drawn = canvas.felt_renders
    canvas.resize(canvas.width(), canvas.height() + 60)  # taller: the same scale, the same felt
    canvas.grab()
    assert canvas.felt_renders == drawn
    canvas.resize(canvas.width() - 100, canvas.height())  # narrower: a new scale, drawn again
    canvas.grab()
    assert canvas.felt_renders == drawn + 1


def test_the_cached_felt_lands_where_the_play_is_drawn(qtbot):
    """The blitted felt matches the felt painted straight onto the widget with the play's own
    transform, at sizes limited by width and by height."""
    canvas = TableCanvas(layout_for("blackjack"))
    qtbot.addWidget(canvas)
    for width, height in ((1240, 690), (900, 700), (1300, 600), (777, 431)):
        canvas.resize(width, height)
        shown = canvas.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        scale, dx, dy = canvas._transform()
        direct = QImage(width, height, QImage.Format.Format_RGB32)
        direct.fill(QColor("#16181b"))
        painter = QPainter(direct)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.translate(dx, dy)
        painter.scale(scale, scale)
        canvas._layout.paint_felt(painter)
        painter.end()
        step = 3
        samples = [(x, y) for x in range(0, width, step) for y in range(0, height, step)]
        off = sum(1 for x, y in samples if _far(shown.pixelColor(x, y), direct.pixelColor(x, y)))
        assert off / len(samples) < 0.01, (width, height, off)


def _far(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) > 24


def test_roads_grids_are_drawn_once_per_size(qtbot):
    view = RoadsView()
    qtbot.addWidget(view)
    view.resize(360, 380)
    view.set_results([Winner.BANKER, Winner.PLAYER, Winner.TIE])
    first = view.grab().toImage()
    grid = view._grid_pixmap
    assert grid is not None
    view.set_results([Winner.BANKER, Winner.PLAYER, Winner.TIE, Winner.BANKER, Winner.BANKER])
    second = view.grab().toImage()
    assert view._grid_pixmap is grid  # the same panels and rulings, only the marks are new
    assert first != second
    view.resize(420, 440)
    view.grab()
    assert view._grid_pixmap is not grid
