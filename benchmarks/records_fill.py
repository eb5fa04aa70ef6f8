"""A records file with a year of answers, fast: for the scale benchmarks (``bench_scale.py``).

The answers are realistic in what the figures read: sessions of 40 to 200 answers on a few
skills of one game each, a sitting most days of a year, skills met in the catalogue's order
so the newest are few, about 85 % right, times around each skill's target, some prompts and
answers as text. They go in through the records' own schema (``Records``, then one bulk
insert in its transaction), and the FSRS cards are brought up to date once, as the app
keeps them after every answer (``schedule.cards``), so the file is one today's release wrote.
"""

from __future__ import annotations

import random
from pathlib import Path

DAY = 86_400.0
YEAR_START = 1_735_725_600.0  # 2025-01-01 10:00 UTC


def fill(path: Path, answers: int, *, seed: int = 7, name: str = "Benchmark", up_to_date: bool = True) -> int:
    """Write ``answers`` answers for one trainee into a new records file at ``path``; the trainee's id.

    ``up_to_date``: replay the answers into the stored FSRS cards (what the app has done by
    the time it is closed); without it the first reading replays them all."""
    from dealertrainer.storage.records import Records
    from dealertrainer.training.skills import catalogue

    rng = random.Random(seed)
    skills = list(catalogue())
    with Records(path) as records:
        trainee = records.add_trainee(name).id
        records.touch_trainee(trainee)  # the app opens straight on this trainee's window
        sittings = max(1, answers // 120)
        gap = 365 * DAY / sittings
        with records.bulk() as db:
            left, at = answers, YEAR_START
            for index in range(sittings):
                size = left if index == sittings - 1 else min(left, rng.randint(40, 200))
                if size <= 0:
                    break
                # skills met so far grow over the year, so a late sitting still meets new ones sometimes
                reach = max(8, int(len(skills) * min(1.0, 0.2 + 0.8 * index / sittings)))
                game = rng.choice(("baccarat", "blackjack", "stud", "baccarat"))
                pool = [s for s in skills[:reach] if s.game == game] or skills[:reach]
                mine = rng.sample(pool, min(len(pool), rng.randint(3, 12)))
                session = db.execute(
                    "INSERT INTO sessions (trainee_id, drill_id, config_json, started, ended) VALUES (?, ?, ?, ?, ?)",
                    (trainee, f"{game}.seat", "{}", at, at + size * 2.5),
                ).lastrowid
                rows = []
                for _ in range(size):
                    skill = rng.choice(mine)
                    right = rng.random() < 0.85
                    seconds = round(skill.target_seconds * rng.lognormvariate(-0.35, 0.45), 3)
                    given = "Stand" if right else "Draw"
                    rows.append((trainee, session, skill.id, int(right), seconds, at,
                                 f"{skill.title}?", "Stand", given))
                    at += seconds + rng.uniform(0.5, 3.0)
                db.executemany(
                    "INSERT INTO answers (trainee_id, session_id, skill, correct, seconds, at, prompt, expected, given)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
                left -= size
                at = max(at, YEAR_START + (index + 1) * gap + rng.uniform(-3600, 3600))
        if up_to_date:
            from dealertrainer.training.schedule import cards

            cards(records, trainee)
    return trainee


def last_answer_at(path: Path) -> float:
    """When the newest answer in the file was given (the benchmarks' "now" is a day later)."""
    import sqlite3

    db = sqlite3.connect(path)
    try:
        return float(db.execute("SELECT MAX(at) FROM answers").fetchone()[0] or YEAR_START)
    finally:
        db.close()
