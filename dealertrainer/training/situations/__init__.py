"""Every dealer's-seat skill asked on demand: a generated situation that makes its decision come up.

``situation(skill_id, rng)`` builds a stacked shoe, deck or dealt board for that one
decision (a split-and-double settlement, the insurance maximum, the dealer's soft 17, stud's
first to act on a pair showing, the commission boxes at the end of the shoe), deals it with
the engine's own dealing code and returns that step's question, so the answer is always the
engine's. One hand, coup or round is dealt per try; a try whose random cards spoil the
situation (another stud board ties the one chosen) is dealt again, a few times at most.

The tables are keyed by the skill ids the engines produce, which are the catalogue's
(``training.skills.catalogue``).
Every situation is dealt under the house rules in force (the standard rules where none are
given), never under another house's: a skill those rules cannot produce (a surrender where
there is none, a bring-in in five-card stud, a no-peek settlement where the dealer peeks) is
not dealt at all (``dealt_at`` says which, from the rules each game's situations list).
Only wagers the house would take are dealt: every bet on the felt is made of the chip set in
force (the "app" settings of the house), and so is every amount of money asked (a payout, an
insurance bet, a surrender), except a commission box's marks, which are written, not paid.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.engine.money import DEFAULT_CHIPS, Chip, payable
from dealertrainer.engine.steps import AnswerKind
from dealertrainer.engine.stud.rules import StudRules
from dealertrainer.storage.settings import AppSettings
from dealertrainer.training.questions import Question
from dealertrainer.training.situations import baccarat, blackjack, stud
from dealertrainer.training.situations.cards import first_question

__all__ = ["TRIES", "chips_in_force", "dealt_at", "payable_question", "situation", "situation_skills"]

TRIES = 40  # hands dealt, at most, for one situation (almost every one comes up on the first)

_GAMES = {
    "baccarat": (baccarat.BUILDERS, BaccaratRules),
    "blackjack": (blackjack.BUILDERS, BlackjackRules),
    "stud": (stud.BUILDERS, StudRules),
}


def situation_skills() -> list[str]:
    """Every skill a situation can be generated for (the engines' ids)."""
    return [skill for builders, _ in _GAMES.values() for skill in builders]


def _house(game: str, rules: Mapping[str, HouseRules] | None) -> HouseRules:
    """``game``'s rules in ``rules`` (the house in force by game), else the standard rules."""
    model = _GAMES[game][1]
    given = (rules or {}).get(game)
    return given if isinstance(given, model) else model()


def chips_in_force(rules: Mapping[str, HouseRules] | None) -> tuple[Chip, ...]:
    """The chip set of the house in force (its "app" settings), else the standard set."""
    app = (rules or {}).get("app")
    return app.chip_set() if isinstance(app, AppSettings) else DEFAULT_CHIPS


def payable_question(question: Question, chips: tuple[Chip, ...]) -> bool:
    """True when every bet on the question's felt is made of ``chips`` and a money answer can be
    paid in them (a commission box's marks are written down, not paid)."""
    bets = question.table.bets if question.table is not None else ()
    if not all(payable(bet.amount, chips) for bet in bets):
        return False
    if question.step.answer_kind is not AnswerKind.MONEY or question.skill.startswith("baccarat.commission."):
        return True
    return payable(question.step.answer, chips)  # type: ignore[arg-type]


def _rules_for(skill: str, game: str, house: HouseRules) -> HouseRules | None:
    """The rules ``skill`` is dealt under at this house: the house's own, or None when they
    cannot produce it."""
    if game == "stud":
        return stud.rules_for(skill, house)  # type: ignore[arg-type]
    if game == "blackjack":
        return blackjack.rules_for(skill, house)  # type: ignore[arg-type]
    needs = baccarat.NEEDS.get(skill, {})
    return house if all(getattr(house, k) == v for k, v in needs.items()) else None


def dealt_at(skill_id: str, rules: Mapping[str, HouseRules] | None = None) -> bool:
    """True when a situation for ``skill_id`` can be dealt under the house's rules ``rules``."""
    game = skill_id.split(".", 1)[0]
    if game not in _GAMES or skill_id not in _GAMES[game][0]:
        return False
    return _rules_for(skill_id, game, _house(game, rules)) is not None


def situation(skill_id: str, rng: random.Random,
              rules: Mapping[str, HouseRules] | None = None) -> Question | None:
    """A question on exactly ``skill_id`` from a situation dealt for it under ``rules`` (the
    house rules in force by game), or None if no situation is known for that skill or the
    house's rules cannot produce it."""
    game = skill_id.split(".", 1)[0]
    if game not in _GAMES:
        return None
    build = _GAMES[game][0].get(skill_id)
    if build is None:
        return None
    house = _rules_for(skill_id, game, _house(game, rules))
    if house is None:
        return None
    chips = chips_in_force(rules)
    for _ in range(TRIES):
        question = first_question(build(rng, house), skill_id)
        if question is not None and payable_question(question, chips):
            return replace(question, chip_set=chips)
    return None
