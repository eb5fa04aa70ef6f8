"""A translation file is enough to put the screens in another language."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale

from dealertrainer.ui.dialogs import ShortcutsDialog
from dealertrainer.ui.translations import install_translations

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
</context>
</TS>
"""


def _lrelease() -> str:
    beside = Path(sys.executable).with_name("pyside6-lrelease")
    found = str(beside) if beside.exists() else shutil.which("pyside6-lrelease")
    assert found, "pyside6-lrelease comes with PySide6"
    return found


def test_a_chinese_translation_changes_the_screen_without_touching_it(qtbot, tmp_path):
    source = tmp_path / "dealertrainer_zh_CN.ts"
    source.write_text(TS, encoding="utf-8")
    subprocess.run([_lrelease(), str(source), "-qm", str(tmp_path / "dealertrainer_zh_CN.qm")],
                   check=True, capture_output=True)
    app = QCoreApplication.instance()
    installed = install_translations(app, QLocale("zh_CN"), tmp_path)
    try:
        assert installed, "the translation was not installed"
        dialog = ShortcutsDialog()
        qtbot.addWidget(dialog)
        assert dialog.windowTitle() == "键盘快捷键"
    finally:
        for translator in installed:
            app.removeTranslator(translator)
    english = ShortcutsDialog()
    qtbot.addWidget(english)
    assert english.windowTitle() == "Keyboard shortcuts"


def test_no_translation_file_leaves_english(qapp, tmp_path):
    installed = install_translations(qapp, QLocale("fr_FR"), tmp_path)
    try:
        assert [t for t in installed if "dealertrainer" in t.filePath()] == []
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
