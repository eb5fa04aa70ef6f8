"""The Dealer's mistakes drill: hand after hand replayed, each with one mistake or none.

Each question is a hand of one of the games chosen, dealt under the house in force
(``training.mistakes``): a clean hand about one time in four (``clean_share``), otherwise one
of the mistakes this house can show, each as likely as the others, so no single answer (not
even "Clean hand") is right more than a fraction of the time. A mistake missed comes back
sooner: its skill is asked again before the others.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping

from pydantic import Field

from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.language import N_, _
from dealertrainer.training import mistakes
from dealertrainer.training.drills.base import DrillBase, DrillConfig
from dealertrainer.training.questions import Question, Verdict
from dealertrainer.training.session import Beat

__all__ = ["MistakesConfig", "MistakesDrill"]


class MistakesConfig(DrillConfig):
    length: int | None = Field(10, ge=1, le=500, description=N_("Hands to watch."))
    games: tuple[str, ...] = Field(("baccarat", "blackjack", "stud"), min_length=1,
                                   description=N_("The games whose hands are replayed."))
    clean_share: float = Field(0.25, ge=0, le=0.4, description=N_("Share of hands dealt with no mistake."))


class MistakesDrill(DrillBase):
    """Find the dealer's mistake, hand after hand, under the house rules in force."""

    id = "mistakes"
    title = N_("Dealer's mistakes")

    def __init__(self, config: MistakesConfig | None = None, *, seed: int | None = None,
                 rules: Mapping[str, HouseRules] | None = None, **_extras: object) -> None:
        self.config = config or MistakesConfig()
        self.seed = seed
        self.total = self.config.length
        self._rng = random.Random(seed)
        self._rules = rules
        self._missed: list[str] = []
        unknown = [g for g in self.config.games if g not in mistakes.GAMES]
        if unknown:
            raise ValueError(_("no mistakes are replayed for {games}; the games are baccarat, blackjack, stud").format(
                games=", ".join(unknown)))

    def skills(self) -> list[str]:
        """Every skill this drill can ask at its house."""
        return [s for s in mistakes.mistake_skills()
                if s.split(".", 1)[0] in self.config.games and mistakes.dealt_at(s, self._rules)]

    def next_skill(self) -> str:
        if self._missed:
            return self._missed.pop(0)
        game = self._rng.choice(self.config.games)
        if self._rng.random() < self.config.clean_share:
            return f"{game}.mistake.clean"
        kinds = [s for s in self.skills() if s.startswith(game + ".") and not s.endswith(".clean")]
        return self._rng.choice(kinds) if kinds else f"{game}.mistake.clean"

    def beats(self) -> Iterator[Beat]:
        asked = 0
        while self.total is None or asked < self.total:
            question = mistakes.question(self.next_skill(), self._rng, self._rules)
            if question is None:
                continue
            yield Beat(None, question)
            asked += 1

    def observe(self, question: Question, verdict: Verdict, target_seconds: float) -> None:
        if not verdict.correct and question.skill not in self._missed:
            self._missed.append(question.skill)
