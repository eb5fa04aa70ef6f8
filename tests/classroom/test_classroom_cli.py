"""``dealertrainer classroom init / add-trainee / report`` as a school's administrator and
instructor run them: a new process each, passwords on standard input, against the real server.
What they would see: the files written, and one plain line when something is refused."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
import time
import uuid

from sqlalchemy import insert, text

from dealertrainer.classroom_cli import run_classroom
from dealertrainer.storage.classroom.connecting import open_class_database
from dealertrainer.storage.classroom.schema import answers, results
from dealertrainer.storage.records import AnswerRow
from dealertrainer.training.mastery import MasteryLevel
from dealertrainer.training.progress import stats_from_answers
from dealertrainer.training.skills import catalogue

DAY = 86_400.0


def classroom(*args: str, stdin: str = "", env: dict[str, str] | None = None, cwd=None) -> subprocess.CompletedProcess:
    """``dealertrainer classroom ARGS`` in a new process."""
    environ = {k: v for k, v in os.environ.items() if not k.startswith(("DEALERTRAINER_", "PG"))}
    environ.update(env or {})
    return subprocess.run([sys.executable, "-m", "dealertrainer", "classroom", *args], input=stdin, text=True,
                          capture_output=True, env=environ, cwd=cwd, timeout=120)


def _admin(pg_server, url: str) -> tuple[str, dict[str, str]]:
    """The administrator's address (the server's superuser named in it) and libpq's password variable."""
    return url.replace("postgresql://", "postgresql://postgres@", 1), {"PGPASSWORD": pg_server.admin_password}


def _refused(done: subprocess.CompletedProcess, *words: str) -> None:
    assert done.returncode == 1, (done.stdout, done.stderr)
    assert "Traceback" not in done.stderr, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    for word in words:
        assert word in done.stderr, done.stderr


def _mastered_answers(trainee_id: str, skill: str, now: float) -> list[dict]:
    """Twenty quick right answers over three days, the last an hour ago: enough to master ``skill``."""
    times = [now - 3 * DAY + i * (3 * DAY - 3600) / 19 for i in range(20)]
    return [dict(uid=uuid.uuid4().hex, trainee_id=trainee_id, skill=skill, correct=True, seconds=1.0, at=t)
            for t in times]


def test_a_class_is_set_up_trainees_added_and_reported_from_the_command_line(pg_server, class_db, tmp_path):
    admin_url, admin_env = _admin(pg_server, class_db)
    made = classroom("init", admin_url, "--instructor", "Ines Ortega", "--school", "Casino Academy",
                     "--class", "Evening class", stdin="ines-secret-1\n", env=admin_env)
    assert made.returncode == 0, made.stderr
    assert "Evening class" in made.stdout and "Ines Ortega" in made.stdout
    assert pg_server.admin_password not in made.stdout + made.stderr

    signing = {"DEALERTRAINER_INSTRUCTOR": "Ines Ortega"}
    # The instructor's password from standard input's first line, the trainee's from the next.
    for trainee, password in (("Ada Lovelace", "ada-secret-1"), ("Ben O'Brien; DROP TABLE people", "ben-secret-1")):
        added = classroom("add-trainee", class_db, trainee, stdin=f"ines-secret-1\n{password}\n", env=signing)
        assert added.returncode == 0, added.stderr
        assert trainee in added.stdout

    # The trainees sign in with what they were given and send answers and results.
    now = time.time()
    skill = next(s.id for s in catalogue() if s.game == "baccarat")
    ada = open_class_database(class_db, "ada lovelace", "ada-secret-1")  # their name in any case
    ben = open_class_database(class_db, "Ben O'Brien; DROP TABLE people", "ben-secret-1")
    sent = _mastered_answers(ada.person.id, skill, now)
    with ada.engine.begin() as db:
        db.execute(insert(answers).values(sent))
        db.execute(insert(results).values(uid=uuid.uuid4().hex, trainee_id=ada.person.id, kind="exam",
                                          game="baccarat", started=now - 7200,
                                          detail_json=json.dumps({"passed": True, "accuracy": 0.95})))
        db.execute(insert(results).values(uid=uuid.uuid4().hex, trainee_id=ada.person.id, kind="pace",
                                          game="baccarat", started=now - 3600, detail_json='{"per_hour": 118}'))
    with ben.engine.begin() as db:
        db.execute(insert(answers).values(uid=uuid.uuid4().hex, trainee_id=ben.person.id, skill=skill,
                                          correct=False, seconds=4.0, at=now - 60))
    ada.close()
    ben.close()

    report_csv, report_html = tmp_path / "out" / "class.csv", tmp_path / "class.html"
    done = classroom("report", class_db, "--csv", str(report_csv), "--html", str(report_html),
                     stdin="", env={**signing, "DEALERTRAINER_PASSWORD": "ines-secret-1"})
    assert done.returncode == 0, done.stderr
    rows = {r["trainee"]: r for r in csv.DictReader(io.StringIO(report_csv.read_text(encoding="utf-8")))}
    assert set(rows) == {"Ada Lovelace", "Ben O'Brien; DROP TABLE people"}
    a, b = rows["Ada Lovelace"], rows["Ben O'Brien; DROP TABLE people"]
    # Mastery by the app's own rule over the same answers.
    as_rows = [AnswerRow(i, 0, None, r["skill"], r["correct"], r["seconds"], r["at"]) for i, r in enumerate(sent)]
    expected = sum(s.mastery.level is MasteryLevel.MASTERED for s in stats_from_answers(as_rows, now=now).values())
    assert expected == 1
    assert (a["answers"], a["accuracy"], a["baccarat_mastered"]) == ("20", "1.00", str(expected))
    assert (b["answers"], b["accuracy"], b["baccarat_mastered"]) == ("1", "0.00", "0")
    assert (a["exams_taken"], a["exams_passed"], a["baccarat_pace"]) == ("1", "1", "118")
    assert (b["exams_taken"], b["baccarat_pace"]) == ("0", "")
    assert a["last_active"].endswith("UTC") and a["last_active"] != b["last_active"]
    page = report_html.read_text(encoding="utf-8")
    assert "Evening class" in page and "Ben O&#x27;Brien; DROP TABLE people" in page


