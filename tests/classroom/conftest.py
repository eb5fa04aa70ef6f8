"""A real PostgreSQL server for the classroom tests: one per test session.

``pg_server`` runs initdb and ``pg_ctl start`` as the unprivileged ``postgres`` user (the server
refuses to run as root; as any other user the tests run it as themselves) in a temporary folder
owned by that user, on a free local port, with its unix socket in that folder. Sign-ins over TCP
are checked with SCRAM passwords, as on a school's server. It is stopped and removed at the end.
When PostgreSQL 15 is missing the tests fail and say how to install it (``.ci/run`` does).

``class_db`` gives each test a fresh, empty database on that server (its address, with no user
in it, as a trainee PC is given it), so tests never see each other's rows.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import Engine
from sqlalchemy.pool import NullPool

SERVER_USER = "postgres"
VERSION = "15"


def _pg_bin() -> Path:
    """The folder holding initdb, pg_ctl and postgres of PostgreSQL 15."""
    candidates = [Path(f"/usr/lib/postgresql/{VERSION}/bin")]
    found = shutil.which("initdb")
    if found:
        candidates.append(Path(os.path.realpath(found)).parent)
    candidates += [Path(p) for p in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True)]
    for folder in candidates:
        if all((folder / tool).is_file() for tool in ("initdb", "pg_ctl", "postgres")):
            return folder
    pytest.fail(f"PostgreSQL {VERSION} is not installed (no initdb, pg_ctl and postgres in "
                f"/usr/lib/postgresql/{VERSION}/bin or on PATH). Install Debian's 'postgresql' package "
                "(apt-get install postgresql; .ci/run does this): the classroom tests need a real server.",
                pytrace=False)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@dataclass
class PgServer:
    """A PostgreSQL server the tests started. ``admin_url`` signs in as its superuser."""

    bin: Path
    folder: Path
    port: int
    admin_password: str
    as_server_user: list[str] = field(default_factory=list)
    host: str = "127.0.0.1"

    @property
    def data(self) -> Path:
        return self.folder / "data"

    @property
    def socket_dir(self) -> Path:
        return self.folder / "socket"

    def url(self, database: str = "postgres") -> str:
        """The database's address as a trainee PC is given it: no user, no password."""
        return f"postgresql://{self.host}:{self.port}/{database}"

    def admin_url(self, database: str = "postgres") -> str:
        return f"postgresql://{SERVER_USER}:{self.admin_password}@{self.host}:{self.port}/{database}"

    def admin_engine(self, database: str = "postgres") -> Engine:
        return create_engine(self.admin_url(database).replace("postgresql://", "postgresql+psycopg://", 1),
                             isolation_level="AUTOCOMMIT", poolclass=NullPool)

    def as_admin(self, statement: str) -> None:
        """Run one statement as the superuser (outside a transaction), starting the server again
        first if a test left it stopped."""
        if not self.is_running():
            self.start()
        admin = self.admin_engine()
        with admin.connect() as db:
            db.execute(text(statement))
        admin.dispose()

    def _run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        return subprocess.run([*self.as_server_user, *args], capture_output=True, text=True, check=check,
                              timeout=120, cwd=self.folder)

    def start(self) -> None:
        """Start the server (again, after ``stop``: a dropped server coming back)."""
        # fsync off is safe here: a stop "immediate" kills the server, not the machine, and the
        # WAL it wrote is in the OS's cache. synchronous_commit stays on: with it off a commit
        # returns before its WAL is written at all, and a test's stop lost the roles it had just made.
        options = (f"-p {self.port} -k {self.socket_dir} -c listen_addresses={self.host} -c fsync=off "
                   "-c full_page_writes=off -c max_connections=200")
        done = self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(self.folder / "server.log"),
                         "-w", "-t", "60", "-o", options, "start", check=False)
        if done.returncode != 0:
            log = (self.folder / "server.log").read_text(errors="replace")[-2000:]
            raise RuntimeError(f"PostgreSQL did not start on port {self.port}:\n{done.stdout}{done.stderr}\n{log}")

    def stop(self) -> None:
        """Stop the server at once (clients see their connections dropped)."""
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop", check=False)

    def is_running(self) -> bool:
        return self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "status", check=False).returncode == 0


