"""What every drill shares: the protocol, the config base, and the registry entry."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from dealertrainer.training.questions import Question, Verdict
from dealertrainer.training.session import Beat, Feedback

__all__ = ["Drill", "DrillConfig", "DrillInfo"]


class DrillConfig(BaseModel):
    """Settings every drill has; each drill's own config adds its rules and options."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    length: int | None = Field(20, ge=1, le=10_000, description="Questions in the session (None: until stopped).")
    time_limit: float | None = Field(None, gt=0, le=600, description="Seconds allowed per question (None: no limit).")
    feedback: Feedback = Field(Feedback.NOW, description="Show each verdict at once, or all at the end.")


@runtime_checkable
class Drill(Protocol):
    id: str
    title: str

    def beats(self) -> Iterator[Beat]:
        """The whole session's sequence of beats; the drill decides its length."""
        ...


class AdaptiveDrill(Drill, Protocol):
    """A drill that hears each verdict (to bring missed or slow cells back sooner)."""

    def observe(self, question: Question, verdict: Verdict, target_seconds: float) -> None: ...


@dataclass(frozen=True)
class DrillInfo:
    id: str
    title: str
    description: str
    factory: Callable[..., Drill]  # factory(config, seed=..., **extras) -> Drill
    config_model: type[DrillConfig]
