"""The class database's migrations make the tables ``schema.py`` describes, on PostgreSQL and on
SQLite alike, and a database tells which release made its schema."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import create_engine, inspect, text

from dealertrainer.storage.classroom import migrate
from dealertrainer.storage.classroom.schema import metadata


def _pg_engine(pg_server, url: str):
    database = url.rsplit("/", 1)[1]
    return pg_server.admin_engine(database)


def _tables(connection) -> dict[str, dict]:
    """What a database holds, in words both dialects share."""
    found = inspect(connection)
    out = {}
    for table in sorted(set(found.get_table_names()) - {"alembic_version"}):
        out[table] = {
            "columns": [(c["name"], c["nullable"]) for c in found.get_columns(table)],
            "primary": tuple(found.get_pk_constraint(table)["constrained_columns"]),
            "foreign": sorted((tuple(f["constrained_columns"]), f["referred_table"], tuple(f["referred_columns"]),
                               (f.get("options") or {}).get("ondelete")) for f in found.get_foreign_keys(table)),
            "unique": sorted(tuple(u["column_names"]) for u in found.get_unique_constraints(table)),
            "indexes": sorted((i["name"], tuple(i["column_names"])) for i in found.get_indexes(table)
                              if not i.get("unique")),
        }
    return out


def _differences(connection) -> list:
    return compare_metadata(MigrationContext.configure(connection), metadata)


def test_migrations_make_the_schema_on_postgresql_and_sqlite_alike(pg_server, class_db, tmp_path):
    pg = _pg_engine(pg_server, class_db)
    with pg.begin() as db:
        assert migrate.schema_state(db) == (migrate.SchemaState.EMPTY, None)
        migrate.upgrade(db)
    lite = create_engine(f"sqlite:///{tmp_path / 'class.sqlite'}")
    with lite.begin() as db:
        migrate.upgrade(db)
    with pg.connect() as on_pg, lite.connect() as on_sqlite:
        assert _differences(on_pg) == []
        assert _differences(on_sqlite) == []
        assert set(_tables(on_pg)) == set(metadata.tables)
        assert _tables(on_pg) == _tables(on_sqlite)
        assert migrate.schema_state(on_pg) == (migrate.SchemaState.CURRENT, migrate.head())
        assert migrate.schema_state(on_sqlite) == (migrate.SchemaState.CURRENT, migrate.head())
    pg.dispose()
    lite.dispose()


def test_a_schema_from_a_newer_release_is_told_apart(tmp_path):
    lite = create_engine(f"sqlite:///{tmp_path / 'class.sqlite'}")
    with lite.begin() as db:
        migrate.upgrade(db)
        db.execute(text("UPDATE alembic_version SET version_num = 'f00dcafe'"))
    with lite.connect() as db:
        assert migrate.schema_state(db) == (migrate.SchemaState.NEWER, "f00dcafe")
    lite.dispose()


def test_every_table_with_peoples_data_has_forced_row_level_security_and_migrating_again_changes_nothing(
        pg_server, class_db):
    pg = _pg_engine(pg_server, class_db)
    for _ in range(2):
        with pg.begin() as db:
            migrate.upgrade(db)
    with pg.connect() as db:
        assert _differences(db) == []
        rows = db.execute(text("SELECT relname, relrowsecurity, relforcerowsecurity FROM pg_class "
                               "WHERE relname = ANY(:names)"), {"names": list(metadata.tables)}).all()
    assert sorted(rows) == sorted((name, True, True) for name in metadata.tables)
    pg.dispose()


def test_the_first_revision_can_be_taken_back_and_made_again(pg_server, class_db, tmp_path):
    from alembic import command

    for engine in (_pg_engine(pg_server, class_db), create_engine(f"sqlite:///{tmp_path / 'class.sqlite'}")):
        with engine.begin() as db:
            migrate.upgrade(db)
        with engine.begin() as db:
            command.downgrade(migrate.alembic_config(db), "base")
        with engine.connect() as db:
            assert set(inspect(db).get_table_names()) <= {"alembic_version"}
            assert migrate.schema_state(db) == (migrate.SchemaState.EMPTY, None)
        with engine.begin() as db:
            migrate.upgrade(db)
            assert _differences(db) == []
        engine.dispose()
