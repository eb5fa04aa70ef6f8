"""A chip set the fewest-chips search cannot work out in bounded time is refused as settings:
with a reason naming the chips when it is typed, and, when a saved file holds one, the file is
kept aside, the problem reported and the standard chips used, as for any damaged settings."""

from __future__ import annotations

from decimal import Decimal

import pytest

from dealertrainer.engine.money import DEFAULT_CHIPS, chip_breakdown
from dealertrainer.storage.settings import AppSettings, SettingsError, load_settings, save_settings, validate_settings

REFUSED = {
    "399 chips from $1 to $399": ([str(n) for n in range(1, 400)], "a chip set holds at most 20 kinds of chip, not 399"),
    "$3.33, $7.77 and $100,000": (["3.33", "7.77", "100000"], "$100,000 is not a whole number of $7.77 pieces"),
}


def chips_data(values):
    return [{"value": v, "colour": f"colour {i}"} for i, v in enumerate(values)]


def chips_toml(values) -> str:
    rows = "".join(f'    {{ value = "{v}", colour = "colour {i}" }},\n' for i, v in enumerate(values))
    return f"schema_version = 1\nchips = [\n{rows}]\n"


@pytest.mark.parametrize("name", REFUSED)
def test_a_chip_set_that_would_explode_the_search_is_refused_with_its_reason(name):
    values, reason = REFUSED[name]
    with pytest.raises(SettingsError) as refused:
        validate_settings(AppSettings, {"chips": chips_data(values)})
    assert reason in str(refused.value)
    assert [p.fields for p in refused.value.problems] == [("chips",)]


@pytest.mark.parametrize("name", REFUSED)
def test_a_saved_refused_chip_set_is_kept_aside_and_the_standard_chips_used(name, tmp_path):
    values, reason = REFUSED[name]
    text = chips_toml(values)
    (tmp_path / "app.toml").write_text(text, encoding="utf-8")
    loaded = load_settings(AppSettings, tmp_path)
    assert loaded.settings.chip_set() == DEFAULT_CHIPS
    assert loaded.problem is not None and reason in loaded.problem and "standard settings are in force" in loaded.problem
    assert loaded.kept_aside is not None and loaded.kept_aside.read_text(encoding="utf-8") == text  # nothing lost
    assert not (tmp_path / "app.toml").exists()


def test_the_issues_explosive_sets_now_save_and_pay_at_once(tmp_path):
    """{$3.33, $100,000} and {$0.07, $100,000} ran the old search out of memory or for 22 s: the
    bounded search works them out exactly, so they are taken, saved and read back."""
    for values, amount, fewest in ((["3.33", "100000"], "100009.99", 4), (["0.07", "100000"], "100000.70", 11)):
        settings = validate_settings(AppSettings, {"chips": chips_data(values)})
        save_settings(settings, tmp_path)
        again = load_settings(AppSettings, tmp_path)
        assert again.problem is None and again.settings == settings
        paid = chip_breakdown(Decimal(amount), again.settings.chip_set())
        assert sum(paid.values()) == fewest


def test_the_message_quotes_the_start_of_a_long_chip_set_not_all_of_it(tmp_path):
    values, reason = REFUSED["399 chips from $1 to $399"]
    (tmp_path / "app.toml").write_text(chips_toml(values), encoding="utf-8")
    problem = load_settings(AppSettings, tmp_path).problem
    assert reason in problem and "(given: [{'value': '1', 'colour': 'colour 0'}," in problem and len(problem) < 500
