"""Version 3: each session keeps the house rules it was taken under.

Revision ID: 0003
Revises: 0002

Written as plain SQL on the file's sqlite3 connection before the records moved to Alembic:
the step (storage/records.py) is run as it always was, unchanged.
"""

from __future__ import annotations

from alembic import op

from dealertrainer.storage.records import record_house_rules
from dealertrainer.storage.records_migrate import on_the_file

revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None


def upgrade() -> None:
    record_house_rules(on_the_file(op))
