"""Where a trainee starts (issue 22): their PC, a new process on its own saved files, signed in to
the class through the dialog, sits an exam by the keys and hands it in while the class server is
down; the status line counts the result as waiting, the server comes back, and the instructor's
roster, read from the class database by the function their screen calls, shows that exam for
that trainee once, with the verdict and accuracy the trainee's PC gave it."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time

import pytest
from sqlalchemy import select

from dealertrainer.storage.classroom.profile import load_profile
from dealertrainer.storage.classroom.schema import results
from dealertrainer.storage.classroom.signed_in import sign_in
from dealertrainer.training.classroom_roster import trainee_figures
from tests.classroom.test_class_done import ROOT, RUN, _wait_for_file

ANSWERED = 4


def test_an_exam_sat_by_keys_on_a_class_pc_reaches_the_instructors_roster_once(tmp_path, pg_server, seeded_class):
    folder = tmp_path / "Ada"
    (folder / "steps").mkdir(parents=True)
    env = {**os.environ, "DEALERTRAINER_CONFIG_DIR": str(folder / "config"),
           "DEALERTRAINER_DATA_DIR": str(folder / "data"), "QT_QPA_PLATFORM": "offscreen"}
    env.pop("DEALERTRAINER_QUIT_WHEN_SHOWN", None)
    process = subprocess.Popen(
        [sys.executable, str(RUN), seeded_class.url, "Ada", seeded_class.password, str(folder / "steps"),
         str(ANSWERED), "exam"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        _wait_for_file(folder / "steps" / "phase1", [process])
        pg_server.stop()  # the exam is handed in with the server down
        (folder / "steps" / "go1").write_text("")
        _wait_for_file(folder / "steps" / "phase2", [process])
        pg_server.start()
        (folder / "steps" / "go2").write_text("")
        out, err = process.communicate(timeout=240)
    finally:
        if process.poll() is None:
            process.kill()
        if not pg_server.is_running():
            pg_server.start()
    assert process.returncode == 0 and "Traceback" not in err, err[-3000:]
    seen = json.loads(out.strip().splitlines()[-1])
    assert seen["errors"] == [] and seen["answered"] == ANSWERED, seen
    assert seen["lines"] == {"phase1": "All answers sent",
                             "phase2": "Class server unreachable — answers are kept here (1 result waiting)",
                             "phase3": "All answers sent"}
    exam = seen["exam"]
    assert exam["answered"] == ANSWERED and exam["passed"] is False  # a paper handed in after four questions

    local = sqlite3.connect(folder / "data" / "records.sqlite3")
    try:
        [(uid, kind, detail)] = local.execute("SELECT uid, kind, detail_json FROM results").fetchall()
    finally:
        local.close()
    assert kind == "exam" and json.loads(detail)["answered"] == ANSWERED

    ines = sign_in(seeded_class.url, "Ines", seeded_class.password)
    try:
        profile = load_profile(ines.engine, seeded_class.class_x).profile
        figures = {f.name: f for f in trainee_figures(ines.engine, seeded_class.class_x, profile, time.time())}
        [taken] = figures["Ada"].of_kind("exam")
        assert taken.passed is False and taken.accuracy == pytest.approx(exam["accuracy"])
        assert figures["Ada"].answers == ANSWERED
        assert figures["Ben"].of_kind("exam") == []
        with ines.engine.connect() as db:
            assert db.execute(select(results.c.uid)).scalars().all() == [uid]
    finally:
        ines.close()
