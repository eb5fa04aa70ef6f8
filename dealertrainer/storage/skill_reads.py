"""Reads per skill that stay fast with a year of answers (a million rows in the records).

Mixed into ``Records``. Daily practice and the "N due · M new" counts need, for each skill a
trainee has answered, only its first answer and its most recent ones (the mastery rule looks
at the last ``window`` answers, at how many there are up to ``min_answers``, and at the day
of the first); the FSRS cards need only the answers a stored card has not taken in. With the
index ``answers_by_skill_time`` (trainee, skill, time, right) each of those is a short walk of the
index per skill instead of a read of every answer.
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dealertrainer.storage.records import AnswerRow

__all__ = ["SkillReads", "index_answers_by_skill_time"]


def index_answers_by_skill_time(db: sqlite3.Connection) -> None:
    """A records migration (version 6): answers indexed by trainee, skill and time (and right or
    wrong), by trainee, skill and response time (a median is an index walk), and by session; and
    ``skill_tally``, each skill's answers and right answers per trainee, kept by triggers on every
    write to ``answers`` (a history import and the old-id renames included). No answer is rewritten."""
    # with whether each was right: the tallies below, and runs of right answers, read the index alone
    db.execute("CREATE INDEX answers_by_skill_time ON answers (trainee_id, skill, at, correct)")
    db.execute("CREATE INDEX answers_by_skill_seconds ON answers (trainee_id, skill, seconds)")
    db.execute("CREATE INDEX answers_by_session ON answers (session_id)")
    db.execute(
        """CREATE TABLE skill_tally (
            trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
            skill TEXT NOT NULL,
            answered INTEGER NOT NULL,
            correct INTEGER NOT NULL,
            PRIMARY KEY (trainee_id, skill)) WITHOUT ROWID"""
    )
    db.execute("INSERT INTO skill_tally (trainee_id, skill, answered, correct) SELECT trainee_id, skill, COUNT(*),"
               " SUM(correct != 0) FROM answers INDEXED BY answers_by_skill_time GROUP BY trainee_id, skill")
    add = ("INSERT INTO skill_tally (trainee_id, skill, answered, correct) VALUES (NEW.trainee_id, NEW.skill, 1,"
           " NEW.correct != 0) ON CONFLICT (trainee_id, skill) DO UPDATE SET answered = answered + 1,"
           " correct = correct + excluded.correct;")
    take = ("UPDATE skill_tally SET answered = answered - 1, correct = correct - (OLD.correct != 0)"
            " WHERE trainee_id = OLD.trainee_id AND skill = OLD.skill;"
            " DELETE FROM skill_tally WHERE trainee_id = OLD.trainee_id AND skill = OLD.skill AND answered <= 0;")
    db.execute(f"CREATE TRIGGER skill_tally_add AFTER INSERT ON answers BEGIN {add} END")
    db.execute(f"CREATE TRIGGER skill_tally_take AFTER DELETE ON answers BEGIN {take} END")
    db.execute(f"CREATE TRIGGER skill_tally_move AFTER UPDATE OF trainee_id, skill, correct ON answers BEGIN {take} {add} END")


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
        from dealertrainer.storage.records import readable_answer

        if keep < 1:
            raise ValueError(f"keep at least one answer per skill, not {keep}")
        readable = readable_answer()  # a row that cannot be read is left out, as every read does
        out: list[tuple[str, bool, float, float]] = []
        for skill in self.answered_skills(trainee_id):
            last = self._db.execute(
                "SELECT id, correct, seconds, at FROM answers INDEXED BY answers_by_skill_time"
                f" WHERE trainee_id = ? AND skill = ? AND {readable} ORDER BY at DESC, id DESC LIMIT ?",
                (trainee_id, skill, keep),
            ).fetchall()
            last.reverse()
            if len(last) == keep:
                first = self._db.execute(
                    "SELECT id, correct, seconds, at FROM answers INDEXED BY answers_by_skill_time"
                    f" WHERE trainee_id = ? AND skill = ? AND {readable} ORDER BY at, id LIMIT 1",
                    (trainee_id, skill),
                ).fetchone()
                if first[0] != last[0][0]:
                    last.insert(0, first)
            out.extend((skill, bool(correct), seconds, at) for _, correct, seconds, at in last)
        return out

    def skill_tallies(self, trainee_id: int) -> dict[str, tuple[int, int]]:
        """Skill -> (answers, right answers) of every skill the trainee has answered (kept as
        answers are written: no answer is read)."""
        rows = self._db.execute("SELECT skill, answered, correct FROM skill_tally WHERE trainee_id = ?", (trainee_id,))
        return {skill: (answered, correct) for skill, answered, correct in rows}

    def median_seconds(self, trainee_id: int, skill: str, answered: int) -> float | None:
        """The median response time of the skill's ``answered`` answers (``skill_tallies``'), by the
        index on response times; as ``statistics.median`` works it out: the middle one, or the
        mean of the middle two."""
        if answered < 1:
            return None
        middle = [seconds for (seconds,) in self._db.execute(
            "SELECT seconds FROM answers INDEXED BY answers_by_skill_seconds WHERE trainee_id = ? AND skill = ?"
            " ORDER BY seconds LIMIT ? OFFSET ?", (trainee_id, skill, 2 - answered % 2, (answered - 1) // 2))]
        if not middle:
            return None
        return middle[0] if len(middle) == 1 else (middle[0] + middle[1]) / 2

    def right_in_a_row(self, trainee_id: int, skill: str) -> int:
        """How many of the skill's latest answers in a row were right (the current run)."""
        miss = self._db.execute(
            "SELECT at, id FROM answers INDEXED BY answers_by_skill_time WHERE trainee_id = ? AND skill = ?"
            " AND correct = 0 ORDER BY at DESC, id DESC LIMIT 1", (trainee_id, skill)).fetchone()
        if miss is None:
            return self._db.execute("SELECT COUNT(*) FROM answers WHERE trainee_id = ? AND skill = ?",
                                    (trainee_id, skill)).fetchone()[0]
        at, answer_id = miss
        return self._db.execute(
            "SELECT COUNT(*) FROM answers INDEXED BY answers_by_skill_time WHERE trainee_id = ? AND skill = ?"
            " AND (at > ? OR (at = ? AND id > ?))", (trainee_id, skill, at, at, answer_id)).fetchone()[0]

    def answered_since(self, trainee_id: int, since: float) -> int:
        """How many answers the trainee gave at ``since`` or later (skill by skill, through the index)."""
        return sum(self._db.execute(
            "SELECT COUNT(*) FROM answers INDEXED BY answers_by_skill_time WHERE trainee_id = ? AND skill = ?"
            " AND at >= ?", (trainee_id, skill, since)).fetchone()[0] for skill in self.answered_skills(trainee_id))

    def session_tallies(self, trainee_id: int, session_ids: list[int]) -> dict[int, tuple[int, int]]:
        """Session id -> (the trainee's answers in it, right ones), for sessions with answers."""
        out = {}
        for session_id in session_ids:
            answered, right = self._db.execute(
                "SELECT COUNT(*), SUM(correct != 0) FROM answers INDEXED BY answers_by_session"
                " WHERE session_id = ? AND trainee_id = ?", (session_id, trainee_id)).fetchone()
            if answered:
                out[session_id] = (answered, right)
        return out

    def latest_sessions_answered(self, trainee_id: int, limit: int) -> list[tuple[int, str, float, int, int]]:
        """(session id, drill, started, answers, right ones) of the trainee's latest ``limit``
        sessions that have answers, the latest first (started at the same time: the first made first)."""
        out = []
        for session_id, drill, started in self._db.execute(
                "SELECT id, drill_id, started FROM sessions WHERE trainee_id = ? ORDER BY started DESC, id",
                (trainee_id,)):
            if len(out) == limit:
                break
            if tally := self.session_tallies(trainee_id, [session_id]).get(session_id):
                out.append((session_id, drill, started, *tally))
        return out

    def answers_after(self, trainee_id: int, through: dict[str, int]) -> list[AnswerRow]:
        """Answers of each answered skill with an id above ``through[skill]`` (0 when absent),
        oldest first: the answers stored FSRS cards have not taken in."""
        from dealertrainer.storage.records import _answer, readable_answer

        out = []
        for skill in self.answered_skills(trainee_id):
            out.extend(self._db.execute(
                f"SELECT {_ANSWER_COLUMNS} FROM answers INDEXED BY answers_by_trainee_skill"
                f" WHERE trainee_id = ? AND skill = ? AND id > ? AND {readable_answer()}",
                (trainee_id, skill, through.get(skill, 0)),
            ))
        out.sort(key=lambda row: (row[6], row[0]))
        return [_answer(row) for row in out]
