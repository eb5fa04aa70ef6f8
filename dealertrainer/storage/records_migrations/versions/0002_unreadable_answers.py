"""Version 2: unreadable answers are marked; the Leitner schedule (skill_state).

Revision ID: 0002
Revises: 0001

Written as plain SQL on the file's sqlite3 connection before the records moved to Alembic:
the step (storage/records.py) is run as it always was, unchanged.
"""

from __future__ import annotations

from alembic import op

from dealertrainer.storage.records import mark_unreadable_answers
from dealertrainer.storage.records_migrate import on_the_file

revision = '0002'
down_revision = '0001'
branch_labels = None
depends_on = None


def upgrade() -> None:
    mark_unreadable_answers(on_the_file(op))
