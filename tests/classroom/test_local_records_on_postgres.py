"""The local records' SQLAlchemy description (storage/records_schema.py) makes the same tables
on the real PostgreSQL server (issue 22: one schema for both): times kept to the microsecond,
a trainee's name unique whatever its case, a trainee's rows deleted with them."""

from __future__ import annotations

import pytest
from sqlalchemy import insert, inspect, select
from sqlalchemy.exc import IntegrityError

from dealertrainer.storage import records_schema as schema

AT = 1_764_201_234.567891  # an answer's time, seconds since the epoch


def test_the_local_tables_are_made_on_postgresql_and_keep_their_values(pg_server, class_db):
    engine = pg_server.admin_engine(class_db.rsplit("/", 1)[1])
    try:
        schema.metadata.create_all(engine)
        assert set(inspect(engine).get_table_names()) == set(schema.metadata.tables)
        with engine.begin() as db:
            ana = db.execute(insert(schema.trainees).values(name="Ana Lima", created=AT)).inserted_primary_key[0]
            session = db.execute(insert(schema.sessions).values(
                trainee_id=ana, drill_id="baccarat.seat", started=AT, game="baccarat", uid="a" * 32)).inserted_primary_key[0]
            db.execute(insert(schema.answers).values(trainee_id=ana, session_id=session, skill="baccarat.banker_draw",
                                                     correct=1, seconds=1.25, at=AT, uid="b" * 32))
        with engine.connect() as db:
            row = db.execute(select(schema.answers.c.at, schema.answers.c.prompt, schema.answers.c.standard_chips,
                                    schema.sessions.c.config_json).join(schema.sessions)).one()
        assert tuple(row) == (AT, "", 1, "{}")
        with pytest.raises(IntegrityError), engine.begin() as db:
            db.execute(insert(schema.trainees).values(name="ANA LIMA", created=AT))
        with engine.begin() as db:
            db.execute(schema.trainees.delete())
        with engine.connect() as db:
            assert db.execute(select(schema.answers)).all() == []
            assert db.execute(select(schema.sessions)).all() == []
    finally:
        engine.dispose()
