"""The learning engine on simulated trainees: does Daily practice teach the tableau faster?

Run alone:  python benchmarks/learning.py [--quick] [--populations]  (or: python benchmarks/run.py --only learning)

A population of simulated trainees practise 15 minutes a day through the headless API
(``training.practice.daily_practice`` / ``ask``, ``training.session.Session`` and a real
records file), each under three schedules in the same run, on the 100 cells of the
baccarat tableau (the Player's rule, the naturals, every Banker total against every third
card and "stood"):

- **daily**: the shipped Daily practice (FSRS cards, due first, new skills at a steady
  rate, spare minutes on skills not yet mastered);
- **uniform**: a cell drawn uniformly at random for every question;
- **oracle** (populations only): asks the cell the trainee is likeliest to have forgotten,
  read from the simulated memory itself: what scheduling alone could reach;
- **leitner**: the old Leitner boxes (kept here only as the baseline), wired as they were
  meant: the due cells round and round, five new ones a day, the first ten when none is due.

The memory model (per trainee and cell): recall decays exponentially,
``p = exp(-days since last seen / S)``. A cell is first learnt from the feedback of its
first question (S = 0.5 days). A recalled answer multiplies S by ``1 + rate·(0.1 + 3·(1 - p))``
(spaced recalls, when p has fallen, grow it most; a cell asked again a minute later
only by about 10%); a failed one takes S to 60% (at least 0.5 days) and the feedback
refreshes the cell. Not recalled, the trainee guesses Draw or Stand (right half the time, slowly).
2% of recalled answers slip. ``rate`` is the trainee's own, 0.7-1.3.
Response time: the cell's target x ``0.55 + 1.6·exp(-n/6)`` (n recalls so far) x a
log-normal factor (sigma 0.25); a guess takes 1.5-2.5 x the target. Between questions
1.5 s go on reading the feedback.

A cell is *truly mastered* when p >= 0.9 and the median time is within target. Figures:
days and answers until every cell is truly mastered; mean recall after a 14-day break
that follows the study days; and of the cells the app shows as mastered right after the
break, the share a cold test would find right within target ("badge right"). The badge
after the break needs a gap as long recalled before (``mastery.assess``): a schedule that
never leaves a cell two weeks shows none, which is no wrong badge but no badge either.
The populations (``--populations [fast|average|slow ...]``) add the badges shown per trainee,
the cells truly mastered after the break (what a perfect badge would show), the app's own
recall estimate of the badge's cells, and the ceiling on recall after the break that no
schedule can pass (``Forgetter.ceiling``) against uniform random drilling.
Last, the time to pick the next question with 300 skills and 100,000 stored answers.
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from measure import median_ms, quick  # noqa: E402

from dealertrainer.engine.money import format_money  # noqa: E402
from dealertrainer.engine.steps import AnswerKind  # noqa: E402
from dealertrainer.storage.records import Records  # noqa: E402
from dealertrainer.training.drills.base import DrillBase, DrillConfig  # noqa: E402
from dealertrainer.training.drills.draw_table import draw_table_cells  # noqa: E402
from dealertrainer.training.drills.practice import DailyConfig  # noqa: E402
from dealertrainer.training.memory_fit import refit  # noqa: E402
from dealertrainer.training.planner import Plan  # noqa: E402
from dealertrainer.training.practice import ask, daily_practice, mastered  # noqa: E402
from dealertrainer.training.schedule import cards, recall, trainee_scheduler  # noqa: E402
from dealertrainer.training.questions import Question, Verdict  # noqa: E402
from dealertrainer.training.session import Beat, Session  # noqa: E402
from dealertrainer.training.skills import Skill, target_seconds  # noqa: E402

DAY = 86_400.0
START = 1_767_600_000.0  # a Monday morning, 2026
SESSION = 15 * 60.0
BREAK_DAYS = 14
CELLS = draw_table_cells()
SCHEDULES = ("daily", "uniform", "leitner")


# --- the simulated trainee ------------------------------------------------------------------
@dataclass
class Memory:
    stability: float = 0.0  # days; 0: never seen
    last: float = 0.0
    recalls: int = 0


@dataclass
class Trainee:
    rng: random.Random
    rate: float
    cells: dict[str, Memory] = field(default_factory=dict)

    def recall(self, cell: str, now: float) -> float:
        m = self.cells.get(cell)
        if m is None or not m.stability:
            return 0.0
        return math.exp(-max(0.0, now - m.last) / DAY / m.stability)

    def fluency(self, cell: str) -> float:
        m = self.cells.get(cell)
        return 0.55 + 1.6 * math.exp(-(m.recalls if m else 0) / 6)

    def answer(self, cell: str, now: float) -> tuple[bool, float]:
        """(right, seconds) for one question, and the memory moves."""
        m = self.cells.setdefault(cell, Memory())
        target = target_seconds(cell)
        p = self.recall(cell, now)
        if self.rng.random() < p:
            right = self.rng.random() >= 0.02
            seconds = target * self.fluency(cell) * math.exp(self.rng.gauss(0.0, 0.25))
            m.stability *= 1 + self.rate * (0.1 + 3 * (1 - p))
            m.recalls += 1
        else:
            right = self.rng.random() < 0.5
            seconds = target * (1.5 + self.rng.random())
            m.stability = max(0.5, m.stability * 0.6)
        m.last = now + seconds
        return right, seconds

    def right_on_time(self, cell: str, now: float) -> float:
        """The chance a cold question is answered right within target."""
        fast = 0.5 * (1 + math.erf(-math.log(self.fluency(cell)) / (0.25 * math.sqrt(2))))
        return self.recall(cell, now) * 0.98 * fast

    def truly_mastered(self, cell: str, now: float) -> bool:
        return self.recall(cell, now) >= 0.9 and self.fluency(cell) <= 1.0


# --- a population whose forgetting disagrees with FSRS ------------------------------------------
POPULATION_SESSION = 45 * 60.0
#: How long a population's memories last against the average learner's.
POPULATIONS = {"fast": 1 / 3, "average": 1.0, "slow": 3.0}
#: The average learner's stability (days, exponential curve) from the feedback of a first question:
#: 90% recall a day later, between FSRS's default first stabilities for Again (0.2 days) and Hard
#: (1.3 days), which is how a first question, guessed and slow, is rated.
FIRST_MEMORY = 1 / -math.log(0.9)


@dataclass
class Forgetter(Trainee):
    """A trainee whose memory is not FSRS's model, so the badge is tested against a learner
    that disagrees with the scheduler:

    - recall decays exponentially, ``p = exp(-days / S)`` (FSRS's curve is a power law, whose
      long tail an exponential learner falls below after a break);
    - each cell has its own difficulty ``d`` (log-normal, sigma 0.4), dividing both the
      first memory ``FIRST_MEMORY x memory / d`` and every gain;
    - a recalled answer multiplies S by ``1 + memory·rate·4·(1 - p) / d``: only what was
      being forgotten is strengthened, so spaced recalls grow it and the same cell asked again
      minutes later does not (FSRS's default grows S about threefold at 90% recall, and a
      little on every same-day answer); a failed one halves S (not below the first memory)
      and the feedback refreshes the cell;
    - ``memory`` sets the population (``POPULATIONS``): how long a first memory lasts and how
      much each spaced recall adds.
    """

    memory: float = 1.0
    difficulty: dict[str, float] = field(default_factory=dict)

    @classmethod
    def of(cls, population: str, seed: int, rate: float) -> Forgetter:
        rng = random.Random(seed * 7 + 1)
        difficulty = {c: math.exp(rng.gauss(0.0, 0.4)) for c in CELLS}
        return cls(rng, rate=rate, memory=POPULATIONS[population], difficulty=difficulty)

    def answer(self, cell: str, now: float) -> tuple[bool, float]:
        m = self.cells.setdefault(cell, Memory())
        target, d = target_seconds(cell), self.difficulty.get(cell, 1.0)
        first = FIRST_MEMORY * self.memory / d
        p = self.recall(cell, now)
        if self.rng.random() < p:
            right = self.rng.random() >= 0.02
            seconds = target * self.fluency(cell) * math.exp(self.rng.gauss(0.0, 0.25))
            m.stability *= 1 + self.memory * self.rate * 4 * (1 - p) / d
            m.recalls += 1
        else:
            right = self.rng.random() < 0.5
            seconds = target * (1.5 + self.rng.random())
            m.stability = max(first, m.stability * 0.5)
        m.last = now + seconds
        return right, seconds

    def ceiling(self, cell: str, since: float, until: float, after: float) -> float:
        """The most any schedule could leave of ``cell`` at ``after`` from study between ``since``
        and ``until``: a recall at p multiplies S by ``1 + g·(1 - p)`` (g = memory·rate·4/d), and
        ``1 - p <= days since last seen / S``, so each answer adds at most g x the days since the
        last one, and S cannot pass the first memory + g x the study days (a failure only lowers it)."""
        d = self.difficulty.get(cell, 1.0)
        most = FIRST_MEMORY * self.memory / d + self.memory * self.rate * 4 / d * (until - since) / DAY
        return math.exp(-(after - until) / DAY / most)


# --- the baseline schedules -----------------------------------------------------------------
class UniformDrill(DrillBase):
    id = "bench.uniform"
    title = "Uniform random"
    config = DrillConfig(length=None)

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def beats(self) -> Iterator[Beat]:
        while True:
            yield Beat(None, ask(self._rng.choice(CELLS), self._rng))


class OracleDrill(DrillBase):
    """A schedule no app can have: it reads the simulated trainee's true memory and asks the cell
    they are likeliest to have forgotten (the planner's rule, on the truth). What it reaches is
    what scheduling alone could reach for this trainee, failures overnight included (the
    ceiling leaves them out)."""

    id = "bench.oracle"
    title = "Oracle"
    config = DrillConfig(length=None)

    def __init__(self, trainee: Trainee, wall, seed: int) -> None:
        self.trainee, self._wall, self._rng = trainee, wall, random.Random(seed)

    def beats(self) -> Iterator[Beat]:
        while True:
            now = self._wall()
            cell = min(CELLS, key=lambda c: (self.trainee.recall(c, now), self.trainee.cells.get(c, Memory()).last))
            yield Beat(None, ask(cell, self._rng))


LEITNER_DAYS = {1: 10 / 1440, 2: 1.0, 3: 3.0, 4: 7.0, 5: 21.0}


class LeitnerDrill(DrillBase):
    """The old schedule: boxes 1-5, due cells round and round, five new a day."""

    id = "bench.leitner"
    title = "Leitner"
    config = DrillConfig(length=None)

    def __init__(self, boxes: dict[str, tuple[int, float]], now: float, seed: int, wall) -> None:
        self.boxes, self._rng, self._wall = boxes, random.Random(seed), wall
        due = sorted((box, at, c) for c, (box, at) in boxes.items() if at <= now)
        fresh = [c for c in CELLS if c not in boxes][:5]
        self.pool = [c for _, _, c in due] + fresh or CELLS[:10]

    def beats(self) -> Iterator[Beat]:
        turn = 0
        while True:
            yield Beat(None, ask(self.pool[turn % len(self.pool)], self._rng))
            turn += 1

    def observe(self, question: Question, verdict: Verdict, target: float) -> None:
        now = self._wall()
        box, due = self.boxes.get(question.skill, (1, float("-inf")))
        if not verdict.correct:
            box, due = 1, now + LEITNER_DAYS[1] * DAY
        elif verdict.seconds > target:
            due = now + LEITNER_DAYS[box] * DAY / 2
        elif due <= now:
            box = min(box + 1, 5)
            due = now + LEITNER_DAYS[box] * DAY
        self.boxes[question.skill] = (box, due)


# --- one trainee under one schedule -----------------------------------------------------------
class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def _given(q: Question, right: bool) -> str:
    if q.answer_kind is AnswerKind.SPOTS:
        return str(q.answer) if right else ""  # no spot picked
    if q.answer_kind is AnswerKind.CHOICE:
        return str(q.answer) if right else next(c for c in q.choices if c != q.answer)
    if q.answer_kind is AnswerKind.YES_NO:
        return "yes" if bool(q.answer) is right else "no"
    if q.answer_kind is AnswerKind.MONEY:
        return format_money(q.answer if right else q.answer + 1)
    return str(q.answer if right else int(q.answer) + 1)


def simulate(schedule: str, seed: int, days: int, folder: Path, population: str | None = None
             ) -> dict[str, float | None]:
    """One trainee under one schedule: the classic trainee (15 minutes a day), or one of
    ``POPULATIONS`` (45 minutes a day)."""
    rng = random.Random(seed)
    if population is None:
        trainee, sitting = Trainee(random.Random(seed * 7 + 1), rate=rng.uniform(0.7, 1.3)), SESSION
    else:
        trainee, sitting = Forgetter.of(population, seed, rate=rng.uniform(0.7, 1.3)), POPULATION_SESSION
    with Records(folder / f"{schedule}-{population or 'classic'}-{seed}.sqlite3") as records:
        me = records.add_trainee("Sim").id
        wall, mono, boxes = Clock(START), Clock(0.0), {}
        answers, done_day, done_answers, began = 0, None, None, None
        for day in range(days):
            wall.now = START + day * DAY + 9 * 3600 + rng.uniform(0, 8 * 3600)
            began = wall() if began is None else began
            refit(records, me, now=wall())  # as the window does after each sitting, off the GUI thread
            if schedule == "daily":
                drill = daily_practice(records, me, wall(), seed=seed * 1000 + day, skills=CELLS,
                                       config=DailyConfig(length=None), wall_clock=wall)
            elif schedule == "uniform":
                drill = UniformDrill(seed * 1000 + day)
            elif schedule == "oracle":
                drill = OracleDrill(trainee, wall, seed * 1000 + day)
            else:
                drill = LeitnerDrill(boxes, wall(), seed * 1000 + day, wall)
            session = Session(drill, records=records, trainee_id=me, clock=mono, wall_clock=wall,
                              session_time_limit=sitting)
            while (beat := session.next()) is not None:
                right, seconds = trainee.answer(beat.question.skill, wall())
                mono.now += seconds
                wall.now += seconds
                session.answer(_given(beat.question, right))
                mono.now += 1.5
                wall.now += 1.5
                answers += 1
            session.end()
            if done_day is None and all(trainee.truly_mastered(c, wall()) for c in CELLS):
                done_day, done_answers = day + 1, answers
        end = wall()
        shown = mastered(records, me, end) & set(CELLS)
        after = end + BREAK_DAYS * DAY
        badge = mastered(records, me, after) & set(CELLS)
        known, scheduler = cards(records, me), trainee_scheduler(records, me)
        return {
            "recall_end": statistics.fmean(trainee.recall(c, end) for c in CELLS),
            "shown": len(shown),
            "shown_right": statistics.fmean(trainee.right_on_time(c, end) for c in shown) if shown else None,
            "days": done_day, "answers": done_answers, "total_answers": answers,
            "recall": statistics.fmean(trainee.recall(c, after) for c in CELLS),
            "badge": len(badge),
            "badge_right": statistics.fmean(trainee.right_on_time(c, after) for c in badge) if badge else None,
            "badge_true": sum(trainee.truly_mastered(c, after) for c in badge),
            # what the app believed of the badge's cells after the break, and what a perfect badge would show
            "badge_predicted": statistics.fmean(recall(known[c], after, scheduler) for c in badge) if badge else None,
            "true_after": sum(trainee.truly_mastered(c, after) for c in CELLS),
            "ceiling": (statistics.fmean(trainee.ceiling(c, began, end, after) for c in CELLS)
                        if isinstance(trainee, Forgetter) else None),
        }


# --- picking the next question at scale -------------------------------------------------------
def pick_timing(folder: Path, skills: int = 300, stored: int = 100_000) -> tuple[float, float, float]:
    """(first open: replaying every answer into FSRS, ms; daily_practice built, ms; one pick, ms)."""
    rng = random.Random(3)
    ids = [f"bench.topic{t}.cell{c}" for t in range(30) for c in range(skills // 30)]
    catalogue = [Skill(i, "bench", i.rsplit(".", 1)[0], 2.0) for i in ids]
    with Records(folder / "scale.sqlite3") as records:
        me = records.add_trainee("Scale").id
        rows = [(me, rng.choice(ids), rng.random() < 0.85, rng.uniform(0.8, 4.0), START - 200 * DAY + i * 150.0)
                for i in range(stored)]
        with records.bulk() as db:
            db.executemany("INSERT INTO answers (trainee_id, skill, correct, seconds, at) VALUES (?, ?, ?, ?, ?)", rows)
        from dealertrainer.training.schedule import cards

        started = time.perf_counter()
        known = cards(records, me)
        replay_ms = (time.perf_counter() - started) * 1000
        now = Clock(START)

        def build() -> Plan:
            return Plan(catalogue, cards=cards(records, me), history=records.answer_facts(me), wall_clock=now)

        build_ms = median_ms(build, repeat=3)
        plan = build()
        assert len(known) == skills

        def pick() -> None:
            skill = plan.next_skill()
            plan.observe(skill, True, 1.5)
            now.now += 3.0

        return replay_ms, build_ms, median_ms(pick, repeat=200, warmup=20)


POPULATION_SCHEDULES = ("daily", "uniform", "oracle")


def population_figures(folder: Path, only: tuple[str, ...] = ()) -> list[dict]:
    """Per population (``POPULATIONS``), 45 minutes a day then a 14-day break: the badge's
    accuracy after the break (goal: at least 90%) and daily practice's recall after the break
    against uniform random drilling's (goal: at least 1.25x)."""
    trainees, days = (1, 8) if quick() else (3, 30)
    out = []
    for population in only or POPULATIONS:
        runs = {s: [simulate(s, seed, days, folder, population) for seed in range(1, trainees + 1)]
                for s in POPULATION_SCHEDULES}
        for s in POPULATION_SCHEDULES:
            rows = runs[s]
            out += [
                {"name": f"{population} forgetters, {s}: badge right after the break", "median_ms": None,
                 "unit": "%", "value": _badge_right(rows, "badge_right"),
                 "note": f"goal 90%; shown mastered per trainee: {[r['badge'] for r in rows]} of 100, "
                         f"truly mastered of them {sum(r['badge_true'] for r in rows)} of {sum(r['badge'] for r in rows)}; "
                         f"truly mastered of all 100 per trainee: {[r['true_after'] for r in rows]}; "
                         f"the app's recall estimate of the badge's cells: {_badge_right(rows, 'badge_predicted')}%"},
                {"name": f"{population} forgetters, {s}: recall after the break", "median_ms": None, "unit": "%",
                 "value": 100 * statistics.median(r["recall"] for r in rows),
                 "note": f"at the end of the study days: {100 * statistics.median(r['recall_end'] for r in rows):.1f}%; "
                         f"{statistics.median(r['total_answers'] for r in rows):g} answers in {days} days"},
            ]
        daily = statistics.median(r["recall"] for r in runs["daily"])
        uniform = statistics.median(r["recall"] for r in runs["uniform"])
        ceiling = statistics.median(r["ceiling"] for r in runs["uniform"])
        oracle = statistics.median(r["recall"] for r in runs["oracle"])
        out += [{"name": f"{population} forgetters: daily / uniform recall after the break", "median_ms": None,
                 "unit": "x", "value": daily / uniform if uniform else None, "note": "goal: at least 1.25x"},
                {"name": f"{population} forgetters: oracle / uniform recall after the break", "median_ms": None,
                 "unit": "x", "value": oracle / uniform if uniform else None,
                 "note": f"a schedule reading the true memory ({100 * oracle:.1f}%; OracleDrill): what scheduling "
                         f"can reach, per trainee {[round(100 * r['recall'], 1) for r in runs['oracle']]}%"},
                {"name": f"{population} forgetters: ceiling / uniform recall after the break", "median_ms": None,
                 "unit": "x", "value": ceiling / uniform if uniform else None,
                 "note": f"the most any schedule could reach ({100 * ceiling:.1f}%; Forgetter.ceiling) "
                         "against uniform random drilling"}]
    return out


def figures() -> list[dict]:
    trainees, days = (2, 12) if quick() else (4, 30)
    with tempfile.TemporaryDirectory(dir="/dev/shm" if Path("/dev/shm").is_dir() else None) as tmp:
        folder = Path(tmp)
        runs = {s: [simulate(s, seed, days, folder) for seed in range(1, trainees + 1)] for s in SCHEDULES}
        replay_ms, build_ms, pick_ms = pick_timing(folder)
        populations = population_figures(folder)
    out = []
    for s in SCHEDULES:
        rows = runs[s]
        done = [r for r in rows if r["days"] is not None]
        reached = f"{len(done)} of {len(rows)} trainees within {days} days"
        out += [
            {"name": f"{s}: days to true mastery of the tableau", "median_ms": None, "unit": "days",
             "value": statistics.median(r["days"] for r in done) if done else None, "note": reached},
            {"name": f"{s}: answers to true mastery of the tableau", "median_ms": None, "unit": "answers",
             "value": statistics.median(r["answers"] for r in done) if done else None, "note": reached},
            {"name": f"{s}: recall after a {BREAK_DAYS}-day break", "median_ms": None, "unit": "%",
             "value": 100 * statistics.median(r["recall"] for r in rows),
             "note": f"mean over the 100 cells, median trainee, after {days} days"},
            {"name": f"{s}: badge right at the end of the study days", "median_ms": None, "unit": "%",
             "value": _badge_right(rows, "shown_right"),
             "note": f"cells shown mastered: median {statistics.median(r['shown'] for r in rows):g} of 100"},
            {"name": f"{s}: badge right after the break", "median_ms": None, "unit": "%",
             "value": _badge_right(rows, "badge_right"),
             "note": f"cells shown mastered: median {statistics.median(r['badge'] for r in rows):g}; "
                     f"truly mastered of them: {sum(r['badge_true'] for r in rows)} of {sum(r['badge'] for r in rows)}"},
        ]
    daily, uniform = _answers(runs["daily"]), _answers(runs["uniform"])
    if daily and uniform:
        out.append({"name": "daily vs uniform: fewer answers to true mastery", "median_ms": None, "unit": "%",
                    "value": 100 * (1 - daily / uniform), "note": "goal: at least 30%"})
    out += [
        {"name": "pick the next question (300 skills, 100,000 answers)", "median_ms": pick_ms, "target_max": 2.0,
         "note": "Plan.next_skill + observe, median of 200"},
        {"name": "build daily practice (300 skills, 100,000 answers)", "median_ms": build_ms,
         "note": "read cards and answers, plan"},
        {"name": "first open: replay 100,000 answers into FSRS", "median_ms": replay_ms, "note": "once per file"},
    ]
    return out + populations


def _answers(rows: list[dict]) -> float | None:
    done = [r["answers"] for r in rows if r["answers"] is not None]
    return statistics.median(done) if done else None


def _badge_right(rows: list[dict], key: str) -> float | None:
    """The median trainee's share, among the cells shown mastered, a cold test finds right within target."""
    values = [r[key] for r in rows if r[key] is not None]
    return 100 * statistics.median(values) if values else None


if __name__ == "__main__":
    import os

    if "--quick" in sys.argv:
        os.environ["DEALERTRAINER_BENCH_QUICK"] = "1"
    if "--populations" in sys.argv:  # only the forgetters (those named after it, else all)
        named = tuple(a for a in sys.argv[sys.argv.index("--populations") + 1:] if a in POPULATIONS)
        with tempfile.TemporaryDirectory(dir="/dev/shm" if Path("/dev/shm").is_dir() else None) as tmp:
            rows = population_figures(Path(tmp), named)
    else:
        rows = figures()
    for row in rows:
        value = row.get("value", row.get("median_ms"))
        shown = "—" if value is None else f"{value:,.1f} {row.get('unit', 'ms')}"
        print(f"{row['name']:58} {shown:>16}  {row.get('note', '')}")
