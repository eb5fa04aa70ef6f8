"""The banner over the first screen: every problem found at start, once, until dismissed."""

from __future__ import annotations

from PySide6.QtCore import Qt

PROBLEMS = [
    "/home/ana/.config/dealertrainer/app.toml could not be used (theme: 'purple'). It was kept as "
    "app.toml.broken-20260101-090000 in the same folder, and the standard settings are in force.",
    "/home/ana/.config/dealertrainer/stud.toml could not be used (seats: 11). It could not be moved aside because "
    "its folder /home/ana/.config/dealertrainer is read-only, so it was left where it is; the standard settings "
    "are in force until it is fixed or removed.",
]


def test_the_problems_sit_over_the_first_screen_until_dismissed(qtbot, context):
    from dealertrainer.ui.first_screen import describe
    from dealertrainer.ui.main_window import MainWindow

    window = MainWindow(context, problems=PROBLEMS)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    banner = window.start_problems
    assert banner.isVisible() and banner.text() == "\n".join(PROBLEMS)
    assert banner.geometry().bottom() < window.stack.geometry().top()  # over the screen, not on it
    assert window.stack.currentWidget() is window.home
    assert describe(window).splitlines() == ["window: DealerTrainer", *(f"banner: {p}" for p in PROBLEMS), "screen: HomeScreen",
                                            "title: Good to see you, Test Trainee"]
    window.open("blackjack.seat")  # it stays while the trainee looks around
    assert banner.isVisible()
    qtbot.mouseClick(banner.dismiss, Qt.MouseButton.LeftButton)
    assert not banner.isVisible()
    assert "banner:" not in describe(window)


def test_no_banner_when_nothing_went_wrong(qtbot, context):
    from dealertrainer.ui.main_window import MainWindow

    window = MainWindow(context)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert not window.start_problems.isVisible() and window.start_problems.text() == ""
