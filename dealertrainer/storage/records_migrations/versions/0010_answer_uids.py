"""Version 10: answers and sessions carry a global uid; the marks of what was sent to a class.

Revision ID: 0010
Revises: 0009

Written as plain SQL on the file's sqlite3 connection before the records moved to Alembic:
the step (storage/answer_uids.py) is run as it always was, unchanged.
"""

from __future__ import annotations

from alembic import op

from dealertrainer.storage.answer_uids import answers_carry_uids
from dealertrainer.storage.records_migrate import on_the_file

revision = '0010'
down_revision = '0009'
branch_labels = None
depends_on = None


def upgrade() -> None:
    answers_carry_uids(on_the_file(op))
