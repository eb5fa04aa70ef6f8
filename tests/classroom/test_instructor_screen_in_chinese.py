"""The instructor's screen in Chinese: the roster, the assignments (a paper set in Chinese, its
skills by their titles, its due day as Chinese writes dates) and the school's profile show no
English of the app's own; names and titles typed by people are data and stay as typed."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QListWidget, QTableWidget, QTabBar

import dealertrainer.ui  # noqa: F401  (installs the PySide6 6.12 None-refcount workaround first)
from tests.classroom.class_rows import NOW, DAY, master, result, school
from tests.classroom.class_rows import db  # noqa: F401  (a fixture: a class database for the test)
from tests.classroom.test_instructor_screen import open_view

DATA = {"Ann", "Lee", "Bob", "Ray", "Irene", "Instructor", "Evening", "Morning", "Riverside", "Dealer", "School"}
ALLOWED = {"HTML", "CSV", "PDF", "Del", "Enter", "Esc", "EZ"}  # EZ: the trade name (EZ百家乐), as Chinese dealers say it



def _texts(root) -> list[str]:
    seen = []
    for label in root.findChildren(QLabel):
        if label.isVisible():
            seen.append(label.text())
    for button in root.findChildren(QAbstractButton):
        if button.isVisible():
            seen.append(button.text())
    for bar in root.findChildren(QTabBar):
        seen += [bar.tabText(i) for i in range(bar.count())]
    for box in root.findChildren(QComboBox):
        if box.isVisible():
            seen += [box.itemText(i) for i in range(box.count())]
    for listing in root.findChildren(QListWidget):
        if listing.isVisible():
            seen += [listing.item(i).text() for i in range(listing.count())]
    for table in root.findChildren(QTableWidget):
        if table.isVisible():
            seen += [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())
                     if table.horizontalHeaderItem(c) is not None and not table.isColumnHidden(c)]
            seen += [table.item(r, c).text() for r in range(table.rowCount()) for c in range(table.columnCount())
                     if table.item(r, c) is not None and not table.isColumnHidden(c)]
    return [text for text in seen if text]


def _english(texts: list[str]) -> list[str]:
    words = [w for text in texts for w in re.findall(r"[A-Za-z]{2,}", re.sub(r"<[^>]*>", " ", text))]
    return [w for w in words if w not in DATA | ALLOWED]


def test_every_tab_of_the_instructors_screen_is_in_chinese(qtbot, db, chinese_screens):
    s = school(db)
    master(db, s.ann)
    result(db, s.ann, "exam", "", NOW - DAY, {"passed": True, "accuracy": 0.95})
    view = open_view(qtbot, db, s.instructor_x)
    page = view.assignments
    view.tabs.setCurrentWidget(page)
    page.kind.setCurrentIndex(0)  # a paper
    page.what.setCurrentIndex(0)  # the standard paper
    page.title.setText("Ann Lee")  # a title is data: a name, to keep it out of the count
    page.submit()
    qtbot.waitUntil(lambda: page.table.rowCount() == 1, timeout=10_000)  # (message: page.message)
    for index in range(view.tabs.count()):
        view.tabs.setCurrentIndex(index)
        qtbot.wait(50)
        texts = _texts(view)
        assert not _english(texts), (index, _english(texts), texts)
    due = page.table.item(0, 2).text()
    assert re.match(r"\d{4}年\d{1,2}月\d{1,2}日", due), due
    assert page.due.displayFormat().startswith("yyyy年")
