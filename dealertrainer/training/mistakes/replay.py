"""A hand replayed beat by beat, with at most one dealer's mistake in it.

A replay is the engine's own steps for one real hand (a coup, a round, a stud hand) as the
trainee watches them: every step the dealer does or says, in order (silent steps are not
beats). A ``Made`` hand is what a mistake maker deals: the steps, the step that went wrong
(None for a clean hand) and what the rules say about it. A missed motion (a burn left out,
a call not made) is caught at the beat that came in its place.

The answer a trainee gives is one phrase: "Beat 7: Wrong draw" (stopped at the seventh beat
and named the mistake) or "Clean hand".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from dealertrainer.engine.steps import DealerStep, TableView
from dealertrainer.language import N_

__all__ = ["CLEAN", "Made", "Replay", "answer_text", "beats_of", "moved_with_tables"]

#: The answer for a hand with no mistake in it.
CLEAN = N_("Clean hand")


def answer_text(beat: int, name: str) -> str:
    """The answer for a stop at ``beat`` (counted from 1, as the screen counts) naming ``name``."""
    return f"Beat {beat}: {name}"


@dataclass(frozen=True)
class Made:
    """One hand as a mistake maker dealt it: its steps, the step that went wrong (None: a
    clean hand), and what happened and what the rules say comes next."""

    steps: tuple[DealerStep, ...]
    wrong: DealerStep | None = None
    why: str = ""


def beats_of(steps: Iterable[DealerStep]) -> tuple[DealerStep, ...]:
    """The steps a trainee watches: everything the dealer does or says (not a silent step)."""
    return tuple(step for step in steps if step.say)


@dataclass(frozen=True)
class Replay:
    """A hand to watch: its beats, the mistake's beat (counted from 1; None: clean), its name."""

    game: str
    beats: tuple[DealerStep, ...]
    wrong_beat: int | None
    name: str
    why: str

    @classmethod
    def of(cls, game: str, made: Made, name: str) -> Replay:
        beats = beats_of(made.steps)
        if made.wrong is None:
            return cls(game, beats, None, CLEAN, made.why)
        at = next((i for i, beat in enumerate(beats) if beat is made.wrong), None)
        if at is None:
            raise ValueError(f"the wrong step {made.wrong.action!r} is not a beat of the replay")
        return cls(game, beats, at + 1, name, made.why)

    @property
    def answer(self) -> str:
        return CLEAN if self.wrong_beat is None else answer_text(self.wrong_beat, self.name)


def _diff(before: TableView, after: TableView) -> tuple[list, list, list, list]:
    """What a step changed on the felt: hands and bets gone, hands and bets put down."""
    return ([h for h in before.hands if h not in after.hands], [h for h in after.hands if h not in before.hands],
            [b for b in before.bets if b not in after.bets], [b for b in after.bets if b not in before.bets])


def moved_with_tables(steps: Sequence[DealerStep], order: Sequence[int]) -> list[DealerStep]:
    """``steps`` (a run of motions, each with the felt after it) done in ``order`` (indices
    into ``steps``, after a first step that stays where it is): each felt is the first's with
    the changes of the steps done so far, so the felt follows the order the dealer took."""
    first, *rest = steps
    changes = {i: _diff(steps[i - 1].table, steps[i].table) for i in range(1, len(steps))}
    table, out = first.table, [first]
    for i in order:
        hands_gone, hands_put, bets_gone, bets_put = changes[i]
        table = replace(table, hands=tuple(h for h in table.hands if h not in hands_gone) + tuple(hands_put),
                        bets=tuple(b for b in table.bets if b not in bets_gone) + tuple(bets_put))
        out.append(replace(steps[i], table=table))
    return out