def _server_user_prefix() -> tuple[list[str], int, int]:
    """How to run a command as the server's user: (prefix, uid, gid)."""
    if os.geteuid() != 0:
        return [], os.geteuid(), os.getegid()
    try:
        entry = pwd.getpwnam(SERVER_USER)
    except KeyError:
        pytest.fail(f"The tests run as root and there is no '{SERVER_USER}' user to run PostgreSQL as (it refuses "
                    "to run as root). Install Debian's 'postgresql' package, which makes that user.", pytrace=False)
    runuser = shutil.which("runuser")
    if not runuser:
        pytest.fail("runuser (util-linux) is missing: cannot start PostgreSQL as the postgres user", pytrace=False)
    return [runuser, "-u", SERVER_USER, "--"], entry.pw_uid, entry.pw_gid


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    """A PostgreSQL 15 server for the whole test session (see the module docstring)."""
    bin_dir = _pg_bin()
    prefix, uid, gid = _server_user_prefix()
    folder = Path(tempfile.mkdtemp(prefix="dt-pg-"))
    server = None
    try:
        os.chown(folder, uid, gid)
        os.chmod(folder, 0o700)
        password = uuid.uuid4().hex
        pwfile = folder / "pw"
        pwfile.write_text(password + "\n")
        os.chown(pwfile, uid, gid)
        os.chmod(pwfile, 0o600)
        socket_dir = folder / "socket"
        socket_dir.mkdir()
        os.chown(socket_dir, uid, gid)
        server = PgServer(bin=bin_dir, folder=folder, port=0, admin_password=password, as_server_user=prefix)
        done = server._run(str(bin_dir / "initdb"), "-D", str(server.data), "-U", SERVER_USER, "--pwfile", str(pwfile),
                           "--auth-local=scram-sha-256", "--auth-host=scram-sha-256", "--encoding=UTF8",
                           "--locale=C", "--no-sync", check=False)
        pwfile.unlink()
        if done.returncode != 0:
            pytest.fail(f"initdb failed:\n{done.stdout}\n{done.stderr}", pytrace=False)
        for attempt in range(5):
            server.port = _free_port()
            try:
                server.start()
                break
            except RuntimeError:
                if attempt == 4:
                    raise
        yield server
    finally:
        if server is not None and (folder / "data" / "postmaster.pid").exists():
            server.stop()
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def class_db(pg_server: PgServer) -> Iterator[str]:
    """A fresh empty database on the session's server; yields its address (no user in it)."""
    name = f"class_{uuid.uuid4().hex[:12]}"
    pg_server.as_admin(f'CREATE DATABASE "{name}"')
    try:
        yield pg_server.url(name)
    finally:
        pg_server.as_admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@dataclass(frozen=True)
class SeededClass:
    """A school on the test server: class X (instructor Ines; trainees Ada and Ben) and class Y
    (instructor Yuri; trainee Cleo), all with the same password."""

    url: str
    school_id: str
    class_x: str
    class_y: str
    people: dict  # name -> storage.classroom.people.Person
    password: str = "correct horse"  # everyone's


def seed_class(pg_server: PgServer, url: str) -> SeededClass:
    """Make the schema (as the administrator) and the people of ``SeededClass`` in the database at ``url``."""
    from dealertrainer.storage.classroom import migrate
    from dealertrainer.storage.classroom.people import add_class, add_person, make_school

    admin = pg_server.admin_engine(url.rsplit("/", 1)[1])
    with admin.begin() as db:
        migrate.upgrade(db)
        school_id, class_x = make_school(db, "Dealer School", "Class X")
        class_y = add_class(db, school_id, "Class Y")
        folks = {}
        for name, role, class_id in (("Ines", "instructor", class_x), ("Ada", "trainee", class_x),
                                     ("Ben", "trainee", class_x), ("Yuri", "instructor", class_y),
                                     ("Cleo", "trainee", class_y)):
            folks[name] = add_person(db, class_id, name, SeededClass.password, role, as_administrator=True)
    admin.dispose()
    return SeededClass(url, school_id, class_x, class_y, folks)


@pytest.fixture
def seeded_class(pg_server: PgServer, class_db: str) -> SeededClass:
    return seed_class(pg_server, class_db)
