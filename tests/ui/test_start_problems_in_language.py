"""What is wrong in the settings files at start is told in the language that will be in force,
not in English: the language is read from the app settings first (leniently: a damaged language
value falls back to the system's). Each case is a new process on an English system."""

from __future__ import annotations

import re

from dealertrainer.storage.settings import saved_language
from tests.ui.start_as_a_user import a_trainee_in, no_traceback, start_app

_ENGLISH_SYSTEM = {"LANG": "en_US.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""}
_CJK = re.compile(r"[\u4e00-\u9fff]")


def _banner(started) -> list[str]:
    return [line.removeprefix("banner: ") for line in started.shown.splitlines() if line.startswith("banner: ")]


def _start(tmp_path, app_toml: str, baccarat_toml: str | None = None):
    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    a_trainee_in(data)
    (config / "app.toml").write_text(app_toml, encoding="utf-8")
    if baccarat_toml is not None:
        (config / "baccarat.toml").write_text(baccarat_toml, encoding="utf-8")
    started = start_app(config, data, extra_env=_ENGLISH_SYSTEM)
    no_traceback(started)
    assert started.code == 0, started.stderr[-3000:]
    return config, started


def test_a_bad_house_rule_is_told_in_traditional_chinese_when_that_is_the_language(tmp_path):
    """Before: '…baccarat.toml could not be used (…). It was kept as …' in English, under a
    Chinese banner heading."""
    config, started = _start(tmp_path, 'language = "zh_TW"\n', 'table_minimum = "-5"\n')
    (line,) = _banner(started)
    assert str(config / "baccarat.toml") in line and "無法使用" in line and "現採用標準設定" in line, line
    assert "could not be used" not in line and "standard settings" not in line, line
    aside = next(config.glob("baccarat.toml.broken*"))
    assert aside.name in line  # where it was kept, named
    assert any("無法使用" in told for told in started.told), started.told  # on stderr too, in the same words


def test_a_bad_value_beside_the_language_in_the_app_file_is_told_in_that_language(tmp_path):
    """The app file itself is kept aside (a currency not offered), yet the trainee chose 简体中文 in
    it: the app and what it says about the file are in Simplified Chinese."""
    config, started = _start(tmp_path, 'language = "zh_CN"\ncurrency = "€"\n')
    (line,) = _banner(started)
    assert "无法使用" in line and "现采用标准设置" in line and "currency" in line, line
    assert list(config.glob("app.toml.broken*"))
    assert _CJK.search(started.shown.split("banner:")[0] + "".join(_banner(started)))


def test_a_damaged_language_value_is_told_in_the_system_language(tmp_path):
    config, started = _start(tmp_path, 'language = ["zh_TW"]\n')
    (line,) = _banner(started)
    assert "could not be used" in line and not _CJK.search(line), line  # English: the system's


def test_the_language_is_read_leniently(tmp_path):
    app = tmp_path / "app.toml"
    assert saved_language(tmp_path) is None  # no file: the system's
    for text, wanted in (('language = "zh_TW"\nchips = 5\n', "zh_TW"), ('language = "zh-HK"\n', "zh_TW"),
                         ('language = "system"\n', None), ('language = "en"\n', "en"), ('language = "klingon"\n', None),
                         ('language = [1]\n', None), ("language = ", None), ("[[[", None), ("\xff", None)):
        app.write_text(text, encoding="utf-8")
        assert saved_language(tmp_path) == wanted, text
    app.unlink()
    (tmp_path / "app.json").write_text('{"language": "zh_CN"}', encoding="utf-8")
    assert saved_language(tmp_path) == "zh_CN"
    (tmp_path / "app.json").write_text('[1, 2]', encoding="utf-8")
    assert saved_language(tmp_path) is None
