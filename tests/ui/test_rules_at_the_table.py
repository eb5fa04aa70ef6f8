"""House rules that stick: settings saved (by hand in a file, or in the Settings form) are in
force at the table after a restart — on the start page, on the felt, in the questions dealt."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).with_name("rules_at_the_table.py")


def _new_process(mode: str, home: Path, script: Path = SCRIPT) -> dict:
    """Start DealerTrainer in a new process on the user's folders (``script`` drives it); what its screens showed."""
    env = {**os.environ, "DEALERTRAINER_CONFIG_DIR": str(home / "config"),
           "DEALERTRAINER_DATA_DIR": str(home / "data"), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, str(script), mode], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def _skills(seen: dict) -> set[str]:
    return {skill for skill, _answer, _prompt in seen["questions"]}


def _blackjack_is_6to5_h17(seen: dict) -> None:
    assert "blackjack pays 6 to 5 (rounded down to the $0.50) · dealer hits soft 17 · no even money" in seen["rules_line"]
    assert seen["signage"]["blackjack_pays"] == "BLACKJACK PAYS 6 TO 5"
    assert seen["signage"]["dealer_rule"] == "DEALER MUST HIT SOFT 17"
    assert seen["dealt_rules"]["blackjack_pays"] == "6:5" and seen["dealt_rules"]["dealer_hits_soft_17"] is True
    soft_17 = [answer for skill, answer, _ in seen["questions"] if skill == "blackjack.dealer.soft17"]
    assert soft_17 and set(soft_17) == {"hit"}  # the dealer draws to soft 17 here
    assert "blackjack.payout.6to5" in _skills(seen) and "blackjack.payout.3to2" not in _skills(seen)
    assert "blackjack.payout.even_money" not in _skills(seen)  # never offered at 6:5


def test_rules_written_to_the_files_are_in_force_at_the_tables_after_a_restart(tmp_path):
    config = tmp_path / "config"
    config.mkdir()
    (config / "blackjack.toml").write_text('blackjack_pays = "6:5"\ndealer_hits_soft_17 = true\n', encoding="utf-8")
    (config / "baccarat.json").write_text(
        json.dumps({"tie_pays": 9, "pair_pays": 25, "commission_style": "box", "decks": 6}), encoding="utf-8")

    shown = _new_process("look", tmp_path)

    assert shown["problems"] == []
    _blackjack_is_6to5_h17(shown["blackjack"])
    baccarat = shown["baccarat"]
    assert baccarat["rules_line"] == ("House rules: 6 decks · tie pays 9 to 1 · pairs pay 25 to 1 · "
                                      "banco commission 5% in boxes · limits $10 to $5,000 · "
                                      "cut card 52 cards from the end; when it comes out, one more coup, then shuffle")
    assert baccarat["signage"]["baccarat_odds"] == "BANKER PAYS 1 TO 1 · 5% COMMISSION · TIE PAYS 9 TO 1 · PAIRS PAY 25 TO 1"
    assert baccarat["dealt_rules"]["decks"] == 6 and baccarat["dealt_rules"]["tie_pays"] == 9
    assert "baccarat.commission.box" in _skills(baccarat)  # the commission goes in the box here
    payouts = shown["payouts"]
    assert payouts["rules_line"] == ("House rules: blackjack pays 6 to 5 (rounded down to the $0.50) · insurance pays 2 to 1 · no even money · "
                                     "tie pays 9 to 1 · pairs pay 25 to 1 · banco commission 5% in boxes")
    assert payouts["wager_felt_signage"]["pair_pays"] == "25"
    asked = _skills(payouts)
    assert {"blackjack.payout.6to5", "baccarat.payout.tie.9to1", "baccarat.payout.pair"} <= asked
    assert not asked & {"blackjack.payout.3to2", "baccarat.payout.tie.8to1", "blackjack.payout.even_money",
                        "baccarat.payout.banco"}
    pairs = [prompt for skill, _answer, prompt in payouts["questions"] if skill == "baccarat.payout.pair"]
    assert pairs and all("wins at 25 to 1" in prompt for prompt in pairs)


def test_rules_saved_in_the_settings_form_are_in_force_after_a_restart(tmp_path):
    """A damaged blackjack file: Settings says what happened (not "Saved"); the instructor saves
    6:5 and hits soft 17 in the form; the next start deals them."""
    config = tmp_path / "config"
    config.mkdir()
    (config / "blackjack.toml").write_text("blackjack_pays = \n", encoding="utf-8")  # not TOML

    saving = _new_process("save-6to5-h17", tmp_path)

    (problem,) = saving["problems"]
    assert "blackjack.toml could not be used" in problem and "blackjack.toml.broken-" in problem
    assert [p.name for p in config.iterdir() if p.name.startswith("blackjack.toml.broken-")]  # kept, not lost
    assert saving["status_before"] == "File kept aside (see above): standard settings in force"
    assert saving["save_offered_before"]  # saving the standard settings would settle it too
    assert saving["status_after"] == "Saved"

    shown = _new_process("look-blackjack", tmp_path)

    assert shown["problems"] == []
    _blackjack_is_6to5_h17(shown["blackjack"])
