"""Version 6: each trainee's fitted memory model.

Revision ID: 0006
Revises: 0005

Written as plain SQL on the file's sqlite3 connection before the records moved to Alembic:
the step (storage/memory_model.py) is run as it always was, unchanged.
"""

from __future__ import annotations

from alembic import op

from dealertrainer.storage.memory_model import keep_memory_models
from dealertrainer.storage.records_migrate import on_the_file

revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None


def upgrade() -> None:
    keep_memory_models(on_the_file(op))
