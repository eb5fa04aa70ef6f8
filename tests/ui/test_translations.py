"""A catalog is enough to put the screens in another language: Qt's tr() answers from the
app's own catalogs (dealertrainer.language), and Qt's standard buttons from Qt's."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox

from dealertrainer.language import ENGLISH, use_language
from dealertrainer.ui.dialogs import ShortcutsDialog
from dealertrainer.ui.translations import install_translations

PO = """msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=1; plural=0;\\n"

msgid "Keyboard shortcuts"
msgstr "键盘快捷键"
"""


@pytest.fixture
def english_after():
    yield
    use_language(ENGLISH)


def test_a_catalog_changes_the_screen_without_touching_it(qtbot, tmp_path: Path, english_after):
    (tmp_path / "zh_CN").mkdir()
    (tmp_path / "zh_CN" / "ui.po").write_text(PO, encoding="utf-8")
    app = QCoreApplication.instance()
    assert use_language("zh_CN", tmp_path) == "zh_CN"
    installed = install_translations(app)
    try:
        assert len(installed) == 2, "Qt's translator and the app's"
        dialog = ShortcutsDialog()
        qtbot.addWidget(dialog)
        assert dialog.windowTitle() == "键盘快捷键"
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        qtbot.addWidget(buttons)
        assert buttons.buttons()[0].text() == "取消"  # Qt's own word, from Qt's catalog
        assert QCoreApplication.translate("Anything", "Not in the catalog") == "Not in the catalog"
    finally:
        for translator in installed:
            app.removeTranslator(translator)
    use_language(ENGLISH)
    english = ShortcutsDialog()
    qtbot.addWidget(english)
    assert english.windowTitle() == "Keyboard shortcuts"


def test_english_installs_nothing(qapp, english_after):
    use_language(ENGLISH)
    assert install_translations(qapp) == []
