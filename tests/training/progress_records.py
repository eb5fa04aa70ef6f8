"""A trainee's records for the Progress tests (the screen's and the figures' alike): one skill
mastered over two days, one half wrong, and an exam."""

from __future__ import annotations

from dealertrainer.storage.records import Records

DAY = 86_400.0
START = 1_700_000_000.0
NOW = START + 2 * DAY + 3600  # when the trainee looks (mastery is judged at a moment)


def fill(records: Records) -> int:
    """Add Ana and her answers; returns her id."""
    ana = records.add_trainee("Ana").id
    for i in range(20):  # mastered: all right and quick, over two days
        records.record_answer(ana, "baccarat.banker.5.vs.4", True, 1.2, at=START + (i // 10) * DAY + i * 60)
    for i in range(6):  # one day later, half wrong
        records.record_answer(ana, "blackjack.payout.3to2", i % 2 == 0, 5.0, at=START + DAY + i * 60)
    exam = records.start_session(ana, "exam.payouts", "{}", started=START + 2 * DAY)
    for i in range(4):
        records.record_answer(ana, "payouts.banco", i != 0, 3.0, session_id=exam, at=START + 2 * DAY + i)
    records.end_session(exam)
    return ana
