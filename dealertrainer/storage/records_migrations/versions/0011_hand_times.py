"""Version 11: the time of every hand of a timed run.

Revision ID: 0011
Revises: 0010

Written as plain SQL on the file's sqlite3 connection before the records moved to Alembic:
the step (storage/hand_times.py) is run as it always was, unchanged.
"""

from __future__ import annotations

from alembic import op

from dealertrainer.storage.hand_times import keep_hand_times
from dealertrainer.storage.records_migrate import on_the_file

revision = '0011'
down_revision = '0010'
branch_labels = None
depends_on = None


def upgrade() -> None:
    keep_hand_times(on_the_file(op))
