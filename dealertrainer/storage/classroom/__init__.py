"""The class database: a dealer school's trainees and instructors on one PostgreSQL server.

Each trainee PC keeps its own records file (``storage.records``: every answer committed there
first); answers are sent to the class database when it can be reached. The class database's
schema is written once here (``schema``) with SQLAlchemy Core and migrated with Alembic, so the
same tables are made on PostgreSQL (a class) and on SQLite (a school of one machine, tests).
"""
