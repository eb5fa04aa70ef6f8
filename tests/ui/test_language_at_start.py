"""The language setting, as a trainee meets it: saved in Settings, in force at the next start
(a new process), whatever the system says; a bad value is said and the system's language used."""

from __future__ import annotations

import re

from dealertrainer.storage.settings import AppSettings, Language, save_settings
from tests.ui.start_as_a_user import a_trainee_in, no_traceback, rows_shown, start_app, use_the_window

_CJK = re.compile(r"[\u4e00-\u9fff]")

WHAT_THE_TRAINEE_READS = """
def use(window):
    import json
    from PySide6.QtWidgets import QDialogButtonBox, QLabel
    from dealertrainer.language import language_in_force
    from dealertrainer.storage.settings import AppSettings

    wait(lambda: window.registry_ready)
    screen = window.open("baccarat.draw_table")
    screen.start()
    wait(lambda: screen.session is not None and screen.session.waiting_for_answer)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    settings = window.open("settings")
    settings.show_page(AppSettings)
    form = settings.form(AppSettings)
    combo = form.field_widget("language")
    help = [label.text() for label in form.findChildren(QLabel) if label.property("help_for") == "language"]
    print("SEEN", json.dumps({
        "language": language_in_force(), "prompt": screen.panel.prompt.text(),
        "cancel": buttons.button(QDialogButtonBox.StandardButton.Cancel).text(),
        "choice": combo.currentText(), "choices": [combo.itemText(i) for i in range(combo.count())],
        "help": help,
    }), flush=True)
    screen.leave()
"""

