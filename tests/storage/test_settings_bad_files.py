"""Settings files that are too big, too deep, hold numbers too long, or are not files at all:
each is refused before (or as) it is parsed, reported, and kept aside byte for byte; the
standard settings are in force. (The same files met at the app's start, in a new process:
tests/ui/test_start_bad_files.py.)"""

from __future__ import annotations

import os
import time

import pytest

from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.storage.settings import AppSettings, load_settings

CASES = {
    "a number of 5,000 digits": ("blackjack.toml", "seats = " + "9" * 5000 + "\n", "value too large"),
    "arrays nested 1,500 deep": ("blackjack.toml", "seats = " + "[" * 1500 + "]" * 1500 + "\n", "nested more than 64"),
    "a key dotted 40,000 deep": ("blackjack.toml", "a" + ".a" * 40_000 + " = 1\n", "more than 256 parts"),
    "JSON: a number of 5,000 digits": ("blackjack.json", '{"seats": ' + "9" * 5000 + "}", "value too large"),
    "JSON: arrays nested 100,000 deep": ("blackjack.json", '{"seats": ' + "[" * 10**5 + "]" * 10**5 + "}", "nested"),
    "a file over 256 KB": ("blackjack.toml", "# a note\n" * 30_000, "larger than 256 KB"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_file_too_big_or_too_deep_is_kept_aside_byte_for_byte(tmp_path, case):
    name, text, why = CASES[case]
    (tmp_path / name).write_text(text, encoding="utf-8")
    started = time.perf_counter()
    loaded = load_settings(BlackjackRules, tmp_path)
    assert time.perf_counter() - started < 5  # not parsed at the cost of the square of its depth
    assert loaded.settings == BlackjackRules() and why in loaded.problem
    assert loaded.kept_aside is not None and loaded.kept_aside.read_text(encoding="utf-8") == text
    assert not (tmp_path / name).exists()


def test_what_our_own_files_hold_is_well_inside_the_caps(tmp_path):
    """Every skill's target time, one line each and all on one line: both load."""
    targets = {f"baccarat.skill{i}.part.{i}": 2.5 for i in range(174)}
    inline = "target_seconds = {" + ", ".join(f'"{k}" = {v}' for k, v in targets.items()) + "}\n"
    (tmp_path / "app.toml").write_text(inline, encoding="utf-8")
    loaded = load_settings(AppSettings, tmp_path)
    assert loaded.problem is None and loaded.settings.target_seconds == targets


def test_dots_and_brackets_inside_strings_and_comments_are_not_counted(tmp_path):
    (tmp_path / "app.toml").write_text(
        '# ' + "[." * 400 + '\ntheme = "dark"  # ' + "{" * 100 + "\n"
        '[[chips]]\nvalue = "5"\ncolour = "' + "[.]" * 6 + '"\n', encoding="utf-8")
    loaded = load_settings(AppSettings, tmp_path)
    assert loaded.problem is None and loaded.settings.chips[0].colour == "[.]" * 6


def test_a_named_pipe_is_left_where_it_is_and_not_waited_on(tmp_path):
    os.mkfifo(tmp_path / "app.toml")
    loaded = load_settings(AppSettings, tmp_path)
    assert loaded.settings == AppSettings() and loaded.kept_aside is None
    assert loaded.problem == (f"{tmp_path / 'app.toml'} cannot be read (it is a named pipe, not a file); "
                              "it was left where it is, and the standard settings are in force.")
    assert (tmp_path / "app.toml").is_fifo()
