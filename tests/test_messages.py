"""The message catalogs: every message the code marks is translated in every shipped language,
and no translation drops or invents a placeholder (a template filled in English would then
fail, or show a brace, in Chinese)."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from dealertrainer.language import ENGLISH, _, ngettext, shipped_language, system_language, use_language

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("messages_tool", ROOT / "packaging" / "messages.py")
messages_tool = importlib.util.module_from_spec(_spec)
sys.modules["messages_tool"] = messages_tool  # its dataclasses look their module up
_spec.loader.exec_module(messages_tool)

FOUND = messages_tool.extract()
# {name} and {name:fmt} (str.format), %1 and %n (Qt's arguments), and HTML tags the screens style
_FIELDS = re.compile(r"\{[a-z_][a-z0-9_]*(?:[:!][^{}]*)?\}|%\d|%n|</?[a-z]+[^>]*>")


def _fields(text: str) -> list[str]:
    return sorted(_FIELDS.findall(text))


@pytest.mark.parametrize("language", messages_tool.SHIPPED)
def test_every_message_is_translated(language):
    lacking = messages_tool.missing(language, FOUND)
    shown = "\n".join(f"{item.where}: {item.key[1][:80]!r}" for item in lacking[:40])
    assert not lacking, f"{len(lacking)} messages lack a {language} translation (python packaging/messages.py):\n{shown}"


@pytest.mark.parametrize("language", messages_tool.SHIPPED)
def test_translations_keep_the_placeholders(language):
    wrong = []
    for area, catalog in messages_tool.language_files(language):
        for message in catalog:
            if not message.id or not message.string:
                continue
            ids = message.id if isinstance(message.id, (tuple, list)) else (message.id,)
            strings = message.string if isinstance(message.string, (tuple, list)) else (message.string,)
            for text in strings:
                if text and _fields(text) != _fields(ids[-1]) and _fields(text) != _fields(ids[0]):
                    wrong.append(f"{area}.po: {ids[0][:60]!r} -> {text[:60]!r}")
    assert not wrong, "\n".join(wrong[:40])


def test_the_system_language_is_read_as_gettext_reads_it():
    assert system_language({"LANG": "zh_CN.UTF-8"}) == "zh_CN"
    assert system_language({"LANG": "zh_TW.UTF-8"}) == "zh_TW"
    assert system_language({"LANG": "zh_HK.UTF-8"}) == "zh_TW"
    assert system_language({"LANG": "zh_SG.UTF-8"}) == "zh_CN"
    assert system_language({"LANG": "fr_FR.UTF-8"}) == ENGLISH
    assert system_language({}) == ENGLISH
    assert system_language({"LANGUAGE": "fr:zh_TW", "LANG": "fr_FR.UTF-8"}) == "zh_TW"
    assert system_language({"LC_ALL": "en_US.UTF-8", "LANG": "zh_CN.UTF-8"}) == ENGLISH  # LC_ALL wins
    assert shipped_language("zh-Hant-MO") == "zh_TW"
    assert shipped_language("de") is None


def test_a_language_without_catalogs_is_english(tmp_path):
    try:
        assert use_language("zh_CN", tmp_path / "nowhere") == "zh_CN"  # an empty catalog: every message as written
        assert _("Keyboard shortcuts") == "Keyboard shortcuts"
        assert ngettext("{n} deck", "{n} decks", 2) == "{n} decks"
    finally:
        use_language(ENGLISH)


def test_a_damaged_catalog_leaves_english(tmp_path):
    (tmp_path / "zh_TW").mkdir()
    (tmp_path / "zh_TW" / "ui.po").write_bytes(b'msgid "x"\nmsgstr "\xff\xfe unterminated')
    try:
        assert use_language("zh_TW", tmp_path) in ("zh_TW", ENGLISH)
        assert _("x") in ("x", "\ufffd\ufffd unterminated")  # no traceback, whatever the reader made of it
    finally:
        use_language(ENGLISH)


@pytest.mark.parametrize("language", messages_tool.SHIPPED)
def test_the_shipped_catalogs_are_read_in_a_new_process(language):
    code = ("from dealertrainer.language import use_language, language_in_force, _\n"
            "print(use_language(None), language_in_force(), len(__import__('dealertrainer.language').language._catalog.messages))")
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env["LANG"] = f"{language}.UTF-8"
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    chosen, in_force, count = done.stdout.split()
    assert (chosen, in_force) == (language, language)
    assert int(count) >= len(FOUND)  # every message the code marks, read from the shipped files
