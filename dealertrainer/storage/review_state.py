"""The spaced-repetition side of the records file: FSRS cards per trainee and skill.

Mixed into ``Records``. A card is stored as the ``fsrs`` package's JSON with the id of the
last answer it has taken in (``through``), so answers stored without a review (an older
file, a history import) can be found and replayed by ``training.schedule``.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dealertrainer.storage.records_write import bad_text_replaced

if TYPE_CHECKING:
    from dealertrainer.storage.records import AnswerRow

__all__ = ["ReviewStateRow", "ReviewStates", "mark_chip_answers"]


def mark_chip_answers(db: sqlite3.Connection) -> None:
    """A records migration: each answer says whether a chip payout right in amount was paid in
    the standard chips (the fewest), which FSRS rates Good, or in others, rated Hard. Answers
    from before were not told apart: they count as standard."""
    db.execute("ALTER TABLE answers ADD COLUMN standard_chips INTEGER NOT NULL DEFAULT 1")


@dataclass(frozen=True)
class ReviewStateRow:
    """The FSRS state of one skill for one trainee (see training.schedule)."""

    trainee_id: int
    skill: str
    card_json: str
    through: int  # the id of the last answer this state has taken in
    updated: float


class ReviewStates:
    """Methods of ``Records`` for the ``review_state`` table (version 3 on)."""

    _db: sqlite3.Connection  # both set by Records
    _now: Callable[[], float]
    answers_after: Callable[[int, dict[str, int]], list[AnswerRow]]  # SkillReads'

    @bad_text_replaced
    def review_states(self, trainee_id: int, skill: str | None = None) -> dict[str, ReviewStateRow]:
        """The trainee's stored states by skill (only ``skill``'s, if given)."""
        sql = "SELECT trainee_id, skill, card_json, through, updated FROM review_state WHERE trainee_id = ?"
        rows = self._db.execute(sql, (trainee_id,)) if skill is None else self._db.execute(
            sql + " AND skill = ?", (trainee_id, skill))
        return {row[1]: ReviewStateRow(*row) for row in rows}

    def save_review_states(self, trainee_id: int, states: dict[str, tuple[str, int]], updated: float | None = None) -> None:
        """Store skill -> (card_json, through) in one transaction."""
        at = self._now() if updated is None else updated
        with self._writing():  # Records' (storage/records_write.py)
            self._db.executemany(
                "INSERT INTO review_state (trainee_id, skill, card_json, through, updated) VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT (trainee_id, skill) DO UPDATE SET card_json = excluded.card_json, "
                "through = excluded.through, updated = excluded.updated",
                [(trainee_id, skill, card, through, at) for skill, (card, through) in states.items()],
            )

    @bad_text_replaced
    def answers_not_reviewed(self, trainee_id: int, skill: str | None = None) -> list[AnswerRow]:
        """Answers the stored review states have not taken in yet (of one skill, or all), oldest first."""
        from dealertrainer.storage.records import _answer, readable_answer

        if skill is None:  # skill by skill, through the index: a year of answers is not read to find a few
            through = {name: row.through for name, row in self.review_states(trainee_id).items()}
            return self.answers_after(trainee_id, through)  # SkillReads' (storage/skill_reads.py)
        sql = (
            "SELECT a.id, a.trainee_id, a.session_id, a.skill, a.correct, a.seconds, a.at, a.prompt, a.expected,"
            " a.given, a.unreadable, a.standard_chips FROM answers a LEFT JOIN review_state r"
            " ON r.trainee_id = a.trainee_id AND r.skill = a.skill"
            f" WHERE a.trainee_id = ? AND a.skill = ? AND a.id > COALESCE(r.through, 0) AND {readable_answer('a.')}"
        )
        return [_answer(row) for row in self._db.execute(sql + " ORDER BY a.at, a.id", (trainee_id, skill))]

    @bad_text_replaced
    def answer_facts(self, trainee_id: int) -> list[tuple[str, bool, float, float]]:
        """(skill, correct, seconds, at) of every answer, oldest first: the lean read plans need."""
        from dealertrainer.storage.records import readable_answer

        rows = self._db.execute(
            f"SELECT skill, correct, seconds, at FROM answers WHERE trainee_id = ? AND {readable_answer()} ORDER BY at, id",
            (trainee_id,),
        )
        return [(skill, bool(correct), seconds, at) for skill, correct, seconds, at in rows]
