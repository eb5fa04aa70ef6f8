"""A language put in force again is not read again unless one of its files changed (the Chinese
tests put a language in force hundreds of times), and a changed file is read again."""

from __future__ import annotations

import os

from dealertrainer import language
from dealertrainer.language import ENGLISH, _, use_language

PO = '''msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"

msgid "Shoe"
msgstr "{text}"
'''


def test_a_language_is_read_once_and_again_when_its_files_change(tmp_path, monkeypatch):
    folder = tmp_path / "locale"
    (folder / "zh_CN").mkdir(parents=True)
    po = folder / "zh_CN" / "ui.po"
    po.write_text(PO.format(text="牌靴"), encoding="utf-8")
    reads = []
    real = language.read_catalog
    monkeypatch.setattr(language, "read_catalog", lambda *a, **k: reads.append(a) or real(*a, **k))
    try:
        for _round in range(3):
            assert use_language("zh_CN", folder) == "zh_CN" and _("Shoe") == "牌靴"
            use_language(ENGLISH)
        assert len(reads) == 1
        po.write_text(PO.format(text="鞋子盒"), encoding="utf-8")
        os.utime(po, ns=(po.stat().st_atime_ns, po.stat().st_mtime_ns + 1_000_000_000))
        assert use_language("zh_CN", folder) == "zh_CN" and _("Shoe") == "鞋子盒"
        assert len(reads) == 2
    finally:
        use_language(ENGLISH)
