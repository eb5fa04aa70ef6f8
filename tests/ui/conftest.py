"""UI test helpers: a main window on a throwaway records file, driven from the keyboard."""

from __future__ import annotations

import pytest

import dealertrainer.ui  # noqa: F401  (installs the PySide6 6.12 None-refcount workaround first)


@pytest.fixture
def records(tmp_path):
    from dealertrainer.storage.records import Records

    with Records(tmp_path / "records.sqlite3") as opened:
        yield opened


@pytest.fixture
def context(records):
    from dealertrainer.ui.app_handle import AppContext
    from dealertrainer.ui.screenshots import ScriptedClock
    from dealertrainer.ui.theme import Theme

    trainee = records.add_trainee("Test Trainee")
    records.touch_trainee(trainee.id)
    return AppContext(records=records, trainee=trainee, theme=Theme.DARK, motion_delay_ms=0, clock=ScriptedClock(3), seed=5)


@pytest.fixture
def window(qtbot, context):
    from dealertrainer.ui.main_window import MainWindow

    win = MainWindow(context)
    qtbot.addWidget(win)
    win.resize(1300, 860)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: win.registry_ready, timeout=10000)
    return win


@pytest.fixture(autouse=True)
def _app_looks_as_it_was(qapp):
    """A test that switches the theme leaves the app's stylesheet, font and palette as it found
    them: they are the whole process's, and a later test measuring text would see them."""
    sheet, font, palette = qapp.styleSheet(), qapp.font(), qapp.palette()
    yield
    if qapp.styleSheet() != sheet:
        qapp.setStyleSheet(sheet)
    if qapp.font() != font:
        qapp.setFont(font)
    if qapp.palette() != palette:
        qapp.setPalette(palette)
