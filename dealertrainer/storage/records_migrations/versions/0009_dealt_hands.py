"""Version 9: the shoes dealt, and each answer's shoe, hand and step.

Revision ID: 0009
Revises: 0008

Written as plain SQL on the file's sqlite3 connection before the records moved to Alembic:
the step (storage/dealt_hands.py) is run as it always was, unchanged.
"""

from __future__ import annotations

from alembic import op

from dealertrainer.storage.dealt_hands import answers_know_their_hand
from dealertrainer.storage.records_migrate import on_the_file

revision = '0009'
down_revision = '0008'
branch_labels = None
depends_on = None


def upgrade() -> None:
    answers_know_their_hand(on_the_file(op))
