"""Every screen at 1024×700, in both themes, as a trainee reaches it in the window: no label,
button, drop-down or list column narrower than its text, no word-wrapped label shorter than
its lines (the exam's skill tree squeezed to "…", Settings' "One more cou", Progress without
Target, Mastery and Streak, the walkthrough's "art with the draw table [Ente")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dealertrainer.ui.harness import answer_on_screen, question_on_screen
from dealertrainer.ui.theme import Theme, apply_theme
from tests.ui.text_fits import cut_text

SIZE = (1024, 700)


def _settle():
    for _ in range(3):
        QApplication.processEvents()


def _overlaps(root) -> list[str]:
    """A question panel's answer controls inside their slot, clear of the hint line below."""
    from PySide6.QtCore import QRect

    from dealertrainer.ui.session.question_panel import QuestionPanel

    found = []
    for panel in root.findChildren(QuestionPanel):
        if not panel.isVisible():
            continue
        hint = QRect(panel.hint.mapTo(panel, panel.hint.rect().topLeft()), panel.hint.size())
        for widget in (panel.amount, panel.chip_line, *panel.answer_buttons()):
            if widget.isVisible():
                place = QRect(widget.mapTo(panel, widget.rect().topLeft()), widget.size())
                if place.intersects(hint) or not panel.rect().contains(place):
                    found.append(f"{type(widget).__name__} {widget.objectName()} at {place.getRect()} "
                                 f"overlaps the hint at {hint.getRect()} or leaves the panel")
    return found


def _look(window, where: str, found: list[str], widget=None) -> None:
    _settle()
    found += [f"{where}: {problem}" for problem in cut_text(widget or window) + _overlaps(widget or window)]


@pytest.mark.parametrize("theme", [Theme.DARK, Theme.LIGHT])
def test_every_screen_fits_at_1024x700(qtbot, window, qapp, theme):
    apply_theme(qapp, theme)
    window.resize(*SIZE)
    qtbot.waitUntil(lambda: window.width() == SIZE[0])
    found: list[str] = []
    _look(window, "home", found)
    for entry in list(window.entries):
        screen = window.open(entry.drill_id)
        _look(window, f"start {entry.drill_id}", found)
        QTest.keyClick(screen, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: question_on_screen(window) is not None, timeout=10000)
        for _ in range(3):
            _look(window, f"{entry.drill_id} question", found)
            answer_on_screen(window, right=False)
            _look(window, f"{entry.drill_id} verdict", found)
            QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)
            qtbot.waitUntil(lambda: question_on_screen(window) is not None or not screen.in_session, timeout=10000)
            if not screen.in_session:
                break
        QTest.keyClick(window, Qt.Key.Key_Escape)  # the summary
        qtbot.waitUntil(lambda: not screen.in_session)
        _look(window, f"{entry.drill_id} summary", found)
    exam = window.open("exam")
    _look(window, "exam setup", found)
    exam.choose("baccarat.banker")  # one topic, a short paper
    exam.length.setValue(3)
    QTest.keyClick(exam, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: exam.question is not None)
    _look(window, "exam paper", found)
    while exam.question is not None:
        answer_on_screen(window, right=True)
        _settle()
    qtbot.waitUntil(lambda: exam.stack.currentIndex() == 2)
    _look(window, "exam result", found)
    window.open("progress")
    _look(window, "progress", found)
    settings = window.open("settings")
    for row in range(settings.pages.count()):
        settings.pages.setCurrentRow(row)
        _look(window, f"settings page {row}", found)
    home = window.open("home")
    home.how.click()  # the walkthrough, page by page
    dialog = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "walkthrough" and w.isVisible())
    for page in range(dialog.stack.count()):
        _look(window, f"walkthrough page {page + 1}", found, dialog)
        if page < dialog.stack.count() - 1:
            QTest.keyClick(dialog, Qt.Key.Key_Right)
    dialog.reject()
    assert found == [], "\n".join(found)
