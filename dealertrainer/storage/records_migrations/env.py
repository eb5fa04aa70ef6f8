"""Alembic's environment for the local records file, run programmatically
(``storage.records_migrate``): the caller hands over a connection on the file's own sqlite3
connection, inside the transaction it holds; no alembic.ini."""

from alembic import context

from dealertrainer.storage.records_schema import metadata

context.configure(
    connection=context.config.attributes["connection"],
    target_metadata=metadata,
    render_as_batch=True,  # SQLite alters a table by copying it
    transaction_per_migration=False,
)
with context.begin_transaction():
    context.run_migrations()
