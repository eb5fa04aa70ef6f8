from __future__ import annotations

import json
from decimal import Decimal

import pytest

from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.stud.rules import StudRules
from dealertrainer.storage.settings import (
    AppSettings,
    ChipSpec,
    SettingsError,
    Theme,
    config_dir,
    data_dir,
    load_settings,
    save_settings,
    settings_path,
    validate_settings,
)


def test_dirs_follow_the_environment(tmp_path):
    assert config_dir() == tmp_path / "config"
    assert data_dir() == tmp_path / "data"


def test_no_file_means_defaults():
    loaded = load_settings(BaccaratRules)
    assert loaded.settings == BaccaratRules() and loaded.problem is None


@pytest.mark.parametrize("fmt", ["toml", "json"])
@pytest.mark.parametrize(
    "settings",
    [
        BaccaratRules(commission_style=CommissionStyle.BOX, tie_pays=9, table_minimum=Decimal("25")),
        BlackjackRules(dealer_hits_soft_17=True, blackjack_pays="6:5"),
        StudRules(game="seven_card"),
        AppSettings(theme=Theme.DARK, target_seconds={"blackjack.payout": 4.5}),
    ],
)
def test_save_and_load_round_trip(settings, fmt):
    path = save_settings(settings, fmt=fmt)
    assert path == settings_path(type(settings), fmt=fmt) and path.exists()
    loaded = load_settings(type(settings))
    assert loaded.settings == settings and loaded.problem is None


def test_saving_in_one_format_replaces_the_other():
    save_settings(BlackjackRules(decks=2), fmt="json")
    save_settings(BlackjackRules(decks=4), fmt="toml")
    assert not settings_path(BlackjackRules, fmt="json").exists()
    assert load_settings(BlackjackRules).settings.decks == 4


@pytest.mark.parametrize(
    ("text", "fmt", "reason"),
    [
        ("decks = [[[", "toml", "Invalid"),
        ("{not json", "json", "Expecting"),
        ("decks = 9\n", "toml", "decks"),
        ('tie_pays = 7\nschema_version = 1\n', "toml", "tie_pays"),
        ("[1, 2]", "json", "table of settings"),
        ("schema_version = 99\n", "toml", "newer DealerTrainer"),
    ],
)
def test_a_garbled_file_is_kept_aside_and_defaults_used(text, fmt, reason):
    path = settings_path(BaccaratRules, fmt=fmt)
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    loaded = load_settings(BaccaratRules)
    assert loaded.settings == BaccaratRules()
    assert reason in loaded.problem and "kept as" in loaded.problem
    assert not path.exists()
    assert loaded.kept_aside.read_text(encoding="utf-8") == text


def test_validate_settings_names_each_bad_field():
    with pytest.raises(SettingsError) as info:
        validate_settings(BlackjackRules, {"decks": 9, "table_minimum": "-1"})
    message = str(info.value)
    assert "decks" in message and "table_minimum" in message


def test_app_settings_chip_set():
    settings = AppSettings()
    assert [c.colour for c in settings.chip_set()][:3] == ["white", "pink", "red"]
    with pytest.raises(SettingsError, match="same value"):
        validate_settings(AppSettings, {"chips": [{"value": "5", "colour": "red"}, {"value": "5", "colour": "blue"}]})
    with pytest.raises(SettingsError, match="target_seconds.x: must be between 0 and 600"):
        validate_settings(AppSettings, {"target_seconds": {"x": -1}})
    custom = AppSettings(chips=(ChipSpec(value=Decimal("5"), colour="red"), ChipSpec(value=Decimal("1"), colour="white")))
    assert [c.value for c in custom.chips] == [Decimal("1"), Decimal("5")]


def test_older_schema_is_migrated(monkeypatch):
    monkeypatch.setattr(StudRules, "SCHEMA_VERSION", 2)
    monkeypatch.setattr(
        StudRules, "migrate", classmethod(lambda cls, data: {k: v for k, v in data.items() if k != "old_field"})
    )
    rules = validate_settings(StudRules, {"schema_version": 1, "old_field": 3, "seats": 6})
    assert rules.seats == 6 and rules.schema_version == 2


def test_saved_json_is_readable_by_people():
    path = save_settings(BaccaratRules(), fmt="json")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["commission_rate"] == "0.05" and data["after_cut_card"] == "one_more_coup"
