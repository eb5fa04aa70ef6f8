"""Find the dealer's mistake: a hand replayed beat by beat, with one procedural error or none.

``question(skill, rng, rules)`` deals a real hand for the skill (``<game>.mistake.<kind>``,
or ``<game>.mistake.clean`` for a hand with no mistake) under the house rules in force, and
asks it as one question: the replay's beats ride on the question (``Question.replay``), and
the answer is where to stop and what went wrong ("Beat 7: Burn miscounted") or "Clean hand".
A mistake is one only under the house in force: even money offered is asked only at a table
that does not offer it, a commission box only where commission is boxed.

The names offered after a stop are every mistake this game can show at this house, so the
list gives nothing away; the prompt is the same for every hand of a game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.engine.steps import AnswerKind, DealerStep
from dealertrainer.engine.stud.rules import StudRules
from dealertrainer.language import N_, _
from dealertrainer.training.key_map import REPLAY_KEYS
from dealertrainer.training.mistakes import baccarat, blackjack, stud
from dealertrainer.training.mistakes.replay import CLEAN, Made, Replay, answer_text
from dealertrainer.training.questions import Question

__all__ = ["CLEAN", "GAMES", "PROMPTS", "Replay", "answer_text", "dealt_at", "mistake_names", "mistake_skills",
           "question", "replay"]

TRIES = 400  # hands dealt, at most, for one where the mistake has a place (a possible flush at a
#              two-seat five-card stud table comes in 1 hand of 25: 60 tries missed 1 time in 12)

#: game -> (makers by skill, names by skill, dealt_at, the house rules model)
GAMES: dict[str, tuple[dict, dict, Callable[[str, HouseRules], bool], type[HouseRules]]] = {
    "baccarat": (baccarat.MAKERS, baccarat.NAMES, baccarat.dealt_at, BaccaratRules),  # type: ignore[dict-item]
    "blackjack": (blackjack.MAKERS, blackjack.NAMES, blackjack.dealt_at, BlackjackRules),  # type: ignore[dict-item]
    "stud": (stud.MAKERS, stud.NAMES, stud.dealt_at, StudRules),  # type: ignore[dict-item]
}
PROMPTS = {  # translated where asked
    "baccarat": N_("Watch the shoe open and the first coup. Stop at the dealer's mistake and name it, or pass the coup "
                   "as clean."),
    "blackjack": N_("Watch the round. Stop at the dealer's mistake and name it, or pass the round as clean."),
    "stud": N_("Watch the hand. Stop at the dealer's mistake and name it, or pass the hand as clean."),
}


def mistake_skills() -> list[str]:
    """Every skill of the drill: each game's mistakes, then its clean hand."""
    return [skill for game, (makers, *_rest) in GAMES.items() for skill in (*makers, f"{game}.mistake.clean")]


def _house(game: str, rules: Mapping[str, HouseRules] | None) -> HouseRules:
    model = GAMES[game][3]
    given = (rules or {}).get(game)
    return given if isinstance(given, model) else model()


def _kinds(game: str, house: HouseRules) -> list[str]:
    makers, _names, dealt, _model = GAMES[game]
    return [skill for skill in makers if dealt(skill, house)]


def dealt_at(skill: str, rules: Mapping[str, HouseRules] | None = None) -> bool:
    """True when a hand for ``skill`` can be dealt under the house in force."""
    game = skill.split(".", 1)[0]
    if game not in GAMES or skill not in mistake_skills():
        return False
    kinds = _kinds(game, _house(game, rules))
    return bool(kinds) and (skill.endswith(".clean") or skill in kinds)


def mistake_names(game: str, house: HouseRules) -> tuple[str, ...]:
    """The mistakes a trainee picks from after a stop: every one this game shows at this house."""
    names = GAMES[game][1]
    return tuple(names[skill](house) for skill in _kinds(game, house))


def replay(skill: str, rng: random.Random, rules: Mapping[str, HouseRules] | None = None) -> Replay | None:
    """A hand for ``skill`` dealt under the house in force, or None where it cannot be."""
    if not dealt_at(skill, rules):
        return None
    game = skill.split(".", 1)[0]
    house = _house(game, rules)
    from dealertrainer.training.situations import chips_in_force  # the chip set of the house in force

    chips = chips_in_force(rules)
    makers, names, _dealt, _model = GAMES[game]
    wrong = not skill.endswith(".clean")
    for _ in range(TRIES):
        # A clean hand is dealt as one of the mistakes' hands would be, so its form tells nothing.
        kind = skill if wrong else rng.choice(_kinds(game, house))
        made: Made | None = makers[kind](rng, house, chips, wrong)
        if made is not None:
            return Replay.of(game, made, names[kind](house))
    return None


def question(skill: str, rng: random.Random, rules: Mapping[str, HouseRules] | None = None) -> Question | None:
    """The replay for ``skill`` asked as one question (None where the house cannot deal it)."""
    hand = replay(skill, rng, rules)
    if hand is None:
        return None
    game = skill.split(".", 1)[0]
    names = mistake_names(game, _house(game, rules))
    if hand.wrong_beat is None:
        why = _("Every step followed the house's rules: the hand is clean.")
    else:
        why = hand.why
    step = DealerStep("spot_mistake", "", hand.beats[0].table, question=_(PROMPTS[game]),
                      answer_kind=AnswerKind.PHRASE, answer=hand.answer, choices=(*names, CLEAN),
                      explanation=why, skill=skill)
    return Question(step, keys=REPLAY_KEYS, replay=hand.beats)
