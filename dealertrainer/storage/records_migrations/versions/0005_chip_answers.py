"""Version 5: a chip payout right in amount but not in the fewest chips is marked.

Revision ID: 0005
Revises: 0004

Written as plain SQL on the file's sqlite3 connection before the records moved to Alembic:
the step (storage/review_state.py) is run as it always was, unchanged.
"""

from __future__ import annotations

from alembic import op

from dealertrainer.storage.review_state import mark_chip_answers
from dealertrainer.storage.records_migrate import on_the_file

revision = '0005'
down_revision = '0004'
branch_labels = None
depends_on = None


def upgrade() -> None:
    mark_chip_answers(on_the_file(op))
