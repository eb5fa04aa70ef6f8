"""Reads per skill that stay fast with a year of answers (a million rows in the records).

Mixed into ``Records``. Daily practice and the "N due · M new" counts need, for each skill a
trainee has answered, only its first answer and its most recent ones (the mastery rule looks
at the last ``window`` answers, at how many there are up to ``min_answers``, and at the day
of the first); the FSRS cards need only the answers a stored card has not taken in. With the
index ``answers_by_skill_time`` (trainee, skill, time) each of those is a short walk of the
index per skill instead of a read of every answer.
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dealertrainer.storage.records import AnswerRow

__all__ = ["SkillReads", "index_answers_by_skill_time"]


def index_answers_by_skill_time(db: sqlite3.Connection) -> None:
    """A records migration (version 6): answers by trainee, skill and time, and by session.
    Nothing is rewritten; the indexes are built once from the rows as they are."""
    db.execute("CREATE INDEX answers_by_skill_time ON answers (trainee_id, skill, at)")
    db.execute("CREATE INDEX answers_by_session ON answers (session_id)")


_ANSWER_COLUMNS = ("id, trainee_id, session_id, skill, correct, seconds, at, prompt, expected, given, unreadable,"
                   " standard_chips")


class SkillReads:
    """Methods of ``Records`` that read per skill through ``answers_by_skill_time``."""

    _db: sqlite3.Connection  # set by Records

    def answered_skills(self, trainee_id: int) -> list[str]:
        """Every skill the trainee has an answer for, in id order (one index step per skill)."""
        rows = self._db.execute(
            "WITH RECURSIVE s(skill) AS ("
            " SELECT MIN(skill) FROM answers WHERE trainee_id = ?1"
            " UNION ALL SELECT (SELECT MIN(skill) FROM answers WHERE trainee_id = ?1 AND skill > s.skill)"
            " FROM s WHERE s.skill IS NOT NULL)"
            " SELECT skill FROM s WHERE skill IS NOT NULL",
            (trainee_id,),
        )
        return [skill for (skill,) in rows]

    def recent_answer_facts(self, trainee_id: int, keep: int) -> list[tuple[str, bool, float, float]]:
        """(skill, correct, seconds, at) of each skill's first answer and its last ``keep``
        answers (every answer of a skill with fewer), oldest first within each skill."""
        if keep < 1:
            raise ValueError(f"keep at least one answer per skill, not {keep}")
        out: list[tuple[str, bool, float, float]] = []
        for skill in self.answered_skills(trainee_id):
            last = self._db.execute(
                "SELECT id, correct, seconds, at FROM answers INDEXED BY answers_by_skill_time"
                " WHERE trainee_id = ? AND skill = ? ORDER BY at DESC, id DESC LIMIT ?",
                (trainee_id, skill, keep),
            ).fetchall()
            last.reverse()
            if len(last) == keep:
                first = self._db.execute(
                    "SELECT id, correct, seconds, at FROM answers INDEXED BY answers_by_skill_time"
                    " WHERE trainee_id = ? AND skill = ? ORDER BY at, id LIMIT 1",
                    (trainee_id, skill),
                ).fetchone()
                if first[0] != last[0][0]:
                    last.insert(0, first)
            out.extend((skill, bool(correct), seconds, at) for _, correct, seconds, at in last)
        return out

    def answers_after(self, trainee_id: int, through: dict[str, int]) -> list[AnswerRow]:
        """Answers of each answered skill with an id above ``through[skill]`` (0 when absent),
        oldest first: the answers stored FSRS cards have not taken in."""
        from dealertrainer.storage.records import _answer

        out = []
        for skill in self.answered_skills(trainee_id):
            out.extend(self._db.execute(
                f"SELECT {_ANSWER_COLUMNS} FROM answers INDEXED BY answers_by_trainee_skill"
                " WHERE trainee_id = ? AND skill = ? AND id > ?",
                (trainee_id, skill, through.get(skill, 0)),
            ))
        out.sort(key=lambda row: (row[6], row[0]))
        return [_answer(row) for row in out]
