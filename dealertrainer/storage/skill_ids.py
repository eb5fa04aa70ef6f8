"""A records migration: one id per competence, and the spaced-repetition state kept for FSRS.

Before this step (records version 3) the dealer's seat and the flash drills named some competences
differently. Stored answers move to the flash drills' ids, which name the cell exactly;
what each old answer was about is read back from what was stored with it:

- ``baccarat.total.player`` / ``baccarat.total.banker``: the question "What is the
  Player's total now?" came after a third card, so it becomes
  ``baccarat.total.three_cards``; the first call of a hand ``baccarat.total.two_cards``.
- ``baccarat.natural`` ("Is there a natural on the table?"): answered No, it becomes
  ``baccarat.natural.none``; answered Yes, the two totals the trainee called just before
  in the same session say which side had the natural and which total
  (``baccarat.natural.banker.9``). If those totals were not asked (a drill set to skip
  them), the side cannot be known: it goes to ``baccarat.natural.player.8``, the commonest.
- ``baccarat.payout.tie``: the session's house rules say what a tie paid
  (``baccarat.payout.tie.9to1``); without them the standard ``8to1``.
- ``baccarat.cut_card`` (what to do when the cut card came out) becomes
  ``baccarat.cut_card.out``, so it no longer names the group above
  ``baccarat.cut_card.place``.

The Leitner boxes go: the FSRS state (``review_state``) is rebuilt from the answers
themselves the first time the training core reads it, so no history is lost.
"""

from __future__ import annotations

import json
import sqlite3

__all__ = ["rename_old_skill_ids", "catalogue_ids_and_fsrs"]

OLD_IDS = ("baccarat.total.player", "baccarat.total.banker", "baccarat.natural", "baccarat.payout.tie",
           "baccarat.cut_card")


def _tie_pays(config_json: str | None) -> int:
    try:
        rules = json.loads(config_json or "{}").get("config", {}).get("rules", {})
        pays = int(rules.get("tie_pays", 8))
    except (ValueError, TypeError, AttributeError, OverflowError, RecursionError):  # 1e999 pays: inf
        return 8
    return pays if pays in (8, 9) else 8


def _int(text: str) -> int | None:
    try:
        return int(text.strip())
    except (ValueError, AttributeError):
        return None


def rename_old_skill_ids(db: sqlite3.Connection, trainee_id: int | None = None) -> int:
    """Move answers stored under the old ids to the catalogue's; returns how many moved."""
    where = f"a.skill IN ({', '.join('?' * len(OLD_IDS))})"
    args: list[object] = list(OLD_IDS)
    if trainee_id is not None:
        where += " AND a.trainee_id = ?"
        args.append(trainee_id)
    rows = db.execute(
        "SELECT a.id, a.trainee_id, a.session_id, a.skill, a.prompt, a.expected, a.at, s.config_json "
        f"FROM answers a LEFT JOIN sessions s ON s.id = a.session_id WHERE {where}",
        args,
    ).fetchall()
    moved = 0
    for answer_id, trainee, session_id, skill, prompt, expected, at, config_json in rows:
        if skill in ("baccarat.total.player", "baccarat.total.banker"):
            new = "baccarat.total.three_cards" if prompt.rstrip().endswith("now?") else "baccarat.total.two_cards"
        elif skill == "baccarat.cut_card":
            new = "baccarat.cut_card.out"
        elif skill == "baccarat.payout.tie":
            new = f"baccarat.payout.tie.{_tie_pays(config_json)}to1"
        elif expected.strip().lower() != "yes":
            new = "baccarat.natural.none"
        else:
            new = _natural_cell(db, trainee, session_id, answer_id, at)
        db.execute("UPDATE answers SET skill = ? WHERE id = ?", (new, answer_id))
        moved += 1
    return moved


def _natural_cell(db: sqlite3.Connection, trainee: int, session_id: int | None, answer_id: int, at: float) -> str:
    """The natural a Yes answer was about, from the two totals called just before it."""
    before = db.execute(
        "SELECT prompt, expected FROM answers WHERE trainee_id = ? AND session_id IS ? AND (at < ? OR (at = ? AND id < ?))"
        " ORDER BY at DESC, id DESC LIMIT 2",
        (trainee, session_id, at, at, answer_id),
    ).fetchall()
    totals = {}
    for prompt, expected in before:
        for side in ("player", "banker"):
            if prompt.startswith(f"What is the {side.capitalize()}'s total?"):
                totals[side] = _int(expected)
    player, banker = totals.get("player"), totals.get("banker")
    if player is not None and banker is not None and max(player, banker) >= 8:
        return f"baccarat.natural.player.{player}" if player >= banker else f"baccarat.natural.banker.{banker}"
    return "baccarat.natural.player.8"


def catalogue_ids_and_fsrs(db: sqlite3.Connection) -> None:
    rename_old_skill_ids(db)
    db.execute("DROP TABLE skill_state")
    db.execute(
        """CREATE TABLE review_state (
            trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
            skill TEXT NOT NULL,
            card_json TEXT NOT NULL,
            through INTEGER NOT NULL,
            updated REAL NOT NULL,
            PRIMARY KEY (trainee_id, skill))"""
    )
