"""The exam's felt sits in the theme in force, like every table: when opened, and when the theme
is switched with the exam open (it kept the dark room in the light theme before)."""

from __future__ import annotations

from dealertrainer.storage.settings import Theme
from dealertrainer.ui.theme import backdrop


def test_the_exam_felt_follows_the_theme(qtbot, window):
    exam = window.open("exam")
    assert exam is window.exam
    assert exam.play.canvas("baccarat")._backdrop == backdrop(Theme.DARK)
    window.toggle_theme()
    try:
        assert window.context.theme is Theme.LIGHT
        assert exam.play.canvas("baccarat")._backdrop == backdrop(Theme.LIGHT)
        assert exam.play.canvas("stud")._backdrop == backdrop(Theme.LIGHT)  # a felt first drawn after the switch
    finally:
        window.toggle_theme()  # the app's stylesheet and font are shared by the tests that follow


def test_a_table_opened_before_the_switch_follows_it(qtbot, window):
    """The theme is a change notice like the others: each screen puts its own felt in the new room."""
    table = window.open("blackjack.seat")
    assert table.play.canvas("blackjack")._backdrop == backdrop(Theme.DARK)
    window.open("home")
    window.toggle_theme()
    try:
        assert table.play.canvas("blackjack")._backdrop == backdrop(Theme.LIGHT)
    finally:
        window.toggle_theme()

