"""Signing in to a class database: names and passwords as people type them, and every way it
can go wrong told in words (a ``ClassroomError``), never a driver's traceback."""

from __future__ import annotations

import pytest
from sqlalchemy import create_engine, text

from dealertrainer.storage.classroom import migrate
from dealertrainer.storage.classroom.connecting import (
    BadAddress, NotAClassDatabase, SchemaNewer, SchemaOlder, ServerUnreachable, SignInRefused, address,
    open_class_database, shown,
)
from dealertrainer.storage.classroom.passwords import (
    PasswordRefused, check_password, hash_password, password_matches, saslprep, scram_verifier,
)
from dealertrainer.storage.classroom.people import NameRefused, add_person, check_name, role_for
from dealertrainer.storage.classroom.schema import NAME


def test_names_are_tidied_capped_and_never_made_into_sign_in_names():
    assert check_name("  Ada \t  Lovelace ") == "Ada Lovelace"
    assert check_name("Zoe\u0301") == "Zoé"  # NFC: the same name however it was typed
    assert check_name("x" * NAME) == "x" * NAME
    for bad in ("", "   ", "x" * (NAME + 1), "Ada\x00", "Ada\u202e"):
        with pytest.raises(NameRefused):
            check_name(bad)
    hostile = "Robert'); DROP ROLE postgres; --"
    assert role_for("school", hostile).startswith("dt_") and len(role_for("school", hostile)) == 19
    assert set(role_for("school", hostile)[3:]) <= set("0123456789abcdef")
    assert role_for("school", "ADA  lovelace") == role_for("school", "Ada Lovelace")
    assert role_for("school", "Ada") != role_for("other_school", "Ada")


def test_passwords_are_kept_as_scrypt_and_scram_never_as_given():
    stored = hash_password("correct horse")
    assert stored.startswith("scrypt$") and "correct horse" not in stored
    assert password_matches("correct horse", stored) and not password_matches("correct horsE", stored)
    for damaged in ("", "scrypt$1$2", "md5$x", stored.replace("scrypt$16384", "scrypt$99999999")):
        assert not password_matches("correct horse", damaged)
    verifier = scram_verifier("correct horse")
    assert verifier.startswith("SCRAM-SHA-256$4096:") and "correct horse" not in verifier
    assert saslprep("I\u00adX") == "IX" and saslprep("a\u00a0b") == "a b" and saslprep("\u2168") == "IX"
    for bad in ("short", "x" * 257, "null\x00in it"):
        with pytest.raises(PasswordRefused):
            check_password(bad)


def test_addresses_name_no_person_and_are_shown_without_passwords():
    assert address("postgres://h:5432/db").drivername == "postgresql+psycopg"
    with pytest.raises(BadAddress, match="must not hold a user name"):
        address("postgresql://ada@h:5432/db")
    assert address("postgresql://admin@h/db", person_allowed=True).username == "admin"
    for bad in ("", "class server", "http://h/db", "postgresql://h:5432", "sqlite://", "sqlite:///:memory:",
                "x" * 3000, "postgresql://h:99999999/db"):
        with pytest.raises(BadAddress):
            address(bad)
    assert shown("postgresql://postgres:hunter2@h:5432/db") == "postgresql://postgres:***@h:5432/db"


def test_each_way_signing_in_fails_is_told_in_words(pg_server, seeded_class):
    url = seeded_class.url
    with pytest.raises(SignInRefused, match="refused that name and password"):
        open_class_database(url, "Ada", "not her password")
    with pytest.raises(SignInRefused, match="refused that name and password"):
        open_class_database(url, "Nobody Here", seeded_class.password)
    with pytest.raises(SignInRefused, match="cannot be empty"):
        open_class_database(url, "   ", seeded_class.password)
    with pytest.raises(ServerUnreachable, match="cannot be reached"):
        open_class_database(url.replace(f":{pg_server.port}/", ":1/"), "Ada", seeded_class.password)
    with pytest.raises(ServerUnreachable, match="cannot be reached"):
        open_class_database("postgresql://no-such-host.invalid:5432/db", "Ada", seeded_class.password)
    assert open_class_database(url, "ada", seeded_class.password).person.name == "Ada"

    admin = pg_server.admin_engine(url.rsplit("/", 1)[1])
    with admin.begin() as db:
        db.execute(text("UPDATE alembic_version SET version_num = 'f00dcafe'"))
    with pytest.raises(SchemaNewer, match="newer release of DealerTrainer"):
        open_class_database(url, "Ada", seeded_class.password)
    with admin.begin() as db:
        db.execute(text("UPDATE alembic_version SET version_num = '0000'"))  # any revision this release does not know
    with pytest.raises(SchemaNewer):
        open_class_database(url, "Ada", seeded_class.password)
    with admin.begin() as db:
        db.execute(text("DELETE FROM alembic_version"))
    with pytest.raises(NotAClassDatabase, match="classroom init"):
        open_class_database(url, "Ada", seeded_class.password)
    admin.dispose()