def run(*args: str, stdin: str = "", env: dict[str, str] | None = None) -> tuple[int, str, str]:
    """The same command in this process (what ``dealertrainer classroom`` calls): status, out, err."""
    out, err = io.StringIO(), io.StringIO()
    code = run_classroom(list(args), stdin=io.StringIO(stdin), out=out, err=err, environ=dict(env or {}))
    return code, out.getvalue(), err.getvalue()


def _refused_here(done: tuple[int, str, str], *words: str) -> None:
    _refused(subprocess.CompletedProcess([], done[0], done[1], done[2]), *words)


def test_refusals_are_one_plain_line_and_change_nothing(pg_server, class_db, tmp_path):
    admin_url, admin_env = _admin(pg_server, class_db)
    assert classroom("init", admin_url, stdin="first-secret\n", env=admin_env).returncode == 0
    signing = {"DEALERTRAINER_INSTRUCTOR": "Instructor", "DEALERTRAINER_PASSWORD": "first-secret"}
    # In a new process: a wrong password, and a server that is down.
    _refused(classroom("add-trainee", class_db, "Ada", stdin="ada-secret\n",
                       env={**signing, "DEALERTRAINER_PASSWORD": "wrong-secret"}), "refused that name and password")
    down = class_db.replace(f":{pg_server.port}/", f":{_closed_port()}/")
    _refused(classroom("report", down, "--csv", str(tmp_path / "r.csv"), env=signing), "cannot be reached")

    admin_with_password = admin_url.replace("postgres@", f"postgres:{pg_server.admin_password}@", 1)
    _refused_here(run("init", admin_with_password, stdin="other-secret\n"), "already set up")
    _refused_here(run("init", admin_with_password + "_gone", stdin="other-secret\n"), "createdb")
    _refused_here(run("add-trainee", class_db.replace("postgresql:", "postgresq:"), "Ada", stdin="ada-secret\n",
                      env=signing), "neither a PostgreSQL nor a SQLite address")
    _refused_here(run("add-trainee", "class server", "Ada", stdin="ada-secret\n", env=signing),
                  "not a database address")
    _refused_here(run("add-trainee", class_db, "Ada", stdin="short\n", env=signing), "at least 8 characters")
    _refused_here(run("add-trainee", class_db, "A\x07da", stdin="ada-secret\n", env=signing), "control")
    _refused_here(run("add-trainee", class_db, "Ada", stdin="", env=signing), "No new password for Ada")
    _refused_here(run("add-trainee", class_db, "Ada", stdin="ada-secret\n",
                      env={"DEALERTRAINER_PASSWORD": "first-secret"}), "--as NAME")
    assert run("add-trainee", class_db, "Ada", stdin="ada-secret\n", env=signing)[0] == 0
    _refused_here(run("add-trainee", class_db, "ADA", stdin="ada-secret\n", env=signing), "already in the school")
    _refused_here(run("report", class_db, "--csv", str(tmp_path / "r.csv"),
                      env={"DEALERTRAINER_INSTRUCTOR": "Ada", "DEALERTRAINER_PASSWORD": "ada-secret"}),
                  "for instructors")
    _refused_here(run("report", class_db, env=signing), "--csv FILE")
    _refused_here(run("report", class_db, "--csv", str(tmp_path / "r.csv"), "--class", "Nope", env=signing),
                  "no class named")
    _refused_here(run("report", class_db, "--csv", str(tmp_path), env=signing), "is a folder")
    assert not (tmp_path / "r.csv").exists()

    # A schema from a newer release: refused, and left as it was.
    admin = pg_server.admin_engine(class_db.rsplit("/", 1)[1])
    with admin.begin() as db:
        db.execute(text("UPDATE alembic_version SET version_num = 'f00dcafe'"))
    _refused(classroom("report", class_db, "--csv", str(tmp_path / "r.csv"), env=signing), "newer release")
    _refused_here(run("upgrade", admin_with_password), "newer release")
    _refused_here(run("init", admin_with_password, stdin="other-secret\n"), "newer release")
    with admin.connect() as db:
        assert db.execute(text("SELECT version_num FROM alembic_version")).scalar() == "f00dcafe"
        assert db.execute(text("SELECT count(*) FROM people")).scalar() == 2
    admin.dispose()
    assert not (tmp_path / "r.csv").exists()


