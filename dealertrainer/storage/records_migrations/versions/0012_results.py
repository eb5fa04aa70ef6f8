"""Version 12: finished exams, auditions and paced runs kept with a uid (sent to a class), and
answers' and sessions' uids unique.

Revision ID: 0012
Revises: 0011

The step (storage/trainee_results.py) is plain SQL on the file's sqlite3 connection.
"""

from __future__ import annotations

from alembic import op

from dealertrainer.storage.records_migrate import on_the_file
from dealertrainer.storage.trainee_results import keep_results

revision = '0012'
down_revision = '0011'
branch_labels = None
depends_on = None


def upgrade() -> None:
    keep_results(on_the_file(op))
