"""The packaged app reads its catalogs from the bundle (issue 23: "the packaged build passes its
self-test in Chinese"). A PyInstaller build has no package ``dealertrainer.resources``: the spec
puts ``resources/`` under ``sys._MEIPASS``, and before the fix the frozen app asked for zh_CN or
zh_TW quietly fell back to English."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from dealertrainer.language import ENGLISH, _, language_in_force, locale_folder, use_language

ROOT = Path(__file__).resolve().parents[1]


def test_a_frozen_app_reads_the_catalogs_in_its_bundle(tmp_path, monkeypatch):
    bundle = tmp_path / "_internal"
    shutil.copytree(ROOT / "resources" / "locale" / "zh_TW", bundle / "resources" / "locale" / "zh_TW")
    ui = bundle / "resources" / "locale" / "zh_TW" / "ui.po"
    # A word only the bundle's copy has: the catalog read must be the bundle's.
    ui.write_text(ui.read_text(encoding="utf-8").replace('msgstr "首頁"', 'msgstr "首頁（包）"', 1), encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert locale_folder() == bundle / "resources" / "locale"
    try:
        assert use_language("zh_TW") == "zh_TW" == language_in_force()
        assert _("Home") == "首頁（包）"
    finally:
        use_language(ENGLISH)


def test_from_the_source_tree_the_package_is_read(monkeypatch):
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert (locale_folder() / "zh_CN" / "ui.po").is_file()
