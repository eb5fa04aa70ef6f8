"""The instructor's roster read: a class of 30 trainees, each with an hour of answers at dealer
speed (3,600 answers over the catalogue's skills, over several days) and a few results, on a
one-machine class database (SQLite made from the class schema). Timed: ``trainee_figures``
(every answer read and each trainee's mastery worked out with the app's own rule, FSRS replayed),
against reading the same rows alone as the baseline; read again with the cards the first reading
worked out (``Replays``: the instructor's screen refreshing); and the class report's HTML and CSV
made from those figures. ``--quick``: 30 trainees of 300 answers.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:
    sys.path.insert(0, str(HERE.parent))
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from measure import median_ms, quick, repeats  # noqa: E402
from sqlalchemy import create_engine, insert, select  # noqa: E402

from dealertrainer.storage.classroom.profile import SchoolProfile  # noqa: E402
from dealertrainer.storage.classroom.schema import (  # noqa: E402
    answers, class_people, classes, metadata, people, results, schools,
)
from dealertrainer.training.classroom_export import report_csv, report_html  # noqa: E402
from dealertrainer.training.classroom_roster import Replays, trainee_figures  # noqa: E402
from dealertrainer.training.skills import catalogue  # noqa: E402

TRAINEES = 30
NOW = 1_790_000_000.0


def _class_db(path: Path, per_trainee: int):
    engine = create_engine(f"sqlite:///{path}")
    metadata.create_all(engine)
    rng = random.Random(5)
    skills = [s.id for s in catalogue()]
    school, class_id = uuid.uuid4().hex, uuid.uuid4().hex
    with engine.begin() as db:
        db.execute(insert(schools).values(id=school, name="School", created=NOW))
        db.execute(insert(classes).values(id=class_id, school_id=school, name="Class"))
        for n in range(TRAINEES):
            person = uuid.uuid4().hex
            db.execute(insert(people).values(id=person, school_id=school, name=f"Trainee {n:02d}", role="trainee",
                                             db_role=f"dt_{person[:16]}", created=NOW))
            db.execute(insert(class_people).values(class_id=class_id, person_id=person))
            mine = rng.sample(skills, 40)
            db.execute(insert(answers), [
                dict(uid=uuid.uuid4().hex, trainee_id=person, skill=rng.choice(mine), correct=rng.random() < 0.9,
                     seconds=rng.uniform(0.7, 4.0), at=NOW - 10 * 86_400 + i * 10 * 86_400 / per_trainee)
                for i in range(per_trainee)])
            db.execute(insert(results), [
                dict(uid=uuid.uuid4().hex, trainee_id=person, kind=kind, game=game, started=NOW - k * 3600,
                     detail_json='{"passed": true, "accuracy": 0.9, "per_hour": 55}')
                for k, (kind, game) in enumerate((("pace", "blackjack"), ("pace", "stud"), ("exam", "")))])
    return engine, class_id


def figures() -> list[dict]:
    per_trainee = 300 if quick() else 3_600
    runs = repeats(5)
    out = []
    with tempfile.TemporaryDirectory() as folder:
        engine, class_id = _class_db(Path(folder) / "class.sqlite3", per_trainee)

        def rows_only() -> int:
            with engine.connect() as db:
                return len(db.execute(select(answers.c.trainee_id, answers.c.skill, answers.c.correct,
                                             answers.c.seconds, answers.c.at).order_by(answers.c.trainee_id,
                                                                                       answers.c.at)).all())

        baseline = median_ms(rows_only, runs)
        found: list = []
        read = median_ms(lambda: found.append(trainee_figures(engine, class_id, SchoolProfile(), NOW)), runs)
        figures_now = found[-1]
        kept = Replays()
        trainee_figures(engine, class_id, SchoolProfile(), NOW, kept)
        again = median_ms(lambda: trainee_figures(engine, class_id, SchoolProfile(), NOW, kept), runs)
        standards = SchoolProfile().audition
        out.append({"name": f"roster read: {TRAINEES} trainees x {per_trainee:,} answers, mastery per game",
                    "median_ms": read, "baseline": "the same answers read, nothing worked out",
                    "baseline_ms": baseline})
        out.append({"name": f"roster read again (the screen's refresh, nothing new sent): {TRAINEES} trainees x "
                            f"{per_trainee:,} answers", "median_ms": again,
                    "baseline": "the first reading", "baseline_ms": read})
        out.append({"name": f"class report HTML + CSV of {TRAINEES} trainees",
                    "median_ms": median_ms(lambda: (report_html("Class", figures_now, standards, NOW),
                                                    report_csv(figures_now, standards)), runs)})
        engine.dispose()
    return out


if __name__ == "__main__":
    started = time.perf_counter()
    for figure in figures():
        print(figure)
    print(f"{time.perf_counter() - started:.1f} s")
