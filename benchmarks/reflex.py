"""The reflex score: what a trainee who never looks at the cards would score.

The reflex trainee reads only the *kind* of each question (its prompt with every card, rank,
number and amount blanked out: "The dealer holds <n>. Hit or stand?") and gives the answer
that kind has most often. It learns those answers from one run of a table and then answers
another run, seeded differently, through the same ``Session`` the window drives; its score
is the session's own accuracy, the figure the app shows. A question that this trainee passes
often is a free point: the table's score then says little about dealing.

Money and count answers are seldom guessed this way (the most common amount is rarely the
right one); yes/no and word answers are, when one answer is much the commonest. Goal: at
most 40% at every table and drill.

``python benchmarks/reflex.py [--questions N]`` prints the score per table and drill.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from dealertrainer.training import offer  # noqa: E402
from dealertrainer.training.questions import Question  # noqa: E402
from dealertrainer.training.session import Session  # noqa: E402

#: The tables and drills measured, each with the config the window starts it with.
MEASURED: tuple[str, ...] = ("baccarat.seat", "blackjack.seat", "stud.seat", "baccarat.draw_table", "payouts", "chips",
                             "totals", "mistakes")
GOAL = 0.40

_RANKS = ("ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king",
          "aces", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens", "jacks", "queens",
          "kings", "deuce", "deuces")
_BLANKS = (
    (re.compile(r"\b(?:the )?(?:" + "|".join(_RANKS) + r")(?: of (?:hearts|spades|diamonds|clubs))?\b", re.I), "<card>"),
    (re.compile(r"(?:10|[2-9TJQKA])[♠♥♦♣]"), "<card>"),
    (re.compile(r"\$?\d+(?:[.,]\d+)*"), "<n>"),
    (re.compile(r"\ban? <card>"), "<card>"),
    (re.compile(r"<card>(?:[ ,]+<card>)+"), "<card>"),
)


def prompt_kind(prompt: str) -> str:
    """The question as a trainee sees it without reading the cards: every card, rank, number
    and amount blanked out."""
    for pattern, blank in _BLANKS:
        prompt = pattern.sub(blank, prompt)
    return prompt


def _config(drill_id: str) -> dict[str, Any]:
    """The config the window starts the drill with under the default house (no settings saved)."""
    import tempfile

    from dealertrainer.storage.settings_in_force import SettingsInForce

    with tempfile.TemporaryDirectory() as folder:
        return offer.drill_config(drill_id, SettingsInForce(Path(folder)))


def _questions(drill_id: str, seed: int, answer: Callable[[Question], object], count: int) -> Iterator[tuple[Question, bool]]:
    """``count`` questions of the drill, seed after seed, each answered by ``answer`` through a
    ``Session``: (question, right)."""
    config = _config(drill_id)
    asked = 0
    while asked < count:
        session = Session(offer.make(drill_id, config, seed=seed))
        seed += 1
        while asked < count and (beat := session.next()) is not None:
            if beat.question is None:
                continue
            verdict = session.answer(answer(beat.question))
            asked += 1
            yield beat.question, verdict.correct


def _given(question: Question, answer: object) -> object:
    """An answer as a trainee enters it (a yes/no as the key's word)."""
    if isinstance(answer, bool):
        return "yes" if answer else "no"
    return answer if isinstance(answer, str) else str(answer)


def learn(drill_id: str, seed: int, count: int) -> dict[str, object]:
    """Each kind of question's most common answer over ``count`` questions."""
    seen: dict[str, Counter[str]] = defaultdict(Counter)
    answers: dict[str, object] = {}
    for question, _right in _questions(drill_id, seed, lambda q: _given(q, q.answer), count):
        text = str(_given(question, question.answer))
        seen[prompt_kind(question.prompt)][text] += 1
    for kind, counts in seen.items():
        answers[kind] = counts.most_common(1)[0][0]
    return answers


def reflex_score(drill_id: str, *, questions: int = 600, learn_seed: int = 1, score_seed: int = 10_001) -> float:
    """The score of a trainee who gives each kind of question its most common answer (learned
    over one run of the table) on ``questions`` questions of another run."""
    answers = learn(drill_id, learn_seed, questions)
    fallback = "no"

    def reflex(question: Question) -> object:
        return answers.get(prompt_kind(question.prompt), question.choices[0] if question.choices else fallback)

    right = [correct for _q, correct in _questions(drill_id, score_seed, reflex, questions)]
    return sum(right) / len(right)


def by_kind(drill_id: str, *, questions: int = 600, seed: int = 1) -> list[tuple[str, int, float]]:
    """Each kind of question: how often it is asked, and its commonest answer's share."""
    seen: dict[str, Counter[str]] = defaultdict(Counter)
    for question, _right in _questions(drill_id, seed, lambda q: _given(q, q.answer), questions):
        seen[prompt_kind(question.prompt)][str(_given(question, question.answer))] += 1
    rows = [(kind, sum(c.values()), c.most_common(1)[0][1] / sum(c.values())) for kind, c in seen.items()]
    return sorted(rows, key=lambda row: -row[1] * row[2])


def figures() -> list[dict]:
    """For ``benchmarks/run.py``: the reflex score at each table and drill, against the 40% goal."""
    from measure import quick

    questions = 600 if quick() else 3000
    return [{"name": f"reflex score: {drill_id}", "median_ms": None, "unit": "%",
             "value": 100 * reflex_score(drill_id, questions=questions), "target_max": 100 * GOAL,
             "note": f"{questions} questions answered by habit through Session"} for drill_id in MEASURED]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--questions", type=int, default=3000)
    parser.add_argument("--kinds", action="store_true", help="also list the kinds of question that score most")
    args = parser.parse_args()
    over = False
    for drill_id in MEASURED:
        score = reflex_score(drill_id, questions=args.questions)
        over |= score > GOAL
        print(f"{drill_id:22} reflex score {score * 100:5.1f}%")
        if args.kinds:
            for kind, asked, share in by_kind(drill_id, questions=args.questions)[:6]:
                print(f"    {asked:5}  {share * 100:5.1f}%  {kind}")
    return 1 if over else 0


if __name__ == "__main__":
    raise SystemExit(main())
