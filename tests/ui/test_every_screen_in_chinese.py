"""Every screen in Chinese: the app started under LANG=zh_CN.UTF-8 and LANG=zh_TW.UTF-8 (no
settings), in a new process, each screen of the main window opened as a trainee opens it, and
every text it shows read. A text with an English word (two or more ASCII letters in a row) that
is not on the short list below is untranslated; the test names each one and its screen."""

from __future__ import annotations

import re

import pytest

from tests.ui.start_as_a_user import a_trainee_in, no_traceback, rows_shown, start_app, use_the_window

#: Words that stay as they are in a Chinese screen: the app's name, keys named in key hints,
#: currency codes before a symbol, and abbreviations a Chinese screen writes in Latin letters too.
ALLOWED = frozenset({
    "DealerTrainer",
    "Ctrl", "Shift", "Alt", "Esc", "Enter", "Space", "Tab", "Backspace", "Del", "PgUp", "PgDn",
    "HK", "MOP", "US",
    "FSRS", "CSV", "HTML", "PDF", "ms",
    # "EZ" is the trade name of EZ Baccarat, printed so on Macau felts and said so by Chinese dealers (EZ百家乐).
    "EZ",
    # The class database's address is typed as written: postgresql://主机:端口/数据库 (the scheme is not a word).
    "postgresql",
})
_WORD = re.compile(r"[A-Za-z]{2,}")
_TAG = re.compile(r"<[^>]*>")

READ_EVERY_SCREEN = """
def use(window):
    import json
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QComboBox, QGroupBox, QLabel,
                                   QListWidget, QTabBar, QTableWidget, QTreeWidget)
    from dealertrainer.language import language_in_force
    from dealertrainer.ui.main_window import ROLE_TARGET

    def texts(root):
        seen = [window.windowTitle()]

        def every(kind):  # root itself too (the navigation is one list)
            return ([root] if isinstance(root, kind) else []) + root.findChildren(kind)
        for widget in every(QLabel):
            if widget.isVisible():
                seen.append(widget.text())
        for widget in every(QAbstractButton):
            if widget.isVisible():
                seen.append(widget.text())
        for widget in every(QGroupBox):
            if widget.isVisible():
                seen.append(widget.title())
        for widget in every(QTabBar):
            if widget.isVisible():
                seen += [widget.tabText(i) for i in range(widget.count())]
        for widget in every(QComboBox):
            if widget.isVisible():
                seen.append(widget.currentText())
        for widget in every(QListWidget):
            if widget.isVisible():
                seen += [widget.item(i).text() for i in range(widget.count())]
        for widget in every(QAbstractItemView):
            model = widget.model()
            if widget.isVisible() and model is not None:
                header = getattr(widget, "horizontalHeader", None) or getattr(widget, "header", None)
                if header is not None and header().isVisible():
                    seen += [str(model.headerData(c, Qt.Orientation.Horizontal) or "") for c in range(model.columnCount())]
                if isinstance(widget, QTableWidget):  # the cells too (the chip set's colours)
                    seen += [widget.item(r, c).text() for r in range(widget.rowCount())
                             for c in range(widget.columnCount()) if widget.item(r, c) is not None and not widget.isColumnHidden(c)]
        return [text for text in seen if text and text.strip()]

    def read(name, root):
        QApplication.processEvents()
        QTest.qWait(300)  # what a screen reads in the background is shown
        print("SCREEN", json.dumps({"screen": name, "language": language_in_force(), "texts": texts(root)},
                                   ensure_ascii=False), flush=True)

    wait(lambda: window.registry_ready)
    read("navigation", window.nav)
    targets = [window.nav.item(row).data(ROLE_TARGET) for row in range(window.nav.count())]
    for target in [t for t in targets if t]:
        page = window.open(target)
        wait(lambda: window.stack.currentWidget() is not None)
        read(target, window.stack.currentWidget())
        if target == "settings":
            for model in list(page.forms):
                page.show_page(model)
                read(f"settings: {model.__name__}", window.stack.currentWidget())
            page.show_page(None)
            read("settings: trainees", window.stack.currentWidget())
        screen = window.screens.get(target)
        if screen is not None:  # a table or drill: its question up, as the trainee answers it
            screen.start()
            if wait(lambda: screen.session is not None and screen.session.waiting_for_answer):
                read(f"{target}: a question", screen)
            screen.leave()
            wait(lambda: screen.session is None, 3000)
"""


def untranslated(text: str) -> list[str]:
    """The English words in ``text`` (HTML tags left out) that are not on the allowed list."""
    return [word for word in _WORD.findall(_TAG.sub(" ", text).replace("&nbsp;", " ")) if word not in ALLOWED]


def test_untranslated_finds_english_words_and_lets_keys_ranks_and_money_be():
    assert untranslated("闲家几点?") == []
    assert untranslated("补牌  [D]") == [] and untranslated("练习 [Ctrl+1]") == [] and untranslated("HK$25") == []
    assert untranslated("10 ♠ A ♥ K") == [] and untranslated("<b>庄</b> 2.5 s") == []
    assert untranslated("Your call.") == ["Your", "call"]
    assert untranslated("238 answered") == ["answered"]


@pytest.mark.parametrize("lang, language", [("zh_CN.UTF-8", "zh_CN"), ("zh_TW.UTF-8", "zh_TW")])
def test_every_screen_is_in_chinese(tmp_path, lang, language):
    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    a_trainee_in(data, name="王芳")  # a trainee's name is data: a Chinese one, so only the app's words are read
    started = start_app(config, data, open_first=None, script=use_the_window(tmp_path, READ_EVERY_SCREEN),
                        extra_env={"LANG": lang, "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""}, timeout=600)
    no_traceback(started)
    screens = rows_shown(started, "SCREEN")["SCREEN"]
    assert screens, started.shown + started.stderr[-3000:]
    assert {screen["language"] for screen in screens} == {language}
    names = [screen["screen"] for screen in screens]
    for expected in ("navigation", "home", "baccarat.seat", "blackjack.seat", "stud.seat", "progress", "exam",
                     "audition", "settings", "settings: AppSettings"):
        assert expected in names, names  # every screen was opened and read
    found: dict[str, list[str]] = {}
    for screen in screens:
        bad = sorted({text for text in screen["texts"] if untranslated(text)})
        if bad:
            found[screen["screen"]] = bad
    report = "\n".join(f"{name}: {len(bad)} untranslated: " + " | ".join(repr(text[:80]) for text in bad)
                       for name, bad in found.items())
    assert not found, f"{language}: {sum(map(len, found.values()))} untranslated strings on " \
                      f"{len(found)} of {len(screens)} screens\n{report}"
