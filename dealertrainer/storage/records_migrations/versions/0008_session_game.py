"""Version 8: every session carries its game.

Revision ID: 0008
Revises: 0007

Written as plain SQL on the file's sqlite3 connection before the records moved to Alembic:
the step (storage/session_game.py) is run as it always was, unchanged.
"""

from __future__ import annotations

from alembic import op

from dealertrainer.storage.session_game import sessions_carry_their_game
from dealertrainer.storage.records_migrate import on_the_file

revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None


def upgrade() -> None:
    sessions_carry_their_game(on_the_file(op))
