"""Version 4: one skill id per competence; FSRS cards (review_state) for Leitner boxes.

Revision ID: 0004
Revises: 0003

Written as plain SQL on the file's sqlite3 connection before the records moved to Alembic:
the step (storage/skill_ids.py) is run as it always was, unchanged.
"""

from __future__ import annotations

from alembic import op

from dealertrainer.storage.skill_ids import catalogue_ids_and_fsrs
from dealertrainer.storage.records_migrate import on_the_file

revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None


def upgrade() -> None:
    catalogue_ids_and_fsrs(on_the_file(op))
