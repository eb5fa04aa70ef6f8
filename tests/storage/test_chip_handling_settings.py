"""The house's chip handling as app settings: each chip's standard stack, a full stack and the chips a
buy-in is given in. Common defaults; a file of an earlier release (chips with no stack) takes the
common stacks and loses nothing; a saved house is read back by a new process."""

from __future__ import annotations

import json
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest

from dealertrainer.engine.chip_stacks import StackSizes
from dealertrainer.storage.settings import AppSettings, ChipSpec, SettingsError, load_settings, save_settings, validate_settings

D = Decimal


def test_the_common_defaults():
    settings = AppSettings()
    assert [(spec.colour, spec.stack) for spec in settings.chips] == [
        ("white", 5), ("pink", 5), ("red", 5), ("green", 4), ("black", 5), ("purple", 4), ("orange", 5)]
    assert settings.full_stack == 20 and (settings.buy_in_largest, settings.buy_in_smallest) == (D(100), D(5))
    sizes = settings.stack_sizes()
    assert isinstance(sizes, StackSizes) and sizes.full == 20
    assert [sizes.of(chip) for chip in settings.chip_set()] == [5, 5, 5, 4, 5, 4, 5]


def test_a_file_of_the_release_before_takes_the_common_stacks(tmp_path):
    (tmp_path / "app.toml").write_text(
        'schema_version = 1\ntheme = "dark"\nchips = [\n  { value = "1", colour = "white" },\n'
        '  { value = "25", colour = "green" },\n  { value = "7", colour = "teal" },\n]\n', encoding="utf-8")
    loaded = load_settings(AppSettings, tmp_path)
    assert loaded.problem is None and loaded.settings.theme.value == "dark"
    assert [(s.value, s.stack) for s in loaded.settings.chips] == [(D(1), 5), (D(7), 5), (D(25), 4)]
    assert loaded.settings.full_stack == 20


@pytest.mark.parametrize("data,field", [
    ({"buy_in_largest": "5", "buy_in_smallest": "25"}, "buy_in_largest"),
    ({"full_stack": 3}, "full_stack"),
    ({"chips": [{"value": "5", "colour": "red", "stack": 0}]}, "chips"),
    ({"chips": [{"value": "5", "colour": "red", "stack": "a lot"}]}, "chips"),
])
def test_bad_chip_handling_is_refused_with_the_field_named(data, field):
    with pytest.raises(SettingsError) as refused:
        validate_settings(AppSettings, data)
    assert field in {f for p in refused.value.problems for f in p.fields}


READ_BACK = """
import json, sys
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.training.drills.chips import ChipsConfig, house_chips
from dealertrainer.training.offer import drill_config
settings = SettingsInForce(sys.argv[1])
config = ChipsConfig(**drill_config("chips", settings))
print(json.dumps({"stacks": [[str(v), n] for v, n in config.stacks], "full": config.full_stack,
                  "buy_in": [str(config.buy_in_smallest), str(config.buy_in_largest)]}))
"""


def test_a_saved_house_is_the_one_a_new_process_deals_chips_under(tmp_path):
    house = AppSettings(chips=(ChipSpec(value=D(1), colour="white", stack=4), ChipSpec(value=D(5), colour="red", stack=4),
                               ChipSpec(value=D(25), colour="green", stack=5)),
                        full_stack=25, buy_in_largest=D(25), buy_in_smallest=D(1))
    save_settings(house, tmp_path)
    done = subprocess.run([sys.executable, "-c", READ_BACK, str(tmp_path)], capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).parents[2])
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout)
    assert seen == {"stacks": [["1", 4], ["5", 4], ["25", 5]], "full": 25, "buy_in": ["1", "25"]}
