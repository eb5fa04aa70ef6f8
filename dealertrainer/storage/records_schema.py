"""The local records file's tables (SQLAlchemy Core): the one description of what a records
file at this version holds, beside the class database's (``storage/classroom/schema.py``).

Alembic's revisions (``storage/records_migrations``) make and change the file; a test builds a
file through every revision and checks it against this description, so a revision and this
module cannot drift apart. The types are SQLite's own (INTEGER, REAL, TEXT), as the files
trainees already hold have them. SQLite-only parts the description cannot carry are made by
the revisions and named here: the triggers ``answers_get_uid`` and ``sessions_get_uid`` (a uid
for a row written without one) and ``skill_tally_add``/``_take``/``_move`` (the tally follows
the answers).

Why its own metadata, not the class database's columns: a local answer or session is keyed by
its integer id (its ``uid`` is what the class database keys it by), holds what only the PC
keeps (the prompt, the shoe and hand it was dealt from) and has the types its columns were
given by ``ALTER TABLE`` in files already in use (``correct`` INTEGER 0/1, text without a
length); the class database's, made by its own shipped revision, are Boolean and String(n).
Sharing one Column would change one of the two under files that exist.
"""

from __future__ import annotations

from sqlalchemy import (
    INTEGER, REAL, TEXT, Column, ForeignKey, Index, MetaData, PrimaryKeyConstraint, Table, func, text,
)
from sqlalchemy.dialects.postgresql import DOUBLE_PRECISION

__all__ = ["NAME", "SECONDS", "metadata"]

metadata = MetaData()

# The same tables on PostgreSQL (the one schema for both): a time is a double there
# (PostgreSQL's REAL is 4 bytes, seconds apart at today's epoch), and a trainee's name is unique
# whatever its case through an index on lower(name), where SQLite says COLLATE NOCASE.
SECONDS = REAL().with_variant(DOUBLE_PRECISION(), "postgresql")
NAME = TEXT().with_variant(TEXT(collation="NOCASE"), "sqlite")


def _empty(value: str) -> object:
    return text(f"'{value}'")


schema_info = Table(
    "schema_info", metadata,
    Column("app", TEXT, nullable=False),
    Column("version", INTEGER, nullable=False),  # the number of revisions applied: cheap to read at start
)

trainees = Table(
    "trainees", metadata,
    Column("id", INTEGER, primary_key=True),
    Column("name", NAME, nullable=False, unique=True),
    Column("created", SECONDS, nullable=False),
    Column("last_used", SECONDS),
)
Index("trainees_name_any_case", func.lower(trainees.c.name), unique=True).ddl_if(dialect="postgresql")

sessions = Table(
    "sessions", metadata,
    Column("id", INTEGER, primary_key=True),
    Column("trainee_id", INTEGER, ForeignKey("trainees.id", ondelete="CASCADE"), nullable=False),
    Column("drill_id", TEXT, nullable=False),
    Column("config_json", TEXT, nullable=False, server_default=_empty("{}")),
    Column("started", SECONDS, nullable=False),
    Column("ended", SECONDS),
    Column("rules_json", TEXT, nullable=False, server_default=_empty("{}")),
    Column("game", TEXT),
    Column("uid", TEXT),  # 32 hex digits (the class database's key), given when written or by the trigger
    Index("sessions_by_uid", "uid", unique=True),
)

dealt_shoes = Table(
    "dealt_shoes", metadata,
    Column("id", INTEGER, primary_key=True),
    Column("session_id", INTEGER, ForeignKey("sessions.id", ondelete="CASCADE")),
    Column("drill_id", TEXT, nullable=False),
    Column("deal_json", TEXT, nullable=False),
)

