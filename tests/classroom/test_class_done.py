"""Issue 22's done-means: two trainee PCs (two app instances, each a new process on its own
saved files, signed in through the dialog and answering at the table by keys) and their
instructor against one real PostgreSQL server; the server is dropped mid-session and started
again. Every answer is then in the class database exactly once, the instructor (a new process,
headless) sees both trainees' answers, and each trainee, signed in anew, sees only their own."""

from __future__ import annotations

import csv
import io
import json
import os
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

RUN = Path(__file__).with_name("class_pc_run.py")
ROOT = Path(__file__).resolve().parents[2]
PER_PHASE = 6


def _wait_for_file(path: Path, processes, timeout: float = 240.0) -> None:
    end = time.monotonic() + timeout
    while not path.exists():
        for process in processes:
            if process.poll() is not None:
                raise AssertionError(f"a trainee PC ended early: {process.stdout.read()} {process.stderr.read()[-3000:]}")
        assert time.monotonic() < end, f"timed out waiting for {path.name}"
        time.sleep(0.1)


def _read_in_new_process(url: str, name: str, password: str) -> dict:
    """What ``name`` reads in the class database, signed in from a new process: answer uids by trainee."""
    code = textwrap.dedent(f"""
        import json
        from sqlalchemy import select
        from dealertrainer.storage.classroom.schema import answers, people
        from dealertrainer.storage.classroom.signed_in import sign_in
        signed = sign_in({url!r}, {name!r}, {password!r})
        with signed.engine.connect() as db:
            names = dict(db.execute(select(people.c.id, people.c.name)).all())
            rows = db.execute(select(answers.c.uid, answers.c.trainee_id)).all()
        out = {{}}
        for uid, who in rows:
            out.setdefault(names.get(who, who), []).append(uid)
        print(json.dumps({{"role": signed.role, "class": signed.class_name, "answers": out}}))
        signed.close()
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout)


def _local_uids(folder: Path) -> list[str]:
    db = sqlite3.connect(folder / "data" / "records.sqlite3")
    try:
        return [row[0] for row in db.execute("SELECT uid FROM answers")]
    finally:
        db.close()


def test_two_trainee_pcs_and_their_instructor_with_the_server_dropped_mid_session(tmp_path, pg_server, seeded_class):
    pcs, processes = {}, []
    for name in ("Ada", "Ben"):
        folder = tmp_path / name
        (folder / "steps").mkdir(parents=True)
        env = {**os.environ, "DEALERTRAINER_CONFIG_DIR": str(folder / "config"),
               "DEALERTRAINER_DATA_DIR": str(folder / "data"), "QT_QPA_PLATFORM": "offscreen"}
        env.pop("DEALERTRAINER_QUIT_WHEN_SHOWN", None)
        process = subprocess.Popen(
            [sys.executable, str(RUN), seeded_class.url, name, seeded_class.password, str(folder / "steps"), str(PER_PHASE)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
        pcs[name] = (folder, process)
        processes.append(process)
    try:
        for folder, _ in pcs.values():
            _wait_for_file(folder / "steps" / "phase1", processes)
        pg_server.stop()  # dropped mid-session: both trainees go on answering
        for folder, _ in pcs.values():
            (folder / "steps" / "go1").write_text("")
        for folder, _ in pcs.values():
            _wait_for_file(folder / "steps" / "phase2", processes)
        pg_server.start()
        for folder, _ in pcs.values():
            (folder / "steps" / "go2").write_text("")
        seen = {}
        for name, (folder, process) in pcs.items():
            out, err = process.communicate(timeout=240)
            assert process.returncode == 0, err[-3000:]
            assert "Traceback" not in err, err[-3000:]
            seen[name] = json.loads(out.strip().splitlines()[-1])
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
        if not pg_server.is_running():
            pg_server.start()
    for name, what in seen.items():
        assert what["errors"] == [], what
        assert what["sign_in"] == "Sign in to your class"
        assert what["answered"] == 3 * PER_PHASE
        assert what["status"] == f"Trainee: {name} · Class X"
        assert what["lines"] == {"phase1": "All answers sent",
                                 "phase2": f"Class server unreachable — answers are kept here ({PER_PHASE} answers waiting)",
                                 "phase3": "All answers sent"}
        assert what["rules_line"].startswith("House rules: the school's profile for Class X — ")

    local = {name: _local_uids(folder) for name, (folder, _) in pcs.items()}
    assert all(len(uids) == 3 * PER_PHASE for uids in local.values())
    report = tmp_path / "class-x.csv"  # the instructor's class report, from the command line
    done = subprocess.run([sys.executable, "-m", "dealertrainer", "classroom", "report", seeded_class.url, "--as", "Ines",
                           "--csv", str(report)], input=seeded_class.password + "\n", capture_output=True, text=True,
                          timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-3000:]
    rows = {row["trainee"]: row for row in csv.DictReader(io.StringIO(report.read_text(encoding="utf-8")))}
    assert {name: int(rows[name]["answers"]) for name in ("Ada", "Ben")} == {"Ada": 3 * PER_PHASE, "Ben": 3 * PER_PHASE}
    instructor = _read_in_new_process(seeded_class.url, "Ines", seeded_class.password)
    assert instructor["role"] == "instructor" and instructor["class"] == "Class X"
    for name, uids in local.items():  # every answer of every trainee once, as the instructor reads them
        found = instructor["answers"][name]
        assert len(found) == len(set(found)) and sorted(found) == sorted(uids)
    admin = pg_server.admin_engine(seeded_class.url.rsplit("/", 1)[1])
    with admin.connect() as db:
        total = db.exec_driver_sql("SELECT count(*), count(DISTINCT uid) FROM answers").one()
    admin.dispose()
    assert tuple(total) == (6 * PER_PHASE, 6 * PER_PHASE)
    for name, other in (("Ada", "Ben"), ("Ben", "Ada")):  # each trainee blind to the other's records
        mine = _read_in_new_process(seeded_class.url, name, seeded_class.password)
        assert mine["role"] == "trainee" and set(mine["answers"]) == {name}
        assert sorted(mine["answers"][name]) == sorted(local[name])
        assert not set(mine["answers"][name]) & set(local[other])
