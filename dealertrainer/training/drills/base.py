"""What every drill shares: the protocol a session and a screen drive, the config base, the
base class that gives the protocol's defaults, and the registry entry.

The protocol declares everything a ``Session`` or a screen reads from a drill, so neither
has to guess: its config (length, feedback, the time limits), its seed (kept with the
session so it can be resumed), its length, its beats, what it does with a verdict
(``observe``), and the house rules a dealer's-seat table deals under.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.language import N_
from dealertrainer.training.questions import Question, Verdict
from dealertrainer.training.session import Beat, Feedback

__all__ = ["Drill", "DrillBase", "DrillConfig", "DrillInfo"]


class DrillConfig(BaseModel):
    """Settings every drill has; each drill's own config adds its rules and options."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    length: int | None = Field(20, ge=1, le=10_000, description=N_("Questions in the session (None: until stopped)."))
    time_limit: float | None = Field(None, gt=0, le=600, description=N_("Seconds allowed per question (None: no limit)."))
    feedback: Feedback = Field(Feedback.NOW, description=N_("Show each verdict at once, or all at the end."))
    session_time_limit: float | None = Field(None, gt=0, description=N_("Seconds for the whole session (None: none)."))


@runtime_checkable
class Drill(Protocol):
    """Everything a session and a screen read from a drill."""

    id: str
    title: str
    config: DrillConfig
    seed: int | None  # the seed it was built with (None: unseeded), stored to resume it
    total: int | None  # questions in the whole session (None: not known in advance)

    def beats(self) -> Iterator[Beat]:
        """The whole session's sequence of beats; the drill decides its length."""
        ...

    def observe(self, question: Question, verdict: Verdict, target_seconds: float) -> None:
        """Hear each verdict (to bring missed or slow cells back sooner); a no-op for most."""
        ...

    @property
    def dealt_under(self) -> HouseRules | None:
        """The house rules this drill deals its table under (None: the house's in force)."""
        ...


class DrillBase:
    """The protocol's defaults: a drill that does not adapt and deals under the house's rules.
    A subclass sets ``id``, ``title`` and ``config`` and deals its ``beats``."""

    id: str
    title: str
    config: DrillConfig
    seed: int | None = None
    total: int | None = None

    def observe(self, question: Question, verdict: Verdict, target_seconds: float) -> None:
        """Most drills ask the same whatever the verdict."""

    @property
    def dealt_under(self) -> HouseRules | None:
        return None


@dataclass(frozen=True)
class DrillInfo:
    id: str
    title: str
    description: str
    factory: Callable[..., Drill]  # factory(config, seed=..., **extras) -> Drill
    config_model: type[DrillConfig]
    game: str | None = None  # the game whose table and felt it deals ("baccarat"), None for several
