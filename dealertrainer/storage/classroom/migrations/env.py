"""Alembic's environment for the class database, run programmatically (``storage.classroom.migrate``):
the caller hands over an open connection in ``config.attributes["connection"]``; no alembic.ini."""

from alembic import context

from dealertrainer.storage.classroom.schema import metadata

connection = context.config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=metadata,
    render_as_batch=connection.dialect.name == "sqlite",  # SQLite alters a table by copying it
    transaction_per_migration=False,
)
with context.begin_transaction():
    context.run_migrations()