def test_init_refused_half_way_leaves_the_database_as_it_was(pg_server, class_db):
    """A sign-in left on the server by an earlier database of the same name: init stops at the
    instructor, and the schema it had made is taken back with the rest (one transaction)."""
    from dealertrainer.storage.classroom import migrate
    from dealertrainer.storage.classroom.people import role_for

    database = class_db.rsplit("/", 1)[1]
    left = role_for(database, "Instructor")
    pg_server.as_admin(f'CREATE ROLE "{left}" LOGIN')
    try:
        admin_url = pg_server.admin_url(database)
        _refused_here(run("init", admin_url, stdin="first-secret\n"), "left on the server", left)
        admin = pg_server.admin_engine(database)
        with admin.connect() as db:
            assert migrate.schema_state(db) == (migrate.SchemaState.EMPTY, None)
        admin.dispose()
    finally:
        pg_server.as_admin(f'DROP ROLE "{left}"')


def test_a_school_administrator_who_is_not_the_servers_superuser_sets_up_the_class(pg_server, class_db, tmp_path):
    """An administrator role that may create roles and owns the database (not a superuser, so the
    forced row-level security holds for it too) makes the class; its people are kept apart."""
    database = class_db.rsplit("/", 1)[1]
    admin_role = f"school_admin_{database[-6:]}"
    pg_server.as_admin(f"CREATE ROLE {admin_role} LOGIN CREATEROLE PASSWORD 'admin-secret'")
    pg_server.as_admin(f'ALTER DATABASE "{database}" OWNER TO {admin_role}')
    try:
        url = class_db.replace("postgresql://", f"postgresql://{admin_role}:admin-secret@", 1)
        code, out, err = run("init", url, "--instructor", "Ines", stdin="ines-secret\n")
        assert code == 0, err
        signing = {"DEALERTRAINER_INSTRUCTOR": "Ines", "DEALERTRAINER_PASSWORD": "ines-secret"}
        assert run("add-trainee", class_db, "Ada", stdin="ada-secret\n", env=signing)[0] == 0
        code, out, err = run("report", class_db, "--csv", str(tmp_path / "r.csv"), env=signing)
        assert code == 0, err
        assert "Ada" in (tmp_path / "r.csv").read_text(encoding="utf-8")
        ada = open_class_database(class_db, "Ada", "ada-secret")
        with ada.engine.connect() as db:
            assert db.execute(text("SELECT name FROM people")).scalars().all() == ["Ada"]
        ada.close()
    finally:
        pg_server.as_admin(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')
        pg_server.as_admin(f"DROP ROLE {admin_role}")


def test_the_classroom_commands_load_no_qt(tmp_path):
    script = ("import sys\nfrom dealertrainer.__main__ import main\n"
              "code = main(['classroom', 'report', 'sqlite:///nowhere.sqlite', '--csv', 'x.csv', '--as', 'I'])\n"
              "print('qt loaded:', any(m.startswith('PySide6') for m in sys.modules)); sys.exit(code)\n")
    done = subprocess.run([sys.executable, "-c", script], input="a-password\n", text=True, capture_output=True,
                          cwd=tmp_path, timeout=60)
    assert done.returncode == 1 and "There is no class database file" in done.stderr, done.stderr
    assert "qt loaded: False" in done.stdout


def test_a_class_on_sqlite_says_it_has_no_row_level_security(tmp_path):
    url = f"sqlite:///{tmp_path / 'class.sqlite'}"
    assert run("init", url, stdin="first-secret\n")[0] == 0
    code, out, err = run("add-trainee", url, "Ada", stdin="first-secret\nada-secret\n",
                         env={"DEALERTRAINER_INSTRUCTOR": "Instructor"})
    assert code == 0, err
    assert "no row-level security" in out
    _refused_here(run("add-trainee", url, "Ben", stdin="wrong-secret\nben-secret\n",
                      env={"DEALERTRAINER_INSTRUCTOR": "Instructor"}), "refused that name and password")
    signed = open_class_database(url, "Ada", "ada-secret")
    assert signed.person.role == "trainee" and not signed.row_security and "SQLite" in signed.notice
    signed.close()


def _closed_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
