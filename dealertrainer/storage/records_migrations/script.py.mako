"""${message}

Revision ID: ${up_revision}
Revises: ${down_revision | comma,n}
Create Date: ${create_date}

A records revision: its id is the version it brings a file to, four digits ("0012" after
"0011"); bump ``SCHEMA_VERSION`` in storage/records.py and describe the change in
storage/records_schema.py (tests/storage/test_records_alembic.py checks all three agree).
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
${imports if imports else ""}

revision = ${repr(up_revision)}
down_revision = ${repr(down_revision)}
branch_labels = ${repr(branch_labels)}
depends_on = ${repr(depends_on)}


def upgrade() -> None:
    ${upgrades if upgrades else "pass"}


def downgrade() -> None:
    raise NotImplementedError("records are never downgraded: an older release refuses a newer file")
