"""The class database's tables (SQLAlchemy Core), the one description both PostgreSQL and SQLite
are made from. Alembic's migrations (``storage/classroom/migrations``) create and change them.

What is stored is data, never rendered English: a skill id, an answer's value, the rules as
JSON, times as seconds since the epoch (UTC), so a report reads the same in any language.
Rows made on a trainee PC (sessions, answers, results) carry the globally unique id the PC gave
them (``uid``, 32 hex digits), so sending them again is harmless.
"""
from __future__ import annotations

from sqlalchemy import (
    Boolean, CheckConstraint, Column, Float, ForeignKey, Index, Integer, MetaData, String, Table, Text,
    UniqueConstraint,
)

NAMING = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}
metadata = MetaData(naming_convention=NAMING)

UID = 32  # uuid4().hex
NAME = 80  # a trainee's name, as the local records cap it

schools = Table(
    "schools", metadata,
    Column("id", String(UID), primary_key=True),
    Column("name", String(NAME), nullable=False),
    Column("created", Float, nullable=False),
)

classes = Table(
    "classes", metadata,
    Column("id", String(UID), primary_key=True),
    Column("school_id", String(UID), ForeignKey("schools.id", ondelete="CASCADE"), nullable=False),
    Column("name", String(NAME), nullable=False),
    # The school's profile for the class: house rules per game, chip set, target times (JSON of
    # the settings models), set by an instructor and followed by every trainee PC of the class.
    Column("profile_json", Text, nullable=False, server_default="{}"),
    Column("profile_updated", Float),
    UniqueConstraint("school_id", "name"),
)

people = Table(
    "people", metadata,
    Column("id", String(UID), primary_key=True),
    Column("school_id", String(UID), ForeignKey("schools.id", ondelete="CASCADE"), nullable=False),
    Column("name", String(NAME), nullable=False),
    Column("role", String(16), nullable=False),
    # The PostgreSQL login role this person signs in as (row-level security keys on it).
    Column("db_role", String(63), nullable=False, unique=True),
    # scrypt, "scrypt$n$r$p$salt-hex$hash-hex": checked by the app where the server cannot (SQLite).
    Column("password_hash", Text, nullable=False, server_default=""),
    Column("created", Float, nullable=False),
    UniqueConstraint("school_id", "name"),
    CheckConstraint("role IN ('trainee', 'instructor')", name="role"),
)

class_people = Table(
    "class_people", metadata,
    Column("class_id", String(UID), ForeignKey("classes.id", ondelete="CASCADE"), primary_key=True),
    Column("person_id", String(UID), ForeignKey("people.id", ondelete="CASCADE"), primary_key=True),
)

sessions = Table(
    "sessions", metadata,
    Column("uid", String(UID), primary_key=True),
    Column("trainee_id", String(UID), ForeignKey("people.id", ondelete="CASCADE"), nullable=False),
    Column("drill_id", String(120), nullable=False),
    Column("game", String(32), nullable=False, server_default=""),
    Column("rules_json", Text, nullable=False, server_default="{}"),
    Column("started", Float, nullable=False),
    Column("ended", Float),
)

answers = Table(
    "answers", metadata,
    Column("uid", String(UID), primary_key=True),
    Column("trainee_id", String(UID), ForeignKey("people.id", ondelete="CASCADE"), nullable=False),
    Column("session_uid", String(UID)),
    Column("skill", String(120), nullable=False),
    Column("correct", Boolean, nullable=False),
    Column("seconds", Float, nullable=False),
    Column("at", Float, nullable=False),
    Column("expected", Text, nullable=False, server_default=""),  # the right answer's value
    Column("given", Text, nullable=False, server_default=""),  # the trainee's answer's value
    Column("unreadable", Boolean, nullable=False, server_default="0"),
    Column("standard_chips", Boolean, nullable=False, server_default="1"),
    Column("received", Float),  # when the class database took it
    Index(None, "trainee_id", "skill", "at"),
    Index(None, "trainee_id", "at"),
)

# A pace run or an audition, as the trainee PC scored it (the answers carry the detail).
results = Table(
    "results", metadata,
    Column("uid", String(UID), primary_key=True),
    Column("trainee_id", String(UID), ForeignKey("people.id", ondelete="CASCADE"), nullable=False),
    Column("kind", String(16), nullable=False),  # "pace", "audition", "exam"
    Column("game", String(32), nullable=False),
    Column("started", Float, nullable=False),
    Column("ended", Float),
    Column("detail_json", Text, nullable=False, server_default="{}"),  # figures and verdict, as data
    Index(None, "trainee_id", "kind", "started"),
)

assignments = Table(
    "assignments", metadata,
    Column("id", String(UID), primary_key=True),
    Column("class_id", String(UID), ForeignKey("classes.id", ondelete="CASCADE"), nullable=False),
    Column("title", String(120), nullable=False),
    Column("kind", String(16), nullable=False),  # "paper" (an exam) or "drill"
    Column("spec_json", Text, nullable=False, server_default="{}"),  # the paper's or drill's settings
    Column("due", Float),
    Column("created_by", String(UID), ForeignKey("people.id", ondelete="SET NULL")),
    Column("created", Float, nullable=False),
)