_ENGLISH_SYSTEM = {"LANG": "en_US.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""}


def _seen(tmp_path, config, data, environ):
    started = start_app(config, data, open_first=None, script=use_the_window(tmp_path, WHAT_THE_TRAINEE_READS),
                        extra_env=environ)
    no_traceback(started)
    rows = rows_shown(started, "SEEN")["SEEN"]
    assert rows, started.shown + started.stderr[-3000:]
    return started, rows[0]


def test_the_language_chosen_in_settings_is_in_force_at_the_next_start(tmp_path):
    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    a_trainee_in(data)
    _, before = _seen(tmp_path, config, data, _ENGLISH_SYSTEM)  # the system's language: English
    assert before["language"] == "en" and not _CJK.search(before["prompt"]), before
    assert before["cancel"] == "Cancel" and before["choice"] == "Follow the system", before
    assert before["choices"] == ["Follow the system", "English", "简体中文", "繁體中文"], before
    assert any("next start" in text for text in before["help"]), before  # said beside the field

    save_settings(AppSettings(language=Language.SIMPLIFIED_CHINESE), config)  # as Settings saves it
    _, after = _seen(tmp_path, config, data, _ENGLISH_SYSTEM)  # the next start, on an English system
    assert after["language"] == "zh_CN", after
    assert _CJK.search(after["prompt"]) and not re.search(r"[A-Za-z]{2,}", after["prompt"]), after
    assert after["cancel"] == "取消", after  # Qt's own words too
    assert after["choice"] == "简体中文" and after["choices"][0] == "跟随系统", after
    assert any("下次启动" in text for text in after["help"]), after

    save_settings(AppSettings(language=Language.TRADITIONAL_CHINESE), config)
    _, traditional = _seen(tmp_path, config, data, {**_ENGLISH_SYSTEM, "LANG": "zh_CN.UTF-8"})
    assert traditional["language"] == "zh_TW" and traditional["choice"] == "繁體中文", traditional  # the setting wins
    assert traditional["prompt"] != after["prompt"] or _CJK.search(traditional["prompt"]), traditional


def test_a_bad_language_in_the_settings_file_is_said_and_the_system_language_used(tmp_path):
    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    a_trainee_in(data)
    (config / "app.toml").write_text('language = "klingon"\n', encoding="utf-8")
    started, seen = _seen(tmp_path, config, data, {**_ENGLISH_SYSTEM, "LANG": "zh_TW.UTF-8"})
    assert started.code == 0
    assert seen["language"] == "zh_TW" and _CJK.search(seen["prompt"]), seen  # the system's
    told = " ".join(started.told)
    # told in the language in force (the system's), the field and the value named as written
    assert "language: 須為 'system', 'en', 'zh_CN' or 'zh_TW'（所填：'klingon'）" in told and "無法使用" in told, started.told
    assert list(config.glob("app.toml.broken*")), list(config.iterdir())  # kept aside, nothing lost


def test_a_language_written_as_a_locale_in_the_file_is_the_one_shipped_for_it(tmp_path):
    (tmp_path / "app.toml").write_text('language = "zh-HK"\n', encoding="utf-8")
    from dealertrainer.storage.settings import load_settings

    loaded = load_settings(AppSettings, tmp_path)
    assert loaded.problem is None and loaded.settings.language is Language.TRADITIONAL_CHINESE
    assert [language.value for language in Language][1:] == list(__import__("dealertrainer.language").language.LANGUAGES)


def test_screenshots_in_a_language_carry_it_in_their_names(tmp_path):
    """``--screenshots DIR --language zh_CN`` in a new process: Home, the baccarat table mid-coup,
    a wrong answer's explanation and Progress, each named with the language, at every size."""
    import subprocess
    import sys

    out = tmp_path / "shots"
    english_system = {**__import__("os").environ, **_ENGLISH_SYSTEM, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-m", "dealertrainer", "--screenshots", str(out), "--language", "zh_CN"],
                            capture_output=True, text=True, timeout=300, env=english_system)
    assert result.returncode == 0, result.stderr[-3000:]
    names = {path.stem for path in out.glob("*.png")}
    for screen in ("home", "table-baccarat", "wrong-answer-feedback", "progress"):
        wanted = {f"{screen}-zh_CN", *(f"{screen}-zh_CN-{size}" for size in ("1024x700", "1440x900", "1920x1080"))}
        assert wanted <= names, sorted(names)
    assert all("-zh_CN" in name for name in names), sorted(names)  # no picture without its language
    printed = {line.rsplit("/", 1)[-1].removesuffix(".png") for line in result.stdout.split()}
    assert printed == names


def test_the_self_test_passes_in_traditional_chinese():
    import subprocess
    import sys

    result = subprocess.run([sys.executable, "-m", "dealertrainer", "--self-test", "--language", "zh_TW"],
                            capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test passed" in result.stdout and "FAIL" not in result.stdout
    assert "the words of the language in force: 繁體中文" in result.stdout and "(取消)" in result.stdout, result.stdout


def test_an_unknown_language_on_the_command_line_is_refused_with_the_choices():
    import subprocess
    import sys

    result = subprocess.run([sys.executable, "-m", "dealertrainer", "--self-test", "--language", "fr"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "invalid choice: 'fr'" in result.stderr and "zh_TW" in result.stderr, result.stderr


def test_language_on_the_command_line_is_for_that_run_only(tmp_path):
    """``dealertrainer --language zh_TW`` over a saved 简体中文: Traditional for this run; the
    setting is left as saved."""
    import textwrap

    from dealertrainer.storage.settings import load_settings
    from tests.ui.start_as_a_user import USE_THE_WINDOW

    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    a_trainee_in(data)
    save_settings(AppSettings(language=Language.SIMPLIFIED_CHINESE), config)
    script = tmp_path / "run_with_language.py"
    script.write_text(USE_THE_WINDOW + textwrap.dedent(WHAT_THE_TRAINEE_READS)
                      + "\nfrom dealertrainer.__main__ import main\n\nsys.exit(main(['--language', 'zh_TW']))\n",
                      encoding="utf-8")
    started = start_app(config, data, open_first=None, script=script, extra_env=_ENGLISH_SYSTEM)
    no_traceback(started)
    seen = rows_shown(started, "SEEN")["SEEN"]
    assert seen and seen[0]["language"] == "zh_TW" and _CJK.search(seen[0]["prompt"]), started.shown + started.stderr[-2000:]
    assert seen[0]["choice"] == "简体中文", seen  # the setting shown as saved
    assert load_settings(AppSettings, config).settings.language is Language.SIMPLIFIED_CHINESE
