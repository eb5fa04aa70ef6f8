"""Every session keeps the house rules it was taken under; exports and exam reports show them."""

from __future__ import annotations

import csv
import io
import json

from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.storage.history_export import history_csv, history_json, import_history, rules_in_words
from dealertrainer.storage.records import Records
from dealertrainer.storage.settings_in_force import SettingsInForce
from tests.storage.older_records import records_at


def _six_to_five(tmp_path) -> SettingsInForce:
    owner = SettingsInForce(tmp_path / "config")
    owner.save(BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE, dealer_hits_soft_17=True))
    return owner


def test_a_session_keeps_the_rules_it_was_taken_under(tmp_path):
    owner = _six_to_five(tmp_path)
    with Records(tmp_path / "records.sqlite3") as records:
        ana = records.add_trainee("Ana")
        taken = records.start_session(ana.id, "blackjack.seat", rules_json=owner.rules_json(), game="blackjack")
        plain = records.start_session(ana.id, "totals")
        owner.save(BlackjackRules())  # the house changes afterwards: the record does not
        row = records.session(taken)
        assert json.loads(row.rules_json)["blackjack"]["blackjack_pays"] == "6:5"
        assert rules_in_words(row).startswith("6 decks · blackjack pays 6 to 5 (rounded down to the $0.50) · dealer hits soft 17")
        assert records.session(plain).rules_json == "{}" and rules_in_words(records.session(plain)) == ""


def test_older_records_get_the_column_and_keep_their_sessions(tmp_path):
    path = tmp_path / "old.sqlite3"
    db = records_at(path, 2)
    db.execute("INSERT INTO trainees (name, created) VALUES ('Old', 1.0)")
    db.execute("INSERT INTO sessions (trainee_id, drill_id, started) VALUES (1, 'payouts', 2.0)")
    db.close()
    with Records(path) as records:
        (session,) = records.sessions(1)
        assert session.drill_id == "payouts" and session.rules_json == "{}"


def test_history_exports_show_the_rules_and_an_import_keeps_them(tmp_path):
    owner = _six_to_five(tmp_path)
    with Records(tmp_path / "records.sqlite3") as records:
        ana = records.add_trainee("Ana")
        session = records.start_session(ana.id, "payouts", rules_json=owner.rules_json())
        records.record_answer(ana.id, "blackjack.payout.6to5", True, 2.0, session_id=session, at=10.0)
        rows = list(csv.DictReader(io.StringIO(history_csv(records, ana.id))))
        assert "Blackjack: 6 decks · blackjack pays 6 to 5" in rows[0]["house_rules"]
        (tmp_path / "ana.json").write_text(history_json(records, ana.id), encoding="utf-8")
    with Records(tmp_path / "instructor.sqlite3") as other:
        copy = import_history(other, tmp_path / "ana.json")
        (imported,) = other.sessions(copy.id)
        assert json.loads(imported.rules_json)["blackjack"]["dealer_hits_soft_17"] is True


def test_an_exam_report_says_which_rules_it_was_taken_under(tmp_path):
    from dealertrainer.training.drills.practice import ExamConfig
    from dealertrainer.training.progress import exam_report, report_csv, report_html
    from dealertrainer.training.session import Summary

    owner = _six_to_five(tmp_path)
    summary = Summary(answered=0, correct=0, accuracy=0.0, median_seconds=None, by_skill={}, practise_next=[],
                      verdicts=[])
    report = exam_report(summary, ExamConfig(), "Ana", 0.0, house_rules=tuple(owner.house_in_words()))
    page = report_html(report)
    assert "House rules in force" in page and "blackjack pays 6 to 5 (rounded down to the $0.50) · dealer hits soft 17" in page
    lines = [row for row in csv.reader(io.StringIO(report_csv(report))) if row[2] == "HOUSE RULES"]
    assert [row[3].split(":")[0] for row in lines] == ["Mini Baccarat", "Blackjack", "Stud"]


def test_rules_recorded_before_the_rounding_setting_read_as_paid_to_the_cent(tmp_path):
    """A session recorded before the house's rounding was a setting was dealt to the cent: its
    words say no rounding, while a session recorded with it says the rounding in force."""
    owner = _six_to_five(tmp_path)
    recorded = json.loads(owner.rules_json())
    del recorded["blackjack"]["payout_rounding"], recorded["baccarat"]["commission_rounding"]
    with Records(tmp_path / "records.sqlite3") as records:
        ana = records.add_trainee("Ana")
        old = records.session(records.start_session(ana.id, "daily", rules_json=json.dumps(recorded)))
        new = records.session(records.start_session(ana.id, "daily", rules_json=owner.rules_json()))
    assert "blackjack pays 6 to 5 · dealer hits" in rules_in_words(old) and "rounded" not in rules_in_words(old)
    assert "blackjack pays 6 to 5 (rounded down to the $0.50)" in rules_in_words(new)
    assert "off the payout (rounded up to the $0.25)" in rules_in_words(new)
