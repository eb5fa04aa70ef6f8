"""Version 1: the version table, trainees, sessions and answers.

Revision ID: 0001
Revises: 

Written as plain SQL on the file's sqlite3 connection before the records moved to Alembic:
the step (storage/records.py) is run as it always was, unchanged.
"""

from __future__ import annotations

from alembic import op

from dealertrainer.storage.records import start_records
from dealertrainer.storage.records_migrate import on_the_file

revision = '0001'
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    start_records(on_the_file(op))
