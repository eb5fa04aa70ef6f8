"""The settings owner: loaded once, the rules in force, saves that notify, problems kept."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.engine.stud.rules import StudGame, StudRules
from dealertrainer.storage.settings import AppSettings, SettingsError, load_settings
from dealertrainer.storage.settings_in_force import SettingsInForce, rules_model


def _known(skill: str) -> bool:
    return skill in {"baccarat", "baccarat.banker", "blackjack.payout.6to5"}


def test_standard_rules_when_there_are_no_files(tmp_path):
    owner = SettingsInForce(tmp_path)
    assert owner.rules("baccarat") == BaccaratRules() and owner.rules("blackjack") == BlackjackRules()
    assert owner.rules("stud") == StudRules() and owner.app == AppSettings()
    assert owner.problems == [] and list(tmp_path.iterdir()) == []  # reading writes nothing
    with pytest.raises(ValueError, match="the games are baccarat, blackjack, stud"):
        owner.rules("poker")
    with pytest.raises(ValueError):
        rules_model("roulette")


def test_files_are_read_once_at_start(tmp_path):
    (tmp_path / "blackjack.toml").write_text('blackjack_pays = "6:5"\ndealer_hits_soft_17 = true\n')
    (tmp_path / "stud.json").write_text(json.dumps({"game": "seven_card", "seats": 7}))
    owner = SettingsInForce(tmp_path)
    (tmp_path / "blackjack.toml").write_text('blackjack_pays = "3:2"\n')  # changed behind its back
    rules = owner.rules("blackjack")
    assert rules.blackjack_pays is BlackjackPays.SIX_TO_FIVE and rules.dealer_hits_soft_17
    assert owner.rules("stud").game is StudGame.SEVEN_CARD
    assert owner.house_in_words()[1] == (
        "Blackjack: 6 decks · blackjack pays 6 to 5 (rounded down to the $0.50) · dealer hits soft 17 · no even money · limits $10 to $1,000 · "
        "cut card 52 cards from the end")
    recorded = json.loads(owner.rules_json())
    assert recorded["blackjack"]["blackjack_pays"] == "6:5" and set(recorded) == {"baccarat", "blackjack", "stud"}


def test_a_damaged_file_is_kept_aside_and_reported(tmp_path):
    (tmp_path / "baccarat.toml").write_text("tie_pays = [", encoding="utf-8")
    owner = SettingsInForce(tmp_path)
    (problem,) = owner.problems
    assert problem.model is BaccaratRules and owner.problem_for(BaccaratRules) is problem
    assert problem.kept_aside is not None and problem.kept_aside.exists()
    assert "baccarat.toml could not be used" in problem.message and problem.kept_aside.name in problem.message
    assert str(problem) == problem.message
    assert owner.rules("baccarat") == BaccaratRules()
    owner.save(BaccaratRules(tie_pays=9))  # saving settles it
    assert owner.problems == [] and owner.problem_for(BaccaratRules) is None


@pytest.mark.parametrize(
    ("text", "field", "reason"),
    [
        ("table_maximum = 1e300\n", "table_maximum", "less than or equal to 1000000"),
        ("table_minimum = 10.001\n", "table_minimum", "whole cents"),
        ("commission_box_step = 1e-7\n", "commission_box_step", "whole cents"),
        ("commission_box_step = 0\n", "commission_box_step", "greater than or equal to 0.01"),
        ("commission_box_step = 6\n", "commission_box_step", "less than or equal to 5"),
        ("table_minimum = 500\ntable_maximum = 100\n", "", "table_maximum must be at least table_minimum"),
    ],
)
def test_values_the_file_cannot_get_past(tmp_path, text, field, reason):
    (tmp_path / "baccarat.toml").write_text(text, encoding="utf-8")
    owner = SettingsInForce(tmp_path)
    (problem,) = owner.problems
    assert reason in problem.message and (field in problem.message)
    assert owner.rules("baccarat") == BaccaratRules()  # the standard rules, not the file's
    assert problem.kept_aside is not None and problem.kept_aside.read_text(encoding="utf-8") == text


def test_target_times_must_name_skills_that_exist(tmp_path):
    (tmp_path / "app.toml").write_text('[target_seconds]\n"baccarat.banker" = 1.5\n"no.such.skill" = 2\n')
    owner = SettingsInForce(tmp_path, known_skill=_known)
    (problem,) = owner.problems
    assert "target_seconds.no.such.skill: no such skill or skill group" in problem.message
    with pytest.raises(SettingsError) as refused:
        owner.validate(AppSettings, {"target_seconds": {"blackjack.payout.6to5": 3, "made.up": 2}})
    (reason,) = refused.value.problems
    assert reason.fields == ("target_seconds",) and reason.where == ("made.up",)
    with pytest.raises(SettingsError):
        owner.save(AppSettings(target_seconds={"made.up": 2.0}))  # a save is checked the same way
    assert owner.app.target_seconds == {}
    owner.save(AppSettings(target_seconds={"baccarat.banker": 1.5}))
    assert load_settings(AppSettings, tmp_path).settings.target_seconds == {"baccarat.banker": 1.5}


def test_a_save_is_in_force_at_once_and_every_listener_is_told(tmp_path):
    owner = SettingsInForce(tmp_path)
    heard: list = []
    stop = owner.subscribe(heard.append)
    rules = BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE, table_minimum=Decimal("25"))
    path = owner.save(rules)
    assert path == tmp_path / "blackjack.toml" and owner.rules("blackjack") == rules == heard[-1]
    assert SettingsInForce(tmp_path).rules("blackjack") == rules  # the next start reads it
    saved = owner.save_theme("dark")
    assert saved.theme.value == "dark" and owner.app.chips == AppSettings().chips and heard[-1] == saved
    stop()
    owner.save(StudRules(seats=5))
    assert len(heard) == 2
    with pytest.raises(ValueError, match="not a settings model"):
        owner.current(int)  # type: ignore[arg-type]
