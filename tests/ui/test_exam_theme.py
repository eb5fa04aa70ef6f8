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