def test_an_address_that_leads_to_something_else_is_told(tmp_path):
    """A port where a web server (or nothing that speaks PostgreSQL) answers, or one that hangs up."""
    import socket
    import threading

    def serve(listener, reply):
        while True:
            try:
                peer, _ = listener.accept()
            except OSError:
                return
            with peer:
                peer.recv(100)
                peer.sendall(reply)

    for reply, told in ((b"HTTP/1.1 400 Bad Request\r\n\r\n", BadAddress), (b"", ServerUnreachable)):
        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen(5)
        threading.Thread(target=serve, args=(listener, reply), daemon=True).start()
        try:
            with pytest.raises(told):
                open_class_database(f"postgresql://127.0.0.1:{listener.getsockname()[1]}/db", "Ada", "ada-secret")
        finally:
            listener.close()


def test_an_older_schema_is_told_to_be_upgraded(tmp_path, monkeypatch):
    url = f"sqlite:///{tmp_path / 'class.sqlite'}"
    engine = create_engine(url)
    with engine.begin() as db:
        migrate.upgrade(db)
        from dealertrainer.storage.classroom.people import make_school

        _, class_id = make_school(db, "School", "Class")
        add_person(db, class_id, "Ada", "ada-secret", "trainee")
    engine.dispose()
    monkeypatch.setattr(migrate, "head", lambda: "0002")  # as a release with a second revision sees it
    with pytest.raises(SchemaOlder, match="classroom upgrade"):
        open_class_database(url, "Ada", "ada-secret")


def test_a_sqlite_class_database_is_checked_by_the_app(tmp_path):
    with pytest.raises(BadAddress, match="no class database file"):
        open_class_database(f"sqlite:///{tmp_path / 'missing.sqlite'}", "Ada", "ada-secret")
    assert not (tmp_path / "missing.sqlite").exists()
    (tmp_path / "empty.sqlite").write_bytes(b"")
    with pytest.raises(NotAClassDatabase):
        open_class_database(f"sqlite:///{tmp_path / 'empty.sqlite'}", "Ada", "ada-secret")
    (tmp_path / "junk.sqlite").write_bytes(b"not a database at all" * 100)
    with pytest.raises(Exception) as caught:
        open_class_database(f"sqlite:///{tmp_path / 'junk.sqlite'}", "Ada", "ada-secret")
    assert type(caught.value).__module__ == "dealertrainer.storage.classroom.connecting"


def test_any_password_a_person_can_type_signs_in_as_it_was_set(pg_server):
    """The SCRAM verifier worked out here (with our SASLprep) and libpq's sign-in (with its own)
    agree for passwords of every kind: accents, wide and odd spaces, other scripts, symbols."""
    import uuid

    import psycopg
    from psycopg import sql
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    typed = st.text(st.characters(blacklist_categories=("Cs", "Cc")), min_size=8, max_size=40)

    @settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(password=typed | st.sampled_from(["pässwörd ２２２", "I\u00adX\u2168 wide\u3000space", "ﬁﬂ ligatures",
                                             "\u0627\u0644\u0633\u0644\u0627\u0645 123", "emoji 🂡🂱 pass"]))
    def signs_in(password):
        role = f"dt_{uuid.uuid4().hex[:16]}"
        admin.execute(sql.SQL("CREATE ROLE {} LOGIN PASSWORD {}").format(sql.Identifier(role),
                                                                          sql.Literal(scram_verifier(password))))
        try:
            with psycopg.connect(host=pg_server.host, port=pg_server.port, dbname="postgres", user=role,
                                 password=password, connect_timeout=10) as db:
                assert db.execute("SELECT current_user").fetchone()[0] == role
        finally:
            admin.execute(sql.SQL("DROP ROLE {}").format(sql.Identifier(role)))

    with psycopg.connect(host=pg_server.host, port=pg_server.port, dbname="postgres", user="postgres",
                         password=pg_server.admin_password, autocommit=True) as admin:
        signs_in()