answers = Table(
    "answers", metadata,
    Column("id", INTEGER, primary_key=True),
    Column("trainee_id", INTEGER, ForeignKey("trainees.id", ondelete="CASCADE"), nullable=False),
    Column("session_id", INTEGER, ForeignKey("sessions.id", ondelete="SET NULL")),
    Column("skill", TEXT, nullable=False),
    Column("correct", INTEGER, nullable=False),
    Column("seconds", SECONDS, nullable=False),
    Column("at", SECONDS, nullable=False),
    Column("prompt", TEXT, nullable=False, server_default=_empty("")),
    Column("expected", TEXT, nullable=False, server_default=_empty("")),
    Column("given", TEXT, nullable=False, server_default=_empty("")),
    Column("unreadable", INTEGER, nullable=False, server_default=text("0")),
    Column("standard_chips", INTEGER, nullable=False, server_default=text("1")),
    Column("dealt_shoe", INTEGER, ForeignKey("dealt_shoes.id", ondelete="SET NULL")),
    Column("hand", INTEGER),
    Column("hand_step", INTEGER),
    Column("uid", TEXT),
    Index("answers_by_trainee_skill", "trainee_id", "skill"),
    Index("answers_by_uid", "uid", unique=True),
    Index("answers_by_skill_time", "trainee_id", "skill", "at", "correct"),
    Index("answers_by_skill_seconds", "trainee_id", "skill", "seconds"),
    Index("answers_by_session", "session_id"),
)

review_state = Table(
    "review_state", metadata,
    Column("trainee_id", INTEGER, ForeignKey("trainees.id", ondelete="CASCADE"), nullable=False),
    Column("skill", TEXT, nullable=False),
    Column("card_json", TEXT, nullable=False),
    Column("through", INTEGER, nullable=False),
    Column("updated", SECONDS, nullable=False),
    PrimaryKeyConstraint("trainee_id", "skill"),
)

memory_model = Table(
    "memory_model", metadata,
    Column("trainee_id", INTEGER, ForeignKey("trainees.id", ondelete="CASCADE"), primary_key=True),
    Column("parameters_json", TEXT),
    Column("reviews", INTEGER, nullable=False, server_default=text("0")),
    Column("fitted", SECONDS),
    Column("cards_under", TEXT, nullable=False, server_default=_empty("")),
)

skill_tally = Table(
    "skill_tally", metadata,
    Column("trainee_id", INTEGER, ForeignKey("trainees.id", ondelete="CASCADE"), nullable=False),
    Column("skill", TEXT, nullable=False),
    Column("answered", INTEGER, nullable=False),
    Column("correct", INTEGER, nullable=False),
    PrimaryKeyConstraint("trainee_id", "skill"),
    sqlite_with_rowid=False,
)

class_links = Table(
    "class_links", metadata,
    Column("trainee_id", INTEGER, ForeignKey("trainees.id", ondelete="CASCADE"), nullable=False),
    Column("database", TEXT, nullable=False),
    Column("person_id", TEXT, nullable=False),
    Column("answers_sent", INTEGER, nullable=False, server_default=text("0")),
    Column("sessions_sent", INTEGER, nullable=False, server_default=text("0")),
    Column("open_sessions", TEXT, nullable=False, server_default=_empty("[]")),
    Column("results_sent", INTEGER, nullable=False, server_default=text("0")),
    PrimaryKeyConstraint("trainee_id", "database"),
)

hand_times = Table(
    "hand_times", metadata,
    Column("id", INTEGER, primary_key=True),
    Column("trainee_id", INTEGER, ForeignKey("trainees.id", ondelete="CASCADE"), nullable=False),
    Column("session_id", INTEGER, ForeignKey("sessions.id", ondelete="CASCADE"), nullable=False),
    Column("game", TEXT, nullable=False),
    Column("hand", INTEGER, nullable=False),
    Column("started", SECONDS, nullable=False),
    Column("seconds", SECONDS, nullable=False),
    Index("hand_times_by_trainee", "trainee_id", "started"),
)

results = Table(  # finished exams, auditions and paced runs, sent to a class by their uid
    "results", metadata,
    Column("id", INTEGER, primary_key=True),
    Column("uid", TEXT, nullable=False, unique=True),
    Column("trainee_id", INTEGER, ForeignKey("trainees.id", ondelete="CASCADE"), nullable=False),
    Column("session_id", INTEGER, ForeignKey("sessions.id", ondelete="SET NULL")),
    Column("kind", TEXT, nullable=False),
    Column("game", TEXT, nullable=False, server_default=_empty("")),
    Column("started", SECONDS, nullable=False),
    Column("ended", SECONDS, nullable=False),
    Column("detail_json", TEXT, nullable=False, server_default=_empty("{}")),
    Index("results_by_trainee", "trainee_id", "id"),
)
