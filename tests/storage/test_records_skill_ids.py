"""Records version 3: answers stored under the old ids move to the catalogue's; none is lost."""

from __future__ import annotations

import json
import sqlite3

from dealertrainer.storage.records import MIGRATIONS, Records

T0 = 1_700_000_000.0


def write_version_2_file(path) -> None:
    """A records file as the app wrote it before version 3: old ids and Leitner boxes."""
    db = sqlite3.connect(path, isolation_level=None)
    MIGRATIONS[0](db)
    MIGRATIONS[1](db)
    db.execute("UPDATE schema_info SET version = 2")
    db.execute("INSERT INTO trainees (name, created) VALUES ('Old hand', 1.0)")
    nine = json.dumps({"config": {"rules": {"tie_pays": 9}}, "seed": 4})
    db.execute("INSERT INTO sessions (trainee_id, drill_id, config_json, started) VALUES (1, 'baccarat.seat', ?, ?)",
               (nine, T0))
    rows = [  # (session, skill, prompt, expected, correct)
        (1, "baccarat.total.player", "What is the Player's total?", "8", 1),
        (1, "baccarat.total.banker", "What is the Banker's total?", "3", 1),
        (1, "baccarat.natural", "Is there a natural on the table?", "Yes", 1),
        (1, "baccarat.payout.tie", "Tie wins. How much do you pay?", "$90", 0),
        (1, "baccarat.total.player", "What is the Player's total?", "4", 1),
        (1, "baccarat.total.banker", "What is the Banker's total?", "9", 1),
        (1, "baccarat.natural", "Is there a natural on the table?", "Yes", 0),
        (1, "baccarat.total.player", "What is the Player's total?", "2", 1),
        (1, "baccarat.total.banker", "What is the Banker's total?", "5", 1),
        (1, "baccarat.natural", "Is there a natural on the table?", "No", 1),
        (1, "baccarat.total.player", "What is the Player's total now?", "7", 0),
        (1, "baccarat.cut_card", "The cut card came out during this coup. What now?", "finish", 1),
        (None, "baccarat.payout.tie", "Tie wins. How much do you pay?", "$80", 1),
        (None, "baccarat.natural", "Is there a natural on the table?", "Yes", 1),
        (None, "baccarat.banker.5.vs.4", "Banker 5 ...", "Draw", 1),
    ]
    for i, (session, skill, prompt, expected, correct) in enumerate(rows):
        db.execute(
            "INSERT INTO answers (trainee_id, session_id, skill, correct, seconds, at, prompt, expected)"
            " VALUES (1, ?, ?, ?, 1.5, ?, ?, ?)", (session, skill, correct, T0 + i, prompt, expected))
    db.execute("INSERT INTO skill_state VALUES (1, 'baccarat.natural', 3, ?, ?)", (T0 + 86_400, T0))
    db.close()


def test_old_ids_move_to_the_catalogue_ids(tmp_path):
    path = tmp_path / "records.sqlite3"
    write_version_2_file(path)
    with Records(path) as records:
        assert records.schema_version >= 3
        moved = [(a.skill, a.expected, a.correct) for a in records.answers(1)]
        assert moved == [
            ("baccarat.total.two_cards", "8", True),
            ("baccarat.total.two_cards", "3", True),
            ("baccarat.natural.player.8", "Yes", True),  # the totals called just before say which
            ("baccarat.payout.tie.9to1", "$90", False),  # the session's house paid 9 to 1
            ("baccarat.total.two_cards", "4", True),
            ("baccarat.total.two_cards", "9", True),
            ("baccarat.natural.banker.9", "Yes", False),
            ("baccarat.total.two_cards", "2", True),
            ("baccarat.total.two_cards", "5", True),
            ("baccarat.natural.none", "No", True),
            ("baccarat.total.three_cards", "7", False),  # "... total now?" came after a third card
            ("baccarat.cut_card.out", "finish", True),
            ("baccarat.payout.tie.8to1", "$80", True),  # no session: the standard 8 to 1
            ("baccarat.natural.player.8", "Yes", True),  # no totals to read: the commonest natural
            ("baccarat.banker.5.vs.4", "Draw", True),  # already a catalogue id: untouched
        ]
        assert all(a.standard_chips for a in records.answers(1))  # chip answers are told apart from version 5
        assert records.review_states(1) == {}  # Leitner boxes gone; FSRS cards come from the answers
        assert len(records.answers_not_reviewed(1)) == 15
