"""Where the instructor and a trainee start: each in a fresh process, signed in to a real class
server with their own name and password, pressing the keys; what one saves the other sees."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(role: str, seeded, name: str, tmp_path: Path) -> dict[str, str]:
    home = tmp_path / name
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "DT_CLASS_URL": seeded.url, "DT_NAME": name,
           "DT_PASSWORD": seeded.password, "DEALERTRAINER_DATA_DIR": str(home / "data"),
           "DEALERTRAINER_CONFIG_DIR": str(home / "config")}
    done = subprocess.run([sys.executable, "-m", "tests.classroom.instructor_user_run", role], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return dict(line.split(": ", 1) for line in done.stdout.splitlines() if ": " in line)


def test_an_instructor_sets_work_and_the_trainee_finds_it_at_home(seeded_class, tmp_path):
    ines = run("instructor", seeded_class, "Ines", tmp_path)
    assert ines["screen"] == "InstructorView"
    assert ines["roster"] == "Ada, Ben"  # class X only: Cleo is class Y's
    assert ines["assignment message"] == "Set: Totals warm-up"
    assert ines["profile status"] == "Saved"
    assert "Stud 45" in ines["audition line"]
    ada = run("trainee", seeded_class, "Ada", tmp_path)
    assert ada["assigned"] == "Totals warm-up"
    assert (ada["opened"], ada["questions"]) == ("totals", "30")
    cleo = run("trainee", seeded_class, "Cleo", tmp_path)
    assert cleo["assigned"] == "Nothing is due. Well done."
