"""Classroom figures (issue 22): a class of trainee PCs sending to one real PostgreSQL server.

- A simulated hour of a class: 30 trainees, each answering once a second on their own PC (their
  own records file, answers committed there first), each PC sending what waits as the app does
  (``training.classroom_sending.ClassSending`` on a simulated clock: every few seconds while the
  server answers, retried after growing waits while it does not). Time is compressed: the
  answers are made with their timestamps, a simulated step at a time. Halfway through, the
  server is stopped at once (``pg_ctl -m immediate``) while the PCs are sending, and started
  again a few simulated minutes later. Then every answer made is looked for in the class
  database: answers lost and answers doubled (both must be 0).
- A bulk send: answers a second the server takes when one PC sends a long backlog (the aim is
  at least 5,000 a second), batches of ``sending.BATCH``, as the trainee signed in (row-level
  security on), each batch committed durably before it is marked.
- A trainee PC's start: a new process opening its records and choosing its trainee (SQLite
  only), against one that also signs in to the class database, links the trainee and reads the
  school's profile (``training.classroom_start.join_class``).

The server is started here as the test suite starts it (``tests/classroom/conftest.py``'s
``PgServer``: initdb and pg_ctl as the ``postgres`` user, a temporary folder, a free port), and
stopped and removed at the end. Run directly (``python benchmarks/bench_classroom.py``) to print
the figures.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for _path in (str(ROOT), str(HERE)):
    if _path not in sys.path:
        sys.path.insert(0, _path)

from measure import quick, repeats  # noqa: E402

TRAINEES = 30
HOUR = 3600
STEP = 5  # simulated seconds between a PC's looks at what waits (the app's AGAIN_AFTER)
OUTAGE = 180  # simulated seconds the server is down
PASSWORD = "benchmark pass"
SKILLS = ("baccarat.banker.draws", "baccarat.player.draws", "blackjack.insurance.offer", "stud.bets.first")


def class_server() -> Any:
    """A PostgreSQL server of its own, started as the test suite starts it (the ``pg_server``
    fixture's own code); stopped and removed when the block ends."""
    from tests.classroom.conftest import pg_server

    return contextmanager(pg_server.__wrapped__)()


def make_class(server: Any, database: str, trainees: int) -> tuple[str, list[str]]:
    """A class database with ``trainees`` trainees: its address and their names."""
    from sqlalchemy import text

    from dealertrainer.storage.classroom import migrate
    from dealertrainer.storage.classroom.people import add_person, make_school

    admin = server.admin_engine()
    with admin.connect() as db:
        db.execute(text(f'CREATE DATABASE "{database}"'))
    admin.dispose()
    admin = server.admin_engine(database)
    names = [f"Trainee {n + 1:02d}" for n in range(trainees)]
    with admin.begin() as db:
        migrate.upgrade(db)
        _school, class_id = make_school(db, "Benchmark School", "Class A")
        add_person(db, class_id, "Instructor", PASSWORD, "instructor", as_administrator=True)
        for name in names:
            add_person(db, class_id, name, PASSWORD, "trainee", as_administrator=True)
    admin.dispose()
    return server.url(database), names


class SimulatedClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def class_hour(server: Any, folder: Path, seconds: int) -> dict[str, Any]:
    """The simulated class (see the module docstring): what was made, found, lost and doubled."""
    from sqlalchemy import func, select

    from dealertrainer.storage.classroom.schema import answers
    from dealertrainer.storage.classroom.signed_in import sign_in
    from dealertrainer.storage.records import Records
    from dealertrainer.training.classroom_sending import ClassSending

    url, names = make_class(server, "class_hour", TRAINEES)
    clock = SimulatedClock()
    pcs = []
    for index, name in enumerate(names):
        path = folder / f"pc{index:02d}.sqlite3"
        with Records(path) as records:
            trainee = records.add_trainee(name).id

        def again(name: str = name) -> Any:
            return sign_in(url, name, PASSWORD)

        sending = ClassSending(path, trainee, url, again, signed_in=again(), clock=clock)
        pcs.append((Records(path), trainee, sending))
    began = time.perf_counter()
    failures, outage_at = 0, seconds // 2
    start_epoch = 1_767_261_600.0  # 2026-01-01 10:00 UTC
    stopper: threading.Thread | None = None
    for step_start in range(0, seconds, STEP):
        clock.now = float(step_start + STEP)
        for index, (records, trainee, _sending) in enumerate(pcs):
            with records.bulk():  # the answers of these simulated seconds, each with its own time
                for second in range(step_start, step_start + STEP):
                    records.record_answer(trainee, SKILLS[(index + second) % len(SKILLS)], (index + second) % 7 != 0,
                                          0.8 + (second % 13) / 10, at=start_epoch + second + index / 100)
        if step_start == outage_at:  # stopped while the PCs of this step are sending
            stopper = threading.Thread(target=lambda: (time.sleep(0.02), server.stop()))
            stopper.start()
        if step_start == outage_at + OUTAGE:
            server.start()
        for _records, _trainee, sending in pcs:
            state = sending.send_if_due()
            if state is not None and state.problem:
                failures += 1
        if stopper is not None and step_start == outage_at:
            stopper.join()
    # after the hour, each PC keeps trying until nothing waits
    for _ in range(200):
        clock.now += 120
        waiting = 0
        for _records, _trainee, sending in pcs:
            state = sending.send_if_due()
            waiting += state.waiting if state is not None else sending.state.waiting
        if waiting == 0:
            break
    took = time.perf_counter() - began
    local: dict[str, tuple] = {}
    for records, trainee, sending in pcs:
        person = sending.signed_in.person_id
        for uid, at, skill in records._db.execute("SELECT uid, at, skill FROM answers WHERE trainee_id = ?", (trainee,)):
            local[uid] = (person, at, skill)
        records.close()
        sending.signed_in.close()
    admin = server.admin_engine("class_hour")
    with admin.connect() as db:
        stored = db.execute(select(answers.c.uid, answers.c.trainee_id, answers.c.at, answers.c.skill)).all()
        total = db.execute(select(func.count()).select_from(answers)).scalar_one()
    admin.dispose()
    found = {row.uid for row in stored}
    same_answer = {}
    for row in stored:  # the same answer (a trainee, a moment, a skill) stored under two uids is doubled too
        key = (row.trainee_id, row.at, row.skill)
        same_answer[key] = same_answer.get(key, 0) + 1
    return {
        "made": len(local), "stored": total, "lost": len(set(local) - found),
        "doubled": (total - len(found)) + sum(n - 1 for n in same_answer.values() if n > 1),
        "failed_sendings": failures, "seconds": took,
    }


def bulk_rate(server: Any, folder: Path, answers_count: int, times: int) -> list[float]:
    """Answers a second the server took in ``times`` bulk sends of ``answers_count`` answers each."""
    from dealertrainer.storage.classroom.sending import send_waiting
    from dealertrainer.storage.classroom.signed_in import sign_in
    from dealertrainer.storage.records import Records

    url, names = make_class(server, "class_bulk", times)
    rates = []
    for run, name in enumerate(names):
        path = folder / f"bulk{run}.sqlite3"
        with Records(path) as records:
            trainee = records.add_trainee(name).id
            session = records.start_session(trainee, "baccarat.seat", game="baccarat")
            with records.bulk():
                for i in range(answers_count):
                    records.record_answer(trainee, SKILLS[i % len(SKILLS)], i % 5 != 0, 1.0 + i % 9 / 10,
                                          session_id=session, at=1.7e9 + i, expected="draw", given="draw")
            signed = sign_in(url, name, PASSWORD)
            link = records.link_to_class(trainee, signed.database, signed.person_id)
            began = time.perf_counter()
            sent = send_waiting(records, link, signed.engine)
            took = time.perf_counter() - began
            signed.close()
        assert sent.answers == answers_count and sent.waiting == 0
        rates.append(answers_count / took)
    return rates


_START = """
import sys, time
began = time.perf_counter()
from dealertrainer.storage.records_at_start import open_records
from dealertrainer.storage.settings_in_force import SettingsInForce
opened = open_records(sys.argv[1])
settings = SettingsInForce(sys.argv[2])
if len(sys.argv) > 3:
    from dealertrainer.training.classroom_start import join_class
    joined = join_class(opened.records, settings, sys.argv[3], sys.argv[4], sys.argv[5])
    assert joined.signed_in is not None, joined.messages
    joined.signed_in.close()
else:
    trainee = opened.records.last_trainee()
opened.records.close()
print((time.perf_counter() - began) * 1000.0)
"""


def start_ms(folder: Path, url: str | None, name: str, times: int) -> list[float]:
    """A trainee PC's start in a new process (imports included), SQLite only or on the class."""
    from dealertrainer.storage.records import Records

    path = folder / ("start-class.sqlite3" if url else "start-alone.sqlite3")
    with Records(path) as records:
        records.touch_trainee(records.add_trainee(name).id)
    args = [sys.executable, "-c", _START, str(path), str(folder / "config")]
    if url:
        args += [url, name, PASSWORD]
    out = []
    for run in range(times + 1):
        began = time.perf_counter()
        done = subprocess.run(args, capture_output=True, text=True, timeout=120, cwd=ROOT)
        if done.returncode:
            raise RuntimeError(done.stderr[-2000:])
        if run:  # the first run warms the OS's file cache
            out.append((time.perf_counter() - began) * 1000.0)
    return out


def figures() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    seconds = 600 if quick() else HOUR
    with tempfile.TemporaryDirectory(prefix="dealertrainer-classroom-") as scratch, class_server() as server:
        folder = Path(scratch)
        hour = class_hour(server, folder, seconds)
        span = f"{TRAINEES} trainees × {seconds // 60} simulated minutes"
        note = (f"{span}: {hour['made']:,} answers made, {hour['stored']:,} in the class database; server stopped "
                f"mid-send for {OUTAGE} simulated s ({hour['failed_sendings']} sendings failed and were retried); "
                f"{hour['seconds']:.0f} s of real time")
        rows.append({"name": "classroom answers lost (server stopped mid-send)", "median_ms": None,
                     "value": float(hour["lost"]), "unit": "answers", "target_max": 1.0, "note": note})
        rows.append({"name": "classroom answers doubled (server stopped mid-send)", "median_ms": None,
                     "value": float(hour["doubled"]), "unit": "answers", "target_max": 1.0, "note": note})
        count = 20_000 if quick() else 100_000
        rates = bulk_rate(server, folder, count, repeats(3, 1))
        rows.append({"name": "classroom bulk send (answers a second the server takes)", "median_ms": None,
                     "value": statistics.median(rates), "unit": "answers/s",
                     "note": f"one PC's backlog of {count:,} answers as the trainee (row-level security), "
                             f"batches of 5,000 each committed durably then marked; runs "
                             f"{', '.join(f'{r:,.0f}' for r in rates)}; the aim is at least 5,000/s"})
        url, names = make_class(server, "class_start", 1)
        times = repeats(5, 2)
        alone = start_ms(folder, None, names[0], times)
        joined = start_ms(folder, url, names[0], times)
        rows.append({"name": "trainee PC start on a class database", "median_ms": statistics.median(joined),
                     "baseline": "SQLite only", "baseline_ms": statistics.median(alone),
                     "note": "new process: imports, records opened, trainee chosen; on the class database also "
                             f"signed in, trainee linked, school's profile read; runs {', '.join(f'{m:.0f}' for m in joined)} "
                             f"ms against {', '.join(f'{m:.0f}' for m in alone)} ms"})
    return rows


if __name__ == "__main__":
    for figure in figures():
        shown = f"{figure['median_ms']:.0f} ms" if figure.get("median_ms") is not None else \
            f"{figure['value']:,.0f} {figure['unit']}"
        base = f" (baseline {figure['baseline']}: {figure['baseline_ms']:.0f} ms)" if figure.get("baseline_ms") else ""
        print(f"{figure['name']}: {shown}{base}\n    {figure.get('note', '')}")
