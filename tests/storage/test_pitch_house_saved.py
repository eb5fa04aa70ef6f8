"""Single- and double-deck blackjack houses saved and read back by a new process: the pitch
game and the defaults that follow the decks survive a restart, a file that names only the
decks gets them, and an impossible file is kept aside with a reason, never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from dealertrainer.engine.blackjack.rules import BlackjackRules, GameForm
from dealertrainer.storage.settings_in_force import SettingsInForce

READ = r"""
import json, sys
from pathlib import Path
from dealertrainer.storage.settings_in_force import SettingsInForce
saved = SettingsInForce(Path(sys.argv[1]))
rules = saved.rules("blackjack")
problem = saved.problem_for(type(rules))
print(json.dumps({"rules": rules.model_dump(mode="json"), "words": rules.in_words(),
                  "problem": None if problem is None else str(problem)}))
"""


def read_in_a_new_process(folder: Path) -> dict:
    done = subprocess.run([sys.executable, "-c", READ, str(folder)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_one_and_two_deck_houses_across_a_restart(tmp_path):
    for house in (BlackjackRules(decks=1), BlackjackRules(decks=2, pitch_double_card_down=False),
                  BlackjackRules(decks=2, game_form=GameForm.SHOE), BlackjackRules(decks=1, cut_card_from_end=20)):
        SettingsInForce(tmp_path).save(house)
        seen = read_in_a_new_process(tmp_path)
        assert seen["problem"] is None
        assert BlackjackRules.model_validate(seen["rules"]) == house
        assert seen["words"].startswith("1 deck dealt by hand (pitch)" if house.decks == 1 and house.pitch else
                                        "2 decks dealt by hand (pitch)" if house.pitch else "2 decks ·")


def test_a_file_that_names_only_the_decks_gets_the_pitch_defaults(tmp_path):
    (tmp_path / "blackjack.toml").write_text("schema_version = 1\ndecks = 1\n", encoding="utf-8")
    seen = read_in_a_new_process(tmp_path)
    assert seen["problem"] is None
    assert (seen["rules"]["game_form"], seen["rules"]["cut_card_from_end"]) == ("pitch", 26)


def test_a_pitch_shoe_of_six_decks_is_kept_aside_with_its_reason(tmp_path):
    (tmp_path / "blackjack.toml").write_text('schema_version = 1\ndecks = 6\ngame_form = "pitch"\n', encoding="utf-8")
    seen = read_in_a_new_process(tmp_path)
    assert seen["rules"]["decks"] == 6 and seen["rules"]["game_form"] == "shoe"  # the standard house in force
    assert "one deck or two" in seen["problem"], seen["problem"]
