"""Version 7: answers indexed by skill and time; the skill tally kept by triggers.

Revision ID: 0007
Revises: 0006

Written as plain SQL on the file's sqlite3 connection before the records moved to Alembic:
the step (storage/skill_reads.py) is run as it always was, unchanged.
"""

from __future__ import annotations

from alembic import op

from dealertrainer.storage.skill_reads import index_answers_by_skill_time
from dealertrainer.storage.records_migrate import on_the_file

revision = '0007'
down_revision = '0006'
branch_labels = None
depends_on = None


def upgrade() -> None:
    index_answers_by_skill_time(on_the_file(op))
